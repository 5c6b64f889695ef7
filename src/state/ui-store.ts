// Preferences and where the user is looking: theme, mode, the open view, the selection.
import { createStore } from 'zustand/vanilla';
import type { KeyValueStorage } from './storage';

export type Mode = 'build' | 'trace' | 'import';
export type View = { kind: 'cluster' } | { kind: 'node'; node: string };
export type Selection =
  | { kind: 'node'; node: string }
  | { kind: 'pod'; ref: string }
  | { kind: 'service'; ref: string }
  | { kind: 'external'; ref: string }
  | { kind: 'port'; node: string; port: string }
  | { kind: 'compartment'; node: string; compartment: string }
  | { kind: 'networkPolicy'; index: number }
  | { kind: 'cluster' };

export interface UiState {
  theme: 'light' | 'dark';
  mode: Mode;
  view: View;
  selection?: Selection;
  presenter: boolean;
  /** The OS setting or the toggle: jump from step to step without motion. */
  reducedMotion: boolean;
  /** Tests: no animation at all. */
  instant: boolean;
  showShortcuts: boolean;
  /** Follow the packet: open the view of the node where the current step happens. */
  follow: boolean;
}

const PREFS_KEY = 'vfp-lab:prefs:v1';

export function createUiStore(storage: KeyValueStorage, initial: Partial<UiState> = {}) {
  let saved: Partial<UiState> = {};
  try {
    saved = JSON.parse(storage.getItem(PREFS_KEY) ?? '{}') as Partial<UiState>;
  } catch {
    /* corrupted preferences: start from the defaults */
  }
  const store = createStore<UiState & { set<K extends keyof UiState>(k: K, v: UiState[K]): void; select(s?: Selection): void; open(v: View): void }>()((set) => ({
    theme: saved.theme === 'dark' ? 'dark' : 'light',
    mode: 'trace',
    view: { kind: 'cluster' },
    presenter: saved.presenter ?? false,
    reducedMotion: saved.reducedMotion ?? false,
    instant: false,
    showShortcuts: false,
    follow: saved.follow ?? true,
    ...initial,
    set: (k, v) => set({ [k]: v } as Partial<UiState>),
    select: (s) => set({ selection: s }),
    open: (v) => set({ view: v }),
  }));
  store.subscribe((s) => {
    try {
      storage.setItem(PREFS_KEY, JSON.stringify({ theme: s.theme, presenter: s.presenter, reducedMotion: s.reducedMotion, follow: s.follow }));
    } catch {
      /* preferences are a convenience */
    }
  });
  return store;
}
