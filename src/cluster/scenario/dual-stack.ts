// Dual-stack (issue 31): the cluster's ranges as Kubernetes' flags write them (an IPv4 CIDR, then an
// IPv6 one, comma-separated), and the address lists of nodes, pods, Services and hosts (one address
// per family, the IPv4 one first, as status.podIPs and spec.clusterIPs list them). IPv6 addresses
// that are not left out follow their IPv4 twin: the same host number in the family's range, so that
// 10.244.1.5 is fd00:10:244:1::5 — what a reader expects, and deterministic.
import { familyOf, formatPrefix, ipv6Oddity, mustPrefix, nthIp, parseIp, parsePrefix, prefixContains, subPrefix, type Ip, type Ipv4, type Ipv6, type Prefix } from '../../core/net/ip';
import type { Path } from './issues';
import type { ClusterConfig, Scenario } from './schema';
import { scenarioMsg as m, type ScenarioMsg } from './messages';
import { OVERLAY_CNIS } from './overlay';

type Report = (path: Path, message: ScenarioMsg) => void;

/** The IPv6 half of a dual-stack cluster's ranges. */
export interface Ipv6Ranges {
  clusterCidr: Prefix;
  /** Absent: no IPv6 Services (the service range is IPv4 only). */
  serviceCidr?: Prefix;
  /** Absent: the nodes have no IPv6 address. */
  nodeSubnet?: Prefix;
  /** Each node's IPv6 pod CIDR length (--node-cidr-mask-size-ipv6). */
  nodeMask: number;
}

export interface ClusterRanges {
  clusterCidr: Prefix;
  serviceCidr: Prefix;
  nodeSubnet: Prefix;
  /** Present in a dual-stack cluster (clusterCIDR lists an IPv6 range). */
  ipv6?: Ipv6Ranges;
}

const DEFAULTS = { clusterCIDR: '10.244.0.0/16', serviceCIDR: '10.96.0.0/12', nodeSubnet: '10.127.130.0/24' } as const;

/** One of the cluster's range lists: its IPv4 range (first), and its IPv6 one if any. */
function readList(c: ClusterConfig, field: keyof typeof DEFAULTS, err: Report): { v4: Prefix; v6?: Prefix } {
  const text = c[field];
  const parts = text.split(',').map((x) => mustPrefix(x));
  if (parts.length === 2 && parts[0]!.family === parts[1]!.family) err(['cluster', field], m('scenario.rangeFamilies', { field, text }));
  else if (parts[0]!.family === 'ipv6') err(['cluster', field], m('scenario.ipv4First', { field, text }));
  return { v4: parts.find((p) => p.family === 'ipv4') ?? mustPrefix(DEFAULTS[field]), v6: parts.find((p) => p.family === 'ipv6') };
}

export function readRanges(c: ClusterConfig, err: Report): ClusterRanges {
  const cluster = readList(c, 'clusterCIDR', err);
  const service = readList(c, 'serviceCIDR', err);
  const nodes = readList(c, 'nodeSubnet', err);
  const out: ClusterRanges = { clusterCidr: cluster.v4, serviceCidr: service.v4, nodeSubnet: nodes.v4 };
  if (cluster.v6) {
    if (OVERLAY_CNIS.has(c.cni)) err(['cluster', 'cni'], m('scenario.overlayIpv6', { cni: c.cni }));
    out.ipv6 = { clusterCidr: cluster.v6, serviceCidr: service.v6, nodeSubnet: nodes.v6, nodeMask: c.nodeCidrMaskSizeIPv6 ?? 64 };
  } else {
    // A cluster without an IPv6 pod range is single-stack: an IPv6 service or node range alone is no use.
    if (service.v6) err(['cluster', 'serviceCIDR'], m('scenario.notDualStack', { ip: c.serviceCIDR, field: 'clusterCIDR' }));
    if (nodes.v6) err(['cluster', 'nodeSubnet'], m('scenario.notDualStack', { ip: c.nodeSubnet, field: 'clusterCIDR' }));
  }
  return out;
}

/** Every range of the three lists (the default outbound-NAT exceptions). */
export const allRanges = (r: ClusterRanges): Prefix[] => [
  r.clusterCidr,
  r.serviceCidr,
  r.nodeSubnet,
  ...[r.ipv6?.clusterCidr, r.ipv6?.serviceCidr, r.ipv6?.nodeSubnet].filter((x): x is Prefix => x !== undefined),
];

/** An address a document gives, checked: it reads, it is no odd IPv6 form, the cluster has its family. */
export function readAddress(text: string, path: Path, ranges: ClusterRanges, err: Report): Ip | undefined {
  const odd = parseIp(text) === undefined || familyOf(parseIp(text)!) === 'ipv6' ? ipv6Oddity(text) : undefined;
  if (odd) {
    err(path, m('scenario.ipv6Odd', { ip: text.trim(), kind: odd }));
    return undefined;
  }
  const ip = parseIp(text);
  if (ip === undefined) return undefined;
  if (typeof ip === 'string' && !ranges.ipv6) {
    err(path, m('scenario.notDualStack', { ip: text.trim(), field: 'clusterCIDR' }));
    return undefined;
  }
  return ip;
}

/**
 * An object's address list (`ips`, `clusterIPs`) beside its single address (`ip`, `clusterIP`): one
 * per family, the first equal to the single one when both are given. Returns the family's addresses.
 */
export function readAddressList(
  single: { text?: string; field: string },
  list: string[] | undefined,
  path: Path,
  ranges: ClusterRanges,
  err: Report,
): { v4?: Ipv4; v6?: Ipv6 } {
  const out: { v4?: Ipv4; v6?: Ipv6 } = {};
  const take = (ip: Ip | undefined, at: Path) => {
    if (ip === undefined) return;
    const family = familyOf(ip);
    if ((family === 'ipv4' ? out.v4 : out.v6) !== undefined) {
      err(at, m('scenario.familyTwice', { family: family === 'ipv4' ? 'IPv4' : 'IPv6' }));
      return;
    }
    if (typeof ip === 'number') out.v4 = ip;
    else out.v6 = ip;
  };
  if (single.text !== undefined) take(readAddress(single.text, [...path, single.field], ranges, err), [...path, single.field]);
  list?.forEach((t, j) => {
    const ip = readAddress(t, [...path, listField(single.field), j], ranges, err);
    if (j === 0 && single.text !== undefined) {
      if (ip !== undefined && ip !== parseIp(single.text)) err([...path, listField(single.field), 0], m('scenario.firstDiffers', { first: t, single: single.text, field: single.field }));
      return;
    }
    take(ip, [...path, listField(single.field), j]);
  });
  return out;
}

const listField = (single: string) => (single === 'clusterIP' ? 'clusterIPs' : 'ips');

/** The IPv6 twin of an IPv4 address: the same host number in the IPv6 range (undefined past its end). */
export function twinIn(v4: Ipv4, v4Range: Prefix, v6Range: Prefix): Ipv6 | undefined {
  if (v4Range.family !== 'ipv4') return undefined;
  const host = (v4 - v4Range.base) >>> 0;
  const ip = nthIp(v6Range, host) as Ipv6;
  return prefixContains(v6Range, ip) ? ip : undefined;
}

/** A node's IPv6 pod CIDR: `podCIDRs`' IPv6 entry, or the node's index-th block of the cluster's range. */
export function nodePodCidr6(given: string[] | undefined, index: number, r: Ipv6Ranges): Prefix | undefined {
  const mine = given?.map((x) => parsePrefix(x)).find((p) => p?.family === 'ipv6');
  return mine ?? subPrefix(r.clusterCidr, Math.max(r.nodeMask, r.clusterCidr.len), index);
}

/** The next IPv6 address of a range that nothing holds, from host number `from` up. */
export function freeIpv6(range: Prefix, used: ReadonlySet<Ip>, from: number): Ipv6 | undefined {
  for (let i = from; i < from + 65536; i++) {
    const ip = nthIp(range, i) as Ipv6;
    if (!prefixContains(range, ip)) return undefined;
    if (!used.has(ip)) return ip;
  }
  return undefined;
}

/** Whether a scenario's cluster is dual-stack: its clusterCIDR lists an IPv6 range. */
export const isDualStack = (s: Scenario): boolean => s.cluster.clusterCIDR.split(',').some((x) => x.includes(':'));

export type IpFamilyName = 'IPv4' | 'IPv6';

/**
 * A Service's families, as the API server defaults them: ipFamilyPolicy SingleStack unless two
 * families or two ClusterIPs are given (then RequireDualStack); SingleStack takes ipFamilies' first
 * or the cluster's first family; PreferDualStack adds the other family where the cluster has it;
 * RequireDualStack needs both service ranges.
 */
export function serviceFamilies(
  svc: { ipFamilies?: IpFamilyName[]; ipFamilyPolicy?: 'SingleStack' | 'PreferDualStack' | 'RequireDualStack'; clusterIPs?: string[] },
  ranges: ClusterRanges,
  path: Path,
  err: Report,
): IpFamilyName[] {
  const given = svc.ipFamilies ?? [];
  const policy = svc.ipFamilyPolicy ?? (given.length === 2 || (svc.clusterIPs?.length ?? 0) === 2 ? 'RequireDualStack' : 'SingleStack');
  const dual = ranges.ipv6?.serviceCidr !== undefined;
  const net = [ranges.serviceCidr, ranges.ipv6?.serviceCidr].filter(Boolean).map((p) => formatPrefix(p!)).join(',');
  if (given.length === 2 && given[0] === given[1]) err([...path, 'ipFamilies'], m('scenario.familyTwice', { family: given[0]! }));
  if (policy === 'SingleStack' && given.length === 2) err([...path, 'ipFamilyPolicy'], m('scenario.singleStackTwo', {}));
  if (policy === 'RequireDualStack' && !dual) err([...path, 'ipFamilyPolicy'], m('scenario.requireDualStack', { net }));
  for (const f of given) if (f === 'IPv6' && !dual) err([...path, 'ipFamilies'], m('scenario.noServiceFamily', { family: f, net }));
  const first: IpFamilyName = given[0] ?? 'IPv4';
  if (policy === 'SingleStack' || !dual) return [first === 'IPv6' && !dual ? 'IPv4' : first];
  return [first, first === 'IPv4' ? 'IPv6' : 'IPv4'];
}
