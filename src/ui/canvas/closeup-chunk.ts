// The port close-up's code in one lazy chunk (closeup-loader.tsx fetches it): its layout, the state
// it draws (port-view) and its React Flow nodes. The demo's first step does not need it.
import type { Node } from '@xyflow/react';
import type { Port } from '../../core/vfp/model';
import type { TraceEvent } from '../../core/trace/trace';
import { closeUp } from '../../state/port-view';
import { PORT_VIEW, portLayout } from './port-layout';

export { PortBand, PortEnd, PortRoom, PortSpine } from './nodes/PortNodes';

/** The close-up of `port` on `node` at `step` of the trace, as React Flow nodes. */
export const closeUpNodes = (events: readonly TraceEvent[], step: number, port: Port, node: string): Node[] => portLayout(closeUp(events, step, port, node, PORT_VIEW.radius)) as Node[];
