// The cluster view: Services on top, the nodes in a grid, the underlay (L2 segment or VPC) under
// them, and below it the outside hosts: those on the node network, then the internet edge with
// the hosts beyond it. Positions come from the data, so the view reads the same for every
// scenario; positions the user drags are kept by the canvas.
import type { Edge, Node } from '@xyflow/react';
import { formatIp, formatIpv4, formatPrefix } from '../../core/net/ip';
import type { Simulation } from '../../cluster/simulation';
import type { ResolvedNode } from '../../cluster/scenario/resolve';
import { CLUSTER, clusterNodeHeight, textWidth, wrappedLines } from './geometry';
import { clusterKey } from './place';
import { layoutMsg, layoutText, type CardText } from './layout-words';
import { externalAddresses } from '../../cluster/scenario/lb-address';

export interface PodChip {
  ref: string;
  label: string;
  ip: string;
  listening: boolean;
}

/** A handle on the underlay bar: where a node's line lands, or where an outside host hangs. */
export interface Tap {
  id: string;
  /** From the bar's left edge. */
  x: number;
  side: 'top' | 'bottom';
}

export type ClusterNodeData =
  | { kind: 'k8s-node'; name: string; os: 'windows' | 'linux'; ip: string; podCidr: string; mode: string; pods: PodChip[]; podCount: number; linkSide: 'bottom' | 'left' }
  | { kind: 'service'; ref: string; name: string; type: string; vip: string; /** Dual-stack: every ClusterIP, a line each. */ vips?: string[]; ports: string[]; backends: number; backendNodes: number; affinity: boolean; external: string[] }
  | { kind: 'underlay'; label: CardText; detail: CardText; width: number; taps: Tap[] }
  | { kind: 'internet'; label: CardText }
  | { kind: 'external'; ref: string; name: string; ip: string; listen: string[]; location: 'underlay' | 'internet' };

export type ClusterLayout = { nodes: Node<ClusterNodeData>[]; edges: Edge[] };

const shortName = (namespace: string, name: string) => (namespace === 'default' ? name : `${namespace}/${name}`);

function modeOf(sim: Simulation, n: ResolvedNode): string {
  const c = sim.resolved.scenario.cluster;
  if (n.os === 'linux') return c.underlay.kind === 'vpc' ? 'netns + veth · Dataplane V2 (eBPF)' : 'netns + veth + bridge · iptables';
  return sim.resolved.overlay ? `HNS Overlay (${c.cni}) · VNI ${c.vxlan.vni}` : `HNS L2Bridge (${c.cni})`;
}

/** Past this many Service→node lines the picture is a tangle, not information (and costs frames):
 * the cards say on how many nodes the backends run instead. */
const MAX_SERVICE_EDGES = 40;

/** Columns of the node grid: a row for small clusters, a wide-ish rectangle for big ones. */
const columnsFor = (n: number) => (n <= 3 ? Math.max(1, n) : Math.ceil(Math.sqrt(n * 1.6)));

export function clusterLayout(sim: Simulation): ClusterLayout {
  const rs = sim.resolved;
  const c = rs.scenario.cluster;
  const nodes: Node<ClusterNodeData>[] = [];
  const edges: Edge[] = [];
  const L = CLUSTER;

  const cols = columnsFor(rs.nodes.length);
  const rows = Math.ceil(rs.nodes.length / cols);
  const gridW = rs.nodes.length ? cols * L.nodeW + (cols - 1) * L.gapX : 0;
  const multiRow = rows > 1;

  // Services, wrapped to the width of the grid.
  const perRow = Math.max(1, Math.floor((Math.max(gridW, L.svcW) + L.svcGap) / (L.svcW + L.svcGap)));
  const svcRows = Math.ceil(rs.services.length / perRow);
  const backendNodes = rs.services.map((s) => [...new Set(s.endpoints.map((p) => p.node.name))]);
  const drawServiceEdges = backendNodes.reduce((n, b) => n + b.length, 0) <= MAX_SERVICE_EDGES;
  const services = rs.services.map((s, i) => {
    const external = externalAddresses(s.spec);
    return {
      kind: 'service',
      ref: s.ref,
      name: shortName(s.namespace, s.name),
      type: s.spec.type,
      vip: formatIp(s.clusterIP),
      ...(s.clusterIPs.length > 1 ? { vips: s.clusterIPs.map(formatIp) } : {}),
      // As kubectl prints PORT(S) (80:31000/TCP), with the target port when it differs.
      ports: s.ports.map((p) => `${p.port}${p.nodePort ? `:${p.nodePort}` : ''}${p.targetPort !== undefined && p.targetPort !== p.port ? `→${p.targetPort}` : ''}/${p.protocol}`),
      backends: s.endpoints.length,
      backendNodes: backendNodes[i]!.length,
      affinity: s.spec.sessionAffinity === 'ClientIP',
      external,
    } satisfies ClusterNodeData;
  });
  // The ports and the backends lines wrap rather than cut: every card of the row takes the tallest.
  const svcH = Math.max(L.svcH, ...services.map((d) => L.svcH + 18 * ((d.vips?.length ?? 1) - 1 + wrappedLines(d.ports.join(' · '), textWidth(L.svcW), true) - 1 + wrappedLines(backendsLine(d), textWidth(L.svcW)) - 1)));
  services.forEach((data, i) => {
    const s = rs.services[i]!;
    nodes.push({
      id: clusterKey.service(s.ref),
      type: 'service',
      position: { x: (i % perRow) * (L.svcW + L.svcGap), y: Math.floor(i / perRow) * (svcH + L.svcGap) },
      width: L.svcW,
      height: svcH,
      data,
    });
    if (drawServiceEdges)
      for (const n of backendNodes[i]!)
        edges.push({ id: `e:${s.ref}:${n}`, source: clusterKey.service(s.ref), target: clusterKey.node(n), targetHandle: 'top', className: 'service-edge', style: { strokeDasharray: '6 4', stroke: 'rgb(14 165 233)', strokeWidth: 1.5 } });
  });
  const gridTop = svcRows ? svcRows * svcH + (svcRows - 1) * L.svcGap + L.gapY + 8 : 0;

  // Nodes, row by row; a row is as tall as its tallest card.
  const modes = rs.nodes.map((n) => modeOf(sim, n));
  const heights = rs.nodes.map((n, i) => clusterNodeHeight(rs.pods.filter((p) => p.node === n).length, wrappedLines(modes[i]!, textWidth(L.nodeW))));
  const rowH = Array.from({ length: rows }, (_, r) => Math.max(...heights.slice(r * cols, r * cols + cols)));
  const rowTop = (r: number) => gridTop + rowH.slice(0, r).reduce((a, b) => a + b, 0) + r * L.gapY;
  const taps: Tap[] = [];
  // One row: lines drop straight from each card. Several: they run down the gap left of each
  // card, so they never cross the cards below.
  const barX = multiRow ? -L.gapX : 0;
  rs.nodes.forEach((n, i) => {
    const pods = rs.pods.filter((p) => p.node === n);
    const x = (i % cols) * (L.nodeW + L.gapX);
    nodes.push({
      id: clusterKey.node(n.name),
      type: 'k8sNode',
      position: { x, y: rowTop(Math.floor(i / cols)) },
      width: L.nodeW,
      height: heights[i]!,
      data: {
        kind: 'k8s-node',
        name: n.name,
        os: n.os,
        ip: formatIpv4(n.ip),
        podCidr: formatPrefix(n.podCidr),
        mode: modes[i]!,
        pods: pods.slice(0, L.maxPods).map((p) => ({ ref: p.ref, label: shortName(p.namespace, p.name), ip: formatIpv4(p.ip), listening: p.listeners.length > 0 })),
        podCount: pods.length,
        linkSide: multiRow ? 'left' : 'bottom',
      },
    });
    const tap = `tap:${n.name}`;
    taps.push({ id: tap, x: (multiRow ? x - L.gapX / 2 : x + L.nodeW / 2) - barX, side: 'top' });
    edges.push({ id: `e:${n.name}:underlay`, source: clusterKey.node(n.name), sourceHandle: multiRow ? 'left' : 'bottom', target: clusterKey.underlay, targetHandle: tap, type: multiRow ? 'smoothstep' : 'straight' });
  });

  const gridBottom = rows ? rowTop(rows - 1) + rowH[rows - 1]! : gridTop;
  const barW = Math.max(gridW - barX, 420);
  const barY = gridBottom + L.gapY;
  const hasUnderlay = rs.nodes.length > 0;
  const barLabel = c.underlay.kind === 'vpc' ? layoutMsg('layout.vpcSubnet', { cidr: c.nodeSubnet }) : layoutMsg('layout.nodeNetwork', { cidr: c.nodeSubnet });
  const how = c.underlay.kind === 'vpc' ? layoutMsg('layout.aliasRoutes', {}) : sim.resolved.overlay ? layoutMsg('layout.vxlan', {}) : layoutMsg('layout.hostGw', {});
  const barDetail = layoutMsg('layout.underlay', { gw: formatIpv4(sim.world.underlay.gateway), mtu: c.underlay.mtu, how });
  // The bar's text wraps on a narrow cluster (px-4: 36 px of padding and border).
  const barH = L.underlayH + 20 * (wrappedLines(layoutText(barLabel), barW - 36) - 1 + wrappedLines(layoutText(barDetail), barW - 36) - 1);
  const outsideY = hasUnderlay ? barY + barH + L.gapY : gridBottom;

  // Outside hosts: first those on the node network, then the internet edge and the hosts beyond.
  let cursor = 0;
  const tapAt = (id: string, centre: number) => {
    const x = Math.min(Math.max(centre - barX, 24), barW - 24);
    taps.push({ id, x, side: 'bottom' });
    return x + barX === centre;
  };
  for (const e of rs.externals.filter((x) => x.location === 'underlay')) {
    const id = clusterKey.external(e.ref);
    nodes.push({ id, type: 'external', position: { x: cursor, y: outsideY }, width: L.extW, height: L.extH, data: externalData(e) });
    if (hasUnderlay) {
      const straight = tapAt(`tap:${e.ref}`, cursor + L.extW / 2);
      edges.push({ id: `e:${e.ref}`, source: clusterKey.underlay, sourceHandle: `tap:${e.ref}`, target: id, targetHandle: 'top', type: straight ? 'straight' : 'smoothstep' });
    }
    cursor += L.extW + L.svcGap;
  }
  const beyond = rs.externals.filter((x) => x.location === 'internet');
  if (beyond.length) {
    const pillY = outsideY + (L.extH - L.internetH) / 2;
    nodes.push({ id: clusterKey.internet, type: 'internet', position: { x: cursor, y: pillY }, width: L.internetW, height: L.internetH, data: { kind: 'internet', label: layoutMsg('layout.internet', {}) } });
    if (hasUnderlay) {
      const straight = tapAt('tap:internet', cursor + L.internetW / 2);
      edges.push({ id: 'e:underlay:internet', source: clusterKey.underlay, sourceHandle: 'tap:internet', target: clusterKey.internet, targetHandle: 'top', type: straight ? 'straight' : 'smoothstep' });
    }
    cursor += L.internetW + L.svcGap;
    beyond.forEach((e, i) => {
      const id = clusterKey.external(e.ref);
      nodes.push({ id, type: 'external', position: { x: cursor, y: outsideY }, width: L.extW, height: L.extH, data: externalData(e) });
      // The first sits next to the edge; the others are reached below the row.
      edges.push(i === 0 ? { id: `e:${e.ref}`, source: clusterKey.internet, sourceHandle: 'right', target: id, targetHandle: 'left' } : { id: `e:${e.ref}`, source: clusterKey.internet, sourceHandle: 'bottom', target: id, targetHandle: 'bottom', type: 'smoothstep' });
      cursor += L.extW + L.svcGap;
    });
  }

  if (hasUnderlay) {
    nodes.push({
      id: clusterKey.underlay,
      type: 'underlay',
      position: { x: barX, y: barY },
      width: barW,
      height: barH,
      data: {
        kind: 'underlay',
        label: barLabel,
        detail: barDetail,
        width: barW,
        taps,
      },
    });
  }
  return { nodes, edges };
}

/** The backends line of a Service card, as ServiceCard words it: to size the card. */
export function backendsLine(d: { backends: number; backendNodes: number; affinity: boolean; external: string[] }): string {
  if (d.backends === 0) return '⚠ no backends';
  return `${d.backends} backend${d.backends === 1 ? '' : 's'}${d.backendNodes > 1 ? ` on ${d.backendNodes} nodes` : ''}${d.affinity ? ' · affinity ClientIP' : ''}${d.external.length ? ` · ${d.external.join(', ')}` : ''}`;
}

function externalData(e: Simulation['resolved']['externals'][number]): ClusterNodeData {
  return { kind: 'external', ref: e.ref, name: e.name, ip: formatIpv4(e.ip), listen: e.spec.listen, location: e.location };
}
