// The hash the page was opened with, read once when the app's code first runs. A very long one (a
// share link of a big scenario, or a deflate bomb of 1.4 MB) leaves the address bar at once: while
// it is there every localStorage write is a synchronous call to the browser that carries the URL
// (280 ms a probe, measured), every read of `location.hash` copies it, and the refusal of a bomb
// link came 5-10 s after its page loaded (issue 32). The start reads it from here; the route sync
// then writes the stores' hash as usual (an accepted link's own, a refused one never comes back).

/** Longer than any link worth keeping in the bar while the page starts. */
export const LONG_HASH = 32 * 1024;

// index.html's first script (public/opening-hash.js) does the same before this module is even
// fetched, and keeps the hash in `vfpOpeningHash`; this is the same step where it did not run.
const early = typeof window === 'undefined' ? undefined : (window as { vfpOpeningHash?: unknown }).vfpOpeningHash;
const opened = typeof early === 'string' ? early : typeof window === 'undefined' ? '' : window.location.hash;
/** What was put in the bar instead of a long hash. */
let standIn: string | undefined;
if (opened.length > LONG_HASH) {
  standIn = '#/';
  if (window.location.hash !== standIn) window.history.replaceState(window.history.state, '', standIn);
}

/** The hash the start follows: the one the page was opened with, unless a link was followed since
 * (the bar then holds something else than what was put there). */
export function openingHash(): string {
  const now = window.location.hash;
  return standIn !== undefined && (now || '#/') === standIn ? opened : now;
}
