// Remote endpoints (those with a provider address) stand for pods on other nodes. Without them a
// replay could only reach the node it was dumped on; with them, a pod-to-remote-pod probe walks the
// dumped node's encap rules and ends on an assumed node whose HNS and VFP are derived, not dumped.
import { parsePrefix, prefixContainsIpv4 } from '../../core/net/ip';
import type { HnsState } from '../../hns/model';
import { LISTENERS_UNKNOWN } from '../../cluster/scenario/labels';
import { covering, ipOf } from './cidrs';
import { note, type ReplayReport } from './report';
import { reportMsg } from './messages-report';
import { covering6, ipv6Of } from './dual-stack';
import type { Ipv6 } from '../../core/net/ip';

export interface RemoteNodes {
  nodes: { name: string; os: 'windows'; ip: string; podCIDR: string; podCIDRs?: string[] }[];
  pods: { name: string; node: string; ip: string; ips?: string[]; listen: string[]; labels: Record<string, string> }[];
}

const dashed = (ip: string) => ip.replace(/\./g, '-');

/** One assumed node per provider address of the remote endpoints, with a pod per endpoint. `dual`: the
 * replay is dual-stack, and the endpoints' IPv6 addresses are their pods' second ones. */
export function remoteNodes(hns: HnsState, local: { ip: string; podCIDR?: string }, taken: { ips: Set<string>; nodeIps: Set<string> }, report: ReplayReport, dual = false): RemoteNodes {
  const out: RemoteNodes = { nodes: [], pods: [] };
  const localCidr = local.podCIDR ? parsePrefix(local.podCIDR) : undefined;
  const byPa = new Map<string, string[]>();
  for (const e of hns.endpoints) {
    if (!e.isRemoteEndpoint || ipOf(e.ipAddress) === undefined || taken.ips.has(e.ipAddress)) continue;
    const pa = e.policies.find((p) => p.type === 'ProviderAddress')?.providerAddress;
    if (!pa || ipOf(pa) === undefined || pa === local.ip) {
      note(report, 'missing', reportMsg('replay.report.remoteNoPa', { ip: e.ipAddress }));
      continue;
    }
    if (localCidr?.family === 'ipv4' && prefixContainsIpv4(localCidr, ipOf(e.ipAddress)!)) {
      note(report, 'missing', reportMsg('replay.report.remoteInside', { ip: e.ipAddress, cidr: local.podCIDR! }));
      continue;
    }
    // One cluster: the remote pod shares the /16 around this node's pods, or its own prefix (flannel
    // prints the cluster CIDR as a remote endpoint's PrefixLength) holds them.
    const own = e.prefixLength !== undefined ? parsePrefix(`${e.ipAddress}/${e.prefixLength}`) : undefined;
    const near = localCidr?.family === 'ipv4' ? parsePrefix(covering([localCidr.base], Math.min(16, localCidr.len))!) : undefined;
    if (localCidr?.family === 'ipv4' && near && !prefixContainsIpv4(near, ipOf(e.ipAddress)!) && !(own?.family === 'ipv4' && prefixContainsIpv4(own, localCidr.base))) {
      note(report, 'missing', reportMsg('replay.report.remoteOutside', { ip: e.ipAddress, cidr: local.podCIDR! }));
      continue;
    }
    byPa.set(pa, [...(byPa.get(pa) ?? []), e.ipAddress]);
  }
  for (const [pa, ips] of byPa) {
    if (taken.nodeIps.has(pa)) continue;
    const name = `node-${dashed(pa)}`;
    const podCIDR = covering(ips.map((ip) => ipOf(ip)!), 24)!;
    if (localCidr?.family === 'ipv4' && (prefixContainsIpv4(localCidr, ipOf(podCIDR.split('/')[0]!)!) || prefixContainsIpv4(parsePrefix(podCIDR)!, localCidr.base))) {
      note(report, 'missing', reportMsg('replay.report.remoteShare', { pa, ips: ips.join(', ') }));
      continue;
    }
    const v6 = new Map(ips.map((ip) => [ip, dual ? ipv6Of(hns.endpoints.find((e) => e.isRemoteEndpoint && e.ipAddress === ip)?.ipv6Address) : undefined]));
    const cidr6 = covering6([...v6.values()].filter((x): x is Ipv6 => x !== undefined), 64);
    out.nodes.push({ name, os: 'windows', ip: pa, podCIDR, ...(cidr6 && { podCIDRs: [podCIDR, cidr6] }) });
    for (const ip of ips) out.pods.push({ name: `ep-${dashed(ip)}`, node: name, ip, ...(v6.get(ip) && { ips: [ip, v6.get(ip)!] }), listen: [], labels: { [LISTENERS_UNKNOWN]: 'true' } });
    note(report, 'assumed', reportMsg('replay.report.remoteNode', { ips: ips.join(', '), node: name, cidr: podCIDR }));
    if (cidr6) note(report, 'assumed', reportMsg('replay.report.remotePodCidr6', { node: name, cidr: cidr6 }));
  }
  return out;
}
