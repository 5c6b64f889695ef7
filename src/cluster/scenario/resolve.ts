// From a parsed scenario to a resolved one: every default address allocated, every reference
// checked. Problems are returned with their field path, never thrown.
import { formatIp, formatPrefix, mustIpv4, mustPrefix, nthAddress, nthIp, parseIp, parsePrefix, prefixContains, prefixContainsIpv4, prefixCovers, type Ip, type Ipv4, type Ipv6, type Prefix } from '../../core/net/ip';
import { allRanges, freeIpv6, nodePodCidr6, readAddressList, readRanges, serviceFamilies, twinIn, type Ipv6Ranges } from './dual-stack';
import type { Listener } from '../../core/world/world';
import type { Protocol } from '../../core/net/protocol';
import { hostAddresses, NODE_PORT_RANGE, nodePodCidr, reservedInPodCidr } from './ipam';
import type { Issue, Path } from './issues';
import { LISTEN_RE } from './listen';
import type { ExternalSpec, NodeSpec, PodSpec, Scenario, ServicePortSpec, ServiceSpec } from './schema';
import { selects } from './selector';
import { readNodeOverrides } from './overrides';
import { exerciseIssues } from './exercise';
import { scenarioIssue, scenarioMsg as m, type ScenarioMsg } from './messages';

export interface ResolvedNode {
  spec: NodeSpec;
  name: string;
  ref: string;
  os: 'windows' | 'linux';
  ip: Ipv4;
  podCidr: Prefix;
  /** Overlay: kube-proxy's --source-vip. */
  sourceVip: Ipv4;
  /** Dual-stack: the node's IPv6 address (absent when the node network has no IPv6 range). */
  ipv6?: Ipv6;
  /** Dual-stack: the node's IPv6 pod CIDR. */
  podCidr6?: Prefix;
}

export interface ResolvedPod {
  spec: PodSpec;
  name: string;
  namespace: string;
  ref: string;
  node: ResolvedNode;
  ip: Ipv4;
  /** Dual-stack: the pod's IPv6 address (status.podIPs[1]). */
  ipv6?: Ipv6;
  labels: Record<string, string>;
  listeners: Listener[];
}

export interface ResolvedServicePort extends ServicePortSpec {
  protocolName: Protocol;
  nodePort?: number;
}

export interface ResolvedService {
  spec: ServiceSpec;
  name: string;
  namespace: string;
  ref: string;
  /** The first family's ClusterIP (an IPv4 number but for an IPv6-first Service). */
  clusterIP: Ip;
  /** One ClusterIP per family of the Service, in ipFamilies' order. */
  clusterIPs: Ip[];
  ports: ResolvedServicePort[];
  /** The ready endpoints: pods the selector picks whose EndpointSlice endpoint is ready (a Service
   * without a selector has none). What kube-proxy uses (see `conditions` for the others). */
  endpoints: ResolvedPod[];
  /** Every pod the selector picks, with its EndpointSlice conditions. */
  conditions: EndpointConditions[];
}

/** An EndpointSlice endpoint's conditions, as the EndpointSlice controller sets them from the pod. */
export interface EndpointConditions {
  pod: ResolvedPod;
  ready: boolean;
  serving: boolean;
  terminating: boolean;
}

export function endpointConditions(p: ResolvedPod): EndpointConditions {
  const serving = p.spec.ready !== false;
  const terminating = p.spec.terminating === true;
  return { pod: p, ready: serving && !terminating, serving, terminating };
}

export interface ResolvedExternal {
  spec: ExternalSpec;
  name: string;
  ref: string;
  ip: Ipv4;
  ipv6?: Ipv6;
  listeners: Listener[];
  location: 'underlay' | 'internet';
}

export interface ResolvedScenario {
  scenario: Scenario;
  clusterCidr: Prefix;
  serviceCidr: Prefix;
  nodeSubnet: Prefix;
  /** Dual-stack: the IPv6 ranges (absent in an IPv4-only cluster). */
  ipv6?: Ipv6Ranges;
  exceptions: Prefix[];
  overlay: boolean;
  nodes: ResolvedNode[];
  pods: ResolvedPod[];
  services: ResolvedService[];
  externals: ResolvedExternal[];
  issues: Issue[];
}

export { OVERLAY_CNIS } from './overlay';
import { OVERLAY_CNIS } from './overlay';

export function parseListen(s: string): Listener {
  const m = LISTEN_RE.exec(s)!;
  return { protocol: m[1] as Protocol, port: Number(m[2]) };
}

/** Who holds an address or a node port: a scenario.holder message. */
type Holder = ScenarioMsg;

export function resolveScenario(s: Scenario): ResolvedScenario {
  const issues: Issue[] = [];
  const err = (path: Path, message: ScenarioMsg) => issues.push(scenarioIssue(path, 'error', message));
  const warn = (path: Path, message: ScenarioMsg) => issues.push(scenarioIssue(path, 'warning', message));
  const c = s.cluster;
  const ranges = readRanges(c, err);
  const { clusterCidr, serviceCidr, nodeSubnet } = ranges;
  const v6 = ranges.ipv6;
  const exceptions = c.outboundNAT.exceptions?.map((x) => mustPrefix(x)) ?? allRanges(ranges);
  const overlay = OVERLAY_CNIS.has(c.cni);
  if (prefixCovers(clusterCidr, serviceCidr) || prefixCovers(serviceCidr, clusterCidr))
    err(['cluster', 'serviceCIDR'], m('scenario.serviceCidrOverlaps', { svc: c.serviceCIDR, cluster: c.clusterCIDR }));

  /** Who holds each address, as words (a message) for the issue a second claim raises. */
  const used = new Map<Ip, Holder>();
  const claim = (ip: Ip, who: Holder, path: Path) => {
    const prev = used.get(ip);
    if (prev) err(path, m('scenario.ipUsed', { ip: formatIp(ip), who: prev }));
    else used.set(ip, who);
  };
  used.set(nthAddress(nodeSubnet, 1), m('scenario.holder.gateway', {}));
  if (v6?.nodeSubnet) used.set(nthIp(v6.nodeSubnet, 1), m('scenario.holder.gateway', {}));
  /** A node's IPv4 pod CIDR as given: podCIDR, or the IPv4 entry of podCIDRs. */
  const podCidrText = (n: NodeSpec) => n.podCIDR ?? n.podCIDRs?.find((x) => parsePrefix(x)?.family === 'ipv4');

  // Nodes: explicit addresses first, then allocate the rest.
  const nodeNames = new Set<string>();
  s.nodes.forEach((n, i) => {
    if (nodeNames.has(n.name)) err(['nodes', i, 'name'], m('scenario.nodeTwice', { n: n.name }));
    nodeNames.add(n.name);
    n.podCIDRs?.forEach((t, j) => {
      const p = mustPrefix(t);
      if (j === 0 && n.podCIDR && formatPrefix(p) !== formatPrefix(mustPrefix(n.podCIDR))) err(['nodes', i, 'podCIDRs', 0], m('scenario.firstDiffers', { first: t, single: n.podCIDR, field: 'podCIDR' }));
      if (j === 0 && p.family === 'ipv6') err(['nodes', i, 'podCIDRs', 0], m('scenario.ipv4First', { field: 'podCIDRs', text: n.podCIDRs!.join(',') }));
      if (p.family === 'ipv6' && !v6) err(['nodes', i, 'podCIDRs', j], m('scenario.notDualStack', { ip: t, field: 'clusterCIDR' }));
      else if (p.family === 'ipv6' && v6 && !prefixCovers(v6.clusterCidr, p)) err(['nodes', i, 'podCIDRs', j], m('scenario.podCidrOutside', { cidr: t, net: formatPrefix(v6.clusterCidr) }));
    });
    if (n.ip) {
      const ip = mustIpv4(n.ip);
      if (!prefixContainsIpv4(nodeSubnet, ip)) err(['nodes', i, 'ip'], m('scenario.nodeOutsideSubnet', { ip: n.ip, net: c.nodeSubnet }));
      claim(ip, m('scenario.holder.node', { n: n.name }), ['nodes', i, 'ip']);
    }
  });
  // Nodes take addresses from .10 up (room for routers and hosts below), then whatever is left.
  const freeNodeIps = (function* () {
    yield* hostAddresses(nodeSubnet, new Set(used.keys()), 10);
    yield* hostAddresses(nodeSubnet, new Set(used.keys()), 2);
  })();
  const takenCidrs: { p: Prefix; node: string }[] = [];
  let cidrIndex = 0;
  let cidr6Index = 0;
  const nodes: ResolvedNode[] = s.nodes.map((n, i) => {
    let ip = n.ip ? mustIpv4(n.ip) : undefined;
    if (ip === undefined) {
      let next = freeNodeIps.next();
      while (!next.done && used.has(next.value)) next = freeNodeIps.next();
      if (next.done) {
        err(['nodes', i], m('scenario.nodeSubnetFull', { net: c.nodeSubnet }));
        ip = 0;
      } else {
        ip = next.value;
        used.set(ip, m('scenario.holder.node', { n: n.name }));
      }
    }
    let podCidr: Prefix;
    const givenCidr = podCidrText(n);
    if (givenCidr) {
      podCidr = mustPrefix(givenCidr);
      if (!prefixCovers(clusterCidr, podCidr)) err(['nodes', i, 'podCIDR'], m('scenario.podCidrOutside', { cidr: givenCidr, net: formatPrefix(clusterCidr) }));
    } else {
      const explicit = s.nodes.filter((x) => podCidrText(x)).map((x) => mustPrefix(podCidrText(x)!));
      do podCidr = mustPrefix(nodePodCidr(clusterCidr, cidrIndex++));
      while (explicit.some((e) => prefixCovers(e, podCidr) || prefixCovers(podCidr, e)));
      if (!prefixCovers(clusterCidr, podCidr)) err(['nodes', i], m('scenario.clusterCidrFull', { net: c.clusterCIDR }));
    }
    const clash = takenCidrs.find((t) => prefixCovers(t.p, podCidr) || prefixCovers(podCidr, t.p));
    if (clash) err(['nodes', i, 'podCIDR'], m('scenario.podCidrOverlaps', { cidr: formatPrefix(podCidr), node: clash.node }));
    takenCidrs.push({ p: podCidr, node: n.name });
    const sourceVip = n.sourceVip ? mustIpv4(n.sourceVip) : nthAddress(podCidr, 2);
    if (n.sourceVip && !prefixContainsIpv4(podCidr, sourceVip)) err(['nodes', i, 'sourceVip'], m('scenario.sourceVipOutside', { vip: n.sourceVip, net: formatPrefix(podCidr) }));
    if (n.hns !== undefined && n.os === 'linux') err(['nodes', i, 'hns'], m('scenario.hnsOnLinux', {}));
    const node: ResolvedNode = { spec: n, name: n.name, ref: `node/${n.name}`, os: n.os, ip, podCidr, sourceVip };
    if (v6) {
      const addrs = readAddressList({ text: undefined, field: 'ip' }, n.ips, ['nodes', i], ranges, err);
      if (n.ips?.[0] !== undefined && n.ip !== undefined && mustIpv4(n.ip) !== addrs.v4 && addrs.v4 !== undefined) err(['nodes', i, 'ips', 0], m('scenario.firstDiffers', { first: n.ips[0], single: n.ip, field: 'ip' }));
      const ipv6 = addrs.v6 ?? (v6.nodeSubnet ? twinIn(ip, nodeSubnet, v6.nodeSubnet) : undefined);
      if (ipv6 !== undefined) {
        if (addrs.v6 !== undefined && v6.nodeSubnet && !prefixContains(v6.nodeSubnet, ipv6)) err(['nodes', i, 'ips'], m('scenario.nodeOutsideSubnet', { ip: ipv6, net: formatPrefix(v6.nodeSubnet) }));
        if (addrs.v6 !== undefined) claim(ipv6, m('scenario.holder.node', { n: n.name }), ['nodes', i, 'ips']);
        else used.set(ipv6, m('scenario.holder.node', { n: n.name }));
        node.ipv6 = ipv6;
      }
      // The IPv6 twin of the IPv4 pod CIDR: the same block of the cluster's IPv6 range (10.244.1.0/24 → fd00:10:244:1::/64).
      const block = podCidr.family === 'ipv4' && clusterCidr.family === 'ipv4' && prefixCovers(clusterCidr, podCidr) ? Math.floor((podCidr.base - clusterCidr.base) / 2 ** (32 - podCidr.len)) : cidr6Index;
      const cidr6 = nodePodCidr6(n.podCIDRs, block, v6);
      if (!n.podCIDRs?.some((x) => parsePrefix(x)?.family === 'ipv6')) cidr6Index = block + 1;
      if (cidr6 && prefixCovers(v6.clusterCidr, cidr6)) node.podCidr6 = cidr6;
      else err(['nodes', i], m('scenario.clusterCidrFull', { net: formatPrefix(v6.clusterCidr) }));
    } else if (n.ips) readAddressList({ text: undefined, field: 'ip' }, n.ips, ['nodes', i], ranges, err);
    return node;
  });
  const nodeByName = new Map(nodes.map((n) => [n.name, n]));
  // A node rebuilt from its dumps keeps the addresses its CNI handed out: .1/.2 being taken is a
  // convention of derived nodes (Calico reserves three, Antrea none), not a fact of imported ones.
  const conventional = (n: ResolvedNode) => n.spec.hns === undefined;
  for (const n of nodes) {
    if (conventional(n)) for (const r of reservedInPodCidr(n.podCidr)) used.set(r, m('scenario.holder.reserved', { node: n.name }));
    // The IPv6 pod CIDR keeps ::1 and ::2 as the IPv4 one keeps .1 and .2 (the model's own: no source shows win-bridge's IPv6 gateway).
    if (conventional(n) && n.podCidr6) for (const k of [1, 2]) used.set(nthIp(n.podCidr6, k), m('scenario.holder.reserved', { node: n.name }));
    if (overlay && n.spec.sourceVip) used.set(n.sourceVip, m('scenario.holder.sourceVip', { node: n.name }));
  }
  const reservedOf = (n: ResolvedNode) => [...(conventional(n) ? reservedInPodCidr(n.podCidr) : []), ...(overlay && n.spec.sourceVip ? [n.sourceVip] : [])];

  // Pods.
  const podKeys = new Set<string>();
  const explicitPodIps = new Set<Ip>(s.pods.filter((p) => p.ip).map((p) => mustIpv4(p.ip!)));
  for (const p of s.pods) for (const t of p.ips ?? []) if (typeof parseIp(t) === 'string') explicitPodIps.add(parseIp(t)!);
  const freePodIps = new Map<string, Generator<number>>();
  const pods: ResolvedPod[] = [];
  s.pods.forEach((p, i) => {
    const key = `${p.namespace}/${p.name}`;
    if (podKeys.has(key)) err(['pods', i, 'name'], m('scenario.podTwice', { n: key }));
    podKeys.add(key);
    const node = nodeByName.get(p.node);
    if (!node) {
      err(['pods', i, 'node'], nodes.length ? m('scenario.noSuchNodeOf', { n: p.node, list: nodes.map((n) => n.name).join(', ') }) : m('scenario.noSuchNode', { n: p.node }));
      return;
    }
    let ip: Ipv4;
    if (p.ip) {
      ip = mustIpv4(p.ip);
      if (!prefixContainsIpv4(node.podCidr, ip)) err(['pods', i, 'ip'], m('scenario.podOutsideCidr', { ip: p.ip, node: node.name, net: formatPrefix(node.podCidr) }));
      else if (reservedOf(node).includes(ip))
        err(['pods', i, 'ip'], m('scenario.podReserved', { ip: p.ip, node: node.name }));
      claim(ip, m('scenario.holder.pod', { n: key }), ['pods', i, 'ip']);
    } else {
      let gen = freePodIps.get(node.name);
      if (!gen) freePodIps.set(node.name, (gen = hostAddresses(node.podCidr, new Set([...used.keys(), ...explicitPodIps]), 3)));
      const next = gen.next();
      if (next.done) {
        err(['pods', i], m('scenario.podCidrFull', { node: node.name, net: formatPrefix(node.podCidr) }));
        return;
      }
      ip = next.value;
      used.set(ip, m('scenario.holder.pod', { n: key }));
    }
    const pod: ResolvedPod = { spec: p, name: p.name, namespace: p.namespace, ref: `pod/${key}`, node, ip, labels: p.labels, listeners: p.listen.map(parseListen) };
    if (p.ips) {
      const addrs = readAddressList({ text: undefined, field: 'ip' }, p.ips, ['pods', i], ranges, err);
      if (p.ip !== undefined && addrs.v4 !== undefined && addrs.v4 !== ip) err(['pods', i, 'ips', 0], m('scenario.firstDiffers', { first: p.ips[0]!, single: p.ip, field: 'ip' }));
      if (addrs.v6 !== undefined) {
        if (node.podCidr6 && !prefixContains(node.podCidr6, addrs.v6)) err(['pods', i, 'ips'], m('scenario.podOutsideCidr', { ip: addrs.v6, node: node.name, net: formatPrefix(node.podCidr6) }));
        claim(addrs.v6, m('scenario.holder.pod', { n: key }), ['pods', i, 'ips']);
        pod.ipv6 = addrs.v6;
      }
    }
    if (pod.ipv6 === undefined && node.podCidr6) {
      // The IPv6 twin of the IPv4 address when free, else the next free one.
      const twin = twinIn(ip, node.podCidr, node.podCidr6);
      const ipv6 = twin !== undefined && !used.has(twin) && !explicitPodIps.has(twin) ? twin : freeIpv6(node.podCidr6, new Set([...used.keys(), ...explicitPodIps]), 3);
      if (ipv6 === undefined) err(['pods', i], m('scenario.podCidrFull', { node: node.name, net: formatPrefix(node.podCidr6) }));
      else {
        used.set(ipv6, m('scenario.holder.pod', { n: key }));
        pod.ipv6 = ipv6;
      }
    }
    pods.push(pod);
  });

  // Services.
  const svcKeys = new Set<string>();
  const explicitVips = new Set<Ip>(s.services.flatMap((x) => [x.clusterIP, ...(x.clusterIPs ?? [])]).map((t) => (t === undefined ? undefined : parseIp(t))).filter((x): x is Ip => x !== undefined));
  const freeVips = hostAddresses(serviceCidr, new Set([...used.keys(), ...explicitVips]), 100);
  const usedNodePorts = new Set(s.services.flatMap((x) => x.ports.map((p) => p.nodePort).filter((n): n is number => n !== undefined)));
  let nextNodePort = 31000;
  /** protocol/nodePort → the Service that has it (Kubernetes refuses a second one). */
  const claimedNodePorts = new Map<string, Holder>();
  const services: ResolvedService[] = [];
  s.services.forEach((svc, i) => {
    const key = `${svc.namespace}/${svc.name}`;
    if (svcKeys.has(key)) err(['services', i, 'name'], m('scenario.serviceTwice', { n: key }));
    svcKeys.add(key);
    // The address list first: with no ipFamilies, the API server takes the families of the ClusterIPs given.
    const addrs = readAddressList({ text: svc.clusterIP, field: 'clusterIP' }, svc.clusterIPs, ['services', i], ranges, err);
    const givenOrder = [svc.clusterIP, ...(svc.clusterIPs ?? [])].map((t) => (t === undefined ? undefined : parseIp(t))).filter((x): x is Ip => x !== undefined);
    const implied = [...new Set(givenOrder.map((x): 'IPv4' | 'IPv6' => (typeof x === 'number' ? 'IPv4' : 'IPv6')))];
    const families = serviceFamilies({ ...svc, ipFamilies: svc.ipFamilies ?? (implied.length ? implied : undefined) }, ranges, ['services', i], err);
    let v4: Ipv4 | undefined;
    let vip6: Ipv6 | undefined;
    if (families.includes('IPv4')) {
      if (addrs.v4 !== undefined) {
        v4 = addrs.v4;
        if (!prefixContainsIpv4(serviceCidr, v4)) err(['services', i, 'clusterIP'], m('scenario.clusterIpOutside', { ip: svc.clusterIP ?? formatIp(v4), net: c.serviceCIDR }));
        claim(v4, m('scenario.holder.service', { n: key }), ['services', i, 'clusterIP']);
      } else {
        const next = freeVips.next();
        v4 = next.done ? 0 : next.value;
        if (next.done) err(['services', i], m('scenario.serviceCidrFull', { net: c.serviceCIDR }));
        else used.set(v4, m('scenario.holder.service', { n: key }));
      }
    } else if (addrs.v4 !== undefined) err(['services', i, 'clusterIP'], m('scenario.wrongFamily', { text: formatIp(addrs.v4), family: 'IPv6' }));
    const svc6 = v6?.serviceCidr;
    if (families.includes('IPv6') && svc6) {
      if (addrs.v6 !== undefined) {
        vip6 = addrs.v6;
        if (!prefixContains(svc6, vip6)) err(['services', i, 'clusterIPs'], m('scenario.clusterIpOutside', { ip: vip6, net: formatPrefix(svc6) }));
        claim(vip6, m('scenario.holder.service', { n: key }), ['services', i, 'clusterIPs']);
      } else {
        const twin = v4 !== undefined ? twinIn(v4, serviceCidr, svc6) : undefined;
        vip6 = twin !== undefined && !used.has(twin) && !explicitVips.has(twin) ? twin : freeIpv6(svc6, new Set([...used.keys(), ...explicitVips]), 100);
        if (vip6 === undefined) err(['services', i], m('scenario.serviceCidrFull', { net: formatPrefix(svc6) }));
        else used.set(vip6, m('scenario.holder.service', { n: key }));
      }
    } else if (addrs.v6 !== undefined && v6) err(['services', i, 'clusterIPs'], m('scenario.wrongFamily', { text: addrs.v6, family: 'IPv4' }));
    const clusterIPs = families.map((f) => (f === 'IPv4' ? v4 : vip6)).filter((x): x is Ip => x !== undefined);
    const clusterIP: Ip = clusterIPs[0] ?? 0;
    const names = new Set<string>();
    const ports: ResolvedServicePort[] = svc.ports.map((sp, j) => {
      if (svc.ports.length > 1 && !sp.name) err(['services', i, 'ports', j, 'name'], m('scenario.portUnnamed', {}));
      if (sp.name) {
        if (names.has(sp.name)) err(['services', i, 'ports', j, 'name'], m('scenario.portTwice', { n: sp.name }));
        names.add(sp.name);
      }
      let nodePort = sp.nodePort;
      if (svc.type === 'ClusterIP' && nodePort !== undefined) err(['services', i, 'ports', j, 'nodePort'], m('scenario.clusterIpNodePort', {}));
      if (svc.type !== 'ClusterIP') {
        if (nodePort === undefined) {
          while (usedNodePorts.has(nextNodePort)) nextNodePort++;
          nodePort = nextNodePort++;
          usedNodePorts.add(nodePort);
        } else if (claimedNodePorts.has(`${sp.protocol}/${nodePort}`)) {
          err(['services', i, 'ports', j, 'nodePort'], m('scenario.nodePortTaken', { port: nodePort, proto: sp.protocol, who: claimedNodePorts.get(`${sp.protocol}/${nodePort}`)! }));
        } else if (nodePort < NODE_PORT_RANGE.lo || nodePort > NODE_PORT_RANGE.hi) {
          warn(['services', i, 'ports', j, 'nodePort'], m('scenario.nodePortRange', { port: nodePort }));
        }
      }
      if (sp.protocol === 'SCTP') warn(['services', i, 'ports', j, 'protocol'], m('scenario.sctpService', {}));
      return { ...sp, nodePort, protocolName: sp.protocol.toLowerCase() as Protocol };
    });
    for (const p of ports) if (p.nodePort !== undefined && !claimedNodePorts.has(`${p.protocol}/${p.nodePort}`)) claimedNodePorts.set(`${p.protocol}/${p.nodePort}`, m('scenario.holder.service', { n: key }));
    if (svc.sessionAffinityConfig && svc.sessionAffinity !== 'ClientIP') err(['services', i, 'sessionAffinityConfig'], m('scenario.affinityConfig', {}));
    if (svc.type !== 'LoadBalancer' && svc.loadBalancerIP) err(['services', i, 'loadBalancerIP'], m('scenario.lbIpType', {}));
    if (svc.type !== 'LoadBalancer' && svc.loadBalancerIngress?.length) err(['services', i, 'loadBalancerIngress'], m('scenario.lbIngressType', {}));
    else if (svc.loadBalancerIngress?.length && svc.loadBalancerIP && !svc.loadBalancerIngress.includes(svc.loadBalancerIP))
      warn(['services', i, 'loadBalancerIP'], m('scenario.lbIpUnused', { ips: svc.loadBalancerIngress.join(', '), ip: svc.loadBalancerIP }));
    if (svc.externalTrafficPolicy === 'Local' && svc.type === 'ClusterIP' && svc.externalIPs.length === 0)
      warn(['services', i, 'externalTrafficPolicy'], m('scenario.etpNoEffect', {}));
    const hasSelector = Object.keys(svc.selector).length > 0;
    const conditions = (hasSelector ? pods.filter((p) => p.namespace === svc.namespace && selects(svc.selector, p.labels)) : []).map(endpointConditions);
    const endpoints = conditions.filter((c) => c.ready).map((c) => c.pod);
    services.push({ spec: svc, name: svc.name, namespace: svc.namespace, ref: `service/${key}`, clusterIP, clusterIPs, ports, endpoints, conditions });
  });

  const extNames = new Set<string>();
  const externals: ResolvedExternal[] = s.externals.map((e, i) => {
    if (extNames.has(e.name)) err(['externals', i, 'name'], m('scenario.externalTwice', { n: e.name }));
    extNames.add(e.name);
    const ip = mustIpv4(e.ip);
    claim(ip, m('scenario.holder.external', { n: e.name }), ['externals', i, 'ip']);
    if (prefixContainsIpv4(clusterCidr, ip) || prefixContainsIpv4(serviceCidr, ip))
      err(['externals', i, 'ip'], m('scenario.externalInside', { ip: e.ip }));
    const ext: ResolvedExternal = { spec: e, name: e.name, ref: `external/${e.name}`, ip, listeners: e.listen.map(parseListen), location: prefixContainsIpv4(nodeSubnet, ip) ? 'underlay' : 'internet' };
    if (e.ips) {
      const addrs = readAddressList({ text: undefined, field: 'ip' }, e.ips, ['externals', i], ranges, err);
      if (addrs.v4 !== undefined && addrs.v4 !== ip) err(['externals', i, 'ips', 0], m('scenario.firstDiffers', { first: e.ips[0]!, single: e.ip, field: 'ip' }));
      if (addrs.v6 !== undefined) {
        claim(addrs.v6, m('scenario.holder.external', { n: e.name }), ['externals', i, 'ips']);
        if ((v6 && prefixContains(v6.clusterCidr, addrs.v6)) || (v6?.serviceCidr && prefixContains(v6.serviceCidr, addrs.v6))) err(['externals', i, 'ips'], m('scenario.externalInside', { ip: addrs.v6 }));
        ext.ipv6 = addrs.v6;
      }
    }
    return ext;
  });

  const probeNames = new Set<string>();
  s.probes.forEach((p, i) => {
    if (probeNames.has(p.name)) err(['probes', i, 'name'], m('scenario.probeTwice', { n: p.name }));
    probeNames.add(p.name);
  });
  if (s.nodes.length === 0) warn(['nodes'], m('scenario.noNodes', {}));
  // Kubernetes' Windows networking page: Flannel VXLAN on Windows is restricted to VNI 4096 and UDP 4789.
  if (c.cni === 'flannel-vxlan' && (c.vxlan.vni !== 4096 || c.vxlan.port !== 4789))
    warn(['cluster', 'vxlan'], m('scenario.flannelVxlan', { vni: c.vxlan.vni, port: c.vxlan.port }));
  // The NetworkPolicy forms the Kubernetes API refuses are checked where a document is given (scenario-issues.ts).
  issues.push(...readNodeOverrides(s.nodes).issues, ...exerciseIssues(s));
  const out: ResolvedScenario = { scenario: s, clusterCidr, serviceCidr, nodeSubnet, exceptions, overlay, nodes, pods, services, externals, issues };
  if (v6) out.ipv6 = v6;
  return out;
}
