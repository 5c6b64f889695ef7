// The capture store's reader in the app: the capture worker (src/workers/capture.ts). Files go as
// the File objects the user picked (no copy on the page); cancel ends the worker, and with it every
// file it held (the next read starts a new one). A worker that fails rejects what was asked of it.
import { WalkError, walkMsg } from '../../state/walk-messages';
import type { CaptureReader, LoadedCaptureFile } from '../../state/capture-store';
import type { AlignValue, CaptureReply, CaptureRequest, ReadValue } from '../../workers/capture';

type Request = CaptureRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export function workerCaptureReader(): CaptureReader {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; progress?(file: string, read: number, total: number): void }>();
  const stop = (why: Error) => {
    worker?.terminate();
    worker = undefined;
    for (const p of pending.values()) p.reject(why);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL('../../workers/capture.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<CaptureReply>) => {
      const r = e.data;
      const p = pending.get(r.id);
      if (!p) return;
      if (r.kind === 'progress') return p.progress?.(r.file, r.read, r.total);
      pending.delete(r.id);
      if (r.kind === 'done') p.resolve(r.value);
      else p.reject(r.msg ? new WalkError(r.msg, r.message) : new Error(r.message));
    };
    w.onerror = (e) => {
      e.preventDefault();
      stop(new WalkError(walkMsg('walk.captureWorkerStopped', {})));
    };
    return w;
  };
  const ask = <T>(request: Request, progress?: (file: string, read: number, total: number) => void): Promise<T> => {
    worker ??= start();
    const id = ++seq;
    const done = new Promise<T>((resolve, reject) => pending.set(id, { resolve: (v) => resolve(v as T), reject, progress }));
    worker.postMessage({ ...request, id } as CaptureRequest);
    return done;
  };
  return {
    read: async (files, progress) => {
      const v = await ask<ReadValue>({ kind: 'read', files: files.map((f) => ({ name: f.name, file: f.file })) }, (file, read, total) => progress({ file, read, total }));
      return v.files.map((f): LoadedCaptureFile => ({ name: f.name, size: f.size, rows: f.rows, captures: f.captures }));
    },
    remove: async (names) => {
      if (worker) await ask<null>({ kind: 'remove', names: [...names] });
    },
    align: async (scenarioKey, scenario, trace) => {
      if (!worker) return {};
      return ask<AlignValue>({ kind: 'align', scenarioKey, scenario, trace });
    },
    cancel: () => stop(new WalkError(walkMsg('walk.cancelled', {}))),
  };
}
