// The scenario being built or explored: the only document of the app, with undo/redo history and
// autosave. An edit is validated like a file import; an invalid one changes nothing and returns
// the problems, for the form where it was made.
import { createStore } from 'zustand/vanilla';
import type { Issue } from '../cluster/scenario/issues';
import type { Scenario } from '../cluster/scenario/schema';
import { readRecent, remember, type RecentEntry } from './recent';
import { AUTOSAVE_KEY, type KeyValueStorage } from './storage';
import { validation } from './validation';

export type ScenarioSource =
  | { kind: 'builtin'; id: string }
  | { kind: 'file'; name: string }
  | { kind: 'share' }
  | { kind: 'autosave' }
  | { kind: 'new' }
  | { kind: 'import'; files: string[] };

/** A document as it was before a change, and what that change was (for "Undo add pod web-1"). */
export interface Snapshot {
  scenario: Scenario;
  source: ScenarioSource;
  edited: boolean;
  /** The change that led away from this snapshot (undo) or back to it (redo). */
  what: string;
}

export interface ScenarioState {
  scenario: Scenario;
  source: ScenarioSource;
  /** True once the document differs from what was loaded from its source. */
  edited: boolean;
  past: Snapshot[];
  future: Snapshot[];
  /** Bumped on every change: cheap change detection for derived data. */
  revision: number;
  /** Documents the user left by loading another, newest first (kept with the autosave). */
  recent: RecentEntry[];
}

export interface ScenarioActions {
  /** Replaces the document (new, open, built-in, share link). Undo can go back to what was there. */
  load(s: Scenario, source: ScenarioSource, what?: string): void;
  /** Applies an edit if the result is valid; returns the problems otherwise (nothing changes).
   * An edit that changes nothing adds no undo step. */
  edit(next: Scenario | ((s: Scenario) => Scenario), what?: string): Issue[];
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

export type ScenarioStore = ReturnType<typeof createScenarioStore>;

const HISTORY_LIMIT = 200;

// The checks live in validate.ts, loaded on demand (validation.ts): the demo starts without them.
export const emptyScenario = (): Scenario => validation().emptyScenario();

/** Schema and Kubernetes checks of a candidate document. */
export const validate = (next: unknown): { value?: Scenario; issues: Issue[] } => validation().validate(next);

// Documents are small (a 600-pod scenario is ~100 KB of JSON): comparing them as text is cheap
// next to validating them, and catches a form that commits a value it already had.
const same = (a: Scenario, b: Scenario) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function createScenarioStore(initial: Scenario, source: ScenarioSource, storage?: KeyValueStorage) {
  const store = createStore<ScenarioState & ScenarioActions>()((set, get) => {
    const snapshot = (what: string): Snapshot => {
      const { scenario, source: src, edited } = get();
      return { scenario, source: src, edited, what };
    };
    const commit = (to: Pick<ScenarioState, 'scenario' | 'source' | 'edited'>, past: Snapshot[], future: Snapshot[]) =>
      set({ scenario: to.scenario, source: to.source, edited: to.edited, past: past.slice(-HISTORY_LIMIT), future, revision: get().revision + 1 });
    return {
      scenario: initial,
      source,
      edited: false,
      past: [],
      future: [],
      revision: 0,
      recent: storage ? readRecent(storage, (x) => validate(x).value) : [],
      load: (s, src, what = 'open a scenario') => {
        const { scenario, source: left, edited, recent } = get();
        commit({ scenario: s, source: src, edited: false }, [...get().past, snapshot(what)], []);
        // After the commit, whose autosave goes first: the list gives way when storage runs short.
        if (storage) set({ recent: remember(storage, recent, { scenario, source: left, edited }) });
      },
      edit: (next, what = 'edit') => {
        const current = get().scenario;
        const candidate = typeof next === 'function' ? next(current) : next;
        const { value, issues } = validate(candidate);
        if (!value) return issues;
        if (same(value, current)) return issues;
        commit({ scenario: value, source: get().source, edited: true }, [...get().past, snapshot(what)], []);
        return issues;
      },
      undo: () => {
        const { past, future } = get();
        const prev = past[past.length - 1];
        if (prev) commit(prev, past.slice(0, -1), [snapshot(prev.what), ...future]);
      },
      redo: () => {
        const { past, future } = get();
        const next = future[0];
        if (next) commit(next, [...past, snapshot(next.what)], future.slice(1));
      },
      canUndo: () => get().past.length > 0,
      canRedo: () => get().future.length > 0,
    };
  });
  if (storage) {
    // Autosave on every change; a storage failure (quota) must not break editing.
    store.subscribe((s, prev) => {
      if (s.scenario === prev.scenario && s.source === prev.source) return;
      try {
        storage.setItem(AUTOSAVE_KEY, JSON.stringify({ scenario: s.scenario, source: autosavedSource(s), savedAt: s.revision }));
      } catch {
        /* out of quota: keep working in memory */
      }
    });
  }
  return store;
}

/** An edited built-in is no longer the built-in: restored, it must not pass for the pristine one
 * (a share link of it would otherwise name the built-in and lose the edits). */
function autosavedSource(s: ScenarioState): ScenarioSource {
  return s.edited && s.source.kind === 'builtin' ? { kind: 'autosave' } : s.source;
}

/** The autosaved document, if there is a valid one. */
export function readAutosave(storage: KeyValueStorage): { scenario: Scenario; source: ScenarioSource } | undefined {
  try {
    const raw = storage.getItem(AUTOSAVE_KEY);
    if (!raw) return undefined;
    const data = JSON.parse(raw) as { scenario?: unknown; source?: ScenarioSource };
    const { value } = validate(data.scenario);
    return value ? { scenario: value, source: data.source ?? { kind: 'autosave' } } : undefined;
  } catch {
    return undefined;
  }
}
