import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roomSide, roomViewport, type RoomShot } from './room-camera';
import type { Box } from '../player/useNodeBoxes';
import { cardBox } from './card-side';

const margin = { x: 16, top: 56, bottom: 16 };
const Z = 1.5;
const band: Box = { x: 126, y: 300, w: 600, h: 212 };

/** Whether a flow box lands inside the room on screen at a viewport (to a pixel, for rounding). */
const inside = (b: Box, v: { x: number; y: number; zoom: number }, canvas: { width: number; height: number }) =>
  b.x * v.zoom + v.x >= margin.x - 1 && (b.x + b.w) * v.zoom + v.x <= canvas.width - margin.x + 1 && b.y * v.zoom + v.y >= margin.top - 1 && (b.y + b.h) * v.zoom + v.y <= canvas.height - margin.bottom + 1;

const shot = (over: Partial<RoomShot>): RoomShot => ({ viewport: { x: 0, y: 0, zoom: 0.6 }, canvas: { width: 1230, height: 486 }, margin, zoom: Z, card: cardBox(band, { w: 130, h: 60 }, 'right'), element: band, must: [], ahead: 'down', ...over });

describe('roomSide', () => {
  it('puts the card right of a band when both fit the room at the zoom, else over the band the packet left', () => {
    // 1280×720 in Presenter: a 1,198 px room; the band is 900 px at 1.5.
    expect(roomSide(band, { w: 130, h: 60 }, Z, 1198, true)).toBe('right');
    expect(roomSide(band, { w: 280, h: 110 }, Z, 1198, true)).toBe('above');
    // 1024×768: a 943 px room leaves no card room beside a band.
    expect(roomSide(band, { w: 130, h: 60 }, Z, 943, true)).toBe('above');
    expect(roomSide(band, { w: 130, h: 60 }, Z, 943, false)).toBe('below');
    // Nearer to what the step lit: the hash at a band's bottom, a lit rule at its top.
    expect(roomSide(band, { w: 130, h: 60 }, Z, 943, true, band.h - 38)).toBe('below');
    expect(roomSide(band, { w: 130, h: 60 }, Z, 943, false, 60)).toBe('above');
    expect(roomSide(band, { w: 130, h: 60 }, Z, 1198, true, band.h - 38)).toBe('right');
  });
});

describe('roomViewport', () => {
  it('goes to the zoom and shows a band and its card whole when they fit, with the room ahead of the packet', () => {
    const s = shot({ element: { ...band, h: 120 } });
    const v = roomViewport(s)!;
    expect(v.zoom).toBe(Z);
    expect(inside(s.element, v, s.canvas)).toBe(true);
    expect(inside(s.card, v, s.canvas)).toBe(true);
    // On the way OUT the bands below show: more room under the band than over it; IN, the reverse.
    const top = band.y * Z + v.y - margin.top;
    const bottom = s.canvas.height - margin.bottom - (band.y + 120) * Z - v.y;
    expect(bottom).toBeGreaterThan(top * 2);
    const up = roomViewport({ ...s, ahead: 'up' })!;
    expect(band.y * Z + up.y - margin.top).toBeGreaterThan((s.canvas.height - margin.bottom - (band.y + 120) * Z - up.y) * 2);
    // Already there: no move (a band whose neighbour is on screen does not move the camera).
    expect(roomViewport({ ...s, viewport: v })).toBeUndefined();
  });

  it('shows a band too wide for the room from its start (the layer’s name), the card over the band before it', () => {
    const canvas = { width: 900, height: 534 };
    const card = cardBox(band, { w: 140, h: 60 }, 'above');
    const v = roomViewport(shot({ canvas, card }))!;
    expect(v.x).toBeCloseTo(margin.x - band.x * Z);
    expect(inside(card, v, canvas)).toBe(true);
    // 1024×768: the band fits the width, whole with its card.
    const wider = { width: 975, height: 534 };
    const w = roomViewport(shot({ canvas: wider, card }))!;
    for (const b of [band, card]) expect(inside(b, w, wider)).toBe(true);
  });

  it('keeps the card, then the lit rule and the hash, when a band is taller than the room', () => {
    const tall: Box = { ...band, h: 300 };
    const card = cardBox(tall, { w: 130, h: 60 }, 'right');
    const lit: Box = { x: tall.x + 160, y: tall.y + 150, w: 430, h: 44 };
    const hash: Box = { x: tall.x + 10, y: tall.y + tall.h - 76, w: 180, h: 60 };
    const s = shot({ element: tall, card, must: [lit, hash] });
    const v = roomViewport(s)!;
    for (const b of [card, lit, hash]) expect(inside(b, v, s.canvas)).toBe(true);
    expect(inside(tall, v, s.canvas)).toBe(false);
    // What cannot be together is dropped last first: a hash past the room's height from the card.
    const far: Box = { ...hash, y: tall.y + 2000 };
    const u = roomViewport({ ...s, must: [lit, far] })!;
    expect(inside(card, u, s.canvas) && inside(lit, u, s.canvas)).toBe(true);
    expect(inside(far, u, s.canvas)).toBe(false);
  });

  it('whatever the shot, ends at the zoom with the card on screen when it fits there, and is then still', () => {
    const box = (x: fc.Arbitrary<number>) => fc.record({ x, y: x, w: fc.double({ min: 20, max: 700, noNaN: true }), h: fc.double({ min: 20, max: 400, noNaN: true }) });
    const at = fc.double({ min: -2000, max: 2000, noNaN: true });
    fc.assert(
      fc.property(box(at), box(at), fc.array(box(at), { maxLength: 3 }), fc.record({ x: at, y: at, zoom: fc.constantFrom(0.4, 1, Z) }), fc.constantFrom({ width: 1230, height: 486 }, { width: 975, height: 534 }), (element, card, must, viewport, canvas) => {
        const s = shot({ viewport, canvas, card, element, must, ahead: viewport.x > 0 ? 'down' : 'up' });
        const v = roomViewport(s) ?? viewport;
        expect(v.zoom).toBe(Z);
        const fits = card.w * Z <= canvas.width - 2 * margin.x && card.h * Z <= canvas.height - margin.top - margin.bottom;
        if (fits) expect(inside(card, v, canvas)).toBe(true);
        expect(roomViewport({ ...s, viewport: v })).toBeUndefined();
      }),
      { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 200), 500) },
    );
  });
});
