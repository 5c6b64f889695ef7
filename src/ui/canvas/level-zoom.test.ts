import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { levelZoomStart, shownViewport } from './level-zoom';

describe('levelZoomStart', () => {
  it('puts every point where the start viewport draws it', () => {
    const vp = fc.record({ x: fc.double({ min: -2000, max: 2000, noNaN: true }), y: fc.double({ min: -2000, max: 2000, noNaN: true }), zoom: fc.double({ min: 0.1, max: 3, noNaN: true }) });
    fc.assert(
      fc.property(vp, vp, fc.double({ min: -5000, max: 5000, noNaN: true }), fc.double({ min: -5000, max: 5000, noNaN: true }), (from, to, px, py) => {
        const s = levelZoomStart(from, to);
        // translate(s) · scale(s.scale) about the origin · React Flow's transform of `to`.
        const x = s.x + s.scale * (to.zoom * px + to.x);
        const y = s.y + s.scale * (to.zoom * py + to.y);
        expect(x).toBeCloseTo(from.zoom * px + from.x, 3);
        expect(y).toBeCloseTo(from.zoom * py + from.y, 3);
      }),
    );
  });

  it('is nothing when the two viewports are one', () => {
    expect(levelZoomStart({ x: 10, y: -4, zoom: 0.8 }, { x: 10, y: -4, zoom: 0.8 })).toEqual({ x: 0, y: 0, scale: 1 });
  });
});

describe('shownViewport', () => {
  it('reads the computed translate and scale over React Flow’s viewport', () => {
    const v = { x: 100, y: 50, zoom: 0.8 };
    expect(shownViewport('none', 'none', v)).toEqual(v);
    expect(shownViewport('10px -20px', '2', v)).toEqual({ x: 210, y: 80, zoom: 1.6 });
    // A translate along x only is computed as one length.
    expect(shownViewport('6px', 'none', v)).toEqual({ x: 106, y: 50, zoom: 0.8 });
  });

  it('undoes levelZoomStart: what the start shows is the viewport it started from', () => {
    const from = { x: -40, y: 300, zoom: 0.45 };
    const to = { x: 16, y: 120, zoom: 1 };
    const s = levelZoomStart(from, to);
    const shown = shownViewport(`${s.x}px ${s.y}px`, `${s.scale}`, to);
    expect(shown.x).toBeCloseTo(from.x, 6);
    expect(shown.y).toBeCloseTo(from.y, 6);
    expect(shown.zoom).toBeCloseTo(from.zoom, 6);
  });
});
