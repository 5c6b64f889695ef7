// What pasting does to ConvertTo-Json output, undone before a second read: no-break and other unusual
// spaces as indentation, `...`/`…` where the author elided part of it, strings a terminal wrapped onto
// the next line, and bare objects separated by commas. One pass outside strings; line ends are kept,
// so every line number stays the one in the file. Each repair is listed for the reader to report.
import { dumpProblem, type DumpProblem } from './messages';
import { textMsg } from './messages-text';

export const SPACES: Record<string, string> = {
  '\u00a0': 'NO-BREAK SPACE',
  '\u2002': 'EN SPACE',
  '\u2003': 'EM SPACE',
  '\u2007': 'FIGURE SPACE',
  '\u2009': 'THIN SPACE',
  '\u200b': 'ZERO WIDTH SPACE',
  '\u202f': 'NARROW NO-BREAK SPACE',
  '\u3000': 'IDEOGRAPHIC SPACE',
  '\ufeff': 'ZERO WIDTH NO-BREAK SPACE (BOM)',
};
export const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

export function repairJson(text: string): { text: string; repairs: DumpProblem[] } {
  const out: string[] = [];
  const repairs: DumpProblem[] = [];
  const spaces = new Map<string, { line: number; count: number }>();
  const elided: number[] = [];
  const joined: number[] = [];
  let line = 1;
  let inString = false;
  let pendingBreaks = 0; // line ends taken out of a string, given back after it closes
  /** The last significant character written outside strings, and its index in `out`. */
  let prev = { c: '', at: -1 };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') {
        out.push(c, text[i + 1] ?? '');
        i++;
      } else if (c === '\n' || c === '\r') {
        if (c === '\n') {
          line++;
          pendingBreaks++;
          if (!joined.includes(line)) joined.push(line);
        }
      } else {
        out.push(c);
        if (c === '"') {
          inString = false;
          prev = { c, at: out.length - 1 };
          out.push('\n'.repeat(pendingBreaks));
          pendingBreaks = 0;
        }
      }
      continue;
    }
    if (c === '\n') line++;
    if (SPACES[c]) {
      const s = spaces.get(c) ?? { line, count: 0 };
      s.count++;
      spaces.set(c, s);
      out.push(' ');
      continue;
    }
    const ellipsis = c === '…' ? 1 : text.startsWith('...', i) ? 3 : 0;
    if (ellipsis) {
      elided.push(line);
      i += ellipsis - 1;
      if (prev.c === ':') {
        out.push('null');
        prev = { c: 'l', at: out.length - 1 };
      } else out.push(' '); // a member or element left out: drop it, and a comma left dangling below
      continue;
    }
    if ((c === '}' || c === ']') && prev.c === ',' && elided.length) out[prev.at] = ' ';
    if (c === ',' && (prev.c === ',' || prev.c === '{' || prev.c === '[') && elided.length) continue;
    out.push(c);
    if (c === '"') inString = true;
    if (!/\s/.test(c)) prev = { c, at: out.length - 1 };
  }
  for (const [c, s] of spaces) repairs.push(dumpProblem(textMsg('json.oddSpace', { hex: hex(c), name: SPACES[c]!, n: s.count, line: s.line }), s.line));
  if (elided.length) repairs.push(dumpProblem(textMsg('json.elisions', { lines: [...new Set(elided)].slice(0, 5).join(', ') }), elided[0]));
  if (joined.length) repairs.push(dumpProblem(textMsg('json.wrapped', { lines: joined.slice(0, 5).map((l) => l - 1).join(', ') }), joined[0]! - 1));
  return { text: out.join(''), repairs };
}
