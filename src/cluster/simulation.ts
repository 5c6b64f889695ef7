// simulate(): a scenario made ready to walk, with every node's model (the CLI, the workers, tests).
// The app's first load uses simulation-core.ts, which leaves late-parts.ts out.
import type { Scenario } from './scenario/schema';
import { simulateWith, type Simulation } from './simulation-core';
import { LATE_PARTS } from './world/late-parts';

export { canonicalRef, checkExpect, checkExpectMsgs, probeIndex, runProbe, simulateWith, type ProbeResult, type Simulation } from './simulation-core';

/** Simulates a scenario; imported HNS objects and VFP ports on its nodes replace what would be derived. */
export function simulate(s: Scenario): Simulation {
  return simulateWith(s, LATE_PARTS);
}
