// The validation module (validate.ts: zod, the YAML loader, the share codec) is a chunk of its own.
// The page loads it before it starts when the start needs it (a share link, an autosave), and
// right after the first paint otherwise; code that runs on a user's action reaches it through
// validation(), which is there by then. A test that needs it imports testing/validation-loaded.ts.
import { loadLateParts } from '../cluster/world/late-load';
import { DISPLACED_KEY, RECENT_KEY } from './recent';
import { AUTOSAVE_KEY, type KeyValueStorage } from './storage';

export type Validation = typeof import('./validate');

let loaded: Validation | undefined;

export function registerValidation(v: Validation): void {
  loaded = v;
}

/** With it, what the demo's world does not need (cluster/world/late-parts.ts): any document it admits may. */
export async function loadValidation(): Promise<Validation> {
  const [v] = await Promise.all([import('./validate'), loadLateParts()]);
  return (loaded ??= v);
}

export const validationLoaded = () => loaded !== undefined;

/** The loaded module; a call before it is loaded is a bug of the caller (it should await loadValidation). */
export function validation(): Validation {
  if (!loaded) throw new Error('the validation module is not loaded yet (await loadValidation() first)');
  return loaded;
}

/** Whether the page's start reads anything that needs validating: a share link, saved work. */
export function startNeedsValidation(hash: string, storage: KeyValueStorage): boolean {
  if (hash.startsWith('#/share/')) return true;
  try {
    return [AUTOSAVE_KEY, RECENT_KEY, DISPLACED_KEY].some((k) => !!storage.getItem(k));
  } catch {
    return false;
  }
}
