// A chunk of the app fetched once, whose arrival can be known synchronously (see lazy.tsx).

/** A chunk fetched once. `loaded` says, synchronously, that it is here: a component from it then
 * renders at once. React.lazy alone suspends on its first render even when the module is cached,
 * and React holds a revealed Suspense boundary up to 300 ms: the demo showed "Loading…" at step 1
 * for panels fetched long before (issue 33). */
export interface Chunk<M> {
  load(): Promise<M>;
  readonly loaded: M | undefined;
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (loaded = m),
        (e: unknown) => {
          pending = undefined; // a failed fetch is tried again on the next render
          throw e;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}
