// "Export trace": the current trace as Markdown or CSV, and Print for a handout (print.css).
import { useScenarioTitle } from '../i18n/use-scenario-title';
import { traceCsv, traceMarkdown } from '../../io/trace/table';
import { usePlayer } from '../app-context';
import { button } from '../common/controls';
import { downloadBytes } from '../common/download';
import { useT } from './workshop';
import { useNarrationLang } from '../i18n/narration';
import { tableWords } from './table-words';
import '../i18n/words/lessons-en';

export function ExportTrace({ print = true }: { print?: boolean }) {
  const t = useT();
  const sayLang = useNarrationLang();
  const result = usePlayer((s) => s.result);
  const probe = usePlayer((s) => s.probe?.name);
  const title = useScenarioTitle();
  if (!result || !probe) return null;
  const save = (text: string, ext: string, type: string) => downloadBytes(new TextEncoder().encode(text), `${probe}.${ext}`, type);
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="export-trace">
      <span className="text-slate-600 dark:text-slate-400">{t('export.trace')}</span>
      <button type="button" className={button} onClick={() => save(traceMarkdown(probe, result.trace, title, tableWords(t, sayLang)), 'md', 'text/markdown')} data-testid="export-md">
        {t('export.markdown')}
      </button>
      <button type="button" className={button} onClick={() => save(traceCsv(result.trace, tableWords(t, sayLang)), 'csv', 'text/csv')} data-testid="export-csv">
        {t('export.csv')}
      </button>
      {print && (
        <button type="button" className={button} onClick={() => window.print()} data-testid="print-handout">
          {t('lessons.print')}
        </button>
      )}
    </div>
  );
}
