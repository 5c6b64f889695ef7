// The verdict's conclusions for the UI: what would make it pass (each fix walked again, with its
// changed object printed), the Markdown evidence report, and the pcapng of the walk. The same code
// as the CLI's `trace --fix`, `report` and `--pcapng`.
import { findFixes } from '../cluster/fixes';
import { fixesForCell } from '../cluster/matrix/cell-fixes';
import type { MatrixCell } from '../cluster/matrix/matrix';
import { simulate } from '../cluster/simulation';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import type { Trace } from '../core/trace/trace';
import { fixJson, type FixJson } from '../io/fixes/render';
import { tracePcapng } from '../io/pcapng/capture';
import { evidenceReport, fromDumps, redactReport } from '../io/report/evidence';
import { portNamesOf } from '../io/replay/port-names';
import { reportCommands } from '../lessons/step-commands';

export interface UiFix extends FixJson {
  /** The whole scenario with the fix made: "Try it" loads it as an undoable edit. */
  scenario: Scenario;
}

export function fixesFor(scenario: Scenario, probe: ProbeSpec, trace: Trace): { goal: string; needed: boolean; fixes: UiFix[] } {
  const r = findFixes(scenario, probe, trace);
  return { goal: r.goal, needed: r.needed, fixes: r.fixes.map((f) => ({ ...fixJson(f), scenario: f.scenario })) };
}

/** A matrix cell's fixes (the Matrix's cell read-out, on demand); undefined when it needs none or was not walked. */
export function fixesForMatrixCell(scenario: Scenario, cell: MatrixCell): { goal: string; fixes: UiFix[] } | undefined {
  const r = fixesForCell(scenario, cell);
  return r && { goal: r.goal, fixes: r.fixes.map((f) => ({ ...fixJson(f), scenario: f.scenario })) };
}

/** What "Try it" records in the undo history, so the panel knows a fix is being tried. */
export const tryLabel = (f: { summary: string }) => `try: ${f.summary}`;

/** The summary of the fix an undo label (tryLabel) records, if it is one. */
export const triedFix = (what: string | undefined): string | undefined => (what?.startsWith('try: ') ? what.slice('try: '.length) : undefined);

export function reportFor(scenario: Scenario, probe: ProbeSpec, redact = false): { ok: true; markdown: string } | { ok: false; message: string } {
  const r = evidenceReport(scenario, simulate(scenario), probe, reportCommands);
  return r.ok && redact ? { ok: true, markdown: redactReport(r.markdown, scenario) } : r;
}

/** The walk as pcapng; on a replayed node, its interfaces name ports as the user's files do (or say they do not). */
export const pcapngFor = (t: Trace, scenario?: Scenario): Uint8Array => tracePcapng(t, scenario && fromDumps(scenario) ? portNamesOf(scenario) : undefined);

/** A file name from a probe's name: letters, digits, dot, dash. */
export const fileStem = (scenario: Scenario, probe: ProbeSpec) => `${scenario.metadata.name}-${probe.name}`.replace(/[^A-Za-z0-9.-]+/g, '-');
