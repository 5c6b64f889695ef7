import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardBox, pickSide } from './card-side';

const card = { w: 200, h: 40 };
const target = { x: 0, y: 100, w: 100, h: 60 };

describe('pickSide', () => {
  it('puts the card above its element when nothing is there', () => {
    expect(pickSide(target, card, [])).toBe('above');
  });
  it('goes below, then right, then left, as the sides fill up', () => {
    const above = { x: -200, y: 0, w: 600, h: 90 };
    const below = { x: -200, y: 170, w: 600, h: 90 };
    const right = { x: 110, y: 90, w: 300, h: 90 };
    expect(pickSide(target, card, [above])).toBe('below');
    expect(pickSide(target, card, [above, below])).toBe('right');
    expect(pickSide(target, card, [above, below, right])).toBe('left');
  });
  it('leaves out a side that would not fit the view, unless no side does', () => {
    const above = { x: -200, y: 0, w: 600, h: 90 };
    const inside = (c: { x: number; w: number }) => c.x >= -150 && c.x + c.w <= 250;
    expect(pickSide(target, card, [above], inside)).toBe('below');
    expect(pickSide(target, card, [above], () => false)).toBe('below');
    // Above and below both cover something: the free right side is not taken, it would not fit.
    expect(pickSide(target, card, [above, { x: -200, y: 170, w: 600, h: 90 }], inside)).toBe('above');
  });
  it('never covers its element, whatever is around it', () => {
    const box = fc.record({ x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }), w: fc.integer({ min: 1, max: 400 }), h: fc.integer({ min: 1, max: 400 }) });
    fc.assert(
      fc.property(box, fc.record({ w: fc.integer({ min: 1, max: 400 }), h: fc.integer({ min: 1, max: 200 }) }), fc.array(box, { maxLength: 6 }), (t, c, others) => {
        const b = cardBox(t, c, pickSide(t, c, others));
        const apart = b.x >= t.x + t.w || b.x + b.w <= t.x || b.y >= t.y + t.h || b.y + b.h <= t.y;
        expect(apart).toBe(true);
      }),
    );
  });
});
