// A big document's autosave written in slices (autosave-later.ts): the same record as the
// synchronous write, stored deflated, read back at the start and by other tabs; a later change
// replaces a write under way; leaving the page writes it at once; a failure is said.
import './testing/validation-loaded';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../cluster/scenario/schema';
import { SAVE_FULL } from './autosave';
import { DEFLATED_PREFIX, jsonPieces, LATER_ITEMS, writtenLater } from './autosave-later';
import { createScenarioStore, readAutosave } from './scenario-store';
import { AUTOSAVE_KEY, memoryStorage, type KeyValueStorage } from './storage';
import { talk } from './test-helpers';
import { setPortBlocked } from './vfp-edits';
import { withImportedRules } from './testing/big-document';
import { storedText } from './autosave-deflate';

/** The talk's scenario with `n` hand-made rules on the client pod's port (bench/edits.ts's document). */
function handEdits(n: number): Scenario {
  const s = talk();
  const at = { port: 'pod/default/client', layer: 'ACL_ENDPOINT_LAYER', group: 'BIG_GROUP_OUT' };
  const edits = [
    { op: 'add-group', port: at.port, layer: at.layer, group: { name: at.group, priority: 5, direction: 'out' } },
    ...Array.from({ length: n }, (_, i) => ({ op: 'add-rule', ...at, rule: { id: `big-${i}`, priority: 100 + i, action: i % 7 ? 'allow' : 'block', protocols: ['tcp'], dstIp: [`10.${(i >> 8) & 255}.${i & 255}.1`], dstPorts: [80 + (i % 100)] } })),
  ];
  return { ...s, metadata: { ...s.metadata, name: 'big-port' }, nodes: s.nodes.map((x) => (x.name === 'win-node-1' ? { ...x, vfpEdits: edits } : x)) } as Scenario;
}

const BIG = handEdits(LATER_ITEMS);
const block = (s: Scenario) => setPortBlocked(s, 'win-node-1', 'pod/default/client', true);
const stored = (storage: KeyValueStorage) => storage.getItem(AUTOSAVE_KEY) ?? '';

/** The window's listeners the store adds (pagehide, beforeunload, visibilitychange), to call them. */
function listeners(): Map<string, () => void> {
  const on = new Map<string, () => void>();
  vi.stubGlobal('addEventListener', (type: string, f: () => void) => on.set(type, f));
  return on;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('jsonPieces', () => {
  it('joins to exactly what JSON.stringify writes, long lists and fields left undefined included', () => {
    const small = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(fc.string(), fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined)), { maxKeys: 4 }));
    const long = fc.array(small, { minLength: 64, maxLength: 70 });
    const value = fc.oneof(small, long, fc.dictionary(fc.string(), fc.oneof(small, long, fc.constant(undefined)), { maxKeys: 3 }), fc.array(fc.oneof(small, long), { maxLength: 3 }));
    fc.assert(
      fc.property(value, (v) => {
        expect([...jsonPieces(v)].join('')).toBe(JSON.stringify(v));
        // Twice: the second from the entries' kept JSON.
        expect([...jsonPieces(v)].join('')).toBe(JSON.stringify(v));
      }),
      { numRuns: 100 },
    );
    const record = { scenario: BIG, source: { kind: 'new' }, edited: true, savedAt: 3 };
    expect([...jsonPieces(record)].join('')).toBe(JSON.stringify(record));
  });
});

describe('a big document autosaved in slices', () => {
  it('is big from 1,000 hand edits or imported rules', () => {
    expect(writtenLater(talk())).toBe(false);
    expect(writtenLater(handEdits(LATER_ITEMS - 2))).toBe(false);
    expect(writtenLater(BIG)).toBe(true);
    expect(writtenLater(withImportedRules(talk(), LATER_ITEMS))).toBe(true);
  });

  it('is written after the edit, deflated, and read back as the edited document', async () => {
    listeners();
    const storage = memoryStorage();
    const store = createScenarioStore(BIG, { kind: 'new' }, storage);
    store.getState().edit(block, 'block');
    // Not in the edit's own task.
    expect(stored(storage)).toBe('');
    await vi.waitFor(() => expect(stored(storage).startsWith(DEFLATED_PREFIX)).toBe(true), { timeout: 20_000 });
    expect(stored(storage).length).toBeLessThan(JSON.stringify(store.getState().scenario).length / 5);
    expect(JSON.parse(storedText(stored(storage)))).toEqual({ scenario: store.getState().scenario, source: { kind: 'new' }, edited: true, savedAt: 1 });
    expect(readAutosave(storage)).toEqual({ scenario: store.getState().scenario, source: { kind: 'new' }, edited: true });
    expect(store.getState().saveFailed).toBeUndefined();
  });

  it('a later change replaces a write under way: the last one is what is stored', async () => {
    listeners();
    const storage = memoryStorage();
    const store = createScenarioStore(BIG, { kind: 'new' }, storage);
    store.getState().edit(block, 'block');
    store.getState().undo();
    await vi.waitFor(() => expect(stored(storage).startsWith(DEFLATED_PREFIX)).toBe(true), { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(readAutosave(storage)?.scenario).toEqual(BIG);
  });

  it('leaving the page writes what is pending at once, as plain JSON (pagehide, beforeunload, hidden)', () => {
    for (const event of ['pagehide', 'beforeunload', 'visibilitychange']) {
      const on = listeners();
      vi.stubGlobal('document', { visibilityState: 'hidden' });
      const storage = memoryStorage();
      const store = createScenarioStore(BIG, { kind: 'new' }, storage);
      store.getState().edit(block, 'block');
      expect(stored(storage)).toBe('');
      on.get(event)!();
      expect(JSON.parse(stored(storage))).toEqual({ scenario: store.getState().scenario, source: { kind: 'new' }, edited: true, savedAt: 1 });
      vi.unstubAllGlobals();
    }
  });

  it('a full storage is said when the write ends, and the older autosave stays', async () => {
    listeners();
    const inner = memoryStorage();
    inner.setItem(AUTOSAVE_KEY, JSON.stringify({ scenario: BIG, source: { kind: 'new' }, edited: true, savedAt: 0 }));
    const storage: KeyValueStorage = {
      ...inner,
      getItem: (k) => inner.getItem(k),
      setItem: (k, v) => {
        if (k === AUTOSAVE_KEY && v.length > 100) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        inner.setItem(k, v);
      },
    };
    const store = createScenarioStore(BIG, { kind: 'new' }, storage);
    store.getState().edit(block, 'block');
    await vi.waitFor(() => expect(store.getState().saveFailed).toBe(SAVE_FULL), { timeout: 20_000 });
    expect(readAutosave(storage)?.scenario).toEqual(BIG);
  });

  it("another tab's deflated write is read as its document", async () => {
    listeners();
    const mine = memoryStorage();
    const theirs = memoryStorage();
    const store = createScenarioStore(BIG, { kind: 'new' }, mine);
    const other = createScenarioStore(BIG, { kind: 'new' }, theirs);
    other.getState().edit(block, 'block');
    await vi.waitFor(() => expect(stored(theirs).startsWith(DEFLATED_PREFIX)).toBe(true), { timeout: 20_000 });
    store.getState().otherTabSaved(stored(theirs));
    expect(store.getState().theirs?.scenario).toEqual(other.getState().scenario);
  });

  it("a write under way never goes over another tab's document that came meanwhile", async () => {
    listeners();
    const storage = memoryStorage();
    const store = createScenarioStore(BIG, { kind: 'new' }, storage);
    store.getState().edit(block, 'block');
    const theirs = JSON.stringify({ scenario: talk(), source: { kind: 'new' }, edited: true, savedAt: 9 });
    storage.setItem(AUTOSAVE_KEY, theirs);
    store.getState().otherTabSaved(theirs);
    expect(store.getState().theirs).toBeDefined();
    await new Promise((r) => setTimeout(r, 1500));
    expect(stored(storage)).toBe(theirs);
  });

  it('a deflated autosave that does not inflate is kept aside as stored, not dropped', () => {
    const storage = memoryStorage();
    const damaged = `${DEFLATED_PREFIX}AAAA"}`;
    storage.setItem(AUTOSAVE_KEY, damaged);
    expect(readAutosave(storage)).toBeUndefined();
    const store = createScenarioStore(talk(), { kind: 'new' }, storage);
    expect(store.getState().unreadable.map((c) => c.text)).toEqual([damaged]);
  });
});
