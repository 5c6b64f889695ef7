// The document the views draw, and its simulation. An edit of a big document (thousands of hand
// edits or imported rules) is drawn in a later render React can interrupt (useDeferredValue): the
// click's task validates and saves the edit; re-simulating (~10-25 ms at 10,000 hand edits) and
// drawing the result come in tasks of their own, and the trace on screen is walked again once the
// edit is drawn, in the task of its effects (issue 32: "no page task over 50 ms"). The drawn document
// is handed down by context, so that the click's render reaches none of the views that draw it. A
// small document is drawn, and its trace walked again (useRetrace.ts), at once, as before.
import { createContext, useContext, useDeferredValue, useEffect, type ReactNode } from 'react';
import type { Scenario } from '../cluster/scenario/schema';
import type { Simulation } from '../cluster/simulation-core';
import { writtenLater } from '../state/autosave-later';
import { simulationOf } from '../state/simulation';
import { useApp, useScenario } from './app-context';

const Drawn = createContext<Scenario | undefined>(undefined);

/** The big documents: those autosave writes in slices. */
export const big = (s: Scenario) => writtenLater(s);

/** Hands the drawn document down: the current one, or for a moment the one before a big edit. */
export function DrawnScenario({ children }: { children: ReactNode }) {
  const app = useApp();
  const current = useScenario((s) => s.scenario);
  const deferred = useDeferredValue(current);
  const drawn = deferred === current || !big(current) ? current : deferred;
  useEffect(() => {
    // A big document's trace, walked again now that it is drawn: on the simulation its render made,
    // and only for the document the store holds (an older one drawn meanwhile is drawn again soon).
    if (big(drawn) && drawn === app.scenario.getState().scenario) app.player.getState().retrace(drawn);
  }, [app, drawn]);
  return <Drawn.Provider value={drawn}>{children}</Drawn.Provider>;
}

export function useDrawnScenario(): Scenario {
  const drawn = useContext(Drawn);
  // Outside DrawnScenario (a view rendered on its own), the store's document; inside, no subscription.
  const own = useScenario((s) => (drawn ? undefined : s.scenario));
  return drawn ?? own!;
}

/** The drawn document and its simulation. */
export function useSimulation(): { scenario: Scenario; sim: Simulation | Error } {
  const scenario = useDrawnScenario();
  return { scenario, sim: simulationOf(scenario) };
}
