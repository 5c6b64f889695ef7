// The event list's filters (Packet Tracer's "event list filters"): by kind of event (its colour
// family: allow, drop, NAT, ...), by VFP layer, by the action of the deciding rule, by host and by
// leg. An empty filter shows everything; steps keep their numbers when others are hidden.
import type { Tone, TraceEvent } from '../core/trace/trace';

export interface EventFilter {
  /** Kinds to show; empty: all. */
  tones: Tone[];
  layer?: string;
  /** The deciding rule's action type (allow, block, lbnat, encap...), or `default` for a layer default. */
  action?: string;
  host?: string;
  leg?: 'request' | 'reply';
}

export const NO_FILTER: EventFilter = { tones: [] };

export const actionOf = (e: TraceEvent): string | undefined => (e.layer ? (e.layer.defaulted ? 'default' : e.layer.action) : undefined);

export function matchesFilter(e: TraceEvent, f: EventFilter): boolean {
  if (f.tones.length && !f.tones.includes(e.tone)) return false;
  if (f.layer && e.at.layer !== f.layer) return false;
  if (f.action && actionOf(e) !== f.action) return false;
  if (f.host && e.at.node !== f.host) return false;
  if (f.leg && e.leg !== f.leg) return false;
  return true;
}

export const isFiltering = (f: EventFilter) => f.tones.length > 0 || !!(f.layer || f.action || f.host || f.leg);

export interface FilterOptions {
  tones: Tone[];
  layers: string[];
  actions: string[];
  hosts: string[];
  legs: ('request' | 'reply')[];
}

/** The values present in a trace, so every choice offered shows something. */
export function filterOptions(events: readonly TraceEvent[]): FilterOptions {
  const uniq = <T>(xs: (T | undefined)[]) => [...new Set(xs.filter((x): x is T => x !== undefined))];
  return {
    tones: uniq(events.map((e) => e.tone)),
    layers: uniq(events.map((e) => e.at.layer)),
    actions: uniq(events.map(actionOf)),
    hosts: uniq(events.map((e) => e.at.node)),
    legs: uniq(events.map((e) => e.leg)),
  };
}

/** Steps (1-based) that pass the filter. */
export function visibleSteps(events: readonly TraceEvent[], f: EventFilter): number[] {
  const out: number[] = [];
  events.forEach((e, i) => matchesFilter(e, f) && out.push(i + 1));
  return out;
}
