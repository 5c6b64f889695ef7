// Traces of a scenario's probes, computed once per (scenario, probe). The probe list shows every
// probe's outcome and the player shows one of them: without the cache each render would walk again.
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { traceProbe, type Traced } from './simulation';

const cache = new WeakMap<Scenario, Map<string, Traced>>();

export function cachedTrace(s: Scenario, probe: ProbeSpec): Traced {
  let perScenario = cache.get(s);
  if (!perScenario) cache.set(s, (perScenario = new Map()));
  // The whole spec is the key: an ad-hoc probe reuses the name `adhoc` with other fields.
  const key = JSON.stringify(probe);
  let r = perScenario.get(key);
  if (!r) perScenario.set(key, (r = traceProbe(s, probe)));
  return r;
}
