// Text helpers shared by the line-based readers. Windows tools write CRLF, PowerShell's Out-File
// may add a BOM, and copies from consoles carry trailing spaces: none of that should matter.

/** Strips a BOM and turns CRLF / CR line ends into LF. */
export function normaliseText(text: string): string {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return t.replace(/\r\n?/g, '\n');
}

/** The lines of a text (1-based line n is `lines[n - 1]`). */
export const linesOf = (text: string): string[] => normaliseText(text).split('\n');

/** The first part of a text, for cheap detection on large files. */
export const head = (text: string, chars = 64 * 1024): string => normaliseText(text.slice(0, chars));

export const GUID = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/;
export const isGuid = (s: string): boolean => new RegExp(`^\\{?${GUID.source}\\}?$`).test(s.trim());

/** Leading spaces of a line (tabs count as one). */
export const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * `Key : value` as vfpctrl and PowerShell print it: the key is words (letters first), the separator
 * the first colon. Values may hold colons (IPv6, `{ ip : port }`), keys never do.
 */
export function keyValue(line: string): { key: string; value: string } | undefined {
  const m = /^\s*([A-Za-z][A-Za-z0-9 _.\-()/]*?)\s*:\s*(.*)$/.exec(line);
  if (!m) return undefined;
  return { key: m[1]!, value: (m[2] ?? '').trim() };
}

/** Quotes a line for a message, shortened so that a junk line cannot flood the report. */
export function quote(line: string, max = 80): string {
  const t = line.trim();
  return `\`${t.length > max ? `${t.slice(0, max)}…` : t}\``;
}

/** A strict non-negative decimal integer (vfpctrl and Format-List print numbers this way). */
export function intOf(text: string): number | undefined {
  const t = text.trim();
  if (/^\d{1,15}$/.test(t)) return Number(t);
  if (/^0x[0-9a-fA-F]{1,13}$/.test(t)) return Number.parseInt(t.slice(2), 16);
  return undefined;
}
