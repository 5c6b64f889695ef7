// The matrix's shared work (matrixWalker: refs resolved once, dead ends asked once, probes found by
// pair, layer decisions kept by the header fields they read) never changes a cell: on every built-in
// and on random worlds (every CNI, NetworkPolicies, NodePorts, outside hosts, probes with and without
// a source port, a probe named like the matrix's own), each cell equals the one walked on its own as
// `trace --from --to` walks it (cellOf), field for field.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadScenarioText } from '../../io/scenario/load';
import { simulate } from '../simulation';
import { scenarioFromPlan, scenarioPlanArb } from '../testing/arbitraries';
import { parse } from '../testing/scenario';
import type { Scenario } from '../scenario/schema';
import { cellOf, matrixAxes, reachabilityMatrix, type MatrixOptions } from './matrix';

// Each run walks a whole world's matrix twice (fast, and cell by cell): a FUZZ_RUNS of 1,000
// took 14 s of one core; 200 keep it near 3 s.
const RUNS = Math.min(Number(process.env.FUZZ_RUNS ?? 60), 200);
const dir = 'src/lessons/scenarios';
const builtins = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ file: f, scenario: loadScenarioText(readFileSync(`${dir}/${f}`, 'utf8')).value! }));

/** The matrix as matrixWalker gives it, and every cell walked on its own. */
function bothWays(s: Scenario, opts: MatrixOptions = {}) {
  const fast = reachabilityMatrix(simulate(s), opts);
  // A world of its own: nothing the fast matrix remembered can reach the cell-by-cell walk.
  const sim = simulate(s);
  const { sources, destinations } = matrixAxes(sim, opts);
  const slow = sources.flatMap((src) => destinations.map((d) => cellOf(sim, src.ref, d, opts)));
  return { fast: fast.cells, slow };
}

describe('the matrix gives what each cell walked on its own gives', () => {
  it.each(builtins)('$file: every cell, field for field', ({ scenario }) => {
    const { fast, slow } = bothWays(scenario);
    expect(fast.length).toBeGreaterThan(0);
    expect(fast).toEqual(slow);
  });

  it('with dead ends (a replay whose evidence is missing) and --protocol', () => {
    const { scenario } = builtins.find((b) => b.file === 'network-policy.yaml')!;
    const opts: MatrixOptions = { protocol: 'tcp', deadEnd: (to) => (to.startsWith('service/') ? { text: 'missing: the load balancers' } : undefined) };
    const { fast, slow } = bothWays(scenario, opts);
    expect(fast.some((c) => c.outcome === 'unknown')).toBe(true);
    expect(fast).toEqual(slow);
  });

  it(`random worlds (${RUNS} runs)`, () => {
    let cells = 0;
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(scenarioPlanArb, fc.boolean(), (plan, adhoc) => {
        const doc = scenarioFromPlan(plan);
        // A probe named like the matrix's own moves every cell's source port (probeIndex).
        if (adhoc && doc.probes?.length) doc.probes = [...doc.probes.slice(1), { ...doc.probes[0]!, name: 'adhoc' }];
        const { fast, slow } = bothWays(parse(doc));
        cells += fast.length;
        for (const c of fast) outcomes.add(`${c.outcome} ${c.reason}`);
        expect(fast).toEqual(slow);
      }),
      { numRuns: RUNS },
    );
    // The worlds must give cells of every kind, not only deliveries.
    expect(cells).toBeGreaterThan(RUNS * 10);
    expect([...outcomes].some((o) => o.startsWith('dropped'))).toBe(true);
  }, 300_000);
});
