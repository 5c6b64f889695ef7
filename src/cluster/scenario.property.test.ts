// Properties of the whole translation on random scenarios (src/cluster/testing/arbitraries.ts):
// random valid scenarios load through the zod schema, resolve without errors, become a World, and
// every probe walks to a verdict — the same one twice; random invalid edits give issues with a path,
// never a throw. FUZZ_RUNS sets the number of runs (default 100).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REASON_CODES } from '../core/trace/reasons';
import type { LegResult } from '../core/trace/trace';
import { scenarioSchema } from './scenario/schema';
import { resolveScenario } from './scenario/resolve';
import { runProbe, simulate } from './simulation';
import { invalidEditArb, validScenarioArb } from './testing/arbitraries';
import { errors, validate } from './testing/scenario';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** Per-test time limit, growing with FUZZ_RUNS (about 40 ms a run on a laptop). */
const TIMEOUT = Math.max(20_000, RUNS * 150);

function checkVerdict(leg: LegResult, what: string): void {
  const v = leg.verdict;
  expect(['delivered', 'dropped', 'rejected'], what).toContain(v.outcome);
  if (v.outcome === 'delivered') {
    expect(v.reason, what).toBeNull();
    expect(leg.delivered, what).toBeDefined();
  } else {
    expect(REASON_CODES, `${what}: ${v.message}`).toContain(v.reason);
  }
  expect(v.message.length, what).toBeGreaterThan(0);
}

describe('random valid scenarios', () => {
  it('load through the zod schema, resolve without errors, compile without warnings (every rule with provenance), build a world, and every probe walks to a verdict with a known reason code (or delivered); a delivered request gets a reply leg', () => {
    fc.assert(
      fc.property(validScenarioArb, (input) => {
        const parsed = scenarioSchema.safeParse(input);
        expect(parsed.success).toBe(true);
        const s = parsed.data!;
        const rs = resolveScenario(s);
        expect(errors(rs.issues)).toEqual([]);
        const sim = simulate(s);
        expect(sim.world.hosts.size).toBeGreaterThanOrEqual(s.nodes.length + s.externals.length);
        for (const [node, w] of sim.windows) {
          // What the CNI and kube-proxy created is consistent enough for HNS to program...
          expect(w.compiled.warnings, node).toEqual([]);
          // ...and every VFP rule names the HNS object behind it.
          for (const p of w.compiled.ports) for (const l of p.layers) for (const g of l.groups) for (const r of g.rules) expect(r.provenance?.hns?.type, `${node} ${l.name} ${r.friendlyName}`).toBeTruthy();
        }
        for (const probe of s.probes) {
          const r = runProbe(sim, probe);
          if (!r.ok) throw new Error(`probe ${probe.name} (${probe.from} → ${probe.to}) did not resolve: ${r.message}`);
          const t = r.value.trace;
          const what = `${probe.name} ${probe.protocol} ${probe.from} → ${probe.to}`;
          checkVerdict(t.request, what);
          if (t.request.verdict.outcome === 'delivered') expect(t.reply, `${what}: delivered to ${t.request.delivered?.endpoint} but no reply leg`).toBeDefined();
          if (t.reply) checkVerdict(t.reply, `${what} (reply)`);
          expect(t.events.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);

  it('the same scenario gives the same trace twice (translation and walk are deterministic)', () => {
    fc.assert(
      fc.property(validScenarioArb, (input) => {
        const s = scenarioSchema.parse(input);
        const a = simulate(s);
        const b = simulate(scenarioSchema.parse(JSON.parse(JSON.stringify(input))));
        expect(JSON.stringify([...b.windows.values()].map((w) => w.compiled.ports))).toBe(JSON.stringify([...a.windows.values()].map((w) => w.compiled.ports)));
        for (const probe of s.probes) {
          const ra = runProbe(a, probe);
          const rb = runProbe(b, probe);
          expect(ra.ok && rb.ok).toBe(true);
          if (ra.ok && rb.ok) expect(rb.value.trace).toEqual(ra.value.trace);
        }
      }),
      { numRuns: Math.max(1, Math.floor(RUNS / 2)) },
    );
  }, TIMEOUT);
});

describe('random invalid edits', () => {
  it('an unknown field, a bad CIDR or a duplicate name gives an error issue at its path, never a throw', () => {
    fc.assert(
      fc.property(invalidEditArb, (edit) => {
        let issues: ReturnType<typeof validate> = [];
        expect(() => (issues = validate(edit.input))).not.toThrow();
        const errs = errors(issues);
        expect(errs.length, edit.kind).toBeGreaterThan(0);
        for (const e of errs) expect(Array.isArray(e.path) && e.message.length > 0).toBe(true);
        expect(
          errs.map((e) => JSON.stringify(e.path)),
          `${edit.kind} at ${edit.path.join('.')}`,
        ).toContain(JSON.stringify(edit.path));
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});
