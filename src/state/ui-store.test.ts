import { describe, expect, it } from 'vitest';
import { createUiStore, motionOff } from './ui-store';
import { memoryStorage } from './storage';

describe('ui store', () => {
  it('keeps panels, folds and preferences between visits, but not the view or the filter', () => {
    const storage = memoryStorage();
    const a = createUiStore(storage);
    a.getState().set('leftOpen', false);
    a.getState().fold('headers', true);
    a.getState().set('presenter', true);
    a.getState().set('eventFilter', { tones: ['block'] });
    a.getState().open({ kind: 'node', node: 'win-node-1' });
    const b = createUiStore(storage).getState();
    expect(b).toMatchObject({ leftOpen: false, rightOpen: true, folded: ['headers'], presenter: true, eventFilter: { tones: [] }, view: { kind: 'cluster' } });
  });

  it('presenting closes both panels and gives them back as they were', () => {
    const s = createUiStore(memoryStorage());
    s.getState().set('rightOpen', false);
    s.getState().present(true);
    expect(s.getState()).toMatchObject({ presenter: true, leftOpen: false, rightOpen: false });
    // Opened by hand while presenting, then presenting ends: back to before.
    s.getState().set('rightOpen', true);
    s.getState().present(false);
    expect(s.getState()).toMatchObject({ presenter: false, leftOpen: true, rightOpen: false });
  });

  it('a reload while presenting still gives the panels back when presenting ends', () => {
    const storage = memoryStorage();
    const a = createUiStore(storage);
    a.getState().present(true);
    const b = createUiStore(storage);
    expect(b.getState()).toMatchObject({ presenter: true, leftOpen: false, rightOpen: false });
    b.getState().present(false);
    expect(b.getState()).toMatchObject({ leftOpen: true, rightOpen: true });
  });

  it('folds and unfolds a section once', () => {
    const s = createUiStore(memoryStorage());
    s.getState().fold('lb', true);
    s.getState().fold('lb', true);
    expect(s.getState().folded).toEqual(['lb']);
    s.getState().fold('lb', false);
    expect(s.getState().folded).toEqual([]);
  });

  it('turns motion off for the OS setting whatever the toggle says', () => {
    const s = createUiStore(memoryStorage(), { systemReducedMotion: true });
    expect(motionOff(s.getState())).toBe(true);
    s.getState().set('systemReducedMotion', false);
    expect(motionOff(s.getState())).toBe(false);
    s.getState().set('reducedMotion', true);
    expect(motionOff(s.getState())).toBe(true);
  });

  it('starts from the defaults when the saved preferences are damaged', () => {
    const storage = memoryStorage();
    storage.setItem('vfp-lab:prefs:v1', '{not json');
    expect(createUiStore(storage).getState()).toMatchObject({ theme: 'light', leftOpen: true, folded: [] });
  });
});
