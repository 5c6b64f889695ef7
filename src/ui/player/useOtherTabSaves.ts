// Another tab's autosave of this document, heard from the first paint on: the store keeps it
// (`theirs`) until StorageNotices, a later chunk, offers "take theirs / keep mine".
import { useEffect } from 'react';
import type { App } from '../../state/app';
import { AUTOSAVE_KEY } from '../../state/storage';

export function useOtherTabSaves(app: App): void {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTOSAVE_KEY) app.scenario.getState().otherTabSaved(e.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [app]);
}
