// What the fix search knows about the failed walk: the leg that failed and the packet as it was
// where it stopped, with the pods at either end.
import type { Packet } from '../../core/packet/packet';
import type { Ip } from '../../core/net/ip';
import type { Trace, Verdict } from '../../core/trace/trace';
import type { ResolvedPod } from '../scenario/resolve';
import type { ProbeSpec, Scenario } from '../scenario/schema';
import type { Simulation } from '../simulation';

export interface FixContext {
  scenario: Scenario;
  sim: Simulation;
  probe: ProbeSpec;
  trace: Trace;
  /** The verdict of the leg that failed (the request's, or the reply's when only the reply was lost). */
  verdict: Verdict;
  leg: 'request' | 'reply';
  /** The packet as it was where the walk stopped it (or, delivered, as the receiver saw it). */
  stopped: Packet;
  /** The pods that sent and were to receive it, at that point and at the start. */
  srcPods: ResolvedPod[];
  dstPods: ResolvedPod[];
}

export function fixContext(scenario: Scenario, sim: Simulation, probe: ProbeSpec, trace: Trace): FixContext {
  const replyLost = trace.request.verdict.outcome === 'delivered' && trace.reply && trace.reply.verdict.outcome !== 'delivered';
  const leg = replyLost ? 'reply' : 'request';
  const verdict = replyLost ? trace.reply!.verdict : trace.request.verdict;
  const events = trace.events.filter((e) => e.leg === leg);
  const stopped = events[events.length - 1]?.packet ?? trace.packet;
  const podsAt = (...ips: Ip[]) => sim.resolved.pods.filter((p) => ips.includes(p.ip));
  // On the reply leg the request's ends are swapped: the fix is still about the request's pods.
  const [a, b] = leg === 'reply' ? [stopped.dst, stopped.src] : [stopped.src, stopped.dst];
  return {
    scenario,
    sim,
    probe,
    trace,
    verdict,
    leg,
    stopped,
    srcPods: unique(podsAt(a, trace.packet.src)),
    dstPods: unique(podsAt(b, trace.packet.dst)),
  };
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

/** A deep copy of plain data (scenarios, HNS objects, VFP ports are JSON). */
export const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
