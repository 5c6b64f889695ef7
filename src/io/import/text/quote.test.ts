import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unquoteMarkdown } from './quote';

const QUOTED = readFileSync(new URL('../../../../fixtures/real/hnsdiag-list-all-quoted-vpc-cni-eks.txt', import.meta.url), 'utf8');

describe('unquoteMarkdown', () => {
  it('takes the `> ` marks off a quoted GitHub paste, keeping every line where it was', () => {
    const r = unquoteMarkdown(QUOTED)!;
    expect(r.text.split('\n')).toHaveLength(QUOTED.split('\n').length);
    expect(r.text.split('\n')[1]).toBe('Networks:');
    expect(r.text).not.toMatch(/^>/m);
  });

  it('leaves text alone when a line is not quoted, or when only one line is', () => {
    expect(unquoteMarkdown(QUOTED.replace('> Networks:', 'Networks:'))).toBeUndefined();
    expect(unquoteMarkdown('> just one\n')).toBeUndefined();
    expect(unquoteMarkdown('ID | Virtual IPs\n')).toBeUndefined();
  });

  it('decides as splitting every line would: quoted when each non-blank line is, and at least two are', () => {
    const QUOTE = /^[ \t]{0,3}>[ \t]?/;
    const text = fc.array(fc.constantFrom('> ', '>', '   >', '    >', '\t>', 'a', ' ', '\n', '\u00a0', '\u2028', '\r'), { maxLength: 30 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const lines = t.split('\n');
        const filled = lines.filter((l) => l.trim() !== '');
        const want = filled.length >= 2 && filled.every((l) => QUOTE.test(l)) ? { text: lines.map((l) => l.replace(QUOTE, '')).join('\n'), lines: filled.length } : undefined;
        expect(unquoteMarkdown(t)).toEqual(want);
      }),
    );
  });
});
