// The port close-up's code in one lazy chunk (closeup-loader.tsx fetches it): its layout, the state
// it draws (port-view) and its React Flow nodes. The demo's first step does not need it.
import type { Node } from '@xyflow/react';
import type { Port } from '../../core/vfp/model';
import type { TraceEvent } from '../../core/trace/trace';
import { closeUp } from '../../state/port-view';
import { PORT_VIEW, portLayout, type PortNodeData } from './port-layout';
import { keepUnchanged } from './port-layout-reuse';

export { PortBand, PortEnd, PortRoom, PortSpine } from './nodes/PortNodes';

/** The last nodes drawn per port, for the same trace: a step hands back the nodes it did not change. */
const last = new WeakMap<Port, { events: readonly TraceEvent[]; node: string; nodes: Node<PortNodeData>[] }>();

/** The close-up of `port` on `node` at `step` of the trace, as React Flow nodes. */
export function closeUpNodes(events: readonly TraceEvent[], step: number, port: Port, node: string): Node[] {
  const next = portLayout(closeUp(events, step, port, node, PORT_VIEW.radius));
  const before = last.get(port);
  const nodes = before && before.events === events && before.node === node ? keepUnchanged(before.nodes, next) : next;
  last.set(port, { events, node, nodes });
  return nodes as Node[];
}
