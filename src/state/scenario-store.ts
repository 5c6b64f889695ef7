// The scenario being built or explored: the only document of the app, with undo/redo history and
// autosave. An edit is validated like a file import; an invalid one changes nothing and returns
// the problems, for the form where it was made.
import { createStore } from 'zustand/vanilla';
import type { Msg } from '../core/message';
import type { Issue } from '../cluster/scenario/issues';
import { historyMsg } from './history-messages';
import type { Scenario } from '../cluster/scenario/schema';
import { readDisplaced, readRecent, remember, worthKeeping, writeDisplaced, type OnUnreadable, type RecentEntry } from './recent';
import type { ScenarioSource } from './source';
import { readOtherTab, SAVE_BLOCKED, tooLargeToStore, writeAutosave } from './autosave';
import { writeLater, writtenLater, type LaterWrite } from './autosave-later';
import { AUTOSAVE_KEY, storageBlocked, type KeyValueStorage } from './storage';
import { validation } from './validation';
import { sameValue } from './same-value';
import { discard, parseRecord, problemOf, readUnreadable, setAside, type UnreadableCopy, type UnreadableFrom } from './unreadable';

export type { ScenarioSource };

/** A document as it was before a change, and what that change was (for "Undo add pod web-1"). */
export interface Snapshot {
  scenario: Scenario;
  source: ScenarioSource;
  edited: boolean;
  /** The change that led away from this snapshot (undo) or back to it (redo): a form's words in the
   * user's language, or the state layer's as a value (history-messages.ts). */
  what: string | Msg;
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
  /** The last autosave failed: why, for the user (cleared by the next write that works). */
  saveFailed?: string;
  /** The document as the user last saved it to a file (Save), for Build mode's before/after. */
  lastSaved?: Scenario;
  /** Another tab saved a different document over this one's: autosave waits for the user's choice. */
  theirs?: RecentEntry;
  /** Saved work this build could not read (unreadable.ts), kept aside until the user discards it.
   * While the autosave's only copy could not be set aside (storage full), autosave waits. */
  unreadable: UnreadableCopy[];
}

export interface ScenarioActions {
  /** Replaces the document (new, open, built-in, share link). Undo can go back to what was there.
   * `offerBack: false` when the user swaps documents within one task (a comparison's two states):
   * the one replaced joins Recent, but no "replaced your work" offer is raised over the canvas. */
  load(s: Scenario, source: ScenarioSource, what?: string | Msg, opts?: { offerBack?: boolean }): void;
  /** Keeps a document the page replaced before the store existed (the autosave a URL won over). */
  keepDisplaced(e: RecentEntry): void;
  /** Brings the displaced document back exactly (content, source, edited); the one on screen joins Recent. */
  restoreDisplaced(): void;
  dismissDisplaced(): void;
  /** The document was just saved to a file: `s`, the one the file holds (by default the one on
   * screen; a save that takes a while may end after an edit, which is then not in the file). */
  markSaved(s?: Scenario): void;
  /** Whether this very document (not a later edit of it) was saved to a file in this page. */
  savedToFile(s: Scenario): boolean;
  /** A `storage` event on the autosave key: another tab saved `raw`. */
  otherTabSaved(raw: string | null): void;
  /** Opens the other tab's document (this one joins Recent and is offered back). */
  takeTheirs(): void;
  /** Saves this tab's document over the other tab's, as the user chose. */
  keepMine(): void;
  /** The user's word: the unreadable copy with this text goes. */
  discardUnreadable(text: string): void;
  /** Applies an edit if the result is valid; returns the problems otherwise (nothing changes).
   * An edit that changes nothing adds no undo step. */
  edit(next: Scenario | ((s: Scenario) => Scenario), what?: string | Msg): Issue[];
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

export type ScenarioStore = ReturnType<typeof createScenarioStore>;

const HISTORY_LIMIT = 200;

// The checks live in validate.ts, loaded on demand (validation.ts): the demo starts without them.
export const emptyScenario = (): Scenario => validation().emptyScenario();

/** Schema and Kubernetes checks of a candidate document; `from`, the valid one it was made from. */
export const validate = (next: unknown, from?: Scenario): { value?: Scenario; issues: Issue[] } => validation().validate(next, from);

// Catches a form that commits a value it already had; a walk that stops at the first difference,
// since a replayed node can be 28 MB of JSON (same-value.ts).
const same = (a: Scenario, b: Scenario) => sameValue(a, b);

export function createScenarioStore(initial: Scenario, source: ScenarioSource, storage?: KeyValueStorage) {
  // A document is a value: an edit makes a new one, so a saved object stays saved and nothing else is.
  const filed = new WeakSet<Scenario>();
  // A big document's write under way (autosave-later.ts): replaced by the next change, finished at once when the page goes.
  let later: LaterWrite | undefined;
  const said = (failed: string | undefined) => {
    if (failed !== store.getState().saveFailed) store.setState({ saveFailed: failed });
  };
  const save = (s: ScenarioState) => {
    if (!storage) return;
    later?.cancel();
    later = undefined;
    // The autosave key holds the only copy of work this build cannot read: nothing goes over it.
    if (holdsAutosave(s.unreadable)) return;
    const record = { scenario: s.scenario, source: autosavedSource(s), edited: s.edited, savedAt: s.revision };
    // Memory standing in for blocked storage "saves", but only for this tab.
    if (storageBlocked(storage)) {
      writeAutosave(storage, record);
      return said(SAVE_BLOCKED);
    }
    if (writtenLater(s.scenario) && !tooLargeToStore(s.scenario)) {
      const w: LaterWrite = writeLater(
        storage,
        record,
        (failed) => {
          if (later === w) later = undefined;
          said(failed);
        },
        () => !store.getState().theirs && !holdsAutosave(store.getState().unreadable),
      );
      later = w;
      return;
    }
    said(writeAutosave(storage, record));
  };
  if (storage && typeof addEventListener === 'function') {
    // Leaving (or hiding) the page: a write under way is finished now, as plain JSON.
    const flush = () => later?.flush();
    addEventListener('pagehide', flush);
    addEventListener('beforeunload', flush);
    addEventListener('visibilitychange', () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flush();
    });
  }
  // Saved work that does not read back is kept aside (never dropped, never written over), with what is wrong.
  const problems = new WeakMap<object, string>();
  const check = (x: unknown): Scenario | undefined => {
    const r = validate(x);
    if (!r.value && x && typeof x === 'object') problems.set(x, problemOf(r.issues));
    return r.value;
  };
  let found: UnreadableCopy[] = storage ? [...readUnreadable(storage), ...(heldAside.get(storage) ?? [])] : [];
  if (storage) heldAside.delete(storage);
  const aside =
    (from: UnreadableFrom): OnUnreadable =>
    (text, scenario, parseError) => {
      if (!storage) return;
      const said = scenario !== null && typeof scenario === 'object' ? problems.get(scenario) : undefined;
      const problem = parseError ? `not JSON: ${parseError}` : (said ?? 'no scenario in it');
      found = setAside(storage, found, { from, text, problem });
    };
  const store = createStore<ScenarioState & ScenarioActions>()((set, get) => {
    const snapshot = (what: string | Msg): Snapshot => {
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
      // Blocked storage is said from the first paint, not at the first edit.
      saveFailed: storageBlocked(storage) ? SAVE_BLOCKED : undefined,
      recent: storage ? readRecent(storage, check, aside('recent')) : [],
      displaced: storage ? readDisplaced(storage, check, aside('displaced')) : undefined,
      unreadable: found,
      load: (s, src, what = historyMsg('history.open', {}), { offerBack = true } = {}) => {
        const { scenario, source: left, edited } = get();
        set({ lastSaved: undefined });
        commit({ scenario: s, source: src, edited: false }, [...get().past, snapshot(what)], []);
        // After the commit, whose autosave goes first: the list gives way when storage runs short.
        const entry = { scenario, source: left, edited };
        if (!worthKeeping(entry) || same(scenario, s)) return;
        if (offerBack) get().keepDisplaced(entry);
        else if (storage) set({ recent: remember(storage, get().recent, entry) });
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
        commit(d, [...get().past, snapshot(historyMsg('history.restore', {}))], []);
        if (storage) set({ recent: remember(storage, get().recent, { scenario, source: left, edited }) });
        get().dismissDisplaced();
      },
      markSaved: (s = get().scenario) => {
        filed.add(s);
        set({ lastSaved: s });
      },
      savedToFile: (s) => filed.has(s),
      dismissDisplaced: () => {
        if (storage) writeDisplaced(storage, undefined);
        set({ displaced: undefined });
      },
      otherTabSaved: (stored) => {
        const raw = stored && validation().storedText(stored);
        // A newer build's tab may write what this one cannot read: kept aside before any edit here goes over it.
        const unreadable = raw ? unreadableRecord(raw) : undefined;
        if (unreadable && storage) set({ unreadable: setAside(storage, get().unreadable, { from: 'other-tab', text: raw!, problem: unreadable }) });
        const theirs = unreadable ? undefined : readOtherTab(raw, (x) => validate(x).value);
        set({ theirs: theirs && !same(theirs.scenario, get().scenario) ? theirs : undefined });
      },
      takeTheirs: () => {
        const t = get().theirs;
        if (!t) return;
        set({ theirs: undefined });
        const { scenario, source: left, edited } = get();
        commit(t, [...get().past, snapshot(historyMsg('history.otherTab', {}))], []);
        get().keepDisplaced({ scenario, source: left, edited });
      },
      keepMine: () => {
        set({ theirs: undefined });
        save(get());
      },
      discardUnreadable: (text) => {
        if (!storage) return;
        const held = holdsAutosave(get().unreadable);
        set({ unreadable: discard(storage, get().unreadable, text) });
        // The autosave waited for this word: this tab's document is written now.
        if (held && !holdsAutosave(get().unreadable) && !get().theirs) save(get());
      },
      edit: (next, what = historyMsg('history.edit', {})) => {
        const current = get().scenario;
        const candidate = typeof next === 'function' ? next(current) : next;
        // What the candidate keeps of the document is not checked again (a hand-edit list at 10,000 edits).
        const { value, issues } = validate(candidate, current);
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
    // Autosave on every change; a storage failure (quota) must not break editing, and is said.
    // While another tab's document waits for the user's choice, nothing is written over it.
    store.subscribe((s, prev) => {
      if (s.scenario === prev.scenario && s.source === prev.source) return;
      if (!s.theirs) save(s);
    });
  }
  return store;
}

/** An edited built-in is no longer the built-in: restored, it must not pass for the pristine one
 * (a share link of it would otherwise name the built-in and lose the edits). */
function autosavedSource(s: ScenarioState): ScenarioSource {
  return s.edited && s.source.kind === 'builtin' ? { kind: 'autosave' } : s.source;
}

/** Whether the autosave key holds the only copy of an unreadable autosave (storage refused the copy aside). */
const holdsAutosave = (list: readonly UnreadableCopy[]) => list.some((c) => c.from === 'autosave' && !c.stored);

/** Unreadable copies that storage would not keep aside, for the store created next on this storage. */
const heldAside = new WeakMap<KeyValueStorage, UnreadableCopy[]>();

/** What is wrong with an autosave record's text, or undefined when it reads. */
function unreadableRecord(raw: string): string | undefined {
  const r = parseRecord(raw);
  if ('problem' in r) return r.problem;
  const { issues, value } = validate(r.data.scenario);
  return value ? undefined : problemOf(issues);
}

/** The autosaved document, if there is a valid one. One that this build cannot read (a newer build's
 * field, a bad value, no JSON) is kept aside first (unreadable.ts), for the store to offer. */
export function readAutosave(storage: KeyValueStorage): { scenario: Scenario; source: ScenarioSource; edited: boolean } | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTOSAVE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  // A big document's autosave is stored deflated (autosave-later.ts): its record's text, or the stored text as it is.
  raw = validation().storedText(raw);
  const r = parseRecord(raw);
  const checked = 'data' in r ? validate(r.data.scenario) : undefined;
  if ('data' in r && checked?.value) {
    const data = r.data as { source?: ScenarioSource; edited?: unknown };
    return { scenario: checked.value, source: data.source ?? { kind: 'autosave' }, edited: data.edited === true };
  }
  const problem = 'problem' in r ? r.problem : problemOf(checked?.issues ?? []);
  const list = setAside(storage, readUnreadable(storage), { from: 'autosave', text: raw, problem });
  const unstored = list.filter((c) => !c.stored);
  if (unstored.length) heldAside.set(storage, unstored);
  return undefined;
}
