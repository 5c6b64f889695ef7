// A pod's IPv6 address as Build mode edits it: `pods[].ips` holds one address per family, the IPv4
// one first (status.podIPs); the form's IPv6 field sets or clears the IPv6 entry and keeps the rest.
// Without an IPv6 entry the pod takes its IPv4 twin's host number in the node's IPv6 pod CIDR.
import type { PodSpec } from '../../../cluster/scenario/schema';

const isV6 = (s: string) => s.includes(':');

/** The IPv6 address the pod's file states, if any. */
export const statedIpv6 = (pod: PodSpec): string | undefined => pod.ips?.find(isV6);

/** The pod with `ipv6` as its IPv6 address ('' clears it: the twin again). */
export function withIpv6(pod: PodSpec, ipv6: string | undefined): PodSpec {
  const v4 = pod.ips?.filter((s) => !isV6(s)) ?? [];
  const ips = ipv6 ? [...v4, ipv6.trim()] : v4;
  const next: PodSpec = { ...pod };
  // A list that says no more than `ip` does is left out (files stay as they were).
  if (ips.length === 0 || (ips.length === 1 && ips[0] === pod.ip)) delete next.ips;
  else next.ips = pod.ip !== undefined && ips[0] !== pod.ip && isV6(ips[0]!) ? [pod.ip, ...ips] : ips;
  return next;
}
