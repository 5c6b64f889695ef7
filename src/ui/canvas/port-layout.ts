// The port close-up as React Flow nodes (issue 17): the vNIC end on top, one band per layer in OUT
// order, the vSwitch end at the bottom, and on the left the line the packet walks (down for OUT,
// up for IN) or, on a flow-cache hit, one arc past every band. The packet card rides on the right
// of its band, off that line. Heights depend on the port and the direction only, never on the
// step, so nothing moves under the packet while it plays.
import type { Node } from '@xyflow/react';
import type { Band, CloseUp } from '../../state/port-view';
import { portKey } from './place';
import { layoutMsg, type LayoutMsg } from './layout-words';
import { textPx } from './geometry';

export const PORT_VIEW = {
  spineW: 112,
  gap: 14,
  bandW: 600,
  /** Room on the right of the bands for the packet card, so that a fitted view keeps it on screen. */
  cardRoom: 330,
  endH: 56,
  headH: 26,
  ruleH: 48,
  foldH: 24,
  stopH: 22,
  /** The line of groups that do not apply, under the ones that do (chips, two a line). */
  skippedLineH: 24,
  lbH: 76,
  pad: 16,
  /** Rules drawn around the deciding one (the rest fold into "… N more"). */
  radius: 1,
} as const;
const V = PORT_VIEW;

export type PortNodeData =
  | { kind: 'end'; end: 'vnic' | 'switch'; title: LayoutMsg; detail: LayoutMsg; view: CloseUp }
  | { kind: 'band'; band: Band; view: CloseUp; focus?: number }
  | { kind: 'spine'; view: CloseUp }
  | { kind: 'room' };

/** A band's height from its rule counts (stable across steps: the fold is drawn at its largest). */
export function bandHeight(b: Band): number {
  const applying = b.groups.filter((g) => !g.skipped);
  const skipped = b.groups.length - applying.length;
  const rows = (n: number) => Math.min(n, 2 * V.radius + 1) * V.ruleH + (n > 2 * V.radius + 1 ? 2 * V.foldH : 0);
  const groupsH = Math.max(V.foldH, ...applying.map((g) => V.headH + Math.max(V.foldH, rows(g.total)) + V.stopH));
  // The title column (148 px): the layer's name, wrapped anywhere, then three lines.
  const labelH = (3 + Math.ceil(textPx(b.layer.name, true) / 148)) * 20;
  const skippedH = skipped ? Math.ceil(skipped / 2) * V.skippedLineH : 0;
  return V.pad + Math.max(labelH, groupsH + skippedH) + (b.lb ? V.lbH : 0);
}

/** How far down a band of height `h` what the step shows in it is: the load balancer's hash (at
 * its bottom) or the lit rule's row; undefined when it lit none. Presenter's card goes on the side
 * of the band nearer to it (room-camera.ts). */
export function bandFocus(b: Band, h: number): number | undefined {
  if (b.lb) return h - V.lbH / 2;
  // Below the band's border and padding, and the group's head.
  const top = 2 + V.pad / 2 + V.headH;
  for (const g of b.groups) {
    if (g.skipped) continue;
    let y = top;
    for (const s of g.slots) {
      if (s.kind === 'rule' && s.line.winner) return y + V.ruleH / 2;
      y += s.kind === 'rule' ? V.ruleH : V.foldH;
    }
  }
  return undefined;
}

const endTitle = (view: CloseUp, end: 'vnic' | 'switch'): { title: LayoutMsg; detail: LayoutMsg } => {
  if (end === 'switch') return { title: layoutMsg('layout.hyperVSwitch', {}), detail: view.port.kind === 'external' ? layoutMsg('layout.beyondExternal', {}) : layoutMsg('layout.otherPorts', {}) };
  const pod = view.port.owner?.startsWith('pod/') ? view.port.owner.replace(/^pod\/(default\/)?/, '') : undefined;
  const who = view.port.kind === 'external' ? layoutMsg('layout.theNic', {}) : view.port.kind === 'host' ? layoutMsg('layout.hostVnic', {}) : pod !== undefined ? layoutMsg('layout.podVnic', { pod }) : layoutMsg('layout.aVnic', {});
  return { title: view.port.kind === 'external' ? layoutMsg('layout.externalPort', {}) : who, detail: layoutMsg('layout.port', { name: view.port.friendlyName }) };
};

export function portLayout(view: CloseUp): Node<PortNodeData>[] {
  const x = V.spineW + V.gap;
  const nodes: Node<PortNodeData>[] = [];
  const end = (which: 'vnic' | 'switch', y: number): Node<PortNodeData> => ({
    id: which === 'vnic' ? portKey.vnic : portKey.switch,
    type: 'pvEnd',
    position: { x, y },
    width: V.bandW,
    height: V.endH,
    draggable: false,
    data: { kind: 'end', end: which, ...endTitle(view, which), view },
  });
  let y = 0;
  nodes.push(end('vnic', y));
  y += V.endH + V.gap;
  const top = y;
  for (const band of view.bands) {
    const h = bandHeight(band);
    nodes.push({ id: portKey.layer(band.layer.name), type: 'pvBand', position: { x, y }, width: V.bandW, height: h, draggable: false, data: { kind: 'band', band, view, focus: bandFocus(band, h) } });
    y += h + V.gap;
  }
  if (view.bands.length === 0) y += 40;
  nodes.push(end('switch', y));
  nodes.push({ id: 'pv:room', type: 'pvRoom', position: { x: x + V.bandW + V.gap, y: 0 }, width: V.cardRoom, height: 10, draggable: false, selectable: false, data: { kind: 'room' } });
  nodes.push({ id: portKey.spine, type: 'pvSpine', position: { x: 0, y: top - V.gap }, width: V.spineW, height: y - top + V.gap, draggable: false, selectable: false, data: { kind: 'spine', view } });
  // Drawn at exactly their size: said up front, a node the step redraws keeps its box in React Flow
  // (a node without `measured` is hidden and measured again, and the packet card beside it, which
  // needs that box, was unmounted and mounted anew at every step: no glide, a new card each time).
  return nodes.map((n) => ({ ...n, measured: { width: n.width, height: n.height } }));
}
