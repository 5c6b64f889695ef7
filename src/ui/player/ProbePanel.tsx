// The scenario's saved probes: pick one to send it. Each shows what it expects and what happened
// (as expected, or how it differs), and can be copied into the composer to vary it.
import { useProbeError } from './use-player-error';
import { checkExpect } from '../../cluster/simulation';
import type { ProbeSpec } from '../../cluster/scenario/schema';
import { formFromProbe } from '../../state/composer';
import { cachedTrace } from '../../state/trace-cache';
import { useApp, usePlayer } from '../app-context';
import { useDrawnScenario } from '../drawn-scenario';
import { CheckIcon, PencilIcon } from '../common/icons';
import { focusRing } from '../common/controls';
import { EmptyState, Section } from '../common/Section';
import { Outcome } from './Outcome';
import { useT, type T } from '../i18n/use-t';
import '../i18n/words/trace-en';

function expectation(p: ProbeSpec, t: T): string | undefined {
  const e = p.expect;
  if (!e) return undefined;
  const who = e.endpoint ? (Array.isArray(e.endpoint) ? e.endpoint : [e.endpoint]).map((r) => r.replace(/^pod\/(default\/)?/, '')).join(` ${t('trace.probes.or')} `) : '';
  const outcome = e.outcome ? t(`trace.outcome.${e.outcome}`) : t('trace.probes.anyOutcome');
  return `${outcome}${e.reason ? ` ${e.reason}` : ''}${who ? ` ${t('trace.probes.toWho', { who })}` : ''}`;
}

function ProbeResult({ probe: spec }: { probe: ProbeSpec }) {
  // After a big edit, for a moment the document before it: each probe is walked in a render React can interrupt.
  const scenario = useDrawnScenario();
  // An exercise's goals keep their expectation hidden: the exercise card's Check reveals them.
  const probe = scenario.exercise?.goals.includes(spec.name) ? { ...spec, expect: undefined } : spec;
  const t = useT();
  const r = cachedTrace(scenario, spec);
  const expected = expectation(probe, t);
  const deadEnd = useProbeError(r.ok ? undefined : r.message, r.deadEnd, r.ok ? undefined : r.msg);
  if (!r.ok) return <div className="text-sm text-rose-700 dark:text-rose-400">{deadEnd}</div>;
  const diff = checkExpect(probe, r.value.trace);
  return (
    <div className="space-y-0.5 text-sm">
      {expected && <div className="text-slate-600 dark:text-slate-400">{t('trace.probes.expects', { what: expected })}</div>}
      <div className="flex flex-wrap items-center gap-x-2">
        <span className="text-slate-600 dark:text-slate-400">{t('trace.probes.got')}</span>
        <Outcome trace={r.value.trace} />
        {probe.expect &&
          (diff.length ? (
            <span className="rounded bg-amber-100 px-1 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100" title={diff.join('\n')} data-testid="not-as-expected">
              {t('trace.probes.notAsExpected')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-0.5 text-slate-600 dark:text-slate-400">
              <CheckIcon width={12} height={12} /> {t('trace.probes.asExpected')}
            </span>
          ))}
      </div>
      {diff.length > 0 && <div className="text-amber-900 dark:text-amber-200">{diff.join('; ')}</div>}
    </div>
  );
}

export function ProbePanel() {
  const app = useApp();
  const t = useT();
  // The probes of the document whose results are drawn (ProbeResult's).
  const probes = useDrawnScenario().probes;
  const current = usePlayer((s) => (s.origin === 'saved' ? s.probe?.name : undefined));
  const send = (p: ProbeSpec) => {
    app.player.getState().show(app.scenario.getState().scenario, p, 'saved');
    app.playhead.getState().play();
  };
  const copy = (p: ProbeSpec) => {
    app.ui.getState().set('draft', formFromProbe(p, app.scenario.getState().scenario));
    app.ui.getState().fold('composer', false);
  };
  return (
    <Section id="probes" title={`${t('trace.probes.title')}${probes.length ? ` (${probes.length})` : ''}`} testId="probes">
      {probes.length === 0 && <EmptyState>{t('trace.probes.empty')}</EmptyState>}
      <ul className="space-y-1.5">
        {probes.map((p) => (
          <li key={p.name} className={`flex rounded-lg border ${current === p.name ? 'border-sky-600 bg-sky-50 dark:border-sky-500 dark:bg-sky-950/40' : 'border-slate-200 dark:border-slate-700'}`}>
            <button type="button" onClick={() => send(p)} aria-pressed={current === p.name} data-testid={`probe-${p.name}`} className={`min-w-0 flex-1 rounded-l-lg px-2.5 py-1.5 text-left hover:bg-slate-50 dark:hover:bg-slate-800 ${focusRing}`}>
              <div className="truncate text-sm font-semibold">{p.name}</div>
              <div className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">
                {p.protocol} {p.from} → {p.to}
              </div>
              <ProbeResult probe={p} />
            </button>
            <button type="button" onClick={() => copy(p)} aria-label={t('trace.probes.copy', { name: p.name })} title={t('trace.probes.copyTitle')} className={`shrink-0 self-start rounded-r-lg p-2 text-slate-500 hover:text-slate-900 dark:hover:text-white ${focusRing}`}>
              <PencilIcon />
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
