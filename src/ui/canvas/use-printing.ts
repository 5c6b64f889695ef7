// Whether the page is being printed (or shown as print media): the canvas then fits its whole
// drawing into the handout's box instead of keeping the readable zoom of the screen.
import { useSyncExternalStore } from 'react';

// One query for the page: its `matches` is evaluated when read, and a new matchMedia on every
// render of the packet (which renders on each frame of a zoom) showed in the playback profile.
let printQuery: MediaQueryList | undefined;
const query = () => (printQuery ??= typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);

function subscribe(onChange: () => void): () => void {
  const mq = query();
  mq?.addEventListener('change', onChange);
  window.addEventListener('beforeprint', onChange);
  window.addEventListener('afterprint', onChange);
  return () => {
    mq?.removeEventListener('change', onChange);
    window.removeEventListener('beforeprint', onChange);
    window.removeEventListener('afterprint', onChange);
  };
}

export const usePrinting = (): boolean => useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
