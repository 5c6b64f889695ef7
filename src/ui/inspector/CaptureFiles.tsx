// A capture file's card in Trace mode's "Your node's capture": its name, what the importer read of
// it (format, counts, warnings and errors) and Remove. A chunk of its own, with the import area's
// words (format names, counts), loaded once a file is there: the capture section itself is warmed
// after the first step, and Import mode's words must not come with it.

import type { LoadedCaptureFile } from '../../state/capture-store';
import { sayProblem } from '../i18n/messages/problem-say';
import { sayRead } from '../i18n/messages/read-say';
import { useApp } from '../app-context';
import { linkButton } from '../common/controls';
import { CrossIcon, DashIcon, WarnIcon } from '../common/icons';
import { useNarrationLang } from '../i18n/narration';
import { useLang, useT } from '../i18n/use-t';
import { countsInWords, formatWords, whereInFile } from '../import/words';
import '../i18n/words/trace-en';
import '../i18n/words/import-en';

export function FileCard({ f }: { f: LoadedCaptureFile }) {
  const app = useApp();
  const t = useT();
  const lang = useLang();
  const said = useNarrationLang();
  return (
    <li className="min-w-0 rounded-md border border-slate-200 px-2 py-1 dark:border-slate-700" data-testid="capture-file" data-file={f.name}>
      <div className="flex items-start gap-2">
        <span className="min-w-0 flex-1 break-all font-mono text-[13px] font-semibold">{f.name}</span>
        <button type="button" className={linkButton} title={t('trace.capture.removeTitle', { file: f.name })} onClick={() => app.capture.getState().remove(f.name)} data-testid="capture-remove">
          {t('trace.capture.remove')}
        </button>
      </div>
      {f.refused?.kind === 'tooBig' && (
        <p className="text-sm text-rose-800 dark:text-rose-300" data-testid="capture-too-big">
          ✕ {t('trace.capture.tooBig', { file: f.name, size: (f.size / 1024 / 1024).toFixed(1) })}
        </p>
      )}
      {f.refused?.kind === 'failed' && <p className="text-sm text-rose-800 dark:text-rose-300">✕ {sayRead(said, f.refused.message, f.refused.msg)}</p>}
      <ul className="space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
        {f.rows.map((r) => {
          const counts = countsInWords(r.objects, lang);
          return (
            <li key={r.file} className="min-w-0 break-words" data-testid="capture-row" data-format={r.format ?? ''}>
              {r.file !== f.name && <span className="font-mono text-xs">{r.file}: </span>}
              {r.format ? <span className="font-mono text-xs">{formatWords(r.format, lang)}</span> : <DashIcon width={14} height={14} className="inline" />}
              {counts && <span data-testid="capture-counts"> · {counts}</span>}
              {[...r.errors.map((p) => ({ p, err: true })), ...r.warnings.map((p) => ({ p, err: false }))].slice(0, 4).map(({ p, err }, i) => {
                const where = whereInFile(p, lang);
                return (
                  <div key={i} className={`flex gap-1 ${err ? 'text-rose-800 dark:text-rose-300' : 'text-amber-800 dark:text-amber-300'}`} data-testid={err ? 'capture-error' : 'capture-warning'}>
                    {err ? <CrossIcon width={14} height={14} className="mt-0.5 shrink-0" /> : <WarnIcon width={14} height={14} className="mt-0.5 shrink-0" />}
                    <span className="min-w-0">
                      {where && <span className="font-mono text-xs">{where}: </span>}
                      {sayProblem(said, p)}
                    </span>
                  </div>
                );
              })}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

