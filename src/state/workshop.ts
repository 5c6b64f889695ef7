// The workshop's stores beside the app's: the UI language and the lessons.
import { createLangStore, langParam } from './lang';
import { createLessonStore } from './lesson-store';
import type { KeyValueStorage } from './storage';

export function createWorkshop(storage: KeyValueStorage, search: string, hash: string) {
  return { lang: createLangStore(storage, langParam(search, hash)), lessons: createLessonStore(storage) };
}
