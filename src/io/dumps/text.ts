// Text helpers shared by the line-based readers. Windows tools write CRLF, PowerShell's Out-File
// may add a BOM, and copies from consoles carry trailing spaces: none of that should matter.
import { dumpProblem, type DumpProblem } from './messages';
import { textMsg } from './messages-text';

/** Strips a BOM and turns CRLF / CR line ends into LF. */
export function normaliseText(text: string): string {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // The importer already made CRLF LF: one indexOf, not a regex pass over a 27 MB dump.
  return t.indexOf('\r') < 0 ? t : t.replace(/\r\n?/g, '\n');
}

/** The longest line a line-oriented reader takes; real dumps stay far below (a long rule line is ~1 KB). */
export const MAX_LINE = 64 * 1024;

/**
 * Cuts every line longer than MAX_LINE to its first MAX_LINE characters, with a warning each (at most
 * five, then a count). The line readers run on what is left, so a pasted megabyte of junk on one
 * line costs one pass. JSON and YAML never come here: one line may hold a whole document.
 */
export function cutLongLines(text: string): { text: string; warnings: DumpProblem[] } {
  if (text.length <= MAX_LINE || !hasLongLine(text)) return { text, warnings: [] };
  const lines = normaliseText(text).split('\n');
  const cut: number[] = [];
  const kept = lines.map((l, i) => {
    if (l.length <= MAX_LINE) return l;
    cut.push(i + 1);
    return l.slice(0, MAX_LINE);
  });
  if (cut.length === 0) return { text, warnings: [] };
  const kb = (n: number) => Math.round(lines[n - 1]!.length / 1024);
  const warnings = cut.slice(0, 5).map((n) => dumpProblem(textMsg('text.longLine', { line: n, kb: kb(n) }), n));
  if (cut.length > 5) warnings.push(dumpProblem(textMsg('text.longLinesMore', { n: cut.length - 5 }), cut[5]!));
  return { text: kept.join('\n'), warnings };
}

/** Whether any line is longer than MAX_LINE: one scan of the line ends, no copy of a big dump.
 * A CR-only file has no LF: its lines are told apart after normaliseText, so it goes the long way. */
function hasLongLine(text: string): boolean {
  let long = false;
  eachLineSpan(text, (start, stop) => !(long = stop - start > MAX_LINE));
  return long;
}

/** The lines of a text (1-based line n is `lines[n - 1]`). */
export const linesOf = (text: string): string[] => normaliseText(text).split('\n');

/**
 * Calls `fn` with where each line of `text` starts and stops (its LF, or the end) and its 1-based
 * number, as `text.split('\n')` would list them, until `fn` returns false. Nothing is cut out: the
 * readers of a 27 MB dump slice only the lines they keep. The text is taken as it is (no normaliseText).
 */
export function eachLineSpan(text: string, fn: (start: number, stop: number, n: number) => boolean | void): void {
  for (let start = 0, n = 1; ; n++) {
    const lf = text.indexOf('\n', start);
    const stop = lf < 0 ? text.length : lf;
    if (fn(start, stop, n) === false || lf < 0) return;
    start = lf + 1;
  }
}

/** What String.prototype.trim removes: JavaScript's white space and line terminators. */
export const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || (c > 127 && (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff));

/**
 * Calls `fn` with each line that is not blank, trimmed, with its 1-based number (as linesOf counts)
 * and its indentation (the white space trim took from its start). One string per line read, none for
 * a blank one: the line readers of a 27 MB dump spend their time reading, not copying.
 */
export function eachTrimmedLine(text: string, fn: (line: string, n: number, indent: number) => void): void {
  const t = normaliseText(text);
  eachLineSpan(t, (start, end, n) => {
    let from = start;
    while (from < end && isSpace(t.charCodeAt(from))) from++;
    if (from === end) return;
    let to = end;
    while (isSpace(t.charCodeAt(to - 1))) to--;
    fn(t.slice(from, to), n, from - start);
  });
}

/** The first part of a text, for cheap detection on large files. */
export const head = (text: string, chars = 64 * 1024): string => normaliseText(text.slice(0, chars));

export const GUID = /[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}/;
export const isGuid = (s: string): boolean => new RegExp(`^\\{?${GUID.source}\\}?$`).test(s.trim());

/** Leading spaces of a line (tabs count as one). */
export const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * `Key : value` as vfpctrl and PowerShell print it: the key is words (letters first), the separator
 * the first colon. Values may hold colons (IPv6, `{ ip : port }`), keys never do.
 */
const KEY = /^[A-Za-z][A-Za-z0-9 _.\-()/]*$/;

export interface KeyValue {
  key: string;
  value: string;
}

export function keyValue(line: string): KeyValue | undefined {
  // indexOf and trim, not one regex: `\s*…*?\s*:\s*(.*)` backtracks cubically on a long line of spaces.
  const colon = line.indexOf(':');
  if (colon < 0) return undefined;
  let from = 0;
  let to = colon;
  while (from < to && isSpace(line.charCodeAt(from))) from++;
  // KEY starts with a letter: most lines that are no field are told without cutting anything out.
  const c = line.charCodeAt(from) | 0x20;
  if (from === to || c < 97 || c > 122) return undefined;
  while (isSpace(line.charCodeAt(to - 1))) to--;
  const key = line.slice(from, to);
  if (!KEY.test(key)) return undefined;
  from = colon + 1;
  to = line.length;
  while (from < to && isSpace(line.charCodeAt(from))) from++;
  while (to > from && isSpace(line.charCodeAt(to - 1))) to--;
  return { key, value: line.slice(from, to) };
}

/** The text before the first white space (what `split(/\s+/)[0]` gives, without the array). */
export function firstWord(text: string): string {
  const at = text.search(/\s/);
  return at < 0 ? text : text.slice(0, at);
}

/** Quotes a line for a message, shortened so that a junk line cannot flood the report. */
export function quote(line: string, max = 80): string {
  const t = line.trim();
  return `\`${t.length > max ? `${t.slice(0, max)}…` : t}\``;
}

/** A strict non-negative decimal integer (vfpctrl and Format-List print numbers this way). */
export function intOf(text: string): number | undefined {
  const t = text.trim();
  // /^\d{1,15}$/, by hand: four such fields per rule of a big dump.
  let i = 0;
  while (i < t.length && t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57) i++;
  if (i === t.length && i >= 1 && i <= 15) return Number(t);
  if (/^0x[0-9a-fA-F]{1,13}$/.test(t)) return Number.parseInt(t.slice(2), 16);
  return undefined;
}
