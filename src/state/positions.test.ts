import { describe, expect, it } from 'vitest';
import { createPositionStore } from './positions';
import { memoryStorage, POSITIONS_KEY_PREFIX } from './storage';

describe('dragged positions', () => {
  it('are kept per scenario and per view, across page loads', () => {
    const storage = memoryStorage();
    const a = createPositionStore(storage);
    a.getState().move('talk', 'cluster', 'node:win-node-1', { x: 10.4, y: 20.6 });
    a.getState().move('talk', 'node:win-node-1', 'port:p1', { x: 5, y: 6 });
    a.getState().move('other', 'cluster', 'node:win-node-1', { x: 99, y: 99 });

    const reloaded = createPositionStore(storage);
    expect(reloaded.getState().positions('talk', 'cluster')).toEqual({ 'node:win-node-1': { x: 10, y: 21 } });
    expect(reloaded.getState().positions('talk', 'node:win-node-1')).toEqual({ 'port:p1': { x: 5, y: 6 } });
    expect(reloaded.getState().positions('other', 'cluster')).toEqual({ 'node:win-node-1': { x: 99, y: 99 } });
  });

  it('returns the same object until something moves (stable for React selectors)', () => {
    const s = createPositionStore(memoryStorage());
    const first = s.getState().positions('talk', 'cluster');
    expect(s.getState().positions('talk', 'cluster')).toBe(first);
    s.getState().move('talk', 'cluster', 'a', { x: 1, y: 1 });
    expect(s.getState().positions('talk', 'cluster')).not.toBe(first);
  });

  it('reset forgets one view only', () => {
    const storage = memoryStorage();
    const s = createPositionStore(storage);
    s.getState().move('talk', 'cluster', 'a', { x: 1, y: 1 });
    s.getState().move('talk', 'node:n', 'b', { x: 2, y: 2 });
    s.getState().reset('talk', 'cluster');
    const reloaded = createPositionStore(storage);
    expect(reloaded.getState().positions('talk', 'cluster')).toEqual({});
    expect(reloaded.getState().positions('talk', 'node:n')).toEqual({ b: { x: 2, y: 2 } });
  });

  it('ignores damaged saved positions', () => {
    const storage = memoryStorage();
    storage.setItem(`${POSITIONS_KEY_PREFIX}talk`, JSON.stringify({ cluster: { a: { x: 'no' }, b: { x: 3, y: 4 } }, node: 7 }));
    expect(createPositionStore(storage).getState().positions('talk', 'cluster')).toEqual({ b: { x: 3, y: 4 } });
    storage.setItem(`${POSITIONS_KEY_PREFIX}talk`, '{oops');
    expect(createPositionStore(storage).getState().positions('talk', 'cluster')).toEqual({});
  });
});
