// Before/after: the same probes walked in two worlds (two scenarios, two sets of dumps, a scenario
// and its edited copy). Which probes change verdict, and the first step where the two walks part.
import type { Trace } from '../../core/trace/trace';
import { runProbe, type Simulation } from '../simulation';
import type { ProbeSpec } from '../scenario/schema';
import { compareMsg, compareText, type CompareMsg } from './messages';

export interface Outcome {
  outcome: 'delivered' | 'dropped' | 'rejected';
  reason: string | null;
  endpoint: string | null;
}

export interface ProbeComparison {
  name: string;
  before: Outcome;
  after: Outcome;
  changed: boolean;
  /** The first step (counted in the `before` trace, from 1) whose event differs; null when the walks are the same. */
  divergesAt: Divergence | null;
  traces: { before: Trace; after: Trace };
}

export const outcomeOf = (t: Trace): Outcome => ({ outcome: t.request.verdict.outcome, reason: t.request.verdict.reason, endpoint: t.request.delivered?.endpoint ?? null });

const same = (a: Outcome, b: Outcome) => a.outcome === b.outcome && a.reason === b.reason && a.endpoint === b.endpoint;

/** Where two walks part: the step, the line, and which event of each side it sets against the other
 * (absent where that walk had ended), so the UI can say each side from its value where it has one. */
export interface Divergence {
  step: number;
  text: string;
  /** `text` as a value: its holes are the events' texts, which the UI says from the events. */
  msg: CompareMsg;
  before?: number;
  after?: number;
}

/** Steps are compared by what they say happened (place and words), the reply's included. */
export function divergence(before: Trace, after: Trace): Divergence | null {
  const a = before.events;
  const b = after.events;
  const n = Math.min(a.length, b.length);
  const parted = (step: number, m: CompareMsg, at: { before?: number; after?: number }): Divergence => ({ step, text: compareText(m), msg: m, ...at });
  for (let i = 0; i < n; i++) if (a[i]!.text !== b[i]!.text) return parted(i + 1, compareMsg('compare.parts', { a: a[i]!.text, b: b[i]!.text }), { before: i, after: i });
  if (a.length === b.length) return null;
  return a.length > b.length ? parted(n + 1, compareMsg('compare.afterEnded', { a: a[n]!.text }), { before: n }) : parted(n, compareMsg('compare.beforeEnded', { b: b[n]!.text }), { after: n });
}

export type CompareResult = { ok: true; probes: ProbeComparison[] } | { ok: false; message: string; msg: CompareMsg };

const unsent = (m: CompareMsg): CompareResult => ({ ok: false, message: compareText(m), msg: m });

export function compareProbes(a: Simulation, b: Simulation, probes: ProbeSpec[]): CompareResult {
  const out: ProbeComparison[] = [];
  for (const p of probes) {
    const ra = runProbe(a, p);
    if (!ra.ok) return unsent(compareMsg('compare.unsentA', { name: p.name, why: ra.msg ?? ra.message }));
    const rb = runProbe(b, p);
    if (!rb.ok) return unsent(compareMsg('compare.unsentB', { name: p.name, why: rb.msg ?? rb.message }));
    const before = outcomeOf(ra.value.trace);
    const after = outcomeOf(rb.value.trace);
    out.push({ name: p.name, before, after, changed: !same(before, after), divergesAt: divergence(ra.value.trace, rb.value.trace), traces: { before: ra.value.trace, after: rb.value.trace } });
  }
  return { ok: true, probes: out };
}

/** The JSON of `diff --json` (design.md §4 Conclusions). */
export const comparisonJson = (probes: ProbeComparison[]) => ({
  probes: probes.map(({ name, before, after, changed, divergesAt }) => ({ name, before, after, changed, divergesAt: divergesAt && { step: divergesAt.step, text: divergesAt.text } })),
});
