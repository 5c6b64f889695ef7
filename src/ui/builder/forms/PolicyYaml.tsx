// The whole NetworkPolicy as YAML text: for the shapes the form does not cover, or for pasting a
// policy from a cluster. Applied only when it parses and validates; problems name their line.
import { useId, useState } from 'react';
import { useApp } from '../../app-context';
import type { NetworkPolicySpec } from '../../../cluster/scenario/schema';
import { applyPolicyYaml, policyToYaml, type TextProblem } from '../../../state/policy-yaml';
import { humanize } from '../../../state/issue-words';
import { button, hint, primary, textarea } from '../styles';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';
import { useNarrationLang } from '../../i18n/narration';
import { sayText } from '../../i18n/messages/say-value';
import { sayIssue } from '../../i18n/messages/scenario-say';

export function PolicyYaml({ index, policy }: { index: number; policy: NetworkPolicySpec }) {
  const app = useApp();
  const id = useId();
  const t = useT();
  const lang = useNarrationLang();
  const saved = policyToYaml(policy);
  const [draft, setDraft] = useState<string>();
  const [problems, setProblems] = useState<TextProblem[]>([]);
  const text = draft ?? saved;
  const apply = () => {
    const r = applyPolicyYaml(app.scenario.getState().scenario, index, text);
    setProblems(r.problems);
    if (!r.candidate) return;
    const refused = app.scenario.getState().edit(r.candidate, t('build.do.policyYaml', { name: policy.metadata.name })).filter((i) => i.severity === 'error');
    if (refused.length) setProblems(refused.map((i) => ({ message: humanize(i.message), msg: i.msg })));
    else setDraft(undefined);
  };
  const revert = () => {
    setDraft(undefined);
    setProblems([]);
  };
  const rows = Math.min(24, Math.max(8, text.split('\n').length + 1));
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="sr-only">
        {t('build.policyYaml')}
      </label>
      <textarea
        id={id}
        className={`${textarea} ${problems.length ? 'border-rose-600 dark:border-rose-400' : 'border-slate-300 dark:border-slate-600'}`}
        rows={rows}
        value={text}
        spellCheck={false}
        aria-invalid={problems.length > 0}
        aria-describedby={problems.length ? `${id}-err` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        data-testid="policy-yaml"
      />
      {problems.length > 0 && (
        <ul id={`${id}-err`} role="alert" className="space-y-0.5 text-[13px] text-rose-800 dark:text-rose-300">
          {problems.map((p, k) => (
            <li key={k}>
              ✕ {p.line !== undefined ? t('build.line', { n: p.line }) : ''}
              {p.field ? `${p.line !== undefined ? ' · ' : ''}${sayText(lang, p.field, p.fieldMsg, 'WHERE_VI')}` : ''}
              {p.line !== undefined || p.field ? ': ' : ''}
              {sayIssue(lang, p)}
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-1.5">
        <button type="button" className={primary} disabled={draft === undefined} onClick={apply} data-testid="policy-yaml-apply">
          {t('build.apply')}
        </button>
        <button type="button" className={button} disabled={draft === undefined} onClick={revert}>
          {t('build.revert')}
        </button>
        <span className={hint}>{draft === undefined ? t('build.asSaved') : t('build.notAppliedYet')}</span>
      </div>
    </div>
  );
}
