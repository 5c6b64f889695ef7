// What Windows printed (HNS objects, VFP ports) → per node: the HNS state that compile() turns into
// VFP, the ports used as they are, and a pod for each local endpoint so probes can start there.
import { formatIpv4 } from '../../core/net/ip';
import { parseMac } from '../../core/net/mac';
import type { Port, Rule } from '../../core/vfp/model';
import type { HnsEndpoint, HnsLoadBalancer, HnsNetwork, HnsState } from '../../hns/model';
import type { DumpEndpoint, DumpLoadBalancer, DumpModel, DumpNetwork } from '../dumps';
import { isPlaceholderPortId } from '../dumps';
import { IPCONFIG_ENDPOINT, nodeAdapter } from '../dumps/ipconfig';
import type { FormatId } from '../formats';
import { ipOf } from './cidrs';
import { localPodCidr } from './ranges';
import { ipv6Of } from './dual-stack';
import { LISTENERS_UNKNOWN } from '../../cluster/scenario/labels';
import { note, type ReplayReport } from './report';
import { reportMsg } from './messages-report';
import { need } from './needs';
import { LOGGED } from '../../hns/model';
import { byOf, originMsg } from '../../core/vfp/origin-messages';
import { hyperVMac, remoteEndpointMac } from '../../cluster/windows/conventions';

export interface ImportedNode {
  /** The node IP: the network's ManagementIP, or an endpoint's provider address. */
  ip?: string;
  podCidr?: string;
  hns: HnsState;
  ports: Port[];
  files: string[];
  /** Objects read from evidence that is not HNS itself (an ipconfig, kube-proxy's log): id → its file. */
  evidence: Map<string, string>;
  /** The node's own adapter in an `ipconfig /all` of it, when its address is the node IP. */
  adapter?: { ip: string; adapter: string; file: string; prefixLength?: number; mac?: string; ipv6?: string };
}

function network(n: DumpNetwork, report: ReplayReport, from: DumpSource): HnsNetwork {
  // hnsdiag's tables have no type column; Get-HnsNetwork prints `Type` after `Subnets`, so a cut record lacks it.
  if (!n.type && from.format === 'hnsdiag') note(report, 'assumed', reportMsg('replay.report.hnsdiagNoType', { name: n.name }));
  else if (!n.type) note(report, 'assumed', reportMsg('replay.report.cutNoType', { name: n.name, file: from.file }));
  return { ...n, type: n.type ?? 'L2Bridge' };
}

/** An endpoint as read: its MAC only when the dump printed one (a later dump may give it). */
type ReadEndpoint = Omit<HnsEndpoint, 'macAddress'> & { macAddress?: string };

function endpoint(e: DumpEndpoint, report: ReplayReport): ReadEndpoint | undefined {
  if (!e.ipAddress || !ipOf(e.ipAddress)) {
    note(report, 'missing', reportMsg('replay.report.endpointNoIp', { id: e.id, name: e.name ?? '' }));
    need(report, 'endpoint-ips', `${e.id.slice(0, 8)}…`);
    return undefined;
  }
  // Format-List of Get-HnsEndpoint on some builds prints no Namespace, compartment or port: a local
  // endpoint is still a pod's (its SharedContainers say so), so it gets a compartment, said as assumed.
  const attached = e.isRemoteEndpoint || e.compartmentId !== undefined || e.namespaceId !== undefined || e.portGuid !== undefined;
  if (!attached) note(report, 'assumed', reportMsg('replay.report.unattached', { id: e.id, ip: e.ipAddress }));
  const { macAddress, ...rest } = e;
  const mac = parseMac(macAddress ?? '');
  return { ...rest, ...(!attached && { namespaceId: `assumed-${e.id}` }), ipAddress: e.ipAddress, ...(mac && { macAddress: mac }), isRemoteEndpoint: e.isRemoteEndpoint ?? false };
}

/**
 * An endpoint no dump gave a MAC (a cut record, hnsdiag's table): one is made up, or every such
 * endpoint would share 00-00-00-00-00-00 and the vSwitch would deliver to whichever port it met
 * first. A remote endpoint takes kube-proxy's conjured MAC (02-11 + its IPv4 octets), a local one a
 * Hyper-V MAC from its id; said as assumed.
 */
function withMac(e: ReadEndpoint, report: ReplayReport): HnsEndpoint {
  if (e.macAddress) return e as HnsEndpoint;
  const v4 = ipOf(e.ipAddress);
  const mac = e.isRemoteEndpoint && v4 !== undefined ? remoteEndpointMac(v4) : hyperVMac(`endpoint:${e.id}`);
  note(report, 'assumed', reportMsg('replay.report.endpointNoMac', { id: e.id, ip: e.ipAddress, mac }));
  return { ...e, macAddress: mac };
}

function loadBalancer(lb: DumpLoadBalancer, report: ReplayReport): HnsLoadBalancer {
  if (lb.flags === undefined) note(report, 'assumed', reportMsg('replay.report.lbNoFlags', { id: lb.id }));
  if (lb.portMappings.length === 0) {
    note(report, 'missing', reportMsg('replay.report.lbNoPorts', { id: lb.id }));
    for (const vip of lb.frontendVips) need(report, 'lb-ports', vip);
  }
  return { ...lb, flags: lb.flags ?? 0 };
}

/**
 * A load balancer whose backends are endpoints none of the files hold (kube-proxy's log names them
 * by id; they sit on other nodes, or their dump was not taken): a walk would end in NO_BACKEND, which
 * blames the node for what is only missing from the files, so a probe to its VIP is not walked.
 */
function unheldBackends(hns: HnsState, report: ReplayReport): void {
  const held = new Set(hns.endpoints.map((e) => e.id.toLowerCase()));
  for (const lb of hns.loadBalancers) {
    if (!lb.endpoints.length || lb.endpoints.some((id) => held.has(id.toLowerCase()))) continue;
    note(report, 'missing', reportMsg('replay.report.lbUnheld', { id: lb.id, n: lb.endpoints.length, ids: lb.endpoints.slice(0, 3).join(', ') }));
    for (const vip of lb.frontendVips) need(report, 'lb-endpoints', vip);
  }
}

/** Merges objects by id (the same object may come from several files; the later wins). */
function mergeById<T extends { id: string }>(into: T[], items: T[]): void {
  for (const it of items) {
    const i = into.findIndex((x) => x.id.toLowerCase() === it.id.toLowerCase());
    if (i >= 0) into[i] = { ...into[i]!, ...it };
    else into.push(it);
  }
}

/** One imported Windows node from all the dumps (collectlogs is per node). */
/** A dump as the importer read it: its file, and its format when known. */
export interface DumpSource {
  file: string;
  model: DumpModel;
  format?: FormatId;
}

/**
 * ipconfig /all inside a pod and the node's HNS dump may describe one endpoint (the same address):
 * it stays one endpoint, the HNS one, given what only ipconfig printed (MAC, prefix, gateway, DNS),
 * and a MAC that differs is said, for the files may then come from two pods.
 */
function foldIpconfig(dumps: DumpSource[], report: ReplayReport): { drop: Set<DumpEndpoint>; fill: Map<DumpEndpoint, Partial<DumpEndpoint>> } {
  const all = dumps.flatMap((d) => d.model.hns.endpoints);
  const drop = new Set<DumpEndpoint>();
  const fill = new Map<DumpEndpoint, Partial<DumpEndpoint>>();
  for (const e of all.filter((x) => x.id.startsWith(IPCONFIG_ENDPOINT))) {
    const h = all.find((x) => !x.id.startsWith(IPCONFIG_ENDPOINT) && !x.isRemoteEndpoint && x.ipAddress === e.ipAddress);
    if (!h) continue;
    drop.add(e);
    fill.set(h, {
      ...(!parseMac(h.macAddress ?? '') && e.macAddress && { macAddress: e.macAddress }),
      ...(h.prefixLength === undefined && e.prefixLength !== undefined && { prefixLength: e.prefixLength }),
      ...(!h.gatewayAddress && e.gatewayAddress && { gatewayAddress: e.gatewayAddress }),
      ...(!h.dnsServerList?.length && e.dnsServerList?.length && { dnsServerList: e.dnsServerList }),
      ...(!h.ipv6Address && e.ipv6Address && { ipv6Address: e.ipv6Address }),
    });
    const inside = parseMac(e.macAddress ?? '');
    const dumped = parseMac(h.macAddress ?? '');
    if (inside && dumped && inside !== dumped) note(report, 'missing', reportMsg('replay.report.podMacDiffers', { pod: e.name, ip: e.ipAddress!, inside, id: h.id, dumped }));
    else note(report, 'assumed', reportMsg('replay.report.podIpconfig', { pod: e.name, id: h.id, ip: e.ipAddress!, mac: inside && dumped ? inside : '' }));
  }
  return { drop, fill };
}

export function fromDumps(dumps: DumpSource[], report: ReplayReport): ImportedNode | undefined {
  if (dumps.length === 0) return undefined;
  const hns: HnsState = { networks: [], endpoints: [], loadBalancers: [], namespaces: [] };
  const read: ReadEndpoint[] = [];
  const ports: Port[] = [];
  const folded = foldIpconfig(dumps, report);
  const evidence = new Map<string, string>();
  for (const d of dumps) {
    // What a log or ipconfig gave is marked with its file; the same object in an HNS dump is HNS's.
    const fromLog = d.format === 'kube-proxy-log';
    for (const lb of d.model.hns.loadBalancers) if (fromLog) evidence.set(lb.id.toLowerCase(), d.file);
    else evidence.delete(lb.id.toLowerCase());
    for (const e of d.model.hns.endpoints) if (e.id.startsWith(IPCONFIG_ENDPOINT)) evidence.set(e.id.toLowerCase(), d.file);
    mergeById(hns.networks, d.model.hns.networks.map((n) => network(n, report, d)));
    const eps = d.model.hns.endpoints.filter((e) => !folded.drop.has(e)).map((e) => ({ ...e, ...folded.fill.get(e) }));
    mergeById(read, eps.map((e) => endpoint(e, report)).filter((e): e is ReadEndpoint => !!e));
    mergeById(hns.loadBalancers, d.model.hns.loadBalancers.map((l) => loadBalancer(l, report)));
    mergeById(hns.namespaces, d.model.hns.namespaces);
  }
  hns.endpoints = read.map((e) => withMac(e, report));
  unheldBackends(hns, report);
  for (const lb of hns.loadBalancers) {
    const file = evidence.get(lb.id.toLowerCase());
    if (file) lb.origin = { kind: LOGGED, name: file, ...byOf(originMsg('origin.logged', { file })) };
  }
  // Copies: placeholder attachment and merging rewrite ports, and the parsed models stay as read.
  const dumped = dumps.flatMap((d) => d.model.vfp.ports.map((p) => JSON.parse(JSON.stringify(p)) as Port));
  attachPlaceholderPorts(hns, dumped, report);
  for (const p of dumped) {
    const same = ports.find((x) => x.id.toLowerCase() === p.id.toLowerCase());
    if (same) mergePort(same, p);
    else ports.push(p);
  }
  // Kubernetes networks are the ones with endpoints; the bootstrap "External" or "nat" networks are not.
  // A network that holds none of the local endpoints (only "External" was dumped, the pods sit on
  // "Calico") is not theirs: their own network is assumed, or their ports would not exist.
  const local = hns.endpoints.find((e) => !e.isRemoteEndpoint);
  const busiest = [...hns.networks].sort((a, b) => count(hns, b) - count(hns, a) || (a.type === 'NAT' ? 1 : -1))[0];
  const main = busiest && (count(hns, busiest) > 0 || !local) ? busiest : undefined;
  if (main) hns.networks = [main, ...hns.networks.filter((n) => n !== main)];
  const bareProvider = dumps.flatMap((d) => d.model.policies ?? []).find((p) => p.type === 'ProviderAddress');
  const fromHns = main?.managementIp ?? hns.networks.find((n) => n.managementIp)?.managementIp ?? providerAddress(hns) ?? (bareProvider?.type === 'ProviderAddress' ? bareProvider.providerAddress : undefined);
  if (fromHns && bareProvider?.type === 'ProviderAddress' && fromHns === bareProvider.providerAddress && !providerAddress(hns) && !hns.networks.some((n) => n.managementIp)) {
    note(report, 'assumed', reportMsg('replay.report.nodeIpFromPa', { ip: fromHns }));
  }
  // ipconfig /all of the node names its address when no HNS object does (and is checked against it when one does).
  const seen = dumps.flatMap((d) => {
    const a = d.model.adapters && nodeAdapter(d.model.adapters);
    const mac = parseMac(a?.macAddress ?? '');
    return a?.ipv4 ? [{ ip: a.ipv4, adapter: a.name, file: d.file, prefixLength: a.prefixLength, ...(mac && { mac }), ...(a.ipv6 && { ipv6: a.ipv6 }) }] : [];
  });
  const ip = fromHns ?? seen[0]?.ip;
  if (!fromHns && seen[0]) note(report, 'assumed', reportMsg('replay.report.nodeIpFromIpconfig', { ip: seen[0].ip, adapter: seen[0].adapter, file: seen[0].file }));
  else if (fromHns && seen[0] && seen[0].ip !== fromHns) note(report, 'missing', reportMsg('replay.report.nodeIpDiffers', { file: seen[0].file, ip: seen[0].ip, adapter: seen[0].adapter, hns: fromHns }));
  if (main && !['L2Bridge', 'Overlay'].includes(main.type)) {
    note(report, 'assumed', reportMsg('replay.report.switchLike', { name: main.name, type: main.type }));
  }
  if (!main) {
    // compile() needs a network; the endpoints say which kind (overlay endpoints carry EncapOverhead).
    const overlay = hns.endpoints.some((e) => e.encapOverhead !== undefined || e.policies.some((p) => p.type === 'ProviderAddress'));
    const dumpedNets = hns.networks;
    hns.networks = [
      {
        id: local?.networkId ?? 'assumed-network',
        name: local?.networkName ?? 'assumed',
        type: overlay ? 'Overlay' : 'L2Bridge',
        api: 1,
        managementIp: ip,
        subnets: local && local.prefixLength ? [{ addressPrefix: `${local.ipAddress}/${local.prefixLength}`, gatewayAddress: local.gatewayAddress }] : [],
        remoteSubnetRoutes: [],
        macPools: [],
      },
    ];
    need(report, 'network');
    if (dumpedNets.length === 0) note(report, 'missing', reportMsg('replay.report.noNetwork', { type: overlay ? 'Overlay' : 'L2Bridge' }));
    else note(report, 'missing', reportMsg('replay.report.otherNetwork', { net: local?.networkName ?? local?.networkId ?? '', nets: dumpedNets.map((n) => n.name).join(', '), type: overlay ? 'Overlay' : 'L2Bridge' }));
    hns.networks.push(...dumpedNets);
  }
  if (!ip) {
    note(report, 'missing', reportMsg('replay.report.noNodeIp', {}));
    need(report, 'node-ip');
  }
  const adapter = seen.find((a) => a.ip === ip);
  return { ip, podCidr: localPodCidr(hns, report), hns, ports, files: dumps.map((d) => d.file), evidence, ...(adapter && { adapter }) };
}

/** A rule as a counters dump prints it: counters, but no conditions (whatever the file order). */
const countersOnly = (r: Rule) => r.counters !== undefined && Object.keys(r.conditions).length === 0;

/** The same rule from two dumps: its definition from the listing, its counters from the counter dump. */
function mergeRule(a: Rule, b: Rule): Rule {
  const [def, other] = countersOnly(a) && !countersOnly(b) ? [b, a] : [a, b];
  return { ...other, ...def, friendlyName: def.friendlyName ?? other.friendlyName, counters: def.counters ?? other.counters };
}

/** Two dumps of one port (rules in text, counters in JSON): rules merge by id, fields by presence. */
function mergePort(into: Port, from: Port): void {
  into.blocked ||= from.blocked;
  into.counters ??= from.counters;
  for (const l of from.layers) {
    const layer = into.layers.find((x) => x.name === l.name);
    if (!layer) {
      into.layers.push(l);
      continue;
    }
    for (const g of l.groups) {
      const group = layer.groups.find((x) => x.name === g.name);
      if (!group) {
        layer.groups.push(g);
        continue;
      }
      for (const r of g.rules) {
        const i = group.rules.findIndex((x) => x.id.toLowerCase() === r.id.toLowerCase());
        if (i < 0) group.rules.push(r);
        else group.rules[i] = mergeRule(group.rules[i]!, r);
      }
    }
  }
}

const count = (hns: HnsState, n: HnsNetwork) => hns.endpoints.filter((e) => e.networkId?.toLowerCase() === n.id.toLowerCase() || e.networkName === n.name).length;

function providerAddress(hns: HnsState): string | undefined {
  for (const e of hns.endpoints) {
    if (e.isRemoteEndpoint) continue;
    for (const p of e.policies) if (p.type === 'ProviderAddress') return p.providerAddress;
  }
  return undefined;
}

/** A rule list that does not name its port is attached to the only local pod endpoint, if there is one. */
function attachPlaceholderPorts(hns: HnsState, ports: Port[], report: ReplayReport): void {
  const locals = hns.endpoints.filter((e) => !e.isRemoteEndpoint && !/^cbr0/i.test(e.name));
  for (const p of ports) {
    if (!isPlaceholderPortId(p.id)) continue;
    if (locals.length === 1) {
      p.id = locals[0]!.portGuid ?? locals[0]!.id;
      p.friendlyName = locals[0]!.id;
      note(report, 'assumed', reportMsg('replay.report.rulesToOnlyEndpoint', { id: p.id.slice(0, 8), ip: locals[0]!.ipAddress }));
    } else note(report, 'missing', reportMsg('replay.report.unplacedRules', { n: locals.length }));
  }
}

/** Pods standing for the node's local endpoints, so that probes can start and end there. */
/** kube-proxy's source VIP on an overlay node: the address its load balancers SNAT Service traffic to. */
export const sourceVipOf = (hns: HnsState): string | undefined => hns.loadBalancers.find((lb) => lb.sourceVip)?.sourceVip;

/** `dual`: the replay is dual-stack, and a pod whose endpoint has an IPv6 address takes it as its second (ips). */
export function podsForEndpoints(node: string, hns: HnsState, known: Set<string>, report: ReplayReport, evidence: Map<string, string> = new Map(), dual = false) {
  const pods: { name: string; node: string; ip: string; ips?: string[]; listen: string[]; labels: Record<string, string> }[] = [];
  // The source VIP has a local endpoint of its own (kube-proxy's), which is no pod.
  const sourceVip = sourceVipOf(hns);
  for (const e of hns.endpoints) {
    if (e.isRemoteEndpoint || /^cbr0/i.test(e.name) || known.has(e.ipAddress) || e.ipAddress === sourceVip) continue;
    const targetPorts = hns.loadBalancers
      .filter((lb) => lb.endpoints.some((id) => id.toLowerCase() === e.id.toLowerCase()))
      .flatMap((lb) => lb.portMappings.map((pm) => `${pm.protocol === 17 ? 'udp' : 'tcp'}/${pm.internalPort}`));
    const name = `ep-${e.ipAddress.replace(/\./g, '-')}`;
    const ipconfig = evidence.get(e.id.toLowerCase());
    e.origin ??= { kind: 'Pod', namespace: 'default', name, ...byOf(ipconfig ? originMsg('origin.ipconfigEndpoint', { file: ipconfig }) : originMsg('origin.importedEndpoint', {})) };
    const v6 = dual ? ipv6Of(e.ipv6Address) : undefined;
    pods.push({ name, node, ip: e.ipAddress, ...(v6 !== undefined && { ips: [e.ipAddress, v6] }), listen: [...new Set(targetPorts)], labels: { 'hns.endpoint': e.id.slice(0, 8).toLowerCase(), [LISTENERS_UNKNOWN]: 'true' } });
  }
  if (pods.length) note(report, 'assumed', reportMsg('replay.report.podsByAddress', { label: LISTENERS_UNKNOWN }));
  return pods;
}

export { formatIpv4 };
