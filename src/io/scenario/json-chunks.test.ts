// The pieces of jsonChunks, joined, are JSON.stringify's text, for any JSON value and for a
// replayed node of 100k rules; no piece is large.
import '../../state/testing/validation-loaded';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withImportedRules } from '../../state/testing/big-document';
import { jsonChunks } from './json-chunks';
import { loadScenarioText } from './load';

describe('jsonChunks', () => {
  it('joins to JSON.stringify for any JSON value, big ones cut into pieces, undefined properties and functions included', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 6 }), fc.dictionary(fc.string(), fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 300, maxLength: 600 }))), (v) => {
        expect([...jsonChunks(v)].join('')).toBe(JSON.stringify(v) ?? 'null');
      }),
      { numRuns: 100 },
    );
    const wide = Array.from({ length: 2000 }, (_, i) => ({ i, u: undefined, f: () => i, a: [i, undefined] }));
    expect([...jsonChunks({ wide, gone: undefined })].join('')).toBe(JSON.stringify({ wide, gone: undefined }));
  });

  it('writes a replayed node of 100k rules in many small pieces (each one bounded JSON.stringify), joined the same', () => {
    const talk = loadScenarioText(readFileSync(new URL('../../lessons/scenarios/talk-l2bridge.yaml', import.meta.url), 'utf8')).value!;
    const big = withImportedRules(talk, 100_000);
    const pieces = [...jsonChunks(big)];
    // Wall-clock time per piece is no test on a shared machine; the size of each is.
    expect(pieces.length).toBeGreaterThan(100_000);
    expect(pieces.reduce((m, p) => Math.max(m, p.length), 0)).toBeLessThan(64 * 1024);
    expect(pieces.join('')).toBe(JSON.stringify(big));
  }, 120_000);
});
