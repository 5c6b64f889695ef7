// The matrix store's computer in the app: the matrix worker (src/workers/matrix.ts). Cancel ends the
// worker (the next matrix starts a new one); a worker that fails rejects what was asked of it. The
// chunks that arrive are handed to the store at most every FLUSH_MS (400 ms) (one render of the grid and the
// counts per batch, not per message), so that the page keeps its frames while 20,000 cells come in.
import type { MatrixCell } from '../../cluster/matrix/matrix';
import type { MatrixComputer } from '../../state/matrix-store';
import type { MatrixWorkerReply, MatrixWorkerRequest } from '../../workers/matrix';
import { WalkError, walkMsg } from '../../state/walk-messages';

const FLUSH_MS = 400;

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
            stop(new WalkError(walkMsg('walk.matrixWorkerStopped', {})));
          };
        }
        // Contiguous chunks held until the next flush: [start, cells].
        let held: { start: number; cells: MatrixCell[] } | undefined;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const flush = () => {
          if (timer) clearTimeout(timer);
          timer = undefined;
          if (held) sink.cells(held.start, held.cells);
          held = undefined;
        };
        worker.onmessage = (e: MessageEvent<MatrixWorkerReply>) => {
          const m = e.data;
          if (m.id !== pending?.id) return;
          if (m.kind === 'axes') sink.axes(m.axes);
          else if (m.kind === 'cells') {
            if (held && held.start + held.cells.length !== m.start) flush();
            if (held) for (const c of m.cells) held.cells.push(c);
            else held = { start: m.start, cells: m.cells };
            timer ??= setTimeout(flush, FLUSH_MS);
          } else {
            flush();
            pending = undefined;
            if (m.kind === 'done') resolve();
            else reject(m.msg ? new WalkError(m.msg, m.message) : new Error(m.message));
          }
        };
        worker.postMessage({ ...r, id } satisfies MatrixWorkerRequest);
      }),
    cancel: () => stop(new WalkError(walkMsg('walk.cancelled', {}))),
  };
}
