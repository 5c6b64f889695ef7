// The fields of the VFP forms (a rule, a layer, a group): text kept as typed until the form is
// saved as one edit, unlike builder/fields.tsx whose fields commit on each change. One markup for
// all, so that labels, error states and test ids read alike.
import type { ReactNode } from 'react';
import { hint, input, inputBad, inputOk, label } from '../styles';

export function DraftText({
  id,
  name,
  value,
  onChange,
  bad = false,
  error,
  placeholder,
  help,
  readOnly,
  onEnter,
  testId,
}: {
  id: string;
  name: string;
  value: string;
  onChange(v: string): void;
  bad?: boolean;
  /** Said under the field (and the field marked invalid). */
  error?: ReactNode;
  placeholder?: string;
  help?: string;
  readOnly?: boolean;
  onEnter?(): void;
  testId: string;
}) {
  const invalid = bad || !!error;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {name}
      </label>
      <input
        id={id}
        className={`${input} ${invalid ? inputBad : inputOk} font-mono text-[13px]`}
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={invalid}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onEnter && ((e) => e.key === 'Enter' && onEnter())}
        data-testid={testId}
      />
      {help && !error && <p className={hint}>{help}</p>}
      {error && (
        <p id={`${id}-err`} role="alert" className="mt-1 text-[13px] text-rose-800 dark:text-rose-300" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function DraftSelect({
  id,
  name,
  value,
  options,
  onChange,
  disabled,
  testId,
}: {
  id: string;
  name: string;
  value: string;
  options: readonly string[];
  onChange(v: string): void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {name}
      </label>
      <select id={id} className={`${input} ${inputOk}`} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {/* A value no option names (an action HNS made) is shown as it is. */}
        {!options.includes(value) && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
