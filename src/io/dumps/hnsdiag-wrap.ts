// hnsdiag's load-balancer and namespace rows run past 80 columns (a GUID per backend): a terminal,
// a chat or a blog editor hard-wraps them at 80 or 120, and the tail lands on a line of its own.
// A table row is joined with the next line when it ends near such a width and the next line cannot
// start a row itself: no `|` in a piped table, no whole GUID (or a GUID cut in two) in an aligned one.
import { GUID } from './text';

const WIDTHS = [80, 120];
/** How far short of the width a wrapped line may end (trailing spaces a copy dropped). */
const SLACK = 20;

/** The width a line was cut at, if its length says it may have been. */
export function wrapWidth(line: string): number | undefined {
  const n = line.replace(/\r$/, '').length;
  return WIDTHS.find((w) => n <= w && n >= w - SLACK);
}

/** Whether `next` continues the table row `row` (piped: the row's cells split by `|`). */
export function continuesRow(row: string, next: string, piped: boolean): boolean {
  const t = next.trim();
  if (t === '' || t.startsWith('{') || /:\s*$/.test(t) || wrapWidth(row) === undefined) return false;
  if (piped) return !t.includes('|');
  return !GUID.test(t) || !GUID.test(row);
}

/** The row and its continuation as one line: cut exactly at the width, the halves touch; else a space. */
export function joinRow(row: string, next: string): string {
  const r = row.replace(/\r$/, '');
  return WIDTHS.includes(r.length) ? r + next.replace(/\r$/, '') : `${r.trimEnd()} ${next.trim()}`;
}
