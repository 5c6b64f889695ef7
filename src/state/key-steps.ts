// Key steps (issue 17): the steps that change or decide something — a rule that matched, a rewrite,
// load balancing, a flow-cache hit, a drop, a delivery, a crossing of the switch, the wire or a
// hairpin. Left out: entering a port, a route lookup, and a layer the packet passes unchanged (the
// close-up still draws those layers as bands the packet went through). `step` keeps counting every
// event of the trace; key mode only chooses where the playhead stops.
import type { TraceEvent } from '../core/trace/trace';

const QUIET_KINDS = new Set<TraceEvent['kind']>(['route', 'port', 'layer']);

export function isKeyEvent(e: TraceEvent): boolean {
  if (!QUIET_KINDS.has(e.kind) || e.tone !== 'forward') return true;
  if (e.transpositions?.length || e.lb) return true;
  return e.kind === 'layer' && !!e.layer?.rule && !e.layer.defaulted;
}

const cache = new WeakMap<readonly TraceEvent[], number[]>();

/** The 1-based steps that are key steps, in order; the first and the last step always are. */
export function keyStepsOf(events: readonly TraceEvent[]): number[] {
  let out = cache.get(events);
  if (out) return out;
  out = [];
  events.forEach((e, i) => {
    if (i === 0 || i === events.length - 1 || isKeyEvent(e)) out!.push(i + 1);
  });
  cache.set(events, out);
  return out;
}

/** The key step at or before `step` (a link to a step that is not key opens there); 0 stays 0. */
export function keyStepAtOrBefore(keys: readonly number[], step: number): number {
  let best = 0;
  for (const k of keys) if (k <= step) best = k;
  return best;
}

export const nextKeyStep = (keys: readonly number[], step: number, total: number) => keys.find((k) => k > step) ?? total;
export const previousKeyStep = (keys: readonly number[], step: number) => [...keys].reverse().find((k) => k < step) ?? Math.min(step, keys[0] ?? 0);

/** "key step 6 of 14": the 1-based rank of the key step at or before `step` (0 before the first). */
export function keyRank(keys: readonly number[], step: number): number {
  let n = 0;
  for (const k of keys) if (k <= step) n++;
  return n;
}
