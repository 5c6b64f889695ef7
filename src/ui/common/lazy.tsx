// Code that the demo's first step does not need loads in its own chunk when it is first shown
// (issue 16: the first load stays small). A named export becomes a lazy component.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked through M[K]
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as unknown as M[K];
}

function LoadingWord() {
  return useT()('trace.loading');
}

/** What shows while a chunk loads: a quiet line, so the layout does not jump. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="p-3 text-sm text-slate-500 dark:text-slate-400" role="status" data-testid="loading-chunk">
          <LoadingWord />
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
