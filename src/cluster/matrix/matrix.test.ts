// The matrix of every built-in: its cells agree with the probes' expectations (every probe whose
// pair is a cell of the matrix is checked there), a cell is what a single walk of that pair gives,
// and a ref that cannot be walked is an unknown cell with its reason, never a drop.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenarioText } from '../../io/scenario/load';
import { runProbe, simulate } from '../simulation';
import { cellOf, matrixAxes, matrixJson, matrixStatus, reachabilityMatrix } from './matrix';

const dir = 'src/lessons/scenarios';
const builtins = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ file: f, scenario: loadScenarioText(readFileSync(`${dir}/${f}`, 'utf8')).value! }));

describe('reachability matrix', () => {
  it.each(builtins)('$file: every cell with an expect holds, and some do', ({ scenario }) => {
    const sim = simulate(scenario);
    const m = reachabilityMatrix(sim);
    expect(m.cells.length).toBe(m.sources.length * m.destinations.length);
    const checked = m.cells.filter((c) => c.expect);
    expect(checked.filter((c) => !c.expect!.holds)).toEqual([]);
    expect(matrixStatus(m)).toBe(0);
    // Every probe with an expect whose from/to is a matrix pair was found.
    const pairs = new Set(m.cells.map((c) => `${c.from}|${c.to}|${c.protocol}`));
    const canon = (r: string) => r.replace(/^(pod|service)\/([^/:]+)(:|$)/, '$1/default/$2$3');
    const inMatrix = scenario.probes.filter((p) => p.expect && pairs.has(`${canon(p.from)}|${canon(p.to)}|${p.protocol}`));
    expect(new Set(checked.flatMap((c) => c.expect!.probe.split(', ')))).toEqual(new Set(inMatrix.map((p) => p.name)));
  });

  it('a cell is the walk `trace --from --to` makes', () => {
    const { scenario } = builtins.find((b) => b.file === 'network-policy.yaml')!;
    const sim = simulate(scenario);
    const m = reachabilityMatrix(sim);
    for (const c of m.cells.slice(0, 20)) {
      const r = runProbe(sim, { name: 'adhoc', from: c.from, to: c.to, protocol: c.protocol, size: 64, df: false });
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(c.outcome).toBe(r.value.trace.request.verdict.outcome);
        expect(c.reason).toBe(r.value.trace.request.verdict.reason);
      }
    }
    // A flipped expectation makes the matrix fail.
    const broken = { ...scenario, probes: scenario.probes.map((p) => (p.expect?.outcome === 'delivered' ? { ...p, expect: { ...p.expect, outcome: 'dropped' as const } } : p)) };
    expect(matrixStatus(reachabilityMatrix(simulate(broken)))).toBe(1);
  });

  it('a destination whose evidence is missing is unknown, with why', () => {
    const { scenario } = builtins.find((b) => b.file === 'talk-l2bridge.yaml')!;
    const sim = simulate(scenario);
    const d = matrixAxes(sim).destinations[0]!;
    const msg = { id: 'replay.needs', args: {} };
    const c = cellOf(sim, sim.resolved.pods[0]!.ref, d, { deadEnd: () => ({ text: 'missing: the ports of the load balancer', msg }) });
    expect(c).toMatchObject({ outcome: 'unknown', reason: null, why: 'missing: the ports of the load balancer', whyMsg: msg });
    // The JSON keeps the English only.
    expect(matrixJson({ sources: [], destinations: [], cells: [c] }).cells).toEqual([expect.not.objectContaining({ whyMsg: expect.anything() })]);
  });

  it("a pod's hostPort is a column at its Windows node's address (nodeport: win-node-2:8088 → shop)", () => {
    const { scenario } = builtins.find((b) => b.file === 'nodeport.yaml')!;
    const sim = simulate(scenario);
    const m = reachabilityMatrix(sim);
    expect(m.destinations.filter((d) => d.kind === 'hostport')).toEqual([{ ref: 'node/win-node-2:8088', protocol: 'tcp', kind: 'hostport', node: 'win-node-2' }]);
    expect(m.cells.find((c) => c.from === 'external/customer' && c.to === 'node/win-node-2:8088')).toMatchObject({ outcome: 'delivered', expect: { holds: true } });
  });

  it('--protocol keeps only that protocol', () => {
    const { scenario } = builtins.find((b) => b.file === 'talk-l2bridge.yaml')!;
    const sim = simulate(scenario);
    expect(matrixAxes(sim, { protocol: 'udp' }).destinations.every((d) => d.protocol === 'udp')).toBe(true);
  });
});
