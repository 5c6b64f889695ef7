// The workshop's hooks in one import for the lessons' components.
import { useStore } from 'zustand';
import type { LessonStore } from '../../state/lesson-store';
import { useWorkshop } from './workshop-context';

export { WorkshopContext, useWorkshop, type Workshop } from './workshop-context';
export { useLang, useT } from '../i18n/use-t';

export function useLessons<T>(select: (s: ReturnType<LessonStore['getState']>) => T): T {
  return useStore(useWorkshop().lessons, select);
}
