// A scenario made ready to walk: resolved, translated to HNS, compiled to VFP, assembled into a
// World; probes run against it and are checked against their `expect`. This module does not import
// what the demo does not need (world/late-parts.ts: the app fetches it apart); simulation.ts does.
import { walk, type WalkOptions, type WalkResult } from '../core/walk/walk';
import type { Trace } from '../core/trace/trace';
import { readNodeOverrides } from './scenario/overrides';
import { probePacket, type ProbeRun, type Resolved } from './probe';
import { checkMsg, checkText, type CheckMsg } from './check-messages';
import { resolveScenario, type ResolvedScenario } from './scenario/resolve';
import type { ProbeSpec, Scenario } from './scenario/schema';
import { buildWorld, type BuiltWorld } from './world/build';
import type { LateParts } from './world/late-parts';

export interface Simulation extends BuiltWorld {
  resolved: ResolvedScenario;
}

/** Simulates a scenario with late-parts.ts given (a scenario with a Linux node or VFP edits by hand
 * throws without it); imported HNS objects and VFP ports on its nodes replace what would be derived. */
export function simulateWith(s: Scenario, late: LateParts | undefined): Simulation {
  const resolved = resolveScenario(s);
  const { overrides } = readNodeOverrides(s.nodes);
  return { resolved, ...buildWorld(resolved, overrides, late) };
}

export interface ProbeResult extends WalkResult {
  probe: ProbeSpec;
  run: ProbeRun;
}

/** The probe's place among the scenario's (its source port follows from it); 0 for one not there. */
export const probeIndex = (sim: Simulation, name: string): number => Math.max(0, sim.resolved.scenario.probes.findIndex((p) => p.name === name));

export function runProbe(sim: Simulation, probe: ProbeSpec, opts: WalkOptions = {}): Resolved<ProbeResult> {
  const r = probePacket(sim.resolved, probe, probeIndex(sim, probe.name));
  if (!r.ok) return r;
  const res = walk(sim.world, r.value.start, r.value.packet, opts);
  return { ok: true, value: { ...res, probe, run: r.value } };
}

/** Differences between a trace and a probe's `expect` (empty: as expected), in English. */
export const checkExpect = (probe: ProbeSpec, trace: Trace): string[] => checkExpectMsgs(probe, trace).map(checkText);

/** The same differences as values (the UI says them in the user's language). */
export function checkExpectMsgs(probe: ProbeSpec, trace: Trace): CheckMsg[] {
  const e = probe.expect;
  if (!e) return [];
  const out: CheckMsg[] = [];
  const v = trace.request.verdict;
  if (e.outcome && v.outcome !== e.outcome) out.push(checkMsg('check.outcome', { want: e.outcome, got: v.outcome, code: v.reason ?? undefined }));
  if (e.reason && v.reason !== e.reason) out.push(checkMsg('check.reason', { want: e.reason, got: v.reason ?? undefined }));
  if (e.endpoint) {
    const want = (Array.isArray(e.endpoint) ? e.endpoint : [e.endpoint]).map(canonicalRef);
    const got = trace.request.delivered?.endpoint;
    const any = want.slice(0, -1).reduceRight<string | CheckMsg>((b, a) => checkMsg('check.or', { a, b }), want[want.length - 1] ?? '');
    if (!got || !want.includes(got)) out.push(checkMsg('check.endpoint', { want: any, got }));
  }
  if (e.reply) {
    const r = trace.reply?.verdict;
    if (!r) out.push(checkMsg('check.noReply', { want: e.reply.outcome }));
    else {
      if (e.reply.outcome && r.outcome !== e.reply.outcome) out.push(checkMsg('check.replyOutcome', { want: e.reply.outcome, got: r.outcome, code: r.reason ?? undefined }));
      if (e.reply.reason && r.reason !== e.reply.reason) out.push(checkMsg('check.replyReason', { want: e.reply.reason, got: r.reason ?? undefined }));
    }
  }
  return out;
}

/** pod/web-1 → pod/default/web-1 (refs without a namespace mean `default`). */
export function canonicalRef(ref: string): string {
  const m = /^(pod|service)\/([^/:]+)(:.*)?$/.exec(ref);
  return m ? `${m[1]}/default/${m[2]}${m[3] ?? ''}` : ref;
}
