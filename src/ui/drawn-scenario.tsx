// The document the views draw, and its simulation. An edit of a big document (thousands of hand
// edits or imported rules) is drawn in a later render React can interrupt (useDeferredValue): the
// click's task validates and saves the edit; re-simulating (~10-25 ms at 10,000 hand edits), walking
// the probes shown and drawing the result come in tasks of their own (issue 32: "no page task over
// 50 ms"). The drawn document is handed down by context, so that the click's render reaches none of
// the views that draw it. A small document is drawn at once, as before.
import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import type { Scenario } from '../cluster/scenario/schema';
import type { Simulation } from '../cluster/simulation-core';
import { writtenLater } from '../state/autosave-later';
import { simulationOf } from '../state/simulation';
import { useScenario } from './app-context';

const Drawn = createContext<Scenario | undefined>(undefined);

/** The big documents: those autosave writes in slices. */
const big = (s: Scenario) => writtenLater(s);

/** Hands the drawn document down: the current one, or for a moment the one before a big edit. */
export function DrawnScenario({ children }: { children: ReactNode }) {
  const current = useScenario((s) => s.scenario);
  const deferred = useDeferredValue(current);
  return <Drawn.Provider value={deferred === current || !big(current) ? current : deferred}>{children}</Drawn.Provider>;
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
