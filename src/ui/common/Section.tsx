// A panel section whose heading folds it (ui-guide: panels collapse). The folded state is kept
// between visits, per section id.
import { useId, type ReactNode } from 'react';
import { useApp, useUi } from '../app-context';
import { ChevronIcon } from './icons';

export function Section({ id, title, aside, children, testId }: { id: string; title: ReactNode; aside?: ReactNode; children: ReactNode; testId?: string }) {
  const app = useApp();
  const folded = useUi((s) => s.folded.includes(id));
  const bodyId = useId();
  return (
    <section aria-label={typeof title === 'string' ? title : undefined} data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={!folded}
            aria-controls={bodyId}
            onClick={() => app.ui.getState().fold(id, !folded)}
            className="flex w-full items-center gap-1 rounded py-0.5 text-left text-sm font-semibold uppercase tracking-wide text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
          >
            <ChevronIcon width={14} height={14} className={`shrink-0 transition-transform motion-reduce:transition-none ${folded ? '' : 'rotate-90'}`} />
            <span className="truncate">{title}</span>
          </button>
        </h2>
        {aside}
      </div>
      {!folded && (
        // Off-screen sections skip layout and paint (content-visibility): a step then costs only what is in view.
        <div id={bodyId} className="mt-1.5 [contain-intrinsic-size:auto_240px] [content-visibility:auto]">
          {children}
        </div>
      )}
    </section>
  );
}

/** What a view shows when it has nothing yet: what to do next. */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400" data-testid={testId}>
      {children}
    </p>
  );
}
