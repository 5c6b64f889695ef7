// Tab at the console: the command's name, then what follows it (vfpctrl's options and the node's
// port names, the pipe to ConvertTo-Json, hnsdiag's words), as PowerShell's completion would — the
// first match, then the next one at each Tab. Pure: the UI keeps which match it is on.
import { commandsOf, findPortByName, type ConsoleTarget } from './run';
import type { WindowsHost } from '../../core/world/world';

const VFPCTRL_OPTIONS = ['/list-vmswitch-port', '/port', '/list-rule', '/layer', '/group', '/get-rule-counter', '/get-port-state', '/format'];

/** What may follow the words typed so far. */
function candidates(t: ConsoleTarget, words: string[], afterPipe: boolean): string[] {
  if (afterPipe) return words.length === 0 ? ['ConvertTo-Json'] : ['-Depth', '-Compress'];
  if (words.length === 0) return [...commandsOf(t)];
  const cmd = words[0]!.toLowerCase();
  const prev = words[words.length - 1]!.toLowerCase();
  const h = t.sim.world.hosts.get(t.node);
  const host = h?.kind === 'windows' ? (h as WindowsHost) : undefined;
  if (cmd === 'vfpctrl' && host) {
    if (prev === '/port') return host.vswitch.ports.map((p) => p.id);
    const portWord = words[words.indexOf(words.find((w) => w.toLowerCase() === '/port') ?? '') + 1];
    const port = portWord ? findPortByName(host, portWord) : undefined;
    if (prev === '/layer') return port ? port.layers.map((l) => l.name) : [];
    if (prev === '/group') {
      const layerWord = words[words.findIndex((w) => w.toLowerCase() === '/layer') + 1];
      const layers = port?.layers.filter((l) => !layerWord || l.name.toLowerCase() === layerWord.toLowerCase()) ?? [];
      return layers.flatMap((l) => l.groups.map((g) => g.name));
    }
    if (prev === '/format') return ['1'];
    return VFPCTRL_OPTIONS.filter((o) => !words.some((w) => w.toLowerCase() === o));
  }
  if (cmd === 'hnsdiag') return words.length === 1 ? ['list'] : words.length === 2 ? ['all'] : ['-d'];
  if (cmd === 'ipconfig') return ['/all'];
  if (cmd === 'route') return ['print'];
  if (cmd === 'pktmon') return words.length === 1 ? ['list', 'counters'] : [];
  if (cmd.startsWith('get-hns')) return ['|'];
  return [];
}

export interface Completion {
  /** The line with the word under the cursor completed (or unchanged). */
  line: string;
  /** Every match, in order, for the next Tab and for a list. */
  matches: string[];
}

/** Completes the last word of `line` with the `nth` match (0 first): Tab, Tab, … cycles. */
export function completeLine(t: ConsoleTarget, line: string, nth = 0): Completion {
  const pipeAt = line.lastIndexOf('|');
  const segment = pipeAt >= 0 ? line.slice(pipeAt + 1) : line;
  const endsInSpace = /\s$/.test(segment) || segment === '';
  const words = segment.trim() === '' ? [] : segment.trim().split(/\s+/);
  const partial = endsInSpace ? '' : (words.pop() ?? '');
  const bare = partial.replace(/^["']/, '').toLowerCase();
  const matches = candidates(t, words, pipeAt >= 0).filter((c) => c.toLowerCase().startsWith(bare));
  if (matches.length === 0) return { line, matches };
  const pick = matches[nth % matches.length]!;
  const word = /\s/.test(pick) ? `"${pick}"` : pick;
  return { line: line.slice(0, line.length - partial.length) + word, matches };
}
