// "How a pod gets its network", animated: the calls appear one by one up to the lesson step's
// message, and the node beside the diagram grows with them (compartment, port, IP, rules).
import { useEffect, useState } from 'react';
import { textIn } from '../../cluster/scenario/exercise';
import { ACTORS, POD_NETWORK_SEQUENCE as SEQ, type NodeEffect } from '../../lessons/pod-network-sequence';
import { motionOff } from '../../state/ui-store';
import { useUi } from '../app-context';
import { useLang, useT } from './workshop';
import '../i18n/words/lessons-en';

const W = 420;
const X0 = 30;
const DX = (W - 2 * X0) / (ACTORS.length - 1);
const ROW = 34;
const TOP = 44;
const x = (a: (typeof ACTORS)[number]) => X0 + ACTORS.indexOf(a) * DX;

/** Messages shown: steps towards `upTo` one at a time (at once when motion is off). */
function useShown(upTo: number): number {
  const still = useUi(motionOff);
  const [shown, setShown] = useState(still ? upTo : Math.max(0, upTo - 1));
  useEffect(() => {
    // Forwards one call at a time; backwards at once. Motion off: the state is ignored (see below).
    if (still || shown === upTo) return;
    const t = setTimeout(() => setShown(shown < upTo ? shown + 1 : upTo), shown < upTo ? 650 : 0);
    return () => clearTimeout(t);
  }, [upTo, shown, still]);
  return still ? upTo : shown;
}

/** The node picture's labels are Windows and HNS names (and the demo's node): the same in every language. */
const NAMES = {
  node: 'win-node-1',
  compartment: 'compartment (pod client)',
  pause: 'pause container',
  network: 'vSwitch · HNS network (L2Bridge)',
  port: 'port (endpoint)',
} as const;

function NodePicture({ has, still }: { has: (e: NodeEffect) => boolean; still: boolean }) {
  const t = useT();
  const fade = (on: boolean) => ({ opacity: on ? 1 : 0, transition: still ? 'none' : 'opacity 400ms' });
  const rules = ['ACL_ENDPOINT_LAYER', 'SLB_NAT_LAYER', 'VNET_ENCAP_LAYER'];
  return (
    <svg viewBox="0 0 220 330" className="h-full w-full" role="img" aria-label={t('lessons.seqNode')}>
      <rect x="4" y="4" width="212" height="322" rx="8" className="fill-slate-50 stroke-slate-400 dark:fill-slate-900" />
      <text x="12" y="22" className="fill-slate-700 text-[11px] font-semibold dark:fill-slate-200">{NAMES.node}</text>
      <g style={fade(has('compartment'))}>
        <rect x="16" y="34" width="188" height="74" rx="6" className="fill-emerald-50 stroke-emerald-700 dark:fill-emerald-950" />
        <text x="24" y="50" className="fill-emerald-900 text-[11px] font-semibold dark:fill-emerald-100">{NAMES.compartment}</text>
        <text x="24" y="66" style={fade(has('pause'))} className="fill-slate-600 text-[10px] dark:fill-slate-300">{NAMES.pause}</text>
        <g style={fade(has('attach'))}>
          <rect x="24" y="74" width="150" height="26" rx="4" className="fill-white stroke-slate-500 dark:fill-slate-800" />
          <text x="30" y="91" className="fill-slate-800 font-mono text-[10px] dark:fill-slate-100">vNIC {has('ip') ? '10.244.1.39' : ''}</text>
        </g>
      </g>
      <g style={fade(has('network'))}>
        <rect x="16" y="130" width="188" height="186" rx="6" className="fill-sky-50 stroke-sky-700 dark:fill-sky-950" />
        <text x="24" y="146" className="fill-sky-900 text-[11px] font-semibold dark:fill-sky-100">{NAMES.network}</text>
      </g>
      <g style={fade(has('port'))}>
        <line x1="99" y1="108" x2="99" y2="160" className="stroke-slate-500" style={fade(has('attach'))} />
        <rect x="24" y="160" width="172" height="146" rx="5" className="fill-white stroke-slate-600 dark:fill-slate-800" />
        <text x="32" y="176" className="fill-slate-800 text-[11px] font-semibold dark:fill-slate-100">{NAMES.port}</text>
        <text x="32" y="192" style={fade(has('ip'))} className="fill-slate-600 font-mono text-[10px] dark:fill-slate-300">10.244.1.39 · MAC 00-15-5D-…</text>
        {rules.map((r, i) => (
          <g key={r} style={{ ...fade(has('rules')), transitionDelay: still ? '0ms' : `${i * 150}ms` }}>
            <rect x="32" y={204 + i * 32} width="156" height="26" rx="3" className="fill-violet-50 stroke-violet-600 dark:fill-violet-950" />
            <text x="38" y={221 + i * 32} className="fill-violet-900 font-mono text-[9px] dark:fill-violet-100">{r}</text>
          </g>
        ))}
        <text x="32" y="230" style={fade(has('policies') && !has('rules'))} className="fill-slate-500 text-[10px]">{t('lessons.seqWaiting')}</text>
      </g>
    </svg>
  );
}

export function PodNetworkSequence({ upTo }: { upTo: number }) {
  const lang = useLang();
  const t = useT();
  const still = useUi(motionOff);
  const shown = useShown(upTo);
  const has = (e: NodeEffect) => SEQ.slice(0, shown).some((m) => m.adds === e);
  const H = TOP + SEQ.length * ROW + 10;
  return (
    <section className="absolute inset-3 z-20 flex gap-3 overflow-auto rounded-lg border border-slate-300 bg-white p-3 shadow-xl dark:border-slate-600 dark:bg-slate-900" aria-label={t('lessons.seqTitle')} data-testid="pod-sequence">
      <svg viewBox={`0 0 ${W} ${H}`} className="max-h-full min-w-0 flex-[3] self-start" role="list">
        {ACTORS.map((a) => (
          <g key={a}>
            <rect x={x(a) - 28} y={6} width={56} height={22} rx={4} className="fill-slate-800 dark:fill-slate-200" />
            <text x={x(a)} y={21} textAnchor="middle" className="fill-white text-[11px] font-semibold dark:fill-slate-900">
              {a}
            </text>
            <line x1={x(a)} y1={28} x2={x(a)} y2={H} className="stroke-slate-300 dark:stroke-slate-600" strokeDasharray="3 3" />
          </g>
        ))}
        {SEQ.map((m, i) => {
          const y = TOP + i * ROW;
          const on = i < shown;
          const current = i === shown - 1;
          const [x1, x2] = [x(m.from), x(m.to)];
          const dir = Math.sign(x2 - x1);
          return (
            <g key={i} role="listitem" style={{ opacity: on ? 1 : 0, transition: still ? 'none' : 'opacity 300ms' }} data-testid={on ? 'seq-shown' : undefined} aria-current={current ? 'step' : undefined}>
              <line x1={x1} y1={y + 8} x2={x2 - dir * 6} y2={y + 8} className={current ? 'stroke-sky-600' : 'stroke-slate-500'} strokeWidth={current ? 2.5 : 1.5} />
              <path d={`M ${x2} ${y + 8} l ${-dir * 7} -4 v 8 z`} className={current ? 'fill-sky-600' : 'fill-slate-500'} />
              <text x={(x1 + x2) / 2} y={y + 3} textAnchor="middle" className={`font-mono text-[11px] ${current ? 'fill-sky-800 font-bold dark:fill-sky-300' : 'fill-slate-700 dark:fill-slate-300'}`}>
                {i + 1}. {m.call}
              </text>
              <title>{textIn(m.text, lang)}</title>
            </g>
          );
        })}
      </svg>
      <div className="flex min-w-[200px] flex-[2] flex-col gap-2">
        <p className="text-sm font-semibold" aria-live="polite" data-testid="seq-current">
          {shown > 0 ? `${shown}. ${textIn(SEQ[shown - 1]!.text, lang)}` : ''}
        </p>
        <div className="min-h-0 flex-1">
          <NodePicture has={has} still={still} />
        </div>
      </div>
    </section>
  );
}
