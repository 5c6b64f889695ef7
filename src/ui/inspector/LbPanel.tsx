// The load balancer's choice (ui-guide: sky, scale icon, the chosen backend): the backend list in
// order, the hash input tuple, the hash and the choice; then "what if": another source port or
// another distribution (affinity) recomputed with the same documented hash, and the spread of the
// choice over N flows.
import { memo, useState } from 'react';
import type { LoadBalancing, TraceEvent } from '../../core/trace/trace';
import type { Distribution } from '../../core/vfp/model';
import { DISTRIBUTIONS, FLOW_COUNTS, hashInputOf, isDistribution, whatIf, type FlowVariation } from '../../state/lb-explore';
import { packetBefore } from '../../state/frame';
import { conditionsLine, leftOutOf, namedTargetOf } from '../../state/lb-left-out';
import { useSimulation } from '../drawn-scenario';
import { useApp, useUi } from '../app-context';
import { ScaleIcon } from '../common/icons';
import { button, field, linkButton } from '../common/controls';
import { motionOff } from '../../state/ui-store';
import { LbHistogram } from './LbHistogram';
import { useHistogram } from './useHistogram';
import { useT } from '../i18n/use-t';
import { groupDigits } from '../common/group-digits';
import '../i18n/words/trace-en';

const name = (b: LoadBalancing['backends'][number]) => b.endpoint?.replace(/^pod\/default\//, '') ?? (b.ip.includes(':') ? `[${b.ip}]:${b.port}` : `${b.ip}:${b.port}`);

function Spread({ lb, input, distribution }: { lb: LoadBalancing; input: ReturnType<typeof hashInputOf>; distribution: Distribution }) {
  const [flows, setFlows] = useState<number>(1000);
  const t = useT();
  const [vary, setVary] = useState<FlowVariation>('srcPort');
  const animate = !useUi(motionOff);
  const { counts, busy, offThread } = useHistogram({ distribution, input, backends: lb.backends.length, flows, vary });
  return (
    <div className="space-y-1.5" data-testid="lb-spread">
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col text-sm text-slate-600 dark:text-slate-400">
          {t('trace.lb.flows')}
          <select className={field} value={flows} onChange={(e) => setFlows(Number(e.target.value))} data-testid="lb-flows">
            {FLOW_COUNTS.map((n) => (
              <option key={n} value={n}>
                {groupDigits(n)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm text-slate-600 dark:text-slate-400">
          {t('trace.lb.differBy')}
          <select className={field} value={vary} onChange={(e) => setVary(e.target.value as FlowVariation)} data-testid="lb-vary">
            <option value="srcPort">{t('trace.lb.bySrcPort')}</option>
            <option value="srcIp">{t('trace.lb.bySrcIp')}</option>
          </select>
        </label>
      </div>
      {counts ? (
        <LbHistogram bars={lb.backends.map((b, i) => ({ label: name(b), count: counts[i] ?? 0, chosen: i === lb.chosen.index }))} total={flows} animate={animate} />
      ) : (
        <div className="h-10 text-sm text-slate-600 dark:text-slate-400" role="status">
          {t('trace.lb.counting', { n: groupDigits(flows) })}
        </div>
      )}
      <div className="text-sm text-slate-600 dark:text-slate-400" data-testid="lb-spread-note" data-busy={busy || undefined}>
        {t('trace.lb.marks')} {t(vary === 'srcPort' ? 'trace.lb.flowPort' : 'trace.lb.flowIp')} {offThread ? t('trace.lb.worker') : ''}
      </div>
    </div>
  );
}

/** Memoised: after the load balancer's step its props stay the same, and playing on must not redraw it. */
export const LbPanel = memo(function LbPanel({ lb, step, events }: { lb: LoadBalancing; step: number; events: readonly TraceEvent[] }) {
  const app = useApp();
  const t = useT();
  const traced = packetBefore(events, step - 1);
  const base = traced ? hashInputOf(traced) : undefined;
  const [srcPort, setSrcPort] = useState<number>();
  const [dist, setDist] = useState<Distribution>();
  const distribution = dist ?? (isDistribution(lb.distribution) ? lb.distribution : undefined);
  const input = base && { ...base, srcPort: srcPort ?? base.srcPort };
  const choice = input && distribution ? whatIf(lb, input, distribution) : undefined;
  const trying = srcPort !== undefined || dist !== undefined;
  const portText = String(input?.srcPort ?? '');
  const { sim } = useSimulation();
  const leftOut = sim instanceof Error ? [] : leftOutOf(sim, lb);
  const named = sim instanceof Error ? undefined : namedTargetOf(sim, lb);
  return (
    <div className="space-y-2 text-sm" data-testid="lb-panel">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1.5 font-semibold text-sky-800 dark:text-sky-300">
          <ScaleIcon /> VIP <code className="font-mono text-xs">{lb.vip}</code>
        </div>
        <button type="button" className={linkButton} onClick={() => app.playhead.getState().setStep(step)}>
          {t('trace.lb.step', { step })}
        </button>
      </div>
      <div>
        {t('trace.lb.distribution')} <code className="font-mono text-xs">{lb.distribution}</code> · hash(<code className="font-mono text-xs break-words" data-testid="lb-hash-input">{lb.hashInput}</code>) = <code className="font-mono text-xs">{lb.hash}</code> mod {lb.backends.length} = {lb.chosen.index}
      </div>
      <ol className="space-y-0.5" data-testid="lb-backends">
        {lb.backends.map((b, i) => {
          const chosen = i === lb.chosen.index;
          const would = trying && choice?.index === i;
          return (
            <li key={`${b.ip}:${b.port}`} className={`flex items-center justify-between gap-2 rounded px-1.5 py-0.5 ${chosen ? 'bg-sky-200 font-semibold dark:bg-sky-800' : ''} ${would ? 'outline-2 outline-dashed outline-sky-600' : ''}`} data-chosen={chosen || undefined}>
              <span>
                #{i + 1} <code className="font-mono text-xs">{b.ip}:{b.port}</code>
              </span>
              <span className="truncate">
                {name(b)}
                {chosen ? ` ${t('trace.lb.chosen')}` : ''}
                {would ? ` ${t('trace.lb.whatIfMark')}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {leftOut.length > 0 && (
        <ul className="space-y-0.5 text-slate-600 dark:text-slate-400" data-testid="lb-left-out">
          {leftOut.map((c) => (
            <li key={c.pod.ref}>
              {t(c.terminating ? 'trace.lb.leftOutTerminating' : 'trace.lb.leftOutNotReady', { pod: c.pod.namespace === 'default' ? c.pod.name : `${c.pod.namespace}/${c.pod.name}` })}{' '}
              <code className="font-mono text-xs">{conditionsLine(c)}</code>
            </li>
          ))}
        </ul>
      )}
      {named && (
        <ul className="space-y-0.5 text-slate-600 dark:text-slate-400" data-testid="lb-named-port">
          <li>
            {t('trace.lb.namedPort', { name: named.name })}{' '}
            <code className="font-mono text-xs">{named.numbers.map((n) => `${n.pod}=${n.port}`).join(', ')}</code>
          </li>
          {named.onePort !== undefined && <li className="font-medium text-amber-800 dark:text-amber-300">{t('trace.lb.namedOnePort', { port: named.onePort })}</li>}
          {named.missing.map((pod) => (
            <li key={pod}>{t('trace.lb.leftOutNoName', { pod, name: named.name })}</li>
          ))}
        </ul>
      )}
      {input && distribution && choice ? (
        <fieldset className="space-y-1.5 rounded-md border border-sky-300 p-2 dark:border-sky-700" data-testid="lb-what-if">
          <legend className="px-1 font-semibold">{t('trace.lb.whatIf')}</legend>
          <div className="grid grid-cols-[auto_1fr] items-center gap-2">
            <label htmlFor="lb-src-port">{t('trace.lb.srcPort')}</label>
            <div className="flex gap-1">
              <button type="button" className={`${button} w-8 px-0`} aria-label={t('trace.lb.minus')} onClick={() => setSrcPort(Math.max(1, input.srcPort - 1))}>
                −
              </button>
              <input id="lb-src-port" className={`${field} font-mono`} inputMode="numeric" value={portText} onChange={(e) => /^\d{0,5}$/.test(e.target.value) && Number(e.target.value) <= 65535 && setSrcPort(Number(e.target.value) || 1)} data-testid="lb-src-port" />
              <button type="button" className={`${button} w-8 px-0`} aria-label={t('trace.lb.plus')} onClick={() => setSrcPort(Math.min(65535, input.srcPort + 1))}>
                +
              </button>
            </div>
            <label htmlFor="lb-distribution">{t('trace.lb.affinity')}</label>
            <select id="lb-distribution" className={field} value={distribution} onChange={(e) => setDist(e.target.value as Distribution)} data-testid="lb-distribution">
              {DISTRIBUTIONS.map((d) => (
                <option key={d.id} value={d.id}>
                  {t(`trace.lb.dist.${d.id}`)}
                </option>
              ))}
            </select>
          </div>
          <div data-testid="lb-what-if-result">
            hash(<code className="font-mono text-xs break-words">{choice.hashInput}</code>) = <code className="font-mono text-xs">{choice.hash}</code> → <strong>#{choice.index + 1} {choice.backend && name(choice.backend)}</strong>{' '}
            {choice.moved ? <span className="font-semibold text-amber-800 dark:text-amber-300">{t('trace.lb.moved', { n: lb.chosen.index + 1 })}</span> : <span className="text-slate-600 dark:text-slate-400">{t('trace.lb.same')}</span>}
          </div>
          <div className="text-slate-600 dark:text-slate-400">{t('trace.lb.hashes', { fields: t(`trace.lb.hash.${distribution}`) })}</div>
          {trying && (
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                setSrcPort(undefined);
                setDist(undefined);
              }}
            >
              {t('trace.lb.back')}
            </button>
          )}
          <Spread lb={lb} input={input} distribution={distribution} />
        </fieldset>
      ) : (
        <div className="text-slate-600 dark:text-slate-400">{t('trace.lb.noModel', { d: lb.distribution })}</div>
      )}
      <div className="text-sm text-slate-600 dark:text-slate-400">{t('trace.lb.notPublic')}</div>
    </div>
  );
});
