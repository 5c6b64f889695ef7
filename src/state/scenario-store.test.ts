import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { talk } from './test-helpers';
import { addNode, addPod, addService, setNode, setPod } from './edits';
import { createScenarioStore, emptyScenario, readAutosave } from './scenario-store';
import { AUTOSAVE_KEY, memoryStorage } from './storage';

const freshStore = () => {
  const storage = memoryStorage();
  return { storage, store: createScenarioStore(emptyScenario(), { kind: 'new' }, storage) };
};

describe('edit', () => {
  it('applies a valid edit, records it for undo and marks the document edited', () => {
    const { store } = freshStore();
    expect(store.getState().edited).toBe(false);
    store.getState().edit((s) => addNode(s, 'windows'), 'add node win-node-1');
    const st = store.getState();
    expect(st.scenario.nodes.map((n) => n.name)).toEqual(['win-node-1']);
    expect(st.edited).toBe(true);
    expect(st.past.map((p) => p.what)).toEqual(['add node win-node-1']);
    expect(st.revision).toBe(1);
  });

  it('refuses an invalid edit, changes nothing and returns the problems with their paths', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'));
    const before = store.getState();
    const issues = store.getState().edit((s) => setNode(s, 0, { ...s.nodes[0]!, ip: '192.168.1.5' }));
    expect(issues).toEqual([expect.objectContaining({ path: ['nodes', 0, 'ip'], severity: 'error', message: expect.stringContaining('outside the node subnet') })]);
    expect(store.getState()).toBe(before);
  });

  it('refuses a schema error with the field path', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'));
    const issues = store.getState().edit((s) => setNode(s, 0, { ...s.nodes[0]!, name: 'Bad Name' }));
    expect(issues[0]).toMatchObject({ path: ['nodes', 0, 'name'], severity: 'error' });
    expect(store.getState().scenario.nodes[0]!.name).toBe('win-node-1');
  });

  it('an edit that changes nothing adds no undo step', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'));
    store.getState().edit((s) => setNode(s, 0, { ...s.nodes[0]! }));
    expect(store.getState().past).toHaveLength(1);
  });

  it('returns the warnings of a valid edit while applying it', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addPod(addNode(s, 'windows')));
    const svc = addService(store.getState().scenario);
    const issues = store.getState().edit({ ...svc, services: [{ ...svc.services[0]!, ports: [{ port: 80, protocol: 'SCTP' }] }] });
    expect(issues).toEqual([expect.objectContaining({ severity: 'warning', path: ['services', 0, 'ports', 0, 'protocol'] })]);
    expect(store.getState().scenario.services).toHaveLength(1);
  });
});

describe('undo and redo', () => {
  it('walk the history both ways, labelled with the change', () => {
    const { store } = freshStore();
    const st = () => store.getState();
    st().edit((s) => addNode(s, 'windows'), 'add node');
    st().edit((s) => addPod(s), 'add pod');
    st().edit((s) => setPod(s, 0, { ...s.pods[0]!, name: 'client' }), 'rename pod');
    expect(st().past.at(-1)!.what).toBe('rename pod');

    st().undo();
    expect(st().scenario.pods[0]!.name).toBe('pod-1');
    expect(st().future[0]!.what).toBe('rename pod');
    st().undo();
    st().undo();
    expect(st().scenario.nodes).toEqual([]);
    expect(st().canUndo()).toBe(false);
    st().undo();
    expect(st().scenario.nodes).toEqual([]);

    st().redo();
    st().redo();
    st().redo();
    expect(st().scenario.pods[0]!.name).toBe('client');
    expect(st().canRedo()).toBe(false);
  });

  it('a new edit after an undo drops the redo branch', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'));
    store.getState().undo();
    store.getState().edit((s) => addNode(s, 'linux'));
    expect(store.getState().canRedo()).toBe(false);
    expect(store.getState().scenario.nodes.map((n) => n.name)).toEqual(['linux-node-1']);
  });

  it('undoing a load brings back the previous document and its source', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'));
    store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' });
    expect(store.getState()).toMatchObject({ source: { kind: 'builtin' }, edited: false });
    store.getState().undo();
    expect(store.getState()).toMatchObject({ source: { kind: 'new' }, edited: true });
    expect(store.getState().scenario.nodes.map((n) => n.name)).toEqual(['win-node-1']);
    store.getState().redo();
    expect(store.getState().source).toEqual({ kind: 'builtin', id: 'talk-l2bridge' });
  });

  it('keeps at most 200 steps', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'));
    for (let i = 0; i < 210; i++) store.getState().edit((s) => setNode(s, 0, { ...s.nodes[0]!, name: `n-${i}` }));
    expect(store.getState().past).toHaveLength(200);
  });
});

describe('autosave', () => {
  it('saves every change and restores it', () => {
    const { store, storage } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'));
    expect(readAutosave(storage)?.scenario.nodes.map((n) => n.name)).toEqual(['win-node-1']);
    store.getState().undo();
    expect(readAutosave(storage)?.scenario.nodes).toEqual([]);
  });

  it('an edited built-in is saved as the user\'s own work, not as the built-in', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(talk(), { kind: 'builtin', id: 'talk-l2bridge' }, storage);
    store.getState().edit((s) => addNode(s, 'linux'));
    expect(readAutosave(storage)?.source).toEqual({ kind: 'autosave' });
  });

  it('ignores a damaged or invalid autosave', () => {
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, '{not json');
    expect(readAutosave(storage)).toBeUndefined();
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ scenario: { apiVersion: 'vfp-lab/v1' } }));
    expect(readAutosave(storage)).toBeUndefined();
  });

  it('keeps editing when the storage is full', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    const store = createScenarioStore(emptyScenario(), { kind: 'new' }, full);
    store.getState().edit((s) => addNode(s, 'windows'));
    expect(store.getState().scenario.nodes).toHaveLength(1);
  });
});

describe('the version saved to a file', () => {
  it('is kept on Save and forgotten when another document is loaded', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'), 'add node win-node-1');
    store.getState().markSaved();
    const saved = store.getState().scenario;
    store.getState().edit((s) => addNode(s, 'windows'), 'add node win-node-2');
    expect(store.getState().lastSaved).toBe(saved);
    store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' });
    expect(store.getState().lastSaved).toBeUndefined();
  });
});

describe('a load the user chose within one task (offerBack: false)', () => {
  it('keeps the replaced work in Recent but raises no "replaced your work" offer', () => {
    const { store } = freshStore();
    store.getState().edit((s) => addNode(s, 'windows'), 'add node win-node-1');
    const mine = store.getState().scenario;
    store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' }, 'show the “after” node', { offerBack: false });
    expect(store.getState().displaced).toBeUndefined();
    expect(store.getState().recent.some((r) => r.scenario === mine || JSON.stringify(r.scenario) === JSON.stringify(mine))).toBe(true);
    // Any other load still offers the work back.
    store.getState().edit((s) => addNode(s, 'windows'), 'add node win-node-1');
    store.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' });
    expect(store.getState().displaced?.edited).toBe(true);
  });
});
