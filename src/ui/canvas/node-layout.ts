// The node view of one host, drawn from the simulated world.
// Windows: the host compartment and the pods' compartments on top; under them the Hyper-V vSwitch
// with one port under each vNIC, the external port bound to the physical NIC, and the underlay.
// Linux: the root netns and the pods' netns; under them the bridge with each veth's host end; the
// NIC eth0 of the root netns to the underlay. Same places, so the two mental models sit side by side.
import type { Edge, Node } from '@xyflow/react';
import { formatIp, formatIpv4, formatPrefix } from '../../core/net/ip';
import type { Compartment, Host, LinuxHost, Route, WindowsHost } from '../../core/world/world';
import type { Port } from '../../core/vfp/model';
import type { Msg } from '../../core/message';
import type { Simulation } from '../../cluster/simulation';
import { compartmentHeight, HOST, textWidth, wrappedLines } from './geometry';
import { nodeKey } from './place';
import { layoutMsg, layoutText, type CardText, type LayoutMsg } from './layout-words';

export interface IfaceView {
  name: string;
  ip: string;
  /** Its IPv6 address and prefix length (a dual-stack node or pod). */
  ip6?: string;
  mac: string;
  forwarding?: boolean;
}

export interface RouteView {
  text: string;
  /** The interface it leaves by, and why the route is there: English, and its value (the walk's catalogue) when it has one. */
  iface: string;
  note?: string;
  noteMsg?: Msg;
}

export type PortLabel = 'pod port' | 'mgmt vNIC' | 'cbr0 vNIC' | 'host vNIC' | 'external' | 'other' | 'veth' | 'cbr0' | 'cilium_host';

export type HostNodeData =
  | {
      kind: 'compartment';
      title: CardText;
      subtitle: CardText;
      /** What a Linux reader calls it (Windows cards only): "netns", "root netns". */
      linux?: string;
      host: boolean;
      /** The pod's ref, for pod compartments. */
      pod?: string;
      ifaces: IfaceView[];
      listen: LayoutMsg;
      routes: RouteView[];
      /** x of a bottom handle per interface, from the card's left edge. */
      taps: number[];
    }
  | { kind: 'port'; portId: string; label: PortLabel; name: string; owner?: string; rules?: number; layers?: number; blocked: boolean; vfp: boolean }
  | { kind: 'vswitch'; title: CardText; detail: CardText; /** What to do with it, on screen only (not printed). */ hint?: CardText; os: 'windows' | 'linux'; titleAt: 'bottom-left' | 'bottom' }
  | { kind: 'nic'; title: CardText; /** Its MAC and MTU, as they are. */ detail: string; note: CardText; tapX: number; link: 'left' | 'right' }
  | { kind: 'underlay'; label: CardText; detail: CardText; link: 'left' | 'right' };

export type HostLayout = { nodes: Node<HostNodeData>[]; edges: Edge[] };

const L = HOST;

/** The vSwitch's text block: its left and right insets (the right one leaves the external port
 * and the unbound ports their room, see HostNodes) and line height. */
const VSWITCH_TEXT_INSET = 12 + 180;
const VSWITCH_LINE_H = 20;
export { wrappedLines };
const podX = (i: number) => L.hostW + L.hostGap + i * (L.podW + L.gap);
const ruleCount = (p: Port) => p.layers.reduce((n, l) => n + l.groups.reduce((m, g) => m + g.rules.length, 0), 0);

const ifaceViews = (c: Compartment): IfaceView[] =>
  c.interfaces.map((i) => ({ name: i.name, ip: `${formatIpv4(i.ip)}/${i.prefixLen}`, ...(i.ipv6 && { ip6: `${i.ipv6.ip}/${i.ipv6.prefixLen}` }), mac: i.mac, forwarding: i.forwarding }));
/** How many of a compartment's interfaces show an IPv6 line. */
const ipv6Lines = (c: Compartment) => c.interfaces.filter((i) => i.ipv6).length;
const routeView = (r: Route): RouteView => ({ text: `${formatPrefix(r.prefix)} → ${r.nextHop !== undefined ? formatIp(r.nextHop) : 'on-link'}`, iface: r.iface, ...(r.note !== undefined && { note: r.note }), ...(r.noteMsg && { noteMsg: r.noteMsg }) });
/** What listens: on a node rebuilt from its files it is unknown (every port is taken as open), never "nothing". */
export const listenOf = (c: Compartment): LayoutMsg => {
  const ports = c.listeners.map((l) => `${l.protocol}/${l.port}`).join(', ');
  if (c.listenersUnknown) return ports ? layoutMsg('layout.listeningMore', { ports }) : layoutMsg('layout.listenUnknown', {});
  return ports ? layoutMsg('layout.listening', { ports }) : layoutMsg('layout.nothingListens', {});
};
/** Lines of a card's "listening …" line: it wraps rather than cut. */
const listenLines = (c: Compartment, w: number) => wrappedLines(layoutText(listenOf(c)), textWidth(w));
const podTitle = (ref: string) => ref.replace(/^pod\/default\//, '').replace(/^pod\//, '');

function compartmentNode(c: Compartment, x: number, width: number, height: number, data: Omit<Extract<HostNodeData, { kind: 'compartment' }>, 'kind' | 'ifaces' | 'listen' | 'host'>): Node<HostNodeData> {
  return {
    id: nodeKey.compartment(c.id),
    type: 'compartment',
    position: { x, y: 0 },
    width,
    height,
    data: { kind: 'compartment', host: c.kind === 'host', ifaces: ifaceViews(c), listen: listenOf(c), pod: c.kind === 'pod' ? c.owner : undefined, ...data },
  };
}

function portNode(id: string, x: number, y: number, data: Extract<HostNodeData, { kind: 'port' }>): Node<HostNodeData> {
  return { id, type: 'port', parentId: nodeKey.vswitch, extent: 'parent', draggable: false, position: { x, y }, width: L.portW, height: L.portH, data };
}

const vfpPort = (p: Port, label: PortLabel): Extract<HostNodeData, { kind: 'port' }> => ({ kind: 'port', portId: p.id, label, name: p.friendlyName, owner: p.owner, rules: ruleCount(p), layers: p.layers.length, blocked: p.blocked, vfp: true });

function hostPortLabel(ifaceName: string): PortLabel {
  if (ifaceName === 'vEthernet (Ethernet)') return 'mgmt vNIC';
  if (ifaceName === 'vEthernet (cbr0)') return 'cbr0 vNIC';
  return 'host vNIC';
}

/** The underlay beside the NIC, centred on the NIC's row; its words wrap on a narrow node. */
function underlayNode(sim: Simulation, x: number, nicY: number, width: number, link: 'left' | 'right'): Node<HostNodeData> {
  const u = sim.world.underlay;
  const label = u.kind === 'vpc' ? layoutMsg('layout.vpc', { cidr: formatPrefix(u.subnet) }) : layoutMsg('layout.nodeNetwork', { cidr: formatPrefix(u.subnet) });
  const detail = layoutMsg('layout.toOtherNodes', { gw: formatIpv4(u.gateway) });
  const height = L.underlayH + 20 * (wrappedLines(layoutText(label), width - 36) - 1 + wrappedLines(layoutText(detail), width - 36) - 1);
  return {
    id: nodeKey.underlay,
    // Its own card: one handle on a side, where the cluster view's bar has taps along its top.
    type: 'hostUnderlay',
    position: { x, y: nicY + (L.nicH - height) / 2 },
    width,
    height,
    data: { kind: 'underlay', label, detail, link },
  };
}

function windowsLayout(h: WindowsHost, sim: Simulation): HostLayout {
  const nodes: Node<HostNodeData>[] = [];
  const edges: Edge[] = [];
  const hostComp = h.compartments.find((c) => c.kind === 'host')!;
  const pods = h.compartments.filter((c) => c.kind === 'pod');
  const portOf = new Map(h.vswitch.ports.map((p) => [p.id, p]));
  const hostPorts = hostComp.interfaces.filter((i) => i.portId && portOf.has(i.portId));
  const portX = (k: number) => 8 + k * (L.portW + L.portGap);

  const hostH = compartmentHeight(hostComp.interfaces.length, hostComp.routes.length > 0, listenLines(hostComp, L.hostW), ipv6Lines(hostComp));
  const podH = compartmentHeight(1, false, Math.max(1, ...pods.map((c) => listenLines(c, L.podW))), Math.max(0, ...pods.map(ipv6Lines)));
  const rowH = Math.max(hostH, pods.length ? podH : 0);
  const width = Math.max(pods.length ? podX(pods.length - 1) + L.podW : L.hostW, L.hostW + L.hostGap + L.nicW, L.minW);

  nodes.push(
    compartmentNode(hostComp, 0, L.hostW, hostH, {
      title: layoutMsg('layout.hostCompartment', { n: hostComp.number ?? 1 }),
      subtitle: h.name,
      linux: 'root netns',
      routes: hostComp.routes.map(routeView),
      taps: hostPorts.map((_, k) => portX(k) + L.portW / 2),
    }),
  );
  pods.forEach((c, i) =>
    nodes.push(compartmentNode(c, podX(i), L.podW, podH, { title: podTitle(c.owner), subtitle: layoutMsg('layout.compartment', { n: String(c.number ?? '?') }), linux: 'netns', routes: [], taps: [L.podW / 2] })),
  );

  const vsY = rowH + L.rowGap;
  const row2 = 8 + L.portH + 10;
  const net = h.network;
  const title = layoutMsg('layout.vswitch', { net: net.name, type: net.type });
  const hint = layoutMsg('layout.vfpEveryPort', {});
  const detail = layoutMsg('layout.onLinux', {});
  // The title sits at the bottom left, beside the second row of ports and under the first: on a
  // narrow node (one pod) it wraps to more lines, and the vSwitch grows so that it stays under them.
  const textW = width - VSWITCH_TEXT_INSET;
  const textH = (wrappedLines(layoutText(title), textW) + wrappedLines(`${layoutText(hint)} ${layoutText(detail)}`, textW)) * VSWITCH_LINE_H + 6;
  const vsH = Math.max(row2 + L.portH + 8, 8 + L.portH + 8 + textH);
  nodes.push({
    id: nodeKey.vswitch,
    type: 'vswitch',
    position: { x: 0, y: vsY },
    width,
    height: vsH,
    data: { kind: 'vswitch', title, detail, hint, os: 'windows', titleAt: 'bottom-left' },
  });
  const placed = new Set<string>();
  hostPorts.forEach((ifc, k) => {
    const p = portOf.get(ifc.portId!)!;
    placed.add(p.id);
    nodes.push(portNode(nodeKey.port(p.id), portX(k), 8, vfpPort(p, hostPortLabel(ifc.name))));
    edges.push({ id: `e:${p.id}`, source: nodeKey.compartment(hostComp.id), sourceHandle: `if:${k}`, target: nodeKey.port(p.id), type: 'straight' });
  });
  pods.forEach((c, i) => {
    const p = c.interfaces[0]?.portId ? portOf.get(c.interfaces[0].portId) : undefined;
    if (!p) return;
    placed.add(p.id);
    nodes.push(portNode(nodeKey.port(p.id), podX(i) + (L.podW - L.portW) / 2, 8, vfpPort(p, 'pod port')));
    edges.push({ id: `e:${p.id}`, source: nodeKey.compartment(c.id), sourceHandle: 'if:0', target: nodeKey.port(p.id), type: 'straight' });
  });
  // The external port sits over the physical NIC it is bound to.
  const extX = width - L.nicW / 2 - L.portW / 2;
  const ext = h.vswitch.externalPortId ? portOf.get(h.vswitch.externalPortId) : undefined;
  if (ext) {
    placed.add(ext.id);
    nodes.push(portNode(nodeKey.port(ext.id), extX, row2, vfpPort(ext, 'external')));
  }
  // Ports no vNIC is bound to (imported dumps, a source-VIP endpoint): in the second row, leftwards.
  h.vswitch.ports
    .filter((p) => !placed.has(p.id))
    .forEach((p, k) => nodes.push(portNode(nodeKey.port(p.id), extX - (k + 1) * (L.portW + L.portGap), row2, vfpPort(p, p.kind === 'host' ? 'host vNIC' : 'other'))));

  const nicY = vsY + vsH + L.rowGap;
  nodes.push({
    id: nodeKey.nic,
    type: 'nic',
    position: { x: width - L.nicW, y: nicY },
    width: L.nicW,
    height: L.nicH,
    data: { kind: 'nic', title: layoutMsg('layout.physicalNic', {}), detail: `${h.mac} · MTU ${h.mtu}`, note: layoutMsg('layout.nicMoved', { ip: formatIpv4(h.ip) }), tapX: L.nicW / 2, link: 'left' },
  });
  if (ext) edges.push({ id: 'e:ext-nic', source: nodeKey.port(ext.id), target: nodeKey.nic, type: 'straight' });
  nodes.push(underlayNode(sim, 0, nicY, width - L.nicW - L.hostGap, 'right'));
  edges.push({ id: 'e:nic-underlay', source: nodeKey.nic, sourceHandle: 'link', target: nodeKey.underlay, targetHandle: 'link', type: 'straight' });
  return { nodes, edges };
}

function linuxLayout(h: LinuxHost, sim: Simulation): HostLayout {
  const nodes: Node<HostNodeData>[] = [];
  const edges: Edge[] = [];
  const root = h.compartments.find((c) => c.kind === 'host')!;
  const pods = h.compartments.filter((c) => c.kind === 'pod');
  const rootH = compartmentHeight(root.interfaces.length, root.routes.length > 0, listenLines(root, L.hostW), ipv6Lines(root));
  const podH = compartmentHeight(1, false, Math.max(1, ...pods.map((c) => listenLines(c, L.podW))), Math.max(0, ...pods.map(ipv6Lines)));
  const rowH = Math.max(rootH, pods.length ? podH : 0);
  const width = Math.max(pods.length ? podX(pods.length - 1) + L.podW : L.hostW, L.hostW + L.hostGap + L.nicW, L.minW);
  // The bridge starts under the right half of the root netns: its left half goes down to eth0.
  const bridgeX = L.hostW / 2;
  const eth0X = 40;
  const cbr0Tap = bridgeX + 8 + L.portW / 2;

  nodes.push(
    compartmentNode(root, 0, L.hostW, rootH, {
      title: layoutMsg('layout.rootNetns', {}),
      subtitle: h.name,
      linux: undefined,
      routes: root.routes.map(routeView),
      taps: [eth0X, cbr0Tap],
    }),
  );
  pods.forEach((c, i) =>
    nodes.push(compartmentNode(c, podX(i), L.podW, podH, { title: podTitle(c.owner), subtitle: layoutMsg('layout.netns', {}), linux: undefined, routes: [], taps: [L.podW / 2] })),
  );

  const brY = rowH + L.rowGap;
  const words =
    h.dataplane === 'ebpf'
      ? {
          title: layoutMsg('layout.cilium', {}),
          detail: layoutMsg('layout.ciliumDetail', {}),
        }
      : { title: layoutMsg('layout.bridge', {}), detail: layoutMsg('layout.bridgeDetail', {}) };
  // The veth ends on top, then the title and its explanation under them, as many lines as they wrap to.
  const textW = width - bridgeX - 24;
  const brH = 8 + L.portH + 8 + (wrappedLines(layoutText(words.title), textW) + wrappedLines(layoutText(words.detail), textW)) * VSWITCH_LINE_H + 6;
  nodes.push({
    id: nodeKey.vswitch,
    type: 'vswitch',
    position: { x: bridgeX, y: brY },
    width: width - bridgeX,
    height: brH,
    data: { kind: 'vswitch', ...words, os: 'linux', titleAt: 'bottom' },
  });
  const bridgeIf = root.interfaces.find((i) => i.link === 'bridge');
  const gwLabel = h.dataplane === 'ebpf' ? 'cilium_host' : 'cbr0';
  nodes.push(portNode('veth:cbr0', 8, 8, { kind: 'port', portId: 'cbr0', label: gwLabel, name: bridgeIf ? formatIpv4(bridgeIf.ip) : gwLabel, blocked: false, vfp: false }));
  edges.push({ id: 'e:root-cbr0', source: nodeKey.compartment(root.id), sourceHandle: 'if:1', target: 'veth:cbr0', type: 'straight' });
  pods.forEach((c, i) => {
    const id = `veth:${c.id}`;
    nodes.push(portNode(id, podX(i) + (L.podW - L.portW) / 2 - bridgeX, 8, { kind: 'port', portId: c.id, label: 'veth', name: podTitle(c.owner), owner: c.owner, blocked: false, vfp: false }));
    edges.push({ id: `e:${id}`, source: nodeKey.compartment(c.id), sourceHandle: 'if:0', target: id, type: 'straight' });
  });

  const nicY = brY + brH + L.rowGap;
  nodes.push({
    id: nodeKey.nic,
    type: 'nic',
    position: { x: 0, y: nicY },
    width: L.nicW,
    height: L.nicH,
    data: { kind: 'nic', title: layoutMsg('layout.linuxNic', {}), detail: `${h.mac} · MTU ${h.mtu}`, note: layoutMsg('layout.eth0Keeps', { ip: formatIpv4(h.ip) }), tapX: eth0X, link: 'right' },
  });
  edges.push({ id: 'e:root-eth0', source: nodeKey.compartment(root.id), sourceHandle: 'if:0', target: nodeKey.nic, targetHandle: 'top', type: 'straight' });
  nodes.push(underlayNode(sim, L.nicW + L.hostGap, nicY, width - L.nicW - L.hostGap, 'left'));
  edges.push({ id: 'e:nic-underlay', source: nodeKey.nic, sourceHandle: 'link', target: nodeKey.underlay, targetHandle: 'link', type: 'straight' });
  return { nodes, edges };
}

export function nodeLayout(host: Host | undefined, sim: Simulation): HostLayout {
  if (!host || host.kind === 'external') return { nodes: [], edges: [] };
  return host.kind === 'windows' ? windowsLayout(host, sim) : linuxLayout(host, sim);
}
