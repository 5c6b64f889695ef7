// Which view Follow opens for a trace event (pure: tested without React).
import type { TraceEvent } from '../../core/trace/trace';
import type { View } from '../../state/ui-store';

const IN_VFP = new Set<TraceEvent['kind']>(['port', 'layer', 'flow-hit', 'hairpin']);

/** The view Follow opens for an event, or undefined to stay. On the wire a node view that draws
 * the hop (the link touches the node) stays; a close-up backs out to its node, or to the cluster. */
export function followView(e: TraceEvent, pin: 'cluster' | 'node' | undefined, hasPort: (node: string, port: string) => boolean, current: View = { kind: 'cluster' }): View | undefined {
  const at = e.at;
  if (at.place === 'wire') {
    if (current.kind === 'cluster') return undefined;
    return at.link?.split(' → ').includes(current.node) ? (current.kind === 'port' ? { kind: 'node', node: current.node } : undefined) : { kind: 'cluster' };
  }
  if (pin === 'cluster' || at.node.startsWith('external/')) return { kind: 'cluster' };
  if (!pin && IN_VFP.has(e.kind) && at.port && hasPort(at.node, at.port)) return { kind: 'port', node: at.node, port: at.port };
  return { kind: 'node', node: at.node };
}

export const sameView = (a: View, b: View) => a.kind === b.kind && (a.kind === 'cluster' || (a.node === (b as { node: string }).node && (a.kind !== 'port' || a.port === (b as { port: string }).port)));

