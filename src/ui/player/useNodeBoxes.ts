// Where canvas elements are drawn (flow coordinates), read from React Flow's store. The selector
// returns plain numbers compared by value, so panning and zooming never re-render the overlays.
import { useStore as useFlowStore, type ReactFlowState } from '@xyflow/react';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function boxOf(s: ReactFlowState, id: string): Box | undefined {
  const n = s.nodeLookup.get(id);
  if (!n?.measured.width || !n.measured.height) return undefined;
  return { x: n.internals.positionAbsolute.x, y: n.internals.positionAbsolute.y, w: n.measured.width, h: n.measured.height };
}

const sameBoxes = (a: (Box | undefined)[], b: (Box | undefined)[]) =>
  a.length === b.length && a.every((x, i) => x?.x === b[i]?.x && x?.y === b[i]?.y && x?.w === b[i]?.w && x?.h === b[i]?.h);

export function useNodeBoxes(ids: readonly string[]): (Box | undefined)[] {
  return useFlowStore((s) => ids.map((id) => boxOf(s, id)), sameBoxes);
}
