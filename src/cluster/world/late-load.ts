// late-parts.ts as a chunk the page fetches with the other built-in scenarios and with the
// validation module: every document but the demo's comes through one of them (state/validation.ts,
// lessons/index.ts), so the parts are here before a document needs them.
import type { LateParts } from './late-parts';

let parts: LateParts | undefined;
let loading: Promise<LateParts> | undefined;

export function loadLateParts(): Promise<LateParts> {
  loading ??= import('./late-parts').then(
    (m) => (parts = m.LATE_PARTS),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/** For tests (and code that has the parts already): no fetch. */
export function registerLateParts(p: LateParts): void {
  parts = p;
  loading = Promise.resolve(p);
}

/** The parts once loadLateParts has resolved, else undefined. */
export const latePartsLoaded = (): LateParts | undefined => parts;
