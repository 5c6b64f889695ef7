// The endpoints of a load balancer's Service that kube-proxy left out of it (not ready, terminating),
// with their EndpointSlice conditions, and what a targetPort given by name is on each pod: the LB
// step shows them beside the backends it did use.
import { formatIp, formatIpv4 } from '../core/net/ip';
import type { LoadBalancing } from '../core/trace/trace';
import type { EndpointConditions, ResolvedService } from '../cluster/scenario/resolve';
import { servicePortBackends } from '../cluster/scenario/named-ports';
import { externalAddresses } from '../cluster/scenario/lb-address';
import type { Simulation } from '../cluster/simulation';

function serviceOf(sim: Simulation, lb: LoadBalancing): ResolvedService | undefined {
  // `a.b.c.d:port` or `[IPv6]:port`.
  const ip = lb.vip.startsWith('[') ? lb.vip.slice(1, lb.vip.indexOf(']')) : lb.vip.split(':')[0]!;
  return sim.resolved.services.find((s) => s.clusterIPs.some((x) => formatIp(x) === ip) || externalAddresses(s.spec).includes(ip)) ?? sim.resolved.services.find((s) => s.conditions.length && lb.backends.some((b) => s.conditions.some((c) => formatIpv4(c.pod.ip) === b.ip)));
}

export function leftOutOf(sim: Simulation, lb: LoadBalancing): EndpointConditions[] {
  const svc = serviceOf(sim, lb);
  if (!svc) return [];
  const used = new Set(lb.backends.map((b) => b.ip));
  return svc.conditions.filter((c) => !used.has(formatIpv4(c.pod.ip)) && !(c.ready && c.serving));
}

/** The conditions as the EndpointSlice writes them (API field names: the same in every language). */
export const conditionsLine = (c: EndpointConditions): string => `ready=${c.ready} serving=${c.serving} terminating=${c.terminating}`;

export interface NamedTarget {
  name: string;
  /** Each ready endpoint that has the name, with its own number for it. */
  numbers: { pod: string; port: number }[];
  /** Ready endpoints without the name: no endpoint of this port. */
  missing: string[];
  /** The one port an HNS load balancer gave every backend, when the pods' numbers differ. */
  onePort?: number;
}

const podName = (p: { namespace: string; name: string }) => (p.namespace === 'default' ? p.name : `${p.namespace}/${p.name}`);

/** The load balancer's Service port when its targetPort is a name: each pod's number for it. */
export function namedTargetOf(sim: Simulation, lb: LoadBalancing): NamedTarget | undefined {
  const svc = serviceOf(sim, lb);
  const port = Number(lb.vip.split(':')[1]);
  const sp = svc?.ports.find((p) => p.port === port || p.nodePort === port) ?? (svc?.ports.length === 1 ? svc.ports[0] : undefined);
  if (!svc || !sp || typeof sp.targetPort !== 'string' || /^\d+$/.test(sp.targetPort)) return undefined;
  const { backends, missing } = servicePortBackends(sp, svc.endpoints);
  const numbers = backends.map((b) => ({ pod: podName(b.pod), port: b.port }));
  const ports = new Set(lb.backends.map((b) => b.port));
  const differ = new Set(numbers.map((n) => n.port)).size > 1;
  return { name: sp.targetPort, numbers, missing: missing.map((m) => podName(m.pod)), ...(differ && ports.size === 1 ? { onePort: [...ports][0]! } : {}) };
}
