// Probes worth sending against the replayed node, one button each. The Trace panel's composer
// makes any other probe; these are the paths people check first.
import type { Needs, ProbeHint } from '../../state/import-store';
import { usePlayer } from '../app-context';
import { focusRing } from '../common/controls';
import { SendIcon } from '../common/icons';
import { EmptyState, Section } from '../common/Section';
import { Missing } from './ReplaySection';
import { useImport } from './use-import';
import { useT } from '../i18n/use-t';
import '../i18n/words/import-en';
import { useNarrationLang } from '../i18n/narration';
import { sayHint } from '../i18n/messages/hints-say';

export function ProbeHints({ hints, unwalkable }: { hints: ProbeHint[]; unwalkable?: { vips: string[]; missing: Needs } }) {
  const send = useImport((s) => s.send);
  const t = useT();
  const lang = useNarrationLang();
  const current = usePlayer((s) => (s.origin === 'adhoc' ? s.probe : undefined));
  return (
    <Section id="import-probes" title={t('import.probesToSend')} testId="import-probes">
      {!hints.length && <EmptyState>{t('import.noHints')}</EmptyState>}
      <ul className="space-y-1.5">
        {hints.map((h) => {
          const active = current?.from === h.probe.from && current.to === h.probe.to && current.protocol === h.probe.protocol;
          return (
            <li key={h.label}>
              <button
                type="button"
                onClick={() => send(h)}
                aria-pressed={active}
                className={`flex w-full items-start gap-2 rounded-lg border px-2.5 py-1.5 text-left hover:bg-slate-50 dark:hover:bg-slate-800 ${focusRing} ${active ? 'border-sky-600 bg-sky-50 dark:border-sky-500 dark:bg-sky-950/40' : 'border-slate-200 dark:border-slate-700'}`}
                data-testid="probe-hint"
              >
                <SendIcon className="mt-0.5 shrink-0 text-sky-700 dark:text-sky-400" />
                <span className="min-w-0">
                  <span className="block font-mono text-[13px] break-words">
                    <span className="sr-only">{t('import.send')} </span>
                    {h.label}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{sayHint(lang, h.why)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {unwalkable && (
        <div className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="probe-unwalkable">
          <p className="font-semibold">{t('import.notOffered', { vips: unwalkable.vips.join(', ') })}</p>
          <Missing needs={unwalkable.missing} />
        </div>
      )}
    </Section>
  );
}
