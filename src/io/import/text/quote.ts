// A paste copied from a GitHub comment that quoted it: every line starts with Markdown's `>`.
// The mark is taken off (line numbers stay the same) and the summary says so.

import { eachLineSpan } from '../../dumps/text';
import { importMsg, importProblem } from '../messages';

const QUOTED = /^[ \t]{0,3}>[ \t]?/;

/** The text without the quote marks, or undefined when not every non-blank line is quoted. */
export function unquoteMarkdown(text: string): { text: string; lines: number } | undefined {
  // One scan of the line starts that stops at the first unquoted line: a big dump (never quoted) is
  // not split into a million strings just to learn that its first line has no `>`.
  let filled = 0;
  let quoted = true;
  eachLineSpan(text, (start, stop) => {
    if (quotedAt(text, start, stop)) filled++;
    else if (!blank(text, start, stop)) return (quoted = false);
  });
  if (!quoted || filled < 2) return undefined;
  return { text: text.split('\n').map((l) => l.replace(QUOTED, '')).join('\n'), lines: filled };
}

/** QUOTED tested at a line start without cutting the line out: up to 3 spaces or tabs, then `>`. */
function quotedAt(text: string, start: number, stop: number): boolean {
  for (let i = start; i < stop && i <= start + 3; i++) {
    const c = text.charCodeAt(i);
    if (c === 62 /* > */) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return false;
}

/** Whether `trim()` would leave nothing of the line (its white space is trim's). */
const blank = (text: string, start: number, stop: number): boolean => stop === start || text.slice(start, stop).trim() === '';

export const unquotedWarning = (lines: number) => importProblem(importMsg('import.quoted', { n: lines }), 1);
