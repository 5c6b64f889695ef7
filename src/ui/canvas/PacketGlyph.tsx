// The packet: a small card that travels from place to place on the canvas as the playhead moves.
// d3 drives the motion from the trace; it decides nothing. An outer frame shows encapsulation, a
// drop stops it in rose with the reason pinned next to it, the reply travels in a lighter tone.
import { useEffect, useRef } from 'react';
import { ViewportPortal, useStore as useFlowStore } from '@xyflow/react';
import { select } from 'd3-selection';
import 'd3-transition';
import { easeCubicInOut } from 'd3-ease';
import { formatIpv4 } from '../../core/net/ip';
import type { TraceEvent } from '../../core/trace/trace';
import { usePlayhead, useUi } from '../app-context';
import { useCurrentEvent } from './active';
import { canvasIdFor } from './place';

const HOP_MS = 500;

function label(e: TraceEvent): { main: string; outer?: string } {
  const p = e.packet;
  const ep = (ip: number, port: number) => (p.protocol === 'icmp' ? formatIpv4(ip) : `${formatIpv4(ip)}:${port}`);
  const main = `${p.protocol.toUpperCase()} ${ep(p.src, p.srcPort)} → ${ep(p.dst, p.dstPort)}`;
  const outer = p.outer ? (p.outer.kind === 'vxlan' ? `VXLAN VNI ${p.outer.vni} · PA ${formatIpv4(p.outer.dst)}` : 'to management port') : undefined;
  return { main, outer };
}

export function PacketGlyph() {
  const ev = useCurrentEvent();
  const view = useUi((s) => s.view);
  const instant = useUi((s) => s.instant || s.reducedMotion);
  const speed = usePlayhead((s) => s.speed);
  const id = ev ? canvasIdFor(view, ev.at) : undefined;
  const target = useFlowStore((s) => {
    const n = id ? s.nodeLookup.get(id) : undefined;
    if (!n) return undefined;
    const w = n.measured.width ?? 0;
    const h = n.measured.height ?? 0;
    return { x: n.internals.positionAbsolute.x + w / 2, y: n.internals.positionAbsolute.y + Math.min(h / 2, 60) };
  }, (a, b) => a?.x === b?.x && a?.y === b?.y);
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || !target) return;
    const transform = `translate(${target.x}px, ${target.y}px)`;
    const sel = select(el);
    sel.interrupt();
    if (instant || !shown.current) sel.style('transform', transform);
    else sel.transition().duration(HOP_MS / speed).ease(easeCubicInOut).style('transform', transform);
    shown.current = true;
  }, [target, instant, speed]);

  if (!ev || !target) return null;
  const { main, outer } = label(ev);
  const dropped = ev.kind === 'drop';
  const reply = ev.leg === 'reply';
  const changed = !!ev.transpositions?.some((t) => t.kind === 'dnat' || t.kind === 'snat' || t.kind.startsWith('un-'));
  return (
    <ViewportPortal>
      <div ref={ref} className="pointer-events-none absolute left-0 top-0 z-50" data-testid="packet" data-dropped={dropped || undefined}>
        <div className={`-translate-x-1/2 -translate-y-1/2 rounded-lg ${outer ? 'border-2 border-violet-500 bg-violet-100 p-1 dark:bg-violet-950' : ''}`}>
          {outer && <div className="px-1 text-[10px] font-semibold text-violet-800 dark:text-violet-300">{outer}</div>}
          <div
            className={`whitespace-nowrap rounded-md border-2 px-2 py-1 font-mono text-xs shadow-lg ${
              dropped ? 'border-rose-600 bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100' : reply ? 'border-teal-400 bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100' : 'border-slate-700 bg-white text-slate-900 dark:border-slate-300 dark:bg-slate-800 dark:text-white'
            } ${changed ? 'animate-[pulse_0.6s_ease-in-out_2] ring-2 ring-amber-400' : ''}`}
          >
            {reply ? '↩ ' : ''}
            {main}
          </div>
          {dropped && <div className="mt-1 rounded bg-rose-600 px-1.5 py-0.5 text-center text-[11px] font-semibold text-white">✕ {ev.text.replace(/^Dropped: |^Rejected: /, '').split(' · ')[0]}</div>}
        </div>
      </div>
    </ViewportPortal>
  );
}
