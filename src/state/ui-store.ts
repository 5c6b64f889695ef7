// Preferences and where the user is looking: theme, mode, the open view, the selection, which
// panels are open, the event list's filter.
import { createStore } from 'zustand/vanilla';
import type { ComposerForm } from './composer';
import { NO_FILTER, type EventFilter } from './event-filter';
import type { KeyValueStorage } from './storage';
import type { Msg } from '../core/message';

/** `matrix`: every source against every destination (issue 26), beside Trace. */
export type Mode = 'build' | 'trace' | 'matrix' | 'import';
/** The canvas's three levels: the cluster, one node, one VFP port of a node (the close-up). */
export type View = { kind: 'cluster' } | { kind: 'node'; node: string } | { kind: 'port'; node: string; port: string };
export type ViewLevel = View['kind'];
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
  /** The toggle: jump from step to step without motion. */
  reducedMotion: boolean;
  /** The OS asks for reduced motion (prefers-reduced-motion); honoured whatever the toggle says. */
  systemReducedMotion: boolean;
  /** Tests: no animation at all. */
  instant: boolean;
  showShortcuts: boolean;
  /** The concepts panel: Linux ↔ Windows, HNS and VFP, how to debug a node. */
  showConcepts: boolean;
  /** Follow the packet: open the view of the node where the current step happens. */
  follow: boolean;
  /** Follow goes no deeper than this level (unset: as deep as the packet goes, the port close-up). */
  followPin?: 'cluster' | 'node';
  /** The side panels; closed, the canvas takes their room. */
  leftOpen: boolean;
  rightOpen: boolean;
  /** Inspector sections the user folded (by id). */
  folded: string[];
  eventFilter: EventFilter;
  /** The composer's form while the user edits it (undefined: the scenario's default). */
  draft?: ComposerForm;
  /** The panels as they were when presenter mode closed them, to open them again after. */
  panelsBeforePresenter?: { left: boolean; right: boolean };
  /** The node console (Trace and Build): on this Windows node, in a pod's compartment when `pod` is set. */
  console?: { node: string; pod?: string };
  /** Why the last Save to file wrote no file (said until dismissed or the next save). */
  saveToFileFailed?: Msg;
}

/** Motion is off for tests, for the OS setting and for the toggle. */
export const motionOff = (s: Pick<UiState, 'instant' | 'reducedMotion' | 'systemReducedMotion'>) => s.instant || s.reducedMotion || s.systemReducedMotion;

/** What is kept between visits. */
const PERSISTED = ['theme', 'presenter', 'panelsBeforePresenter', 'reducedMotion', 'follow', 'followPin', 'leftOpen', 'rightOpen', 'folded'] as const;

const PREFS_KEY = 'vfp-lab:prefs:v1';

export function createUiStore(storage: KeyValueStorage, initial: Partial<UiState> = {}) {
  let saved: Partial<UiState> = {};
  try {
    saved = JSON.parse(storage.getItem(PREFS_KEY) ?? '{}') as Partial<UiState>;
  } catch {
    /* corrupted preferences: start from the defaults */
  }
  const store = createStore<
    UiState & { set<K extends keyof UiState>(k: K, v: UiState[K]): void; select(s?: Selection): void; open(v: View): void; up(): void; fold(id: string, folded: boolean): void; present(on: boolean): void }
  >()((set, get) => ({
    theme: saved.theme === 'dark' ? 'dark' : 'light',
    mode: 'trace',
    view: { kind: 'cluster' },
    presenter: saved.presenter ?? false,
    reducedMotion: saved.reducedMotion ?? false,
    systemReducedMotion: false,
    instant: false,
    showShortcuts: false,
    showConcepts: false,
    follow: saved.follow ?? true,
    followPin: saved.followPin === 'cluster' || saved.followPin === 'node' ? saved.followPin : undefined,
    leftOpen: saved.leftOpen ?? true,
    rightOpen: saved.rightOpen ?? true,
    folded: Array.isArray(saved.folded) ? saved.folded.filter((x) => typeof x === 'string') : [],
    panelsBeforePresenter:
      saved.presenter && typeof saved.panelsBeforePresenter?.left === 'boolean' && typeof saved.panelsBeforePresenter.right === 'boolean' ? saved.panelsBeforePresenter : undefined,
    eventFilter: NO_FILTER,
    ...initial,
    set: (k, v) => set({ [k]: v } as Partial<UiState>),
    select: (s) => set({ selection: s }),
    open: (v) => set({ view: v }),
    up: () => {
      const v = get().view;
      if (v.kind === 'port') set({ view: { kind: 'node', node: v.node } });
      else if (v.kind === 'node') set({ view: { kind: 'cluster' } });
    },
    fold: (id, folded) => set({ folded: folded ? [...new Set([...get().folded, id])] : get().folded.filter((x) => x !== id) }),
    // On a projector the canvas needs the whole width: presenting closes both panels ([ and ] still
    // open them) and gives them back as they were afterwards.
    present: (on) => {
      const s = get();
      if (on === s.presenter) return;
      if (on) set({ presenter: true, panelsBeforePresenter: { left: s.leftOpen, right: s.rightOpen }, leftOpen: false, rightOpen: false });
      else set({ presenter: false, leftOpen: s.panelsBeforePresenter?.left ?? s.leftOpen, rightOpen: s.panelsBeforePresenter?.right ?? s.rightOpen, panelsBeforePresenter: undefined });
    },
  }));
  store.subscribe((s, prev) => {
    if (PERSISTED.every((k) => s[k] === prev[k])) return;
    try {
      storage.setItem(PREFS_KEY, JSON.stringify(Object.fromEntries(PERSISTED.map((k) => [k, s[k]]))));
    } catch {
      /* preferences are a convenience */
    }
  });
  return store;
}
