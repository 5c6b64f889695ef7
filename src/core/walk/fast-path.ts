// The fast path of repeated packets, opt-in per runtime. A caller that walks packets again on one
// runtime (the CLI's --repeat, the benchmarks) makes it with repeatRuntime: a repeated packet then
// reuses the packets its steps made last time (memo.ts) and replays each leg's run of steps once
// every runtime read of that run holds again (segment.ts). The app starts every trace
// from a fresh runtime, so nothing would ever be repeated there: its first load does not carry this.
import { createRuntime, type Runtime } from '../world/runtime';
import { renewFlow } from '../world/renew-flow';
import { derive, memoOf, sentPacket } from './memo';
import { endTape, recordable, recordComposed, replaySegment, startTape } from './segment';

const FAST_PATH = { memoOf, derive, sentPacket, recordable, replaySegment, startTape, endTape, recordComposed, renewFlow };

export type FastPath = typeof FAST_PATH;

/** A runtime for walking packets again: the flow cache's fast path replays what a repeat would redo. */
export function repeatRuntime(now = 0): Runtime {
  const rt = createRuntime(now);
  rt.fastPath = FAST_PATH;
  return rt;
}
