import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { createScenarioStore, emptyScenario, readAutosave } from './scenario-store';
import { AUTOSAVE_KEY, memoryStorage, type KeyValueStorage } from './storage';
import { SAVE_TOO_LARGE, STORE_RULES_LIMIT, tooLargeToStore } from './autosave';
import { DISPLACED_KEY } from './recent';
import { talk } from './test-helpers';
import { withImportedRules } from './testing/big-document';

const titled = (title: string) => ({ ...emptyScenario(), metadata: { name: 'my-cluster', title } });

function fullStorage(): KeyValueStorage & { full: boolean } {
  const m = memoryStorage();
  const s = {
    full: true,
    getItem: m.getItem,
    removeItem: m.removeItem,
    setItem: (k: string, v: string) => {
      if (s.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      m.setItem(k, v);
    },
  };
  return s;
}

describe('autosave', () => {
  it('says at once when storage is full, and stops saying it once a write works', () => {
    const storage = fullStorage();
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, storage);
    store.getState().edit(titled('one'));
    expect(store.getState().saveFailed).toMatch(/storage is full.*Save to file/);
    storage.full = false;
    store.getState().edit(titled('two'));
    expect(store.getState().saveFailed).toBeUndefined();
    expect(readAutosave(storage)?.scenario.metadata.title).toBe('two');
  });

  it('never writes over another tab silently: it waits, then keeps mine or takes theirs', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, storage);
    store.getState().edit(titled('mine'));
    // The other tab writes the shared key (the browser fires `storage` in this tab).
    const other = JSON.stringify({ scenario: titled('theirs'), source: { kind: 'new' }, edited: true, savedAt: 9 });
    storage.setItem(AUTOSAVE_KEY, other);
    store.getState().otherTabSaved(other);
    expect(store.getState().theirs?.scenario.metadata.title).toBe('theirs');
    store.getState().edit(titled('mine, again'));
    expect(readAutosave(storage)?.scenario.metadata.title).toBe('theirs');
    store.getState().keepMine();
    expect(store.getState().theirs).toBeUndefined();
    expect(readAutosave(storage)?.scenario.metadata.title).toBe('mine, again');

    store.getState().otherTabSaved(other);
    store.getState().takeTheirs();
    expect(store.getState().scenario.metadata.title).toBe('theirs');
    expect(store.getState().displaced?.scenario.metadata.title).toBe('mine, again');
  });

  it('ignores another tab that saved the same document, or something unreadable', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(talk(), { kind: 'builtin', id: 'talk-l2bridge' }, storage);
    store.getState().otherTabSaved(JSON.stringify({ scenario: talk(), source: { kind: 'builtin', id: 'talk-l2bridge' } }));
    store.getState().otherTabSaved('{"scenario": 1');
    store.getState().otherTabSaved(null);
    expect(store.getState().theirs).toBeUndefined();
  });

  it('does not write out a document with more imported rules than storage holds: it says so, and the last autosave stays', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, storage);
    store.getState().edit(titled('small'));
    expect(tooLargeToStore(withImportedRules(talk(), STORE_RULES_LIMIT))).toBe(false);
    const big = withImportedRules(talk(), STORE_RULES_LIMIT + 1);
    expect(tooLargeToStore(big)).toBe(true);
    store.getState().load(big, { kind: 'import', files: ['rules.txt'] });
    expect(store.getState().saveFailed).toBe(SAVE_TOO_LARGE);
    expect(readAutosave(storage)?.scenario.metadata.title).toBe('small');
    // Left for another document, it is offered back in this page but not kept in storage.
    store.getState().load(titled('next'), { kind: 'new' });
    expect(store.getState().displaced?.scenario).toBe(big);
    expect(store.getState().recent.map((e) => e.scenario.metadata.title)).not.toContain('replayed');
    expect(storage.getItem(DISPLACED_KEY) ?? '').not.toContain('replayed');
    expect(store.getState().saveFailed).toBeUndefined();
  });

  it('leaves no older displaced copy in storage when the newer one is too large: a reload does not offer it as the one replaced', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, storage);
    store.getState().edit(titled('mine'));
    const big = withImportedRules(talk(), STORE_RULES_LIMIT + 1);
    store.getState().load(big, { kind: 'import', files: ['rules.txt'] });
    expect(store.getState().displaced?.scenario.metadata.title).toBe('mine');
    store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' });
    expect(store.getState().displaced?.scenario).toBe(big);
    // What a reload reads: no displaced copy, and the older document is still under Recent.
    const reloaded = createScenarioStore(talk(), { kind: 'builtin', id: 'talk-l2bridge' }, storage);
    expect(reloaded.getState().displaced).toBeUndefined();
    expect(reloaded.getState().recent.map((e) => e.scenario.metadata.title)).toEqual(['mine']);
  });
});
