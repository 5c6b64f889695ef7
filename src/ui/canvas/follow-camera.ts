// Follow's camera: where the viewport goes so that the packet card and the element it is at are both
// on the canvas. Pure geometry in flow coordinates, from where the card is going rather than where
// its glide has got to: the pan then runs beside the glide, not a step behind it (issue 16: at 1×
// the pan came 450 ms into a 500 ms step, and the card was off screen for most of the walk).
import type { Box } from '../player/useNodeBoxes';
import type { Box as Bounds, Viewport } from './viewport';

export interface Follow {
  /** Where the view is now. */
  viewport: Viewport;
  /** The canvas's size (px). */
  canvas: { width: number; height: number };
  /** Room kept free inside the canvas (px); `top` is below the band over the canvas. */
  margin: { x: number; top: number; bottom: number };
  /** The card, where it is going. */
  card: Box;
  /** The element the packet is at first, then any other that must show with it. */
  targets: readonly Box[];
  /** The whole drawing (its top-level elements, viewport.ts's boundsOf). */
  drawing: Bounds;
  /** Follow zooms out no further than this to fit card and element. */
  floor: number;
  /** The port close-up: its bands start with the layer's name, so when even a band and its card
   * cannot both be shown (a phone), the drawing's left edge stays on screen. */
  keepLeftEdge: boolean;
  /** Where the card would be at another zoom, when its size follows the zoom (Presenter draws it the
   * same size on screen at any zoom): a zoom out does not make it smaller on screen. */
  cardAt?: (zoom: number) => Box;
}

const union = (boxes: readonly Box[]): Box => {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  return { x: x0, y: y0, w: Math.max(...boxes.map((b) => b.x + b.w)) - x0, h: Math.max(...boxes.map((b) => b.y + b.h)) - y0 };
};

/** The viewport that brings card and targets onto the canvas, with the drawing as near its centre as
 * that allows; undefined when they are there already. A pan when they fit at this zoom, else a zoom
 * out down to `floor`. */
export function followViewport(f: Follow): Viewport | undefined {
  const { viewport: v, canvas, margin, card } = f;
  const u = union([card, ...f.targets]);
  // At least a pixel: a canvas shorter than its margins (a wrapped band on a small screen) must not
  // ask for a zoom of 0.
  const room = { x: margin.x, y: margin.top, w: Math.max(1, canvas.width - 2 * margin.x), h: Math.max(1, canvas.height - margin.top - margin.bottom) };
  const onScreen = (lo: number, size: number, start: number, roomSize: number, offset: number) => lo * v.zoom + offset >= start - 0.5 && (lo + size) * v.zoom + offset <= start + roomSize + 0.5;
  if (onScreen(u.x, u.w, room.x, room.w, v.x) && onScreen(u.y, u.h, room.y, room.h, v.y)) return undefined;
  const fitOf = (b: Box) => Math.min(v.zoom, Math.max(f.floor, Math.min(room.w / b.w, room.h / b.h)));
  let zoom = fitOf(u);
  // A card drawn the same size on screen takes more of the drawing as the view zooms out: the zoom
  // where card and targets fit is where this settles (it only goes down, to `floor` at least).
  for (let i = 0; f.cardAt && i < 16; i++) {
    const next = fitOf(union([f.cardAt(zoom), ...f.targets]));
    if (Math.abs(next - zoom) < 1e-4) break;
    zoom = next;
  }
  if (f.cardAt) {
    const c = f.cardAt(zoom);
    return place({ ...f, card: c }, union([c, ...f.targets]), room, zoom);
  }
  return place(f, u, room, zoom);
}

/** The viewport at `zoom` that brings `u` (card and targets) into `room`, as followViewport says. */
function place(f: Follow, u: Box, room: Box, zoom: number): Viewport {
  const { card, drawing } = f;
  // Per axis: when the union fits, the whole drawing centred, moved just enough to bring the union
  // in (so as much of the rest stays on screen); else the card inside with as much of the element as fits.
  const axis = (lo: number, size: number, cardLo: number, cardSize: number, start: number, roomSize: number, drawLo: number, drawSize: number) => {
    if (size * zoom <= roomSize) {
      const centred = start + (roomSize - drawSize * zoom) / 2 - drawLo * zoom;
      return Math.max(start - lo * zoom, Math.min(start + roomSize - (lo + size) * zoom, centred));
    }
    const centred = start + (roomSize - size * zoom) / 2 - lo * zoom;
    return Math.max(start - cardLo * zoom, Math.min(start + roomSize - (cardLo + cardSize) * zoom, centred));
  };
  const first = f.targets[0];
  const narrow = f.keepLeftEdge && !!first && union([card, first]).w * zoom > room.w;
  const x = narrow ? room.x - drawing.x * zoom : axis(u.x, u.w, card.x, card.w, room.x, room.w, drawing.x, drawing.width);
  const y = axis(u.y, u.h, card.y, card.h, room.y, room.h, drawing.y, drawing.height);
  return { x, y, zoom };
}
