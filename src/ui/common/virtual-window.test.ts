import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowWindow } from './virtual-window';

describe('rowWindow', () => {
  it('draws the rows in view and a few more, and leaves room for the others', () => {
    expect(rowWindow(10_000, 0, 400, 40, 2)).toEqual({ start: 0, end: 13, before: 0, after: (10_000 - 13) * 40 });
    expect(rowWindow(10_000, 4000, 400, 40, 2)).toEqual({ start: 98, end: 113, before: 98 * 40, after: (10_000 - 113) * 40 });
  });

  it('reaches the last row when scrolled to the bottom', () => {
    const w = rowWindow(10_000, 10_000 * 40 - 400, 400, 40);
    expect(w.end).toBe(10_000);
    expect(w.after).toBe(0);
  });

  it('keeps every row in view drawn, and the total height, for any list and scroll', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 2000 }), fc.nat(), fc.integer({ min: 0, max: 10 }), (count, h, viewport, top, overscan) => {
        const scrollTop = count ? top % (count * h) : 0;
        const w = rowWindow(count, scrollTop, viewport, h, overscan);
        expect(0 <= w.start && w.start <= w.end && w.end <= count).toBe(true);
        expect(w.before + (w.end - w.start) * h + w.after).toBe(count * h);
        const firstInView = Math.floor(scrollTop / h);
        const lastInView = Math.min(count - 1, Math.floor((scrollTop + viewport) / h));
        if (count) expect(w.start <= firstInView && lastInView < w.end).toBe(true);
      }),
    );
  });
});
