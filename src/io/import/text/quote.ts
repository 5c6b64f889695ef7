// A paste copied from a GitHub comment that quoted it: every line starts with Markdown's `>`.
// The mark is taken off (line numbers stay the same) and the summary says so.

const QUOTED = /^[ \t]{0,3}>[ \t]?/;

/** The text without the quote marks, or undefined when not every non-blank line is quoted. */
export function unquoteMarkdown(text: string): { text: string; lines: number } | undefined {
  const lines = text.split('\n');
  const filled = lines.filter((l) => l.trim() !== '');
  if (filled.length < 2 || !filled.every((l) => QUOTED.test(l))) return undefined;
  return { text: lines.map((l) => l.replace(QUOTED, '')).join('\n'), lines: filled.length };
}

export const unquotedWarning = (lines: number) => ({
  message: `every line (${lines}) started with the Markdown quote mark \`>\` (a quoted paste): the marks were taken off before reading`,
  line: 1,
});
