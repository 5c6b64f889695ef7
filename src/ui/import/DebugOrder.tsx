// Where to look, in order (the talk's debugging flow): Kubernetes, CNI, HNS, VFP, and the data
// plane last. Each step says whether the files given so far cover it, and what to run on the node
// to get what is missing.
import { conceptsIn } from '../help/concepts-in';
import { CheckIcon, DashIcon } from '../common/icons';
import { breakable } from '../common/Rich';
import { Section } from '../common/Section';
import { useImport } from './use-import';
import { useLang, useT } from '../i18n/use-t';
import '../i18n/words/import-en';

export function DebugOrder() {
  const rows = useImport((s) => s.imported.files);
  const t = useT();
  // The same steps as the Concepts panel's, in the chosen language.
  const order = conceptsIn(useLang()).debug;
  const have = new Set(rows.flatMap((r) => (r.format && !r.errors.length ? [r.format] : [])));
  return (
    <Section id="import-debug-order" title={t('import.whereToLook')} testId="import-debug-order">
      <ol className="space-y-2 text-sm">
        {order.map((s, i) => {
          const covered = s.reads.some((f) => have.has(f));
          return (
            <li key={i} className="flex gap-2" data-testid="debug-step" data-covered={covered || undefined}>
              <span className="mt-0.5 shrink-0" aria-hidden="true">
                {covered ? <CheckIcon className="text-emerald-700 dark:text-emerald-400" /> : <DashIcon className="text-slate-400" />}
              </span>
              <div className="min-w-0">
                <div className="font-medium">
                  {i + 1}. {s.title}
                </div>
                <div className="text-slate-700 dark:text-slate-300">
                  {covered ? t('import.inFiles') : s.reads.length ? t('import.notInFiles') : t('import.onNode')}
                </div>
                {!covered && (
                  <ul className="mt-0.5 font-mono text-xs text-slate-700 dark:text-slate-300">
                    {s.commands.map((c) => (
                      <li key={c} className="break-words">
                        {breakable(c)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
