// The node view of one host. Windows: the pods' compartments on top, the host's compartment on the
// left, the Hyper-V vSwitch with one port under each vNIC, the external port and the physical NIC
// below, then the underlay. Linux: the pods' netns, their veth ends on the bridge, the root netns.
import type { Edge, Node } from '@xyflow/react';
import { formatIpv4 } from '../../core/net/ip';
import type { Compartment, Host, LinuxHost, WindowsHost } from '../../core/world/world';
import { describeRoute } from '../../core/walk/routing';
import type { Simulation } from '../../cluster/simulation';
import { nodeKey } from './place';

export interface IfaceView {
  name: string;
  ip: string;
  mac: string;
  forwarding?: boolean;
}

export type HostNodeData =
  | { kind: 'compartment'; title: string; subtitle: string; host: boolean; ifaces: IfaceView[]; listen: string[]; routes: string[]; os: 'windows' | 'linux' }
  | { kind: 'port'; portId: string; name: string; portKind: 'endpoint' | 'host' | 'external'; owner?: string; layers: number; rules: number; blocked: boolean }
  | { kind: 'vswitch'; title: string; detail: string; width: number; height: number; os: 'windows' | 'linux' }
  | { kind: 'nic'; title: string; detail: string }
  | { kind: 'underlay'; label: string; detail: string; width: number };

const COL = 210;
const HOST_W = 280;

const ifaceView = (c: Compartment): IfaceView[] => c.interfaces.map((i) => ({ name: i.name, ip: `${formatIpv4(i.ip)}/${i.prefixLen}`, mac: i.mac, forwarding: i.forwarding }));
const listenOf = (c: Compartment) => c.listeners.map((l) => `${l.protocol}/${l.port}`);

function compartmentNode(c: Compartment, os: 'windows' | 'linux', x: number, host: boolean): Node<HostNodeData> {
  const title = host ? (os === 'windows' ? `Host compartment ${c.number ?? 1}` : 'Root network namespace') : c.owner.replace(/^pod\/default\//, 'pod/');
  const subtitle = host ? c.owner : os === 'windows' ? `compartment ${c.number ?? '?'}` : 'network namespace';
  return {
    id: nodeKey.compartment(c.id),
    type: 'compartment',
    position: { x, y: 0 },
    data: { kind: 'compartment', title, subtitle, host, ifaces: ifaceView(c), listen: listenOf(c), routes: host ? c.routes.map(describeRoute) : [], os },
  };
}

function windowsLayout(h: WindowsHost, sim: Simulation): { nodes: Node<HostNodeData>[]; edges: Edge[] } {
  const nodes: Node<HostNodeData>[] = [];
  const edges: Edge[] = [];
  const hostComp = h.compartments.find((c) => c.kind === 'host')!;
  const pods = h.compartments.filter((c) => c.kind === 'pod');
  nodes.push(compartmentNode(hostComp, 'windows', 0, true));
  pods.forEach((c, i) => nodes.push(compartmentNode(c, 'windows', HOST_W + 40 + i * COL, false)));
  const width = HOST_W + 40 + Math.max(1, pods.length) * COL + 160;
  const vsY = 300;
  const net = h.network;
  nodes.push({
    id: nodeKey.vswitch,
    type: 'vswitch',
    position: { x: 0, y: vsY },
    data: { kind: 'vswitch', title: `Hyper-V vSwitch · HNS network "${net.name}" (${net.type})`, detail: 'VFP on every port: click a port to see its layers, groups and rules', width, height: 130, os: 'windows' },
    style: { width, height: 130 },
  });
  const portOf = new Map(h.vswitch.ports.map((p) => [p.id, p]));
  const place = (portId: string | undefined, x: number) => {
    const p = portId ? portOf.get(portId) : undefined;
    if (!p) return;
    nodes.push({
      id: nodeKey.port(p.id),
      type: 'port',
      parentId: nodeKey.vswitch,
      extent: 'parent',
      position: { x, y: 46 },
      data: { kind: 'port', portId: p.id, name: p.friendlyName, portKind: p.kind, owner: p.owner, layers: p.layers.length, rules: p.layers.reduce((n, l) => n + l.groups.reduce((m, g) => m + g.rules.length, 0), 0), blocked: p.blocked },
    });
  };
  hostComp.interfaces.forEach((ifc, i) => {
    place(ifc.portId, 12 + i * 134);
    if (ifc.portId) edges.push({ id: `e:${ifc.portId}`, source: nodeKey.compartment(hostComp.id), target: nodeKey.port(ifc.portId) });
  });
  pods.forEach((c, i) => {
    const ifc = c.interfaces[0];
    place(ifc?.portId, HOST_W + 40 + i * COL + 20);
    if (ifc?.portId) edges.push({ id: `e:${ifc.portId}`, source: nodeKey.compartment(c.id), target: nodeKey.port(ifc.portId) });
  });
  place(h.vswitch.externalPortId, width - 150);
  nodes.push({ id: nodeKey.nic, type: 'nic', position: { x: width - 170, y: vsY + 200 }, data: { kind: 'nic', title: 'Physical NIC "Ethernet"', detail: `${formatIpv4(h.ip)} moved to the host vNIC · MAC ${h.mac} · MTU ${h.mtu}` } });
  if (h.vswitch.externalPortId) edges.push({ id: 'e:ext-nic', source: nodeKey.port(h.vswitch.externalPortId), target: nodeKey.nic });
  nodes.push({ id: nodeKey.underlay, type: 'underlay', position: { x: 0, y: vsY + 320 }, data: { kind: 'underlay', label: sim.world.underlay.kind === 'vpc' ? 'VPC' : 'Node network (L2)', detail: `to the other nodes, the gateway ${formatIpv4(sim.world.underlay.gateway)} and beyond`, width } });
  edges.push({ id: 'e:nic-underlay', source: nodeKey.nic, target: nodeKey.underlay });
  return { nodes, edges };
}

function linuxLayout(h: LinuxHost, sim: Simulation): { nodes: Node<HostNodeData>[]; edges: Edge[] } {
  const nodes: Node<HostNodeData>[] = [];
  const edges: Edge[] = [];
  const root = h.compartments.find((c) => c.kind === 'host')!;
  const pods = h.compartments.filter((c) => c.kind === 'pod');
  nodes.push(compartmentNode(root, 'linux', 0, true));
  pods.forEach((c, i) => nodes.push(compartmentNode(c, 'linux', HOST_W + 40 + i * COL, false)));
  const width = HOST_W + 40 + Math.max(1, pods.length) * COL;
  nodes.push({
    id: nodeKey.bridge,
    type: 'vswitch',
    position: { x: HOST_W + 20, y: 300 },
    data: { kind: 'vswitch', title: `Linux bridge cbr0 · ${h.dataplane === 'ebpf' ? 'Cilium eBPF (Dataplane V2)' : 'kube-proxy iptables'}`, detail: 'each pod: a veth pair, one end in its netns (eth0), one on the bridge', width: width - HOST_W - 20, height: 110, os: 'linux' },
    style: { width: width - HOST_W - 20, height: 110 },
  });
  for (const c of pods) edges.push({ id: `e:${c.id}`, source: nodeKey.compartment(c.id), target: nodeKey.bridge });
  edges.push({ id: 'e:root-bridge', source: nodeKey.compartment(root.id), target: nodeKey.bridge });
  nodes.push({ id: nodeKey.nic, type: 'nic', position: { x: 20, y: 470 }, data: { kind: 'nic', title: 'eth0', detail: `${formatIpv4(h.ip)} · MAC ${h.mac} · MTU ${h.mtu}` } });
  edges.push({ id: 'e:root-nic', source: nodeKey.compartment(root.id), target: nodeKey.nic });
  nodes.push({ id: nodeKey.underlay, type: 'underlay', position: { x: 0, y: 600 }, data: { kind: 'underlay', label: sim.world.underlay.kind === 'vpc' ? 'VPC' : 'Node network (L2)', detail: 'to the other nodes and beyond', width } });
  edges.push({ id: 'e:nic-underlay', source: nodeKey.nic, target: nodeKey.underlay });
  return { nodes, edges };
}

export function nodeLayout(host: Host | undefined, sim: Simulation): { nodes: Node<HostNodeData>[]; edges: Edge[] } {
  if (!host || host.kind === 'external') return { nodes: [], edges: [] };
  return host.kind === 'windows' ? windowsLayout(host, sim) : linuxLayout(host, sim);
}
