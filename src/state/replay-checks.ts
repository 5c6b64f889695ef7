// Keeps a replay beside its scenario with the checks its probes go through (replay-gaps.ts): the
// replay's dead ends and their English, loaded where Import places a replay on the canvas.
import type { Scenario } from '../cluster/scenario/schema';
import type { ReplayReport } from '../io/replay/report';
import { replayText } from '../io/replay/messages';
import { checkReplayProbe } from '../io/replay/walk-dead-end';
import { keepReplay, type ReplayChecks } from './replay-gaps';

const CHECKS: ReplayChecks = {
  probe: (s, report, p) => {
    const c = checkReplayProbe(s, report, p);
    return 'deadEnd' in c ? { deadEnd: c.deadEnd, text: replayText(c.deadEnd) } : { probe: c.probe };
  },
};

export const rememberReplay = (s: Scenario, report: ReplayReport): void => keepReplay(s, report, CHECKS);
