// The import session with an importer off the main thread: adding a file reads only that file;
// progress is reported; cancel leaves the batch out and says so; a failing reader is put in words;
// a replay is a job too (built, cancelled, overtaken, failed).
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ImportInput } from '../io/import';
import { createImportStore } from './import-store';
import { CANCELLED, inProcess, JobFailed, type FileRead, type Importer, type ImportProgress } from './importer';
import type { ReplayOutcome } from './replay-outcome';
import { newApp } from './test-helpers';
import endpointText from '../../e2e/fixtures/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';
import rulesText from '../../e2e/fixtures/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt?raw';

const file = (name: string): ImportInput => ({ name, bytes: strToU8('Networks:\n') });

/** An importer that reads in-process but answers when the test says, counting what it read. */
function controlled() {
  const read: string[] = [];
  const waiting: { inputs: readonly ImportInput[]; progress(p: ImportProgress): void; resolve(): void; reject(e: Error): void }[] = [];
  const base = inProcess();
  const importer: Importer = {
    ...base,
    read: (inputs, progress) => {
      let settle!: { resolve(): void; reject(e: Error): void };
      const results = new Promise<FileRead[]>((res, rej) => {
        settle = {
          resolve: () => {
            read.push(...inputs.map((i) => i.name));
            res(base.readNow(inputs));
          },
          reject: rej,
        };
      });
      waiting.push({ inputs, progress, ...settle });
      return { results, cancel: () => settle.reject(new Error(CANCELLED)) };
    },
  };
  return { importer, read, waiting };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('import session with an off-thread importer', () => {
  it('reads only the file added, reports progress, and merges in order', async () => {
    const store = createImportStore(newApp());
    const c = controlled();
    store.getState().setImporter(c.importer);
    store.getState().add([file('a.txt')]);
    expect(store.getState().reading).toEqual({ file: 'a.txt', done: 0, count: 1 });
    c.waiting[0]!.resolve();
    await tick();
    store.getState().add([file('b.txt'), file('c.txt')]);
    c.waiting[1]!.progress({ file: 'c.txt', done: 1, count: 2 });
    expect(store.getState().reading).toEqual({ file: 'c.txt', done: 1, count: 2 });
    c.waiting[1]!.resolve();
    await tick();
    expect(c.read).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(store.getState().reading).toBeUndefined();
    expect(store.getState().imported.files.map((f) => [f.file, f.format])).toEqual([
      ['a.txt', 'hnsdiag'],
      ['b.txt', 'hnsdiag'],
      ['c.txt', 'hnsdiag'],
    ]);
    // Removing a file reads nothing again.
    store.getState().remove(['b.txt']);
    expect(c.waiting).toHaveLength(2);
    expect(store.getState().imported.files.map((f) => f.file)).toEqual(['a.txt', 'c.txt']);
  });

  it('cancel leaves the batch out and says so', async () => {
    const store = createImportStore(newApp());
    const c = controlled();
    store.getState().setImporter(c.importer);
    store.getState().add([file('big.txt')]);
    store.getState().cancel();
    await tick();
    expect(store.getState().reading).toBeUndefined();
    expect(store.getState().inputs).toEqual([]);
    expect(store.getState().readNotice).toBe('Reading was cancelled: big.txt left out.');
  });

  it('a reader that fails reaches the user as a sentence, not its own message', async () => {
    const store = createImportStore(newApp());
    const c = controlled();
    store.getState().setImporter(c.importer);
    store.getState().add([file('x.txt')]);
    c.waiting[0]!.reject(new RangeError('Maximum call stack size exceeded'));
    await tick();
    expect(store.getState().readNotice).toBe('x.txt cannot be read: it is nested too deeply; left out.');
  });

  it('in-process (no worker), adding a file reads only that file too', () => {
    const store = createImportStore(newApp());
    const a = file('a.txt');
    store.getState().add([a]);
    const first = store.getState().imported.files[0];
    store.getState().add([file('b.txt')]);
    expect(store.getState().imported.files[0]).toBe(first);
  });
});

/** An importer whose replays answer when the test says (reading stays in-process). */
function heldReplays() {
  const held: { resolve(): void; reject(e: Error): void }[] = [];
  const base = inProcess();
  const importer: Importer = {
    ...base,
    replay: (files, key) => {
      let settle!: { resolve(): void; reject(e: Error): void };
      const results = new Promise<ReplayOutcome>((res, rej) => {
        settle = { resolve: () => res(base.replay(files, key).results), reject: rej };
      });
      held.push(settle);
      return { results, cancel: () => settle.reject(new Error(CANCELLED)) };
    },
  };
  return { importer, held };
}

// A real node's files (the e2e's fixtures), so that the replay is a real one.
const ENDPOINT: ImportInput = { name: 'endpoint.txt', bytes: strToU8(endpointText) };

/** An import session of the real node's endpoint file, read, whose replays answer when the test says. */
async function sessionWithHeldReplays() {
  const app = newApp();
  const store = createImportStore(app);
  const r = heldReplays();
  store.getState().setImporter(r.importer);
  store.getState().add([ENDPOINT]);
  await tick();
  return { app, store, held: r.held };
}

describe('a replay built off the main thread', () => {
  it('shows it is being built, then loads the node; files added meanwhile make it stale', async () => {
    const { app, store, held } = await sessionWithHeldReplays();
    const before = app.scenario.getState().scenario;
    const replay = store.getState().replay();
    expect(store.getState().replaying).toBe(true);
    expect(app.scenario.getState().scenario).toBe(before);
    store.getState().add([{ name: 'later.txt', bytes: ENDPOINT.bytes }]);
    await tick();
    held[0]!.resolve();
    const out = await replay;
    expect(out).toMatchObject({ ok: true });
    expect(store.getState()).toMatchObject({ replaying: false, outcome: { ok: true }, stale: true });
    expect(app.scenario.getState().scenario).not.toBe(before);
  });

  it('cancel leaves everything as it was and says so', async () => {
    const { app, store } = await sessionWithHeldReplays();
    const before = app.scenario.getState().scenario;
    const replay = store.getState().replay();
    store.getState().cancel();
    expect(await replay).toBeUndefined();
    expect(store.getState()).toMatchObject({ replaying: false, outcome: undefined, readNotice: 'The replay was cancelled.' });
    expect(app.scenario.getState().scenario).toBe(before);
  });

  it('a newer replay or a clear overtakes one still being built', async () => {
    const { store, held } = await sessionWithHeldReplays();
    const first = store.getState().replay();
    const second = store.getState().replay();
    held[1]!.resolve();
    held[0]!.resolve();
    expect(await second).toMatchObject({ ok: true });
    expect(await first).toBeUndefined();
    const third = store.getState().replay();
    store.getState().clear();
    held[2]!.resolve();
    expect(await third).toBeUndefined();
    expect(store.getState()).toMatchObject({ outcome: undefined, replaying: false, inputs: [] });
  });

  it('a worker that fails becomes the replay error, in its own words', async () => {
    const { store, held } = await sessionWithHeldReplays();
    const replay = store.getState().replay();
    held[0]!.reject(new JobFailed('the import worker stopped unexpectedly (reload the page to try again)'));
    expect(await replay).toMatchObject({ ok: false, error: 'the import worker stopped unexpectedly (reload the page to try again)' });
    expect(store.getState().outcome).toMatchObject({ ok: false });
  });

  it('compares an "after" set with the replay through the importer', async () => {
    const store = createImportStore(newApp());
    store.getState().add([ENDPOINT]);
    expect(await store.getState().compareAfter([ENDPOINT], [])).toEqual({ error: 'replay the node first: the "after" set is compared with the replay', errorMsg: { id: 'read.replayFirst', args: {} } });
    await store.getState().replay();
    expect(await store.getState().compareAfter([ENDPOINT], [])).toMatchObject({ files: 1, role: 'after', probes: [], skipped: [], rules: { onlyBefore: [], onlyAfter: [] } });
    const failing: Importer = { ...inProcess(), compareAfter: () => ({ results: Promise.reject(new JobFailed('the import worker stopped unexpectedly')), cancel: () => undefined }) };
    store.getState().setImporter(failing);
    expect(await store.getState().compareAfter([ENDPOINT], [])).toEqual({ error: 'the import worker stopped unexpectedly' });
  });
});

/** An in-process importer that notes what it is asked to replay, compare with and forget. */
function noting() {
  const base = inProcess();
  const asked = { replayed: [] as number[][], before: [] as { key: number }[], forgot: [] as number[] };
  const importer: Importer = {
    ...base,
    replay: (files, key) => (asked.replayed.push(files.map((f) => f.read.key)), base.replay(files, key)),
    compareAfter: (before, inputs, probes) => (asked.before.push(before), base.compareAfter(before, inputs, probes)),
    forget: (keys) => (asked.forgot.push(...keys), base.forget(keys)),
  };
  return { importer, asked };
}

const RULES: ImportInput = { name: 'rules.txt', bytes: strToU8(rulesText) };

describe('the parsed models stay with the importer', () => {
  it('the page is given the summary rows and which files made a model, never the rules', () => {
    const [read] = inProcess().readNow([RULES]);
    expect(Object.keys(read!).sort()).toEqual(['files', 'key', 'models']);
    expect(read!.files).toEqual([expect.objectContaining({ file: 'rules.txt', format: 'vfpctrl-rules', objects: expect.objectContaining({ rules: 2 }) })]);
    expect(read!.models).toEqual([{ file: 'rules.txt', kind: 'dump' }]);
    expect(JSON.stringify(read)).not.toContain('allow-host-to-endpoint');
  });

  it('a replay names its files by key; files removed, replaced or cleared, and old replays, are let go', async () => {
    const store = createImportStore(newApp());
    const n = noting();
    store.getState().setImporter(n.importer);
    store.getState().add([ENDPOINT, RULES]);
    await tick();
    const out = await store.getState().replay();
    expect(out).toMatchObject({ ok: true });
    const [keys] = n.asked.replayed;
    expect(keys).toHaveLength(2);
    store.getState().remove([RULES.name]);
    expect(n.asked.forgot).toEqual([keys![1]]);
    // The "after" set is compared with the scenario the importer kept from the replay.
    await store.getState().compareAfter([ENDPOINT], []);
    const replayKey = n.asked.before[0]!.key;
    await store.getState().replay();
    expect(n.asked.forgot).toEqual([keys![1], replayKey]);
    store.getState().add([{ ...ENDPOINT }]);
    await tick();
    expect(n.asked.forgot).toEqual([keys![1], replayKey, keys![0]]);
    store.getState().clear();
    expect(n.asked.forgot).toHaveLength(5);
  });

  it('files read before the worker was given are read again from their bytes by it', async () => {
    const store = createImportStore(newApp());
    store.getState().add([ENDPOINT]);
    store.getState().setImporter(inProcess());
    expect(await store.getState().replay()).toMatchObject({ ok: true, node: expect.any(String) });
  });

  it('a file read before the worker came is let go by the worker too once removed', async () => {
    const store = createImportStore(newApp());
    store.getState().add([ENDPOINT]);
    const n = noting();
    store.getState().setImporter(n.importer);
    await store.getState().replay();
    const fileKey = n.asked.replayed[0]![0]!;
    store.getState().clear();
    expect(n.asked.forgot).toContain(fileKey);
  });
});
