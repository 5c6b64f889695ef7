// The pod form's container ports, as pure edits of a pod.
import type { ContainerPortSpec, PodSpec } from '../../../cluster/scenario/schema';

/** The pod with these container ports; none leaves the field out (a file stays as it was). */
export function withPorts(pod: PodSpec, ports: ContainerPortSpec[]): PodSpec {
  const next: PodSpec = { ...pod, ports };
  if (ports.length === 0) delete next.ports;
  return next;
}

/** The number a new container port gets: the first TCP listener not listed yet, else 8080 and up. */
export function nextContainerPort(pod: PodSpec): number {
  const used = new Set((pod.ports ?? []).map((p) => p.containerPort));
  const listener = pod.listen.map((l) => l.split('/')).find(([proto, n]) => proto === 'tcp' && !used.has(Number(n)));
  if (listener) return Number(listener[1]);
  let port = 8080;
  while (used.has(port)) port++;
  return port;
}
