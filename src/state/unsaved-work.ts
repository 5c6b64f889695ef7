// Work that only this page holds: a document too large for the browser's storage (it is never
// autosaved, tooLargeToStore) that has not been saved to a file since its last change, on screen or
// waiting to be restored; and edits the autosave did not keep (storage blocked, full or refusing, or
// a tab that stopped saving while another tab's document waits: issue 32 items 6 and 9). Leaving
// the page loses it, so the page asks first while there is some (ui/player/useLeaveGuard.ts), and only then. Loaded with the storage notices and the phone layout,
// not at the desktop's first paint.
import type { Scenario } from '../cluster/scenario/schema';
import { tooLargeToStore } from './autosave';
import type { ScenarioActions, ScenarioState } from './scenario-store';
import type { KeyValueStorage } from './storage';

type Held = Pick<ScenarioState, 'scenario' | 'displaced' | 'edited' | 'saveFailed' | 'theirs'> & Pick<ScenarioActions, 'savedToFile'>;

/** Whether `s` would be lost with the page: too large to store and not in a file as it is. */
const onlyHere = (st: Pick<ScenarioActions, 'savedToFile'>, s: Scenario) => tooLargeToStore(s) && !st.savedToFile(s);

/** Whether leaving the page now would lose work: the document on screen, or the one a load displaced. */
export function unsavedWork(st: Held): boolean {
  if (onlyHere(st, st.scenario) || (!!st.displaced && onlyHere(st, st.displaced.scenario))) return true;
  // Edits the autosave did not take, or that this tab stopped writing (another tab saved): in no file either.
  const unkept = (st.edited && !!st.saveFailed) || !!st.theirs;
  return unkept && !st.savedToFile(st.scenario);
}

/** The too-large document a tab held, noted in that tab's session storage: a reload cannot bring it
 * back, so the page says what is missing instead of showing the older autosave as if it were the
 * latest. Per tab (sessionStorage): another tab's big document is none of this one's business. */
export const UNKEPT_KEY = 'vfp-lab:unkept:v1';

export interface Unkept {
  title: string;
  /** It was in a file as it was last (so it can be opened from there). */
  saved: boolean;
}

/** The too-large document this page holds, on screen or else displaced; undefined when none. */
export function heldTooLarge(st: Held): Unkept | undefined {
  for (const s of [st.scenario, st.displaced?.scenario]) {
    if (s && tooLargeToStore(s)) return { title: s.metadata.title ?? s.metadata.name, saved: st.savedToFile(s) };
  }
  return undefined;
}

export function writeUnkept(storage: KeyValueStorage, u: Unkept | undefined): void {
  try {
    if (u) storage.setItem(UNKEPT_KEY, JSON.stringify(u));
    else storage.removeItem(UNKEPT_KEY);
  } catch {
    /* storage refused: the reload just says nothing */
  }
}

/** What the tab held before this load; undefined when nothing (or something unreadable) is noted. */
export function readUnkept(storage: KeyValueStorage): Unkept | undefined {
  try {
    const v = JSON.parse(storage.getItem(UNKEPT_KEY) ?? 'null') as { title?: unknown; saved?: unknown } | null;
    return v && typeof v.title === 'string' && v.title ? { title: v.title.slice(0, 200), saved: v.saved === true } : undefined;
  } catch {
    return undefined;
  }
}

/** This tab's session storage, when the browser lets the page have it. */
function tabStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage;
  } catch {
    return undefined;
  }
}

// What the tab noted before this page loaded, read once per page: the layouts that note what the
// page holds mount again as the window crosses the phone width, and must not read back their own note.
let atLoad: { note: Unkept | undefined } | undefined;

/** The too-large document the tab held before this page loaded (until dismissed). */
export function unkeptAtLoad(): Unkept | undefined {
  if (!atLoad) {
    const tab = tabStorage();
    atLoad = { note: tab && readUnkept(tab) };
  }
  return atLoad.note;
}

export function dismissUnkeptAtLoad(): void {
  atLoad = { note: undefined };
}

/** Notes in the tab what this page holds (undefined: nothing), after reading what was noted before. */
export function noteHeld(u: Unkept | undefined): void {
  unkeptAtLoad();
  const tab = tabStorage();
  if (tab) writeUnkept(tab, u);
}
