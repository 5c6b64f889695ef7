// The matrix worker (issue 26): every source against every destination of a document, walked here
// so that a 20,000-cell matrix never blocks the page; the axes come first, then the cells in chunks.
// One request at a time: a new one (or a cancel, which ends the worker) replaces the last.
import '../zod-jitless';
import type { MatrixCell } from '../cluster/matrix/matrix';
import type { Msg } from '../core/message';
import { userProblem, WHAT } from '../io/errors';
import { WalkError } from '../state/walk-messages';
import type { MatrixAxes, MatrixRequest } from '../state/matrix-store';
import { matrixWork } from '../state/matrix-work';

export type MatrixWorkerRequest = MatrixRequest & { id: number };

export type MatrixWorkerReply =
  | { id: number; kind: 'axes'; axes: MatrixAxes }
  | { id: number; kind: 'cells'; start: number; cells: MatrixCell[] }
  | { id: number; kind: 'done' }
  | { id: number; kind: 'failed'; message: string; msg?: Msg };

const post = (r: MatrixWorkerReply) => self.postMessage(r);
let latest = 0;

self.onmessage = (e: MessageEvent<MatrixWorkerRequest>) => {
  const { id, ...r } = e.data;
  latest = id;
  matrixWork(
    r,
    { axes: (axes) => post({ id, kind: 'axes', axes }), cells: (start, cells) => post({ id, kind: 'cells', start, cells }) },
    () => latest !== id,
    // Between chunks, a turn of the event loop: a newer request is read and stops this one.
    () => new Promise((resolve) => setTimeout(resolve, 0)),
  ).then(
    () => post({ id, kind: 'done' }),
    (err: unknown) => {
      // Why the matrix could not be made, as its value; any other exception in a reader's words.
      if (latest === id) post({ id, kind: 'failed', ...(err instanceof WalkError ? { message: err.message, msg: err.msg } : userProblem(err, WHAT.matrix)) });
    },
  );
};
