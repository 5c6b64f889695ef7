// From a parsed scenario to a resolved one: every default address allocated, every reference
// checked. Problems are returned with their field path, never thrown.
import { formatIpv4, formatPrefix, mustIpv4, mustPrefix, nthAddress, prefixContainsIpv4, prefixCovers, type Ipv4, type Prefix } from '../../core/net/ip';
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
}

export interface ResolvedPod {
  spec: PodSpec;
  name: string;
  namespace: string;
  ref: string;
  node: ResolvedNode;
  ip: Ipv4;
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
  clusterIP: Ipv4;
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
  listeners: Listener[];
  location: 'underlay' | 'internet';
}

export interface ResolvedScenario {
  scenario: Scenario;
  clusterCidr: Prefix;
  serviceCidr: Prefix;
  nodeSubnet: Prefix;
  exceptions: Prefix[];
  overlay: boolean;
  nodes: ResolvedNode[];
  pods: ResolvedPod[];
  services: ResolvedService[];
  externals: ResolvedExternal[];
  issues: Issue[];
}

export const OVERLAY_CNIS = new Set(['win-overlay', 'sdnoverlay', 'flannel-vxlan']);

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
  const clusterCidr = mustPrefix(c.clusterCIDR);
  const serviceCidr = mustPrefix(c.serviceCIDR);
  const nodeSubnet = mustPrefix(c.nodeSubnet);
  const exceptions = (c.outboundNAT.exceptions ?? [c.clusterCIDR, c.serviceCIDR, c.nodeSubnet]).map((x) => mustPrefix(x));
  const overlay = OVERLAY_CNIS.has(c.cni);
  if (prefixCovers(clusterCidr, serviceCidr) || prefixCovers(serviceCidr, clusterCidr))
    err(['cluster', 'serviceCIDR'], m('scenario.serviceCidrOverlaps', { svc: c.serviceCIDR, cluster: c.clusterCIDR }));

  /** Who holds each address, as words (a message) for the issue a second claim raises. */
  const used = new Map<Ipv4, Holder>();
  const claim = (ip: Ipv4, who: Holder, path: Path) => {
    const prev = used.get(ip);
    if (prev) err(path, m('scenario.ipUsed', { ip: formatIpv4(ip), who: prev }));
    else used.set(ip, who);
  };
  used.set(nthAddress(nodeSubnet, 1), m('scenario.holder.gateway', {}));

  // Nodes: explicit addresses first, then allocate the rest.
  const nodeNames = new Set<string>();
  s.nodes.forEach((n, i) => {
    if (nodeNames.has(n.name)) err(['nodes', i, 'name'], m('scenario.nodeTwice', { n: n.name }));
    nodeNames.add(n.name);
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
    if (n.podCIDR) {
      podCidr = mustPrefix(n.podCIDR);
      if (!prefixCovers(clusterCidr, podCidr)) err(['nodes', i, 'podCIDR'], m('scenario.podCidrOutside', { cidr: n.podCIDR, net: c.clusterCIDR }));
    } else {
      const explicit = s.nodes.filter((x) => x.podCIDR).map((x) => mustPrefix(x.podCIDR!));
      do podCidr = mustPrefix(nodePodCidr(c, cidrIndex++));
      while (explicit.some((e) => prefixCovers(e, podCidr) || prefixCovers(podCidr, e)));
      if (!prefixCovers(clusterCidr, podCidr)) err(['nodes', i], m('scenario.clusterCidrFull', { net: c.clusterCIDR }));
    }
    const clash = takenCidrs.find((t) => prefixCovers(t.p, podCidr) || prefixCovers(podCidr, t.p));
    if (clash) err(['nodes', i, 'podCIDR'], m('scenario.podCidrOverlaps', { cidr: formatPrefix(podCidr), node: clash.node }));
    takenCidrs.push({ p: podCidr, node: n.name });
    const sourceVip = n.sourceVip ? mustIpv4(n.sourceVip) : nthAddress(podCidr, 2);
    if (n.sourceVip && !prefixContainsIpv4(podCidr, sourceVip)) err(['nodes', i, 'sourceVip'], m('scenario.sourceVipOutside', { vip: n.sourceVip, net: formatPrefix(podCidr) }));
    if (n.hns !== undefined && n.os === 'linux') err(['nodes', i, 'hns'], m('scenario.hnsOnLinux', {}));
    return { spec: n, name: n.name, ref: `node/${n.name}`, os: n.os, ip, podCidr, sourceVip };
  });
  const nodeByName = new Map(nodes.map((n) => [n.name, n]));
  // A node rebuilt from its dumps keeps the addresses its CNI handed out: .1/.2 being taken is a
  // convention of derived nodes (Calico reserves three, Antrea none), not a fact of imported ones.
  const conventional = (n: ResolvedNode) => n.spec.hns === undefined;
  for (const n of nodes) {
    if (conventional(n)) for (const r of reservedInPodCidr(n.podCidr)) used.set(r, m('scenario.holder.reserved', { node: n.name }));
    if (overlay && n.spec.sourceVip) used.set(n.sourceVip, m('scenario.holder.sourceVip', { node: n.name }));
  }
  const reservedOf = (n: ResolvedNode) => [...(conventional(n) ? reservedInPodCidr(n.podCidr) : []), ...(overlay && n.spec.sourceVip ? [n.sourceVip] : [])];

  // Pods.
  const podKeys = new Set<string>();
  const explicitPodIps = new Set(s.pods.filter((p) => p.ip).map((p) => mustIpv4(p.ip!)));
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
    pods.push({ spec: p, name: p.name, namespace: p.namespace, ref: `pod/${key}`, node, ip, labels: p.labels, listeners: p.listen.map(parseListen) });
  });

  // Services.
  const svcKeys = new Set<string>();
  const explicitVips = new Set(s.services.filter((x) => x.clusterIP).map((x) => mustIpv4(x.clusterIP!)));
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
    let clusterIP: Ipv4;
    if (svc.clusterIP) {
      clusterIP = mustIpv4(svc.clusterIP);
      if (!prefixContainsIpv4(serviceCidr, clusterIP)) err(['services', i, 'clusterIP'], m('scenario.clusterIpOutside', { ip: svc.clusterIP, net: c.serviceCIDR }));
      claim(clusterIP, m('scenario.holder.service', { n: key }), ['services', i, 'clusterIP']);
    } else {
      const next = freeVips.next();
      clusterIP = next.done ? 0 : next.value;
      if (next.done) err(['services', i], m('scenario.serviceCidrFull', { net: c.serviceCIDR }));
      else used.set(clusterIP, m('scenario.holder.service', { n: key }));
    }
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
    services.push({ spec: svc, name: svc.name, namespace: svc.namespace, ref: `service/${key}`, clusterIP, ports, endpoints, conditions });
  });

  const extNames = new Set<string>();
  const externals: ResolvedExternal[] = s.externals.map((e, i) => {
    if (extNames.has(e.name)) err(['externals', i, 'name'], m('scenario.externalTwice', { n: e.name }));
    extNames.add(e.name);
    const ip = mustIpv4(e.ip);
    claim(ip, m('scenario.holder.external', { n: e.name }), ['externals', i, 'ip']);
    if (prefixContainsIpv4(clusterCidr, ip) || prefixContainsIpv4(serviceCidr, ip))
      err(['externals', i, 'ip'], m('scenario.externalInside', { ip: e.ip }));
    return { spec: e, name: e.name, ref: `external/${e.name}`, ip, listeners: e.listen.map(parseListen), location: prefixContainsIpv4(nodeSubnet, ip) ? 'underlay' : 'internet' };
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
  return { scenario: s, clusterCidr, serviceCidr, nodeSubnet, exceptions, overlay, nodes, pods, services, externals, issues };
}
