// The address ranges of a replayed node, rebuilt from what the dumps show: the network's subnet when
// it holds the node's endpoints, else the endpoints' own addresses and prefix lengths. A range never
// refuses an address the CNI already handed out: it widens to cover it, and says so.
import { formatPrefix, ipv4Prefix, parsePrefix, prefixContainsIpv4, type Ipv4 } from '../../core/net/ip';
import type { HnsState } from '../../hns/model';
import { covering, ipOf } from './cidrs';
import { note, type ReplayReport } from './report';
import { reportMsg } from './messages-report';
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
    if (cidr !== formatPrefix(subnet)) note(report, 'assumed', reportMsg('replay.report.podCidrWidened', { cidr, subnet: formatPrefix(subnet) }));
    return cidr;
  }
  if (ips.length === 0) return undefined;
  const withLen = locals.find((e) => e.prefixLength !== undefined && e.prefixLength >= 8 && e.prefixLength <= 30 && ipOf(e.ipAddress) !== undefined);
  const cidr = withLen ? widen(ipOf(withLen.ipAddress)!, withLen.prefixLength!, ips) : covering(ips, 24)!;
  if (!subnet) need(report, 'subnet');
  const said = subnet ? formatPrefix(subnet) : '';
  note(report, 'assumed', withLen ? reportMsg('replay.report.podCidrFromEndpoint', { cidr, ep: `${withLen.ipAddress}/${withLen.prefixLength}`, subnet: said }) : reportMsg('replay.report.podCidrFromAddresses', { cidr, subnet: said }));
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
  note(report, 'assumed', stated ? reportMsg('replay.report.clusterCidrWidened', { cidr, stated, cidrs: podCidrs.join(', ') }) : reportMsg('replay.report.clusterCidr', { cidr }));
  return cidr;
}
