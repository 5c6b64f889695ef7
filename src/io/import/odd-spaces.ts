// No-break and other unusual spaces that a chat, a blog or a word processor put into a pasted table
// or list. JavaScript's `\s` takes them, but a detector looking for plain runs of spaces does not, and
// nobody should have to guess why: they become plain spaces, named with their first line.
import { hex, SPACES } from '../dumps/json-repair';
import type { Problem } from '../result';
import { importMsg, importProblem } from './messages';

/** The formats read line by line; JSON and YAML readers repair (and name) odd spaces themselves. */
export const TEXT_FORMATS = new Set(['hns-list', 'hns-table', 'hnsdiag', 'vfpctrl-rules', 'vfpctrl-ports', 'netsh-ports', 'ipconfig', 'kube-proxy-log']);

const ODD = Object.keys(SPACES);

/** The text with every odd space made plain, and one warning per kind of space; undefined when none. */
export function plainSpaces(text: string): { text: string; warnings: Problem[] } | undefined {
  // One indexOf per kind of space, not a regex over the text: in a Latin-1 text (most dumps) the
  // engine answers at once for the spaces above U+00FF.
  if (!ODD.some((c) => text.includes(c))) return undefined;
  const seen = new Map<string, { line: number; count: number }>();
  let line = 1;
  let out = '';
  for (const c of text) {
    if (c === '\n') line++;
    if (SPACES[c] && !(c === '\ufeff' && out === '')) {
      const s = seen.get(c) ?? { line, count: 0 };
      s.count++;
      seen.set(c, s);
      out += ' ';
    } else out += c;
  }
  if (!seen.size) return undefined;
  return { text: out, warnings: [...seen].map(([c, s]) => { const p = importProblem(importMsg('import.oddSpace', { hex: hex(c), name: String(SPACES[c]), n: s.count, line: s.line })); return { line: s.line, message: p.message, msg: p.msg }; }) };
}
