// A vNIC takes the frames addressed to its MAC: every frame the walk hands up a pod's vNIC (Windows:
// from the pod's vSwitch port; Linux: from its veth) carries that pod's MAC as destination. A vSwitch
// delivers by destination MAC, so a frame that reached the pod with another MAC (the cbr0 gateway's,
// the host's) was steered by the model, not switched. Found on talk-l2bridge's pod-to-service: the
// reply un-NATed at the management port was hairpinned to the client's port still addressed to cbr0.
import '../lessons/testing/builtins-loaded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTINS } from '../lessons';
import type { Trace } from '../core/trace/trace';
import type { World } from '../core/world/world';
import type { Scenario } from './scenario/schema';
import { runProbe, simulate } from './simulation';
import { scenarioFromPlan, scenarioPlanArb } from './testing/arbitraries';
import { parse } from './testing/scenario';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/** Frames handed up a pod's vNIC whose destination MAC is not that vNIC's, in words. */
export function misaddressed(world: World, t: Trace): string[] {
  const out: string[] = [];
  t.events.forEach((e, i) => {
    const prev = t.events[i - 1];
    if (e.at.place !== 'compartment' || e.kind !== 'route' || !prev || prev.at.node !== e.at.node || prev.at.place !== 'port') return;
    const host = world.hosts.get(e.at.node);
    const comp = host?.compartments.find((c) => c.id === e.at.compartment);
    if (comp?.kind !== 'pod') return;
    const nic = comp.interfaces.find((n) => !prev.at.port || n.portId === prev.at.port) ?? comp.interfaces[0];
    if (!nic || !e.packet || e.packet.outer) return;
    if (e.packet.dstMac !== nic.mac) out.push(`step ${i + 1} (${e.leg}) into ${comp.owner}: destination MAC ${e.packet.dstMac}, the vNIC's is ${nic.mac}`);
  });
  return out;
}

function check(s: Scenario): string[] {
  const sim = simulate(s);
  const out: string[] = [];
  for (const p of s.probes) {
    const r = runProbe(sim, p);
    if (r.ok) out.push(...misaddressed(sim.world, r.value.trace).map((m) => `${p.name}: ${m}`));
  }
  return out;
}

describe("a frame handed up a pod's vNIC carries the pod's MAC", () => {
  it.each(BUILTINS.map((b) => [b.id, b] as const))('built-in %s, every probe', (_, b) => {
    expect(check(b.scenario)).toEqual([]);
  });

  it(`random worlds (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(scenarioPlanArb, (plan) => {
        expect(check(parse(scenarioFromPlan(plan)))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
