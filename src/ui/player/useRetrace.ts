// An edit (in Build, or undo) changes the scenario: the trace on screen is walked again in the
// new scenario, so the player never shows a journey through a cluster that no longer exists.
// A big document's trace is walked again once its edit is drawn (drawn-scenario.tsx), in a task
// of its own: re-simulating and walking 10,000 hand edits here, in the click's task, held the page
// past 50 ms (issue 32).
import { useEffect } from 'react';
import type { App } from '../../state/app';
import { big } from '../drawn-scenario';

export function useRetrace(app: App): void {
  useEffect(
    () =>
      app.scenario.subscribe((s, prev) => {
        if (s.scenario !== prev.scenario && !big(s.scenario)) app.player.getState().retrace(s.scenario);
      }),
    [app],
  );
}
