// From what was imported to a scenario at the level it came from: Kubernetes objects are derived
// (CNI plugin + kube-proxy → HNS → VFP), HNS objects are compiled, VFP rules are used as they are.
// Everything the files did not say is listed in the report, as missing or as assumed.
import { formatIp, formatIpv4, parseIp, parsePrefix, prefixContains } from '../../core/net/ip';
import { scenarioSchema, type Scenario, type ScenarioInput } from '../../cluster/scenario/schema';
import { scenarioIssues } from '../../cluster/scenario/scenario-issues';
import { formatPath } from '../../cluster/scenario/issues';
import type { ImportedFiles } from '../import';
import { covering, ipOf } from './cidrs';
import { IMPORTED_TITLE } from './imported-title';
import { clusterCidrFor } from './ranges';
import { remoteNodes } from './remote';
import { fromKubernetes } from './kubernetes';
import type { HnsState } from '../../hns/model';
import type { Msg } from '../../core/message';
import { joinSemicolon, need } from './needs';
import { replayMsg } from './messages';
import { emptyReport, note, type ReplayReport } from './report';
import { reportMsg } from './messages-report';
import { fromDumps, podsForEndpoints, sourceVipOf } from './windows';
import { byFamily, covering6, ipv6Of, ipv6Ranges, ipv6Vips, localIpv6, type LocalIpv6 } from './dual-stack';
import type { Ipv6 } from '../../core/net/ip';

export interface Replay {
  scenario: Scenario;
  report: ReplayReport;
}

const CNI_FROM_MODE = { L2Bridge: 'win-bridge', Overlay: 'win-overlay' } as const;

/** A rebuild that failed: its errors in English (`path: message; …`), and as a value for other languages. */
export interface ReplayFailure {
  error: string;
  errorMsg: Msg;
  report: ReplayReport;
}

export function buildReplay(files: ImportedFiles, name = 'imported-node'): Replay | ReplayFailure {
  const report = emptyReport();
  const base: ScenarioInput = files.scenarios[0]?.model.scenario ?? { apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name, title: IMPORTED_TITLE } };
  if (files.scenarios.length > 1) note(report, 'assumed', reportMsg('replay.report.scenarios', { file: files.scenarios[0]!.file }));
  const cluster: NonNullable<ScenarioInput['cluster']> = { ...(base.cluster ?? {}) };
  // A dual-stack scenario beside the dumps: its IPv6 ranges are set aside, the IPv4 ones worked on
  // below, and the two joined again at the end.
  const stated6 = { cluster: byFamily(cluster.clusterCIDR).v6, service: byFamily(cluster.serviceCIDR).v6, node: byFamily(cluster.nodeSubnet).v6 };
  if (stated6.cluster) cluster.clusterCIDR = byFamily(cluster.clusterCIDR).v4;
  if (stated6.service) cluster.serviceCIDR = byFamily(cluster.serviceCIDR).v4;
  if (stated6.node) cluster.nodeSubnet = byFamily(cluster.nodeSubnet).v4;

  const cni = files.cni[0]?.model;
  if (cni) {
    if (cni.mode !== 'unknown') cluster.cni = CNI_FROM_MODE[cni.mode];
    if (cni.outboundNatExceptions.length) cluster.outboundNAT = { exceptions: cni.outboundNatExceptions.filter((x) => x.includes('.')) };
    const svc = cni.needEncapPrefixes.find((p) => !p.endsWith('/32') && !p.includes(':'));
    if (svc) cluster.serviceCIDR = svc;
    cluster.loopbackDSR = cni.loopbackDSR;
  } else if (files.dumps.length) note(report, 'missing', reportMsg('replay.report.noCni', {}));

  const k8s = fromKubernetes(files.kubernetes.map((k) => k.model), report);
  const nodes = [...(base.nodes ?? []), ...k8s.nodes.filter((n) => !(base.nodes ?? []).some((b) => b.name === n.name))];
  const pods = [...(base.pods ?? []), ...k8s.pods];
  const services = [...(base.services ?? []), ...k8s.services];
  const networkPolicies = [...(base.networkPolicies ?? []), ...k8s.networkPolicies];
  const namespaces = [...(base.namespaces ?? []), ...k8s.namespaces.filter((n) => !(base.namespaces ?? []).some((b) => b.name === n.name))];

  const imported = fromDumps(files.dumps, report);
  let six: LocalIpv6 | undefined;
  if (imported) {
    const match = imported.ip ? nodes.find((n) => n.ip === imported.ip) : nodes.length === 1 ? nodes[0] : undefined;
    const nodeName = match?.name ?? (imported.ip ? `node-${imported.ip.replace(/\./g, '-')}` : 'imported-node');
    const ip = imported.ip ?? assumedNodeIp(imported.hns);
    if (!match && !imported.ip) note(report, 'assumed', reportMsg('replay.report.nodeIpUnknown', { ip }));
    const node = match ?? { name: nodeName, os: 'windows' as const, ip, podCIDR: imported.podCidr };
    if (!match) nodes.push(node);
    node.hns = imported.hns;
    if (imported.ports.length) node.vfp = { ports: imported.ports };
    node.podCIDR ??= imported.podCidr;
    // The host vNIC's MAC from the node's ipconfig /all (its address is the node IP): the walk's frames carry it.
    if (imported.adapter?.mac && !node.mac && imported.adapter.ip === node.ip) {
      node.mac = imported.adapter.mac;
      note(report, 'assumed', reportMsg('replay.report.nodeMacFromIpconfig', { mac: node.mac, adapter: imported.adapter.adapter, file: imported.adapter.file }));
    }
    const sourceVip = sourceVipOf(imported.hns);
    if (sourceVip && imported.hns.networks[0]?.type === 'Overlay' && node.podCIDR && inPrefix(node.podCIDR, sourceVip)) node.sourceVip ??= sourceVip;
    report.sources.push({ node: node.name, files: imported.files });
    // Dual-stack: local endpoints with an IPv6 address (an Overlay network carries no IPv6 on Windows).
    const v6eps = imported.hns.endpoints.filter((e) => !e.isRemoteEndpoint && !/^cbr0/i.test(e.name) && ipv6Of(e.ipv6Address) !== undefined).length;
    if (v6eps && imported.hns.networks[0]?.type === 'Overlay') note(report, 'missing', reportMsg('replay.report.ipv6Overlay', { n: v6eps }));
    else if (v6eps) {
      note(report, 'assumed', reportMsg('replay.report.dualStack', { n: v6eps }));
      six = localIpv6(imported.hns, node.name, report);
      // The node's IPv6 address: its ipconfig /all says it; else the endpoints' /128 route.
      const nic6 = imported.adapter?.ip === node.ip ? imported.adapter?.ipv6 : undefined;
      if (nic6 && six && nic6 !== six.ip) {
        six.ip = nic6 as Ipv6;
        note(report, 'assumed', reportMsg('replay.report.nodeIpv6FromIpconfig', { ip: nic6, adapter: imported.adapter!.adapter, file: imported.adapter!.file }));
      }
      if (six?.ip && node.ip && !node.ips) node.ips = [node.ip, six.ip];
      if (six && node.podCIDR && !node.podCIDRs) node.podCIDRs = [node.podCIDR, six.podCidr];
    }
    const known = new Set(pods.map((p) => p.ip).filter((x): x is string => !!x));
    pods.push(...podsForEndpoints(node.name, imported.hns, known, report, imported.evidence, !!six));
    const remote = remoteNodes(imported.hns, { ip: node.ip ?? '', podCIDR: node.podCIDR }, { ips: new Set([...known, ...pods.map((p) => p.ip).filter((x): x is string => !!x)]), nodeIps: new Set(nodes.map((n) => n.ip).filter((x): x is string => !!x)) }, report, !!six);
    nodes.push(...remote.nodes);
    pods.push(...remote.pods);
    if (!cni) {
      const eps = imported.hns.endpoints.filter((e) => !e.isRemoteEndpoint);
      // Policies printed without their endpoint (a pasted `.Policies`) say the same of the cluster.
      const bare = files.dumps.flatMap((d) => d.model.policies ?? []);
      const policies = [...eps.flatMap((e) => e.policies), ...bare];
      const nat = policies.find((p) => p.type === 'OutBoundNAT' && p.exceptions.length);
      if (nat && nat.type === 'OutBoundNAT') cluster.outboundNAT = { exceptions: nat.exceptions.filter((x) => x.includes('.')) };
      // The IPv4 Service range (a dual-stack endpoint also routes the IPv6 one and the node's IPv6 /128).
      const route = policies.find((p) => p.type === 'SDNRoute' && p.needEncap && !p.destinationPrefix.endsWith('/32') && !p.destinationPrefix.includes(':'));
      if (bare.length && (nat || route)) note(report, 'assumed', reportMsg('replay.report.bare', { nat: nat ? 1 : 0, route: route ? 1 : 0 }));
      if (route && route.type === 'SDNRoute') cluster.serviceCIDR = route.destinationPrefix;
      if (imported.hns.networks[0]?.type === 'Overlay') cluster.cni = 'win-overlay';
    }
  }

  // Ranges nobody stated: the smallest that cover what was seen, each listed as assumed.
  const nodeIps = nodes.map((n) => ipOf(n.ip)).filter((x): x is number => x !== undefined);
  // The node's ipconfig /all gives its subnet (address and mask), when that holds every node IP seen.
  const nic = imported?.adapter;
  const fromNic = nic?.prefixLength !== undefined && nic.prefixLength >= 8 ? covering([ipOf(nic.ip)!], nic.prefixLength) : undefined;
  if (!cluster.nodeSubnet && fromNic && nodeIps.every((a) => inPrefix(fromNic, formatIpv4(a)))) {
    cluster.nodeSubnet = fromNic;
    note(report, 'assumed', reportMsg('replay.report.nodeSubnetFromIpconfig', { cidr: fromNic, adapter: nic!.adapter, file: nic!.file }));
  }
  if (!cluster.nodeSubnet && nodeIps.length) {
    cluster.nodeSubnet = covering(nodeIps, 24);
    note(report, 'assumed', reportMsg('replay.report.nodeSubnet', { cidr: String(cluster.nodeSubnet) }));
  }
  const vips = services.flatMap((s) => (s.clusterIPs ?? [s.clusterIP]).map(ipOf)).filter((x): x is number => x !== undefined);
  if (!cluster.serviceCIDR && vips.length) {
    cluster.serviceCIDR = covering(vips, 16);
    note(report, 'assumed', reportMsg('replay.report.serviceCidr', { cidr: String(cluster.serviceCIDR) }));
  }
  for (const n of nodes) {
    if (!n.podCIDR) {
      const ips = pods.filter((p) => p.node === n.name).map((p) => ipOf(p.ip)).filter((x): x is number => x !== undefined);
      if (ips.length) {
        n.podCIDR = covering(ips, 24);
        note(report, 'assumed', reportMsg('replay.report.nodePodCidr', { node: n.name, cidr: String(n.podCIDR) }));
      }
    }
  }
  // A dual-stack node whose pod CIDRs no object states: its IPv6 one covers its pods' IPv6 addresses.
  for (const n of nodes) {
    const v6 = pods.filter((p) => p.node === n.name).map((p) => ipv6Of(p.ips?.[1])).filter((x): x is Ipv6 => x !== undefined);
    if (n.podCIDR && !n.podCIDRs && v6.length) {
      n.podCIDRs = [n.podCIDR, covering6(v6, 64)!];
      note(report, 'assumed', reportMsg('replay.report.nodePodCidr', { node: n.name, cidr: n.podCIDRs[1]! }));
    }
  }
  cluster.clusterCIDR = clusterCidrFor(cluster.clusterCIDR, nodes.map((n) => n.podCIDR).filter((x): x is string => !!x), report);

  const bareElb = [...new Set(files.dumps.flatMap((d) => d.model.elbPolicies ?? []).flatMap((p) => p.vips))];
  if (imported && services.length === 0) missingLoadBalancers(imported.hns, bareElb, [cluster.serviceCIDR, six?.serviceCidr].filter((c): c is string => !!c), report);

  // Dual-stack: each range lists its IPv4 CIDR, then its IPv6 one (the schema's defaults stand for an IPv4 one nobody stated).
  // The IPv6 half comes from the endpoints (six) or from Kubernetes objects with IPv6 pod CIDRs.
  const podCidrs = nodes.flatMap((n) => n.podCIDRs ?? []);
  const vips6 = [...(imported ? ipv6Vips(imported.hns) : []), ...services.flatMap((s) => (s.clusterIPs ?? [s.clusterIP]).map(ipv6Of).filter((x) => x !== undefined))];
  const r6 =
    six || podCidrs.some((c) => c.includes(':'))
      ? ipv6Ranges(stated6, { podCidrs, serviceCidr: six?.serviceCidr, vips: [...new Set(vips6)], nodeIps: nodes.flatMap((n) => (n.ips ?? []).map(ipv6Of).filter((x) => x !== undefined)) }, report)
      : stated6;
  if (r6.cluster) cluster.clusterCIDR = `${cluster.clusterCIDR ?? '10.244.0.0/16'},${r6.cluster}`;
  if (r6.service) cluster.serviceCIDR = `${cluster.serviceCIDR ?? '10.96.0.0/12'},${r6.service}`;
  if (r6.node) cluster.nodeSubnet = `${cluster.nodeSubnet ?? '10.127.130.0/24'},${r6.node}`;

  const input: ScenarioInput = { ...base, cluster, nodes, ...(namespaces.length ? { namespaces } : {}), pods, services, networkPolicies, probes: base.probes ?? [] };
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    return failure(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })), report);
  }
  const errors = scenarioIssues(parsed.data).filter((i) => i.severity === 'error');
  if (errors.length) return failure(errors.map((i) => ({ path: formatPath(i.path), message: i.message, msg: i.msg })), report);
  return { scenario: parsed.data, report };
}

/** The build's errors, each at its field: the scenario checks' own values, else the schema's English. */
function failure(errors: { path: string; message: string; msg?: Msg | undefined }[], report: ReplayReport): ReplayFailure {
  return {
    error: errors.map((e) => `${e.path}: ${e.message}`).join('; '),
    errorMsg: joinSemicolon(errors.map((e) => replayMsg('replay.buildError', { path: e.path, m: e.msg ?? e.message }))),
    report,
  };
}

/**
 * The address taken for a node whose IP no file states: 10.0.0.10 unless the files use it already
 * (a pod's DNS server, a VIP, a gateway), which a probe would then reach as the node.
 */
function assumedNodeIp(hns: HnsState): string {
  const used = new Set([
    ...hns.endpoints.flatMap((e) => [e.ipAddress, e.gatewayAddress, ...(e.dnsServerList ?? [])]),
    ...hns.loadBalancers.flatMap((lb) => lb.frontendVips),
  ]);
  for (let host = 10; host < 255; host++) if (!used.has(`10.0.0.${host}`)) return `10.0.0.${host}`;
  return '10.0.0.10';
}

/** Whether an address (text, either family) lies in a prefix (text); false when either does not parse. */
function inPrefix(prefix: string, ip: string): boolean {
  const p = parsePrefix(prefix);
  const a = parseIp(ip);
  return !!p && a !== undefined && prefixContains(p, a);
}

/**
 * Services seen only through HNS: their VIPs are the load balancers' frontends. The pods' DNS server
 * with no load balancer in the files is said missing (a probe to it would otherwise end in a routing
 * verdict that blames the node), and the range is kept so any VIP without one is said the same way.
 */
function missingLoadBalancers(hns: HnsState, bareElb: string[], serviceCidrs: string[], report: ReplayReport): void {
  const vips = [...new Set(hns.loadBalancers.flatMap((lb) => lb.frontendVips))];
  // ELB policies pasted without their policy list give a VIP and ports but no backend to send to.
  for (const ip of bareElb.filter((v) => !vips.includes(v))) {
    note(report, 'missing', reportMsg('replay.report.bareElb', { ip }));
    need(report, 'lb-backends', ip);
  }
  // A dual-stack pod's DNS servers are one per family (HNS prints the IPv6 one as it is written: canonical here).
  const dns = [...new Set(hns.endpoints.filter((e) => !e.isRemoteEndpoint).flatMap((e) => e.dnsServerList ?? []).map(parseIp).filter((ip) => ip !== undefined).map(formatIp))];
  const inRange = (ip: string) => serviceCidrs.some((c) => inPrefix(c, ip));
  for (const ip of dns) {
    if (vips.includes(ip) || bareElb.includes(ip) || (serviceCidrs.length && !inRange(ip))) continue;
    note(report, 'missing', reportMsg('replay.report.noDnsLb', { ip, none: vips.length ? 0 : 1 }));
    need(report, 'lb', ip);
  }
  if (serviceCidrs.length) report.services = { cidrs: serviceCidrs, vips: [...vips, ...bareElb.filter((v) => !vips.includes(v))] };
}
