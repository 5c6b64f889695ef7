// The workshop's stores (language, lessons), handed down by context like the app's.
import { createContext, useCallback, useContext } from 'react';
import { useStore } from 'zustand';
import type { LangStore, Lang } from '../../state/lang';
import type { LessonStore } from '../../state/lesson-store';
import { translate, type Key } from '../i18n/t';

export interface Workshop {
  lang: LangStore;
  lessons: LessonStore;
}

export const WorkshopContext = createContext<Workshop | null>(null);

export function useWorkshop(): Workshop {
  const w = useContext(WorkshopContext);
  if (!w) throw new Error('useWorkshop outside <WorkshopContext.Provider>');
  return w;
}

export const useLang = (): Lang => useStore(useWorkshop().lang, (s) => s.lang);

export function useLessons<T>(select: (s: ReturnType<LessonStore['getState']>) => T): T {
  return useStore(useWorkshop().lessons, select);
}

/** t(key, vars) in the chosen language. */
export function useT(): (key: Key, vars?: Record<string, string | number>) => string {
  const lang = useLang();
  return useCallback((key, vars) => translate(lang, key, vars), [lang]);
}
