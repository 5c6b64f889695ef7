// The user's pktmon capture in Trace mode (issue 25 item 3): the files they loaded, read with the
// importer and merged into one capture, and the alignment of the trace on screen with it, derived
// again whenever the trace (its probe or its scenario) or the files change. Nothing here throws: a
// file that cannot be read keeps its rows (errors and warnings), a walk the capture cannot be
// aligned with says why, and the scenario and its trace are never touched.
//
// Files are parsed on the main thread, up to MAX_CAPTURE_BYTES each: acceptable for a capture of
// one probe's flow. The next step is the import worker's path (src/workers/import.ts), streamed,
// with progress and cancel, as Import mode reads dumps; until then a larger file is refused and the
// user is pointed at `npm run align`.
// The importer and the aligner are a chunk of their own (capture-work.ts), fetched with the first
// file: the first load of the page carries none of them.
import { createStore } from 'zustand/vanilla';
import type { Trace } from '../core/trace/trace';
import type { AlignPair, Alignment } from '../io/align/align';
import type { CaptureFile, MergedCapture } from '../io/align/merge';
import type { FileSummary } from '../io/import';
import type { PlayerState } from './player-store';

/** 20 MB: above it a file is refused here (the CLI reads it: `npm run align`). */
export const MAX_CAPTURE_BYTES = 20 * 1024 * 1024;

export interface LoadedCaptureFile {
  /** The name the user's file had. */
  name: string;
  size: number;
  /** What the importer said of it (a zip: one row per member). */
  rows: FileSummary[];
  captures: CaptureFile[];
  /** Not read: too big for the page, or the importer failed on it (its message). */
  refused?: { kind: 'tooBig' } | { kind: 'failed'; message: string };
}

export interface DerivedAlignment {
  alignment?: Alignment;
  /** The walk could not be made or aligned (a message from the walk). */
  error?: string;
  /** The capture's flow used another source port than the walk: walk again with it. */
  otherSrcPort?: { captured: number; probe: number };
  /** The trace it was derived from. */
  trace: Trace;
}

export interface CaptureState {
  files: LoadedCaptureFile[];
  /** All the files' captures as one; undefined when no file holds a capture. */
  merged?: MergedCapture;
  derived?: DerivedAlignment;
  /** Files are being read. */
  reading: boolean;
}

export interface CaptureActions {
  /** Reads the files; a file named like one already loaded replaces it. */
  load(inputs: readonly { name: string; bytes: Uint8Array }[]): Promise<void>;
  remove(name: string): void;
  clear(): void;
}

/** The store; it follows the player (the trace on screen) to keep the alignment current. */
export function createCaptureStore(player: { getState(): PlayerState; subscribe(l: (s: PlayerState, prev: PlayerState) => void): () => void }) {
  let work: typeof import('./capture-work') | undefined;
  const derive = (merged: MergedCapture | undefined): DerivedAlignment | undefined => {
    const { scenario, result } = player.getState();
    return work && merged && scenario && result ? work.deriveAlignment(scenario, result.trace, merged) : undefined;
  };
  const store = createStore<CaptureState & CaptureActions>()((set, get) => {
    const setFiles = (files: LoadedCaptureFile[]) => {
      const merged = work?.mergedOf(files);
      set({ files, merged, derived: derive(merged), reading: false });
    };
    return {
      files: [],
      merged: undefined,
      derived: undefined,
      reading: false,
      load: async (inputs) => {
        set({ reading: true });
        try {
          work ??= await import('./capture-work');
        } catch {
          // The chunk did not come (offline): nothing is read, and a later try fetches it again.
          set({ reading: false });
          return;
        }
        const w = work;
        const read = inputs.map((i) => w.readCaptureFile(i.name, i.bytes));
        const names = new Set(read.map((f) => f.name));
        setFiles([...get().files.filter((f) => !names.has(f.name)), ...read]);
      },
      remove: (name) => setFiles(get().files.filter((f) => f.name !== name)),
      clear: () => setFiles([]),
    };
  });
  // Another probe, an edit of the scenario (retrace), a cleared player: align again.
  player.subscribe((s, prev) => {
    if (s.result === prev.result && s.scenario === prev.scenario) return;
    const merged = store.getState().merged;
    if (merged) store.setState({ derived: derive(merged) });
  });
  return store;
}

export type CaptureStore = ReturnType<typeof createCaptureStore>;

export type StepMark = 'agree' | 'contradict' | 'part' | 'none';

/** The parting pair: the first the node contradicts. */
export const partingPair = (a: Pick<Alignment, 'pairs'> | undefined): AlignPair | undefined => a?.pairs.find((p) => p.agree === false);

/** Each step a pair covers, marked by what the node said there; the parting pair's first step is `part`. */
export function stepMarks(a: Alignment | undefined): Map<number, { mark: StepMark; pair: AlignPair }> {
  const out = new Map<number, { mark: StepMark; pair: AlignPair }>();
  if (!a || a.refused) return out;
  const part = partingPair(a);
  for (const pair of a.pairs) {
    const [first, last] = pair.steps;
    for (let s = first; s <= last; s++) {
      if (out.has(s)) continue;
      const mark: StepMark = pair === part && s === pair.step ? 'part' : pair.agree === true ? 'agree' : pair.agree === false ? 'contradict' : 'none';
      out.set(s, { mark, pair });
    }
  }
  return out;
}
