// The user's pktmon capture in Trace mode (issue 25 item 3): the files they loaded, read by a
// CaptureReader, and the alignment of the trace on screen with them, asked again whenever the trace
// (its probe or its scenario) or the files change. The reader holds the parsed capture: in the app a
// Web Worker (src/workers/capture.ts: a big etl2txt streamed, with progress and cancel; the page
// gets back only file rows and the alignment, so it never blocks on a million events); in tests and
// until the UI sets one, the in-process reader of capture-work.ts (a lazy chunk, files up to
// MAX_CAPTURE_BYTES). Nothing here throws: a file that cannot be read keeps its rows, a walk the
// capture cannot be aligned with says why, and the scenario and its trace are never touched.
import { createStore } from 'zustand/vanilla';
import type { Scenario } from '../cluster/scenario/schema';
import type { Trace } from '../core/trace/trace';
import type { Msg } from '../core/message';
import { WalkError } from './walk-messages';
import type { AlignPair, Alignment } from '../io/align/align';
import type { FileSummary } from '../io/import';
import type { PlayerState } from './player-store';

/** 20 MB: above it the in-process reader refuses a file (the worker streams it; the CLI reads it: `npm run align`). */
export const MAX_CAPTURE_BYTES = 20 * 1024 * 1024;

export interface LoadedCaptureFile {
  /** The name the user's file had. */
  name: string;
  size: number;
  /** What the importer said of it (a zip: one row per member). */
  rows: FileSummary[];
  /** How many captures (pktmon files) it held. */
  captures: number;
  /** Not read: too big for this reader, or the reader failed on it (its message). */
  refused?: { kind: 'tooBig' } | { kind: 'failed'; message: string; msg?: Msg };
}

export interface DerivedAlignment {
  alignment?: Alignment;
  /** The walk could not be made or aligned (a message from the walk). */
  error?: string;
  /** `error` as a value (the UI says it in its language). */
  errorMsg?: Msg;
  /** The capture's flow used another source port than the walk: walk again with it. */
  otherSrcPort?: { captured: number; probe: number };
  /** The trace it was derived from. */
  trace: Trace;
}

export interface CaptureProgress {
  file: string;
  read: number;
  total: number;
}

/** Who reads the files and aligns: the capture worker in the app, in-process in tests. */
export interface CaptureReader {
  read(files: readonly { name: string; file: Blob }[], progress: (p: CaptureProgress) => void): Promise<LoadedCaptureFile[]>;
  remove(names: readonly string[]): Promise<void>;
  /** `key` names the scenario, so that the reader builds its world once per scenario. */
  align(key: string, scenario: Scenario, trace: Trace): Promise<Omit<DerivedAlignment, 'trace'>>;
  /** Stops what it is doing; everything it held is gone. */
  cancel(): void;
}

export interface CaptureState {
  files: LoadedCaptureFile[];
  /** Some file holds a capture. */
  hasCapture: boolean;
  derived?: DerivedAlignment;
  /** Files are being read; with the bytes read of the file being read, when the reader says. */
  reading: boolean;
  progress?: CaptureProgress;
}

export interface CaptureActions {
  /** Reads the files; a file named like one already loaded replaces it. */
  load(inputs: readonly { name: string; file: Blob }[]): Promise<void>;
  remove(name: string): Promise<void>;
  clear(): Promise<void>;
  /** Stops a read under way; the files read before it are gone too (the reader lost them). */
  cancel(): void;
  setReader(reader: CaptureReader): void;
}

/** The in-process reader: the importer and the aligner in a chunk of their own, fetched with the first file. */
function inProcessReader(): CaptureReader {
  let work: Promise<typeof import('./capture-work')> | undefined;
  let local: Awaited<ReturnType<typeof import('./capture-work')['localReader']>> | undefined;
  const get = async () => {
    work ??= import('./capture-work');
    local ??= (await work).localReader();
    return local;
  };
  return {
    read: async (files, progress) => (await get()).read(files, progress),
    remove: async (names) => (await get()).remove(names),
    align: async (key, scenario, trace) => (await get()).align(key, scenario, trace),
    cancel: () => local?.cancel(),
  };
}

const keys = new WeakMap<Scenario, string>();
let nextKey = 0;
const keyOf = (s: Scenario) => {
  let k = keys.get(s);
  if (!k) keys.set(s, (k = `s${++nextKey}`));
  return k;
};

/** The store; it follows the player (the trace on screen) to keep the alignment current. */
export function createCaptureStore(player: { getState(): PlayerState; subscribe(l: (s: PlayerState, prev: PlayerState) => void): () => void }) {
  let reader: CaptureReader = inProcessReader();
  /** Asks for the alignment of the trace on screen; an answer for a trace no longer shown is dropped. */
  const derive = async (): Promise<void> => {
    const { scenario, result } = player.getState();
    if (!store.getState().hasCapture || !scenario || !result) return void store.setState({ derived: undefined });
    const trace = result.trace;
    let d: DerivedAlignment;
    try {
      d = { ...(await reader.align(keyOf(scenario), scenario, trace)), trace };
    } catch (e) {
      d = { trace, error: e instanceof Error ? e.message : String(e), ...(e instanceof WalkError && { errorMsg: e.msg }) };
    }
    if (player.getState().result?.trace === trace) store.setState({ derived: d });
  };
  const setFiles = async (files: LoadedCaptureFile[]) => {
    store.setState({ files, hasCapture: files.some((f) => f.captures > 0), reading: false, progress: undefined });
    await derive();
  };
  const store = createStore<CaptureState & CaptureActions>()((set, get) => ({
    files: [],
    hasCapture: false,
    derived: undefined,
    reading: false,
    load: async (inputs) => {
      set({ reading: true, progress: undefined });
      let read: LoadedCaptureFile[];
      try {
        read = await reader.read(inputs, (progress) => set({ progress }));
      } catch {
        // Cancelled, or the reader stopped: what it held is gone with it.
        return setFiles([]);
      }
      const names = new Set(read.map((f) => f.name));
      await setFiles([...get().files.filter((f) => !names.has(f.name)), ...read]);
    },
    remove: async (name) => {
      await reader.remove([name]).catch(() => undefined);
      await setFiles(get().files.filter((f) => f.name !== name));
    },
    clear: async () => {
      await reader.remove(get().files.map((f) => f.name)).catch(() => undefined);
      await setFiles([]);
    },
    cancel: () => reader.cancel(),
    setReader: (r) => {
      reader.cancel();
      reader = r;
      set({ files: [], hasCapture: false, derived: undefined, reading: false, progress: undefined });
    },
  }));
  // Another probe, an edit of the scenario (retrace), a cleared player: align again.
  player.subscribe((s, prev) => {
    if (s.result !== prev.result || s.scenario !== prev.scenario) void derive();
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
