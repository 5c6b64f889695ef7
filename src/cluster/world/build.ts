// A scenario → the World the simulator walks: every node as the real control planes would have
// programmed it, the outside hosts, the underlay, and an address book for explanations.
import { NODE_NETWORK } from './underlay-name';
import { formatIp, formatIpv4, mustIpv4, mustPrefix, nthAddress, nthIp, type Ip, type Ipv6, type Prefix } from '../../core/net/ip';
import type { Mac } from '../../core/net/mac';
import type { AddressInfo, ExternalHost, Host, World } from '../../core/world/world';
import { DEFAULT_SETTINGS } from '../../core/world/settings';
import type { NodeOverride } from '../scenario/node-overrides';
import type { ResolvedScenario } from '../scenario/resolve';
import { nodeMac } from '../windows/cni';
import { hyperVMac } from '../windows/conventions';
import type { TranslationNote } from '../windows/translation-notes';
import { vfpEditMsg, vfpEditNote } from './vfp-edit-messages';
import type { LateParts } from './late-parts';
import { windowsNode, type WindowsNodeBuild } from './windows-node';
import { narrationMsg, noted, type NarrationMsg } from '../../core/walk/narration-messages';
import { externalAddresses } from '../scenario/lb-address';
import { joinMsgs, verdictMsg } from '../../core/trace/verdict-messages';

export interface BuiltWorld {
  world: World;
  /** Per Windows node: its HNS objects and compiled VFP ports. */
  windows: Map<string, WindowsNodeBuild>;
  notes: TranslationNote[];
}

export const GATEWAY_MAC = '00-00-5E-00-01-01';

/** `late`: what the demo does not need (late-parts.ts): a scenario with a Linux node or VFP edits by
 * hand throws without it. */
export function buildWorld(rs: ResolvedScenario, overrides: Map<string, NodeOverride> = new Map(), late?: LateParts): BuiltWorld {
  const c = rs.scenario.cluster;
  const gateway = nthAddress(rs.nodeSubnet, 1);
  const underlayNeighbors = new Map<Ip, Mac>([[gateway, GATEWAY_MAC]]);
  for (const n of rs.nodes) underlayNeighbors.set(n.ip, nodeMac(n));
  // Dual-stack: the router and the nodes answer neighbor discovery for their IPv6 addresses with the same MACs.
  const gateway6 = rs.ipv6?.nodeSubnet ? (nthIp(rs.ipv6.nodeSubnet, 1) as Ipv6) : undefined;
  if (gateway6 !== undefined) underlayNeighbors.set(gateway6, GATEWAY_MAC);
  for (const n of rs.nodes) if (n.ipv6 !== undefined) underlayNeighbors.set(n.ipv6, nodeMac(n));
  const externalMacs = new Map(rs.externals.map((e) => [e.name, hyperVMac(`external:${e.name}`).replace(/^00-15-5D/, '52-54-00')]));
  for (const e of rs.externals) if (e.location === 'underlay') underlayNeighbors.set(e.ip, externalMacs.get(e.name)!);

  const hosts = new Map<string, Host>();
  const windows = new Map<string, WindowsNodeBuild>();
  const notes: TranslationNote[] = [];
  for (const n of rs.nodes) {
    if (n.os === 'windows') {
      const b = windowsNode(rs, n, underlayNeighbors, overrides.get(n.name), late?.applyVfpEdits);
      windows.set(n.name, b);
      hosts.set(n.name, b.host);
      notes.push(...b.notes);
    } else {
      if (!late) throw new Error(`${n.name} is a Linux node, and the Linux node's model is not loaded yet`);
      const b = late.linuxNode(rs, n, underlayNeighbors);
      hosts.set(n.name, b.host);
      notes.push(...b.notes);
      if (n.spec.vfpEdits?.length) notes.push({ node: n.name, object: n.ref, severity: 'warning', ...vfpEditNote(vfpEditMsg('vfpEdit.linuxNode', { n: n.spec.vfpEdits.length })) });
      if (rs.overlay && (c.vxlan.vni !== 4096 || c.vxlan.port !== 4789))
        notes.push({ node: n.name, object: n.ref, severity: 'warning', message: `flannel VXLAN with Windows nodes needs VNI 4096 and UDP port 4789 (Kubernetes' Windows networking page); this cluster says VNI ${c.vxlan.vni}, UDP ${c.vxlan.port}` });
    }
  }
  for (const e of rs.externals) {
    const ext: ExternalHost = {
      kind: 'external',
      name: e.ref,
      ip: e.ip,
      ...(e.ipv6 !== undefined ? { ipv6: e.ipv6 } : {}),
      mac: externalMacs.get(e.name)!,
      location: e.location,
      neighbors: underlayNeighbors,
      compartments: [
        {
          id: e.ref,
          kind: 'host',
          owner: e.ref,
          interfaces: [
            {
              name: 'eth0',
              ip: e.ip,
              prefixLen: e.location === 'underlay' ? rs.nodeSubnet.len : 32,
              ...(e.ipv6 !== undefined ? { ipv6: { ip: e.ipv6, prefixLen: rs.ipv6?.nodeSubnet?.len ?? 128 } } : {}),
              mac: externalMacs.get(e.name)!,
              link: 'uplink' as const,
              mtu: 1500,
            },
          ],
          routes:
            e.location === 'underlay'
              ? [
                  { prefix: rs.nodeSubnet, iface: 'eth0', ...noted(narrationMsg('rnote.nodeSubnet', {})) },
                  { prefix: mustPrefix('0.0.0.0/0'), nextHop: gateway, iface: 'eth0', ...noted(narrationMsg('rnote.defaultGateway', {})) },
                  ...(rs.ipv6?.nodeSubnet && gateway6 !== undefined
                    ? [
                        { prefix: rs.ipv6.nodeSubnet, iface: 'eth0', ...noted(narrationMsg('rnote.nodeSubnet', {})) },
                        { prefix: mustPrefix('::/0'), nextHop: gateway6, iface: 'eth0', ...noted(narrationMsg('rnote.defaultGateway', {})) },
                      ]
                    : []),
                ]
              : [
                  { prefix: mustPrefix('0.0.0.0/0'), iface: 'eth0', ...noted(narrationMsg('rnote.internet', {})) },
                  ...(e.ipv6 !== undefined ? [{ prefix: mustPrefix('::/0'), iface: 'eth0', ...noted(narrationMsg('rnote.internet', {})) }] : []),
                ],
          listeners: e.listeners,
          closedPort: 'reset',
          ttl: 64,
        },
      ],
    };
    hosts.set(e.ref, ext);
  }

  const addressBook = new Map<Ip, AddressInfo>();
  for (const p of rs.pods) {
    addressBook.set(p.ip, { kind: 'pod', ref: p.ref });
    if (p.ipv6 !== undefined) addressBook.set(p.ipv6, { kind: 'pod', ref: p.ref });
  }
  for (const n of rs.nodes) {
    addressBook.set(n.ip, { kind: 'node', ref: n.ref });
    if (n.ipv6 !== undefined) addressBook.set(n.ipv6, { kind: 'node', ref: n.ref });
    if (rs.overlay && n.os === 'windows') addressBook.set(n.sourceVip, { kind: 'source-vip', ref: n.ref });
  }
  for (const s of rs.services) {
    const noBackends =
      s.endpoints.length > 0 ? undefined
      : s.conditions.length === 0 ? verdictMsg('verdict.vipNoEndpoints', { ref: s.ref })
      : verdictMsg('verdict.vipNoReadyEndpoint', { ref: s.ref, pods: joinMsgs('list.comma', s.conditions.map((c) => verdictMsg(c.terminating ? 'verdict.podTerminating' : 'verdict.podNotReady', { pod: c.pod.name }))) });
    for (const vip of s.clusterIPs.length ? s.clusterIPs : [s.clusterIP]) addressBook.set(vip, { kind: 'service-vip', ref: s.ref, noBackends });
    for (const ip of externalAddresses(s.spec)) addressBook.set(mustIpv4(ip), { kind: 'service-vip', ref: s.ref, noBackends });
  }
  for (const e of rs.externals) {
    addressBook.set(e.ip, { kind: 'external', ref: e.ref });
    if (e.ipv6 !== undefined) addressBook.set(e.ipv6, { kind: 'external', ref: e.ref });
  }
  addressBook.set(gateway, { kind: 'gateway', ref: `gateway ${formatIpv4(gateway)}` });
  if (gateway6 !== undefined) addressBook.set(gateway6, { kind: 'gateway', ref: `gateway ${formatIp(gateway6)}` });

  const world: World = {
    hosts,
    underlay: {
      kind: c.underlay.kind,
      name: c.underlay.kind === 'vpc' ? 'VPC' : NODE_NETWORK,
      subnet: rs.nodeSubnet,
      gateway,
      gatewayMac: GATEWAY_MAC,
      ...(rs.ipv6?.nodeSubnet && gateway6 !== undefined ? { ipv6: { subnet: rs.ipv6.nodeSubnet, gateway: gateway6 } } : {}),
      mtu: c.underlay.mtu,
      nodeRoutes: [
        ...(c.underlay.kind === 'vpc' ? rs.nodes.map((n) => ({ prefix: n.podCidr, node: n.name, ...noted(narrationMsg('rnote.aliasRange', { node: n.name })) })) : []),
        // The router knows each node's IPv6 pod CIDR (a dual-stack node network routes them, as a VPC its alias ranges).
        ...rs.nodes.filter((n) => n.podCidr6).map((n) => ({ prefix: n.podCidr6!, node: n.name, ...noted(narrationMsg('rnote.podCidr6', { node: n.name })) })),
        ...externalRoutes(rs),
      ],
    },
    addressBook,
    settings: DEFAULT_SETTINGS,
    ...(late && rs.nodes.some((n) => n.os === 'linux') ? { linux: late.linuxWalk } : {}),
  };
  return { world, windows, notes };
}

/** External IPs and LoadBalancer IPs reach a node the way a cloud load balancer or the admin's
 * route sends them: to the first Windows node with a local endpoint (or the first Windows node). */
function externalRoutes(rs: ResolvedScenario): { prefix: Prefix; node: string; note: string; noteMsg: NarrationMsg }[] {
  const out: { prefix: Prefix; node: string; note: string; noteMsg: NarrationMsg }[] = [];
  for (const s of rs.services) {
    const ips = externalAddresses(s.spec);
    const windowsNodes = rs.nodes.filter((n) => n.os === 'windows');
    const target = windowsNodes.find((n) => s.endpoints.some((p) => p.node === n)) ?? windowsNodes[0] ?? rs.nodes[0];
    if (!target) continue;
    for (const ip of ips) out.push({ prefix: { family: 'ipv4', base: mustIpv4(ip), len: 32 }, node: target.name, ...noted(narrationMsg('rnote.external', { ref: s.ref })) });
  }
  return out;
}
