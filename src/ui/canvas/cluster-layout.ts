// The cluster view: Services on top, nodes in a row, the underlay (L2 segment or VPC) under them,
// the internet edge and outside hosts to the right. Positions come from the data, so the view
// reads the same for every scenario; positions the user drags are kept by the canvas.
import type { Edge, Node } from '@xyflow/react';
import { formatIpv4, formatPrefix } from '../../core/net/ip';
import type { Simulation } from '../../cluster/simulation';
import { clusterKey } from './place';

export interface PodChip {
  ref: string;
  name: string;
  namespace: string;
  ip: string;
  listen: string[];
}

export type ClusterNodeData =
  | { kind: 'k8s-node'; name: string; os: 'windows' | 'linux'; ip: string; podCidr: string; mode: string; pods: PodChip[] }
  | { kind: 'service'; ref: string; name: string; type: string; vip: string; ports: string[]; backends: number; affinity: boolean }
  | { kind: 'underlay'; label: string; detail: string; width: number }
  | { kind: 'internet'; label: string }
  | { kind: 'external'; ref: string; name: string; ip: string; listen: string[]; location: 'underlay' | 'internet' };

export const NODE_W = 260;
const GAP = 60;

export function podChips(sim: Simulation, node: string): PodChip[] {
  return sim.resolved.pods
    .filter((p) => p.node.name === node)
    .map((p) => ({ ref: p.ref, name: p.name, namespace: p.namespace, ip: formatIpv4(p.ip), listen: p.spec.listen }));
}

export function clusterLayout(sim: Simulation): { nodes: Node<ClusterNodeData>[]; edges: Edge[] } {
  const rs = sim.resolved;
  const c = rs.scenario.cluster;
  const nodes: Node<ClusterNodeData>[] = [];
  const edges: Edge[] = [];
  const svcY = 0;
  const nodeY = rs.services.length ? 150 : 0;
  let maxPods = 0;
  rs.nodes.forEach((n, i) => {
    const pods = podChips(sim, n.name);
    maxPods = Math.max(maxPods, pods.length);
    nodes.push({
      id: clusterKey.node(n.name),
      type: 'k8sNode',
      position: { x: i * (NODE_W + GAP), y: nodeY },
      data: { kind: 'k8s-node', name: n.name, os: n.os, ip: formatIpv4(n.ip), podCidr: formatPrefix(n.podCidr), mode: n.os === 'windows' ? (rs.overlay ? 'Overlay (VXLAN)' : 'L2Bridge') : c.underlay.kind === 'vpc' ? 'Dataplane V2 (eBPF)' : 'bridge + iptables', pods },
    });
  });
  const width = Math.max(1, rs.nodes.length) * (NODE_W + GAP) - GAP;
  rs.services.forEach((s, i) => {
    nodes.push({
      id: clusterKey.service(s.ref),
      type: 'service',
      position: { x: i * 230, y: svcY },
      data: {
        kind: 'service',
        ref: s.ref,
        name: `${s.namespace === 'default' ? '' : `${s.namespace}/`}${s.name}`,
        type: s.spec.type,
        vip: formatIpv4(s.clusterIP),
        ports: s.ports.map((p) => `${p.port}${p.nodePort ? `:${p.nodePort}` : ''}/${p.protocol}`),
        backends: s.endpoints.length,
        affinity: s.spec.sessionAffinity === 'ClientIP',
      },
    });
    const nodesWithBackends = new Set(s.endpoints.map((p) => p.node.name));
    for (const n of nodesWithBackends) edges.push({ id: `e:${s.ref}:${n}`, source: clusterKey.service(s.ref), target: clusterKey.node(n), className: 'service-edge', animated: false, style: { strokeDasharray: '4 4' } });
  });
  const underlayY = nodeY + 130 + maxPods * 30 + 60;
  nodes.push({
    id: clusterKey.underlay,
    type: 'underlay',
    position: { x: 0, y: underlayY },
    data: {
      kind: 'underlay',
      label: c.underlay.kind === 'vpc' ? `VPC ${c.nodeSubnet}` : `Node network ${c.nodeSubnet} (L2)`,
      detail: `gateway ${formatIpv4(sim.world.underlay.gateway)} · MTU ${c.underlay.mtu}${c.underlay.kind === 'vpc' ? ' · alias IP ranges routed to nodes' : ''}`,
      width: Math.max(width, 400),
    },
  });
  for (const n of rs.nodes) edges.push({ id: `e:${n.name}:underlay`, source: clusterKey.node(n.name), target: clusterKey.underlay });
  const ext = rs.externals;
  const right = Math.max(width, 400) + GAP;
  const internetExts = ext.filter((e) => e.location === 'internet');
  if (internetExts.length) {
    nodes.push({ id: clusterKey.internet, type: 'internet', position: { x: right, y: underlayY - 10 }, data: { kind: 'internet', label: 'Internet edge' } });
    edges.push({ id: 'e:underlay:internet', source: clusterKey.underlay, target: clusterKey.internet, sourceHandle: 'right' });
  }
  ext.forEach((e, i) => {
    const onInternet = e.location === 'internet';
    nodes.push({
      id: clusterKey.external(e.ref),
      type: 'external',
      position: onInternet ? { x: right + 10, y: underlayY - 140 - i * 110 } : { x: right + 200, y: underlayY + 90 + i * 100 },
      data: { kind: 'external', ref: e.ref, name: e.name, ip: formatIpv4(e.ip), listen: e.spec.listen, location: e.location },
    });
    edges.push({ id: `e:${e.ref}`, source: onInternet ? clusterKey.internet : clusterKey.underlay, target: clusterKey.external(e.ref), sourceHandle: onInternet ? undefined : 'right' });
  });
  return { nodes, edges };
}
