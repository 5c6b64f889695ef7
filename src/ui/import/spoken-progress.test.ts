import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spokenPercent } from './spoken-progress';

describe('the replay progress a screen reader hears', () => {
  it('is the start, halfway and the end only', () => {
    expect([0, 9, 10, 19, 20].map((done) => spokenPercent(done, 20))).toEqual([0, 0, 50, 50, 100]);
    expect(spokenPercent(0, 0)).toBe(0);
  });

  it('changes at most twice over a whole replay, never going back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (count) => {
        const said = Array.from({ length: count + 1 }, (_, done) => spokenPercent(done, count));
        const changes = said.filter((p, i) => i > 0 && p !== said[i - 1]).length;
        expect(changes).toBeLessThanOrEqual(2);
        expect(said.every((p, i) => i === 0 || p >= said[i - 1]!)).toBe(true);
        expect(said[count]).toBe(100);
      }),
    );
  });
});
