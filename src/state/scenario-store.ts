// The scenario being built or explored: the only document of the app, with undo/redo history and
// autosave. An edit is validated like a file import; an invalid one changes nothing and returns
// the problems, for the form where it was made.
import { createStore } from 'zustand/vanilla';
import type { Issue } from '../cluster/scenario/issues';
import { resolveScenario } from '../cluster/scenario/resolve';
import { scenarioSchema, type Scenario } from '../cluster/scenario/schema';
import { readDisplaced, readRecent, remember, worthKeeping, writeDisplaced, type RecentEntry } from './recent';
import type { ScenarioSource } from './source';
import { AUTOSAVE_KEY, type KeyValueStorage } from './storage';

export type { ScenarioSource };

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
  /** The user's document that the last load replaced, offered back until restored or dismissed. */
  displaced?: RecentEntry;
}

export interface ScenarioActions {
  /** Replaces the document (new, open, built-in, share link). Undo can go back to what was there. */
  load(s: Scenario, source: ScenarioSource, what?: string): void;
  /** Keeps a document the page replaced before the store existed (the autosave a URL won over). */
  keepDisplaced(e: RecentEntry): void;
  /** Brings the displaced document back exactly (content, source, edited); the one on screen joins Recent. */
  restoreDisplaced(): void;
  dismissDisplaced(): void;
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

export function emptyScenario(): Scenario {
  return scenarioSchema.parse({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'my-cluster', title: 'My cluster' } });
}

/** Schema and Kubernetes checks of a candidate document. */
export function validate(next: unknown): { value?: Scenario; issues: Issue[] } {
  const parsed = scenarioSchema.safeParse(next);
  if (!parsed.success) {
    return {
      issues: parsed.error.issues.map((i) => ({
        path: i.path.filter((k): k is string | number => typeof k !== 'symbol'),
        message: i.code === 'unrecognized_keys' ? `unknown field ${i.keys.join(', ')}` : i.message,
        severity: 'error' as const,
      })),
    };
  }
  const issues = resolveScenario(parsed.data).issues;
  return issues.some((i) => i.severity === 'error') ? { issues } : { value: parsed.data, issues };
}

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
      displaced: storage ? readDisplaced(storage, (x) => validate(x).value) : undefined,
      load: (s, src, what = 'open a scenario') => {
        const { scenario, source: left, edited } = get();
        commit({ scenario: s, source: src, edited: false }, [...get().past, snapshot(what)], []);
        // After the commit, whose autosave goes first: the list gives way when storage runs short.
        const entry = { scenario, source: left, edited };
        if (worthKeeping(entry) && !same(scenario, s)) get().keepDisplaced(entry);
      },
      keepDisplaced: (entry) => {
        if (storage) {
          set({ recent: remember(storage, get().recent, entry) });
          writeDisplaced(storage, entry);
        }
        set({ displaced: entry });
      },
      restoreDisplaced: () => {
        const d = get().displaced;
        if (!d) return;
        const { scenario, source: left, edited } = get();
        commit(d, [...get().past, snapshot('restore my work')], []);
        if (storage) set({ recent: remember(storage, get().recent, { scenario, source: left, edited }) });
        get().dismissDisplaced();
      },
      dismissDisplaced: () => {
        if (storage) writeDisplaced(storage, undefined);
        set({ displaced: undefined });
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
        storage.setItem(AUTOSAVE_KEY, JSON.stringify({ scenario: s.scenario, source: autosavedSource(s), edited: s.edited, savedAt: s.revision }));
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
export function readAutosave(storage: KeyValueStorage): { scenario: Scenario; source: ScenarioSource; edited: boolean } | undefined {
  try {
    const raw = storage.getItem(AUTOSAVE_KEY);
    if (!raw) return undefined;
    const data = JSON.parse(raw) as { scenario?: unknown; source?: ScenarioSource; edited?: unknown };
    const { value } = validate(data.scenario);
    return value ? { scenario: value, source: data.source ?? { kind: 'autosave' }, edited: data.edited === true } : undefined;
  } catch {
    return undefined;
  }
}
