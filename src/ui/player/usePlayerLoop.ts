// Advances the playhead while playing: one step per hop time (half a second at 1×). The loop only
// moves the playhead; what each step shows was computed by the core. It holds a step while a
// panel's chunk still loads or a panel has not yet shown the step (panel-sync, issue 33): the
// inspector and the event list show the step the counter shows, and nothing plays past "Loading…".
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApp, usePlayer, usePlayhead, useUi } from '../app-context';
import { chunksLoading, HOLD_MAX_MS, panelsShow, subscribePanels } from '../common/panel-sync';
import { panelsWarm, subscribeWarm } from '../common/warm-panels';

export const HOP_MS = 500;

export function usePlayerLoop(): void {
  const app = useApp();
  const playing = usePlayhead((s) => s.playing);
  const step = usePlayhead((s) => s.step);
  const speed = usePlayhead((s) => s.speed);
  const instant = useUi((s) => s.instant);
  const events = usePlayer((s) => s.result?.trace.events);
  const warm = useSyncExternalStore(subscribeWarm, panelsWarm);
  const ready = useSyncExternalStore(subscribePanels, () => !chunksLoading() && panelsShow(events, step)) && warm;
  // A hold that lasts too long (a chunk that fails, a panel that never answers) lets the step go.
  const [overdue, setOverdue] = useState<string>();
  const key = `${playing}:${step}`;
  useEffect(() => {
    if (!playing || ready || instant) return;
    const t = setTimeout(() => setOverdue(key), HOLD_MAX_MS);
    return () => clearTimeout(t);
  }, [playing, ready, instant, key]);
  const go = ready || instant || overdue === key;
  useEffect(() => {
    if (!playing) return;
    const total = app.player.getState().result?.trace.events.length ?? 0;
    if (step >= total) {
      app.playhead.getState().pause();
      return;
    }
    if (!go) return;
    const t = setTimeout(() => app.playhead.getState().forward(), instant ? 0 : HOP_MS / speed);
    return () => clearTimeout(t);
  }, [app, playing, step, speed, instant, go]);
}
