// The app's importer: a Web Worker (src/workers/import.ts) does the session's jobs; cancel ends the
// worker (and every job queued in it) and the next job starts a new one. A worker that fails (its
// script, or an uncaught error) rejects its jobs, which the session says in words.
import type { ImportedFiles } from '../../io/import';
import type { AfterResult } from '../../state/compare-walk';
import { CANCELLED, JobFailed, type Importer, type ImportProgress, type Job } from '../../state/importer';
import type { ReplayOutcome } from '../../state/replay-outcome';
import type { ImportReply, ImportRequest } from '../../workers/import';

type Done = Extract<ImportReply, { kind: 'done' }>['value'];
interface Pending {
  resolve(value: Done): void;
  reject(e: Error): void;
  progress?(p: ImportProgress): void;
}

/** What a request is, without the id the importer gives it. */
type Request = ImportRequest extends infer R ? (R extends ImportRequest ? Omit<R, 'id'> : never) : never;

export function workerImporter(): Importer {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, Pending>();
  const stop = (why: Error) => {
    worker?.terminate();
    worker = undefined;
    for (const p of pending.values()) p.reject(why);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL('../../workers/import.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<ImportReply>) => {
      const reply = e.data;
      const p = pending.get(reply.id);
      if (!p) return;
      if (reply.kind === 'progress') return p.progress?.({ file: reply.file, done: reply.done, count: reply.count });
      pending.delete(reply.id);
      if (reply.kind === 'done') p.resolve(reply.value);
      else p.reject(new JobFailed(reply.message));
    };
    w.onerror = (e) => {
      e.preventDefault();
      stop(new JobFailed('the import worker stopped unexpectedly (reload the page to try again)'));
    };
    w.onmessageerror = () => stop(new JobFailed('the import worker sent back what could not be read'));
    return w;
  };
  const run = <T extends Done>(request: Request, progress?: Pending['progress']): Job<T> => {
    worker ??= start();
    const id = ++seq;
    const results = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: (v) => resolve(v as T), reject, progress });
    });
    worker.postMessage({ ...request, id } as ImportRequest);
    return { results, cancel: () => stop(new Error(CANCELLED)) };
  };
  return {
    read: (inputs, onProgress) => run<ImportedFiles[]>({ kind: 'read', inputs: [...inputs] }, onProgress),
    replay: (imported) => run<ReplayOutcome>({ kind: 'replay', imported }),
    compareAfter: (before, inputs, probes) => run<AfterResult>({ kind: 'after', before, inputs: [...inputs], probes }),
  };
}
