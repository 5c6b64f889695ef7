// The endpoints of a load balancer's Service that kube-proxy left out of it (not ready, terminating),
// with their EndpointSlice conditions: the LB step shows them beside the backends it did use.
import { formatIpv4 } from '../core/net/ip';
import type { LoadBalancing } from '../core/trace/trace';
import type { EndpointConditions } from '../cluster/scenario/resolve';
import { externalAddresses } from '../cluster/scenario/lb-address';
import type { Simulation } from '../cluster/simulation';

export function leftOutOf(sim: Simulation, lb: LoadBalancing): EndpointConditions[] {
  const ip = lb.vip.split(':')[0]!;
  const svc = sim.resolved.services.find((s) => formatIpv4(s.clusterIP) === ip || externalAddresses(s.spec).includes(ip)) ?? sim.resolved.services.find((s) => s.conditions.length && lb.backends.some((b) => s.conditions.some((c) => formatIpv4(c.pod.ip) === b.ip)));
  if (!svc) return [];
  const used = new Set(lb.backends.map((b) => b.ip));
  return svc.conditions.filter((c) => !used.has(formatIpv4(c.pod.ip)) && !(c.ready && c.serving));
}

/** The conditions as the EndpointSlice writes them (API field names: the same in every language). */
export const conditionsLine = (c: EndpointConditions): string => `ready=${c.ready} serving=${c.serving} terminating=${c.terminating}`;
