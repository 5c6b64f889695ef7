// The verdict of one leg: the outcome and reason code; the deciding port, layer, group and rule;
// the HNS object and the Kubernetes object that made that rule (provenance); a plain explanation
// and a hint; for a drop, the nearest rule that would have allowed the packet and the conditions
// that stopped it.
import type { LegResult } from '../../core/trace/trace';
import { packetJson } from '../../io/trace/json';
import { useApp } from '../app-context';
import { CheckIcon, CrossIcon } from '../common/icons';
import { linkButton } from '../common/controls';
import { sayReason, useNarrationLang } from '../i18n/narration';
import { sayOrigin } from '../i18n/messages/origin-say';
import { sayVerdictText } from '../i18n/messages/verdict-say';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const mono = 'font-mono text-xs break-words';

export function VerdictPanel({ leg, side, label, decidingStep }: { leg: LegResult; side: 'request' | 'reply'; label: string; decidingStep?: number }) {
  const app = useApp();
  const sayLang = useNarrationLang();
  const t = useT();
  const v = leg.verdict;
  const ok = v.outcome === 'delivered';
  const prov = v.rule?.provenance;
  const at = v.at;
  const seen = leg.delivered ? packetJson(leg.delivered.packet) : undefined;
  return (
    <div className={`space-y-2 rounded-lg border-2 p-2.5 text-sm ${ok ? 'border-emerald-500 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950/40' : 'border-rose-500 bg-rose-50 dark:border-rose-700 dark:bg-rose-950/40'}`} data-testid={`verdict-${side}`} data-outcome={v.outcome}>
      <div className="flex flex-wrap items-center gap-1.5">
        {ok ? <CheckIcon className="text-emerald-700 dark:text-emerald-400" /> : <CrossIcon className="text-rose-700 dark:text-rose-400" />}
        <span className="text-base font-semibold">
          {label}: {t(`trace.outcome.${v.outcome}`)}
        </span>
        {v.reason && <code className="rounded bg-rose-200 px-1 font-mono text-xs font-semibold text-rose-900 dark:bg-rose-900 dark:text-rose-100" data-testid="reason-code">{v.reason}</code>}
        {decidingStep !== undefined && (
          <button type="button" className={`${linkButton} ml-auto`} onClick={() => app.playhead.getState().setStep(decidingStep)}>
            {t('trace.verdict.step', { step: decidingStep })}
          </button>
        )}
      </div>
      {v.reason && <div className="text-slate-700 dark:text-slate-300">{sayReason(sayLang, v.reason)}.</div>}
      <p>{sayVerdictText(sayLang, v.message, v.msg)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {ok && leg.delivered && (
          <>
            <Fact term={t('trace.verdict.receiver')}>
              <code className={mono}>{leg.delivered.endpoint}</code> {t('trace.verdict.on', { node: leg.delivered.node })}
            </Fact>
            {seen && (
              <Fact term={t('trace.verdict.sees')}>
                <code className={mono}>{seen.protocol === 'icmp' ? `icmp ${seen.src} → ${seen.dst}` : `${seen.protocol} ${seen.src}:${seen.srcPort} → ${seen.dst}:${seen.dstPort}`}</code>
              </Fact>
            )}
          </>
        )}
        {at && <Fact term={t('trace.verdict.where')}>{at.node}</Fact>}
        {at?.port && (
          <Fact term="port">
            <code className={mono}>{at.portName ?? at.port}</code>
            {at.owner ? ` (${at.owner})` : ''} {at.direction?.toUpperCase()}
          </Fact>
        )}
        {at?.compartment && (
          <Fact term="compartment">
            <code className={mono}>{at.compartment}</code>
          </Fact>
        )}
        {at?.link && <Fact term="link">{at.link}</Fact>}
        {at?.layer && (
          <Fact term="layer">
            <code className={mono}>{at.layer}</code>
          </Fact>
        )}
        {at?.group && (
          <Fact term="group">
            <code className={mono}>{at.group}</code>
          </Fact>
        )}
        {v.rule && (
          <Fact term="rule">
            <code className={mono} data-testid="deciding-rule">
              {v.rule.friendlyName ?? v.rule.id}
            </code>
          </Fact>
        )}
      </dl>
      {v.rule && (prov?.hns || prov?.k8s || prov?.by) && (
        <div className="rounded border border-slate-300 bg-white p-2 dark:border-slate-600 dark:bg-slate-900" data-testid="provenance">
          <div className="font-semibold">{t('trace.verdict.who')}</div>
          <ol className="mt-0.5 space-y-0.5">
            <li>
              {t(v.at?.port ? 'trace.verdict.vfpRule' : 'trace.verdict.policyRule')} <code className={mono}>{v.rule.friendlyName ?? v.rule.id}</code>
            </li>
            {prov?.hand === 'added' && (
              <li data-testid="provenance-hand">
                {t('trace.verdict.handAdded')}
              </li>
            )}
            {prov?.hns && (
              <li>
                ← HNS {prov.hns.type} <code className={mono}>{prov.hns.name ?? prov.hns.id}</code>
              </li>
            )}
            {prov?.k8s && (
              <li data-testid="provenance-k8s">
                ← Kubernetes {prov.k8s.kind}{' '}
                <code className={mono}>
                  {prov.k8s.namespace ? `${prov.k8s.namespace}/` : ''}
                  {prov.k8s.name}
                </code>
              </li>
            )}
            {prov?.hand === 'changed' && <li data-testid="provenance-hand">{t('trace.verdict.handChanged')}</li>}
            {prov?.by && !prov.hand && <li className="text-slate-600 dark:text-slate-400">{t('trace.verdict.programmedBy', { by: sayOrigin(sayLang, { by: prov.by, byMsg: prov.byMsg }) })}</li>}
          </ol>
        </div>
      )}
      {v.nearestAllow && (
        <div className="rounded border border-slate-300 bg-white p-2 dark:border-slate-600 dark:bg-slate-900" data-testid="nearest-allow">
          <div>
            {t('trace.verdict.nearest')} <code className={mono}>{v.nearestAllow.ruleName ?? v.nearestAllow.rule}</code> {t('trace.verdict.in')} <code className={mono}>{v.nearestAllow.group}</code>. {t('trace.verdict.stopped')}
          </div>
          <ul className="mt-1 space-y-0.5">
            {v.nearestAllow.failed.map((f) => (
              <li key={f.label} className="flex items-start gap-1">
                <CrossIcon width={14} height={14} className="mt-0.5 shrink-0 text-rose-700 dark:text-rose-400" />
                <span className="min-w-0">
                  {f.label}: {t('trace.verdict.needs')} <code className={mono}>{f.expected}</code>, {t('trace.verdict.has')} <code className={`${mono} text-rose-800 dark:text-rose-300`}>{f.actual}</code>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {v.hint && (
        <div className="rounded bg-amber-100 p-1.5 text-amber-950 dark:bg-amber-900/50 dark:text-amber-100">
          <span className="font-semibold">{t('trace.verdict.hint')}</span> {sayVerdictText(sayLang, v.hint, v.hintMsg)}
        </div>
      )}
    </div>
  );
}
