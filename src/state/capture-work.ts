// The capture store's in-process reader (capture-store.ts), a chunk fetched with the first file:
// the importer reads each file whole (up to MAX_CAPTURE_BYTES), the aligner lines the walk up with
// the merged capture. What the capture worker does, on the page: for tests, and a page without
// workers. Nothing here throws.
import type { Scenario } from '../cluster/scenario/schema';
import type { Trace } from '../core/trace/trace';
import { mergeCaptures, type CaptureFile, type MergedCapture } from '../io/align/merge';
import { alignShown } from '../io/align/session';
import { userProblem, WHAT } from '../io/errors';
import { walkFailure, walkMsg } from './walk-messages';
import { importFiles } from '../io/import';
import { MAX_CAPTURE_BYTES, type DerivedAlignment, type LoadedCaptureFile } from './capture-store';
import { simulationOf } from './simulation';

/** One file's bytes through the importer. */
export function readCaptureFile(name: string, bytes: Uint8Array): { file: LoadedCaptureFile; captures: CaptureFile[] } {
  const size = bytes.byteLength;
  if (size > MAX_CAPTURE_BYTES) return { file: { name, size, rows: [], captures: 0, refused: { kind: 'tooBig' } }, captures: [] };
  try {
    const r = importFiles([{ name, bytes }]);
    const captures = r.captures.map((c) => ({ file: c.file, capture: c.model }));
    return { file: { name, size, rows: r.files, captures: captures.length }, captures };
  } catch (e) {
    return { file: { name, size, rows: [], captures: 0, refused: { kind: 'failed', ...userProblem(e, name) } }, captures: [] };
  }
}

/** The alignment of a trace walked in `scenario` with the capture, as the app shows it. */
export function deriveAlignment(scenario: Scenario, trace: Trace, capture: MergedCapture): Omit<DerivedAlignment, 'trace'> {
  const sim = simulationOf(scenario);
  if (sim instanceof Error) {
    const f = walkFailure(walkMsg('walk.cannotSimulate', { why: sim.message }));
    return { error: f.message, errorMsg: f.msg };
  }
  try {
    return alignShown(sim.world, trace, capture);
  } catch (e) {
    const p = userProblem(e, WHAT.capture);
    return { error: p.message, errorMsg: p.msg };
  }
}

/** The reader's state on the page: the files' captures, merged when asked. */
export function localReader() {
  const held = new Map<string, CaptureFile[]>();
  const merged = (): MergedCapture | undefined => {
    const all = [...held.values()].flat();
    return all.length ? mergeCaptures(all) : undefined;
  };
  return {
    read: async (files: readonly { name: string; file: Blob }[], progress: (p: { file: string; read: number; total: number }) => void): Promise<LoadedCaptureFile[]> => {
      const out: LoadedCaptureFile[] = [];
      for (const f of files) {
        if (f.file.size > MAX_CAPTURE_BYTES) {
          out.push({ name: f.name, size: f.file.size, rows: [], captures: 0, refused: { kind: 'tooBig' } });
          continue;
        }
        const r = readCaptureFile(f.name, new Uint8Array(await f.file.arrayBuffer()));
        held.set(f.name, r.captures);
        progress({ file: f.name, read: f.file.size, total: f.file.size });
        out.push(r.file);
      }
      return out;
    },
    remove: async (names: readonly string[]) => {
      for (const n of names) held.delete(n);
    },
    align: async (_key: string, scenario: Scenario, trace: Trace): Promise<Omit<DerivedAlignment, 'trace'>> => {
      const m = merged();
      return m ? deriveAlignment(scenario, trace, m) : {};
    },
    cancel: () => held.clear(),
  };
}
