// A paste indented as a whole: Markdown's indented code block (every line 4 spaces in), a quote in a
// mail, a comment that kept its source's indentation. When the indent is the only difference, the
// text is read without it (line numbers stay the same) and the summary says so.
import { eachLineSpan } from '../../dumps/text';
import { importMsg, importProblem } from '../messages';

/** The spaces or tabs every non-blank line starts with (0: some line starts at column 0). */
export function commonIndent(text: string): number {
  let indent = Infinity;
  eachLineSpan(text, (start, stop) => {
    let i = start;
    while (i < stop && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    // A blank line (or one of white space only, `\r` included) says nothing about the indent.
    if (i === stop || (i === stop - 1 && text.charCodeAt(i) === 13)) return;
    indent = Math.min(indent, i - start);
    return indent > 0;
  });
  return indent === Infinity ? 0 : indent;
}

/** The text with `n` leading spaces or tabs taken off every line (blank lines: what they have). */
export function dedent(text: string, n: number): string {
  return text
    .split('\n')
    .map((l) => {
      let i = 0;
      while (i < n && i < l.length && (l.charCodeAt(i) === 32 || l.charCodeAt(i) === 9)) i++;
      return l.slice(i);
    })
    .join('\n');
}

export const dedentedWarning = (n: number) => importProblem(importMsg('import.indented', { n }), 1);
