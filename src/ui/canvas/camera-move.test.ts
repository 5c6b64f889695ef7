import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { cameraMoveStart, cameraTakenSince, moveCamera, shownViewport, userTookCamera } from './camera-move';

describe('cameraMoveStart', () => {
  it('puts every point where the start viewport draws it', () => {
    const vp = fc.record({ x: fc.double({ min: -2000, max: 2000, noNaN: true }), y: fc.double({ min: -2000, max: 2000, noNaN: true }), zoom: fc.double({ min: 0.1, max: 3, noNaN: true }) });
    fc.assert(
      fc.property(vp, vp, fc.double({ min: -5000, max: 5000, noNaN: true }), fc.double({ min: -5000, max: 5000, noNaN: true }), (from, to, px, py) => {
        const s = cameraMoveStart(from, to);
        // translate(s) · scale(s.scale) about the origin · React Flow's transform of `to`.
        const x = s.x + s.scale * (to.zoom * px + to.x);
        const y = s.y + s.scale * (to.zoom * py + to.y);
        expect(x).toBeCloseTo(from.zoom * px + from.x, 3);
        expect(y).toBeCloseTo(from.zoom * py + from.y, 3);
      }),
    );
  });

  it('is nothing when the two viewports are one', () => {
    expect(cameraMoveStart({ x: 10, y: -4, zoom: 0.8 }, { x: 10, y: -4, zoom: 0.8 })).toEqual({ x: 0, y: 0, scale: 1 });
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

  it('undoes cameraMoveStart: what the start shows is the viewport it started from', () => {
    const from = { x: -40, y: 300, zoom: 0.45 };
    const to = { x: 16, y: 120, zoom: 1 };
    const s = cameraMoveStart(from, to);
    const shown = shownViewport(`${s.x}px ${s.y}px`, `${s.scale}`, to);
    expect(shown.x).toBeCloseTo(from.x, 6);
    expect(shown.y).toBeCloseTo(from.y, 6);
    expect(shown.zoom).toBeCloseTo(from.zoom, 6);
  });
});

describe('moveCamera', () => {
  const to = { x: 16, y: 120, zoom: 1 };
  const now = { x: 300, y: 40, zoom: 0.5 };
  /** A canvas root with a viewport element that records its animations; `culling` as on a big cluster. */
  const canvas = (culling = false) => {
    const animations: { keyframes: Keyframe[]; options: KeyframeAnimationOptions }[] = [];
    const el = {
      animate: (keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
        animations.push({ keyframes, options });
        return { addEventListener: () => undefined, cancel: () => undefined, playState: 'running' };
      },
    };
    const root = { closest: () => (culling ? root : null), querySelector: (sel: string) => (sel === '.react-flow__viewport' ? el : null) };
    return { root: root as unknown as Element, animations };
  };
  const calls = () => {
    const made: [unknown, unknown][] = [];
    return { made, set: (v: unknown, o?: unknown) => void made.push([v, o]) };
  };

  it('sets React Flow at the end at once and plays the way from what the element shows', () => {
    vi.stubGlobal('getComputedStyle', () => ({ translate: '10px 20px', scale: '2' }));
    const { root, animations } = canvas();
    const { made, set } = calls();
    moveCamera(root, now, to, set, 300);
    expect(made).toEqual([[to, undefined]]);
    const s = cameraMoveStart(shownViewport('10px 20px', '2', now), to);
    expect(animations).toHaveLength(1);
    expect(animations[0]!.keyframes[0]).toEqual({ translate: `${s.x}px ${s.y}px`, scale: `${s.scale}` });
    expect(animations[0]!.options.duration).toBe(300);
    vi.unstubAllGlobals();
  });

  it('leaves a big cluster’s moves to React Flow, which draws what they pass over', () => {
    vi.stubGlobal('getComputedStyle', () => ({ translate: 'none', scale: 'none' }));
    const { root, animations } = canvas(true);
    const { made, set } = calls();
    moveCamera(root, now, to, set, 300);
    expect(made).toEqual([[to, { duration: 300 }]]);
    expect(animations).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('jumps with no time to move (reduced motion)', () => {
    const { root, animations } = canvas();
    const { made, set } = calls();
    moveCamera(root, now, to, set, 0, { x: 0, y: 0, zoom: 2 });
    expect(made).toEqual([[to, { duration: 0 }]]);
    expect(animations).toEqual([]);
  });
});

// A move of ours planned at a step must not undo what the user did with the camera since (Presenter's
// room camera after a "Fit port": presenter-readable saw the band come back over the fitted port).
describe('the user takes the camera', () => {
  it('after a move was planned: the move is not made; before it: it is', () => {
    const canvas = {} as Element;
    const other = {} as Element;
    const before = performance.now();
    expect(cameraTakenSince(canvas, before)).toBe(false);
    userTookCamera(canvas);
    expect(cameraTakenSince(canvas, before)).toBe(true);
    expect(cameraTakenSince(canvas, performance.now() + 1)).toBe(false);
    // Another canvas (the phone's, the desktop's) keeps its own.
    expect(cameraTakenSince(other, before)).toBe(false);
    expect(cameraTakenSince(undefined, before)).toBe(false);
  });
});
