// The close-up's marks of a before/after's rule changes (RuleMarkSlots), with their words: a chunk
// of their own, fetched the first time a comparison has marks to show.
import '../i18n/words/matrix-en';
import type { RuleChangeAt } from '../../state/rule-changes';
import { useT } from '../i18n/use-t';

/** On an added rule's row "+ added" (emerald); on a changed one's "~ changed: fields" (amber). */
export function RuleBadge({ c }: { c: RuleChangeAt }) {
  const t = useT();
  if (c.kind === 'added')
    return (
      <span className="shrink-0 rounded bg-emerald-700 px-1 text-[11px] font-semibold leading-4 text-white" data-testid="closeup-rule-added" title={t('matrix.rules.added')}>
        + {t('matrix.rules.added')}
      </span>
    );
  const words = t('matrix.rules.changed', { fields: (c.fields ?? []).join(', ') });
  return (
    <span className="max-w-[10rem] shrink-0 truncate rounded bg-amber-400 px-1 text-[11px] font-semibold leading-4 text-slate-950" data-testid="closeup-rule-changed" title={words}>
      ~ {words}
    </span>
  );
}

/** Under a group's rules, the rules it lost, struck through in rose. */
export function RemovedRules({ removed }: { removed: RuleChangeAt[] }) {
  const t = useT();
  return (
    <ol className="mt-1 space-y-0.5" data-testid="closeup-removed">
      {removed.map((c) => (
        <li key={c.rule} className="flex min-w-0 items-center gap-1.5 rounded-md border border-dashed border-rose-400 bg-rose-50 px-1.5 text-[12px] leading-5 text-rose-900 dark:border-rose-700 dark:bg-rose-950/40 dark:text-rose-200" data-testid="closeup-rule-removed" title={t('matrix.rules.removed')}>
          <span aria-hidden className="font-bold">
            −
          </span>
          <span className="w-9 shrink-0 text-right font-mono tabular-nums">{c.priority}</span>
          <span className="min-w-0 flex-1 truncate font-mono line-through">{c.name}</span>
          <span className="shrink-0">{t('matrix.rules.removed')}</span>
        </li>
      ))}
    </ol>
  );
}
