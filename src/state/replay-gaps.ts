// What the replay on the canvas did not find in its files, kept beside its scenario: a probe walked
// in it is first checked against it (io/replay checkReplayProbe), so that the player, like the CLI,
// says what is missing and the command that prints it instead of a verdict the files cannot back.
// Kept by the scenario object: an edit makes a new document, which is no longer the files' replay.
// The checks come with the report (replay-checks.ts, where Import keeps a replay): the demo's first
// load, which walks no replay, carries neither them nor the replay's words.
import type { Msg } from '../core/message';
import type { Scenario } from '../cluster/scenario/schema';
import type { ReplayReport } from '../io/replay/report';

export interface ReplayChecks {
  /** The probe with literal ends resolved, or why the files cannot back it (its value and English). */
  probe<P extends { from: string; to: string }>(s: Scenario, report: ReplayReport, probe: P): { probe: P } | { deadEnd: Msg; text: string };
}

const reports = new WeakMap<Scenario, { report: ReplayReport; checks: ReplayChecks }>();

export const keepReplay = (s: Scenario, report: ReplayReport, checks: ReplayChecks): void => void reports.set(s, { report, checks });
export const keptReplayOf = (s: Scenario): { report: ReplayReport; checks: ReplayChecks } | undefined => reports.get(s);
