// `netsh int ipv4 show dynamicport tcp|udp` and `netsh int ipv4 show excludedportrange protocol=tcp|udp`
// (collectlogs' dynamicportrange.txt and excludedportrange.txt), English output:
//
//   Protocol tcp Dynamic Port Range          Protocol tcp Port Exclusion Ranges
//   ---------------------------------        Start Port    End Port
//   Start Port      : 49152                  ----------    --------
//   Number of Ports : 16384                       50000       50059     *
//                                            * - Administered port exclusions.
//
// One file may hold several of these blocks (both protocols, both commands).
import type { HostPortRanges } from '../../hns/model';
import type { ObjectCounts } from '../formats';
import { guard, ok, failed, type ParseResult, type Problem } from '../result';
import { countDump } from './count';
import { emptyDump, type DumpModel } from './model';
import { dumpProblem } from './messages';
import { nodeMsg } from './messages-node';
import { head, linesOf, quote } from './text';

const DYNAMIC = /^Protocol\s+(tcp|udp)\s+Dynamic Port Range\s*$/i;
const EXCLUDED = /^Protocol\s+(tcp|udp)\s+Port Exclusion Ranges\s*$/i;
const RANGE_ROW = /^(\d{1,5})\s+(\d{1,5})(\s+\*)?$/;
const KV = /^(Start Port|Number of Ports)\s*:\s*(\d{1,5})$/i;

export function detect(text: string): number {
  const h = head(text, 16 * 1024);
  if (/^Protocol[ \t]+(tcp|udp)[ \t]+(Dynamic Port Range|Port Exclusion Ranges)[ \t]*$/im.test(h)) return 0.95;
  return languageOf(h) ? 0.6 : 0;
}

/**
 * netsh prints in the display language. The block titles start with the word for "Protocol" and the
 * protocol; that names the language well enough to say why the file is not read.
 */
const LANGUAGES: [RegExp, string][] = [
  [/^Protokoll[ \t]+(tcp|udp)[ \t]/im, 'German'],
  [/^Protocole[ \t]+(tcp|udp)[ \t]/im, 'French'],
  [/^Protocollo[ \t]+(tcp|udp)[ \t]/im, 'Italian'],
  [/^Protocolo[ \t]+(tcp|udp)[ \t]/im, 'Spanish or Portuguese'],
  [/^Protokół[ \t]+(tcp|udp)[ \t]/im, 'Polish'],
  [/^Протокол[ \t]+(tcp|udp)[ \t]/im, 'Russian'],
  // A paste may keep only the table: its column titles name the language too (a leading ` is Markdown's).
  [/^`?Puerto de inicio[ \t]+Puerto final/im, 'Spanish'],
];
const languageOf = (h: string): string | undefined => LANGUAGES.find(([re]) => re.test(h))?.[1];

export function parse(text: string, _file: string): ParseResult<DumpModel> {
  const language = !/^Protocol[ \t]+(tcp|udp)[ \t]/im.test(head(text, 16 * 1024)) ? languageOf(head(text, 16 * 1024)) : undefined;
  if (language) {
    return {
      warnings: [],
      errors: [dumpProblem(nodeMsg('netsh.language', { lang: language }), 1)],
    };
  }
  return guard(() => read(text));
}

export function count(model: DumpModel): ObjectCounts {
  return countDump(model, ['portRanges']);
}

function read(text: string): ParseResult<DumpModel> {
  const warnings: Problem[] = [];
  const byProtocol = new Map<'tcp' | 'udp', HostPortRanges>();
  const of = (p: 'tcp' | 'udp') => byProtocol.get(p) ?? (byProtocol.set(p, { protocol: p, excluded: [] }), byProtocol.get(p)!);
  let block: { kind: 'dynamic' | 'excluded'; protocol: 'tcp' | 'udp'; start?: number } | undefined;
  const lines = linesOf(text);
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.trim();
    const line = i + 1;
    let m: RegExpMatchArray | null;
    if ((m = t.match(DYNAMIC) ?? t.match(EXCLUDED))) {
      // A block, even an empty one, says what netsh printed for that protocol.
      block = { kind: DYNAMIC.test(t) ? 'dynamic' : 'excluded', protocol: m[1]!.toLowerCase() as 'tcp' | 'udp' };
      of(block.protocol);
    }
    else if (!t || /^-+(\s+-+)?$/.test(t) || /^Start Port\s+End Port$/i.test(t) || /^\*\s*-\s*Administered/i.test(t)) continue;
    else if (block?.kind === 'dynamic' && (m = t.match(KV))) {
      const n = Number(m[2]);
      if (/^Start/i.test(m[1]!)) block.start = n;
      else if (block.start === undefined) warnings.push(dumpProblem(nodeMsg('netsh.countFirst', { t: quote(t) }), line));
      else if (block.start < 1 || block.start + n - 1 > 65535 || n < 1) warnings.push(dumpProblem(nodeMsg('netsh.dynamicOutside', { start: block.start, n }), line));
      else of(block.protocol).dynamic = { start: block.start, count: n };
    } else if (block?.kind === 'excluded' && (m = t.match(RANGE_ROW))) {
      const lo = Number(m[1]);
      const hi = Number(m[2]);
      if (lo < 1 || hi > 65535 || hi < lo) warnings.push(dumpProblem(nodeMsg('netsh.excludedOutside', { t: quote(t) }), line));
      else of(block.protocol).excluded.push({ lo, hi, administered: !!m[3] });
    } else warnings.push(dumpProblem(nodeMsg('netsh.stray', { t: quote(t) }), line));
  }
  if (!byProtocol.size) return failed([dumpProblem(nodeMsg('netsh.none', {}))], warnings);
  const model = emptyDump();
  model.portRanges = [...byProtocol.values()];
  return ok(model, warnings);
}
