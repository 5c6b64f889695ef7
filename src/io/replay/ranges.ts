// The address ranges of a replayed node, rebuilt from what the dumps show: the network's subnet when
// it holds the node's endpoints, else the endpoints' own addresses and prefix lengths. A range never
// refuses an address the CNI already handed out: it widens to cover it, and says so.
import { formatPrefix, ipv4Prefix, parsePrefix, prefixContainsIpv4, type Ipv4 } from '../../core/net/ip';
import type { HnsState } from '../../hns/model';
import { covering, ipOf } from './cidrs';
import { note, type ReplayReport } from './report';
import { need } from './needs';

/** The smallest prefix, no longer than `len`, that holds `base`'s network and every address. */
function widen(base: Ipv4, len: number, ips: Ipv4[]): string {
  return covering([(ipv4Prefix(base, len) as { base: Ipv4 }).base, ...ips], len)!;
}

/** The local pods' range on an imported node; undefined when no local endpoint has an address. */
export function localPodCidr(hns: HnsState, report: ReplayReport): string | undefined {
  const locals = hns.endpoints.filter((e) => !e.isRemoteEndpoint && !/^cbr0/i.test(e.name));
  const ips = locals.map((e) => ipOf(e.ipAddress)).filter((x): x is Ipv4 => x !== undefined);
  const subnet = hns.networks[0]?.subnets.map((s) => parsePrefix(s.addressPrefix)).find((p) => p?.family === 'ipv4');
  if (subnet?.family === 'ipv4' && (ips.length === 0 || ips.some((ip) => prefixContainsIpv4(subnet, ip)))) {
    const cidr = widen(subnet.base, subnet.len, ips);
    if (cidr !== formatPrefix(subnet)) note(report.assumed, `pod CIDR ${cidr}: the network's subnet ${formatPrefix(subnet)} widened to hold every local endpoint's address`);
    return cidr;
  }
  if (ips.length === 0) return undefined;
  const withLen = locals.find((e) => e.prefixLength !== undefined && e.prefixLength >= 8 && e.prefixLength <= 30 && ipOf(e.ipAddress) !== undefined);
  const cidr = withLen ? widen(ipOf(withLen.ipAddress)!, withLen.prefixLength!, ips) : covering(ips, 24)!;
  const from = withLen ? `endpoint ${withLen.ipAddress}/${withLen.prefixLength} (its PrefixLength)` : 'the local endpoints\' addresses (no PrefixLength printed)';
  if (!subnet) need(report, 'subnet');
  note(report.assumed, `pod CIDR ${cidr}: taken from ${from}${subnet ? `, as the network's subnet ${formatPrefix(subnet)} holds none of them` : ', as no network subnet is in the files'}`);
  return cidr;
}

/**
 * The cluster CIDR: the stated one when it holds every node's pods, else the smallest range (a /16
 * or wider) that does. Nothing is refused for lying outside a default.
 */
export function clusterCidrFor(stated: string | undefined, podCidrs: string[], report: ReplayReport): string | undefined {
  const nets = podCidrs.map((c) => parsePrefix(c)).filter((p) => p?.family === 'ipv4') as { base: Ipv4; len: number }[];
  if (nets.length === 0) return stated;
  const s = stated ? parsePrefix(stated) : undefined;
  if (s?.family === 'ipv4' && nets.every((n) => n.len >= s.len && prefixContainsIpv4(s, n.base))) return stated;
  const len = Math.min(16, ...nets.map((n) => n.len));
  const cidr = covering(nets.map((n) => n.base), len)!;
  note(report.assumed, stated ? `cluster CIDR ${cidr}: ${stated} does not hold every node's pod CIDR (${podCidrs.join(', ')}), so it was widened` : `cluster CIDR ${cidr}: the smallest /16-or-wider range covering the pod CIDRs`);
  return cidr;
}
