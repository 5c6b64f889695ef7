// Asks before the page is left while it holds work that nothing else keeps (state/unsaved-work.ts):
// a document too large for the browser's storage, not saved to a file since it last changed. The
// handler is there only then: otherwise leaving is free, and the page stays fit for the back/forward cache.
import { useEffect } from 'react';
import { unsavedWork } from '../../state/unsaved-work';
import { useScenario } from '../app-context';

function ask(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Browsers before the standard's preventDefault() ask only when returnValue is set.
  e.returnValue = true;
}

export function useLeaveGuard() {
  const guard = useScenario(unsavedWork);
  useEffect(() => {
    if (!guard) return;
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [guard]);
}
