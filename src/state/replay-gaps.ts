// What the replay on the canvas did not find in its files, kept beside its scenario: a probe walked
// in it is first checked against it (io/replay checkReplayProbe), so that the player, like the CLI,
// says what is missing and the command that prints it instead of a verdict the files cannot back.
// Kept by the scenario object: an edit makes a new document, which is no longer the files' replay.
import type { Scenario } from '../cluster/scenario/schema';
import type { ReplayReport } from '../io/replay';

const reports = new WeakMap<Scenario, ReplayReport>();

export const rememberReplay = (s: Scenario, report: ReplayReport): void => void reports.set(s, report);
export const replayReportOf = (s: Scenario): ReplayReport | undefined => reports.get(s);
