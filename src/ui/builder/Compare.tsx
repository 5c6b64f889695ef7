// Before/after in Build mode: the document against its last saved version, the built-in it started
// from, or the document as it was opened. Each probe walked in both; which change verdict and the step where the walks part.
import { useState } from 'react';
import type { ProbeComparison } from '../../cluster/compare/compare';
import { compareText, type CompareMsg } from '../../cluster/compare/messages';
import { baselines, compareWith } from '../../state/compare';
import { useScenario } from '../app-context';
import { button, field } from '../common/controls';
import { useNarrationLang } from '../i18n/narration';
import { sayCompare, sayDivergence } from '../i18n/messages/compare-say';
import { useT } from '../i18n/use-t';
import '../i18n/words/build-en';
import { ruleChanges, type RuleChanges as Changes } from '../../state/rule-changes';
import { RuleChanges } from '../matrix/RuleChanges';

const show = (o: ProbeComparison['before']) => `${o.outcome}${o.reason ? ` ${o.reason}` : ''}`;

export function Compare() {
  const sayLang = useNarrationLang();
  const t = useT();
  const scenario = useScenario((s) => s.scenario);
  const source = useScenario((s) => s.source);
  const past = useScenario((s) => s.past);
  const lastSaved = useScenario((s) => s.lastSaved);
  const named = (o: { id: string; label: string }) => (o.id === 'saved' ? t('build.baseSaved') : o.id === 'opened' ? t('build.baseOpened') : o.id === 'builtin' && source.kind === 'builtin' ? t('build.baseBuiltin', { id: source.id }) : o.label);
  const options = baselines({ scenario, source, past, lastSaved }).map((o) => ({ ...o, label: named(o) }));
  const [pick, setPick] = useState<string>();
  const [result, setResult] = useState<{ of: typeof scenario; label: string; probes: ProbeComparison[]; skipped: CompareMsg[]; rules: Changes }>();
  if (!options.length) return null;
  const chosen = options.find((o) => o.id === pick) ?? options[0]!;
  const current = result?.of === scenario ? result : undefined;
  const changed = current?.probes.filter((p) => p.changed) ?? [];
  return (
    <section aria-label={t('build.compare')} className="space-y-1.5 text-sm" data-testid="compare">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('build.beforeAfter')}</h2>
      <div className="flex items-center gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('build.compareWith')}</span>
          <select className={field} value={chosen.id} onChange={(e) => setPick(e.target.value)}>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button} onClick={() => {
            const walked = compareWith(chosen.scenario, scenario);
            // Rule by rule too (issue 26 item 2): what was added, removed and changed, and which rule explains each new verdict.
            setResult({ of: scenario, label: chosen.label, ...walked, rules: ruleChanges(chosen.scenario, scenario, walked.probes) });
          }}>
          {t('build.compare')}
        </button>
      </div>
      {current && (
        <div data-testid="compare-result">
          <p>{t('build.changeCount', { changed: changed.length, count: current.probes.length, label: current.label })}</p>
          <ul className="mt-1 space-y-1">
            {current.probes.map((p) => (
              <li key={p.name} data-testid={`compare-${p.name}`} data-changed={p.changed} className={p.changed ? 'rounded bg-amber-100 p-1 dark:bg-amber-900/40' : 'text-slate-600 dark:text-slate-400'}>
                <span className="font-mono text-xs">{p.name}</span>: {show(p.before)}
                {p.changed && (
                  <>
                    {' '}→ <b>{show(p.after)}</b>
                  </>
                )}
                {p.changed && p.divergesAt && <div className="text-xs">{t('build.partsAt', { step: p.divergesAt.step, text: sayDivergence(sayLang, p.divergesAt, p.traces) })}</div>}
              </li>
            ))}
          </ul>
          <div className="mt-2">
            <RuleChanges changes={current.rules} probes={current.probes} scenario={scenario} />
          </div>
          {current.skipped.map((m) => (
            <p key={compareText(m)} className="text-xs text-slate-600 dark:text-slate-400">
              {sayCompare(sayLang, m)}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
