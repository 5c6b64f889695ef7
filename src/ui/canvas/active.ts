// Where the trace is on the canvas, per view: the element of the current step (the highlight
// ring the node cards draw) and the elements visited so far (the path overlay).
import { useMemo } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import type { View } from '../../state/ui-store';
import { useStore } from 'zustand';
import { useApp, usePlayer, usePlayhead, useUi } from '../app-context';
import { canvasIdFor } from './place';

/**
 * Whether the current step is at this canvas element: a node card re-renders only when it gains or
 * loses the packet, not on every step (a set of the active ids, new each step, re-rendered all).
 */
export function useIsActive(id: string): boolean {
  const app = useApp();
  const view = useUi((s) => s.view);
  const events = usePlayer((s) => s.result?.trace.events);
  return useStore(app.playhead, (ph) => {
    const ev = ph.step > 0 ? events?.[ph.step - 1] : undefined;
    return !!ev && canvasIdFor(view, ev.at, ev.kind) === id;
  });
}

export interface PathPoint {
  id: string;
  leg: TraceEvent['leg'];
}

/** The canvas elements the first `step` events visited in this view, in order, without repeats in a row. */
export function pathIds(events: readonly TraceEvent[], step: number, view: View): PathPoint[] {
  const out: PathPoint[] = [];
  // The close-up draws its own walk (the line along its bands, each band's state).
  if (view.kind === 'port') return out;
  for (const e of events.slice(0, step)) {
    const id = canvasIdFor(view, e.at, e.kind);
    const last = out[out.length - 1];
    if (id && (last?.id !== id || last.leg !== e.leg)) out.push({ id, leg: e.leg });
  }
  return out;
}

export function usePath(): PathPoint[] {
  const view = useUi((s) => s.view);
  const events = usePlayer((s) => s.result?.trace.events);
  const step = usePlayhead((s) => s.step);
  return useMemo(() => (events ? pathIds(events, step, view) : []), [events, step, view]);
}
