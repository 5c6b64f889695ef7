// Which canvas element stands for a trace event's place, in each view. Canvas node ids are these
// keys, so the packet glyph and the path highlight can find them.
import type { Place, TraceEvent } from '../../core/trace/trace';
import type { View } from '../../state/ui-store';

export const clusterKey = {
  node: (name: string) => `node:${name}`,
  service: (ref: string) => `svc:${ref}`,
  external: (ref: string) => `ext:${ref}`,
  underlay: 'underlay',
  internet: 'internet',
};

export const nodeKey = {
  compartment: (id: string) => `comp:${id}`,
  port: (id: string) => `port:${id}`,
  /** The Hyper-V vSwitch, or a Linux node's bridge: the switch of either mental model. */
  vswitch: 'vswitch',
  nic: 'nic',
  underlay: 'underlay',
};

/** The port close-up: its two ends and one band per layer. */
export const portKey = {
  vnic: 'pv:vnic',
  switch: 'pv:switch',
  layer: (name: string) => `pv:layer:${name}`,
  /** The line the packet walks along (slow path) or the arc of a flow-cache hit. */
  spine: 'pv:spine',
};

/** In a port close-up: the band or end where an event happens (the kind tells a flow-cache hit,
 * drawn at the far end, from a port entry, drawn at the near one). */
function closeUpIdFor(view: Extract<View, { kind: 'port' }>, at: Place, kind?: TraceEvent['kind']): string | undefined {
  if (at.node !== view.node) return undefined;
  if (at.place === 'switch') return portKey.switch;
  if (at.port !== view.port) return undefined;
  if (at.layer) return portKey.layer(at.layer);
  if (kind === 'hairpin') return portKey.vnic;
  const out = at.direction === 'out';
  if (kind === 'flow-hit') return out ? portKey.switch : portKey.vnic;
  return out ? portKey.vnic : portKey.switch;
}

/** The canvas node id for a place, or undefined when the place is not drawn in this view. */
export function canvasIdFor(view: View, at: Place, kind?: TraceEvent['kind']): string | undefined {
  if (view.kind === 'port') return closeUpIdFor(view, at, kind);
  if (view.kind === 'cluster') {
    if (at.place === 'wire') return at.link?.includes('internet') ? clusterKey.internet : clusterKey.underlay;
    if (at.node.startsWith('external/')) return clusterKey.external(at.node);
    return clusterKey.node(at.node);
  }
  // The wire is drawn below the node: a hop on it shows there when it leaves or reaches this node.
  // A place on another node is not drawn here at all (the packet is not on this node).
  if (at.place === 'wire') return at.link?.split(' → ').includes(view.node) ? nodeKey.underlay : undefined;
  if (at.node !== view.node) return undefined;
  switch (at.place) {
    case 'port':
      return at.port ? nodeKey.port(at.port) : nodeKey.vswitch;
    case 'switch':
      return nodeKey.vswitch;
    case 'compartment':
      return at.compartment ? nodeKey.compartment(at.compartment) : undefined;
  }
}

/** Where the packet is when the open view does not draw its place: the node to open, or the cluster. */
export function elsewhere(view: View, at: Place, kind?: TraceEvent['kind']): View | undefined {
  if (view.kind === 'port') {
    if (canvasIdFor(view, at, kind) !== undefined) return undefined;
    if (at.place === 'wire') return at.link?.split(' → ').includes(view.node) ? { kind: 'node', node: view.node } : { kind: 'cluster' };
    return at.node.startsWith('external/') ? { kind: 'cluster' } : { kind: 'node', node: at.node };
  }
  // A place of this very node that has no element of its own (a verdict of the loop guard): nowhere else to go.
  if (view.kind === 'cluster' || canvasIdFor(view, at) !== undefined || at.node === view.node) return undefined;
  return at.place === 'wire' || at.node.startsWith('external/') ? { kind: 'cluster' } : { kind: 'node', node: at.node };
}
