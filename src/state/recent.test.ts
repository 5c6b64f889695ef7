import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { addNode } from './edits';
import { readRecent, recentLabel, remember, RECENT_KEY, RECENT_LIMIT, type RecentEntry } from './recent';
import { createScenarioStore, emptyScenario, validate } from './scenario-store';
import { AUTOSAVE_KEY, memoryStorage, type KeyValueStorage } from './storage';
import { talk } from './test-helpers';

const named = (name: string) => ({ ...emptyScenario(), metadata: { name } });
const fromFile = (name: string, edited = false): RecentEntry => ({ scenario: named(name), source: { kind: 'file', name: `${name}.yaml` }, edited });
const check = (x: unknown) => validate(x).value;

describe('remember', () => {
  it('keeps documents from files, imports and links, newest first, one per scenario name', () => {
    const st = memoryStorage();
    let list = remember(st, [], fromFile('a'));
    list = remember(st, list, fromFile('b'));
    list = remember(st, list, fromFile('a', true));
    expect(list.map((e) => [e.scenario.metadata.name, e.edited])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(readRecent(st, check)).toEqual(list);
  });

  it('leaves out a built-in or a new document left as they came, keeps them once edited', () => {
    const st = memoryStorage();
    const builtin: RecentEntry = { scenario: talk(), source: { kind: 'builtin', id: 'talk-l2bridge' }, edited: false };
    expect(remember(st, [], builtin)).toEqual([]);
    expect(remember(st, [], { scenario: emptyScenario(), source: { kind: 'new' }, edited: false })).toEqual([]);
    const kept = remember(st, [], { ...builtin, edited: true });
    // Reopened, an edited built-in must not pass for the pristine one (its link would drop the edits).
    expect(kept[0]!.source).toEqual({ kind: 'autosave' });
  });

  it(`holds at most ${RECENT_LIMIT}`, () => {
    const st = memoryStorage();
    let list: RecentEntry[] = [];
    for (let i = 0; i < RECENT_LIMIT + 3; i++) list = remember(st, list, fromFile(`doc-${i}`));
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]!.scenario.metadata.name).toBe(`doc-${RECENT_LIMIT + 2}`);
  });

  it('when the storage is full, drops the oldest until the list fits', () => {
    const inner = memoryStorage();
    const tight: KeyValueStorage = { ...inner, setItem: (k, v) => (v.length > 1200 ? (() => { throw new Error('QuotaExceededError'); })() : inner.setItem(k, v)) };
    let list: RecentEntry[] = [];
    for (let i = 0; i < 5; i++) list = remember(tight, list, fromFile(`doc-${i}`));
    expect(list.length).toBeLessThan(5);
    expect(list[0]!.scenario.metadata.name).toBe('doc-4');
    expect(JSON.parse(inner.getItem(RECENT_KEY)!)).toHaveLength(list.length);
  });
});

describe('which document an entry is', () => {
  it('two replays (both imported-node) or two new documents (both my-cluster) are two entries', () => {
    const st = memoryStorage();
    const replay = (file: string, pods: number): RecentEntry => {
      let sc = named('imported-node');
      for (let i = 0; i < pods; i++) sc = addNode(sc, 'windows');
      return { scenario: sc, source: { kind: 'import', files: [file] }, edited: false };
    };
    let list = remember(st, [], replay('node-a.zip', 1));
    list = remember(st, list, replay('node-b.zip', 2));
    list = remember(st, list, { scenario: addNode(emptyScenario(), 'windows'), source: { kind: 'new' }, edited: true });
    list = remember(st, list, { scenario: addNode(addNode(emptyScenario(), 'windows'), 'linux'), source: { kind: 'new' }, edited: true });
    expect(list.map((e) => [e.scenario.metadata.name, e.scenario.nodes.length])).toEqual([
      ['my-cluster', 2],
      ['my-cluster', 1],
      ['imported-node', 2],
      ['imported-node', 1],
    ]);
    // The same document again moves to the top instead of doubling.
    expect(remember(st, list, replay('node-a.zip', 1)).map((e) => e.scenario.nodes.length)).toEqual([1, 2, 1, 2]);
  });

  it('the autosave is written before the recent list, which gives way when storage runs short', () => {
    // One budget for every key, as localStorage has: room for the new autosave, not for both.
    const inner = new Map<string, string>();
    const budget = JSON.stringify({ scenario: talk() }).length + 200;
    const tight: KeyValueStorage = {
      getItem: (k) => inner.get(k) ?? null,
      removeItem: (k) => void inner.delete(k),
      setItem: (k, v) => {
        const used = [...inner].reduce((n, [key, val]) => n + (key === k ? 0 : val.length), 0);
        if (used + v.length > budget) throw new Error('QuotaExceededError');
        inner.set(k, v);
      },
    };
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, tight);
    store.getState().edit((s) => addNode(s, 'windows'), 'add node');
    store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' });
    expect(JSON.parse(inner.get(AUTOSAVE_KEY)!).scenario.metadata.name).toBe('talk-l2bridge');
  });
});

describe('readRecent', () => {
  it('reads nothing from a damaged store and leaves out entries that no longer validate', () => {
    const st = memoryStorage();
    st.setItem(RECENT_KEY, '{not json');
    expect(readRecent(st, check)).toEqual([]);
    st.setItem(RECENT_KEY, JSON.stringify([{ scenario: { kind: 'nope' }, source: { kind: 'file', name: 'x' } }, fromFile('ok'), { source: 3 }, null]));
    expect(readRecent(st, check).map((e) => e.scenario.metadata.name)).toEqual(['ok']);
  });
});

describe('recentLabel', () => {
  it('says the title, where it came from and whether it was edited', () => {
    expect(recentLabel(fromFile('a', true))).toBe('a · a.yaml · edited');
    expect(recentLabel({ scenario: talk(), source: { kind: 'import', files: ['x.json'] }, edited: false })).toMatch(/ · replayed from dumps$/);
  });
});

describe('the scenario store', () => {
  it('remembers the document it leaves when another is loaded, across a reload', () => {
    const st = memoryStorage();
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, st);
    store.getState().edit((s) => addNode(s, 'windows'), 'add node');
    store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' });
    expect(store.getState().recent.map((e) => e.scenario.nodes.length)).toEqual([1]);
    // Leaving the pristine built-in adds nothing.
    store.getState().load(named('other'), { kind: 'file', name: 'other.yaml' });
    expect(store.getState().recent).toHaveLength(1);
    const again = createScenarioStore(emptyScenario(), { kind: 'new' }, st);
    expect(again.getState().recent.map((e) => e.scenario.metadata.name)).toEqual(['my-cluster']);
  });
});
