// What a line of a `vfpctrl /list-rule` text is, told without a match array or a copy: a LAYER /
// GROUP / RULE header, or a line that stays in the object above it. Run on every line of a big dump.
export type HeaderKind = 'LAYER' | 'GROUP' | 'RULE';

/** `LAYER : name`, `GROUP : name` or `RULE : id` (what /^(LAYER|GROUP|RULE)[ \t]*:(.*)$/ takes);
 * undefined when the line is none. */
export function headerOf(t: string): { kind: HeaderKind; name: string } | undefined {
  const kind: HeaderKind | undefined = t.startsWith('RULE') ? 'RULE' : t.startsWith('GROUP') ? 'GROUP' : t.startsWith('LAYER') ? 'LAYER' : undefined;
  if (!kind) return undefined;
  let i = kind.length;
  while (t.charCodeAt(i) === 32 || t.charCodeAt(i) === 9) i++;
  if (t.charCodeAt(i) !== 58 /* : */) return undefined;
  const rest = t.slice(i + 1);
  // `.` takes no line terminator: a CR or a Unicode line separator inside makes the line no header.
  return /[\r\u2028\u2029]/.test(rest) ? undefined : { kind, name: rest.trim() };
}

/** Whether a line at `indent` stays in the object whose header is at `at`: deeper, or one of its fields. */
export const stays = (indent: number, at: number, key: string | undefined, fields: ReadonlySet<string>): boolean =>
  indent > at || (indent === at && key !== undefined && fields.has(key));
