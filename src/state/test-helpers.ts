// Shared by the state tests: the talk's scenario, a probe of it by name, and a fresh app.
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { createApp, loadBuiltin } from './app';
import { memoryStorage, type KeyValueStorage } from './storage';
import { cachedTrace } from './trace-cache';
import type { ProbeResult } from '../cluster/simulation';

export const talk = (): Scenario => loadBuiltin('talk-l2bridge')!;

export function probeOf(s: Scenario, name: string): ProbeSpec {
  const p = s.probes.find((x) => x.name === name);
  if (!p) throw new Error(`no probe ${name}`);
  return p;
}

export const newApp = (hash = '', storage: KeyValueStorage = memoryStorage()) => createApp(storage, hash);

/** The (cached) result of a probe that must walk; throws with the reason when it cannot. */
export function resultOf(s: Scenario, probe: ProbeSpec): ProbeResult {
  const r = cachedTrace(s, probe);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}
