import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LineCounter, parseDocument } from 'yaml';
import { lineAt, parseLocated } from './located';

/** Every path to a value of a plain JSON value. */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

describe('parseLocated', () => {
  it('reads a JSON object through the JSON reader: the same value and lines as the YAML parser gives', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 4 }), { minKeys: 1 }), fc.constantFrom(0, 2), (obj, indent) => {
        const text = JSON.stringify(obj, null, indent);
        const fast = parseLocated(text).value!;
        expect(fast.data).toEqual(JSON.parse(text));
        const lc = new LineCounter();
        const doc = parseDocument(text, { lineCounter: lc });
        for (const p of paths(obj).slice(0, 40)) expect(fast.lineOf(p), p.join('.')).toBe(lineAt(doc, lc, p));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves JSON the JSON reader refuses to the YAML way, which says what is wrong as before', () => {
    // A duplicate key: YAML's uniqueKeys refuses it (JSON.parse would keep the last quietly).
    expect(parseLocated('{\n  "a": 1,\n  "a": 2\n}').errors[0]).toMatchObject({ line: 3 });
    // A trailing comma is YAML flow syntax, as it always was.
    expect(parseLocated('{ "a": 1, }').value?.data).toEqual({ a: 1 });
    expect(parseLocated('{ "a": [1, 2 }').errors.length).toBeGreaterThan(0);
  });
});
