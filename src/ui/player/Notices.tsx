// Messages over the top of the canvas, never a dialog over it and never shifting the layout: a
// link that could not be opened, and the user's document that a load replaced ("restore my work":
// a link, a hash change, back/forward, Open, a built-in, a replay), offered again after a reload.
import type { Navigator } from '../../state/navigation';
import { useApp, useScenario } from '../app-context';
import { Suspense } from 'react';
import { lazyAfterFirstStep } from '../common/after-first-step';
import { button, linkButton, primaryButton } from '../common/controls';
import { CrossIcon } from '../common/icons';
import { useT } from '../i18n/use-t';
import { useNarrationLang } from '../i18n/narration';
import { sayNotice } from '../i18n/messages/notices-say';
import type { NoticeMsg } from '../../state/notice-messages';
import '../i18n/words/trace-en';
import { scenarioWords } from '../i18n/scenario-words';
import { tooLargeToStore } from '../../state/autosave';

// Only a storage problem shows these: they come after the demo's first step.
const StorageNotices = lazyAfterFirstStep(() => import('./StorageNotices'), 'StorageNotices');

export function Notices({ nav, notice, onDismiss }: { nav: Navigator; notice?: NoticeMsg; onDismiss(): void }) {
  const app = useApp();
  const t = useT();
  const lang = useNarrationLang();
  // Re-read on every change of the document or of what it displaced.
  useScenario((s) => s.displaced);
  useScenario((s) => s.scenario);
  const restore = nav.restorable();
  return (
    <div className="pointer-events-none absolute inset-x-0 top-[calc(var(--canvas-band,2.75rem)+0.75rem)] z-40 flex flex-col items-center gap-2 px-3 print:hidden">
      {notice && (
        <div role="alert" className="pointer-events-auto flex max-w-xl items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-testid="notice">
          <span className="min-w-0">{sayNotice(lang, notice)}</span>
          <button type="button" className={`${linkButton} shrink-0`} onClick={onDismiss} aria-label={t('trace.notice.dismiss')}>
            <CrossIcon width={14} height={14} />
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        <StorageNotices />
      </Suspense>
      {restore && (
        <div role="status" className="pointer-events-auto flex max-w-xl flex-wrap items-center gap-2 rounded-lg border border-sky-400 bg-white px-3 py-2 text-sm shadow-lg dark:border-sky-700 dark:bg-slate-900" data-testid="restore-offer">
          <span className="min-w-0">
            {t('trace.notice.replaced')} <strong>{scenarioWords(lang, restore.scenario).title}</strong>
            {restore.edited ? ` ${t('trace.notice.edited')}` : ''}. {t(tooLargeToStore(restore.scenario) ? 'trace.notice.notKept' : 'trace.notice.keptRecent')}
          </span>
          <button
            type="button"
            className={primaryButton}
            onClick={() => nav.restore()}
            data-testid="restore-work"
          >
            {t('trace.notice.restore')}
          </button>
          <button type="button" className={button} onClick={() => app.scenario.getState().dismissDisplaced()} data-testid="restore-dismiss">
            {t('trace.notice.keepThis')}
          </button>
        </div>
      )}
    </div>
  );
}
