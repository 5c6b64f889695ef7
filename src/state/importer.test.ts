// The import session with an importer off the main thread: adding a file reads only that file;
// progress is reported; cancel leaves the batch out and says so; a failing reader is put in words.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ImportInput } from '../io/import';
import { createImportStore } from './import-store';
import { CANCELLED, readOne, type Importer, type ImportProgress } from './importer';
import { newApp } from './test-helpers';

const file = (name: string): ImportInput => ({ name, bytes: strToU8('Networks:\n') });

/** An importer that reads in-process but answers when the test says, counting what it read. */
function controlled() {
  const read: string[] = [];
  const waiting: { inputs: readonly ImportInput[]; progress(p: ImportProgress): void; resolve(): void; reject(e: Error): void }[] = [];
  const importer: Importer = {
    read: (inputs, progress) => {
      let settle!: { resolve(): void; reject(e: Error): void };
      const results = new Promise<ReturnType<typeof readOne>[]>((res, rej) => {
        settle = {
          resolve: () => {
            read.push(...inputs.map((i) => i.name));
            res(inputs.map(readOne));
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
