// A Linux node, modelled as students know one: a netns per pod with a veth into the node's bridge,
// host routes, and the Service translation of kube-proxy (iptables) or Cilium (eBPF on GKE
// Dataplane V2), with masquerade for destinations outside the cluster, and NetworkPolicy as that
// dataplane's policy agent enforces it (Calico iptables chains / Cilium eBPF policy maps).
import { type Ip, formatIpv4, mustIpv4, mustPrefix, nthAddress, type Ipv4, nthIp, type Ipv6 } from '../../core/net/ip';
import type { Mac } from '../../core/net/mac';
import type { Compartment, LinuxHost, LinuxServiceRule, Route } from '../../core/world/world';
import { linuxPolicies } from '../linux/network-policy';
import type { ResolvedNode, ResolvedScenario } from '../scenario/resolve';
import type { TranslationNote } from '../windows/translation-notes';
import { drMac, nodeMac } from '../windows/cni';
import { hyperVMac } from '../windows/conventions';
import { servicePortBackends } from '../scenario/named-ports';
import { KUBELET_LISTENERS } from './windows-node';
import { externalAddresses } from '../scenario/lb-address';
import { narrationMsg, noted } from '../../core/walk/narration-messages';

export const linuxPodMac = (ref: string): Mac => hyperVMac(`linux-pod:${ref}`).replace(/^00-15-5D/, '0A-58-0A');

/** The Linux host, and what its policy agent could not enforce as written (validate reports it). */
export function linuxNode(rs: ResolvedScenario, node: ResolvedNode, neighbors: Map<Ip, Mac>): { host: LinuxHost; notes: TranslationNote[] } {
  const c = rs.scenario.cluster;
  const mac = nodeMac(node);
  const bridgeIp = nthAddress(node.podCidr, 1);
  const gw = nthAddress(rs.nodeSubnet, 1);
  // GKE's Dataplane V2 (VPC-native) is Cilium: no bridge; the pods' gateway is cilium_host and an
  // eBPF program on the host end of each veth forwards. Otherwise a plain bridge, cbr0.
  const dataplane = c.underlay.kind === 'vpc' ? ('ebpf' as const) : ('iptables' as const);
  const gwName = dataplane === 'ebpf' ? 'cilium_host' : 'cbr0';
  const routes: Route[] = [
    { prefix: rs.nodeSubnet, iface: 'eth0', ...noted(narrationMsg('rnote.nodeSubnet', {})) },
    { prefix: node.podCidr, iface: gwName, ...noted(narrationMsg(dataplane === 'ebpf' ? 'rnote.podCidrCilium' : 'rnote.podCidrBridge', {})) },
    { prefix: mustPrefix('0.0.0.0/0'), nextHop: gw, iface: 'eth0', ...noted(narrationMsg('rnote.defaultGateway', {})) },
  ];
  // Dual-stack: the node, its bridge and its pods have IPv6 addresses too, routed alike.
  const v6 = rs.ipv6;
  const bridge6 = node.podCidr6 ? nthIp(node.podCidr6, 1) : undefined;
  if (node.ipv6 !== undefined && v6?.nodeSubnet) {
    routes.push({ prefix: v6.nodeSubnet, iface: 'eth0', ...noted(narrationMsg('rnote.nodeSubnet', {})) });
    routes.push({ prefix: mustPrefix('::/0'), nextHop: nthIp(v6.nodeSubnet, 1), iface: 'eth0', ...noted(narrationMsg('rnote.defaultGateway', {})) });
  }
  if (node.podCidr6) routes.push({ prefix: node.podCidr6, iface: gwName, ...noted(narrationMsg(dataplane === 'ebpf' ? 'rnote.podCidrCilium' : 'rnote.podCidrBridge', {})) });
  const local = new Map(neighbors);
  // A VXLAN overlay: flannel's VXLAN backend, which is what a Linux node of a hybrid overlay cluster
  // runs (Kubernetes' Windows networking page: Flannel VXLAN with VNI 4096 and UDP 4789 on Windows;
  // the Linux side must match). Per other node: a route to its pod CIDR via its VTEP address (.0)
  // on flannel.<VNI> (onlink), a neighbour entry for that address with the VTEP's MAC, and an FDB
  // entry from that MAC to the node's IP. Windows nodes' VTEP MAC is their distributed-router MAC,
  // as their own remote-subnet routes name every node's.
  const vxlanDevice = `flannel.${c.vxlan.vni}`;
  const fdb = new Map<Mac, { ip: Ipv4; node: string }>();
  for (const o of rs.nodes) {
    if (o === node) continue;
    if (rs.overlay) {
      const vtep = nthAddress(o.podCidr, 0);
      routes.push({ prefix: o.podCidr, nextHop: vtep, iface: vxlanDevice, ...noted(narrationMsg('rnote.flannelVxlan', { node: o.name, ip: formatIpv4(o.ip) })) });
      local.set(vtep, drMac(o));
      fdb.set(drMac(o), { ip: o.ip, node: o.name });
    } else if (c.underlay.kind === 'l2') {
      routes.push({ prefix: o.podCidr, nextHop: o.ip, iface: 'eth0', ...noted(narrationMsg('rnote.peer', { node: o.name })) });
      if (o.podCidr6 && o.ipv6 !== undefined && node.ipv6 !== undefined) routes.push({ prefix: o.podCidr6, nextHop: o.ipv6, iface: 'eth0', ...noted(narrationMsg('rnote.peer', { node: o.name })) });
    }
  }
  const root: Compartment = {
    id: `${node.name}/host`,
    kind: 'host',
    owner: node.ref,
    interfaces: [
      {
        name: 'eth0',
        ip: node.ip,
        prefixLen: rs.nodeSubnet.len,
        ...(node.ipv6 !== undefined && v6?.nodeSubnet ? { ipv6: { ip: node.ipv6, prefixLen: v6.nodeSubnet.len } } : {}),
        mac,
        link: 'uplink',
        forwarding: true,
        mtu: c.underlay.mtu,
      },
      {
        name: gwName,
        ip: bridgeIp,
        prefixLen: node.podCidr.len,
        ...(bridge6 !== undefined && node.podCidr6 ? { ipv6: { ip: bridge6 as Ipv6, prefixLen: node.podCidr6.len } } : {}),
        mac: hyperVMac(`bridge:${node.name}`),
        link: 'bridge',
        forwarding: true,
        mtu: c.mtu,
      },
      ...(rs.overlay ? [{ name: vxlanDevice, ip: nthAddress(node.podCidr, 0), prefixLen: 32, mac: drMac(node), link: 'vxlan' as const, forwarding: true, mtu: c.mtu }] : []),
    ],
    routes,
    listeners: KUBELET_LISTENERS,
    closedPort: 'reset',
    ttl: 64,
  };
  const pods: Compartment[] = rs.pods
    .filter((p) => p.node === node)
    .map((p) => {
      const pmac = linuxPodMac(p.ref);
      local.set(p.ip, pmac);
      const dual = p.ipv6 !== undefined && node.podCidr6 !== undefined && bridge6 !== undefined;
      if (dual) local.set(p.ipv6!, pmac);
      const via = noted(narrationMsg(dataplane === 'ebpf' ? 'rnote.viaCiliumHost' : 'rnote.viaBridge', {}));
      return {
        id: p.ref,
        kind: 'pod' as const,
        owner: p.ref,
        interfaces: [{ name: 'eth0', ip: p.ip, prefixLen: node.podCidr.len, ...(dual ? { ipv6: { ip: p.ipv6!, prefixLen: node.podCidr6!.len } } : {}), mac: pmac, link: 'veth' as const, mtu: c.mtu }],
        routes: [{ prefix: mustPrefix('0.0.0.0/0'), nextHop: bridgeIp, iface: 'eth0', ...via }, ...(dual ? [{ prefix: mustPrefix('::/0'), nextHop: bridge6!, iface: 'eth0', ...via }] : [])],
        listeners: p.listeners,
        closedPort: 'reset' as const,
        ttl: 64,
      };
    });
  local.set(bridgeIp, root.interfaces[1]!.mac);
  if (bridge6 !== undefined) local.set(bridge6, root.interfaces[1]!.mac);
  const services: LinuxServiceRule[] = [];
  // kube-proxy's iptables mode (pkg/proxy/iptables/proxier.go): every Service port gets its rules,
  // with or without endpoints (none: a REJECT in the filter table). Each endpoint is marked local or
  // not, for the traffic policies: internalTrafficPolicy on the ClusterIP, externalTrafficPolicy on
  // the NodePort, external IPs and the LoadBalancer address.
  for (const s of rs.services) {
    for (const sp of s.ports) {
      // kube-proxy (pkg/proxy/topology.go): the ready endpoints, else the serving terminating ones.
      const eps = s.endpoints.length ? s.endpoints : s.conditions.filter((x) => x.serving && x.terminating).map((x) => x.pod);
      // Each endpoint DNATs to its own port: a named targetPort is resolved per pod, and a pod
      // without the name is no endpoint of this port (its EndpointSlice endpoint has no such port).
      const resolved = servicePortBackends(sp, eps).backends;
      if (resolved.length === 0 && eps.length > 0) continue;
      const backends = resolved.map((b) => ({ ip: b.pod.ip, port: b.port, endpoint: b.pod.ref, local: b.pod.node === node }));
      const distribution = s.spec.sessionAffinity === 'ClientIP' ? ('sourceIp' as const) : ('none' as const);
      const base = { port: sp.port, servicePort: sp.port, protocol: sp.protocolName, backends, distribution, service: s.ref };
      const etp = s.spec.externalTrafficPolicy;
      // One rule per ClusterIP: the IPv6 one (kube-proxy's IPv6 proxier, ip6tables) DNATs to the endpoints' IPv6 addresses.
      for (const vip of s.clusterIPs.length ? s.clusterIPs : [s.clusterIP]) {
        if (typeof vip === 'number') services.push({ ...base, vip, trafficPolicy: s.spec.internalTrafficPolicy });
        else services.push({ ...base, backends: resolved.filter((b) => b.pod.ipv6 !== undefined).map((b) => ({ ip: b.pod.ipv6!, port: b.port, endpoint: b.pod.ref, local: b.pod.node === node })), vip, trafficPolicy: s.spec.internalTrafficPolicy });
      }
      if (sp.nodePort !== undefined) services.push({ ...base, vip: node.ip, port: sp.nodePort, nodePort: true, trafficPolicy: etp });
      const externals = externalAddresses(s.spec);
      for (const ip of externals) services.push({ ...base, vip: mustIpv4(ip), external: true, trafficPolicy: etp });
    }
  }
  const policy = linuxPolicies(rs, node, dataplane);
  const host: LinuxHost = {
    kind: 'linux',
    name: node.name,
    ip: node.ip,
    ...(node.ipv6 !== undefined ? { ipv6: node.ipv6 } : {}),
    mac,
    dataplane,
    compartments: [root, ...pods],
    services,
    masqueradeExceptions: rs.exceptions,
    clusterCidr: rs.clusterCidr,
    neighbors: local,
    mtu: c.underlay.mtu,
    policies: policy.policies,
    ...(rs.overlay ? { vxlan: { device: vxlanDevice, vni: c.vxlan.vni, udpPort: c.vxlan.port, fdb } } : {}),
  };
  return { host, notes: policy.notes };
}
