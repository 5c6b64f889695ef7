// collectlogs.ps1 writes some files as a PowerShell table followed by the same objects as JSON
// (`network.txt`, `endpoint.txt`: `Get-HnsNetwork | ft` then `| ConvertTo-Json`). The JSON part is
// the one worth reading; this finds it.
import { isSpace } from '../../dumps/text';

export interface JsonTail {
  /** The text from the first line that starts with `[` or `{`. */
  text: string;
  /** Lines before it (add to the tail's line numbers to get the file's). */
  lineOffset: number;
}

/** The JSON that follows a non-JSON head, or undefined when the file starts with JSON or has none. */
export function findJsonTail(text: string): JsonTail | undefined {
  // Only a `[` or `{` can open the JSON: jump from one to the next (native indexOf) instead of
  // walking every line of a big dump that has none.
  const next = openings(text);
  let open = next(0);
  while (open >= 0) {
    const lineStart = text.lastIndexOf('\n', open - 1) + 1;
    let i = lineStart;
    while (i < open && isSpace(text.charCodeAt(i))) i++;
    if (i === open) break;
    // Something else opens this line: no bracket further on it can.
    const lf = text.indexOf('\n', open);
    if (lf < 0) return undefined;
    open = next(lf + 1);
  }
  if (open < 0) return undefined;
  const lineStart = text.lastIndexOf('\n', open - 1) + 1;
  // A head: anything but white space (a BOM counts as one) before that line.
  let i = 0;
  while (i < lineStart && isSpace(text.charCodeAt(i))) i++;
  if (i === lineStart) return undefined;
  let lineOffset = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < lineStart; at = text.indexOf('\n', at + 1)) lineOffset++;
  return { text: text.slice(lineStart), lineOffset };
}

/** The first `[` or `{` at or after `from` (-1: none), for rising `from`: each kind is searched for
 * again only once passed, so a text full of one and without the other is still read once. */
function openings(text: string): (from: number) => number {
  let bracket = -2;
  let brace = -2;
  return (from) => {
    if (bracket !== -1 && bracket < from) bracket = text.indexOf('[', from);
    if (brace !== -1 && brace < from) brace = text.indexOf('{', from);
    return bracket < 0 ? brace : brace < 0 ? bracket : Math.min(bracket, brace);
  };
}

