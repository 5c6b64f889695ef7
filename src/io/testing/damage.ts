// For tests: what a paste does to a real file (cut anywhere, hard-wrapped at any width, repeated,
// odd spaces, lines losing their indentation; 80 and 120 columns above all), and what a careless
// copy adds (junk put in, Markdown quoting). One definition for the property tests and the
// Vietnamese coverage corpus.
import fc from 'fast-check';

/** What a careless copy or a hostile file puts in: control and replacement characters, a right-to-left
 * override, runs of brackets, quotes and escapes, a huge line, an emoji, markup. */
export const JUNK = ['\u0000', '\uFFFD', '\u202E', '{'.repeat(50), '"', '\\', '\r', '@{', ': ', '=', '\t'.repeat(9), 'x'.repeat(5000), '[', '🙂', '</script>'];

const pasteKinds = (repeatMax: number) =>
  [
    fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.record({ kind: fc.constant('wrap' as const), width: fc.oneof(fc.constantFrom(80, 120), fc.integer({ min: 8, max: 200 })) }),
    fc.record({ kind: fc.constant('repeat' as const), times: fc.integer({ min: 2, max: repeatMax }) }),
    fc.record({ kind: fc.constant('nbsp' as const), ch: fc.constantFrom('\u00a0', '\u2009', '\u3000') }),
    fc.record({ kind: fc.constant('column0' as const) }),
  ] as const;

/** What a paste does. */
export const pasteDamage = fc.oneof(...pasteKinds(4));

/** A paste's damage (repeated at most three times: the corpus replays many), junk put in, or the
 * whole quoted as Markdown. */
export const anyDamage = fc.oneof(
  ...pasteKinds(3),
  fc.record({ kind: fc.constant('junk' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), junk: fc.constantFrom(...JUNK) }),
  fc.record({ kind: fc.constant('quote' as const) }),
);

export type Damage = typeof anyDamage extends fc.Arbitrary<infer T> ? T : never;

export const hardWrap = (text: string, width: number) =>
  text
    .split('\n')
    .flatMap((l) => (l.length <= width ? [l] : Array.from({ length: Math.ceil(l.length / width) }, (_, i) => l.slice(i * width, (i + 1) * width))))
    .join('\n');

export function applyDamage(text: string, d: Damage): string {
  switch (d.kind) {
    case 'cut':
      return text.slice(0, Math.floor(text.length * d.at));
    case 'wrap':
      return hardWrap(text, d.width);
    case 'repeat':
      return Array.from({ length: d.times }, () => text).join('\n');
    case 'nbsp':
      return text.replace(/ {2}/g, d.ch + d.ch);
    case 'column0':
      return text.replace(/^[ \t]+/gm, '');
    case 'junk': {
      const k = Math.floor(text.length * d.at);
      return text.slice(0, k) + d.junk + text.slice(k);
    }
    case 'quote':
      return text.replace(/^/gm, '> ');
  }
}
