// The reachability matrix on screen (issue 26, the UI half): every source against every destination
// of the document, computed by a MatrixComputer (in the app the matrix worker, src/workers/matrix.ts:
// the page never walks 20,000 cells itself; in tests the in-process one below), whose cells arrive in
// chunks. The store keeps them in one flat array (row-major, source × destination) and a version the
// grid reads, so a chunk costs the page one render of what is in view, not a copy of every cell.
// The view's choices (protocol, failing cells only, grouping, the cell under the pointer) live here
// too; what the grid shows is derived by the pure functions after the store.
import { cellFails } from '../cluster/matrix/cell-fixes';
import { createStore } from 'zustand/vanilla';
import type { MatrixCell, MatrixDestination, MatrixSource } from '../cluster/matrix/matrix';
import type { Scenario } from '../cluster/scenario/schema';
import type { Protocol } from '../core/net/protocol';
import type { Place, Trace } from '../core/trace/trace';
import type { Msg } from '../core/message';
import { WalkError, walkFailure, walkMsg } from './walk-messages';

export interface MatrixAxes {
  sources: MatrixSource[];
  destinations: MatrixDestination[];
}

export interface MatrixRequest {
  scenario: Scenario;
  protocol?: Protocol;
  /** A replay's needs (io/replay ReplayReport): a destination whose evidence is missing is an unknown cell. */
  needs?: unknown[];
}

export interface MatrixSink {
  axes(a: MatrixAxes): void;
  /** Cells from `start` (flat index, row-major) on. */
  cells(start: number, cells: MatrixCell[]): void;
}

/** Who walks the cells: the matrix worker in the app, in-process in tests. */
export interface MatrixComputer {
  /** Resolves when every cell has been given to the sink; rejects with the reason it could not. */
  compute(r: MatrixRequest, sink: MatrixSink): Promise<void>;
  /** Stops what it is doing (the promise rejects). */
  cancel(): void;
}

export type MatrixGrouping = 'none' | 'namespace' | 'node';

export interface MatrixState {
  status: 'idle' | 'computing' | 'done' | 'failed';
  /** The document and protocol the cells belong to. */
  scenario?: Scenario;
  protocol?: Protocol;
  sources: MatrixSource[];
  destinations: MatrixDestination[];
  /** Row-major: cells[s * destinations.length + d]; undefined until its chunk came. */
  cells: (MatrixCell | undefined)[];
  received: number;
  /** Counted as cells arrive (a chunk costs the page its own cells, not a pass over all 20,000): the
   * failing cells, those whose probe's expect does not hold, and the failing cells of each row and column. */
  tally: MatrixTally;
  /** Bumped on every chunk (the grid renders again). */
  version: number;
  error?: string;
  /** `error` as a value (the UI says it in its language). */
  errorMsg?: Msg;
  failingOnly: boolean;
  grouping: MatrixGrouping;
  /** The flat index of the cell under the pointer or focus, for the detail. */
  hovered?: number;
}

export interface MatrixTally {
  failing: number;
  mismatch: number;
  rows: Uint32Array;
  cols: Uint32Array;
}

const emptyTally = (rows = 0, cols = 0): MatrixTally => ({ failing: 0, mismatch: 0, rows: new Uint32Array(rows), cols: new Uint32Array(cols) });

export interface MatrixActions {
  /** Computes the matrix of this document (again if asked with a document or protocol it does not hold). */
  compute(r: MatrixRequest, force?: boolean): Promise<void>;
  cancel(): void;
  setFailingOnly(on: boolean): void;
  setGrouping(g: MatrixGrouping): void;
  hover(i: number | undefined): void;
  setComputer(c: MatrixComputer): void;
}

export type MatrixStore = ReturnType<typeof createMatrixStore>;

/** The in-process computer: the same walk as the worker, a chunk per source row (tests; no worker). */
export function inProcessComputer(): MatrixComputer {
  let stopped = false;
  return {
    compute: async (r, sink) => {
      stopped = false;
      const { matrixWork } = await import('./matrix-work');
      await matrixWork(r, sink, () => stopped);
    },
    cancel: () => {
      stopped = true;
    },
  };
}

export function createMatrixStore(computer: MatrixComputer = inProcessComputer()) {
  let current = computer;
  let run = 0;
  const store = createStore<MatrixState & MatrixActions>()((set, get) => ({
    status: 'idle',
    sources: [],
    destinations: [],
    cells: [],
    received: 0,
    tally: emptyTally(),
    version: 0,
    failingOnly: false,
    grouping: 'none',
    compute: async (r, force = false) => {
      const s = get();
      if (!force && s.scenario === r.scenario && s.protocol === r.protocol && s.status !== 'failed') return;
      if (s.status === 'computing') current.cancel();
      const mine = ++run;
      set({ status: 'computing', scenario: r.scenario, protocol: r.protocol, sources: [], destinations: [], cells: [], received: 0, tally: emptyTally(), error: undefined, errorMsg: undefined, hovered: undefined, version: get().version + 1 });
      try {
        await current.compute(r, {
          axes: (a) => {
            if (mine !== run) return;
            set({ sources: a.sources, destinations: a.destinations, cells: new Array<MatrixCell | undefined>(a.sources.length * a.destinations.length), tally: emptyTally(a.sources.length, a.destinations.length), version: get().version + 1 });
          },
          cells: (start, cells) => {
            if (mine !== run) return;
            const { cells: all, tally: was, destinations } = get();
            // A new tally object (the counts' readers see the change); its arrays are updated in place.
            const tally = { ...was };
            const D = destinations.length;
            for (let i = 0; i < cells.length; i++) {
              const c = cells[i]!;
              const at = start + i;
              all[at] = c;
              if (failing(c)) {
                tally.failing++;
                tally.rows[Math.floor(at / D)]!++;
                tally.cols[at % D]!++;
              }
              if (c.expect && !c.expect.holds) tally.mismatch++;
            }
            set({ received: get().received + cells.length, tally, version: get().version + 1 });
          },
        });
        if (mine === run) set({ status: 'done' });
      } catch (e) {
        if (mine === run) set({ status: 'failed', error: e instanceof Error ? e.message : String(e), errorMsg: e instanceof WalkError ? e.msg : undefined });
      }
    },
    cancel: () => {
      if (get().status !== 'computing') return;
      run++;
      current.cancel();
      const cancelled = walkFailure(walkMsg('walk.cancelled', {}));
      set({ status: 'failed', error: cancelled.message, errorMsg: cancelled.msg });
    },
    setFailingOnly: (on) => set({ failingOnly: on }),
    setGrouping: (g) => set({ grouping: g }),
    hover: (i) => set({ hovered: i }),
    setComputer: (c) => {
      current = c;
    },
  }));
  return store;
}

const stores = new WeakMap<object, MatrixStore>();

/** One matrix store per app (created when the Matrix first opens). */
export function matrixStoreOf(app: object, computer?: () => MatrixComputer): MatrixStore {
  let s = stores.get(app);
  if (!s) {
    s = createMatrixStore(computer?.());
    stores.set(app, s);
  }
  return s;
}

// ——— What the grid shows ———

/** A cell that is not a plain pass: dropped, rejected, unknown, its reply lost, or a probe's expect that does not hold. */
export const failing = (c: MatrixCell | undefined): boolean => !!c && cellFails(c);

export type Line<T> = { kind: 'group'; label: string; count: number } | { kind: 'item'; index: number; item: T; group: string };

/** The group of a source or destination: its namespace, its node, or "" (outside hosts, the cluster). */
export function groupOf(x: MatrixSource | MatrixDestination, by: MatrixGrouping): string {
  if (by === 'namespace') return x.namespace ?? '';
  if (by === 'node') return x.node ?? '';
  return '';
}

/**
 * The rows (or columns) in order: with a grouping, a heading line before each group (groups in
 * first-seen order, "" last), items in their own order within it; `keep` filters items.
 */
export function linesOf<T extends MatrixSource | MatrixDestination>(items: readonly T[], by: MatrixGrouping, keep: (i: number) => boolean = () => true): Line<T>[] {
  const kept = items.map((item, index) => ({ item, index })).filter((x) => keep(x.index));
  if (by === 'none') return kept.map(({ item, index }) => ({ kind: 'item', index, item, group: '' }));
  const groups = new Map<string, { item: T; index: number }[]>();
  for (const x of kept) {
    const g = groupOf(x.item, by);
    let list = groups.get(g);
    if (!list) groups.set(g, (list = []));
    list.push(x);
  }
  const order = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : 0));
  return order.flatMap((g) => [{ kind: 'group' as const, label: g, count: groups.get(g)!.length }, ...groups.get(g)!.map(({ item, index }) => ({ kind: 'item' as const, index, item, group: g }))]);
}

/** With "failing cells only": the rows and columns that hold a failing cell (all of them otherwise);
 * from the store's tally when it has one (no pass over the cells). */
export function visibleAxes(s: Pick<MatrixState, 'sources' | 'destinations' | 'cells' | 'failingOnly'> & { tally?: MatrixTally }): { rows: (i: number) => boolean; cols: (i: number) => boolean; failing: number } {
  const t = s.tally;
  if (t && t.rows.length === s.sources.length && t.cols.length === s.destinations.length) {
    if (!s.failingOnly) return { rows: () => true, cols: () => true, failing: t.failing };
    return { rows: (i) => t.rows[i]! > 0, cols: (i) => t.cols[i]! > 0, failing: t.failing };
  }
  const D = s.destinations.length;
  const rows = new Uint8Array(s.sources.length);
  const cols = new Uint8Array(D);
  let n = 0;
  for (let i = 0; i < s.cells.length; i++)
    if (failing(s.cells[i])) {
      n++;
      rows[Math.floor(i / D)] = 1;
      cols[i % D] = 1;
    }
  if (!s.failingOnly) return { rows: () => true, cols: () => true, failing: n };
  return { rows: (i) => rows[i] === 1, cols: (i) => cols[i] === 1, failing: n };
}

/** The probe a cell stands for: what `trace --from FROM --to TO` walks. */
export { cellProbe } from '../cluster/matrix/cell-fixes';

const PLACE_KEYS = ['node', 'place', 'port', 'direction', 'layer', 'compartment', 'link'] as const;
const samePlace = (verdict: Place, at: Place) => PLACE_KEYS.every((k) => verdict[k] === undefined || verdict[k] === at[k]);

/**
 * The deciding step of a trace (1-based, as the playhead counts): the request's drop (or delivery)
 * at the verdict's place, else the last request event there, else the request's last event.
 */
export function decidingStep(trace: Trace): number {
  const at = trace.request.verdict.at;
  let last = -1;
  let here = -1;
  let decided = -1;
  trace.events.forEach((e, i) => {
    if (e.leg !== 'request') return;
    last = i;
    if (!at || !samePlace(at, e.at)) return;
    here = i;
    if (e.kind === 'drop' || e.kind === 'deliver' || e.kind === 'answer') decided = i;
  });
  const i = decided >= 0 ? decided : here >= 0 ? here : last;
  return i + 1;
}

/** "pod/default/api:9090" → "api:9090" (the namespace shows in the group, the kind in the tag). */
export const shortRef = (ref: string): string => ref.replace(/^(pod|service)\/[^/]+\//, '').replace(/^(node|external)\//, '');
