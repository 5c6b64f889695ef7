// One line for a first visit: what VFP Lab is and three ways in (the talk's demo, lesson 1, import
// your node). A band of its own above the canvas (issue 33: it never covers the canvas); the demo
// plays below it.
import { useState } from 'react';
import { openingHash } from '../common/opening-hash';
import { dismissFirstVisit, isFirstVisit } from '../../state/first-visit';
import { browserStorage } from '../../state/storage';
import { useApp } from '../app-context';
import { focusRing, linkButton } from '../common/controls';
import { CrossIcon } from '../common/icons';
import { useT } from './workshop';

export function FirstVisit() {
  const app = useApp();
  const t = useT();
  const [open, setOpen] = useState(() => isFirstVisit(browserStorage(), openingHash()));
  if (!open) return null;
  const done = () => {
    dismissFirstVisit(browserStorage());
    setOpen(false);
  };
  return (
    <div role="note" className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-sky-300 bg-sky-50 px-3 py-1.5 text-sm print:hidden dark:border-sky-800 dark:bg-slate-900" data-testid="first-visit">
      <span className="min-w-0 flex-1 basis-80">{t('first.line')}</span>
      <a href="#/scenario/talk-l2bridge?probe=pod-to-service" className={linkButton} onClick={done} data-testid="first-demo">
        {t('first.demo')}
      </a>
      <a href="#/lesson/windows-is-not-linux" className={linkButton} onClick={done} data-testid="first-lesson">
        {t('first.lesson1')}
      </a>
      <button
        type="button"
        className={linkButton}
        onClick={() => {
          app.ui.getState().set('mode', 'import');
          done();
        }}
        data-testid="first-import"
      >
        {t('first.import')}
      </button>
      <button type="button" className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-sky-700 hover:text-sky-900 dark:text-sky-400 dark:hover:text-sky-300 ${focusRing}`} onClick={done} aria-label={t('first.dismiss')} title={t('first.dismiss')} data-testid="first-dismiss">
        <CrossIcon width={14} height={14} />
      </button>
    </div>
  );
}
