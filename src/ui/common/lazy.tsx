// Code that the demo's first step does not need loads in its own chunk when it is first shown
// (issue 16: the first load stays small). A named export becomes a lazy component.
import { createElement, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { loadingShown } from './panel-sync';
import { chunk, type Chunk } from './chunk';

export { chunk, type Chunk };

/** A named export of a chunk as a component. `after`: what to wait for before fetching (not
 * before rendering: a chunk already here renders at once). */
export function lazyNamed<M, K extends keyof M>(source: Chunk<M> | (() => Promise<M>), name: K, after?: () => Promise<unknown>): M[K] {
  const c = typeof source === 'function' ? chunk(source) : source;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked through M[K]
  type Any = ComponentType<any>;
  const Lazy = lazy(async () => {
    if (!c.loaded && after) await after();
    return { default: (await c.load())[name] as Any };
  });
  function Named(props: object) {
    // The path is chosen once per instance: a switch from Lazy to the component would remount it.
    const [here] = useState(() => c.loaded !== undefined);
    return here ? createElement(c.loaded![name] as Any, props) : createElement(Lazy, props);
  }
  Named.displayName = `Lazy(${String(name)})`;
  return Named as unknown as M[K];
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
