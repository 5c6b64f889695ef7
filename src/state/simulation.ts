// Derived data: the simulation of the current scenario, recomputed when (and only when) the
// scenario object changes.
import type { Scenario } from '../cluster/scenario/schema';
import { userWhy } from '../io/errors';
import { walkFailure, walkMsg } from './walk-messages';
import { runProbe, simulateWith, type ProbeResult, type Simulation } from '../cluster/simulation-core';
import { latePartsLoaded, loadLateParts } from '../cluster/world/late-load';
import type { ProbeSpec } from '../cluster/scenario/schema';
import type { Resolved } from '../cluster/probe';
import type { Msg } from '../core/message';
// The replay's checks come with the replay (replay-gaps.ts), not in the first load.
import { keptReplayOf } from './replay-gaps';

const sims = new WeakMap<Scenario, Simulation | Error>();

export function simulationOf(s: Scenario): Simulation | Error {
  let sim = sims.get(s);
  if (!sim) {
    const late = latePartsLoaded();
    try {
      sim = simulateWith(s, late);
    } catch (e) {
      // A scenario that validates but cannot be built is a bug of ours; show it, do not crash.
      sim = e instanceof Error ? e : new Error(String(e));
    }
    // Every document but the demo's comes after late-parts.ts (late-load.ts); should one not, the
    // parts are fetched and the next call builds it, rather than keeping the error.
    if (sim instanceof Error && !late) void loadLateParts();
    else sims.set(s, sim);
  }
  return sim;
}

/** A walk, or why not; `deadEnd` when a replay's files lack what the probe needs (said in the user's language). */
export type Traced = Resolved<ProbeResult> & { deadEnd?: Msg };

export function traceProbe(s: Scenario, asked: ProbeSpec): Traced {
  const sim = simulationOf(s);
  if (sim instanceof Error) return { ok: false, ...walkFailure(walkMsg('walk.cannotSimulate', { why: sim.message })) };
  let probe = asked;
  const replay = keptReplayOf(s);
  if (replay) {
    const checked = replay.checks.probe(s, replay.report, asked);
    if ('deadEnd' in checked) return { ok: false, message: checked.text, deadEnd: checked.deadEnd };
    probe = checked.probe;
  }
  try {
    return runProbe(sim, probe);
  } catch (e) {
    return { ok: false, ...walkFailure(walkMsg('walk.failed', { why: userWhy(e) })) };
  }
}
