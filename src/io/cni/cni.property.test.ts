// Totality: the CNI parser and detector never throw, whatever the text.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCniConfig, parseCniConfig } from './index';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const FIXTURE = readFileSync(new URL('../../../fixtures/real/cni-flannel-l2bridge-sdn.conf', import.meta.url), 'utf8');

/** Random edits of a real sample: cut, insert and overwrite a few spans. */
const mutated = (sample: string) =>
  fc.array(fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 6 }).map((ops) =>
    ops.reduce((text, [at, cut, insert]) => {
      const p = at % (text.length + 1);
      return text.slice(0, p) + insert + text.slice(p + cut);
    }, sample),
  );

const wellFormed = (r: ReturnType<typeof parseCniConfig>) => {
  expect(Array.isArray(r.errors) && Array.isArray(r.warnings)).toBe(true);
  for (const p of [...r.errors, ...r.warnings]) {
    expect(typeof p.message).toBe('string');
    if (p.line !== undefined) expect(p.line).toBeGreaterThanOrEqual(1);
  }
  if (r.errors.length === 0) expect(r.value).toBeDefined();
};

describe('parseCniConfig never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        wellFormed(parseCniConfig(text));
        expect(detectCniConfig(text)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('on arbitrary JSON', () => {
    fc.assert(fc.property(fc.json(), (text) => wellFormed(parseCniConfig(text))), { numRuns: RUNS });
  });

  it('on mutations of the real config', () => {
    fc.assert(
      fc.property(mutated(FIXTURE), (text) => {
        wellFormed(parseCniConfig(text));
        detectCniConfig(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('on configs whose values are replaced by arbitrary JSON', () => {
    const base = JSON.parse(FIXTURE) as Record<string, unknown>;
    fc.assert(
      fc.property(fc.constantFrom('delegate', 'cniVersion', 'type', 'name', 'plugins'), fc.jsonValue(), (key, value) => {
        wellFormed(parseCniConfig(JSON.stringify({ ...base, [key]: value })));
      }),
      { numRuns: RUNS },
    );
  });
});
