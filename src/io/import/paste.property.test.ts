// Property: whatever a paste does to a real file (cut anywhere, hard-wrapped at any width, repeated,
// indented with odd spaces, lines losing their indentation; 80 and 120 columns above all), the import
// and the replay built from it never throw, and no message they produce shows `undefined`, `NaN` or `[object Object]`.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReplay, replayDeadEnd } from '../replay';
import { importFiles } from '.';

const DIR = new URL('../../../fixtures/real/', import.meta.url);
const REAL = readdirSync(DIR)
  .filter((n) => n !== 'SOURCES.md' && !n.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(new URL(name, DIR), 'utf8') }));
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const BAD = /undefined|NaN|\[object Object\]/;

const wrap = (text: string, width: number) =>
  text
    .split('\n')
    .flatMap((l) => (l.length <= width ? [l] : Array.from({ length: Math.ceil(l.length / width) }, (_, i) => l.slice(i * width, (i + 1) * width))))
    .join('\n');

const damage = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('wrap' as const), width: fc.oneof(fc.constantFrom(80, 120), fc.integer({ min: 8, max: 200 })) }),
  fc.record({ kind: fc.constant('repeat' as const), times: fc.integer({ min: 2, max: 4 }) }),
  fc.record({ kind: fc.constant('nbsp' as const), ch: fc.constantFrom('\u00a0', '\u2009', '\u3000') }),
  fc.record({ kind: fc.constant('column0' as const) }),
);
type Damage = typeof damage extends fc.Arbitrary<infer T> ? T : never;

function apply(text: string, d: Damage): string {
  switch (d.kind) {
    case 'cut':
      return text.slice(0, Math.floor(text.length * d.at));
    case 'wrap':
      return wrap(text, d.width);
    case 'repeat':
      return Array.from({ length: d.times }, () => text).join('\n');
    case 'nbsp':
      return text.replace(/ {2}/g, d.ch + d.ch);
    case 'column0':
      return text.replace(/^[ \t]+/gm, '');
  }
}

describe('damaged pastes of the real files', () => {
  it('import and replay never throw and never print undefined, NaN or [object Object]', { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.array(damage, { minLength: 1, maxLength: 3 }), fc.boolean(), (f, ds, withOther) => {
        const text = ds.reduce(apply, f.text);
        const inputs = [{ name: f.name, bytes: new TextEncoder().encode(text) }];
        if (withOther) inputs.push({ name: REAL[0]!.name, bytes: new TextEncoder().encode(REAL[0]!.text) });
        const imported = importFiles(inputs);
        for (const file of imported.files) for (const p of [...file.warnings, ...file.errors]) expect(p.message).not.toMatch(BAD);
        const replay = buildReplay(imported);
        for (const line of [...replay.report.missing, ...replay.report.assumed]) expect(line).not.toMatch(BAD);
        if ('error' in replay) expect(replay.error).not.toMatch(BAD);
        expect(replayDeadEnd(replay) ?? '').not.toMatch(BAD);
      }),
      { numRuns: RUNS },
    );
  });
});
