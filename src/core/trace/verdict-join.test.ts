// joinMsgs: a list of any length renders as its items joined, and nests log₂ n deep (a Service of
// 2,200 not-ready pods made a chain that overflowed JSON.stringify's stack in `trace --json`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Msg } from '../message';
import { joinMsgs, verdictMsg, verdictText } from './verdict-messages';

const depth = (m: Msg): number => 1 + Math.max(0, ...Object.values(m.args).map((a) => (a && typeof a === 'object' ? depth(a) : 0)));
const part = (head: string, tail: string) => verdictMsg('list.comma', { head, tail });

describe('joinMsgs', () => {
  it('renders any list as its items joined, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 40 }), (pairs) => {
        const parts = pairs.map(([h, t]) => part(h, t));
        expect(verdictText(joinMsgs('list.semicolon', parts))).toBe(parts.map(verdictText).join('; '));
        expect(verdictText(joinMsgs('list.comma', parts))).toBe(parts.map(verdictText).join(', '));
      }),
    );
  });

  it('10,000 items: log₂ n deep, and the value goes through JSON and structuredClone', () => {
    const parts = Array.from({ length: 10_000 }, (_, i) => part(`a${i}`, `b${i}`));
    const m = joinMsgs('list.comma', parts);
    expect(depth(m)).toBeLessThanOrEqual(16);
    expect(verdictText(m)).toBe(parts.map(verdictText).join(', '));
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
    expect(structuredClone(m)).toEqual(m);
  });
});
