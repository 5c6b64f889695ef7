// An edit (in Build, or undo) changes the scenario: the trace on screen is walked again in the
// new scenario, so the player never shows a journey through a cluster that no longer exists.
// A big document's edit is walked again in a task of its own, after the click's: re-simulating and
// walking 10,000 hand edits in the click's task held the page past 50 ms (issue 32); meanwhile the
// views draw the document before the edit (drawn-scenario.tsx), whose walk this still is.
import { useEffect } from 'react';
import type { App } from '../../state/app';
import { writtenLater } from '../../state/autosave-later';

export function useRetrace(app: App): void {
  useEffect(() => {
    let later: ReturnType<typeof setTimeout> | undefined;
    const retrace = () => {
      clearTimeout(later);
      later = undefined;
      app.player.getState().retrace(app.scenario.getState().scenario);
    };
    const stop = app.scenario.subscribe((s, prev) => {
      if (s.scenario === prev.scenario) return;
      if (!writtenLater(s.scenario)) retrace();
      else later ??= setTimeout(retrace, 0);
    });
    return () => {
      stop();
      clearTimeout(later);
    };
  }, [app]);
}
