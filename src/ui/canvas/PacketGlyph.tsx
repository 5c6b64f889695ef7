// The packet on the canvas, and the path of the trace behind it. Web animations (player/motion.ts)
// move the card from place to place as the playhead moves, flashes the fields a step rewrote, wraps and unwraps the outer
// frame; the trace decides every one of those, the motion only shows it. With reduced motion (or
// the tests' instant mode) it jumps from step to step.
import { usePrinting } from './use-printing';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ViewportPortal, useReactFlow, useStore as useFlowStore, type ReactFlowState } from '@xyflow/react';
import { frameAt } from '../../state/frame';
import { motionOff } from '../../state/ui-store';
import { usePlayer, usePlayhead, useUi } from '../app-context';
import { afterPaint } from '../player/after-paint';
import { animateTo, EASE_CUBIC_IN_OUT, play, stopAnimations } from '../player/motion';
import { PacketCard } from '../player/PacketCard';
import { TracePath } from '../player/TracePath';
import { HOP_MS } from '../player/usePlayerLoop';
import { boxOfNode, useNodeBoxes, type Box } from '../player/useNodeBoxes';
import { canvasIdFor, portKey } from './place';
import { anchorOf, cardBox, pickSide, type Side } from './card-side';
import { followViewport } from './follow-camera';
import { boundsOf, CLOSE_UP_FLOOR, MIN_ZOOM, presenterCardPx, READABLE, ROOM_ZOOM } from './viewport';
import { cameraTakenSince, moveCamera } from './camera-move';
import { roomSide, roomViewport } from './room-camera';
import type { PortNodeData } from './port-layout';

/** The opacity of a rewritten field's amber layer (PacketCard's ::before), before its flash starts. */
const FLASH = '--flash';

/** The other elements the card could cover, beside `id`: not its own parents (the vSwitch round a
 * port) nor children. Flow coordinates. */
function othersThan(lookup: ReactFlowState['nodeLookup'], id: string): Box[] {
  const chain = (n: string | undefined): string[] => (n ? [n, ...chain(lookup.get(n)?.parentId)] : []);
  const mine = new Set(chain(id));
  const out: Box[] = [];
  for (const [nid, n] of lookup) {
    if (mine.has(nid) || chain(n.parentId).includes(id) || !n.measured.width || !n.measured.height) continue;
    out.push({ x: n.internals.positionAbsolute.x, y: n.internals.positionAbsolute.y, w: n.measured.width, h: n.measured.height });
  }
  return out;
}

/** The side of its element where the card covers no other element, among those where the drawing and
 * the card together still fit the canvas at this zoom (room as Follow keeps it, follow-camera.ts). */
function sideIn(s: ReactFlowState, box: Box, id: string, size: { w: number; h: number }, marginTop: number): Side {
  const others = othersThan(s.nodeLookup, id);
  const all = [box, ...others];
  const zoom = s.transform[2];
  const fits = (c: Box) => {
    const x0 = Math.min(c.x, ...all.map((b) => b.x));
    const x1 = Math.max(c.x + c.w, ...all.map((b) => b.x + b.w));
    const y0 = Math.min(c.y, ...all.map((b) => b.y));
    const y1 = Math.max(c.y + c.h, ...all.map((b) => b.y + b.h));
    return (x1 - x0) * zoom <= s.width - 2 * MARGIN.x && (y1 - y0) * zoom <= s.height - marginTop - MARGIN.bottom;
  };
  return pickSide(box, size, others, fits);
}

/** The card's size in flow units, as drawn (undefined until it is). Measured before paint when what
 * the card shows changes (`content`: the step's event, Presenter, close-up), then by a ResizeObserver:
 * measuring in an effect of every render forced a layout of the page on each render of the packet. */
function useCardSize(ref: React.RefObject<HTMLDivElement | null>, shown: boolean, content: readonly [unknown, boolean, boolean, boolean]) {
  const [size, setSize] = useState<{ w: number; h: number }>();
  useLayoutEffect(() => {
    const el = ref.current?.firstElementChild as HTMLElement | null | undefined;
    if (!el || !shown) return;
    const measure = () => {
      const w = el.offsetWidth;
      const h = el.offsetHeight;
      setSize((s) => (s?.w === w && s.h === h ? s : { w, h }));
    };
    measure();
    // Later changes of size (a font that loads) without a new step.
    const o = new ResizeObserver(measure);
    o.observe(el);
    return () => o.disconnect();
  }, [ref, shown, ...content]); // eslint-disable-line react-hooks/exhaustive-deps -- again only when the card shows something new
  return size;
}

/** After a view change the canvas fits itself on the next frame: look after that. */
const KEEP_IN_VIEW_DELAY = 80;
/** How long Follow's move takes. */
const FOLLOW_MS = 300;
/** Room kept around the card; at the top, below the band of the breadcrumb and zoom buttons, whose
 * drawn height (one row, or two when the breadcrumb wraps) comes from the canvas. */
const MARGIN = { x: 16, belowBand: 12, bottom: 16 };
/** Follow may zoom out this far (not in Presenter, which must show everything) to keep both in view;
 * further in the close-up, where a band and the card beside it are wider than a 1280×720 canvas
 * with both panels open, and a band cut on its left loses the layer's name (issue 17). */
const MIN_FOLLOW_ZOOM = READABLE.floor;
/** About the width on screen of Presenter's narrow card (its widest line, `10.127.130.11:41256`, at
 * 18 px), and the room between a band and the card beside it (card-side.ts's GAP.x). */
const NARROW_CARD_PX = 240;
const CARD_GAP_X = 14;

/** How far down the close-up's band `id` what the step lit in it is (port-layout.ts's bandFocus). */
const focusOf = (s: ReactFlowState, id: string) => {
  const d = s.nodeLookup.get(id)?.data as PortNodeData | undefined;
  return d?.kind === 'band' ? d.focus : undefined;
};

/** What Presenter's close-up must show of a node besides its card (room-camera.ts's `must`), first
 * first: the load balancer's hash (the step's point, drawn at the band's bottom), the lit rule, the
 * flow cache's arc, as flow boxes. Measured against the node's own box on screen, so a camera move
 * still playing does not skew them. Once per step. */
const MUST_SHOW = ['[data-testid="band-lb-hash"]', '[data-winner="true"]', '[data-testid="flow-cache-arc"]'];
function mustShow(root: Element | null | undefined, id: string, box: Box | undefined): Box[] {
  const host = root?.querySelector(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
  if (!host || !box) return [];
  const r0 = host.getBoundingClientRect();
  if (r0.width <= 0 || r0.height <= 0) return [];
  const k = box.w / r0.width;
  return MUST_SHOW.flatMap((q) => [...host.querySelectorAll(q)]).map((e) => {
    const r = e.getBoundingClientRect();
    return { x: box.x + (r.left - r0.left) * k, y: box.y + (r.top - r0.top) * k, w: r.width * k, h: r.height * k };
  });
}

/** `top`: the canvas's room at the top (px), below the band over it. */
export function PacketGlyph({ top }: { top: number }) {
  return (
    <>
      <TracePath />
      <Packet top={top} />
    </>
  );
}

function Packet({ top }: { top: number }) {
  const marginTop = top + MARGIN.belowBand;
  const trace = usePlayer((s) => s.result?.trace);
  const step = usePlayhead((s) => s.step);
  const speed = usePlayhead((s) => s.speed);
  const view = useUi((s) => s.view);
  const still = useUi(motionOff);
  const presenter = useUi((s) => s.presenter);
  const follow = useUi((s) => s.follow);
  const closeUp = view.kind === 'port';
  /** Presenter's close-up, read from the back of a room at ROOM_ZOOM (room-camera.ts). */
  const room = presenter && closeUp;
  // Presenter's card is read from the back of the room at any zoom: its size follows the zoom (only
  // there: elsewhere a zoom never re-renders the packet).
  const cardPx = useFlowStore((s) => (presenter ? presenterCardPx(s.transform[2], closeUp ? 1 : 16) : 16));
  const frame = useMemo(() => frameAt(trace, step), [trace, step]);
  const ev = frame.event;
  const id = ev ? canvasIdFor(view, ev.at, ev.kind) : undefined;
  const [box] = useNodeBoxes(id ? [id] : []);
  const ref = useRef<HTMLDivElement>(null);
  const paneW = useFlowStore((s) => s.width);
  const paneH = useFlowStore((s) => s.height);
  // Where the canvas leaves a narrow card room beside a band at ROOM_ZOOM (1280×720, not 1024×768),
  // the card is drawn narrow (PacketCard's `narrow`: old values over new ones) to ride there; else
  // it goes above or below the band, where its usual shape is the shorter.
  const narrow = room && !!box && paneW - 2 * MARGIN.x - (box.w + CARD_GAP_X) * ROOM_ZOOM >= NARROW_CARD_PX;
  // The close-up puts the card on the right: no size to measure there (a measure forces a layout of
  // the page at every step), but in Presenter, where a band may leave it no room there.
  const size = useCardSize(ref, !!(ev && box) && (!closeUp || room), [ev, presenter, closeUp, narrow]);
  // The card at ROOM_ZOOM, where Presenter's close-up shows it (its text is ROOM_PX on screen there).
  const roomCard = room && size ? { w: (size.w * presenterCardPx(ROOM_ZOOM, 1)) / cardPx, h: (size.h * presenterCardPx(ROOM_ZOOM, 1)) / cardPx } : undefined;
  const out = ev?.at.direction !== 'in';
  // Beside its element, where it covers nothing else (the close-up keeps its room on the right of the
  // bands). Chosen in the store's selector: the zoom and the node lookup change on every frame of a
  // zoom or a measure, and the packet re-renders only when the side does.
  const side: Side = useFlowStore((s) => (closeUp ? (roomCard && box && id ? roomSide(box, roomCard, ROOM_ZOOM, s.width - 2 * MARGIN.x, out, focusOf(s, id)) : 'right') : !box || !id || !size ? 'above' : sideIn(s, box, id, size, marginTop)));
  const target = box && anchorOf(box, side);
  const tx = target?.x;
  const ty = target?.y;
  const viewKey = view.kind === 'cluster' ? 'cluster' : view.kind === 'node' ? view.node : `${view.node}|${view.port}`;
  const placed = useRef<string | undefined>(undefined);
  const flow = useReactFlow();

  // Motion: glide to the new place; jump on a new view (its coordinates are another drawing).
  useEffect(() => {
    const el = ref.current;
    if (!el || tx === undefined || ty === undefined) return;
    const transform = `translate(${tx}px, ${ty}px)`;
    // The close-up places the card at once, as it always has (till issue 16 the card was mounted
    // anew there at every step, so it never glided): a glide there costs frames while the bands redraw.
    const jump = still || closeUp || placed.current !== viewKey;
    placed.current = viewKey;
    if (jump) {
      stopAnimations(el);
      el.style.transform = transform;
      return;
    }
    return afterPaint(() => {
      // From wherever an interrupted glide had brought it.
      stopAnimations(el, true);
      animateTo(el, { transform: el.style.transform || transform }, { transform }, { duration: (HOP_MS * 0.9) / speed, easing: EASE_CUBIC_IN_OUT });
    });
  }, [tx, ty, still, speed, viewKey, closeUp]);

  // The step's effects: rewritten fields flash amber; an outer frame closes in (encap) or falls away
  // (decap). Whatever an interrupted step left behind is cleared first, motion or not.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const all = (q: string) => [...el.querySelectorAll<HTMLElement>(q)];
    for (const x of all('[data-field], [data-wrap], [data-testid="packet-outer"], [data-unwrap]')) {
      stopAnimations(x);
      x.style.transform = x.style.opacity = '';
      x.style.removeProperty(FLASH);
    }
    if (still) return;
    const hop = HOP_MS / speed;
    // Until the frame that shows the step is painted, the effects hold their first state.
    for (const x of all('[data-flash]')) x.style.setProperty(FLASH, '1');
    for (const x of all('[data-wrap]')) Object.assign(x.style, { transform: 'scale(1.4)', opacity: '0' });
    return afterPaint(() => {
      for (const x of all('[data-flash]')) {
        x.style.removeProperty(FLASH);
        play(x, [{ opacity: 1 }, { opacity: 0 }], { duration: hop * 1.6, pseudoElement: '::before' });
      }
      for (const x of all('[data-wrap]')) animateTo(x, { transform: 'scale(1.4)', opacity: '0' }, { transform: 'scale(1)', opacity: '1' }, { duration: hop });
      for (const x of all('[data-unwrap]')) animateTo(x, { transform: 'scale(1)', opacity: '1' }, { transform: 'scale(1.5)', opacity: '0' }, { duration: hop * 1.2 });
    });
  }, [step, trace, still, speed]);

  // Following, and always in Presenter: when the card or its element leaves the visible canvas, pan
  // (or zoom out) just enough to bring both back; again when the canvas changes size. Not on paper:
  // a handout shows the whole drawing (Canvas fits it).
  const printing = usePrinting();
  // A zoom changes Presenter's card size; the room's camera does not move for that (a "Fit port" or
  // the user's zoom holds until the next step), Follow elsewhere does.
  const followPx = room ? 0 : cardPx;
  useEffect(() => {
    const el = ref.current?.firstElementChild as HTMLElement | null | undefined;
    if (!(follow || presenter) || printing || !el || tx === undefined || !id) return;
    // A flow-cache hit in the close-up: the one arc past every band is the point, keep it in view too.
    const ids = [id, ...(closeUp && ev?.kind === 'flow-hit' ? [portKey.spine] : [])];
    // From where the card is going (follow-camera.ts), so the pan runs beside its glide. React Flow
    // is already where a zoom into a view just opened ends (camera-move.ts plays the way there): the
    // move takes over from what the zoom shows by then.
    const planned = performance.now();
    const t = setTimeout(() => {
      const targets = ids.flatMap((nid) => boxOfNode(flow.getInternalNode(nid)) ?? []);
      const drawing = boundsOf(flow.getNodes().filter((n) => !n.parentId));
      if (!box || targets.length === 0 || !drawing) return;
      // The card's size as drawn (flow units: the viewport's scale is not in offsetWidth).
      const card = cardBox(box, { w: el.offsetWidth, h: el.offsetHeight }, side);
      const margin = { x: MARGIN.x, top: marginTop, bottom: MARGIN.bottom };
      if (room) {
        // A "Fit port" or zoom of the user's since this step began holds until the next step.
        if (cameraTakenSince(ref.current?.closest('.react-flow'), planned)) return;
        // At ROOM_ZOOM, band to band: the card, the lit rule and the hash (or the flow cache's arc)
        // on screen first, then the rest of the band.
        // The card's text as drawn now (the view may have been zoomed since this step began).
        const drawn = parseFloat(el.querySelector<HTMLElement>('[data-testid="packet-body"]')?.style.fontSize ?? '') || presenterCardPx(flow.getViewport().zoom, 1);
        const at = (z: number) => presenterCardPx(z, 1) / drawn;
        const roomCardBox = cardBox(box, { w: el.offsetWidth * at(ROOM_ZOOM), h: el.offsetHeight * at(ROOM_ZOOM) }, side);
        const must = ids.flatMap((nid) => mustShow(ref.current?.closest('.react-flow'), nid, boxOfNode(flow.getInternalNode(nid))));
        const to = roomViewport({ viewport: flow.getViewport(), canvas: { width: paneW, height: paneH }, margin, zoom: ROOM_ZOOM, card: roomCardBox, element: box, must, ahead: out ? 'down' : 'up' });
        if (to) moveCamera(ref.current?.closest('.react-flow'), flow.getViewport(), to, (v, o) => flow.setViewport(v, o), still ? 0 : FOLLOW_MS);
        return;
      }
      // Presenter's card keeps its size on screen: at another zoom its text is presenterCardPx's.
      const cardAt = presenter ? (z: number) => cardBox(box, { w: (el.offsetWidth * presenterCardPx(z)) / followPx, h: (el.offsetHeight * presenterCardPx(z)) / followPx }, side) : undefined;
      const to = followViewport({
        viewport: flow.getViewport(),
        canvas: { width: paneW, height: paneH },
        margin,
        card,
        targets,
        drawing,
        // Presenter never cuts them; elsewhere text stays readable and the card wins what room there is.
        floor: presenter ? MIN_ZOOM : closeUp ? CLOSE_UP_FLOOR : MIN_FOLLOW_ZOOM,
        keepLeftEdge: closeUp,
        cardAt,
      });
      if (to) moveCamera(ref.current?.closest('.react-flow'), flow.getViewport(), to, (v, o) => flow.setViewport(v, o), still ? 0 : FOLLOW_MS);
    }, KEEP_IN_VIEW_DELAY);
    return () => clearTimeout(t);
  }, [follow, presenter, printing, tx, ty, step, viewKey, flow, still, id, box, side, paneW, paneH, closeUp, ev?.kind, marginTop, followPx, room, out]);

  if (!ev || !target) return null;
  const verdict = ev.kind === 'drop' || ev.tone === 'block' ? (ev.leg === 'reply' ? trace?.reply?.verdict : trace?.request.verdict) : undefined;
  return (
    <ViewportPortal>
      {/* The offset from the anchor is the CSS `translate` property, composed with the `transform` d3
          moves: so the element's own box is where the card is seen (tests compare boxes). Not
          printed: over the whole drawing fitted to the sheet it covered titles (issue 33); the
          handout's step table says what the packet does at each step. */}
      <div ref={ref} className="pointer-events-none absolute left-0 top-0 z-50 print:hidden" style={{ translate: target.translate }} data-testid="packet" data-step={frame.step} data-leg={ev.leg} data-kind={ev.kind} data-outer={ev.packet.outer?.kind} data-dropped={ev.kind === 'drop' || ev.tone === 'block' || undefined}>
        <div>
          <PacketCard ev={ev} changed={frame.changed} verdict={verdict} presenter={presenter} before={frame.before} stacked={closeUp} presenterPx={cardPx} narrow={narrow} />
        </div>
      </div>
    </ViewportPortal>
  );
}
