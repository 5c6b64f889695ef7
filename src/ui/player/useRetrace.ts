// An edit (in Build, or undo) changes the scenario: the trace on screen is walked again in the
// new scenario, so the player never shows a journey through a cluster that no longer exists.
import { useEffect } from 'react';
import type { App } from '../../state/app';

export function useRetrace(app: App): void {
  useEffect(
    () =>
      app.scenario.subscribe((s, prev) => {
        if (s.scenario !== prev.scenario) app.player.getState().retrace(s.scenario);
      }),
    [app],
  );
}
