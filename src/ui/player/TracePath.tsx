// The path of the trace so far, drawn on whichever view is open: each visited element outlined,
// joined in the order the packet crossed them; the reply's part dashed in a lighter tone. A web
// animation draws the newest segment in as the packet moves; the trace decides every point.
import { useEffect, useRef } from 'react';
import { ViewportPortal } from '@xyflow/react';
import { usePath } from '../canvas/active';
import { usePlayhead, useUi } from '../app-context';
import { motionOff } from '../../state/ui-store';
import { afterPaint } from './after-paint';
import { play, stopAnimations } from './motion';
import { HOP_MS } from './usePlayerLoop';
import { useNodeBoxes, type Box } from './useNodeBoxes';

const centre = (b: Box): [number, number] => [b.x + b.w / 2, b.y + b.h / 2];
const toPath = ([x1, y1]: [number, number], [x2, y2]: [number, number]) => `M${x1},${y1}L${x2},${y2}`;

export function TracePath() {
  const path = usePath();
  const boxes = useNodeBoxes(path.map((p) => p.id));
  const still = useUi(motionOff);
  const speed = usePlayhead((s) => s.speed);
  const newest = useRef<SVGPathElement>(null);
  const points = path.flatMap((p, i) => (boxes[i] ? [{ ...p, box: boxes[i]!, at: centre(boxes[i]!) }] : []));
  const segments = points.slice(1).map((p, i) => ({ from: points[i]!.at, to: p.at, leg: p.leg, key: `${i}:${p.id}` }));
  const last = segments[segments.length - 1];
  // A straight line: its length from its ends (getTotalLength would bring the layout up to date).
  const len = last ? Math.hypot(last.to[0] - last.from[0], last.to[1] - last.from[1]) : 0;

  useEffect(() => {
    // The newest segment is drawn from where the packet was to where it is.
    const el = newest.current;
    if (!el || still) return;
    // Inline styles over the class's dash pattern: clearing them gives the segment its own look back.
    stopAnimations(el);
    el.style.strokeDasharray = `${len} ${len}`;
    el.style.strokeDashoffset = `${len}`;
    const clear = () => {
      stopAnimations(el);
      el.style.strokeDasharray = el.style.strokeDashoffset = '';
    };
    const cancel = afterPaint(() => {
      el.style.strokeDashoffset = '0';
      play(el, [{ strokeDashoffset: `${len}` }, { strokeDashoffset: '0' }], { duration: (HOP_MS * 0.9) / speed }).onfinish = clear;
    });
    return () => {
      cancel();
      clear();
    };
  }, [last?.key, len, still, speed]);

  if (points.length === 0) return null;
  const visited = [...new Map(points.map((p) => [p.id, p])).values()];
  return (
    <ViewportPortal>
      <svg className="pointer-events-none absolute left-0 top-0 overflow-visible" width={1} height={1} aria-hidden="true" data-testid="trace-path" data-points={points.length}>
        {visited.map((p) => (
          <rect key={p.id} x={p.box.x - 5} y={p.box.y - 5} width={p.box.w + 10} height={p.box.h + 10} rx={10} className="fill-none stroke-sky-500/60" strokeWidth={2} strokeDasharray="6 4" data-visited={p.id} />
        ))}
        {segments.map((s) => (
          <path
            key={s.key}
            ref={s === last ? newest : undefined}
            d={toPath(s.from, s.to)}
            className={s.leg === 'reply' ? 'fill-none stroke-sky-300 [stroke-dasharray:8_6] dark:stroke-sky-700' : 'fill-none stroke-sky-600 dark:stroke-sky-400'}
            strokeWidth={s.leg === 'reply' ? 3 : 4}
            strokeOpacity={0.55}
            strokeLinecap="round"
          />
        ))}
        {points.map((p, i) => (
          <circle key={`${i}:${p.id}`} cx={p.at[0]} cy={p.at[1]} r={5} className={p.leg === 'reply' ? 'fill-sky-300 dark:fill-sky-700' : 'fill-sky-600 dark:fill-sky-400'} />
        ))}
      </svg>
    </ViewportPortal>
  );
}
