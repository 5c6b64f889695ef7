// Form fields of the builder. A text field keeps what the user types as a draft and commits it on
// Enter or when focus leaves (one undo step per change, not per keystroke); Esc puts the saved value
// back. A refused commit keeps the draft and says why right under the field, including what the
// change would break elsewhere. Selects and checkboxes commit at once.
import { useId, useState, type ReactNode } from 'react';
import type { Path } from '../../cluster/scenario/issues';
import { formatLabels, formatList, optionalText, parseLabels, parseList, parseOptionalInt } from '../../state/field-text';
import { pathStartsWith, type IssueText } from '../../state/issue-words';
import { focusRing } from '../common/controls';
import { hint as hintCls, input, inputBad, inputOk, label as labelCls } from './styles';
import type { CommitResult } from './useEdit';
import { useT } from '../i18n/use-t';
import '../i18n/words/build-en';
import { useNarrationLang } from '../i18n/narration';
import { sayText } from '../i18n/messages/say-value';
import { sayIssue } from '../i18n/messages/scenario-say';
import { sayRefusal } from '../i18n/messages/refusals-say';
import type { Msg } from '../../core/message';

/** What a commit can answer: applied, refused by the scenario's checks, or a text that cannot be
 * read (in the user's language already, or a parser's value). */
export type Commit<T> = (value: T) => CommitResult | string | Msg;

type Failure = { local: string | Msg } | { problems: IssueText[] };

function failureOf(r: CommitResult | string | Msg): Failure | undefined {
  if (typeof r === 'string' || 'id' in r) return { local: r };
  return r.ok ? undefined : { problems: r.problems };
}

/** The reasons a change was refused: this field's own first, then what it would break elsewhere. */
export function FieldError({ id, failure, path }: { id: string; failure?: Failure; path?: Path }) {
  const t = useT();
  const lang = useNarrationLang();
  if (!failure) return null;
  if ('local' in failure) {
    return (
      <p id={id} role="alert" className="mt-1 text-[13px] text-rose-800 dark:text-rose-300">
        ✕ {typeof failure.local === 'string' ? failure.local : sayRefusal(lang, failure.local)}
      </p>
    );
  }
  const own = failure.problems.filter((p) => path && pathStartsWith(p.path, path));
  const elsewhere = failure.problems.filter((p) => !own.includes(p));
  return (
    <div id={id} role="alert" className="mt-1 space-y-0.5 text-[13px] text-rose-800 dark:text-rose-300">
      <p className="font-medium">✕ {own.length ? t('build.notAppliedWhy', { why: own.map((p) => sayIssue(lang, p)).join('; ') }) : t('build.notApplied')}</p>
      {elsewhere.length > 0 && (
        <ul className="list-disc pl-4">
          {elsewhere.map((p) => (
            <li key={p.where + p.message}>
              {sayText(lang, p.where, p.whereMsg, 'WHERE_VI')}: {sayIssue(lang, p)}
            </li>
          ))}
        </ul>
      )}
      <p className="text-slate-600 dark:text-slate-400">{t('build.escHint')}</p>
    </div>
  );
}

interface FieldShell {
  label: string;
  hint?: ReactNode;
  path?: Path;
  testId?: string;
}

/** What a field's control is described by: its error when there is one, else its hint. */
const describedBy = (id: string, failure: Failure | undefined, hint: ReactNode) => (failure ? `${id}-err` : hint ? `${id}-hint` : undefined);

/** Label above, the control, then the hint (or, after a refused edit, the error with its path). */
function FieldFrame({ id, label, hint, failure, path, className, children }: { id: string; label: ReactNode; hint?: ReactNode; failure?: Failure; path?: Path; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelCls}>
        {label}
      </label>
      {children}
      {hint && !failure && (
        <p id={`${id}-hint`} className={hintCls}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-err`} failure={failure} path={path} />
    </div>
  );
}

export function TextField({
  label,
  hint,
  path,
  testId,
  value,
  placeholder,
  mono,
  commit,
  listId,
  className = '',
}: FieldShell & { value: string; placeholder?: string; mono?: boolean; commit: Commit<string>; className?: string; /** A <datalist> of suggestions. */ listId?: string }) {
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const [failure, setFailure] = useState<Failure>();
  const save = () => {
    if (draft === undefined || draft === value) {
      setDraft(undefined);
      setFailure(undefined);
      return;
    }
    const f = failureOf(commit(draft));
    setFailure(f);
    if (!f) setDraft(undefined);
  };
  const revert = () => {
    setDraft(undefined);
    setFailure(undefined);
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} failure={failure} path={path} className={className}>
      <input
        id={id}
        className={`${input} ${failure ? inputBad : inputOk} ${mono ? 'font-mono text-[13px]' : ''}`}
        value={draft ?? value}
        placeholder={placeholder}
        list={listId}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={!!failure}
        aria-describedby={describedBy(id, failure, hint)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') revert();
        }}
        data-testid={testId}
      />
    </FieldFrame>
  );
}

export function SelectField<T extends string>({ label, hint, path, testId, value, options, commit, className = '' }: FieldShell & { value: T; options: readonly (T | { value: T; label: string })[]; commit: Commit<T>; className?: string }) {
  const id = useId();
  const [failure, setFailure] = useState<Failure>();
  return (
    <FieldFrame id={id} label={label} hint={hint} failure={failure} path={path} className={className}>
      <select
        id={id}
        className={`${input} ${failure ? inputBad : inputOk}`}
        value={value}
        aria-invalid={!!failure}
        aria-describedby={describedBy(id, failure, hint)}
        onChange={(e) => setFailure(failureOf(commit(e.target.value as T)))}
        data-testid={testId}
      >
        {options.map((o) => {
          const opt = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={opt.value} value={opt.value}>
              {opt.label}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

export function CheckField({ label, hint, path, testId, value, commit }: FieldShell & { value: boolean; commit: Commit<boolean> }) {
  const id = useId();
  const [failure, setFailure] = useState<Failure>();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className={`mt-0.5 h-4 w-4 shrink-0 accent-sky-700 ${focusRing}`}
          checked={value}
          aria-invalid={!!failure}
          aria-describedby={describedBy(id, failure, hint)}
          onChange={(e) => setFailure(failureOf(commit(e.target.checked)))}
          data-testid={testId}
        />
        <label htmlFor={id} className="text-sm">
          {label}
          {hint && !failure && (
            <span id={`${id}-hint`} className={`block ${hintCls}`}>
              {hint}
            </span>
          )}
        </label>
      </div>
      <FieldError id={`${id}-err`} failure={failure} path={path} />
    </div>
  );
}

// --- typed fields: the one-line text forms of src/state/field-text.ts ---------------------------

type Shell = FieldShell & { className?: string; placeholder?: string };

export function LabelsField({ value, commit, ...shell }: Shell & { value: Record<string, string>; commit: Commit<Record<string, string>> }) {
  return (
    <TextField
      {...shell}
      mono
      value={formatLabels(value)}
      commit={(text) => {
        const p = parseLabels(text);
        return p.ok ? commit(p.value) : p.msg;
      }}
    />
  );
}

export function ListField({ value, commit, ...shell }: Shell & { value: readonly string[] | undefined; commit: Commit<string[]> }) {
  return <TextField {...shell} mono value={formatList(value)} commit={(text) => commit(parseList(text))} />;
}

export function IntField({ value, commit, required, ...shell }: Shell & { value: number | undefined; required?: boolean; commit: Commit<number | undefined> }) {
  const t = useT();
  return (
    <TextField
      {...shell}
      mono
      value={value === undefined ? '' : String(value)}
      commit={(text) => {
        const p = parseOptionalInt(text);
        if (!p.ok) return p.msg;
        if (required && p.value === undefined) return t('build.needNumber');
        return commit(p.value);
      }}
    />
  );
}

/** An address or range the scenario may leave out: empty means "allocate it", and the placeholder
 * shows what was allocated. */
export function OptionalField({ value, commit, ...shell }: Shell & { value: string | undefined; commit: Commit<string | undefined> }) {
  return <TextField {...shell} mono value={value ?? ''} commit={(text) => commit(optionalText(text))} />;
}
