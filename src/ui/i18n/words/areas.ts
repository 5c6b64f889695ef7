// The areas whose English words are not in the first load, each a module that adds them when it runs.
// Components import their area's module (import '../i18n/words/build-en'), so the words arrive in the
// same fetch as the component; this list is the fallback translate() uses if one ever did not.
export const AREAS = {
  trace: () => import('./trace-en'),
  build: () => import('./build-en'),
  import: () => import('./import-en'),
  lessons: () => import('./lessons-en'),
  matrix: () => import('./matrix-en'),
} as const;

export type Area = keyof typeof AREAS;

let every: Promise<unknown> | undefined;

/** Fetches every area's words (once; a failure lets a later call try again). */
export function loadEveryArea(): Promise<unknown> {
  every ??= Promise.all(Object.values(AREAS).map((load) => load())).catch((e: unknown) => {
    every = undefined;
    throw e;
  });
  return every;
}
