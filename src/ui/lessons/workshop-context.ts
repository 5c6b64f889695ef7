// The workshop's stores (language, lessons), handed down by context like the app's.
import { createContext, useContext } from 'react';
import type { LangStore } from '../../state/lang';
import type { LessonStore } from '../../state/lesson-store';

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
