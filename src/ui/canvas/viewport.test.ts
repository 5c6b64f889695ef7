import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { presenterCardPx, refitKeepingPan, ROOM_PX, ROOM_TYPE_PX, ROOM_ZOOM } from './viewport';

const vp = fc.record({ x: fc.double({ min: -2000, max: 2000, noNaN: true }), y: fc.double({ min: -2000, max: 2000, noNaN: true }), zoom: fc.constantFrom(0.6, 0.75, 1) });

describe('refitKeepingPan', () => {
  it('keeps the pan Follow made from the last fit when the drawing changes size at the same zoom', () => {
    // The close-up's fit moved down 4.4 px (a band grew); Follow had panned 26 px left of the fit.
    const to = refitKeepingPan({ x: 16, y: 137.6, zoom: 0.6 }, { x: 16, y: 133.2, zoom: 0.6 }, { x: -10, y: 137.6, zoom: 0.6 });
    expect(to.x).toBeCloseTo(-10, 6);
    expect(to.y).toBeCloseTo(133.2, 6);
    expect(to.zoom).toBe(0.6);
  });

  it('is the plain fit when nothing moved the view since the last fit', () => {
    fc.assert(
      fc.property(vp, vp, (before, target) => {
        const to = refitKeepingPan(before, target, before);
        expect(to.zoom).toBe(target.zoom);
        expect(to.x).toBeCloseTo(target.x, 6);
        expect(to.y).toBeCloseTo(target.y, 6);
      }),
    );
  });

  it('is the new fit when the zoom changes (the fit’s or the view’s)', () => {
    fc.assert(
      fc.property(vp, vp, vp, (before, target, current) => {
        fc.pre(before.zoom !== target.zoom || current.zoom !== target.zoom);
        expect(refitKeepingPan(before, target, current)).toEqual(target);
      }),
    );
  });
});

describe('presenterCardPx', () => {
  it('draws the card at ROOM_PX or more on screen at any zoom, and never under 16 px', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 2, noNaN: true }), (zoom) => {
        const px = presenterCardPx(zoom);
        expect(px * zoom).toBeGreaterThanOrEqual(ROOM_PX);
        expect(px).toBeGreaterThanOrEqual(16);
        // No larger than it needs to be (whole pixels).
        expect(px === 16 || (px - 1) * zoom < ROOM_PX).toBe(true);
      }),
    );
  });
  it('draws it at exactly ROOM_PX in the close-up, at ROOM_ZOOM, where its least is lifted', () => {
    expect(presenterCardPx(ROOM_ZOOM, 1) * ROOM_ZOOM).toBe(ROOM_PX);
    expect(ROOM_TYPE_PX * ROOM_ZOOM).toBe(ROOM_PX);
  });
});
