// collectlogs.ps1 writes some files as a PowerShell table followed by the same objects as JSON
// (`network.txt`, `endpoint.txt`: `Get-HnsNetwork | ft` then `| ConvertTo-Json`). The JSON part is
// the one worth reading; this finds it.

export interface JsonTail {
  /** The text from the first line that starts with `[` or `{`. */
  text: string;
  /** Lines before it (add to the tail's line numbers to get the file's). */
  lineOffset: number;
}

/** The JSON that follows a non-JSON head, or undefined when the file starts with JSON or has none. */
export function findJsonTail(text: string): JsonTail | undefined {
  let lineStart = 0;
  let line = 0;
  let sawHead = false;
  while (lineStart < text.length) {
    const end = text.indexOf('\n', lineStart);
    const lineEnd = end < 0 ? text.length : end;
    // The line's first character after white space, without copying the line (a dump has a million).
    let i = lineStart;
    while (i < lineEnd && isSpace(text.charCodeAt(i))) i++;
    const first = i < lineEnd ? text[i] : undefined;
    if (first === '[' || first === '{') return sawHead ? { text: text.slice(lineStart), lineOffset: line } : undefined;
    if (first !== undefined && first !== '\uFEFF') sawHead = true;
    lineStart = lineEnd + 1;
    line++;
  }
  return undefined;
}

/** What String.prototype.trimStart removes, in the Latin-1 range and the common Unicode spaces. */
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
