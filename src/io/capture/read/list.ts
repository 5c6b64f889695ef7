// `pktmon list` and `pktmon list --all` (`-a`): components under their section headings, with the
// ports of a vSwitch indented under it:
//   Network Switches:
//      Id Name
//      -- ----
//      65 Default Switch
//             Id MAC Address       Name
//             -- -----------       ----
//             67 00-15-5D-1E-6B-2E Container NIC 1b5f3d52
//   Network Adapters:
//      Id MAC Address       Name
//      -- -----------       ----
//       9 40-8D-5C-B5-46-51 Intel(R) Ethernet Connection (2) I219-V #2
// A row indented deeper than the first row of its section is a port of the row above it (`switchId`).
import { captureMsg, captureProblem } from './messages';
import { cutLongLines, eachLineSpan, normaliseText } from '../../dumps/text';
import type { ParseResult, Problem } from '../../result';
import { emptyCapture, type Capture, type CaptureComponent } from '../model';
import { windowsMac } from './frame-text';

const HEADING = /^(Network Switches|Network Adapters|Protocols|Filters|Miniports|Virtual Switches|[A-Z][A-Za-z ]{2,40}):[ \t]*$/m;

export function detectList(text: string): number {
  if (typeof text !== 'string') return 0;
  const s = text.length > 65536 ? text.slice(0, 65536) : text;
  const heading = /^(?:Network Switches|Network Adapters):[ \t]*$/m.test(s);
  const idHeader = /^ {0,40}Id (?:MAC Address {1,20})?Name\b/m.test(s);
  if (s.includes('Packets') && s.includes('|')) return 0; // a counters table
  if (heading && idHeader) return 0.9;
  if (idHeader && /^ {0,40}Id MAC Address {1,20}Name/m.test(s)) return 0.7;
  return 0;
}

interface Row {
  indent: number;
  id: number;
}

export function parseList(text: string, _file = ''): ParseResult<Capture> {
  const cap = emptyCapture('pktmon-list');
  cap.lacks = ['events', 'headers', 'drops'];
  const cut = cutLongLines(normaliseText(typeof text === 'string' ? text : ''));
  const warnings: Problem[] = [...cut.warnings];
  const src = cut.text;
  let section: string | undefined;
  let top: number | undefined;
  const stack: Row[] = [];
  const skipped: number[] = [];
  eachLineSpan(src, (start, stop, n) => {
    const line = src.slice(start, stop).trimEnd();
    const t = line.trim();
    if (t === '') return;
    const indent = line.length - line.trimStart().length;
    if (/^(?:PS [^>\n]{0,200}> ?|[A-Za-z]:\\[^>\n]{0,200}> ?|> ?)?pktmon(?:\.exe)? /i.test(t)) return; // the command echoed
    if (indent === 0 && !/^\d/.test(t)) {
      section = HEADING.test(t) ? t.slice(0, -1) : t.replace(/:$/, '');
      top = undefined;
      stack.length = 0;
      return;
    }
    if (/^Id /.test(t) || /^-[- ]*$/.test(t)) return;
    const row = /^(\d{1,10}) +(\S.*)$/.exec(t);
    if (!row) return void skipped.push(n);
    const id = Number(row[1]);
    let name = row[2]!;
    let mac: string | undefined;
    const m = windowsMac(name.slice(0, 17));
    if (m && (name.length === 17 || name[17] === ' ')) {
      mac = m;
      name = name.slice(17).trim();
    }
    top ??= indent;
    while (stack.length && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const c: CaptureComponent = { id, name, line: n };
    if (section) c.type = section;
    if (mac) c.mac = mac;
    if (indent > top && stack.length) c.switchId = stack[stack.length - 1]!.id;
    stack.push({ indent, id });
    cap.components.push(c);
  });
  for (const n of skipped.slice(0, 5)) warnings.push(captureProblem(captureMsg('capture.list.skipped', { n }), n));
  if (skipped.length > 5) warnings.push(captureProblem(captureMsg('capture.list.moreSkipped', { n: skipped.length - 5 }), skipped[5]));
  if (cap.components.length === 0) warnings.push(captureProblem(captureMsg('capture.list.none', {})));
  return { value: cap, warnings, errors: [] };
}
