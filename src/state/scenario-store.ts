// The scenario being built or explored: the only document of the app, with undo/redo history and
// autosave. An edit is validated like a file import; an invalid one changes nothing and returns
// the problems, for the form where it was made.
import { createStore } from 'zustand/vanilla';
import type { Issue } from '../cluster/scenario/issues';
import { resolveScenario } from '../cluster/scenario/resolve';
import { scenarioSchema, type Scenario } from '../cluster/scenario/schema';
import { AUTOSAVE_KEY, type KeyValueStorage } from './storage';

export type ScenarioSource =
  | { kind: 'builtin'; id: string }
  | { kind: 'file'; name: string }
  | { kind: 'share' }
  | { kind: 'autosave' }
  | { kind: 'new' }
  | { kind: 'import'; files: string[] };

export interface ScenarioState {
  scenario: Scenario;
  source: ScenarioSource;
  past: Scenario[];
  future: Scenario[];
  /** Bumped on every change: cheap change detection for derived data. */
  revision: number;
}

export interface ScenarioActions {
  /** Replaces the document (open, built-in, share link). Undo can go back to what was there. */
  load(s: Scenario, source: ScenarioSource): void;
  /** Applies an edit if the result is valid; returns the problems otherwise (nothing changes). */
  edit(next: Scenario | ((s: Scenario) => Scenario)): Issue[];
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

export function createScenarioStore(initial: Scenario, source: ScenarioSource, storage?: KeyValueStorage) {
  const store = createStore<ScenarioState & ScenarioActions>()((set, get) => {
    const commit = (scenario: Scenario, past: Scenario[], future: Scenario[], src = get().source) =>
      set({ scenario, past: past.slice(-HISTORY_LIMIT), future, source: src, revision: get().revision + 1 });
    return {
      scenario: initial,
      source,
      past: [],
      future: [],
      revision: 0,
      load: (s, src) => commit(s, [...get().past, get().scenario], [], src),
      edit: (next) => {
        const candidate = typeof next === 'function' ? next(get().scenario) : next;
        const { value, issues } = validate(candidate);
        if (!value) return issues;
        commit(value, [...get().past, get().scenario], []);
        return issues;
      },
      undo: () => {
        const { past, future, scenario } = get();
        const prev = past[past.length - 1];
        if (prev) commit(prev, past.slice(0, -1), [scenario, ...future]);
      },
      redo: () => {
        const { past, future, scenario } = get();
        const next = future[0];
        if (next) commit(next, [...past, scenario], future.slice(1));
      },
      canUndo: () => get().past.length > 0,
      canRedo: () => get().future.length > 0,
    };
  });
  if (storage) {
    // Autosave on every change; a storage failure (quota) must not break editing.
    store.subscribe((s, prev) => {
      if (s.scenario === prev.scenario) return;
      try {
        storage.setItem(AUTOSAVE_KEY, JSON.stringify({ scenario: s.scenario, source: s.source, savedAt: s.revision }));
      } catch {
        /* out of quota: keep working in memory */
      }
    });
  }
  return store;
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
