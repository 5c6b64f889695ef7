// Asks before the page is left while it holds work that nothing else keeps (state/unsaved-work.ts):
// a document too large for the browser's storage, not saved to a file since it last changed. The
// handler is there only then: otherwise leaving is free, and the page stays fit for the back/forward cache.
// It also notes in the tab's session storage which too-large document the page holds, so that the
// page loaded again in this tab can say it is gone (StorageNotices) rather than show the older
// autosave as if it were the latest.
import { useEffect } from 'react';
import { heldTooLarge, noteHeld, unsavedWork } from '../../state/unsaved-work';
import { useScenario } from '../app-context';

function ask(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Browsers before the standard's preventDefault() ask only when returnValue is set.
  e.returnValue = true;
}

export function useLeaveGuard() {
  const guard = useScenario(unsavedWork);
  const title = useScenario((s) => heldTooLarge(s)?.title);
  const saved = useScenario((s) => heldTooLarge(s)?.saved === true);
  useEffect(() => {
    if (!guard) return;
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [guard]);
  useEffect(() => noteHeld(title === undefined ? undefined : { title, saved }), [title, saved]);
}
