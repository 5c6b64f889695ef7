// Where canvas elements are drawn (flow coordinates), read from React Flow's store. The selector
// returns plain numbers compared by value, so panning and zooming never re-render the overlays.
import { useStore as useFlowStore, type InternalNode, type ReactFlowState } from '@xyflow/react';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A drawn node's box; undefined until it is measured. */
export function boxOfNode(n: InternalNode | undefined): Box | undefined {
  if (!n?.measured.width || !n.measured.height) return undefined;
  return { x: n.internals.positionAbsolute.x, y: n.internals.positionAbsolute.y, w: n.measured.width, h: n.measured.height };
}

const boxOf = (s: ReactFlowState, id: string) => boxOfNode(s.nodeLookup.get(id));

const sameBoxes = (a: (Box | undefined)[], b: (Box | undefined)[]) =>
  a.length === b.length && a.every((x, i) => x?.x === b[i]?.x && x?.y === b[i]?.y && x?.w === b[i]?.w && x?.h === b[i]?.h);

export function useNodeBoxes(ids: readonly string[]): (Box | undefined)[] {
  return useFlowStore((s) => ids.map((id) => boxOf(s, id)), sameBoxes);
}
