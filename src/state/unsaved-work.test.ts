import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../cluster/scenario/schema';
import { SAVE_BLOCKED, SAVE_FULL, STORE_RULES_LIMIT } from './autosave';
import { createScenarioStore } from './scenario-store';
import { browserStorage, memoryStorage } from './storage';
import { talk } from './test-helpers';
import { heldTooLarge, readUnkept, UNKEPT_KEY, unsavedWork, writeUnkept } from './unsaved-work';
import fc from 'fast-check';
import { withImportedRules } from './testing/big-document';

const retitled = (title: string) => (s: Scenario) => ({ ...s, metadata: { ...s.metadata, title } });

describe('work only this page holds', () => {
  const big = withImportedRules(talk(), STORE_RULES_LIMIT + 1);
  /** A page on the talk, and the two documents its tests load: the too-large one and the talk again. */
  const page = () => {
    const store = createScenarioStore(talk(), { kind: 'builtin', id: 'talk-l2bridge' }, memoryStorage());
    return { store, loadBig: () => store.getState().load(big, { kind: 'import', files: ['rules.txt'] }), loadTalk: () => store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' }) };
  };

  it('is a too-large document not saved to a file since its last change; a storable one never is', () => {
    const { store, loadBig } = page();
    store.getState().edit(retitled('mine'));
    expect(unsavedWork(store.getState())).toBe(false);
    loadBig();
    expect(unsavedWork(store.getState())).toBe(true);
    store.getState().markSaved();
    expect(unsavedWork(store.getState())).toBe(false);
    expect(store.getState().edit(retitled('changed'))).toEqual([]);
    expect(unsavedWork(store.getState())).toBe(true);
    // Undo comes back to the very document that was saved.
    store.getState().undo();
    expect(unsavedWork(store.getState())).toBe(false);
  });

  it('counts the too-large document a load displaced until it is restored and saved, or dismissed', () => {
    const { store, loadBig, loadTalk } = page();
    loadBig();
    loadTalk();
    expect(unsavedWork(store.getState())).toBe(true);
    store.getState().restoreDisplaced();
    store.getState().markSaved();
    loadTalk();
    // Displaced again, but saved as it is: nothing to lose.
    expect(store.getState().displaced?.scenario).toBe(big);
    expect(unsavedWork(store.getState())).toBe(false);
    store.getState().restoreDisplaced();
    store.getState().edit(retitled('changed'));
    loadTalk();
    expect(unsavedWork(store.getState())).toBe(true);
    store.getState().dismissDisplaced();
    expect(unsavedWork(store.getState())).toBe(false);
  });

  it('counts an edit made while the save was under way as not saved: the file holds the document as it was', () => {
    const { store, loadBig } = page();
    loadBig();
    const saving = store.getState().scenario;
    store.getState().edit(retitled('changed meanwhile'));
    store.getState().markSaved(saving);
    expect(unsavedWork(store.getState())).toBe(true);
    store.getState().undo();
    expect(unsavedWork(store.getState())).toBe(false);
  });

  it('notes the too-large document the page holds, on screen or displaced, and whether it is in a file', () => {
    const { store, loadBig, loadTalk } = page();
    expect(heldTooLarge(store.getState())).toBeUndefined();
    loadBig();
    expect(heldTooLarge(store.getState())).toEqual({ title: 'Replayed node', saved: false });
    store.getState().markSaved();
    loadTalk();
    expect(heldTooLarge(store.getState())).toEqual({ title: 'Replayed node', saved: true });
    store.getState().dismissDisplaced();
    expect(heldTooLarge(store.getState())).toBeUndefined();
  });
});

describe('the note a reload reads', () => {
  it('gives back what was written, and forgets it', () => {
    const storage = memoryStorage();
    writeUnkept(storage, { title: 'Replayed node', saved: true });
    expect(readUnkept(storage)).toEqual({ title: 'Replayed node', saved: true });
    writeUnkept(storage, undefined);
    expect(readUnkept(storage)).toBeUndefined();
  });

  it('reads anything stored under its key without throwing, and gives a title or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const storage = memoryStorage();
        storage.setItem(UNKEPT_KEY, raw);
        const u = readUnkept(storage);
        expect(u === undefined || (typeof u.title === 'string' && u.title.length > 0 && typeof u.saved === 'boolean')).toBe(true);
      }),
    );
  });
});

describe('edits the autosave did not keep (issue 32 items 6 and 9)', () => {
  const builtin = { kind: 'builtin', id: 'talk-l2bridge' } as const;

  it('blocked storage: said from the start; an edit not in a file would be lost, until saved to one', () => {
    const store = createScenarioStore(talk(), builtin, browserStorage()); // no localStorage here: blocked
    expect(store.getState().saveFailed).toBe(SAVE_BLOCKED);
    expect(unsavedWork(store.getState())).toBe(false); // the built-in as shipped
    store.getState().edit(retitled('mine'));
    expect(store.getState().saveFailed).toBe(SAVE_BLOCKED);
    expect(unsavedWork(store.getState())).toBe(true);
    store.getState().markSaved();
    expect(unsavedWork(store.getState())).toBe(false);
  });

  it('storage full: the edit the autosave refused would be lost', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(talk(), builtin, storage);
    storage.setItem = () => {
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    };
    store.getState().edit(retitled('mine'));
    expect(store.getState().saveFailed).toBe(SAVE_FULL);
    expect(unsavedWork(store.getState())).toBe(true);
  });

  it('a tab that stopped saving (another tab saved) asks for what it holds, even unedited since', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(talk(), builtin, storage);
    store.getState().edit(retitled('mine'));
    expect(unsavedWork(store.getState())).toBe(false);
    const theirs = { scenario: retitled('theirs')(talk()), source: { kind: 'autosave' }, edited: true, savedAt: 9 };
    store.getState().otherTabSaved(JSON.stringify(theirs));
    expect(store.getState().theirs).toBeDefined();
    expect(unsavedWork(store.getState())).toBe(true);
    store.getState().keepMine();
    expect(unsavedWork(store.getState())).toBe(false);
  });
});
