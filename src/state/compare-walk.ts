// Probes walked in two scenarios, before and after: Build mode's comparison, and Import mode's
// "after" set of dumps rebuilt the same way as the first. Plain data in and out (no stores), so
// that the import worker runs the Import side off the main thread.
import { compareProbes, type ProbeComparison } from '../cluster/compare/compare';
import type { CompareMsg } from '../cluster/compare/messages';
import type { Msg } from '../core/message';
import { canonical, matrixWalker, reachabilityMatrix, type Matrix, type MatrixDestination } from '../cluster/matrix/matrix';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { simulate, type Simulation } from '../cluster/simulation';
import { diffMatrices, type MatrixDiff } from '../io/compare/states';
import { userMessage, userMsg, WHAT } from '../io/errors';
import { importFiles, type ImportInput } from '../io/import';
import { buildReplay } from '../io/replay';
import { ruleChangesOf, type RuleChanges } from './rule-changes';

/** Probes (by default the document's) walked in the baseline (before) and in the document (after). */
export function compareWith(before: Scenario, after: Scenario, chosen: ProbeSpec[] = after.probes): { probes: ProbeComparison[]; skipped: CompareMsg[] } {
  return walkBoth(simulate(before), simulate(after), chosen);
}

/** `skipped`: the probes one side cannot send, as values (compareText gives the English). */
function walkBoth(a: Simulation, b: Simulation, chosen: readonly ProbeSpec[]): { probes: ProbeComparison[]; skipped: CompareMsg[] } {
  const probes: ProbeComparison[] = [];
  const skipped: CompareMsg[] = [];
  for (const p of chosen) {
    const r = compareProbes(a, b, [p]);
    if (r.ok) probes.push(...r.probes);
    else skipped.push(r.msg);
  }
  return { probes, skipped };
}

/** Import mode's "after" set: a second set of dumps rebuilt the same way as the first. */
function replayAfter(inputs: readonly ImportInput[]): { ok: true; scenario: Scenario } | { ok: false; error: string; errorMsg?: Msg } {
  try {
    const built = buildReplay(importFiles(inputs));
    return 'error' in built ? { ok: false, error: built.error, errorMsg: built.errorMsg } : { ok: true, scenario: built.scenario };
  } catch (e) {
    return { ok: false, error: userMessage(e, WHAT.after), errorMsg: userMsg(e, WHAT.after) };
  }
}

/** Which state the second set of dumps stands for: taken after the replayed one (the default), or before it. */
export type AfterRole = 'after' | 'before';

export type AfterResult =
  | {
      files: number;
      role: AfterRole;
      probes: ProbeComparison[];
      skipped: CompareMsg[];
      /** Rule by rule (issue 26 item 2): what the later state added, removed and changed, and what explains each new verdict. */
      rules: RuleChanges;
      /** The whole node's reachability (issue 26 item 2): every cell of the matrix in both states, the
       * cells whose outcome changed listed (as `diff --matrix`), earlier state first. */
      matrix: MatrixDiff;
      /** The node the second set makes, when it is the later state: the close-up marks its rules once it is on screen. */
      after?: Scenario;
    }
  /** Why the second set makes no node: in English, and (the build's errors) as a value (io/replay/messages.ts). */
  | { error: string; errorMsg?: Msg };

/**
 * The second set rebuilt, and the probes walked in the earlier and in the later state; with `role`
 * 'before' the second set is the earlier one and the replay the later one. Rules are diffed the same
 * way round; nodes pair by name, else IP, and a node of one set only is named, not diffed.
 */
export function compareAfter(held: Scenario, inputs: readonly ImportInput[], probes: ProbeSpec[], role: AfterRole = 'after'): AfterResult {
  const other = replayAfter(inputs);
  if (!other.ok) return { error: other.error, ...(other.errorMsg ? { errorMsg: other.errorMsg } : {}) };
  const [before, after] = role === 'after' ? [held, other.scenario] : [other.scenario, held];
  const a = simulate(before);
  const b = simulate(after);
  const walked = walkBoth(a, b, probes);
  const matrix = diffMatrices(wholeNode(a, probes), wholeNode(b, probes));
  return { files: inputs.length, role, ...walked, rules: ruleChangesOf(a, b, walked.probes), matrix, ...(role === 'after' ? { after } : {}) };
}

/**
 * The node's reachability matrix, with the probes' destinations as columns too: a replayed pod's
 * listeners are not in its dumps (its matrix has no pod columns), and the probes (the one on screen,
 * the replay's hints, read from its ACLs and load balancers) name the ports the files speak of.
 */
function wholeNode(sim: Simulation, probes: readonly ProbeSpec[]): Matrix {
  const m = reachabilityMatrix(sim);
  const have = new Set(m.destinations.map((d) => `${d.ref}|${d.protocol}`));
  const extra: MatrixDestination[] = [];
  for (const p of probes) {
    const ref = canonical(p.to);
    const k = `${ref}|${p.protocol}`;
    if (have.has(k)) continue;
    have.add(k);
    extra.push({ ref, protocol: p.protocol, kind: ref.startsWith('service/') ? 'service' : ref.startsWith('pod/') ? 'pod' : 'external' });
  }
  if (!extra.length) return m;
  const cellAt = matrixWalker(sim);
  return { sources: m.sources, destinations: [...m.destinations, ...extra], cells: [...m.cells, ...m.sources.flatMap((s) => extra.map((d) => cellAt(s.ref, d)))] };
}
