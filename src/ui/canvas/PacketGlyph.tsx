// The packet on the canvas, and the path of the trace behind it. Web animations (player/motion.ts)
// move the card from place to place as the playhead moves, flashes the fields a step rewrote, wraps and unwraps the outer
// frame; the trace decides every one of those, the motion only shows it. With reduced motion (or
// the tests' instant mode) it jumps from step to step.
import { useEffect, useRef } from 'react';
import { ViewportPortal, useReactFlow } from '@xyflow/react';
import { frameAt } from '../../state/frame';
import { motionOff } from '../../state/ui-store';
import { usePlayer, usePlayhead, useUi } from '../app-context';
import { afterPaint } from '../player/after-paint';
import { animateTo, EASE_CUBIC_IN_OUT, stopAnimations } from '../player/motion';
import { PacketCard } from '../player/PacketCard';
import { TracePath } from '../player/TracePath';
import { HOP_MS } from '../player/usePlayerLoop';
import { useNodeBoxes, type Box } from '../player/useNodeBoxes';
import { canvasIdFor } from './place';

const AMBER = 'rgb(252, 211, 77)';

/** The card rides just above the element it is at, so it never hides what the element says. */
const anchor = (b: Box) => ({ x: b.x + b.w / 2, y: b.y - 8 });

/** After a view change the canvas fits itself on the next frame: look after that. */
const KEEP_IN_VIEW_DELAY = 80;
/** Room kept around the card: the breadcrumb and the zoom buttons sit in the canvas's corners. */
const MARGIN = { x: 16, top: 56, bottom: 16 };

function keepInView(card: Element, pane: Element, flow: ReturnType<typeof useReactFlow>, still: boolean) {
  const c = card.getBoundingClientRect();
  const p = pane.getBoundingClientRect();
  const dx = c.left < p.left + MARGIN.x ? p.left + MARGIN.x - c.left : c.right > p.right - MARGIN.x ? Math.max(p.right - MARGIN.x - c.right, p.left + MARGIN.x - c.left) : 0;
  const dy = c.top < p.top + MARGIN.top ? p.top + MARGIN.top - c.top : c.bottom > p.bottom - MARGIN.bottom ? Math.max(p.bottom - MARGIN.bottom - c.bottom, p.top + MARGIN.top - c.top) : 0;
  if (!dx && !dy) return;
  const v = flow.getViewport();
  void flow.setViewport({ x: v.x + dx, y: v.y + dy, zoom: v.zoom }, { duration: still ? 0 : 300 });
}

export function PacketGlyph() {
  return (
    <>
      <TracePath />
      <Packet />
    </>
  );
}

function Packet() {
  const trace = usePlayer((s) => s.result?.trace);
  const step = usePlayhead((s) => s.step);
  const speed = usePlayhead((s) => s.speed);
  const view = useUi((s) => s.view);
  const still = useUi(motionOff);
  const presenter = useUi((s) => s.presenter);
  const follow = useUi((s) => s.follow);
  const frame = frameAt(trace, step);
  const ev = frame.event;
  const id = ev ? canvasIdFor(view, ev.at) : undefined;
  const [box] = useNodeBoxes(id ? [id] : []);
  const target = box && anchor(box);
  const tx = target?.x;
  const ty = target?.y;
  const ref = useRef<HTMLDivElement>(null);
  const viewKey = view.kind === 'cluster' ? 'cluster' : view.node;
  const placed = useRef<string | undefined>(undefined);
  const flow = useReactFlow();

  // Motion: glide to the new place; jump on a new view (its coordinates are another drawing).
  useEffect(() => {
    const el = ref.current;
    if (!el || tx === undefined || ty === undefined) return;
    const transform = `translate(${tx}px, ${ty}px)`;
    const jump = still || placed.current !== viewKey;
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
  }, [tx, ty, still, speed, viewKey]);

  // The step's effects: rewritten fields flash amber; an outer frame closes in (encap) or falls away
  // (decap). Whatever an interrupted step left behind is cleared first, motion or not.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const all = (q: string) => [...el.querySelectorAll<HTMLElement>(q)];
    for (const x of all('[data-field], [data-wrap], [data-testid="packet-outer"], [data-unwrap]')) {
      stopAnimations(x);
      x.style.backgroundColor = x.style.transform = x.style.opacity = '';
    }
    if (still) return;
    const hop = HOP_MS / speed;
    // Until the frame that shows the step is painted, the effects hold their first state.
    for (const x of all('[data-flash]')) x.style.backgroundColor = AMBER;
    for (const x of all('[data-wrap]')) Object.assign(x.style, { transform: 'scale(1.4)', opacity: '0' });
    return afterPaint(() => {
      for (const x of all('[data-flash]')) animateTo(x, { backgroundColor: AMBER }, { backgroundColor: 'rgba(252, 211, 77, 0)' }, { duration: hop * 1.6 });
      for (const x of all('[data-wrap]')) animateTo(x, { transform: 'scale(1.4)', opacity: '0' }, { transform: 'scale(1)', opacity: '1' }, { duration: hop });
      for (const x of all('[data-unwrap]')) animateTo(x, { transform: 'scale(1)', opacity: '1' }, { transform: 'scale(1.5)', opacity: '0' }, { duration: hop * 1.2 });
    });
  }, [step, trace, still, speed]);

  // Following: when the packet's card leaves the visible canvas, pan just enough to bring it back.
  useEffect(() => {
    const el = ref.current?.firstElementChild;
    const pane = ref.current?.closest('.react-flow');
    if (!follow || presenter || !el || !pane || tx === undefined) return;
    const t = setTimeout(() => keepInView(el, pane, flow, still), Math.max(KEEP_IN_VIEW_DELAY, still ? 0 : (HOP_MS * 0.9) / speed));
    return () => clearTimeout(t);
  }, [follow, presenter, tx, ty, step, viewKey, flow, still, speed]);

  // Presenter: keep the packet in the middle of the screen, close enough to read.
  useEffect(() => {
    if (!presenter || tx === undefined || ty === undefined) return;
    const { zoom } = flow.getViewport();
    void flow.setCenter(tx, ty, { zoom: Math.max(zoom, 1.1), duration: still ? 0 : HOP_MS / speed });
  }, [presenter, tx, ty, viewKey, flow, still, speed]);

  if (!ev || !target) return null;
  const verdict = ev.kind === 'drop' || ev.tone === 'block' ? (ev.leg === 'reply' ? trace?.reply?.verdict : trace?.request.verdict) : undefined;
  return (
    <ViewportPortal>
      <div ref={ref} className="pointer-events-none absolute left-0 top-0 z-50" data-testid="packet" data-step={frame.step} data-leg={ev.leg} data-kind={ev.kind} data-outer={ev.packet.outer?.kind} data-dropped={ev.kind === 'drop' || ev.tone === 'block' || undefined}>
        <div className="-translate-x-1/2 -translate-y-full">
          <PacketCard ev={ev} changed={frame.changed} verdict={verdict} presenter={presenter} />
        </div>
      </div>
    </ViewportPortal>
  );
}
