// The form of one VFP rule, in place under its row: a new rule, a rule made by hand, or a rule HNS
// made (its id and a non-filter action stay; the change is kept as a delta). Saved through the
// scenario store like every edit: a refused value is shown under its field and nothing changes.
import { useId, useState } from 'react';
import type { Rule } from '../../../core/vfp/model';
import { changeOf, EMPTY_RULE, handRuleOf, type RuleFormText } from '../../../state/rule-form';
import { ruleText, saveRule, type GroupAt } from '../../../state/vfp-edits';
import type { IssueText } from '../../../state/issue-words';
import { useEdit } from '../useEdit';
import { button, primary } from '../styles';
import { DraftSelect, DraftText } from './draft-fields';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';
import { useNarrationLang } from '../../i18n/narration';
import { sayText } from '../../i18n/messages/say-value';
import { sayIssue } from '../../i18n/messages/scenario-say';

type TextKey = Exclude<keyof RuleFormText, 'terminating' | 'stateful'>;

/** VFP's own words for a filter rule's action and flags: names, the same in every language. */
const ACTIONS = ['allow', 'block'] as const;
const FLAGS = { terminating: 'terminating', stateful: 'stateful' } as const;

/** The form field a problem is about: the key after `rule` (add-rule) or `set` (change-rule). */
export function fieldOfPath(path: (string | number)[]): string | undefined {
  const i = path.findIndex((k) => k === 'rule' || k === 'set');
  const next = i >= 0 ? path[i + 1] : undefined;
  return typeof next === 'string' ? next : i >= 0 && path[i] === 'rule' ? 'id' : undefined;
}

export function RuleForm({ at, rule, handMade, taken, onDone }: { at: GroupAt; rule?: Rule; handMade: boolean; taken: string[]; onDone: () => void }) {
  const edit = useEdit();
  const id = useId();
  const t = useT();
  const lang = useNarrationLang();
  const initial: RuleFormText = rule ? { id: rule.id, ...ruleText(rule) } : { ...EMPTY_RULE, id: nextId(taken) };
  const [text, setText] = useState(initial);
  const [problems, setProblems] = useState<IssueText[]>([]);
  const fromHns = !!rule && !handMade;
  const filterAction = text.action === 'allow' || text.action === 'block';
  const save = () => {
    const hand = handRuleOf(text);
    const what = rule ? t('build.do.editRule', { rule: rule.id, group: at.group }) : t('build.do.addRule', { rule: hand.id, group: at.group });
    if (fromHns && !Object.keys(changeOf(initial, text)).length) return onDone();
    const r = edit((s) => saveRule(s, at, hand, rule?.id, fromHns ? changeOf(initial, text) : undefined), what);
    if (r.ok) onDone();
    else setProblems(r.problems);
  };
  const errorOf = (k: string) => problems.filter((p) => fieldOfPath(p.path) === k);
  const others = problems.filter((p) => !fieldOfPath(p.path) || !(fieldOfPath(p.path)! in initial));
  const field = (k: TextKey, name: string, placeholder?: string, help?: string) => {
    const errs = errorOf(k);
    return (
      <DraftText
        id={`${id}-${k}`}
        name={name}
        value={text[k]}
        onChange={(v) => setText({ ...text, [k]: v })}
        error={errs.length ? `✕ ${t('build.notAppliedWhy', { why: errs.map((p) => sayIssue(lang, p)).join('; ') })}` : undefined}
        placeholder={placeholder}
        help={help}
        readOnly={k === 'id' && !!rule && !handMade}
        onEnter={save}
        testId={`rule-${k}`}
      />
    );
  };
  return (
    <form
      className="space-y-2 rounded-md border border-sky-300 bg-sky-50/60 p-2 dark:border-sky-800 dark:bg-sky-950/30"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      aria-label={rule ? t('build.editRule', { id: rule.id }) : t('build.newRuleIn', { group: at.group })}
      data-testid="rule-form"
    >
      {field('id', t('build.ruleName'))}
      <div className="grid grid-cols-2 gap-2">
        {field('priority', t('build.priorityLabel'), '100', t('build.lowerWins'))}
        <DraftSelect id={`${id}-action`} name={t('build.action')} value={text.action} options={ACTIONS} disabled={!filterAction} onChange={(action) => setText({ ...text, action })} testId="rule-action" />
      </div>
      {field('protocols', t('build.protocols'), t('build.any'), t('build.protocolsHint'))}
      {field('srcIp', t('build.srcIps'), t('build.any'), t('build.srcIpsHint'))}
      {field('dstIp', t('build.dstIps'), t('build.any'))}
      <div className="grid grid-cols-2 gap-2">
        {field('srcPorts', t('build.srcPorts'), t('build.any'))}
        {field('dstPorts', t('build.dstPorts'), t('build.any'), '80, 8000-8100')}
      </div>
      <div className="flex flex-wrap gap-x-3 text-sm">
        <label className="inline-flex items-center gap-1">
          <input type="checkbox" checked={text.terminating} onChange={(e) => setText({ ...text, terminating: e.target.checked })} /> {FLAGS.terminating}
        </label>
        <label className="inline-flex items-center gap-1">
          <input type="checkbox" checked={text.stateful} onChange={(e) => setText({ ...text, stateful: e.target.checked })} /> {FLAGS.stateful}
        </label>
      </div>
      {others.length > 0 && (
        <ul role="alert" className="list-disc pl-4 text-[13px] text-rose-800 dark:text-rose-300">
          {others.map((p) => (
            <li key={p.where + p.message}>
              {sayText(lang, p.where, p.whereMsg, 'WHERE_VI')}: {sayIssue(lang, p)}
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <button type="submit" className={primary} data-testid="rule-save">
          {rule ? t('build.saveRule') : t('build.addRule')}
        </button>
        <button type="button" className={button} onClick={onDone}>
          {t('build.cancel')}
        </button>
      </div>
    </form>
  );
}

function nextId(taken: string[]): string {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  for (let n = 1; ; n++) if (!used.has(`rule-${n}`)) return `rule-${n}`;
}
