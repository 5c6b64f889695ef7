// The step the side panels (event list, inspector) show. They follow the playhead a few frames
// behind, in a transition: React renders them after the canvas has shown the step, in a render it
// yields from every few milliseconds, so the frames of the packet's glide go on while they render.
// Read from the store directly (useSyncExternalStore), every step rendered them in the one block
// of the step, which on a slow CPU held the main thread for several frames (issue 16).
import { startTransition, useEffect, useState } from 'react';
import { useApp } from '../app-context';

export function usePanelStep(): number {
  const app = useApp();
  const [step, setStep] = useState(() => app.playhead.getState().step);
  useEffect(() => {
    const follow = (now: number) => startTransition(() => setStep(now));
    // A step taken between this render and the subscription.
    follow(app.playhead.getState().step);
    return app.playhead.subscribe((s, prev) => s.step !== prev.step && follow(s.step));
  }, [app]);
  return step;
}
