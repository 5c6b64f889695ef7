// A port given by name, resolved per pod as the API does (podutil.FindPort): a Service's targetPort or
// a NetworkPolicy's port names one of the pod's container ports (pods[].ports) of that protocol. Each
// pod may map the name to its own number; a pod without the name is no endpoint of that Service port
// (the EndpointSlice controller gives it no such port). A pod that declares no container ports at
// all keeps what earlier files relied on: its only listener of that protocol, said as a guess.
import type { ResolvedPod, ResolvedServicePort } from './resolve';

export type PortProtocol = 'TCP' | 'UDP' | 'SCTP';

export type PortResolution =
  | { port: number; how: 'number' | 'declared' | 'guessed' }
  | { port: undefined; why: string };

const declared = (pod: ResolvedPod) => pod.spec.ports ?? [];

/** The number `target` stands for on `pod`. */
export function findPort(pod: ResolvedPod, target: number | string, protocol: PortProtocol): PortResolution {
  if (typeof target === 'number') return { port: target, how: 'number' };
  if (/^\d+$/.test(target)) return { port: Number(target), how: 'number' };
  const ports = declared(pod);
  if (ports.length) {
    const hit = ports.find((p) => p.name === target && p.protocol === protocol);
    return hit ? { port: hit.containerPort, how: 'declared' } : { port: undefined, why: `${pod.ref} has no container port named "${target}" (${protocol})` };
  }
  const proto = protocol.toLowerCase();
  const same = pod.listeners.filter((l) => l.protocol === proto);
  if (same.length === 1) return { port: same[0]!.port, how: 'guessed' };
  return { port: undefined, why: `${pod.ref} names no container ports, and has not exactly one ${protocol} listener to take for "${target}"` };
}

export interface PortBackend {
  pod: ResolvedPod;
  port: number;
  /** Resolved from the pod's only listener (it names no container ports). */
  guessed: boolean;
}

/** The endpoints of one Service port, each with its own backend port, and the pods left out. */
export function servicePortBackends(sp: Pick<ResolvedServicePort, 'port' | 'targetPort' | 'protocol'>, pods: ResolvedPod[]): { backends: PortBackend[]; missing: { pod: ResolvedPod; why: string }[] } {
  const target = sp.targetPort ?? sp.port;
  const backends: PortBackend[] = [];
  const missing: { pod: ResolvedPod; why: string }[] = [];
  for (const pod of pods) {
    const r = findPort(pod, target, sp.protocol);
    if (r.port === undefined) missing.push({ pod, why: r.why });
    else backends.push({ pod, port: r.port, guessed: r.how === 'guessed' });
  }
  return { backends, missing };
}

/** kube-proxy keeps a Service port's endpoints sorted by "IP:port" as strings (endpointslicecache.go,
 * byEndpoint); winkernel takes the first one's port for the whole load balancer. */
export function firstByKubeProxyOrder(backends: PortBackend[], ipOf: (p: ResolvedPod) => string): PortBackend | undefined {
  const key = (b: PortBackend) => `${ipOf(b.pod)}:${b.port}`;
  return [...backends].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))[0];
}
