import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { onARealNode } from '../../lessons/on-a-real-node';
import { BUILTINS } from '../../lessons';
import { realNodeIn, realNodeVi } from './real-node.vi';

describe('"On a real node" in Vietnamese', () => {
  it('has a Vietnamese line for every explanation and note any built-in probe shows', () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const b of BUILTINS) {
      const sim = simulate(b.scenario);
      const hubble = [...sim.world.hosts.values()].some((h) => h.kind === 'linux' && h.dataplane === 'ebpf');
      for (const probe of sim.resolved.scenario.probes) {
        const r = runProbe(sim, probe);
        if (!r.ok) continue;
        for (const e of r.value.trace.events)
          for (const fromDumps of [false, true]) {
            const node = onARealNode(e, (n) => sim.world.hosts.get(n), { hubble, fromDumps });
            for (const text of [...(node?.commands.map((c) => c.what) ?? []), ...(node?.notes ?? [])]) {
              seen++;
              if (!realNodeVi(text)) missing.add(text);
            }
          }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });

  it('fills in the values and keeps the commands', () => {
    expect(realNodeVi('the HNS load balancer behind 10.96.0.50:80, with its DIPs')).toBe('HNS load balancer đứng sau 10.96.0.50:80, kèm các DIP của nó');
    const r = { os: 'windows' as const, node: 'win-1', commands: [{ cmd: 'pktmon stop', what: 'end the capture' }], notes: [] };
    expect(realNodeIn(r, 'vi').commands).toEqual([{ cmd: 'pktmon stop', what: 'dừng capture' }]);
    expect(realNodeIn(r, 'en')).toBe(r);
  });
});
