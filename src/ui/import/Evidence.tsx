// Model vs evidence: beside each rule the current walk used, the counters the node printed for it;
// a rule the walk matched while the node counted nothing on it is flagged, since one of the two is
// wrong (a rule the node does not really hit, addresses that differ, counters reset). Below, the
// drops the node counted, whatever the walk did.
import { useMemo } from 'react';
import type { CountedDrop, RuleEvidence } from '../../core/trace/evidence';
import type { TraceEvent } from '../../core/trace/trace';
import { useApp, usePlayer, useScenario } from '../app-context';
import { focusRing } from '../common/controls';
import { EmptyState, Section } from '../common/Section';
import { ToneTag } from '../common/tone';
import { nodeCounters, traceEvidence } from './evidence';
import { WarnIcon } from '../common/icons';
import { counted } from './words';
import { useLang, useT } from '../i18n/use-t';
import { fill } from '../i18n/fill';
import { groupDigitsIn } from '../common/group-digits';
import '../i18n/words/import-en';

function Counters({ c }: { c: RuleEvidence['counters'] }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="text-sm" data-testid="evidence-counters">
      {t('import.onTheNode')} {fill(t('import.matched'), { packets: <span className="font-mono">{counted(c.matchedPackets, 'import.nPackets', lang)}</span> })}
      {' · '}
      <span className={c.droppedPackets ? 'font-semibold text-rose-700 dark:text-rose-400' : ''}>{t('import.dropped', { n: groupDigitsIn(c.droppedPackets, lang) })}</span>
      {c.droppedFlows ? ` · ${t('import.dropped', { n: counted(c.droppedFlows, 'import.nFlows', lang) })}` : ''}
      {c.pendingPackets ? ` · ${t('import.pending', { n: groupDigitsIn(c.pendingPackets, lang) })}` : ''}
    </div>
  );
}

function EvidenceRow({ e, event }: { e: RuleEvidence; event: TraceEvent | undefined }) {
  const app = useApp();
  const t = useT();
  return (
    <li className={`rounded-lg border p-2 ${e.contradicts ? 'border-rose-400 dark:border-rose-700' : 'border-slate-200 dark:border-slate-700'}`} data-testid="evidence-row" data-contradicts={e.contradicts || undefined}>
      <div className="flex flex-wrap items-center gap-x-2 text-sm">
        <button type="button" className={`rounded font-semibold text-sky-700 underline dark:text-sky-400 ${focusRing}`} onClick={() => app.playhead.getState().setStep(e.step)} title={t('import.showStep')}>
          {t('import.stepN', { n: e.step })}
        </button>
        {event && <ToneTag tone={event.tone} />}
        <code className="text-xs">{e.layer}</code>
      </div>
      <code className="block text-[13px] font-semibold break-words">{e.rule}</code>
      <Counters c={e.counters} />
      {e.contradicts && (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-rose-800 dark:text-rose-300" data-testid="evidence-contradiction">
          <WarnIcon className="mt-0.5 shrink-0" />
          <span>
            <span className="font-semibold">{t('import.disagree')}</span> {t('import.disagreeWhy')}
          </span>
        </p>
      )}
    </li>
  );
}

function Drops({ drops }: { drops: CountedDrop[] }) {
  const t = useT();
  const lang = useLang();
  if (!drops.length) return null;
  return (
    <div data-testid="counted-drops">
      <h3 className="mt-2 text-sm font-semibold">{t('import.countedDrops', { n: drops.length })}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {drops.map((d) => (
          <li key={`${d.node}|${d.port}|${d.what}`}>
            <span className="font-mono text-xs">{d.port}</span> · <code className="text-xs break-words">{d.portDrop ? t(d.portDrop.acl ? 'import.portDroppedAcl' : 'import.portDropped', { dir: d.portDrop.dir }) : d.what}</code>:{' '}
            <span className="font-semibold text-rose-700 dark:text-rose-400">{t('import.dropped', { n: groupDigitsIn(d.dropped, lang) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const GET_COUNTERS = 'vfpctrl /port <id> /get-rule-counter /format 1';

export function Evidence() {
  const walked = usePlayer((s) => s.scenario);
  const trace = usePlayer((s) => s.result?.trace);
  const scenario = useScenario((s) => s.scenario);
  const rows = useMemo(() => traceEvidence(walked, trace), [walked, trace]);
  const { counted, drops } = useMemo(() => nodeCounters(scenario), [scenario]);
  const t = useT();
  const command = <span className="font-mono text-xs">{GET_COUNTERS}</span>;
  return (
    <Section id="import-evidence" title={t('import.evidence')} testId="import-evidence">
      {!counted ? (
        <EmptyState>
          {fill(t('import.noCounters'), { command })}
        </EmptyState>
      ) : !trace ? (
        <EmptyState>{t('import.sendForEvidence')}</EmptyState>
      ) : rows.length ? (
        <ul className="space-y-1.5">
          {rows.map((e) => (
            <EvidenceRow key={e.step} e={e} event={trace.events[e.step - 1]} />
          ))}
        </ul>
      ) : (
        <EmptyState>
          {fill(t('import.noRuleWithCounters'), { command })}
        </EmptyState>
      )}
      <Drops drops={drops} />
    </Section>
  );
}
