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

/** Said from the first paint when the browser gives the page no storage (blocked cookies and site
 * data): work lives in the tab only (trace.notice.storageBlocked). */
export const SAVE_BLOCKED = 'This browser does not let the page keep anything (site data is blocked): your work lasts only as long as this tab. Save to file to keep it.';

/** Said instead of writing a document no browser storage holds (a replayed node of 100k rules); the
 * page shows its words in the user's language (trace.notice.storageTooLarge), this is the key. */
export const SAVE_TOO_LARGE = 'Too large to autosave (over 20,000 imported rules): save to file to keep it.';

/** Imported rules above which a document is not written to storage: ~6 MB of JSON, more than the
 * ~5 MB a browser keeps per site, and writing it out would hold the page for a second or more. */
export const STORE_RULES_LIMIT = 20_000;

/** Whether the document carries more imported VFP rules (nodes[].vfp) than storage can take; counted, not written out. */
export function tooLargeToStore(s: Scenario): boolean {
  let rules = 0;
  for (const n of s.nodes) {
    const ports = (n.vfp as { ports?: { layers?: { groups?: { rules?: unknown[] }[] }[] }[] } | undefined)?.ports;
    if (!Array.isArray(ports)) continue;
    for (const p of ports) for (const l of p.layers ?? []) for (const g of l.groups ?? []) rules += g.rules?.length ?? 0;
    if (rules > STORE_RULES_LIMIT) return true;
  }
  return false;
}

export function writeAutosave(storage: KeyValueStorage, record: AutosaveRecord): string | undefined {
  if (tooLargeToStore(record.scenario)) return SAVE_TOO_LARGE;
  try {
    storage.setItem(AUTOSAVE_KEY, JSON.stringify(record));
    return undefined;
  } catch (e) {
    return saveFailure(e);
  }
}

/** A failed storage write in the user's words: full, or refused. */
export function saveFailure(e: unknown): string {
  const full = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
  return full ? SAVE_FULL : SAVE_REFUSED;
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
