// The language the canvas cards are worded in (layout-words.ts). Apart from layout-words.ts, which the
// Vietnamese chunk imports, so that the words' chunk does not pull the app's hooks (and the lessons
// they reach) into every project that reads the dictionaries.
import { useSyncExternalStore } from 'react';
import type { Lang } from '../../state/lang';
import { dictionaryVersion, subscribeDictionaries } from '../i18n/t';
import { useLang } from '../i18n/use-t';

/** The chosen language for layoutWords: the component renders again when that language's words
 * (and so its shapes) arrive. */
export function useLayoutLang(): Lang {
  useSyncExternalStore(subscribeDictionaries, dictionaryVersion);
  return useLang();
}
