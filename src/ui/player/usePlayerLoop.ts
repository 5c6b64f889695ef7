// Advances the playhead while playing: one step per hop time (half a second at 1×). The loop only
// moves the playhead; what each step shows was computed by the core.
import { useEffect } from 'react';
import { useApp, usePlayhead, useUi } from '../app-context';

export const HOP_MS = 500;

export function usePlayerLoop(): void {
  const app = useApp();
  const playing = usePlayhead((s) => s.playing);
  const step = usePlayhead((s) => s.step);
  const speed = usePlayhead((s) => s.speed);
  const instant = useUi((s) => s.instant);
  useEffect(() => {
    if (!playing) return;
    const total = app.player.getState().result?.trace.events.length ?? 0;
    if (step >= total) {
      app.playhead.getState().pause();
      return;
    }
    const t = setTimeout(() => app.playhead.getState().forward(), instant ? 0 : HOP_MS / speed);
    return () => clearTimeout(t);
  }, [app, playing, step, speed, instant]);
}
