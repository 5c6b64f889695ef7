// Recent documents: the ones the user worked on and then left by opening another. Undo keeps them
// only in memory; this list keeps them across visits, so switching scenarios never loses work.
// Newest first, one entry per document, a handful at most; a full storage drops the oldest.
import type { Scenario } from '../cluster/scenario/schema';
import { tooLargeToStore } from './autosave';
import type { ScenarioSource } from './source';
import type { KeyValueStorage } from './storage';

export const RECENT_KEY = 'vfp-lab:recent:v1';
export const RECENT_LIMIT = 6;

export interface RecentEntry {
  scenario: Scenario;
  source: ScenarioSource;
  /** The document differed from what was loaded from its source when it was left. */
  edited: boolean;
}

/** Worth a place in the list: anything but a built-in or an empty new document left as they came. */
export function worthKeeping(e: RecentEntry): boolean {
  if (e.edited) return true;
  return e.source.kind !== 'builtin' && e.source.kind !== 'new';
}

/** An edited built-in is no longer the built-in: reopened, it must not pass for the pristine one. */
export function keptSource(e: RecentEntry): ScenarioSource {
  return e.edited && e.source.kind === 'builtin' ? { kind: 'autosave' } : e.source;
}

/** Told of stored text that does not read back: the entry's (or the whole damaged list's) text, and
 * the scenario that failed validation (undefined when the text itself is no JSON: `parseError`). */
export type OnUnreadable = (text: string, scenario: unknown, parseError?: string) => void;

/** The stored list; entries that no longer validate (a changed schema, a damaged store) are left out
 * of it and handed to `onUnreadable`, which keeps them aside (unreadable.ts): the next write of the
 * list would otherwise lose them. */
export function readRecent(storage: KeyValueStorage, validate: (s: unknown) => Scenario | undefined, onUnreadable?: OnUnreadable): RecentEntry[] {
  let text: string | null = null;
  try {
    text = storage.getItem(RECENT_KEY);
    const data: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(data)) {
      if (text) onUnreadable?.(text, undefined, 'not a list');
      return [];
    }
    const out: RecentEntry[] = [];
    for (const raw of data as { scenario?: unknown; source?: ScenarioSource; edited?: unknown }[]) {
      const scenario = validate(raw?.scenario);
      if (scenario && raw.source && typeof raw.source.kind === 'string') out.push({ scenario, source: raw.source, edited: raw.edited === true });
      else onUnreadable?.(JSON.stringify(raw), raw?.scenario, scenario ? 'no source' : undefined);
    }
    return out.slice(0, RECENT_LIMIT);
  } catch (e) {
    if (text) onUnreadable?.(text, undefined, e instanceof Error ? e.message : String(e));
    return [];
  }
}

/** Which document an entry is: a file by its name, a replay by its files, anything else (new, an
 * edited built-in, a link) only by its content, so that two documents called "my-cluster" never
 * push each other out. */
function sameDocument(a: RecentEntry, b: RecentEntry): boolean {
  const who = (e: RecentEntry) =>
    e.source.kind === 'file' ? `file:${e.source.name}` : e.source.kind === 'import' ? `import:${e.source.files.join('|')}` : undefined;
  const id = who(a);
  if (id && id === who(b) && a.scenario.metadata.name === b.scenario.metadata.name) return true;
  return JSON.stringify(a.scenario) === JSON.stringify(b.scenario);
}

/** Puts `entry` first (replacing an older entry of the same document) and stores the list; returns it.
 * A document too large for storage stays out of the list (a replayed node can be replayed again). */
export function remember(storage: KeyValueStorage, list: RecentEntry[], entry: RecentEntry): RecentEntry[] {
  if (!worthKeeping(entry) || tooLargeToStore(entry.scenario)) return list;
  const kept = { ...entry, source: keptSource(entry) };
  let next = [kept, ...list.filter((e) => !sameDocument(e, kept))].slice(0, RECENT_LIMIT);
  // Out of quota: drop the oldest until the list fits; the newest alone may still not fit.
  while (next.length) {
    try {
      storage.setItem(RECENT_KEY, JSON.stringify(next));
      return next;
    } catch {
      next = next.slice(0, -1);
    }
  }
  return [kept];
}

/** How an entry reads in the picker: its title and where it came from. */
export function recentLabel(e: RecentEntry): string {
  const title = e.scenario.metadata.title ?? e.scenario.metadata.name;
  const from = e.source.kind === 'file' ? e.source.name : e.source.kind === 'import' ? 'replayed from dumps' : e.source.kind === 'share' ? 'shared link' : undefined;
  return `${title}${from ? ` · ${from}` : ''}${e.edited ? ' · edited' : ''}`;
}

/** The last document a load replaced, kept apart from the list so that the page can offer it back
 * ("restore my work") in place and after a reload, exactly as it was (source and edited flag). */
export const DISPLACED_KEY = 'vfp-lab:displaced:v1';

export function readDisplaced(storage: KeyValueStorage, validate: (s: unknown) => Scenario | undefined, onUnreadable?: OnUnreadable): RecentEntry | undefined {
  let raw: string | null = null;
  try {
    raw = storage.getItem(DISPLACED_KEY);
    if (!raw) return undefined;
    const data = JSON.parse(raw) as { scenario?: unknown; source?: ScenarioSource; edited?: unknown };
    const scenario = validate(data?.scenario);
    if (scenario && data.source && typeof data.source.kind === 'string') return { scenario, source: data.source, edited: data.edited === true };
    onUnreadable?.(raw, data?.scenario, scenario ? 'no source' : undefined);
    return undefined;
  } catch (e) {
    if (raw) onUnreadable?.(raw, undefined, e instanceof Error ? e.message : String(e));
    return undefined;
  }
}

/** Stores (or, with undefined, forgets) the displaced document; false when storage refused it or
 * it is too large to try (it is still offered back in this page). The copy stored before goes then:
 * a reload must not offer it as the document the last load replaced (it stays under Recent). */
export function writeDisplaced(storage: KeyValueStorage, e: RecentEntry | undefined): boolean {
  const big = !!e && tooLargeToStore(e.scenario);
  try {
    if (e && !big) storage.setItem(DISPLACED_KEY, JSON.stringify(e));
    else storage.removeItem(DISPLACED_KEY);
    return !big;
  } catch {
    return false;
  }
}
