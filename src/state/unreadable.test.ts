// Issue 32: saved work this build cannot read is kept aside, named, and never written over.
import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createScenarioStore, emptyScenario, readAutosave } from './scenario-store';
import { AUTOSAVE_KEY, memoryStorage, type KeyValueStorage } from './storage';
import { DISPLACED_KEY, RECENT_KEY } from './recent';
import { readUnreadable, UNREADABLE_KEY, unreadableFileName } from './unreadable';
import { talk } from './test-helpers';

const titled = (title: string) => ({ ...emptyScenario(), metadata: { name: 'my-cluster', title } });
const record = (scenario: unknown) => JSON.stringify({ scenario, source: { kind: 'new' }, edited: true, savedAt: 3 });

/** A newer build's autosave: a field this build does not know. */
const newer = () => record({ ...titled('from a newer build'), metadata: { name: 'my-cluster', title: 'from a newer build', colour: 'teal' } });
/** One bad address in a pod. */
const badAddress = () => {
  const s = talk();
  return record({ ...s, pods: s.pods.map((p, i) => (i === 0 ? { ...p, ip: '10.244.1.300' } : p)) });
};

function seeded(text: string, key = AUTOSAVE_KEY): KeyValueStorage {
  const storage = memoryStorage();
  storage.setItem(key, text);
  return storage;
}

function quotaAfterStart(storage: KeyValueStorage) {
  const s = {
    full: false,
    getItem: storage.getItem,
    removeItem: storage.removeItem,
    setItem: (k: string, v: string) => {
      if (s.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      storage.setItem(k, v);
    },
  };
  return s;
}

describe('an autosave this build cannot read', () => {
  it.each([
    ['an unknown field from a newer build', newer(), /metadata: unknown field colour/],
    ['one invalid address', badAddress(), /pods\[0\]\.ip/],
    ['text that is no JSON', '{"scenario": {"apiVersion": "vfp-lab/v1"', /not JSON/],
  ])('%s: kept aside word for word, named, and the first edit does not write over the only copy', (_what, text, problem) => {
    const storage = seeded(text);
    const app = createApp(storage, '');
    // The page opens the demo rather than the unreadable work, and says why at once.
    expect(app.start.scenario.metadata.name).toBe('talk-l2bridge');
    const [copy, ...more] = app.scenario.getState().unreadable;
    expect(more).toEqual([]);
    if (!copy) throw new Error('nothing kept aside');
    expect(copy).toMatchObject({ from: 'autosave', text, stored: true });
    expect(copy.problem).toMatch(problem);
    // The first edit goes to the autosave key; the raw copy is still there, byte for byte.
    app.scenario.getState().edit(titled('my edit'));
    expect(readAutosave(storage)?.scenario.metadata.title).toBe('my edit');
    expect(readUnreadable(storage).map((c) => c.text)).toEqual([text]);
    // Loaded again: still offered, once.
    const again = createApp(storage, '');
    expect(again.scenario.getState().unreadable.map((c) => c.text)).toEqual([text]);
    // Discarded on the user's word only.
    again.scenario.getState().discardUnreadable(text);
    expect(again.scenario.getState().unreadable).toEqual([]);
    expect(storage.getItem(UNREADABLE_KEY)).toBeNull();
  });

  it('before the fix: the same text would have been dropped (readAutosave alone says nothing of it)', () => {
    const storage = seeded(newer());
    expect(readAutosave(storage)).toBeUndefined();
    // …but it is aside now, before any store exists.
    expect(readUnreadable(storage)[0]?.problem).toMatch(/unknown field colour/);
  });

  it('when storage refuses the copy aside, autosave waits: the only copy stays under its key until it is discarded', () => {
    const base = seeded(newer());
    const storage = quotaAfterStart(base);
    storage.full = true;
    const app = createApp(storage, '');
    expect(app.scenario.getState().unreadable[0]).toMatchObject({ from: 'autosave', stored: false });
    storage.full = false;
    app.scenario.getState().edit(titled('my edit'));
    expect(base.getItem(AUTOSAVE_KEY)).toBe(newer());
    app.scenario.getState().discardUnreadable(newer());
    expect(readAutosave(storage)?.scenario.metadata.title).toBe('my edit');
  });

  it("another tab's autosave this build cannot read is kept aside before this tab's next edit goes over it", () => {
    const storage = memoryStorage();
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, storage);
    storage.setItem(AUTOSAVE_KEY, newer());
    store.getState().otherTabSaved(newer());
    expect(store.getState().theirs).toBeUndefined();
    expect(store.getState().unreadable[0]).toMatchObject({ from: 'other-tab', text: newer() });
    store.getState().edit(titled('mine'));
    expect(readUnreadable(storage).map((c) => c.text)).toEqual([newer()]);
  });

  it('a Recent entry or the displaced document that fails validation is kept aside too, not lost at the next write of the list', () => {
    const storage = memoryStorage();
    const bad = { scenario: { ...titled('newer recent'), extra: 1 }, source: { kind: 'new' }, edited: true };
    const good = { scenario: titled('fine'), source: { kind: 'new' }, edited: true };
    storage.setItem(RECENT_KEY, JSON.stringify([bad, good]));
    storage.setItem(DISPLACED_KEY, '{"scenario":');
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, storage);
    expect(store.getState().recent.map((e) => e.scenario.metadata.title)).toEqual(['fine']);
    const list = store.getState().unreadable;
    expect(list.map((c) => c.from)).toEqual(['recent', 'displaced']);
    expect(list[0]?.problem).toMatch(/unknown field extra/);
    expect(JSON.parse(list[0]?.text ?? '')).toEqual(bad);
    expect(list[1]).toMatchObject({ text: '{"scenario":', problem: expect.stringMatching(/not JSON/) });
    // Leaving the document rewrites the list and the displaced key: the copies stay aside.
    store.getState().edit(titled('edited'));
    store.getState().load(titled('other'), { kind: 'new' });
    expect(readUnreadable(storage).map((c) => c.from)).toEqual(['recent', 'displaced']);
  });

  it('names the file it is saved as: JSON when it parses, text otherwise', () => {
    expect(unreadableFileName({ from: 'autosave', text: newer() })).toBe('vfp-lab-unreadable-autosave.json');
    expect(unreadableFileName({ from: 'autosave', text: '{' })).toBe('vfp-lab-unreadable-autosave.txt');
  });
});
