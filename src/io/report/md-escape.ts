// Text from a scenario or a node's dump (names, labels, messages that quote them) as data in
// GitHub-flavoured Markdown (issue 32): it must never become markup. A name may carry raw HTML
// (`<img src=x>`), a link or an image (`[x](…)`, `![x](…)`), a bare URL (GFM links those), emphasis,
// a line break of any kind (a lone CR is a line ending in CommonMark: after it, `<!--` opens an HTML
// block that hides the rest of the report, `#` a heading) or a pipe (a new table column).
// What the report writes itself (its headings, `**bold**`, tables) is written around these.

/** Line endings CommonMark knows (CR LF, CR, LF) and the Unicode line and paragraph separators: one space. */
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;
// Other C0 and C1 controls (NUL, ESC, BEL, DEL…) have no business in a report: U+FFFD, visible.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** One line, no control characters: what a table cell, a heading or a code span can hold. */
export const oneLine = (s: string): string => s.replace(LINE_BREAKS, ' ').replace(CONTROLS, '\uFFFD');

/** Inline text as literal text: every character that could open markup is backslash-escaped (an
 * underscore only where it could emphasise, so `ACL_ENDPOINT_LAYER` reads as it is); bare URLs,
 * `www.` and e-mail addresses are broken so that GFM does not link them. Renders as the input. */
export function mdText(s: string): string {
  return oneLine(s)
    .replace(/[\\`*[\]<>!#~|&]/g, '\\$&')
    .replace(/_/g, (m, i: number, all: string) => (/[\p{L}\p{N}]/u.test(all[i - 1] ?? '') && /[\p{L}\p{N}]/u.test(all[i + 1] ?? '') ? m : '\\_'))
    .replace(/:\/\//g, '\\://')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/@/g, '\\@');
}

/** A paragraph of its own: as mdText, and a start that would make a list item, a heading underline
 * or a thematic break (`- `, `+ `, `1. `, `===`) starts as text. */
export function mdParagraph(s: string): string {
  const t = mdText(s).replace(/^\s+/, '');
  return t.replace(/^([-+=])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** A code span: backticks cannot close it (a run of them as long as the longest inside opens and
 * closes it), no line breaks; the content shows as it is. */
export function mdCode(s: string): string {
  const t = oneLine(s);
  const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  // A leading or trailing backtick, or a space at both ends, needs a space inside the fence.
  const pad = longest > 0 || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** A table cell: one line, pipes escaped (also inside code spans, as GFM tables need; a pipe that
 * mdText escaped already is left as it is). */
export function mdCell(s: string): string {
  // One pass, counting the backslashes before each pipe (a regex of `\\*\|` backtracks over runs of them).
  const line = oneLine(s);
  let out = '';
  let run = 0;
  for (const c of line) {
    if (c === '|' && run % 2 === 0) out += '\\';
    run = c === '\\' ? run + 1 : 0;
    out += c;
  }
  return out;
}

/** A fenced code block: every line break (CR LF, a lone CR too) is a line of its own, indented like
 * the fence, so that none ends the list item around it; no line may close the fence (a fence longer
 * than any backtick run). */
export function mdFence(lines: string[], info: string, indent = ''): string[] {
  const clean = lines.flatMap((l) => l.replace(/\r$/, '').split(/\r\n|[\r\n\u2028\u2029\u0085]/)).map((l) => l.replace(CONTROLS, '\uFFFD'));
  const longest = Math.max(0, ...clean.flatMap((l) => (l.match(/`+/g) ?? []).map((r) => r.length)));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${indent}${fence}${info}`, ...clean.map((l) => `${indent}${l}`), `${indent}${fence}`];
}
