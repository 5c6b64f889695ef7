// Property: whatever a paste does to a real file (cut anywhere, hard-wrapped at any width, repeated,
// indented with odd spaces, lines losing their indentation; 80 and 120 columns above all), the import
// and the replay built from it never throw, and no message they produce shows `undefined`, `NaN` or `[object Object]`.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReplay, replayDeadEnd } from '../replay';
import { importFiles } from '.';
import { applyDamage, pasteDamage } from '../testing/damage';

const DIR = new URL('../../../fixtures/real/', import.meta.url);
const REAL = readdirSync(DIR)
  .filter((n) => n !== 'SOURCES.md' && !n.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(new URL(name, DIR), 'utf8') }));
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const BAD = /undefined|NaN|\[object Object\]/;

describe('damaged pastes of the real files', () => {
  it('import and replay never throw and never print undefined, NaN or [object Object]', { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.array(pasteDamage, { minLength: 1, maxLength: 3 }), fc.boolean(), (f, ds, withOther) => {
        const text = ds.reduce(applyDamage, f.text);
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
