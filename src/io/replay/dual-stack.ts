// Dual-stack replays (issue 31): the IPv6 half of a node rebuilt from its dumps. HNS prints an
// endpoint's IPv6 address beside its IPv4 one (v1 IPv6Address, v2's second IpConfigurations entry),
// the network's IPv6 subnet, kube-proxy's IPv6 load balancers (Flags 2), and the CNI's NeedEncap
// routes to the IPv6 service range and to the node's IPv6 address (/128, the twin of its /32 route).
// From them the replay writes the scenario as Kubernetes writes a dual-stack cluster: ranges
// "IPv4,IPv6", a node's podCIDRs and ips, a pod's ips; what it had to take for what is reported.
import { formatPrefix, parseIpv6Address, parsePrefix, prefixContains, prefixCovers, prefixOf, type Ipv6, type Prefix } from '../../core/net/ip';
import { LB_FLAG_IPV6, type HnsState } from '../../hns/model';
import { note, type ReplayReport } from './report';
import { reportMsg } from './messages-report';

/** An IPv6 address in its RFC 5952 form; undefined for IPv4 text or text that does not read. */
export const ipv6Of = (s: string | undefined): Ipv6 | undefined => (s && s.includes(':') ? parseIpv6Address(s) : undefined);

/** The smallest IPv6 prefix, no longer than `maxLen`, that holds every address. */
export function covering6(ips: Ipv6[], maxLen: number): string | undefined {
  const first = ips[0];
  if (first === undefined) return undefined;
  let len = maxLen;
  while (len > 0 && !ips.every((ip) => prefixContains(prefixOf(first, len), ip))) len--;
  return formatPrefix(prefixOf(first, len));
}

/** A range as a scenario writes it ("10.244.0.0/16,fd00:10:244::/56"), by family. */
export function byFamily(text: string | undefined): { v4?: string; v6?: string } {
  const parts = (text ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  return { v4: parts.find((x) => !x.includes(':')), v6: parts.find((x) => x.includes(':')) };
}

/** What the local endpoints say of the node's IPv6 side; undefined when none has an IPv6 address. */
export interface LocalIpv6 {
  /** The node's IPv6 address: the endpoints' /128 NeedEncap route. */
  ip?: Ipv6;
  podCidr: string;
  /** The IPv6 Service range: the endpoints' other IPv6 NeedEncap route. */
  serviceCidr?: string;
  /** How many local endpoints have an IPv6 address. */
  endpoints: number;
}

const isLocalPod = (name: string) => !/^cbr0/i.test(name);

export function localIpv6(hns: HnsState, node: string, report: ReplayReport): LocalIpv6 | undefined {
  const locals = hns.endpoints.filter((e) => !e.isRemoteEndpoint && isLocalPod(e.name));
  const ips = locals.map((e) => ipv6Of(e.ipv6Address)).filter((x): x is Ipv6 => x !== undefined);
  if (ips.length === 0) return undefined;
  const subnets = (hns.networks[0]?.subnets ?? []).map((s) => parsePrefix(s.addressPrefix)).filter((p): p is Prefix => p?.family === 'ipv6');
  const holding = subnets.find((p) => ips.every((ip) => prefixContains(p, ip)));
  let podCidr = holding && formatPrefix(holding);
  if (!podCidr) {
    podCidr = covering6(ips, 64)!;
    note(report, 'assumed', reportMsg('replay.report.podCidr6', { node, cidr: podCidr, subnet: subnets.map(formatPrefix).join(', ') }));
  }
  const routes = locals.flatMap((e) => e.policies).flatMap((p) => (p.type === 'SDNRoute' && p.needEncap && p.destinationPrefix.includes(':') ? [parsePrefix(p.destinationPrefix)] : []));
  const host = routes.find((p) => p?.family === 'ipv6' && p.len === 128);
  const ip = host ? (parseIpv6Address(formatPrefix(host).split('/')[0]!) as Ipv6) : undefined;
  if (ip) note(report, 'assumed', reportMsg('replay.report.nodeIpv6', { ip }));
  const range = routes.find((p) => p?.family === 'ipv6' && p.len < 128);
  return { ...(ip !== undefined && { ip }), podCidr, ...(range && { serviceCidr: formatPrefix(range) }), endpoints: ips.length };
}

/** The IPv6 VIPs of the load balancers (Flags IPv6, or an IPv6 frontend). */
export const ipv6Vips = (hns: HnsState): Ipv6[] => [
  ...new Set(hns.loadBalancers.filter((lb) => lb.flags & LB_FLAG_IPV6 || lb.frontendVips.some((v) => v.includes(':'))).flatMap((lb) => lb.frontendVips.map(ipv6Of).filter((x): x is Ipv6 => x !== undefined))),
];

/**
 * The IPv6 half of the cluster's ranges: the stated one when it holds what was seen, else the
 * smallest range that does (/56 for pods, /112 for Services, /64 for nodes), said as assumed.
 */
export function ipv6Ranges(
  stated: { cluster?: string; service?: string; node?: string },
  seen: { podCidrs: string[]; serviceCidr?: string; vips: Ipv6[]; nodeIps: Ipv6[] },
  report: ReplayReport,
): { cluster?: string; service?: string; node?: string } {
  const nets = seen.podCidrs.map((c) => parsePrefix(c)).filter((p): p is Prefix => p?.family === 'ipv6');
  if (nets.length === 0) return {};
  const holds = (text: string | undefined, inner: Prefix[]) => {
    const p = text ? parsePrefix(text) : undefined;
    return p?.family === 'ipv6' && inner.every((x) => prefixCovers(p, x));
  };
  let cluster = stated.cluster;
  if (!holds(cluster, nets)) {
    const len = Math.min(56, ...nets.map((n) => n.len));
    cluster = covering6(nets.map((n) => parseIpv6Address(formatPrefix(n).split('/')[0]!)!), len)!;
    note(report, 'assumed', reportMsg('replay.report.clusterCidr6', { cidr: cluster }));
  }
  let service = stated.service ?? seen.serviceCidr;
  if (!service && seen.vips.length) {
    service = covering6(seen.vips, 112);
    note(report, 'assumed', reportMsg('replay.report.serviceCidr6', { cidr: service! }));
  }
  let node = stated.node;
  if (!node && seen.nodeIps.length) {
    node = covering6(seen.nodeIps, 64);
    note(report, 'assumed', reportMsg('replay.report.nodeSubnet6', { cidr: node! }));
  }
  return { cluster, ...(service && { service }), ...(node && { node }) };
}
