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
    const first = text.slice(lineStart, lineEnd).trimStart()[0];
    if (first === '[' || first === '{') return sawHead ? { text: text.slice(lineStart), lineOffset: line } : undefined;
    if (first !== undefined && first !== '\uFEFF') sawHead = true;
    lineStart = lineEnd + 1;
    line++;
  }
  return undefined;
}
