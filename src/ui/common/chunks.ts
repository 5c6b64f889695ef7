// The panels' chunks that are fetched ahead of use (warm-panels.ts): the components that show them
// and the warm-up share one Chunk each, so a component whose chunk is here renders at once.
import { chunk } from './chunk';

export const chunks = {
  tracePanel: chunk(() => import('../player/TracePanel')),
  inspector: chunk(() => import('../inspector/Inspector')),
  realNodePanel: chunk(() => import('../inspector/RealNodePanel')),
  portRules: chunk(() => import('../inspector/PortRules')),
  captureSection: chunk(() => import('../inspector/CaptureSection')),
  lbPanel: chunk(() => import('../inspector/LbPanel')),
  verdictPanel: chunk(() => import('../inspector/VerdictPanel')),
  fixPanel: chunk(() => import('../inspector/FixPanel')),
  handOver: chunk(() => import('../inspector/HandOver')),
};
