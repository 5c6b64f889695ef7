// The checks Microsoft's own node scripts run (networkhealth.ps1, wcnscripts), over what a node
// printed: each finding says what is wrong, the evidence line it rests on, and the usual fix. With
// both HNS objects and VFP rules imported, it also compares the two views.
import { formatEndpoint, formatIp, formatPrefix, isApipa, parseIpv4, parsePrefix, prefixContainsIpv4, type Ip, type Prefix } from '../core/net/ip';
import type { Port, Rule } from '../core/vfp/model';
import { findingMsg as m, findingText, type FindingMsg } from './finding-messages';
import { LB_FLAG_DSR, PM_FLAG_VIP_EXTERNAL_IP, type HnsState, type HostPortRanges } from './model';

/** The checks, as Microsoft's scripts name them ('Checks': the checks themselves could not run).
 * A closed list, so that each has its words in every language (the UI's by-id record). */
export const FINDING_CHECKS = [
  'Management IP',
  'Endpoint state',
  'Load balancer state',
  'Stale remote endpoint',
  'Port blocked',
  'Ephemeral ports',
  'DNS load balancer',
  'ClusterIP not DSR',
  'ACL not programmed',
  'Outbound NAT not programmed',
  'LB_DSR rule missing',
  'Stale LB_DSR rule',
  'Checks',
] as const;
export type FindingCheck = (typeof FINDING_CHECKS)[number];

export interface Finding {
  severity: 'error' | 'warning' | 'info';
  /** The check, as Microsoft's scripts name it. */
  check: FindingCheck;
  /** What is wrong, in English (the CLI prints it): `msg` rendered. */
  message: string;
  /** The fields the finding rests on, as they appear in the dump ('' when none): `evidenceMsg` in English. */
  evidence: string;
  /** The usual fix in English: `fixMsg` rendered. */
  fix?: string;
  /** The same as message values (finding-messages.ts), for the UI to say in the user's language. */
  msg: FindingMsg;
  evidenceMsg?: FindingMsg;
  fixMsg?: FindingMsg;
}

/** A finding from its message values, with their English beside them. Evidence given as a string
 * is the dump's own fields, the same in every language. */
export function finding(severity: Finding['severity'], check: FindingCheck, message: FindingMsg, evidence?: FindingMsg | string, fix?: FindingMsg): Finding {
  const evidenceMsg = typeof evidence === 'string' ? m('finding.evidence.dump', { fields: evidence }) : evidence;
  return {
    severity,
    check,
    message: findingText(message),
    evidence: evidenceMsg ? findingText(evidenceMsg) : '',
    ...(fix ? { fix: findingText(fix) } : {}),
    msg: message,
    ...(evidenceMsg ? { evidenceMsg } : {}),
    ...(fix ? { fixMsg: fix } : {}),
  };
}

const short = (id: string) => `${id.slice(0, 8)}…`;
const rulesOf = (p: Port, layer: string): Rule[] => p.layers.filter((l) => l.name === layer).flatMap((l) => l.groups.flatMap((g) => g.rules));

/** What the host printed besides HNS and VFP. */
export interface HostFacts {
  portRanges?: HostPortRanges[];
}

export function findings(hns: HnsState, ports: Port[] = [], host: HostFacts = {}): Finding[] {
  const out: Finding[] = [];
  for (const r of mergeRanges(host.portRanges ?? [])) out.push(...portRangeFindings(r));
  for (const n of hns.networks) {
    const ip = n.managementIp ? parseIpv4(n.managementIp) : undefined;
    if (ip !== undefined && isApipa(ip))
      out.push(finding('error', 'Management IP', m('finding.apipa', { network: n.name }), `Network ${n.name}: ManagementIP ${n.managementIp}`, m('fix.recreateNetwork', {})));
  }
  // Not containers' endpoints, so never attached: the cbr0 gateway endpoint (L2Bridge) and, on
  // Overlay, kube-proxy's source-VIP endpoint (newSourceVIP: local, the host's MAC, no namespace),
  // known by its address being a load balancer's source VIP or by the host vNIC's MAC (its port).
  const sourceVips = new Set(hns.loadBalancers.map((lb) => lb.sourceVip).filter((x): x is string => !!x));
  const hostMacs = new Set(ports.filter((p) => p.kind === 'host' && p.mac).map((p) => p.mac!.toUpperCase().replace(/:/g, '-')));
  const hostsOwn = (e: HnsState['endpoints'][number]) => sourceVips.has(e.ipAddress) || hostMacs.has(e.macAddress.toUpperCase().replace(/:/g, '-'));
  for (const e of hns.endpoints) {
    if (!e.isRemoteEndpoint && e.state !== undefined && e.state !== 3 && !/^cbr0/i.test(e.name) && !hostsOwn(e))
      out.push(finding('error', 'Endpoint state', m('finding.endpointState', { ip: e.ipAddress, state: e.state }), `Endpoint ${short(e.id)} ${e.name}: State ${e.state}`, m('fix.recreatePod', {})));
  }
  for (const lb of hns.loadBalancers) {
    if (lb.state !== undefined && lb.state !== 2)
      out.push(finding('error', 'Load balancer state', m('finding.lbState', { vips: lb.frontendVips.join(', '), state: lb.state }), `LoadBalancer ${short(lb.id)}: State ${lb.state}`, m('fix.recreatePolicy', {})));
  }
  // Remote endpoints exist for load balancers; one that no load balancer references is stale.
  // Not stale: on overlay kube-proxy (winkernel) keeps a remote endpoint whose IP is each ClusterIP,
  // with or without a load balancer (the Service may have no endpoints), and its provider address is
  // the node's own: recognised by that address, or by an IP in the Service range the pods' NeedEncap
  // route names. A remote backend of a Service with internalTrafficPolicy Local keeps its remote
  // endpoint too, though no load balancer may use it: the message says so, HNS cannot tell them apart.
  const referenced = new Set(hns.loadBalancers.flatMap((lb) => lb.endpoints.map((x) => x.toLowerCase())));
  const vips = new Set(hns.loadBalancers.flatMap((lb) => lb.frontendVips));
  const own = new Set(hns.networks.map((n) => n.managementIp).filter((x): x is string => !!x));
  const ranges = serviceRanges(hns);
  const clusterIpEndpoint = (e: HnsState['endpoints'][number]) => {
    const pa = e.policies.find((p) => p.type === 'ProviderAddress')?.providerAddress;
    const ip = parseIpv4(e.ipAddress);
    return (pa !== undefined && own.has(pa)) || (ip !== undefined && ranges.some((r) => prefixContainsIpv4(r, ip)));
  };
  if (hns.loadBalancers.length) {
    for (const e of hns.endpoints.filter((x) => x.isRemoteEndpoint && !referenced.has(x.id.toLowerCase()) && !vips.has(x.ipAddress) && !clusterIpEndpoint(x)))
      out.push(finding('warning', 'Stale remote endpoint', m('finding.staleRemote', { ip: e.ipAddress }), `Endpoint ${short(e.id)} ${e.name}: IsRemoteEndpoint true`, m('fix.resyncRemote', {})));
  }
  out.push(...serviceChecks(hns));
  for (const p of ports) {
    if (p.blocked)
      out.push(finding('error', 'Port blocked', m('finding.portBlocked', { port: p.friendlyName }), `Port ${p.id}: Blocked TRUE`, p.kind === 'endpoint' ? m('fix.recreatePod', {}) : m('fix.recreateNetwork', {})));
  }
  if (ports.length) out.push(...compareViews(hns, ports));
  return out;
}

/** Windows' default dynamic range, when only the exclusions were printed. */
const DEFAULT_DYNAMIC = { start: 49152, count: 16384 };
/** HNS reserves outbound-NAT ports in blocks of 64; Microsoft's check wants at least 10 free. */
const BLOCK = 64;
const MIN_FREE_BLOCKS = 10;
const NODE_PORTS = { lo: 30000, hi: 32767 };

/** One entry per protocol: collectlogs prints the dynamic range and the exclusions in two files. */
export function mergeRanges(list: HostPortRanges[]): HostPortRanges[] {
  const by = new Map<string, HostPortRanges>();
  for (const r of list) {
    const m = by.get(r.protocol) ?? { protocol: r.protocol, excluded: [] };
    m.dynamic ??= r.dynamic;
    for (const x of r.excluded) if (!m.excluded.some((y) => y.lo === x.lo && y.hi === x.hi)) m.excluded.push(x);
    by.set(r.protocol, m);
  }
  return [...by.values()];
}

/** Free 64-port blocks of the dynamic range: the gaps between exclusions, each good for ⌊gap/64⌋. */
export function freeBlocks(r: HostPortRanges): number {
  const d = r.dynamic ?? DEFAULT_DYNAMIC;
  const end = d.start + d.count - 1;
  const cuts = r.excluded.filter((x) => x.hi >= d.start && x.lo <= end).sort((a, b) => a.lo - b.lo);
  let blocks = 0;
  let from = d.start;
  for (const x of cuts) {
    if (x.lo > from) blocks += Math.floor((x.lo - from) / BLOCK);
    from = Math.max(from, x.hi + 1);
  }
  if (end >= from) blocks += Math.floor((end - from + 1) / BLOCK);
  return blocks;
}

function portRangeFindings(r: HostPortRanges): Finding[] {
  const out: Finding[] = [];
  const d = r.dynamic ?? DEFAULT_DYNAMIC;
  const span = `${d.start}-${d.start + d.count - 1}`;
  const range = r.dynamic ? span : m('finding.range.assumed', { range: span });
  const free = freeBlocks(r);
  const proto = r.protocol.toUpperCase();
  const nodePorts = `${NODE_PORTS.lo}-${NODE_PORTS.hi}`;
  if (free < MIN_FREE_BLOCKS)
    out.push(
      finding(
        // On an assumed range this is a warning: the node's own range may be larger.
        r.dynamic ? 'error' : 'warning',
        'Ephemeral ports',
        m('finding.fewBlocks', { free, proto }),
        m('finding.evidence.rangeExcluded', { proto, range, excluded: r.excluded.length }),
        m('fix.enlargeRange', { protocol: r.protocol, nodePorts }),
      ),
    );
  if (r.dynamic && d.start <= NODE_PORTS.hi && d.start + d.count - 1 >= NODE_PORTS.lo)
    out.push(finding('warning', 'Ephemeral ports', m('finding.overlapsNodePorts', { proto, nodePorts }), m('finding.evidence.range', { proto, range }), m('fix.rangeAbove', { port: NODE_PORTS.hi })));
  return out;
}

/** The Service range as the endpoints' NeedEncap routes name it (win-bridge sends it to the host). */
function serviceRanges(hns: HnsState): Prefix[] {
  const out = new Map<string, Prefix>();
  for (const e of hns.endpoints)
    for (const p of e.policies)
      if (p.type === 'SDNRoute' && p.needEncap) {
        const prefix = parsePrefix(p.destinationPrefix);
        // A Service range is wide; a /32 NeedEncap route is the node's own address (win-bridge, Azure CNI).
        if (prefix && prefix.family === 'ipv4' && prefix.len > 0 && prefix.len <= 24) out.set(p.destinationPrefix, prefix);
      }
  return [...out.values()];
}

/** The DNS Service has a load balancer; ClusterIP load balancers are DSR. Only said when the load
 * balancers were imported and the Service range is known (a NeedEncap route names it). */
function serviceChecks(hns: HnsState): Finding[] {
  const ranges = serviceRanges(hns);
  if (!hns.loadBalancers.length || !ranges.length) return [];
  const inRange = (ip: string) => {
    const v = parseIpv4(ip);
    return v !== undefined && ranges.some((r) => prefixContainsIpv4(r, v));
  };
  const out: Finding[] = [];
  const vips = new Set(hns.loadBalancers.flatMap((lb) => lb.frontendVips));
  const dns = new Map<string, string>();
  for (const e of hns.endpoints.filter((x) => !x.isRemoteEndpoint)) for (const d of e.dnsServerList ?? []) if (inRange(d) && !dns.has(d)) dns.set(d, e.id);
  for (const [d, ep] of dns)
    if (!vips.has(d))
      out.push(finding('error', 'DNS load balancer', m('finding.dnsNoLb', { ip: d }), `Endpoint ${short(ep)}: DNSServerList ${d}`, m('fix.restartKubeProxy', {})));
  // hnsdiag prints no flags nor port mappings: a load balancer read from it says nothing about DSR.
  const notDsr = hns.loadBalancers.filter((lb) => lb.portMappings.length > 0 && !(lb.flags & LB_FLAG_DSR) && lb.frontendVips.some(inRange));
  if (notDsr.length)
    out.push(
      finding(
        'info',
        'ClusterIP not DSR',
        m('finding.notDsr', { n: notDsr.length }),
        notDsr.slice(0, 3).map((lb) => `LoadBalancer ${short(lb.id)}: VIP ${lb.frontendVips.join(',')} Flags ${lb.flags}`).join('; ') + (notDsr.length > 3 ? '; …' : ''),
        m('fix.enableDsr', {}),
      ),
    );
  return out;
}

/** HNS objects with no VFP rules behind them, and VFP rules that no HNS object explains. */
function compareViews(hns: HnsState, ports: Port[]): Finding[] {
  const out: Finding[] = [];
  const portOf = (epId: string) => ports.find((p) => p.friendlyName.toLowerCase() === epId.toLowerCase() || p.id.toLowerCase() === (hns.endpoints.find((e) => e.id === epId)?.portGuid ?? '').toLowerCase());
  const dipIps = new Set<Ip>(hns.endpoints.map((e) => parseIpv4(e.ipAddress)).filter((x): x is number => x !== undefined));
  for (const e of hns.endpoints.filter((x) => !x.isRemoteEndpoint)) {
    const port = portOf(e.id);
    if (!port) continue;
    // The cbr0 gateway endpoint is the host's, not a container's: LB_DSR serves containers (the
    // model's own reading of the check; the host's own way to a ClusterIP is the host port's).
    const gateway = /^cbr0/i.test(e.name);
    const aclRules = rulesOf(port, 'ACL_ENDPOINT_LAYER');
    for (const a of e.policies) {
      if (a.type === 'ACL' && a.ruleType === 'Switch' && a.id && !aclRules.some((r) => r.friendlyName === a.id))
        out.push(finding('warning', 'ACL not programmed', m('finding.aclMissing', { acl: a.id, ip: e.ipAddress }), `Endpoint ${short(e.id)}: ACL Id=${a.id} Priority=${a.priority}`, m('fix.restartHns', {})));
      if (a.type === 'OutBoundNAT' && a.exceptions.length && port.layers.some((l) => l.name.startsWith('SLB') || l.name.startsWith('ACL')) && !rulesOf(port, 'SLB_NAT_LAYER').some((r) => r.action.type === 'dynnat'))
        out.push(finding('warning', 'Outbound NAT not programmed', m('finding.natMissing', { ip: e.ipAddress }), `Endpoint ${short(e.id)}: OutBoundNAT ExceptionList ${a.exceptions.join(',')}`, m('fix.recreatePodPolicy', {})));
    }
    // An external IP's DSR load balancer (VipExternalIP) is external traffic, balanced at the host
    // vNIC: no LB_DSR rule on the pods' ports (compile/pod-port.ts dsrLayer skips it alike).
    const internal = (x: HnsState['loadBalancers'][number]) => x.portMappings.length === 0 || x.portMappings.some((pm) => !(pm.flags & PM_FLAG_VIP_EXTERNAL_IP));
    for (const lb of gateway ? [] : hns.loadBalancers.filter((x) => x.flags & LB_FLAG_DSR && x.frontendVips.length && internal(x))) {
      const dsr = rulesOf(port, 'LB_DSR');
      if (!port.layers.some((l) => l.name === 'LB_DSR') && !port.layers.some((l) => l.name === 'ACL_ENDPOINT_LAYER')) continue;
      for (const vip of lb.frontendVips) {
        const v = parseIpv4(vip);
        if (v !== undefined && !dsr.some((r) => r.conditions.dstIp?.some((p) => p.family === 'ipv4' && p.base === v && p.len === 32)))
          out.push(finding('error', 'LB_DSR rule missing', m('finding.dsrMissing', { vip, ip: e.ipAddress }), `LoadBalancer ${short(lb.id)}: VIP ${vip} Flags ${lb.flags}`, m('fix.restartHnsOrKubeProxy', {})));
      }
    }
  }
  const vips = new Set(hns.loadBalancers.flatMap((lb) => lb.frontendVips.map((x) => parseIpv4(x))));
  for (const p of ports) {
    for (const r of rulesOf(p, 'LB_DSR')) {
      const vip = r.conditions.dstIp?.[0];
      if (vip && vip.family === 'ipv4' && hns.loadBalancers.length && !vips.has(vip.base))
        out.push(finding('warning', 'Stale LB_DSR rule', m('finding.staleVip', { rule: r.friendlyName ?? r.id, vip: formatPrefix(vip) }), `Port ${p.friendlyName}: LB_DSR rule ${r.friendlyName ?? r.id}`, m('fix.cleanupOrRestart', {})));
      if (r.action.type === 'lbnat' && dipIps.size)
        for (const b of r.action.backends)
          if (!dipIps.has(b.ip))
            out.push(finding('error', 'Stale LB_DSR rule', m('finding.staleDip', { rule: r.friendlyName ?? r.id, dip: b.endpoint ?? formatIp(b.ip) }), `Port ${p.friendlyName}: DIP Range ${formatEndpoint(b.ip, b.port)}`, m('fix.cleanupTwice', {})));
    }
  }
  return out;
}
