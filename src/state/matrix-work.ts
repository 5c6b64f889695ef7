// The matrix's walk, cell by cell, for the matrix worker (src/workers/matrix.ts) and the in-process
// computer of tests: the axes first, then the cells in chunks (every ~150 ms of walking or 2,000
// cells), so that the page shows progress and the first rows while the rest are walked.
import { matrixAxes, matrixWalker, type MatrixCell, type MatrixOptions } from '../cluster/matrix/matrix';
import { simulate } from '../cluster/simulation';
import { userMsg, WHAT } from '../io/errors';
import { WalkError, walkFailure, walkMsg } from './walk-messages';
import { matrixDeadEnd } from '../io/replay';
import type { MatrixRequest, MatrixSink } from './matrix-store';

const CHUNK_MS = 150;
const CHUNK_CELLS = 2000;

/** Walks every cell; `stopped` is asked between cells (a cancel ends the walk). */
export async function matrixWork(r: MatrixRequest, sink: MatrixSink, stopped: () => boolean = () => false, yieldEvery: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  let sim;
  try {
    sim = simulate(r.scenario);
  } catch (e) {
    throw new WalkError(walkMsg('walk.cannotSimulate', { why: userMsg(e, WHAT.scenario) }), undefined, { cause: e });
  }
  const report = r.needs ? { sources: [], missing: [], assumed: [], missingMsgs: [], assumedMsgs: [], needs: r.needs as never[] } : undefined;
  const opts: MatrixOptions = {
    ...(r.protocol ? { protocol: r.protocol } : {}),
    ...(report ? { deadEnd: matrixDeadEnd(report) } : {}),
  };
  const { sources, destinations } = matrixAxes(sim, opts);
  sink.axes({ sources, destinations });
  const cellOf = matrixWalker(sim, opts);
  let chunk: MatrixCell[] = [];
  let start = 0;
  let since = performance.now();
  const flush = () => {
    if (chunk.length) sink.cells(start, chunk);
    start += chunk.length;
    chunk = [];
    since = performance.now();
  };
  for (const s of sources)
    for (const d of destinations) {
      if (stopped()) throw new WalkError(walkMsg('walk.cancelled', {}));
      let cell: MatrixCell;
      try {
        cell = cellOf(s.ref, d);
      } catch (e) {
        const failed = walkFailure(walkMsg('walk.failed', { why: userMsg(e, WHAT.scenario) }));
        cell = { from: s.ref, to: d.ref, protocol: d.protocol, outcome: 'unknown', reason: null, why: failed.message, whyMsg: failed.msg };
      }
      chunk.push(cell);
      if (chunk.length >= CHUNK_CELLS || performance.now() - since >= CHUNK_MS) {
        flush();
        await yieldEvery();
      }
    }
  flush();
}
