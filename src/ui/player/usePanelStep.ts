// The step the side panels (event list, inspector) show. They follow the playhead a few frames
// behind, in a transition: React renders them after the canvas has shown the step, in a render it
// yields from every few milliseconds, so the frames of the packet's glide go on while they render.
// Read from the store directly (useSyncExternalStore), every step rendered them in the one block
// of the step, which on a slow CPU held the main thread for several frames (issue 16). The step is
// held with the trace it was taken on: a panel never pairs a new trace with an old step (panel-step.ts).
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { panelMounted, panelShows } from '../common/panel-sync';
import type { TraceEvent } from '../../core/trace/trace';
import { useApp } from '../app-context';
import type { App } from '../../state/app';
import { panelStep, type HeldStep } from './panel-step';

/** The playhead's step now, with the events it belongs to. */
const heldOf = (app: App): HeldStep<readonly TraceEvent[]> => ({ events: app.player.getState().result?.trace.events, step: app.playhead.getState().step });

/** `events`: the trace's events the panel renders now. */
export function usePanelStep(events: readonly TraceEvent[] | undefined): number {
  const app = useApp();
  const [held, setHeld] = useState(() => heldOf(app));
  useEffect(() => {
    const follow = () => startTransition(() => setHeld(heldOf(app)));
    // A step or a trace taken between this render and the subscriptions.
    follow();
    const steps = app.playhead.subscribe((s, prev) => s.step !== prev.step && follow());
    const traces = app.player.subscribe((s, prev) => s.result !== prev.result && follow());
    return () => {
      steps();
      traces();
    };
  }, [app]);
  const step = panelStep(held, events, app.playhead.getState().step);
  // The playback loop moves on once every panel has committed the step the counter shows (issue 33).
  const [id] = useState(() => Symbol('panel'));
  useEffect(() => panelMounted(id), [id]);
  // In the layout phase: the counter's update (a sync one) paints in the same frame as the panel.
  useLayoutEffect(() => panelShows(id, events, step), [id, events, step]);
  return step;
}
