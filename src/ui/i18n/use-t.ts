// The hooks every component uses for words: the chosen language, and t(key, vars) in it. They live
// here, not with the lessons, so the app's shell does not pull the lessons' code in.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { Lang } from '../../state/lang';
import { useWorkshop } from '../lessons/workshop-context';
import { dictionaryVersion, hasDictionary, loadDictionary, subscribeDictionaries, translate, type Key } from './t';

export const useLang = (): Lang => useStore(useWorkshop().lang, (s) => s.lang);

/** t(key, vars) in the chosen language; English until that language's words have arrived, then
 * the component renders again (as it does when an area's English arrives). */
export function useT(): (key: Key, vars?: Record<string, string | number>) => string {
  const lang = useLang();
  const version = useSyncExternalStore(subscribeDictionaries, dictionaryVersion);
  const here = hasDictionary(lang);
  useEffect(() => {
    if (!here) void loadDictionary(lang).catch(() => undefined);
  }, [lang, here]);
  // `version` is a dependency so that words which arrived give a new t() and a render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key, vars) => translate(here ? lang : 'en', key, vars), [lang, here, version]);
}

/** The type of t(), for helpers that take it from a component. */
export type T = ReturnType<typeof useT>;
