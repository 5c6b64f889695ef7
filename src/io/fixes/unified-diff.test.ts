import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from './unified-diff';

/** Applies a unified diff to the text it was made from: the test's own reading of the format. */
function patch(before: string, diff: string): string {
  const a = before === '' ? [] : before.replace(/\n$/, '').split('\n');
  const out: string[] = [];
  let i = 0;
  for (const line of diff.split('\n').slice(2)) {
    const h = /^@@ -(\d+),(\d+) \+\d+,\d+ @@$/.exec(line);
    if (h) {
      const start = Number(h[2]) === 0 ? Number(h[1]) : Number(h[1]) - 1;
      while (i < start) out.push(a[i++]!);
    } else if (line.startsWith(' ')) out.push(a[i++]!);
    else if (line.startsWith('-')) i++;
    else if (line.startsWith('+')) out.push(line.slice(1));
  }
  while (i < a.length) out.push(a[i++]!);
  return out.length ? out.join('\n') + '\n' : '';
}

describe('unifiedDiff', () => {
  it('prints headers, a hunk with three lines of context, - and + lines', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\n';
    const after = 'a\nb\nc\nD\ne\nf\ng\nh\n';
    expect(unifiedDiff(before, after)).toBe('--- before\n+++ after\n@@ -1,7 +1,8 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n+h\n');
    expect(unifiedDiff(before, before)).toBe('');
  });

  it('patching the text it was made from gives the other text (any lines)', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 25 }).map((l) => (l.length ? l.join('\n') + '\n' : ''));
    fc.assert(fc.property(text, text, (x, y) => {
        expect(patch(x, unifiedDiff(x, y))).toBe(y);
      }), { numRuns: 300 });
  });
});
