// Code that the demo's first step does not need loads in its own chunk when it is first shown
// (issue 16: the first load stays small). A named export becomes a lazy component.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { loadingShown } from './panel-sync';

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked through M[K]
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as unknown as M[K];
}

/** The fallback: a quiet line, the word only after a moment (a chunk in the cache never flashes it).
 * While it is on screen the playback loop holds its step (panel-sync, issue 33). */
function LoadingLine() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    loadingShown(true);
    const id = setTimeout(() => setShown(true), WORD_AFTER_MS);
    return () => {
      clearTimeout(id);
      loadingShown(false);
    };
  }, []);
  return (
    <p className="min-h-11 p-3 text-sm text-slate-500 dark:text-slate-400" role="status" data-testid={shown ? 'loading-chunk' : 'loading-quiet'}>
      {shown ? t('trace.loading') : null}
    </p>
  );
}

const WORD_AFTER_MS = 300;

/** What shows while a chunk loads: a quiet line, so the layout does not jump. */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingLine />}>{children}</Suspense>;
}
