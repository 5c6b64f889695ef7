// What changed rule by rule between the two states of a before/after (issue 26 item 2): per node
// and port, the VFP rules added (emerald, +), removed (rose, struck, −) and changed (amber, ~, with
// the fields), each port with a way into its close-up; and for every probe whose verdict changed,
// the first rule of the diff that explains it, which plays the probe at its deciding step and opens
// the port where that rule is.
import '../i18n/words/matrix-en';
import type { ProbeComparison } from '../../cluster/compare/compare';
import type { ProbeSpec, Scenario } from '../../cluster/scenario/schema';
import { decidingStep } from '../../state/matrix-store';
import type { RuleChangeAt, RuleChanges as Changes } from '../../state/rule-changes';
import { ruleMarksOf } from '../../state/rule-marks';
import { useEffect } from 'react';
import { useApp } from '../app-context';
import { linkButton } from '../common/controls';
import { useT, type T } from '../i18n/use-t';

const TONE: Record<RuleChangeAt['kind'], string> = {
  added: 'text-emerald-800 dark:text-emerald-300',
  removed: 'text-rose-800 line-through dark:text-rose-300',
  changed: 'text-amber-800 dark:text-amber-300',
};
const GLYPH: Record<RuleChangeAt['kind'], string> = { added: '+', removed: '−', changed: '~' };

const kindWord = (t: T, c: RuleChangeAt) => (c.kind === 'changed' ? t('matrix.rules.changed', { fields: (c.fields ?? []).join(', ') }) : t(`matrix.rules.${c.kind}`));

/**
 * `scenario` is the later state, the one the close-up marks. `specs`: the probes walked when they are
 * not the document's own (Import mode's hints, played as ad-hoc probes). `onOpen`: puts the later
 * state on screen first, when it is not (Import mode's "after" set).
 */
export function RuleChanges({ changes, probes, scenario, specs, onOpen }: { changes: Changes; probes: readonly ProbeComparison[]; scenario: Scenario; specs?: readonly ProbeSpec[]; onOpen?: () => void }) {
  const app = useApp();
  const t = useT();
  // The close-up marks these changes while this document is on screen.
  useEffect(() => ruleMarksOf(app).getState().set(scenario, changes.changes), [app, scenario, changes]);
  const ports = new Map<string, RuleChangeAt[]>();
  for (const c of changes.changes) {
    const k = `${c.node}|${c.port}`;
    ports.set(k, [...(ports.get(k) ?? []), c]);
  }
  const count = (k: RuleChangeAt['kind']) => changes.changes.filter((c) => c.kind === k).length;
  const openPort = (c: RuleChangeAt) => {
    onOpen?.();
    app.ui.getState().set('follow', false);
    app.ui.getState().open({ kind: 'port', node: c.node, port: c.port });
  };
  const explain = (p: ProbeComparison, c: RuleChangeAt) => {
    onOpen?.();
    const probe = (specs ?? scenario.probes).find((x) => x.name === p.name);
    if (probe) {
      app.player.getState().show(scenario, probe, specs ? 'adhoc' : 'saved');
      const r = app.player.getState().result;
      if (r) app.playhead.getState().setStep(decidingStep(r.trace));
    }
    openPort(c);
  };
  const changed = probes.filter((p) => p.changed);
  return (
    <div className="space-y-1.5" data-testid="rule-changes">
      <h3 className="text-sm font-semibold">{t('matrix.rules.title')}</h3>
      {changes.changes.length ? <p>{t('matrix.rules.counts', { added: count('added'), removed: count('removed'), changed: count('changed') })}</p> : <p className="text-slate-600 dark:text-slate-400">{t('matrix.rules.none')}</p>}
      {changed.length > 0 && (
        <ul className="space-y-1">
          {changed.map((p) => {
            const c = changes.explains[p.name];
            return (
              <li key={p.name} data-testid={`rule-explains-${p.name}`}>
                {c ? (
                  <button type="button" className={`${linkButton} text-left`} title={t('matrix.rules.explainsTitle')} onClick={() => explain(p, c)}>
                    {t('matrix.rules.explains', { probe: p.name, rule: c.name, kind: kindWord(t, c), layer: c.layer })}
                  </button>
                ) : (
                  <span className="text-slate-600 dark:text-slate-400">{t('matrix.rules.unexplained', { probe: p.name })}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {[...ports.values()].map((list) => {
        const first = list[0]!;
        return (
          <div key={`${first.node}|${first.port}`} className="rounded border border-slate-200 p-1.5 dark:border-slate-700" data-testid="rule-changes-port">
            <div className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 break-words text-xs font-semibold">
                {t('matrix.rules.port', { node: first.node, port: first.owner ?? first.portName })}
              </span>
              <button type="button" className={`${linkButton} shrink-0 text-xs`} onClick={() => openPort(first)}>
                {t('matrix.rules.open')}
              </button>
            </div>
            <ul className="mt-1 space-y-0.5">
              {list.map((c) => (
                <li key={`${c.kind}-${c.layer}-${c.group}-${c.rule}`} className="text-xs" data-kind={c.kind} data-testid="rule-change">
                  <span aria-hidden className={`mr-1 inline-block w-3 text-center font-bold ${TONE[c.kind].replace('line-through', '')}`}>
                    {GLYPH[c.kind]}
                  </span>
                  <span className={`font-mono ${TONE[c.kind]}`}>{c.name}</span> <span className="text-slate-600 dark:text-slate-400">· {c.layer} · {c.group} · {t('matrix.rules.rule', { priority: c.priority, action: c.action })} · </span>
                  <span className={TONE[c.kind].replace('line-through', '')}>{kindWord(t, c)}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {changes.onlyBefore.length > 0 && <p className="text-xs">{t('matrix.rules.onlyBefore', { nodes: changes.onlyBefore.join(', ') })}</p>}
      {changes.onlyAfter.length > 0 && <p className="text-xs">{t('matrix.rules.onlyAfter', { nodes: changes.onlyAfter.join(', ') })}</p>}
    </div>
  );
}
