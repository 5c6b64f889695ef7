import { describe, expect, it } from 'vitest';
import { leave, nextViewport, setMoved, viewMemoryOf, type ViewMemory } from './view-memory';

const moved = { x: 90, y: 150, zoom: 0.9 };
const printFit = { x: 400, y: 8, zoom: 0.8 };

describe('nextViewport', () => {
  it('fits a view the user has not moved, on screen and in print', () => {
    const m: ViewMemory = {};
    expect(nextViewport(m, 'a', false, () => moved)).toBe('fit');
    expect(nextViewport(m, 'a', true, () => moved)).toBe('fit');
    expect(nextViewport(m, 'a', false, () => printFit)).toBe('fit');
  });

  it('fits a moved view whole in print and puts it back after, however often the print refits', () => {
    const m: ViewMemory = { moved: { key: 'a' } };
    expect(nextViewport(m, 'a', false, () => moved)).toBe('keep');
    expect(nextViewport(m, 'a', true, () => moved)).toBe('fit');
    // The canvas changes size in print: it refits, and the view before print is still the one kept.
    expect(nextViewport(m, 'a', true, () => printFit)).toBe('fit');
    expect(nextViewport(m, 'a', false, () => printFit)).toEqual(moved);
    // The size change after print leaves the view put back alone.
    expect(nextViewport(m, 'a', false, () => moved)).toBe('keep');
  });

  it('puts back the view a canvas had when it went away, once', () => {
    const m: ViewMemory = { moved: { key: 'a', at: moved } };
    expect(nextViewport(m, 'a', false, () => ({ x: 0, y: 0, zoom: 1 }))).toEqual(moved);
    expect(nextViewport(m, 'a', false, () => moved)).toBe('keep');
  });

  it('prefers the view before print to the one a canvas had when it went away in print', () => {
    const m: ViewMemory = { moved: { key: 'a' } };
    nextViewport(m, 'a', true, () => moved);
    m.moved = { key: 'a', at: printFit };
    expect(nextViewport(m, 'a', true, () => ({ x: 0, y: 0, zoom: 1 }))).toBe('fit');
    expect(nextViewport(m, 'a', false, () => printFit)).toEqual(moved);
  });

  it('fits another view, whatever the memory holds for the one the user moved', () => {
    const m: ViewMemory = { moved: { key: 'a', at: moved } };
    nextViewport(m, 'a', true, () => moved);
    expect(nextViewport(m, 'b', false, () => printFit)).toBe('fit');
  });
});

describe('setMoved and leave', () => {
  it('keep the view the user moved for the next canvas, and forget it on reset', () => {
    const m: ViewMemory = {};
    leave(m, 'a', moved);
    expect(m.moved).toBeUndefined();
    setMoved(m, 'a');
    leave(m, 'b', printFit);
    expect(m.moved).toEqual({ key: 'a' });
    leave(m, 'a', moved);
    expect(nextViewport(m, 'a', false, () => ({ x: 0, y: 0, zoom: 1 }))).toEqual(moved);
    setMoved(m, undefined);
    expect(nextViewport(m, 'a', false, () => moved)).toBe('fit');
  });
});

describe('viewMemoryOf', () => {
  it('keeps one memory per app', () => {
    const app = {};
    viewMemoryOf(app).moved = { key: 'a' };
    expect(viewMemoryOf(app).moved).toEqual({ key: 'a' });
    expect(viewMemoryOf({})).toEqual({});
  });
});
