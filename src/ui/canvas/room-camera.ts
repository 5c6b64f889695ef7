// Presenter's camera in the port close-up (issue 33 item 1, readable from the back of a room): the
// view stays at ROOM_ZOOM, where the bands' smallest type is ROOM_PX on screen, and moves with the
// packet from band to band. A band is then most of a 1024×768 canvas's width, so the card goes right
// of it only where both fit, else above or below it, on the side of what the step lit in it. What does not fit is cut in this order: the band's rest, the lit rule and the hash
// (`must`), never the card. Pure geometry in flow coordinates, like follow-camera.ts.
import type { Box } from '../player/useNodeBoxes';
import { cardBox, type Side } from './card-side';
import type { Viewport } from './viewport';

/** The card's side at `zoom`: right of `element` when both fit the canvas's room (px), else above
 * or below, nearer to what the step shows in it (`focus`, how far down: the lit rule, the hash; at
 * 1280×720 a tall card above a band and the hash at its bottom are taller than the canvas), or
 * without one over the band the packet has left. */
export function roomSide(element: Box, card: { w: number; h: number }, zoom: number, roomWidth: number, out: boolean, focus?: number): Side {
  const right = cardBox(element, card, 'right');
  if ((right.x + right.w - element.x) * zoom <= roomWidth) return 'right';
  if (focus !== undefined) return focus > element.h / 2 ? 'below' : 'above';
  return out ? 'above' : 'below';
}

export interface RoomShot {
  /** Where the view is now. */
  viewport: Viewport;
  /** The canvas's size (px). */
  canvas: { width: number; height: number };
  /** Room kept free inside the canvas (px); `top` is below the band over the canvas. */
  margin: { x: number; top: number; bottom: number };
  zoom: number;
  /** The card, where it is at `zoom`. */
  card: Box;
  /** The band (or end) the packet is at: shown whole when it fits with the card. */
  element: Box;
  /** What must show with the card, first first: the lit rule, the hash, the flow cache's arc. */
  must: readonly Box[];
  /** Where the packet goes next on screen: down the bands on the way OUT, up on the way IN. */
  ahead: 'down' | 'up';
}

/** Of the height left over round a band that fits, the share kept behind it (the rest shows the
 * bands ahead): a move then brings the next bands in too, and the steps through them need none. */
const BEHIND = 0.15;

const union = (boxes: readonly Box[]): Box => {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  return { x: x0, y: y0, w: Math.max(...boxes.map((b) => b.x + b.w)) - x0, h: Math.max(...boxes.map((b) => b.y + b.h)) - y0 };
};

interface Span {
  lo: number;
  size: number;
}

/** One axis's offset: `preferred`, moved as little as keeps the items in the room (one larger than
 * the room keeps its start). */
function offset(preferred: number, items: readonly Span[], start: number, room: number, zoom: number): number {
  let lo = -Infinity;
  let hi = Infinity;
  for (const it of items) {
    // Its start no further left (up) than the room's, its end no further right (down).
    const first = start - it.lo * zoom;
    lo = Math.max(lo, first);
    hi = Math.min(hi, it.size * zoom <= room ? start + room - (it.lo + it.size) * zoom : first);
  }
  return Math.min(hi, Math.max(lo, preferred));
}

/** The card, then each of `must` in turn while they still fit the room together. */
function kept(card: Box, must: readonly Box[], room: { w: number; h: number }, zoom: number): Box[] {
  const out = [card];
  for (const b of must) {
    const u = union([...out, b]);
    if (u.w * zoom > room.w || u.h * zoom > room.h) break;
    out.push(b);
  }
  return out;
}

/** The viewport at the shot's zoom that shows the card, then `must`, then the element (whole when
 * it fits with them, most of the room's rest on the side the packet goes; else from its start: the
 * layer's name and first rows); undefined when the view is at that zoom and shows them already, so
 * that a band whose neighbour is on screen does not move the camera. */
export function roomViewport(r: RoomShot): Viewport | undefined {
  const { viewport: v, zoom: z } = r;
  const room = { x: r.margin.x, y: r.margin.top, w: Math.max(1, r.canvas.width - 2 * r.margin.x), h: Math.max(1, r.canvas.height - r.margin.top - r.margin.bottom) };
  const items = kept(r.card, r.must, room, z);
  const all = union([r.element, ...items]);
  const fitsW = all.w * z <= room.w;
  const fitsH = all.h * z <= room.h;

  const centred = (start: number, size: number, lo: number, extent: number) => start + (size - extent * z) / 2 - lo * z;
  const px = fitsW ? centred(room.x, room.w, all.x, all.w) : room.x - r.element.x * z;
  const behind = (room.h - all.h * z) * (r.ahead === 'down' ? BEHIND : 1 - BEHIND);
  const py = fitsH ? room.y + behind - all.y * z : room.y - r.element.y * z;
  const to = {
    x: offset(px, items.map((b) => ({ lo: b.x, size: b.w })), room.x, room.w, z),
    y: offset(py, items.map((b) => ({ lo: b.y, size: b.h })), room.y, room.h, z),
    zoom: z,
  };
  if (Math.abs(v.zoom - z) < 1e-3) {
    // Within a pixel: a box that fills the room exactly is there, whatever the rounding.
    const inside = (b: Box) => b.x * z + v.x >= room.x - 1 && (b.x + b.w) * z + v.x <= room.x + room.w + 1 && b.y * z + v.y >= room.y - 1 && (b.y + b.h) * z + v.y <= room.y + room.h + 1;
    const there = Math.abs(to.x - v.x) < 1 && Math.abs(to.y - v.y) < 1;
    if (there || (items.every(inside) && (!fitsW || !fitsH || inside(all)))) return undefined;
  }
  return to;
}
