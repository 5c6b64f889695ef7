import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

// JSON's values (with undefined members, which JSON leaves out), in any key order.
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(tie('node'), fc.constant(undefined)), { maxKeys: 4 })),
})).node;

const sortedJson = (v: unknown): string => JSON.stringify(v, (_, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => (p < q ? -1 : 1))) : x));

describe('sameValue', () => {
  it('agrees with comparing the values as JSON (keys in any order)', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(sameValue(a, b)).toBe(sortedJson(a) === sortedJson(b));
      }),
    );
  });

  it('finds any value the same as its copy', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(sameValue(v, structuredClone(v))).toBe(true);
      }),
    );
  });

  it('finds a value the same as its copy, and a copy with one rule changed different', () => {
    const doc = { nodes: [{ name: 'n', vfp: { ports: [{ id: 'p', layers: [{ groups: [{ rules: [{ id: 'r1', priority: 1 }, { id: 'r2', priority: 2 }] }] }] }] } }] };
    const copy = structuredClone(doc);
    expect(sameValue(doc, copy)).toBe(true);
    copy.nodes[0]!.vfp.ports[0]!.layers[0]!.groups[0]!.rules[1]!.priority = 3;
    expect(sameValue(doc, copy)).toBe(false);
  });

  it('takes a member set to undefined as one left out, as JSON does', () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });
});
