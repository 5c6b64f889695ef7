// One probe's evidence report, put together: walk, counters, fixes (each walked again), and the
// commands, which the caller supplies (they are teaching content, src/lessons).
import { findFixes } from '../../cluster/fixes';
import { runProbe, type Simulation } from '../../cluster/simulation';
import type { ProbeSpec, Scenario } from '../../cluster/scenario/schema';
import { ruleEvidence } from '../../core/trace/evidence';
import type { Trace } from '../../core/trace/trace';
import { fixJson } from '../fixes/render';
import { redactText } from '../redact';
import { markdownReport, type StepCommands } from './markdown';
import { reportNames } from './names';
import { portNamesOf, type PortNamer } from '../replay/port-names';

/** `portName`: how the user's files name a replayed node's ports, for commands that name them so. */
export type CommandsOf = (t: Trace, sim: Simulation, fromDumps: boolean, portName?: PortNamer) => StepCommands[];

export const fromDumps = (s: Scenario) => s.nodes.some((n) => n.hns !== undefined || n.vfp !== undefined);

export function evidenceReport(scenario: Scenario, sim: Simulation, probe: ProbeSpec, commandsOf: CommandsOf): { ok: true; markdown: string } | { ok: false; message: string } {
  const r = runProbe(sim, probe);
  if (!r.ok) return { ok: false, message: `probe ${probe.name}: ${r.message}` };
  const t = r.value.trace;
  const dumps = fromDumps(scenario);
  const markdown = markdownReport({
    source: scenario.metadata.title ? `${scenario.metadata.title} (${scenario.metadata.name})` : scenario.metadata.name,
    probe,
    trace: t,
    evidence: ruleEvidence(sim.world, t),
    commands: commandsOf(t, sim, dumps, dumps ? portNamesOf(scenario) : undefined),
    fixes: findFixes(scenario, probe, t).fixes.map(fixJson),
  });
  return { ok: true, markdown };
}

/** The existing redaction (addresses, MACs, GUIDs, the scenario's names), one mapping for the whole report. */
export const redactReport = (markdown: string, scenario: Scenario): string => redactText(markdown, { names: reportNames(scenario) }).value;
