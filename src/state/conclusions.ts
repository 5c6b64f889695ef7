// The verdict's conclusions for the UI: what would make it pass (each fix walked again, with its
// changed object printed), the Markdown evidence report, and the pcapng of the walk. The same code
// as the CLI's `trace --fix`, `report` and `--pcapng`.
import { findFixes, type Fix } from '../cluster/fixes';
import { FIX_EN, type FixMsg } from '../cluster/fixes/messages';
import type { Msg } from '../core/message';
import { addHistoryCatalogue, historyMsg, type HistoryMsg } from './history-messages';
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

// A fix's words, where a fix is found and tried: its summary and the undo history's "try: …" say them.
addHistoryCatalogue(FIX_EN);

export interface UiFix extends FixJson {
  /** The summary as a value (the UI says it in the user's language). */
  msg: FixMsg;
  /** The whole scenario with the fix made: "Try it" loads it as an undoable edit. */
  scenario: Scenario;
}

/** What the fixes aim at, as a value, and the fixes found. */
export interface UiFixes {
  goal: FixMsg;
  fixes: UiFix[];
}

const uiFix = (f: Fix): UiFix => ({ ...fixJson(f), msg: f.msg, scenario: f.scenario });

export function fixesFor(scenario: Scenario, probe: ProbeSpec, trace: Trace): UiFixes & { needed: boolean } {
  const r = findFixes(scenario, probe, trace);
  return { goal: r.goalMsg, needed: r.needed, fixes: r.fixes.map(uiFix) };
}

/** A matrix cell's fixes (the Matrix's cell read-out, on demand); undefined when it needs none or was not walked. */
export function fixesForMatrixCell(scenario: Scenario, cell: MatrixCell): UiFixes | undefined {
  const r = fixesForCell(scenario, cell);
  return r && { goal: r.goalMsg, fixes: r.fixes.map(uiFix) };
}

/** What "Try it" records in the undo history, so the panel knows a fix is being tried. */
export const tryLabel = (f: { msg: FixMsg }): HistoryMsg => historyMsg('history.try', { fix: f.msg });

/** The fix an undo label (tryLabel) records, if it is one. */
export const triedFix = (what: string | Msg | undefined): Msg | undefined => {
  const fix = typeof what === 'object' && what.id === 'history.try' ? what.args.fix : undefined;
  return typeof fix === 'object' ? fix : undefined;
};

export function reportFor(scenario: Scenario, probe: ProbeSpec, redact = false): { ok: true; markdown: string } | { ok: false; message: string } {
  const r = evidenceReport(scenario, simulate(scenario), probe, reportCommands);
  return r.ok && redact ? { ok: true, markdown: redactReport(r.markdown, scenario) } : r;
}

/** The walk as pcapng; on a replayed node, its interfaces name ports as the user's files do (or say they do not). */
export const pcapngFor = (t: Trace, scenario?: Scenario): Uint8Array => tracePcapng(t, scenario && fromDumps(scenario) ? portNamesOf(scenario) : undefined);

/** A file name from a probe's name: letters, digits, dot, dash. */
export const fileStem = (scenario: Scenario, probe: ProbeSpec) => `${scenario.metadata.name}-${probe.name}`.replace(/[^A-Za-z0-9.-]+/g, '-');
