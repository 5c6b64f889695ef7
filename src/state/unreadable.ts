// Saved work this build cannot read (issue 32): an autosave, a Recent entry or the displaced
// document that fails the schema (a field a newer build wrote on the same origin, one bad address) or
// is no JSON at all. It is never dropped nor overwritten by the next edit: its text is kept aside,
// under a key of its own, word for word, until the user discards it; the page names what is wrong
// (the field's path and the schema's message) and offers it as a file.
import { formatPath, type Issue } from '../cluster/scenario/issues';
import type { KeyValueStorage } from './storage';

export const UNREADABLE_KEY = 'vfp-lab:unreadable:v1';

/** Where the copy was found: the autosave key, another tab's write of it, the Recent list, the displaced document. */
export type UnreadableFrom = 'autosave' | 'other-tab' | 'recent' | 'displaced';

const FROM: readonly UnreadableFrom[] = ['autosave', 'other-tab', 'recent', 'displaced'];

export interface UnreadableCopy {
  from: UnreadableFrom;
  /** The stored text as it was found, to the byte. */
  text: string;
  /** What is wrong, in the schema's words: `pods[0].ip: …`, `metadata: unknown field x`, `not JSON: …`. */
  problem: string;
  /** False when storage refused to keep the copy aside: it is then only in this page (and, for the
   * autosave, still under its key, which the store must not write over until the user decides). */
  stored: boolean;
}

/** What is wrong with a saved record, from the JSON parser or the validator's issues (the first three). */
export function problemOf(issues: readonly Pick<Issue, 'path' | 'message' | 'severity'>[]): string {
  const errors = issues.filter((i) => i.severity === 'error');
  const shown = errors.slice(0, 3).map((i) => (i.path.length ? `${formatPath([...i.path])}: ${i.message}` : i.message));
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
  return shown.length ? `${shown.join('; ')}${more}` : 'not a scenario';
}

/** Reads a stored record `{ scenario, source, edited }`; returns its parsed value or what is wrong with its text. */
export function parseRecord(text: string): { data: { scenario?: unknown; source?: unknown; edited?: unknown } } | { problem: string } {
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return { problem: 'not a saved document (no JSON object)' };
    return { data: data as { scenario?: unknown } };
  } catch (e) {
    return { problem: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The copies kept aside before (a damaged list is itself kept: its text is not lost either). */
export function readUnreadable(storage: KeyValueStorage): UnreadableCopy[] {
  let raw: string | null;
  try {
    raw = storage.getItem(UNREADABLE_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) throw new Error('not a list');
    return data
      .filter((c): c is UnreadableCopy => !!c && typeof (c as UnreadableCopy).text === 'string')
      .map((c) => ({ from: FROM.includes(c.from) ? c.from : 'autosave', text: c.text, problem: typeof c.problem === 'string' ? c.problem : 'unreadable', stored: true }));
  } catch {
    return [{ from: 'autosave', text: raw, problem: 'the list of unreadable copies is damaged', stored: false }];
  }
}

function write(storage: KeyValueStorage, list: readonly UnreadableCopy[]): boolean {
  try {
    const kept = list.map(({ from, text, problem }) => ({ from, text, problem }));
    if (kept.length) storage.setItem(UNREADABLE_KEY, JSON.stringify(kept));
    else storage.removeItem(UNREADABLE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Adds a copy to the list (once: the same text found again at the next load is not added twice) and
 * stores the list; the copy's `stored` says whether storage took it. Returns the new list. */
export function setAside(storage: KeyValueStorage, list: readonly UnreadableCopy[], copy: Omit<UnreadableCopy, 'stored'>): UnreadableCopy[] {
  if (list.some((c) => c.text === copy.text)) return [...list];
  const next = [...list, { ...copy, stored: false }];
  const ok = write(storage, next);
  return next.map((c) => (ok ? { ...c, stored: true } : c));
}

/** The user's word: the copy goes (from storage too). */
export function discard(storage: KeyValueStorage, list: readonly UnreadableCopy[], text: string): UnreadableCopy[] {
  const next = list.filter((c) => c.text !== text);
  const ok = write(storage, next);
  return next.map((c) => (ok ? { ...c, stored: true } : c));
}

/** The file name the copy is saved under: JSON when it parses, text otherwise. */
export function unreadableFileName(c: Pick<UnreadableCopy, 'from' | 'text'>): string {
  return `vfp-lab-unreadable-${c.from}.${'problem' in parseRecord(c.text) ? 'txt' : 'json'}`;
}
