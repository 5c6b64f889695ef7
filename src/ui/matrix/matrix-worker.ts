// The matrix store's computer in the app: the matrix worker (src/workers/matrix.ts). Cancel ends the
// worker (the next matrix starts a new one); a worker that fails rejects what was asked of it.
import type { MatrixComputer } from '../../state/matrix-store';
import type { MatrixWorkerReply, MatrixWorkerRequest } from '../../workers/matrix';

export function workerMatrixComputer(): MatrixComputer {
  let worker: Worker | undefined;
  let seq = 0;
  let pending: { id: number; reject(e: Error): void } | undefined;
  const stop = (why: Error) => {
    worker?.terminate();
    worker = undefined;
    pending?.reject(why);
    pending = undefined;
  };
  return {
    compute: (r, sink) =>
      new Promise<void>((resolve, reject) => {
        pending?.reject(new Error('replaced'));
        const id = ++seq;
        pending = { id, reject };
        if (!worker) {
          worker = new Worker(new URL('../../workers/matrix.ts', import.meta.url), { type: 'module' });
          worker.onerror = (e) => {
            e.preventDefault();
            stop(new Error('the matrix worker stopped unexpectedly'));
          };
        }
        worker.onmessage = (e: MessageEvent<MatrixWorkerReply>) => {
          const m = e.data;
          if (m.id !== pending?.id) return;
          if (m.kind === 'axes') sink.axes(m.axes);
          else if (m.kind === 'cells') sink.cells(m.start, m.cells);
          else {
            pending = undefined;
            if (m.kind === 'done') resolve();
            else reject(new Error(m.message));
          }
        };
        worker.postMessage({ ...r, id } satisfies MatrixWorkerRequest);
      }),
    cancel: () => stop(new Error('cancelled')),
  };
}
