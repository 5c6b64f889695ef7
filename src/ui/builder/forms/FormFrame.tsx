// The frame of a properties form: what is selected, its fields, the scenario's live warnings about
// it, and the button that removes it.
import type { ReactNode } from 'react';
import { useSimulation } from '../../drawn-scenario';
import type { Path } from '../../../cluster/scenario/issues';
import { humanize, pathStartsWith } from '../../../state/issue-words';
import { danger, sectionTitle } from '../styles';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';
import { useNarrationLang } from '../../i18n/narration';
import { sayIssue } from '../../i18n/messages/scenario-say';

/** Warnings the scenario's checks give about this object now (valid, but worth knowing). */
function Warnings({ prefix }: { prefix: Path }) {
  const { sim } = useSimulation();
  const t = useT();
  const lang = useNarrationLang();
  if (sim instanceof Error) return null;
  const warnings = sim.resolved.issues.filter((i) => i.severity === 'warning' && pathStartsWith(i.path, prefix) && i.path.length > 1);
  if (!warnings.length) return null;
  return (
    <ul className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-[13px] text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100" aria-label={t('build.warnings')}>
      {warnings.map((w) => (
        <li key={w.path.join('.') + w.message}>⚠ {sayIssue(lang, { message: humanize(w.message), msg: w.msg })}</li>
      ))}
    </ul>
  );
}

export function FormFrame({ kind, title, prefix, remove, children, testId }: { kind: string; title: string; prefix: Path; remove?: { label: string; run: () => void }; children: ReactNode; testId: string }) {
  return (
    <section aria-label={`${kind} ${title}`} className="space-y-2.5" data-testid={testId}>
      <div>
        <h2 className={sectionTitle}>{kind}</h2>
        <div className="truncate text-base font-semibold" title={title}>
          {title}
        </div>
      </div>
      {children}
      <Warnings prefix={prefix} />
      {remove && (
        <button type="button" className={danger} onClick={remove.run} data-testid="remove">
          {remove.label}
        </button>
      )}
    </section>
  );
}
