// The default viewport of a view: fit it when it fits at a zoom still worth reading, otherwise show
// its start (top left) at 1 (the port close-up: at its floor), leaving the rest to panning. React
// Flow's own fitView would shrink a big cluster to 9 px text in a 620 px wide canvas.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** Room kept free around the content. The top is at least this, and more when the band of the
 * breadcrumb and zoom buttons over the canvas is drawn taller (Canvas measures it). */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
export const CANVAS_PADDING: Readonly<Padding> = { top: 44, right: 16, bottom: 8, left: 16 };

/** Zooms of the default viewport: card text is 14 px at 1. A view that does not fit at 1 is shrunk
 * to fit down to `floor` (issue 17: every built-in fits 1280×720 with both panels open; the
 * widest, gke-hybrid, fits at about 0.78); one that would need less stays at 1, to be panned. */
export const READABLE = { floor: 0.75, ceil: 1 } as const;
/** Presenter enlarges up to 1.3× but never cuts a view (issue 17: it cut 4 of a node's 11 boxes at
 * 1280×720); the packet is then kept in view by PacketGlyph. */
export const PRESENTER = { floor: 0.75, ceil: 1.3 } as const;
/** The port close-up fits its bands with the packet card's room beside them (port-layout's
 * `cardRoom`) down to this zoom, the least at which Follow keeps a band and its card in view: at
 * 0.75 the 1,070 px drawing does not fit a 740 px canvas, the view stayed at 1 and the card, right
 * of the band, was off screen at every step. */
export const CLOSE_UP_FLOOR = 0.6;

/** The least zoom the canvas allows (React Flow's minZoom), Follow's floor in Presenter too. */
export const MIN_ZOOM = 0.2;

/** How long the zoom between two levels (cluster, node, close-up) takes. */
export const ZOOM_MS = 450;

/** The zooms of a view's default viewport: fitted between `floor` and `ceil`; one that does not fit
 * at `floor` is shown at `tooBig` from its start (1 when not said: a cluster is panned at a readable
 * size). The close-up is shown at its floor then, so that its bands and the card beside them are as
 * much on screen as they can be. */
export interface Zooms {
  floor: number;
  ceil: number;
  tooBig?: number;
}

export function zoomsFor(closeUp: boolean, presenter: boolean): Zooms {
  if (closeUp && presenter) return { floor: ROOM_ZOOM, ceil: ROOM_ZOOM, tooBig: ROOM_ZOOM };
  const zooms = presenter ? PRESENTER : READABLE;
  return closeUp ? { ...zooms, floor: CLOSE_UP_FLOOR, tooBig: CLOSE_UP_FLOOR } : zooms;
}

/** Readable from the back of a room (issue 33 item 1): what Presenter draws to be read, on screen. */
export const ROOM_PX = 18;
/** The smallest type of the close-up's bands in Presenter (its 11 px marks are drawn at 12 there,
 * index.css), and the zoom that shows it at ROOM_PX: Presenter's close-up stays at that zoom and
 * moves with the packet (room-camera.ts). A 600 px band is then 900 px on screen. */
export const ROOM_TYPE_PX = 12;
export const ROOM_ZOOM = ROOM_PX / ROOM_TYPE_PX;

/** The packet card's text size in Presenter at `zoom`: ROOM_PX on screen, never under `least` px
 * drawn (16, the card's size elsewhere; the close-up, at ROOM_ZOOM, draws it at exactly ROOM_PX). */
export const presenterCardPx = (zoom: number, least = 16) => Math.max(least, Math.ceil(ROOM_PX / Math.max(zoom, 0.05)));

/** A printed handout shows the whole drawing in its box, however small that makes it: paper is read
 * up close, and a cut picture is worse than a small one. */
export const PRINT = { floor: 0.05, ceil: 1 } as const;
/** The drawing's box on paper (App.tsx's print:w-[17cm] print:h-[11cm]): fixed, because the fit is
 * made before the browser lays the page out at the paper's width, which no resize reports (fitted
 * to the screen's width, the picture came out cut on an A4 sheet). 17 cm fits A4 and Letter. */
export const PRINT_SIZE = { width: (17 / 2.54) * 96, height: (11 / 2.54) * 96 } as const;
/** In print there is no band over the canvas (it is not printed). */
export const PRINT_PADDING: Readonly<Padding> = { top: 8, right: 8, bottom: 8, left: 8 };

/** The box round `items` (their positions, and their sizes as measured or else as declared). */
export function boundsOf(items: readonly { position: { x: number; y: number }; width?: number; height?: number; measured?: { width?: number; height?: number } }[]): Box | undefined {
  if (items.length === 0) return undefined;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of items) {
    x0 = Math.min(x0, n.position.x);
    y0 = Math.min(y0, n.position.y);
    x1 = Math.max(x1, n.position.x + (n.measured?.width ?? n.width ?? 0));
    y1 = Math.max(y1, n.position.y + (n.measured?.height ?? n.height ?? 0));
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export function readableViewport(content: Box, canvas: { width: number; height: number }, zoom: Zooms, pad: Readonly<Padding> = CANVAS_PADDING): Viewport {
  const roomW = Math.max(1, canvas.width - pad.left - pad.right);
  const roomH = Math.max(1, canvas.height - pad.top - pad.bottom);
  const fit = Math.min(roomW / Math.max(1, content.width), roomH / Math.max(1, content.height));
  const z = fit >= zoom.floor ? Math.min(zoom.ceil, fit) : Math.min(zoom.ceil, zoom.tooBig ?? Math.max(zoom.floor, 1));
  // Each axis: centred when the content fits, else anchored at its start.
  const axis = (room: number, start: number, size: number, origin: number) => (size * z <= room ? start + (room - size * z) / 2 - origin * z : start - origin * z);
  return { x: axis(roomW, pad.left, content.width, content.x), y: axis(roomH, pad.top, content.height, content.y), zoom: z };
}

/** Where a refit puts a view whose drawing changed size while it stayed open (the close-up's current
 * band grows and shrinks step by step). At the same zoom, the pan Follow made away from the last fit
 * (`current` − `before`) is kept: the plain fit undid it, and the card it had brought in was off the
 * canvas until Follow's next move, which a busy step (a panel's chunk loading) held past the step's
 * end (issue 33). A change of zoom is a new fit. */
export function refitKeepingPan(before: Viewport, target: Viewport, current: Viewport): Viewport {
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-3;
  if (!same(before.zoom, target.zoom) || !same(current.zoom, target.zoom)) return target;
  return { x: target.x + current.x - before.x, y: target.y + current.y - before.y, zoom: target.zoom };
}
