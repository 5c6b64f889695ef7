// How far a replay has come, as a screen reader hears it: at the start, halfway and at the end, not
// at every part the worker sends (up to twenty), which would talk over everything else. The bar and
// the line beside it follow every part, for the eye.

/** The percent to announce: 0 until half the rules came, 50 until all did, then 100. */
export function spokenPercent(done: number, count: number): 0 | 50 | 100 {
  if (!(count > 0) || done >= count) return count > 0 ? 100 : 0;
  return done * 2 >= count ? 50 : 0;
}
