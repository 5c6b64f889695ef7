// The addresses a LoadBalancer Service is reached at, where kube-proxy reads them: the cloud writes
// them to status.loadBalancer.ingress[].ip and kube-proxy (winkernel and iptables) programs those;
// spec.loadBalancerIP is only what was asked for (deprecated since Kubernetes 1.24), the fallback
// when a scenario gives no status.
import type { ServiceSpec } from './schema';

export type LoadBalancerSource = 'status.loadBalancer.ingress[].ip' | 'spec.loadBalancerIP';

export interface LoadBalancerAddresses {
  ips: string[];
  from: LoadBalancerSource;
}

export function loadBalancerAddresses(spec: Pick<ServiceSpec, 'type' | 'loadBalancerIP' | 'loadBalancerIngress'>): LoadBalancerAddresses | undefined {
  if (spec.type !== 'LoadBalancer') return undefined;
  if (spec.loadBalancerIngress?.length) return { ips: spec.loadBalancerIngress, from: 'status.loadBalancer.ingress[].ip' };
  if (spec.loadBalancerIP) return { ips: [spec.loadBalancerIP], from: 'spec.loadBalancerIP' };
  return undefined;
}

/** The Service's addresses outside the cluster: externalIPs, then its load-balancer addresses. */
export const externalAddresses = (spec: Pick<ServiceSpec, 'type' | 'loadBalancerIP' | 'loadBalancerIngress' | 'externalIPs'>): string[] => [...spec.externalIPs, ...(loadBalancerAddresses(spec)?.ips ?? [])];
