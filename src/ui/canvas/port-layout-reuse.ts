// The close-up's nodes from one step to the next (issue 16): a node whose drawing the step did not
// change is handed back as the same object, so React Flow adopts nothing new and its card does not
// render again. Without this every band, end and the spine were new objects at every step (a new
// `view`), and each step re-rendered the whole close-up.
import type { Node } from '@xyflow/react';
import type { PortNodeData } from './port-layout';
import { layoutText } from './layout-words';

/** What of a close-up node the step decides: two nodes of the same port and trace with the same key
 * draw the same thing. Within one pass a band's content follows from its state and its event (the
 * rest is the port's); the pass itself is named by its first and last event. */
function stepKey(d: PortNodeData): string {
  if (d.kind === 'room') return 'room';
  const v = d.view;
  const pass = v.pass ? `${v.pass.first}-${v.pass.last}` : 'none';
  const head = `${d.kind}|${pass}|${v.direction}`;
  if (d.kind === 'band') return `${head}|${d.band.state}|${d.band.index ?? ''}|${d.band.current}`;
  if (d.kind === 'spine') return `${head}|${v.flowHit ? v.flowHit.current : ''}`;
  return `${head}|${d.end}|${layoutText(d.title)}|${layoutText(d.detail)}`;
}

const sameNode = (a: Node<PortNodeData>, b: Node<PortNodeData>) =>
  a.type === b.type && a.position.x === b.position.x && a.position.y === b.position.y && a.width === b.width && a.height === b.height && stepKey(a.data) === stepKey(b.data);

/** `next`, with each node that draws as it did in `prev` (same id, place, size and step key) replaced
 * by its object from `prev`; `prev` itself when every node is unchanged. */
export function keepUnchanged(prev: readonly Node<PortNodeData>[], next: Node<PortNodeData>[]): Node<PortNodeData>[] {
  const before = new Map(prev.map((n) => [n.id, n]));
  let changed = prev.length !== next.length;
  const out = next.map((n, i) => {
    const old = before.get(n.id);
    if (old && sameNode(old, n)) {
      if (prev[i] !== old) changed = true;
      return old;
    }
    changed = true;
    return n;
  });
  return changed ? out : (prev as Node<PortNodeData>[]);
}
