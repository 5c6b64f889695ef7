// JSON as Windows PowerShell 5.1's ConvertTo-Json prints it: `"Key":  value` (two spaces), members
// four columns right of the brace that opens them, arrays one value a line with the brackets at the
// column where the value started, an empty list as `[`, a blank line and `]`, and `<`, `>`, `&`, `'`
// escaped as \u003c… (its JavaScriptSerializer does that). Keys are printed in the order given.

export type PsJson = string | number | boolean | null | PsJson[] | { [key: string]: PsJson | undefined };

const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', "'": '\\u0027' };

function quote(s: string): string {
  return JSON.stringify(s).replace(/[<>&']/g, (c) => ESCAPES[c]!);
}

function scalar(v: string | number | boolean | null): string {
  if (typeof v === 'string') return quote(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
  return String(v);
}

/** `value` printed as if it started at column `col` (the column of its first character). */
function print(value: PsJson, col: number): string {
  if (value === null || typeof value !== 'object') return scalar(value);
  const pad = ' '.repeat(col);
  const inner = ' '.repeat(col + 4);
  if (Array.isArray(value)) {
    if (value.length === 0) return `[\n\n${pad}]`;
    return `[\n${value.map((v) => inner + print(v, col + 4)).join(',\n')}\n${pad}]`;
  }
  const entries = Object.entries(value).filter((e): e is [string, PsJson] => e[1] !== undefined);
  if (entries.length === 0) return `{\n\n${pad}}`;
  const lines = entries.map(([k, v]) => {
    const head = `${quote(k)}:  `;
    return inner + head + print(v, col + 4 + head.length);
  });
  return `{\n${lines.join(',\n')}\n${pad}}`;
}

/**
 * ConvertTo-Json of what a cmdlet returned: one object prints bare, several as an array (PowerShell
 * unrolls a one-item pipeline). Lines end with CRLF, as on Windows; the text ends with a line end.
 */
export function convertToJson(objects: PsJson[]): string {
  const value = objects.length === 1 ? objects[0]! : objects;
  return `${print(value, 0).replace(/\n/g, '\r\n')}\r\n`;
}
