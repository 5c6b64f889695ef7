// Wall-clock limits in the unit tests (test timeouts, a child process's timeout, a checker's budget)
// are hang detectors. `npm test` runs the unit tests beside the e2e tests at the lowest CPU priority
// (scripts/test-steps.mjs), where a test may wait for the CPU without having hung: it sets
// TEST_TIME_SCALE, and every limit is scaled by it. 1 when run alone.
export const TIME_SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE ?? 1) || 1);

/** A wall-clock limit of `ms` at full speed, scaled for a run in the background. */
export const scaled = (ms: number): number => ms * TIME_SCALE;
