// The one writer of the address bar's hash (design.md §4, issue 33 "links win"): the route sync and
// the lessons layer write through it, and it remembers what this tab wrote or followed. A hash it
// did not write (a link followed, a typed URL, back) is a link on its way: nothing writes over it
// until its hashchange has been followed (`followed`).
let known: string | undefined;

const here = () => window.location.hash || '#/';

/** Is the hash in the address bar the one this tab wrote or followed last? */
export const hashIsOurs = (): boolean => known === undefined || here() === known;

/** The stores' hash, written in place (no history entry), unless a link is on its way. */
export function writeHash(hash: string): void {
  if (!hashIsOurs()) return;
  if (hash !== here()) window.history.replaceState(window.history.state, '', hash);
  known = hash;
}

/** A hash that arrived (hashchange) has been followed: it is this tab's again. */
export function followed(hash: string): void {
  known = hash;
}
