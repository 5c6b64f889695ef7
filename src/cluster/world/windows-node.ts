// One Windows node: the HNS objects the CNI plugin, kube-proxy and the policy agent create, compiled
// to VFP, and the host's TCP/IP compartments around the vSwitch.
import { formatIpv4, formatPrefix, mustPrefix, nthAddress, nthIp, parseIp, parseIpv4, prefixContains, prefixContainsIpv4, type Ip, type Ipv4, type Ipv6 } from '../../core/net/ip';
import { parseMac, type Mac } from '../../core/net/mac';
import type { Port } from '../../core/vfp/model';
import type { NodeOverride } from '../scenario/node-overrides';
import { LISTENERS_UNKNOWN } from '../scenario/labels';
import type { Compartment, Interface, Route, WindowsHost } from '../../core/world/world';
import { compileNode, type CompiledNode } from '../../hns/compile';
import type { HnsEndpoint, HnsState } from '../../hns/model';
import type { ResolvedNode, ResolvedScenario } from '../scenario/resolve';
import { cniObjects, drMac, nodeMac } from '../windows/cni';
import { bridgeGateway, overlayGateway } from '../windows/conventions';
import { kubeProxyObjects } from '../windows/kube-proxy';
import { aclsForPod } from '../windows/network-policy';
import type { TranslationNote } from '../windows/translation-notes';
import { vfpEditMsg, vfpEditNote } from './vfp-edit-messages';
import type { applyVfpEdits, PortNames, UnappliedEdit } from './vfp-edits';
import { podEndpoints } from './pod-endpoints';
import { verdictMsg } from '../../core/trace/verdict-messages';
import { narrationMsg, noted } from '../../core/walk/narration-messages';

export interface WindowsNodeBuild {
  host: WindowsHost;
  hns: HnsState;
  compiled: CompiledNode;
  notes: TranslationNote[];
  /** `nodes[].vfpEdits` that no longer apply (their port, layer, group or rule is gone). */
  unappliedEdits: UnappliedEdit[];
}

export const KUBELET_LISTENERS = [
  { protocol: 'tcp' as const, port: 10250 },
  { protocol: 'tcp' as const, port: 10256 },
];

/** The HNS objects of a node, as the CNI plugin, kube-proxy and the policy agent would create them. */
export function deriveHns(rs: ResolvedScenario, node: ResolvedNode): { hns: HnsState; notes: TranslationNote[]; skippedRules: Map<string, SkippedRule[]> } {
  const cni = cniObjects(rs, node);
  const notes: TranslationNote[] = [];
  const skippedRules = new Map<string, SkippedRule[]>();
  for (const pod of rs.pods.filter((p) => p.node === node)) {
    const ep = cni.podEndpoints.get(pod.ref)!;
    const acl = aclsForPod(rs, pod);
    ep.policies.push(...acl.acls);
    notes.push(...acl.notes);
    if (acl.skipped.length) skippedRules.set(pod.ref, acl.skipped);
  }
  const kp = kubeProxyObjects(rs, node, cni.podEndpoints);
  notes.push(...kp.notes);
  const endpoints: HnsEndpoint[] = [...(cni.hostEndpoint ? [cni.hostEndpoint] : []), ...cni.podEndpoints.values(), ...(kp.sourceVipEndpoint ? [kp.sourceVipEndpoint] : []), ...kp.remoteEndpoints];
  const namespaces = [...cni.podEndpoints.values()].map((e) => ({ id: e.namespaceId!, compartmentId: e.compartmentId, endpoints: [e.id] }));
  return { hns: { networks: [cni.network], endpoints, loadBalancers: kp.loadBalancers, namespaces }, notes, skippedRules };
}

type SkippedRule = { direction: 'In' | 'Out'; text: string };

/** Rules the policy agent skipped (Calico: negative matches, named ports): the pod stays isolated,
 * and a drop by the ACL layer's default names what was skipped. */
function noteSkippedRules(compiled: CompiledNode, skipped: Map<string, SkippedRule[]>): void {
  for (const [ref, list] of skipped) {
    const acl = compiled.ports.find((p) => p.owner === ref)?.layers.find((l) => l.name === 'ACL_ENDPOINT_LAYER');
    if (!acl) continue;
    for (const s of list) {
      const d = s.direction === 'In' ? 'in' : 'out';
      acl.defaultAction[d] = 'block';
      const was = acl.defaultNote?.[d];
      acl.defaultNote = { ...acl.defaultNote, [d]: { ...was, text: `${was?.text ?? 'default deny: a policy selects the endpoint for this direction'}; ${s.text}` } };
    }
  }
}

/** Imported VFP ports used as they are: each replaces the compiled port with the same GUID (or the
 * port of the endpoint it names); a port that matches nothing is kept, unattached, for display. */
function applyVfpOverride(compiled: CompiledNode, ports: Port[], notes: TranslationNote[], node: string): void {
  for (const imported of ports) {
    const i = compiled.ports.findIndex((p) => p.id.toUpperCase() === imported.id.toUpperCase() || p.friendlyName.toUpperCase() === imported.friendlyName.toUpperCase());
    if (i >= 0) {
      const was = compiled.ports[i]!;
      compiled.ports[i] = { ...imported, id: was.id, friendlyName: imported.friendlyName || was.friendlyName, mac: imported.mac ?? was.mac, owner: was.owner, kind: was.kind };
    } else {
      compiled.ports.push(imported);
      notes.push({ node, object: `port/${imported.id}`, severity: 'warning', message: `imported port ${imported.friendlyName} matches no endpoint of the node: shown, but no packet reaches it` });
    }
  }
}

const isHostEndpoint = (e: HnsEndpoint) => !e.isRemoteEndpoint && (e.compartmentId === 1 || /^cbr0(_ep)?$/i.test(e.name));

/** The node's ports by the names `vfpEdits` gives them. */
function portNames(endpointOf: ReadonlyMap<ResolvedScenario['pods'][number], HnsEndpoint | undefined>, hns: HnsState, compiled: CompiledNode): PortNames {
  const pods = new Map<string, string>();
  for (const [pod, ep] of endpointOf) {
    const id = compiled.endpointPorts.get(ep?.id ?? '');
    if (id) pods.set(pod.ref, id);
  }
  const cbr0 = hns.endpoints.find(isHostEndpoint);
  return { pods, host: compiled.hostPortId, cbr0: cbr0 && compiled.endpointPorts.get(cbr0.id), external: compiled.externalPortId };
}

/** `applyEdits`: vfp-edits.ts's, given by the caller (the app fetches it apart: late-parts.ts); a node
 * with VFP edits by hand throws without it. */
export function windowsNode(rs: ResolvedScenario, node: ResolvedNode, neighbors: Map<Ip, Mac>, override: NodeOverride = {}, applyEdits?: typeof applyVfpEdits): WindowsNodeBuild {
  const c = rs.scenario.cluster;
  const derived = override.hns ? { hns: override.hns, notes: [] as TranslationNote[], skippedRules: new Map<string, SkippedRule[]>() } : deriveHns(rs, node);
  const hns = derived.hns;
  const mac = nodeMac(node);
  const compiled = compileNode(hns, { name: node.name, ip: node.ip, ...(node.ipv6 !== undefined ? { ipv6: node.ipv6 } : {}), mac }, { emptySourceVip: c.kubeProxy.sourceNat === 'node-ip' ? 'node-ip' : 'keep-source', natPortBase: 33000 });
  noteSkippedRules(compiled, derived.skippedRules);
  const endpointOf = podEndpoints(hns, rs.pods.filter((p) => p.node === node));
  if (override.vfp) applyVfpOverride(compiled, override.vfp, derived.notes, node.name);
  let unappliedEdits: UnappliedEdit[] = [];
  if (node.spec.vfpEdits?.length) {
    if (!applyEdits) throw new Error(`${node.name} has VFP edits by hand, and their model is not loaded yet`);
    const r = applyEdits(compiled.ports, node.spec.vfpEdits, portNames(endpointOf, hns, compiled));
    compiled.ports = r.ports;
    unappliedEdits = r.unapplied;
    for (const u of r.unapplied) derived.notes.push({ node: node.name, object: `node/${node.name} vfpEdits[${u.index}]`, severity: 'warning', ...vfpEditNote(vfpEditMsg('vfpEdit.notApplied', { why: u.msg })) });
  }
  const gw = nthAddress(rs.nodeSubnet, 1);
  const network = hns.networks[0]!;
  const cbr0 = hns.endpoints.find(isHostEndpoint);
  const mgmt: Interface = { name: 'vEthernet (Ethernet)', ip: node.ip, prefixLen: rs.nodeSubnet.len, mac, portId: compiled.hostPortId, forwarding: true, mtu: c.underlay.mtu };
  const v6 = rs.ipv6;
  if (node.ipv6 !== undefined && v6?.nodeSubnet) mgmt.ipv6 = { ip: node.ipv6, prefixLen: v6.nodeSubnet.len };
  const ifaces: Interface[] = [mgmt];
  const routes: Route[] = [
    { prefix: rs.nodeSubnet, iface: mgmt.name, ...noted(narrationMsg('rnote.nodeSubnet', {})) },
    { prefix: mustPrefix('0.0.0.0/0'), nextHop: gw, iface: mgmt.name, ...noted(narrationMsg('rnote.defaultGateway', {})) },
  ];
  if (mgmt.ipv6 && v6?.nodeSubnet) {
    routes.push({ prefix: v6.nodeSubnet, iface: mgmt.name, ...noted(narrationMsg('rnote.nodeSubnet', {})) });
    routes.push({ prefix: mustPrefix('::/0'), nextHop: nthIp(v6.nodeSubnet, 1), iface: mgmt.name, ...noted(narrationMsg('rnote.defaultGateway', {})) });
  }
  const local = new Map<Ip, Mac>(neighbors);
  // A pod's default gateway: the one its endpoint was given when it lies in the pod CIDR, else the convention.
  const convention = rs.overlay ? overlayGateway(node.podCidr) : bridgeGateway(node.podCidr);
  const gatewayOf = (ep: HnsEndpoint | undefined): Ipv4 => {
    const given = ep?.gatewayAddress ? parseIpv4(ep.gatewayAddress) : undefined;
    return given !== undefined && given !== 0 && prefixContainsIpv4(node.podCidr, given) ? given : convention;
  };
  const localPodEndpoints = () => {
    const eps = [...endpointOf.values()];
    return eps.length ? eps : [undefined];
  };
  if (cbr0) {
    const ifc: Interface = { name: 'vEthernet (cbr0)', ip: parseIpv4(cbr0.ipAddress) ?? bridgeGateway(node.podCidr), prefixLen: node.podCidr.len, mac: parseMac(cbr0.macAddress) ?? cbr0.macAddress, portId: compiled.endpointPorts.get(cbr0.id), forwarding: true, mtu: c.mtu };
    ifaces.push(ifc);
    routes.push({ prefix: node.podCidr, iface: ifc.name, ...noted(narrationMsg('rnote.podCidrCbr0', {})) });
    local.set(ifc.ip, ifc.mac);
    const cbr06 = parseIp(cbr0.ipv6Address ?? '');
    if (typeof cbr06 === 'string' && node.podCidr6) {
      ifc.ipv6 = { ip: cbr06, prefixLen: node.podCidr6.len };
      routes.push({ prefix: node.podCidr6, iface: ifc.name, ...noted(narrationMsg('rnote.podCidrCbr0', {})) });
      local.set(cbr06, ifc.mac);
    }
  } else {
    routes.push({ prefix: node.podCidr, iface: mgmt.name, ...noted(narrationMsg('rnote.podCidrHostRoute', {})) });
    // The pods' gateway on Overlay is the distributed router, which hands its frames to the host vNIC
    // (assumption overlay-dr-mac): the host answers for that address, or a packet to it would loop.
    // With no cbr0 on L2Bridge (Calico, Azure CNI, a rebuilt node) the host vNIC stands for the gateway the
    // endpoints were given: its MAC is the host port's, so the vSwitch hands such frames up to the host.
    const gwMac = rs.overlay ? drMac(node) : mac;
    for (const ip of new Set(localPodEndpoints().map(gatewayOf))) {
      ifaces.push({ name: rs.overlay ? 'distributed router (gateway)' : 'pods\' gateway', ip, prefixLen: 32, mac: gwMac, mtu: c.mtu });
      local.set(ip, gwMac);
    }
  }
  if (c.underlay.kind === 'l2' && !rs.overlay) {
    for (const other of rs.nodes) if (other !== node) routes.push({ prefix: other.podCidr, nextHop: other.ip, iface: mgmt.name, ...noted(narrationMsg('rnote.hostGw', { node: other.name })) });
    for (const other of rs.nodes)
      if (other !== node && other.podCidr6 && other.ipv6 !== undefined && mgmt.ipv6) routes.push({ prefix: other.podCidr6, nextHop: other.ipv6, iface: mgmt.name, ...noted(narrationMsg('rnote.hostGw', { node: other.name })) });
  }
  const nodePorts = rs.services.flatMap((s) => s.ports.filter((p) => p.nodePort !== undefined).map((p) => ({ protocol: p.protocolName, port: p.nodePort! })));
  const hostComp: Compartment = {
    id: `${node.name}/host`,
    number: 1,
    kind: 'host',
    owner: node.ref,
    interfaces: ifaces,
    routes,
    listeners: KUBELET_LISTENERS,
    closedPort: c.closedPort,
    ttl: 128,
    refusals: [
      ...nodePorts.map((np) => ({
        protocol: np.protocol,
        dstPort: np.port,
        toSelf: true,
        reason: 'UNSUPPORTED' as const,
        msg: verdictMsg('verdict.nodePortFromSelf', { port: np.port }),
      })),
      // Kubernetes' Windows networking page: over Flannel VXLAN a Windows node (or a hostProcess pod,
      // which shares the node's network) cannot reach pods on other nodes; pod to remote pod works.
      ...(c.cni === 'flannel-vxlan'
        ? [
            {
              toSelf: false,
              dstPrefixes: rs.nodes.filter((o) => o !== node).map((o) => o.podCidr),
              reason: 'UNSUPPORTED' as const,
              msg: verdictMsg('verdict.flannelVxlanFromHost', {}),
            },
          ]
        : []),
    ],
  };
  const podComps: Compartment[] = [];
  for (const [pod, ep] of endpointOf) {
    if (!ep) continue;
    const portId = compiled.endpointPorts.get(ep.id);
    const gateway = gatewayOf(ep);
    const epMac = parseMac(ep.macAddress) ?? ep.macAddress;
    const ifc: Interface = { name: `vEthernet (${ep.id.slice(0, 8)})`, ip: pod.ip, prefixLen: node.podCidr.len, mac: epMac, portId, mtu: c.mtu };
    local.set(pod.ip, epMac);
    // Dual-stack: the endpoint's IPv6 address on the same vNIC, its subnet on-link, ::/0 via its IPv6 gateway.
    const pod6 = parseIp(ep.ipv6Address ?? '') ?? pod.ipv6;
    const podCidr6 = node.podCidr6;
    const routes6: Route[] = [];
    if (typeof pod6 === 'string' && podCidr6) {
      ifc.ipv6 = { ip: pod6 as Ipv6, prefixLen: podCidr6.len };
      local.set(pod6, epMac);
      const given6 = parseIp(ep.gatewayAddressV6 ?? '');
      const gateway6 = given6 !== undefined && prefixContains(podCidr6, given6) ? given6 : nthIp(podCidr6, 2);
      routes6.push({ prefix: podCidr6, iface: ifc.name, ...noted(narrationMsg('rnote.podSubnet', {})) }, { prefix: mustPrefix('::/0'), nextHop: gateway6, iface: ifc.name, ...noted(narrationMsg(cbr0 ? 'rnote.gatewayCbr0' : 'rnote.gatewayHostVnic', {})) });
      if (!cbr0) local.set(gateway6, mac);
    }
    podComps.push({
      id: pod.ref,
      number: ep.compartmentId,
      kind: 'pod',
      owner: pod.ref,
      interfaces: [ifc],
      routes: [
        { prefix: node.podCidr, iface: ifc.name, ...noted(narrationMsg('rnote.podSubnet', {})) },
        { prefix: mustPrefix('0.0.0.0/0'), nextHop: gateway, iface: ifc.name, ...noted(narrationMsg(rs.overlay ? 'rnote.gatewayDr' : cbr0 ? 'rnote.gatewayCbr0' : 'rnote.gatewayHostVnic', {})) },
        ...routes6,
      ],
      listeners: pod.listeners,
      listenersUnknown: pod.labels[LISTENERS_UNKNOWN] === 'true' || undefined,
      closedPort: c.closedPort,
      ttl: 128,
    });
  }
  if (rs.overlay) local.set(overlayGateway(node.podCidr), drMac(node));
  local.set(node.ip, mac);
  if (node.ipv6 !== undefined) local.set(node.ipv6, mac);
  const host: WindowsHost = {
    kind: 'windows',
    name: node.name,
    ip: node.ip,
    ...(node.ipv6 !== undefined ? { ipv6: node.ipv6 } : {}),
    mac,
    network: { name: network.name, type: network.type === 'Overlay' ? 'Overlay' : 'L2Bridge', drMac: rs.overlay ? drMac(node) : undefined },
    vswitch: { name: network.name, ports: compiled.ports, externalPortId: compiled.externalPortId, hostPortId: compiled.hostPortId, ...(compiled.arp.size ? { arp: compiled.arp } : {}) },
    compartments: [hostComp, ...podComps],
    neighbors: local,
    mtu: c.underlay.mtu,
    unsupportedProtocols: ['sctp'],
  };
  return { host, hns, compiled, notes: derived.notes, unappliedEdits };
}

export { formatIpv4, formatPrefix };
