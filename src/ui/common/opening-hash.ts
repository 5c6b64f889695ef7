// The hash the page was opened with. A very long one (a share link of a big scenario, or a deflate
// bomb of 1.4 MB) is moved out of the address bar by index.html's first script,
// public/opening-hash.js, before the app's module is fetched, and kept in `vfpOpeningHash`: while
// it is in the bar every localStorage write is a synchronous call to the browser that carries the
// URL (280 ms a probe, measured) and every read of `location.hash` copies it (issue 32). The start
// reads it from here; the route sync then writes the stores' hash as usual (an accepted link's own;
// a refused one never comes back).

/** What public/opening-hash.js puts in the bar instead of a long hash. */
const STAND_IN = '#/';

/** The hash the start follows: the one the page was opened with, unless a link was followed since
 * (the bar then holds something other than the stand-in). */
export function openingHash(): string {
  const now = window.location.hash;
  const opened = (window as { vfpOpeningHash?: unknown }).vfpOpeningHash;
  return typeof opened === 'string' && (now || STAND_IN) === STAND_IN ? opened : now;
}
