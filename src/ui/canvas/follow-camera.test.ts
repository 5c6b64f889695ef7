import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { followViewport, type Follow } from './follow-camera';
import type { Box } from '../player/useNodeBoxes';

const canvas = { width: 800, height: 600 };
const margin = { x: 16, top: 60, bottom: 16 };
const base = (over: Partial<Follow>): Follow => ({
  viewport: { x: 0, y: 0, zoom: 1 },
  canvas,
  margin,
  card: { x: 100, y: 100, w: 200, h: 120 },
  targets: [{ x: 100, y: 240, w: 150, h: 60 }],
  drawing: { x: 0, y: 0, width: 700, height: 500 },
  floor: 0.75,
  keepLeftEdge: false,
  ...over,
});

/** Where a flow box lands on screen at a viewport, and whether it is inside the room. */
const inRoom = (b: Box, v: { x: number; y: number; zoom: number }) => {
  const left = b.x * v.zoom + v.x;
  const top = b.y * v.zoom + v.y;
  return left >= margin.x - 0.5 && top >= margin.top - 0.5 && left + b.w * v.zoom <= canvas.width - margin.x + 0.5 && top + b.h * v.zoom <= canvas.height - margin.bottom + 0.5;
};

describe('followViewport', () => {
  it('leaves the view alone when card and element are in the room', () => {
    expect(followViewport(base({}))).toBeUndefined();
  });

  it('pans, at the same zoom, to a card off the right edge', () => {
    const f = base({ card: { x: 700, y: 200, w: 200, h: 120 }, targets: [{ x: 560, y: 220, w: 120, h: 60 }] });
    const v = followViewport(f)!;
    expect(v.zoom).toBe(1);
    expect(v.x).toBeLessThan(0);
    expect(inRoom(f.card, v) && inRoom(f.targets[0]!, v)).toBe(true);
  });

  it('zooms out to fit card and element, no further than the floor', () => {
    const wide = base({ card: { x: 900, y: 200, w: 300, h: 120 }, targets: [{ x: 100, y: 200, w: 760, h: 60 }], floor: 0.5 });
    const v = followViewport(wide)!;
    expect(v.zoom).toBeCloseTo((canvas.width - 2 * margin.x) / 1100, 5);
    expect(inRoom(wide.card, v) && inRoom(wide.targets[0]!, v)).toBe(true);
    const wider = followViewport({ ...wide, targets: [{ x: -900, y: 200, w: 1760, h: 60 }] })!;
    expect(wider.zoom).toBe(0.5);
    // The card wins what room there is.
    expect(inRoom(wide.card, wider)).toBe(true);
  });

  it('never zooms in', () => {
    const v = followViewport(base({ viewport: { x: 0, y: 0, zoom: 0.5 }, card: { x: 1700, y: 100, w: 200, h: 100 } }))!;
    expect(v.zoom).toBe(0.5);
  });

  it('in the close-up, keeps the drawing’s left edge (the layers’ names) when band and card cannot both show', () => {
    const f = base({ canvas: { width: 390, height: 600 }, card: { x: 740, y: 200, w: 200, h: 120 }, targets: [{ x: 126, y: 180, w: 600, h: 160 }], drawing: { x: 0, y: 0, width: 1070, height: 600 }, floor: 0.6, keepLeftEdge: true });
    const v = followViewport(f)!;
    expect(v.zoom).toBe(0.6);
    expect(v.x).toBeCloseTo(margin.x, 5);
  });

  it('always brings the card into the room, and the element with it whenever both fit at the floor', () => {
    const box = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });
    const arb = fc.record({
      card: fc.tuple(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 40, max: 300 }), fc.integer({ min: 30, max: 200 })),
      target: fc.tuple(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 10, max: 700 }), fc.integer({ min: 10, max: 300 })),
      view: fc.record({ x: fc.integer({ min: -3000, max: 3000 }), y: fc.integer({ min: -3000, max: 3000 }), zoom: fc.double({ min: 0.3, max: 2, noNaN: true }) }),
    });
    fc.assert(
      fc.property(arb, ({ card, target, view }) => {
        const f = base({ viewport: view, card: box(...card), targets: [box(...target)], floor: 0.2 });
        const v = followViewport(f) ?? view;
        const u = { x0: Math.min(card[0], target[0]), x1: Math.max(card[0] + card[2], target[0] + target[2]), y0: Math.min(card[1], target[1]), y1: Math.max(card[1] + card[3], target[1] + target[3]) };
        const fitsAtFloor = (u.x1 - u.x0) * 0.2 <= canvas.width - 2 * margin.x && (u.y1 - u.y0) * 0.2 <= canvas.height - margin.top - margin.bottom;
        // The card alone always fits here (at most 300×200 at a zoom of 2 or less): it always shows.
        return inRoom(f.card, v) && (!fitsAtFloor || inRoom(f.targets[0]!, v)) && v.zoom <= view.zoom;
      }),
    );
  });
});

describe('followViewport with a card the same size on screen (Presenter)', () => {
  it('zooms out to where the card, grown in the drawing, and the element fit, not only to where they fitted before', () => {
    const element = { x: 0, y: 0, w: 600, h: 100 };
    // 200 px wide on screen at any zoom, right of the element.
    const cardAt = (z: number) => ({ x: 614, y: 0, w: 200 / z, h: 60 / z });
    const f = { viewport: { x: 0, y: 0, zoom: 1 }, canvas: { width: 700, height: 500 }, margin: { x: 10, top: 10, bottom: 10 }, card: cardAt(1), targets: [element], drawing: { x: 0, y: 0, width: 814, height: 100 }, floor: 0.2, keepLeftEdge: false, cardAt };
    const to = followViewport(f)!;
    expect(to).toBeDefined();
    // On screen at that zoom: element and card within the 680 px of room.
    const card = cardAt(to.zoom);
    const left = Math.min(element.x, card.x) * to.zoom + to.x;
    const right = Math.max(element.x + element.w, card.x + card.w) * to.zoom + to.x;
    expect(left).toBeGreaterThanOrEqual(10 - 0.5);
    expect(right).toBeLessThanOrEqual(690 + 0.5);
    // Asked again from there, it stays.
    expect(followViewport({ ...f, viewport: to, card })).toBeUndefined();
  });
});
