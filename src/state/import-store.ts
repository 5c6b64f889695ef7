// The Import mode's session: the files the user gave (their bytes are kept, so that a redacted
// export or a second replay needs nothing read again), what the importer made of each, and the
// replay built from them. A file that cannot be read only marks its own row: the importer reads
// every file on its own, so a bad file changes nothing else.
import { createStore } from 'zustand/vanilla';
import type { ProbeSpec } from '../cluster/scenario/schema';
import type { FileSummary, ImportInput } from '../io/import';
import type { AfterResult, AfterRole } from './compare-walk';
import { CANCELLED, failureMsg, failureOf, inProcess, mergeReads, newKey, NOTHING_READ, type FileRead, type HeldFile, type ImportJob, type Importer, type ImportProgress, type Job, type ReadSummary, type ReplayReceived } from './importer';
import type { ProbeHint, ReplayOutcome } from './replay-outcome';
import type { App } from './app';
import { rememberReplay } from './replay-checks';
import type { Msg } from '../core/message';
import { WHAT } from '../io/errors';
import { readMsg, readText } from './read-messages';

export { probeHints, type Needs, type ProbeHint, type ReplayOutcome } from './replay-outcome';

export interface ImportState {
  /** The files as given, in order; a file given again under the same name replaces the earlier one. */
  inputs: ImportInput[];
  /** Files the browser could not hand over (too large, unreadable): listed with the others. */
  unread: FileSummary[];
  /** What was read: the summary rows and which files made a model (the models stay with the importer). */
  imported: ReadSummary;
  /** The last replay's outcome. */
  outcome?: ReplayOutcome;
  /** The files whose content the last replay was built from. */
  replayedFrom: ImportInput[];
  /** Files that add to a node were added, changed or removed since the replay: it no longer stands for them. */
  stale: boolean;
  /** Files being read off the main thread, and where the reading is. */
  reading?: ImportProgress;
  /** Said once after a read was cancelled or failed (which files were left out). */
  readNotice?: string;
  /** The same as a value (state/read-messages.ts). */
  readNoticeMsg?: Msg;
  /** A replay is being built (off the main thread in the app). */
  replaying: boolean;
  /** How much of the replayed node has come from the worker (a big node comes in parts). */
  received?: ReplayReceived;
}

export interface ImportActions {
  add(inputs: readonly ImportInput[], unread?: readonly FileSummary[]): void;
  /** Removes files given by the user (a zip with all its members, a folder's files). */
  remove(names: readonly string[]): void;
  clear(): void;
  /** Stops reading the files being added (they are left out of the session) and the replay being built. */
  cancel(): void;
  /** Reads files with this importer from now on (the app gives a Web Worker). */
  setImporter(importer: Importer): void;
  /**
   * Builds the scenario and, when it can be built, loads it and opens the node; otherwise nothing
   * changes. Resolves to undefined when cancelled, or overtaken by a newer replay or a clear.
   */
  replay(): Promise<ReplayOutcome | undefined>;
  /** A second set of files rebuilt like the replayed ones, and `probes` walked in both; `role` 'before' when the set was taken before the replayed one. */
  compareAfter(inputs: readonly ImportInput[], probes: ProbeSpec[], role?: AfterRole): Promise<AfterResult>;
  /** Walks a hinted probe in the current scenario and plays it. */
  send(hint: ProbeHint): void;
}

export type ImportStore = ReturnType<typeof createImportStore>;

/** The stores the import session drives. */
export type ImportDeps = Pick<App, 'scenario' | 'player' | 'playhead' | 'ui'>;

/** Rows of the summary that belong to a file the user gave (a zip's members are `zip!member`). */
export const belongsTo = (row: string, input: string): boolean => row === input || row.startsWith(`${input}!`);


/** The files whose content made it into a model: only they change what a replay builds (a broken or foreign file does not). */
function contributing(inputs: readonly ImportInput[], imported: ReadSummary): ImportInput[] {
  return inputs.filter((i) => imported.models.some((m) => belongsTo(m.file, i.name)));
}

const sameFiles = (a: readonly ImportInput[], b: readonly ImportInput[]) => a.length === b.length && a.every((x) => b.includes(x));

export { canReplay } from './importer';

export function createImportStore(app: ImportDeps) {
  // Each file's summary, by the input object (adding a file reads only that file), and the
  // importer that holds its models.
  const results = new Map<ImportInput, { read: FileRead; by: Importer }>();
  const local = inProcess();
  let importer: Importer | undefined;
  const jobs = new Set<ImportJob>();
  // The replay being built, and a count that lets a newer replay (or a clear) overtake it.
  let replayJob: Job<ReplayOutcome> | undefined;
  let replays = 0;
  // The key the last replay's scenario is kept under by the importer that built it.
  let replayed: { key: number; by: Importer } | undefined;
  /** Lets the importers go of the models of files the session no longer holds. */
  const release = (keep: readonly ImportInput[]) => {
    for (const [input, { read, by }] of results) {
      if (keep.includes(input)) continue;
      results.delete(input);
      by.forget([read.key]);
      // A file read here (before the worker came) is read again by the worker when replayed, and
      // kept there under the same key.
      if (importer && importer !== by) importer.forget([read.key]);
    }
  };
  const forgetReplay = () => {
    replayed?.by.forget([replayed.key]);
    replayed = undefined;
  };
  return createStore<ImportState & ImportActions>()((set, get) => {
    const reimport = (inputs: ImportInput[], unread: FileSummary[]) => {
      release(inputs);
      const imported = mergeReads(inputs.map((i) => results.get(i)?.read ?? NOTHING_READ));
      set({ inputs, unread, imported, stale: !!get().outcome && !sameFiles(contributing(inputs, imported), get().replayedFrom) });
    };
    const addRead = (added: readonly ImportInput[], unread: readonly FileSummary[]) => {
      const names = new Set([...added.map((i) => i.name), ...unread.map((u) => u.file)]);
      reimport(
        [...get().inputs.filter((i) => !names.has(i.name)), ...added],
        [...get().unread.filter((u) => !names.has(u.file)), ...unread],
      );
    };
    return {
      inputs: [],
      unread: [],
      imported: NOTHING_READ,
      outcome: undefined,
      replayedFrom: [],
      stale: false,
      replaying: false,
      add: (added, unread = []) => {
        const fresh = added.filter((i) => !results.has(i));
        if (!importer || fresh.length === 0) {
          local.readNow(fresh).forEach((read, k) => results.set(fresh[k]!, { read, by: local }));
          return addRead(added, unread);
        }
        const by = importer;
        // Batches queue in the worker; each one joins the session when it is read.
        const current = importer.read(fresh, (reading) => set({ reading }));
        jobs.add(current);
        set({ reading: { file: fresh[0]!.name, done: 0, count: fresh.length }, readNotice: undefined, readNoticeMsg: undefined });
        const settle = () => {
          jobs.delete(current);
          if (jobs.size === 0) set({ reading: undefined });
        };
        current.results.then(
          (read) => {
            settle();
            fresh.forEach((i, k) => results.set(i, { read: read[k] ?? { key: newKey(), ...NOTHING_READ }, by }));
            addRead(added, unread);
          },
          (e: unknown) => {
            settle();
            const names = fresh.map((i) => i.name).join(', ');
            const m = e instanceof Error && e.message === CANCELLED ? readMsg('read.cancelled', { names }) : readMsg('read.leftOut', { why: failureMsg(e, names) ?? failureOf(e, names) });
            set({ readNotice: readText(m), readNoticeMsg: m });
          },
        );
      },
      cancel: () => {
        [...jobs].forEach((j) => j.cancel());
        replayJob?.cancel();
      },
      setImporter: (i) => {
        importer = i;
      },
      remove: (names) =>
        reimport(
          get().inputs.filter((i) => !names.includes(i.name)),
          get().unread.filter((u) => !names.includes(u.file)),
        ),
      clear: () => {
        [...jobs].forEach((j) => j.cancel());
        replayJob?.cancel();
        replays++;
        release([]);
        forgetReplay();
        set({ inputs: [], unread: [], imported: NOTHING_READ, outcome: undefined, replayedFrom: [], stale: false, reading: undefined, readNotice: undefined, readNoticeMsg: undefined, replaying: false, received: undefined });
      },
      replay: async () => {
        const { imported, inputs } = get();
        const from = contributing(inputs, imported);
        const mine = ++replays;
        const by = importer ?? local;
        const files: HeldFile[] = inputs.flatMap((input) => {
          const r = results.get(input);
          return r ? [{ input, read: r.read }] : [];
        });
        const key = newKey();
        // Said in steps of 5 % of the node received (a part is a thousand rules): each change is a render.
        const step = (r: ReplayReceived) => Math.floor((20 * r.done) / r.count);
        const job = by.replay(files, key, (received) => {
          const was = get().received;
          if (mine === replays && (!was || step(received) !== step(was))) set({ received });
        });
        replayJob = job;
        set({ replaying: true, received: undefined });
        let outcome: ReplayOutcome;
        try {
          outcome = await job.results;
        } catch (e) {
          if (mine !== replays) return undefined;
          const cancelled = e instanceof Error && e.message === CANCELLED;
          const m = cancelled ? readMsg('read.replayCancelled', {}) : undefined;
          set({ replaying: false, received: undefined, readNotice: m && readText(m), readNoticeMsg: m });
          if (cancelled) return undefined;
          const why = failureMsg(e, WHAT.nodeFiles);
          outcome = { ok: false, error: failureOf(e, WHAT.nodeFiles), ...(why && { errorMsg: why }), report: { sources: [], missing: [], assumed: [], missingMsgs: [], assumedMsgs: [], needs: [] } };
        }
        if (mine !== replays) {
          by.forget([key]);
          return undefined;
        }
        replayJob = undefined;
        if (outcome.ok) {
          forgetReplay();
          replayed = { key, by };
          rememberReplay(outcome.scenario, outcome.report);
          app.scenario.getState().load(outcome.scenario, { kind: 'import', files: from.map((i) => i.name) }, 'replay the imported node');
          app.player.getState().clear();
          app.ui.getState().select(undefined);
          app.ui.getState().open(outcome.node ? { kind: 'node', node: outcome.node } : { kind: 'cluster' });
        }
        // Files added or removed while it was built: the replay stands for the files it was built from.
        set({ outcome, replayedFrom: from, stale: !sameFiles(contributing(get().inputs, get().imported), from), replaying: false, received: undefined });
        return outcome;
      },
      compareAfter: async (inputs, probes, role) => {
        const outcome = get().outcome;
        if (!outcome?.ok) return { error: readText(readMsg('read.replayFirst', {})), errorMsg: readMsg('read.replayFirst', {}) };
        try {
          // The importer that built the replay may still hold its scenario: then only its key is sent.
          const by = importer ?? local;
          const before = { key: replayed && replayed.by === by ? replayed.key : newKey(), scenario: outcome.scenario };
          return await by.compareAfter(before, inputs, probes, role).results;
        } catch (e) {
          const why = failureMsg(e, WHAT.after);
          return { error: failureOf(e, WHAT.after), ...(why && { errorMsg: why }) };
        }
      },
      send: (hint) => {
        // The current document, not the replayed one: the user may have edited it since.
        app.player.getState().show(app.scenario.getState().scenario, hint.probe, 'adhoc');
        app.playhead.getState().play();
      },
    };
  });
}

const stores = new WeakMap<ImportDeps, ImportStore>();

/** The app's import session, made on first use (the app's own stores are made in app.ts). */
export function importStoreOf(app: ImportDeps): ImportStore {
  let store = stores.get(app);
  if (!store) {
    store = createImportStore(app);
    stores.set(app, store);
  }
  return store;
}
