// The app's importer: a Web Worker (src/workers/import.ts) reads the files; cancel ends the worker
// (and every batch queued in it) and the next batch starts a new one. A worker that fails (its
// script, or an uncaught error) rejects its batches, which the session says in words.
import type { ImportedFiles } from '../../io/import';
import { CANCELLED, type Importer } from '../../state/importer';
import type { ImportReply } from '../../workers/import';

export function workerImporter(): Importer {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, { resolve(r: ImportedFiles[]): void; reject(e: Error): void; progress(p: Extract<ImportReply, { kind: 'progress' }>): void }>();
  const stop = (why: Error) => {
    worker?.terminate();
    worker = undefined;
    for (const p of pending.values()) p.reject(why);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL('../../workers/import.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<ImportReply>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      if (e.data.kind === 'progress') p.progress(e.data);
      else {
        pending.delete(e.data.id);
        p.resolve(e.data.results);
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      stop(new Error('the reader stopped unexpectedly'));
    };
    w.onmessageerror = () => stop(new Error('the reader sent back what could not be read'));
    return w;
  };
  return {
    read: (inputs, onProgress) => {
      worker ??= start();
      const id = ++seq;
      const results = new Promise<ImportedFiles[]>((resolve, reject) => {
        pending.set(id, { resolve, reject, progress: (p) => onProgress({ file: p.file, done: p.done, count: p.count }) });
      });
      worker.postMessage({ id, inputs: [...inputs] });
      return { results, cancel: () => stop(new Error(CANCELLED)) };
    },
  };
}
