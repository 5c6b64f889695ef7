// Work that only this page holds: a document too large for the browser's storage (it is never
// autosaved, tooLargeToStore) that has not been saved to a file since its last change, on screen or
// waiting to be restored. Leaving the page loses it, so the page asks first while there is some
// (ui/player/StorageNotices.tsx), and only then. Loaded with the storage notices, not at first paint.
import type { Scenario } from '../cluster/scenario/schema';
import { tooLargeToStore } from './autosave';
import type { ScenarioActions, ScenarioState } from './scenario-store';

type Held = Pick<ScenarioState, 'scenario' | 'displaced'> & Pick<ScenarioActions, 'savedToFile'>;

/** Whether `s` would be lost with the page: too large to store and not in a file as it is. */
export const onlyHere = (st: Pick<ScenarioActions, 'savedToFile'>, s: Scenario) => tooLargeToStore(s) && !st.savedToFile(s);

/** Whether leaving the page now would lose work: the document on screen, or the one a load displaced. */
export function unsavedWork(st: Held): boolean {
  return onlyHere(st, st.scenario) || (!!st.displaced && onlyHere(st, st.displaced.scenario));
}
