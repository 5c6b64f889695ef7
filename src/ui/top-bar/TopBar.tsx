// The top bar: the scenario and its picker, New / Open / Save, the mode tabs, undo/redo (saying what
// they undo), the share link, the theme.
import { useApp, useScenario, useUi } from '../app-context';
import { BUILTINS } from '../../lessons';
import { builtinWords, scenarioWords } from '../i18n/scenario-words';
import { useScenarioTitle } from '../i18n/use-scenario-title';
import { useNarrationLang } from '../i18n/narration';
import { sayHistory } from '../i18n/messages/fixes-say';
import type { Lang } from '../../state/lang';
import { openBuiltin, openRecent } from '../common/open-scenario';
import type { RecentEntry } from '../../state/recent';
import type { T } from '../i18n/use-t';
import { BookIcon, MoonIcon, RedoIcon, SunIcon, UndoIcon } from '../common/icons';
import { focusRing, iconButton as iconBtn } from '../common/controls';
import { Suspense } from 'react';
import { lazyAfterFirstStep } from '../common/after-first-step';
import type { Mode } from '../../state/ui-store';
import { useT } from '../lessons/workshop';
import { LangSwitch } from './LangSwitch';
/** A Recent entry's label (state/recent's recentLabel, in the chosen language). */
function recentWords(t: T, lang: Lang, e: RecentEntry): string {
  const title = scenarioWords(lang, e.scenario).title;
  const from = e.source.kind === 'file' ? e.source.name : e.source.kind === 'import' ? t('trace.recent.import') : e.source.kind === 'share' ? t('trace.recent.share') : undefined;
  return `${title}${from ? ` · ${from}` : ''}${e.edited ? ` · ${t('trace.recent.edited')}` : ''}`;
}
// New/Open/Save and Share come right after the demo's first step (after-first-step.tsx).
const FileActions = lazyAfterFirstStep(() => import('../builder/FileActions'), 'FileActions');
const ShareButton = lazyAfterFirstStep(() => import('./ShareButton'), 'ShareButton');

const MODES: { id: Mode; label: 'mode.build' | 'mode.trace' | 'mode.matrix' | 'mode.import'; title?: 'top.matrixTitle' }[] = [
  { id: 'build', label: 'mode.build' },
  { id: 'trace', label: 'mode.trace' },
  { id: 'matrix', label: 'mode.matrix', title: 'top.matrixTitle' },
  { id: 'import', label: 'mode.import' },
];

export function TopBar() {
  const app = useApp();
  const title = useScenarioTitle();
  const lang = useNarrationLang();
  const source = useScenario((s) => s.source);
  const current = useScenario((s) => s.scenario);
  // The document on screen is not offered as a recent one to go back to.
  const recent = useScenario((s) => s.recent).filter((e) => e.scenario !== current);
  // A form's label is in the language it was made in; the state layer's (a tried fix, open, restore) are values said here.
  const undoWhat = sayHistory(lang, useScenario((s) => s.past.at(-1)?.what));
  const redoWhat = sayHistory(lang, useScenario((s) => s.future[0]?.what));
  const mode = useUi((s) => s.mode);
  const theme = useUi((s) => s.theme);
  const concepts = useUi((s) => s.showConcepts);
  const t = useT();

  return (
    <header className="flex h-14 items-center gap-3 max-[1279px]:gap-2 print:hidden border-b border-slate-200 bg-white px-3 dark:border-slate-700 dark:bg-slate-900">
      <h1 className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-bold tracking-tight">
        <img src="favicon.svg" alt="" className="h-6 w-6" />
        {/* Under 1280 px the logo stands for the name, which screen readers still read. */}
        <span className="max-[1279px]:sr-only">VFP Lab</span>
      </h1>
      <label className="flex min-w-0 items-center gap-1 text-sm">
        <span className="sr-only">{t('top.scenario')}</span>
        <select
          className={`h-9 min-w-[5.5rem] max-w-[13rem] truncate min-[1440px]:max-w-[16rem] rounded-md border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-800 ${focusRing}`}
          value={source.kind === 'builtin' ? source.id : ''}
          onChange={(e) => {
            const v = e.target.value;
            const r = v.startsWith('recent:') ? recent[Number(v.slice('recent:'.length))] : undefined;
            if (r) openRecent(app, r);
            else if (v) void openBuiltin(app, v);
          }}
          aria-label={t('top.scenarioPicker')}
          data-testid="scenario-picker"
        >
          {source.kind !== 'builtin' && <option value="">{title}</option>}
          <optgroup label={t('top.builtIn')}>
            {BUILTINS.map((b) => (
              <option key={b.id} value={b.id}>
                {builtinWords(lang, b).title}
              </option>
            ))}
          </optgroup>
          {recent.length > 0 && (
            <optgroup label={t('top.recent')} data-testid="recent-group">
              {recent.map((e, i) => (
                <option key={`${e.scenario.metadata.name}-${i}`} value={`recent:${i}`}>
                  {recentWords(t, lang, e)}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <Suspense fallback={null}>
        <FileActions className={`${iconBtn} w-auto px-2.5 text-sm`} />
      </Suspense>
      <nav aria-label={t('top.mode')} className="ml-2 flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
        {MODES.map((m) => (
          <button
            key={m.id}
            type="button"
            aria-pressed={mode === m.id}
            title={m.title && t(m.title)}
            onClick={() => app.ui.getState().set('mode', m.id)}
            data-testid={`mode-${m.id}`}
            className={`whitespace-nowrap rounded-md px-2.5 py-1 text-sm ${focusRing} ${mode === m.id ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            {t(m.label)}
          </button>
        ))}
      </nav>
      {/* Never squeezed: the scenario picker gives the room (it truncates), not these buttons. */}
      <div className="ml-auto flex shrink-0 items-center gap-1.5">
        <a href="#/lessons" className={`${iconBtn} w-auto px-2.5 text-sm`} title={t('top.lessonsTitle')} data-testid="lessons-open">
          {t('top.lessons')}
        </a>
        <button type="button" className={iconBtn} aria-label={undoWhat ? t('top.undoWhat', { what: undoWhat }) : t('top.undo')} title={undoWhat ? t('top.undoTitle', { what: undoWhat }) : t('top.nothingToUndo')} disabled={!undoWhat} onClick={() => app.scenario.getState().undo()} data-testid="undo">
          <UndoIcon />
        </button>
        <button type="button" className={iconBtn} aria-label={redoWhat ? t('top.redoWhat', { what: redoWhat }) : t('top.redo')} title={redoWhat ? t('top.redoTitle', { what: redoWhat }) : t('top.nothingToRedo')} disabled={!redoWhat} onClick={() => app.scenario.getState().redo()} data-testid="redo">
          <RedoIcon />
        </button>
        <Suspense fallback={null}>
          <ShareButton className={`${iconBtn} w-auto gap-1 px-2 text-sm`} />
        </Suspense>
        <button type="button" className={iconBtn} aria-label={theme === 'dark' ? t('top.lightTheme') : t('top.darkTheme')} onClick={() => app.ui.getState().set('theme', theme === 'dark' ? 'light' : 'dark')} data-testid="theme">
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
        <button type="button" className={`${iconBtn} w-auto gap-1 px-2 text-sm`} aria-pressed={concepts} title={t('top.conceptsTitle')} onClick={() => app.ui.getState().set('showConcepts', !concepts)} data-testid="concepts-open">
          <BookIcon />
          {/* Under 1280 px the word gives its room to the mode tabs (the title still says it). */}
          <span className="max-[1439px]:sr-only">{t('top.concepts')}</span>
        </button>
        <button type="button" className={`${iconBtn} font-bold`} aria-label={t('top.shortcuts')} title={t('top.shortcutsTitle')} onClick={() => app.ui.getState().set('showShortcuts', true)}>
          ?
        </button>
        <LangSwitch />
      </div>
    </header>
  );
}
