// The checks Microsoft's own node scripts run (networkhealth.ps1, wcnscripts), over what a node
// printed: each finding says what is wrong, the evidence line it rests on, and the usual fix. With
// both HNS objects and VFP rules imported, it also compares the two views.
import { formatIpv4, formatPrefix, isApipa, parseIpv4, parsePrefix, prefixContainsIpv4, type Prefix } from '../core/net/ip';
import type { Port, Rule } from '../core/vfp/model';
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
  message: string;
  /** The fields the finding rests on, as they appear in the dump. */
  evidence: string;
  fix?: string;
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
      out.push({ severity: 'error', check: 'Management IP', message: `network ${n.name} has an APIPA management IP: the host vNIC never got the node's address`, evidence: `Network ${n.name}: ManagementIP ${n.managementIp}`, fix: 'recreate the HNS network' });
  }
  // Not containers' endpoints, so never attached: the cbr0 gateway endpoint (L2Bridge) and, on
  // Overlay, kube-proxy's source-VIP endpoint (newSourceVIP: local, the host's MAC, no namespace),
  // known by its address being a load balancer's source VIP or by the host vNIC's MAC (its port).
  const sourceVips = new Set(hns.loadBalancers.map((lb) => lb.sourceVip).filter((x): x is string => !!x));
  const hostMacs = new Set(ports.filter((p) => p.kind === 'host' && p.mac).map((p) => p.mac!.toUpperCase().replace(/:/g, '-')));
  const hostsOwn = (e: HnsState['endpoints'][number]) => sourceVips.has(e.ipAddress) || hostMacs.has(e.macAddress.toUpperCase().replace(/:/g, '-'));
  for (const e of hns.endpoints) {
    if (!e.isRemoteEndpoint && e.state !== undefined && e.state !== 3 && !/^cbr0/i.test(e.name) && !hostsOwn(e))
      out.push({ severity: 'error', check: 'Endpoint state', message: `local endpoint ${e.ipAddress} is not attached and shared (State ${e.state}, expected 3)`, evidence: `Endpoint ${short(e.id)} ${e.name}: State ${e.state}`, fix: 'delete and recreate the pod' });
  }
  for (const lb of hns.loadBalancers) {
    if (lb.state !== undefined && lb.state !== 2)
      out.push({ severity: 'error', check: 'Load balancer state', message: `load balancer ${lb.frontendVips.join(', ') || '(NodePort)'} is not valid (State ${lb.state}, expected 2)`, evidence: `LoadBalancer ${short(lb.id)}: State ${lb.state}`, fix: 'delete the policy and let kube-proxy recreate it' });
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
      out.push({
        severity: 'warning',
        check: 'Stale remote endpoint',
        message: `remote endpoint ${e.ipAddress} is referenced by no load balancer (kube-proxy keeps one for a remote backend of a Service with internalTrafficPolicy Local: not stale then)`,
        evidence: `Endpoint ${short(e.id)} ${e.name}: IsRemoteEndpoint true`,
        fix: 'let kube-proxy resync, or remove the endpoint',
      });
  }
  out.push(...serviceChecks(hns));
  for (const p of ports) {
    if (p.blocked)
      out.push({ severity: 'error', check: 'Port blocked', message: `VFP port ${p.friendlyName} is blocked: nothing crosses it`, evidence: `Port ${p.id}: Blocked TRUE`, fix: p.kind === 'endpoint' ? 'delete and recreate the pod' : 'recreate the HNS network' });
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
  const range = `${d.start}-${d.start + d.count - 1}${r.dynamic ? '' : " (Windows' default: the dynamic range was not in the files)"}`;
  const free = freeBlocks(r);
  const proto = r.protocol.toUpperCase();
  if (free < MIN_FREE_BLOCKS)
    out.push({
      // On an assumed range this is a warning: the node's own range may be larger.
      severity: r.dynamic ? 'error' : 'warning',
      check: 'Ephemeral ports',
      message: `only ${free} free 64-port ${proto} block${free === 1 ? '' : 's'} left in the dynamic range: outbound NAT takes its ports in such blocks, so new connections (and DNS) start failing on this node`,
      evidence: `${proto} dynamic range ${range}; ${r.excluded.length} excluded range${r.excluded.length === 1 ? '' : 's'}`,
      fix: `enlarge the dynamic range (netsh int ipv4 set dynamicport ${r.protocol} start=33000 num=32536, as image-builder does), keeping clear of NodePorts ${NODE_PORTS.lo}-${NODE_PORTS.hi}`,
    });
  if (r.dynamic && d.start <= NODE_PORTS.hi && d.start + d.count - 1 >= NODE_PORTS.lo)
    out.push({
      severity: 'warning',
      check: 'Ephemeral ports',
      message: `the ${proto} dynamic range overlaps the NodePort range ${NODE_PORTS.lo}-${NODE_PORTS.hi}: a NodePort can collide with a port the host handed out`,
      evidence: `${proto} dynamic range ${range}`,
      fix: `start the dynamic range above ${NODE_PORTS.hi} (e.g. start=33000)`,
    });
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
      out.push({ severity: 'error', check: 'DNS load balancer', message: `the pods' DNS server ${d} is a Service IP, but no load balancer has it: name resolution fails on this node`, evidence: `Endpoint ${short(ep)}: DNSServerList ${d}`, fix: 'restart kube-proxy (it recreates the load balancers)' });
  // hnsdiag prints no flags nor port mappings: a load balancer read from it says nothing about DSR.
  const notDsr = hns.loadBalancers.filter((lb) => lb.portMappings.length > 0 && !(lb.flags & LB_FLAG_DSR) && lb.frontendVips.some(inRange));
  if (notDsr.length)
    out.push({
      severity: 'info',
      check: 'ClusterIP not DSR',
      message: `${notDsr.length} ClusterIP load balancer${notDsr.length > 1 ? 's are' : ' is'} not DSR: kube-proxy runs without --enable-dsr, so Service traffic detours through the management port (NeedEncap). Microsoft's check calls it drift on nodes meant to run DSR.`,
      evidence: notDsr.slice(0, 3).map((lb) => `LoadBalancer ${short(lb.id)}: VIP ${lb.frontendVips.join(',')} Flags ${lb.flags}`).join('; ') + (notDsr.length > 3 ? '; …' : ''),
      fix: 'if DSR is intended: kube-proxy --enable-dsr=true (WinDSR), then let it recreate the load balancers',
    });
  return out;
}

/** HNS objects with no VFP rules behind them, and VFP rules that no HNS object explains. */
function compareViews(hns: HnsState, ports: Port[]): Finding[] {
  const out: Finding[] = [];
  const portOf = (epId: string) => ports.find((p) => p.friendlyName.toLowerCase() === epId.toLowerCase() || p.id.toLowerCase() === (hns.endpoints.find((e) => e.id === epId)?.portGuid ?? '').toLowerCase());
  const dipIps = new Set(hns.endpoints.map((e) => parseIpv4(e.ipAddress)).filter((x): x is number => x !== undefined));
  for (const e of hns.endpoints.filter((x) => !x.isRemoteEndpoint)) {
    const port = portOf(e.id);
    if (!port) continue;
    // The cbr0 gateway endpoint is the host's, not a container's: LB_DSR serves containers (the
    // model's own reading of the check; the host's own way to a ClusterIP is the host port's).
    const gateway = /^cbr0/i.test(e.name);
    const aclRules = rulesOf(port, 'ACL_ENDPOINT_LAYER');
    for (const a of e.policies) {
      if (a.type === 'ACL' && a.ruleType === 'Switch' && a.id && !aclRules.some((r) => r.friendlyName === a.id))
        out.push({ severity: 'warning', check: 'ACL not programmed', message: `HNS ACL ${a.id} on endpoint ${e.ipAddress} has no rule in ACL_ENDPOINT_LAYER of its port`, evidence: `Endpoint ${short(e.id)}: ACL Id=${a.id} Priority=${a.priority}`, fix: 'Restart-Service -f hns (VFP out of sync with HNS)' });
      if (a.type === 'OutBoundNAT' && a.exceptions.length && port.layers.some((l) => l.name.startsWith('SLB') || l.name.startsWith('ACL')) && !rulesOf(port, 'SLB_NAT_LAYER').some((r) => r.action.type === 'dynnat'))
        out.push({ severity: 'warning', check: 'Outbound NAT not programmed', message: `endpoint ${e.ipAddress} has an OutBoundNAT policy but its port has no dynnat rule: no egress beyond the exceptions`, evidence: `Endpoint ${short(e.id)}: OutBoundNAT ExceptionList ${a.exceptions.join(',')}`, fix: 'recreate the pod (the policy was not applied at pod start)' });
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
          out.push({ severity: 'error', check: 'LB_DSR rule missing', message: `DSR load balancer ${vip} has no LB_DSR rule on endpoint ${e.ipAddress}'s port: that pod cannot reach the Service`, evidence: `LoadBalancer ${short(lb.id)}: VIP ${vip} Flags ${lb.flags}`, fix: 'Restart-Service -f hns, or restart kube-proxy' });
      }
    }
  }
  const vips = new Set(hns.loadBalancers.flatMap((lb) => lb.frontendVips.map((x) => parseIpv4(x))));
  for (const p of ports) {
    for (const r of rulesOf(p, 'LB_DSR')) {
      const vip = r.conditions.dstIp?.[0];
      if (vip && vip.family === 'ipv4' && hns.loadBalancers.length && !vips.has(vip.base))
        out.push({ severity: 'warning', check: 'Stale LB_DSR rule', message: `rule ${r.friendlyName ?? r.id} balances ${formatPrefix(vip)}, which no HNS load balancer has`, evidence: `Port ${p.friendlyName}: LB_DSR rule ${r.friendlyName ?? r.id}`, fix: 'cleanup-stale-lb-rules.ps1, or Restart-Service -f hns' });
      if (r.action.type === 'lbnat' && dipIps.size)
        for (const b of r.action.backends)
          if (!dipIps.has(b.ip))
            out.push({ severity: 'error', check: 'Stale LB_DSR rule', message: `rule ${r.friendlyName ?? r.id} sends to DIP ${b.endpoint ?? formatIpv4(b.ip)}, which matches no HNS endpoint: connections hashed there time out`, evidence: `Port ${p.friendlyName}: DIP Range ${formatIpv4(b.ip)}:${b.port}`, fix: 'cleanup-stale-lb-rules.ps1 (checks twice, 60 s apart)' });
    }
  }
  return out;
}
