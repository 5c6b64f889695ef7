// The autosave: one key shared by every tab of the app. A write that fails (quota, storage turned
// off) is said at once, and the page offers "Save to file"; another tab's write is never overwritten
// silently: the page says so and lets the user take theirs or keep this tab's.
import type { Scenario } from '../cluster/scenario/schema';
import type { RecentEntry } from './recent';
import type { ScenarioSource } from './source';
import { AUTOSAVE_KEY, type KeyValueStorage } from './storage';

export interface AutosaveRecord {
  scenario: Scenario;
  source: ScenarioSource;
  edited: boolean;
  savedAt: number;
}

/** Writes the record; returns why it could not, in words for the user. */
/** What a failed autosave says (the UI shows them in the chosen language, matching on these). */
export const SAVE_FULL = "This browser's storage is full: your latest changes are not saved here. Save to file to keep them.";
export const SAVE_REFUSED = 'This browser would not save your work (storage is turned off or refused it). Save to file to keep it.';

export function writeAutosave(storage: KeyValueStorage, record: AutosaveRecord): string | undefined {
  try {
    storage.setItem(AUTOSAVE_KEY, JSON.stringify(record));
    return undefined;
  } catch (e) {
    const full = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
    return full ? SAVE_FULL : SAVE_REFUSED;
  }
}

/** Another tab's autosave, read from a `storage` event's new value; undefined when unreadable. */
export function readOtherTab(raw: string | null, validate: (s: unknown) => Scenario | undefined): RecentEntry | undefined {
  if (!raw) return undefined;
  try {
    const data = JSON.parse(raw) as { scenario?: unknown; source?: ScenarioSource; edited?: unknown };
    const scenario = validate(data?.scenario);
    return scenario ? { scenario, source: data.source ?? { kind: 'autosave' }, edited: data.edited === true } : undefined;
  } catch {
    return undefined;
  }
}
