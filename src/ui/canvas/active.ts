// Which canvas elements the current step of the trace is at (for the highlight ring), per view.
import { useMemo } from 'react';
import { usePlayer, usePlayhead, useUi } from '../app-context';
import { canvasIdFor } from './place';

export function useCurrentEvent() {
  const events = usePlayer((s) => s.result?.trace.events);
  const step = usePlayhead((s) => s.step);
  return step > 0 ? events?.[step - 1] : undefined;
}

export function useActiveIds(): Set<string> {
  const view = useUi((s) => s.view);
  const ev = useCurrentEvent();
  return useMemo(() => {
    const id = ev ? canvasIdFor(view, ev.at) : undefined;
    return new Set(id ? [id] : []);
  }, [view, ev]);
}
