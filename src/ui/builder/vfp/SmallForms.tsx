// The forms for a new layer, a new group, and a group's priority and direction: a few fields, saved
// as one edit; a refused value is said under the form and nothing changes.
import { useId, useState, type ReactNode } from 'react';
import type { Scenario } from '../../../cluster/scenario/schema';
import type { IssueText } from '../../../state/issue-words';
import { useEdit } from '../useEdit';
import { button, primary } from '../styles';
import { DraftSelect, DraftText } from './draft-fields';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';
import { useNarrationLang } from '../../i18n/narration';
import { sayText } from '../../i18n/messages/say-value';
import { sayIssue } from '../../i18n/messages/scenario-say';

const num = (t: string): number => (/^-?\d+(\.\d+)?$/.test(t.trim()) ? Number(t.trim()) : (t as unknown as number));

interface Spec {
  name?: string;
  priority: string;
  /** A group's direction, or a layer's default action. */
  choice: string;
}

/** A mini form: name (when new), priority and one choice. `build` turns it into the edit. */
export function SmallForm({
  title,
  testId,
  initial,
  choices,
  choiceLabel,
  submit,
  build,
  what,
  onDone,
}: {
  title: string;
  testId: string;
  initial: Spec;
  choices: string[];
  choiceLabel: string;
  submit: string;
  build: (v: { name: string; priority: number; choice: string }) => (s: Scenario) => Scenario;
  what: string;
  onDone: () => void;
}) {
  const edit = useEdit();
  const id = useId();
  const t = useT();
  const lang = useNarrationLang();
  const [v, setV] = useState(initial);
  const [problems, setProblems] = useState<IssueText[]>([]);
  const bad = (k: string) => problems.some((p) => p.path.includes(k));
  const save = () => {
    const r = edit(build({ name: (v.name ?? '').trim(), priority: num(v.priority), choice: v.choice }), what);
    if (r.ok) onDone();
    else setProblems(r.problems);
  };
  const row = (k: 'name' | 'priority', text: string): ReactNode => (
    <DraftText id={`${id}-${k}`} name={text} value={v[k] ?? ''} bad={bad(k)} onChange={(x) => setV({ ...v, [k]: x })} testId={`${testId}-${k}`} />
  );
  return (
    <form
      aria-label={title}
      className="space-y-2 rounded-md border border-sky-300 bg-sky-50/60 p-2 dark:border-sky-800 dark:bg-sky-950/30"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      data-testid={testId}
    >
      {initial.name !== undefined && row('name', t('build.name'))}
      <div className="grid grid-cols-2 gap-2">
        {row('priority', t('build.priorityLabel'))}
        <DraftSelect id={`${id}-choice`} name={choiceLabel} value={v.choice} options={choices} onChange={(choice) => setV({ ...v, choice })} />
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="list-disc pl-4 text-[13px] text-rose-800 dark:text-rose-300">
          {problems.map((p) => (
            <li key={p.where + p.message}>
              ✕ {t('build.notAppliedWhy', { why: `${sayText(lang, p.where, p.whereMsg, 'WHERE_VI')}: ${sayIssue(lang, p)}` })}
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <button type="submit" className={primary}>
          {submit}
        </button>
        <button type="button" className={button} onClick={onDone}>
          {t('build.cancel')}
        </button>
      </div>
    </form>
  );
}
