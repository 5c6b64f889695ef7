// "From bare metal to a pod's port", one stage at a time, as the talk builds it on slides: a host
// with its NIC; the HNS network adds a vSwitch and the NIC's address moves to the host vNIC; a pod
// adds a compartment with its own vNIC and port; VFP rules sit on the three kinds of port.
// Stages fade in (no motion when the user asked for less); the text of each stage comes from
// src/lessons/concepts.ts.
import { useState } from 'react';
import { conceptsIn } from './concepts-in';
import { useLang, useT } from '../i18n/use-t';
import { button } from '../common/controls';
import { Rich } from '../common/Rich';
import '../i18n/words/trace-en';

const NODE_IP = '10.127.130.11';
const NODE_MAC = '00-15-5D-A8-0B-01';
const POD_IP = '10.244.1.36';

/** Shown from `from` on: fades in, and out again when stepping back. */
function Stage({ at, from, children }: { at: number; from: number; children: React.ReactNode }) {
  return (
    <g className="transition-opacity duration-500 motion-reduce:transition-none" style={{ opacity: at >= from ? 1 : 0 }} aria-hidden={at < from}>
      {children}
    </g>
  );
}

const box = 'fill-white stroke-slate-400 dark:fill-slate-900 dark:stroke-slate-500';
const label = 'fill-slate-700 text-[11px] dark:fill-slate-300';
const mono = 'fill-slate-800 font-mono text-[10px] dark:fill-slate-200';
const portCls = (vfp: boolean) => `transition-colors duration-500 motion-reduce:transition-none ${vfp ? 'fill-violet-500 stroke-violet-700' : 'fill-slate-300 stroke-slate-500 dark:fill-slate-600'}`;

/** A vSwitch port; its labels sit above it (below for the external port), left of it on the right side. */
function Port({ x, y, name, vfp, rules, below, left }: { x: number; y: number; name: string; vfp: boolean; rules: string; below?: boolean; left?: boolean }) {
  const tx = left ? x - 14 : x + 14;
  const anchor = left ? 'end' : 'start';
  return (
    <g>
      <rect x={x - 8} y={y - 8} width={16} height={16} rx={2} className={portCls(vfp)} />
      <text x={tx} y={below ? y + 18 : y - 6} textAnchor={anchor} className={label}>
        {name}
      </text>
      <text x={tx} y={below ? y + 30 : y - 18} textAnchor={anchor} className="fill-violet-700 text-[10px] font-semibold transition-opacity duration-500 motion-reduce:transition-none dark:fill-violet-300" style={{ opacity: vfp ? 1 : 0 }}>
        VFP: {rules}
      </text>
    </g>
  );
}

export function BareMetalDiagram() {
  const [at, setAt] = useState(0);
  const t = useT();
  const BARE_METAL_TO_POD = conceptsIn(useLang()).bareMetal;
  const last = BARE_METAL_TO_POD.length - 1;
  // The node's address: on the physical NIC at first, on the host vNIC once the vSwitch exists.
  const ipAt = at >= 1 ? 'translate(110px, 60px)' : 'translate(220px, 238px)';
  return (
    <div className="space-y-2" data-testid="bare-metal" data-stage={at + 1}>
      <div className="flex items-center gap-2">
        <button type="button" className={button} disabled={at === 0} onClick={() => setAt(at - 1)} data-testid="bare-metal-back">
          {t('trace.bare.back')}
        </button>
        <button type="button" className={button} disabled={at === last} onClick={() => setAt(at + 1)} data-testid="bare-metal-next">
          {t('trace.bare.next')}
        </button>
        <span className="flex gap-1" role="group" aria-label={t('trace.bare.stages')}>
          {BARE_METAL_TO_POD.map((x, i) => (
            <button key={x} type="button" aria-label={t('trace.bare.stage', { n: i + 1 })} aria-current={i === at ? 'step' : undefined} onClick={() => setAt(i)} className={`h-2.5 w-2.5 rounded-full ${i === at ? 'bg-slate-700 dark:bg-slate-200' : 'bg-slate-300 dark:bg-slate-600'}`} />
          ))}
        </span>
      </div>
      <svg viewBox="0 0 440 290" className="max-h-[300px] w-full rounded-md border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800" role="img" aria-label={t('trace.bare.stageOf', { n: at + 1, count: last + 1, text: BARE_METAL_TO_POD[at]! })}>
        <rect x={6} y={6} width={428} height={256} rx={8} className="fill-none stroke-slate-400 [stroke-dasharray:4_3]" />
        <text x={16} y={22} className={`${label} font-semibold`}>
          {t('trace.bare.node')}
        </text>
        {/* Compartment 1, the host's stack: there from the start. */}
        <rect x={20} y={30} width={180} height={80} rx={6} className={box} />
        <text x={30} y={46} className={label}>
          {t('trace.bare.host')}
        </text>
        {/* Before the vSwitch, the host's stack is bound to the NIC itself. */}
        <line x1={110} y1={110} x2={220} y2={210} className="stroke-slate-400 transition-opacity duration-500 motion-reduce:transition-none" style={{ opacity: at === 0 ? 1 : 0 }} />
        <Stage at={at} from={1}>
          <rect x={40} y={80} width={140} height={22} rx={4} className="fill-sky-50 stroke-sky-600 dark:fill-sky-950" />
          <text x={110} y={95} textAnchor="middle" className={mono}>
            vEthernet (Ethernet)
          </text>
          <line x1={110} y1={102} x2={110} y2={140} className="stroke-slate-500" />
          <rect x={20} y={140} width={400} height={34} rx={6} className="fill-slate-200 stroke-slate-500 dark:fill-slate-700" />
          <text x={220} y={161} textAnchor="middle" className={`${label} font-semibold`}>
            Hyper-V vSwitch
          </text>
          <line x1={220} y1={174} x2={220} y2={210} className="stroke-slate-500" />
          <Port x={110} y={140} name={t('trace.bare.mgmt')} vfp={at >= 3} rules="LB, NAT" />
          <Port x={220} y={174} name={t('trace.bare.external')} vfp={at >= 3} rules="encap/decap, PA route" below />
        </Stage>
        <Stage at={at} from={2}>
          <rect x={240} y={30} width={180} height={80} rx={6} className={box} />
          <text x={250} y={46} className={label}>
            {t('trace.bare.pod')}
          </text>
          <text x={330} y={66} textAnchor="middle" className={`${mono} font-semibold`}>
            {POD_IP}
          </text>
          <rect x={260} y={80} width={140} height={22} rx={4} className="fill-emerald-50 stroke-emerald-600 dark:fill-emerald-950" />
          <text x={330} y={95} textAnchor="middle" className={mono}>
            vEthernet (pod)
          </text>
          <line x1={330} y1={102} x2={330} y2={140} className="stroke-slate-500" />
          <Port x={330} y={140} name={t('trace.bare.podPort')} vfp={at >= 3} rules="ACL, NAT, encap" left />
        </Stage>
        {/* The physical NIC, bound to the vSwitch from stage 2 on. */}
        <rect x={130} y={210} width={180} height={44} rx={4} className="fill-amber-50 stroke-amber-600 dark:fill-amber-950" />
        <text x={220} y={224} textAnchor="middle" className={mono}>
          {t('trace.bare.nic')}
        </text>
        <line x1={220} y1={254} x2={220} y2={288} className="stroke-slate-500" />
        <g className="transition-transform duration-700 motion-reduce:transition-none" style={{ transform: ipAt }} data-testid="bare-metal-ip">
          <text x={0} y={0} textAnchor="middle" className={`${mono} font-semibold`}>
            {NODE_IP}
          </text>
          <text x={0} y={11} textAnchor="middle" className={mono}>
            {NODE_MAC}
          </text>
        </g>
      </svg>
      <div className="min-h-[4.5rem]" aria-live="polite" data-testid="bare-metal-text">
        <span className="font-medium">
          {at + 1} / {last + 1}.
        </span>{' '}
        <Rich text={BARE_METAL_TO_POD[at]!} />
      </div>
    </div>
  );
}
