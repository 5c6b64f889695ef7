// Address allocation as the real systems do it, so that a scenario may leave addresses out:
// node IPs from the node subnet, pod CIDRs carved from the cluster CIDR (kube-controller-manager),
// pod IPs from the node's pod CIDR (host-local IPAM), ClusterIPs from the service CIDR, NodePorts
// from 30000-32767. Allocation is deterministic: the same file always gets the same addresses.
import { formatIpv4, nthAddress, prefixSize, type Ip, type Prefix } from '../../core/net/ip';

export const NODE_PORT_RANGE = { lo: 30000, hi: 32767 };

/** Host addresses of a prefix in order, skipping the reserved ones. */
export function* hostAddresses(p: Prefix, skip: ReadonlySet<Ip>, from = 1): Generator<number> {
  const size = prefixSize(p);
  for (let i = from; i < size - 1; i++) {
    const ip = nthAddress(p, i);
    if (!skip.has(ip)) yield ip;
  }
}

/** The i-th /24 (or the cluster's own size when smaller) of the cluster CIDR. */
export function nodePodCidr(cluster: Prefix, index: number): string {
  const len = Math.max(24, cluster.len);
  const block = 2 ** (32 - len);
  return `${formatIpv4(nthAddress(cluster, index * block))}/${len}`;
}

/** Reserved addresses of a node's pod CIDR: .1 (gateway / distributed router), .2 (cbr0 or source VIP). */
export function reservedInPodCidr(podCidr: Prefix): number[] {
  return [nthAddress(podCidr, 1), nthAddress(podCidr, 2)];
}
