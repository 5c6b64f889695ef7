// A repeated packet replays the steps it made last time (core/walk/segment.ts). Over every built-in
// scenario's probes and every exercise's (broken and solved: their drops happen on every repeat),
// repeated, interleaved and sent from another probe's start, with the clock moving on (flows expire),
// a walk that may replay gives the same trace JSON and leaves the same runtime state (flows, NAT
// bindings, counters, lastUsed, createdAt) as one that runs every step. FUZZ_RUNS sets the number of
// runs per world (at most 60).
import './testing/builtins-loaded';
import '../state/testing/validation-loaded';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { probePacket } from '../cluster/probe';
import { simulate } from '../cluster/simulation';
import type { Packet } from '../core/packet/packet';
import { walk, type WalkStart } from '../core/walk/walk';
import { createRuntime, type Runtime } from '../core/world/runtime';
import { repeatRuntime } from '../core/walk/fast-path';
import type { Scenario } from '../cluster/scenario/schema';
import { loadScenarioText } from '../io/scenario/load';
import { BUILTINS } from '.';

// Each run walks up to 28 packets and compares the whole runtime after each: a FUZZ_RUNS of 1,000
// (sized for the readers) would take minutes over twenty worlds, so it is capped (a fuzzer of 1,500
// runs per world found no difference on 2026-12-02).
const RUNS = Math.min(Number(process.env.FUZZ_RUNS ?? 30), 60);

/** The runtime as the app and the CLI read it: the caches a walk keeps for itself left out. */
function state(rt: Runtime): unknown {
  const flows = [...rt.flows].map(([k, t]) => [k, [...t].map(([key, f]) => [key, { ...f, applied: undefined, hitText: undefined }])]);
  return { now: rt.now, flows, nat: [...rt.natBindings], natNext: [...rt.natNext], icmp: [...rt.icmpSnat], rules: [...rt.ruleCounters], ports: [...rt.portCounters] };
}

const exercises = new URL('./exercises/', import.meta.url);
const worlds: { id: string; scenario: Scenario }[] = [
  ...BUILTINS.map((b) => ({ id: b.id, scenario: b.scenario })),
  ...readdirSync(exercises)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ id: f, scenario: loadScenarioText(readFileSync(new URL(f, exercises), 'utf8')).value! })),
];

describe.each(worlds)('replayed walks on $id', (b) => {
  const sim = simulate(b.scenario);
  const probes = sim.resolved.scenario.probes.flatMap((p, i) => {
    const r = probePacket(sim.resolved, p, i);
    return r.ok ? [r.value] : [];
  });
  const step = fc.record({
    probe: fc.nat({ max: Math.max(0, probes.length - 1) }),
    // Seconds between walks: none, a little, past a flow's idle timeout.
    dt: fc.constantFrom(0, 0, 1, 5, 59, 60, 61, 120, 239, 240, 241, 400),
    // The reply followed or not.
    reply: fc.boolean(),
    // A copy of the packet: the same value as another object (nothing to replay from).
    copy: fc.boolean(),
    // Sent from another probe's start: the same packet from another stack (another request).
    from: fc.option(fc.nat({ max: Math.max(0, probes.length - 1) }), { freq: 4 }),
  });

  it('gives the same traces and runtime state as walking every step', () => {
    expect(probes.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 14 }), (steps) => {
        const replayed = repeatRuntime();
        const stepped = createRuntime();
        let now = 0;
        for (const s of steps) {
          now += s.dt;
          const { packet } = probes[s.probe]!;
          const start = probes[s.from ?? s.probe]!.start;
          const p: Packet = s.copy ? { ...packet } : packet;
          const a = walk(sim.world, start as WalkStart, p, { runtime: replayed, now, followReply: s.reply });
          const c = walk(sim.world, start as WalkStart, p, { runtime: stepped, now, followReply: s.reply, replay: false });
          expect(JSON.stringify(a.trace)).toBe(JSON.stringify(c.trace));
          expect(state(replayed)).toEqual(state(stepped));
        }
      }),
      { numRuns: RUNS },
    );
  });
});
