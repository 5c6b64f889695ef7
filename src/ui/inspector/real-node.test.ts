import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../core/message';
import { runProbe, simulate } from '../../cluster/simulation';
import { onARealNode } from '../../lessons/on-a-real-node';
import { REAL_NODE_EN, realNodeMsg } from '../../lessons/on-a-real-node-messages';
import { BUILTINS } from '../../lessons';
import { REAL_NODE_VI, realNodeIn } from './real-node.vi';

const SAMPLE = { of: 'ACL_ENDPOINT_GROUP_IPV4_IN', vip: '10.96.0.50:80', endpoint: '2b9e…', port: '<port of endpoint 2b9e1c4a>', cmd: 'hubble observe --pod default/web' };

describe('"On a real node" in Vietnamese', () => {
  it('every id in both languages, values kept, the Vietnamese not the English', () => {
    expect(Object.keys(REAL_NODE_VI).sort()).toEqual(Object.keys(REAL_NODE_EN).sort());
    for (const id of Object.keys(REAL_NODE_EN)) {
      const m = { id, args: SAMPLE } as Msg;
      const en = render([REAL_NODE_EN], m);
      const vi = render([REAL_NODE_VI], m);
      expect(vi, id).not.toBe(en);
      for (const v of Object.values(SAMPLE)) if (en.includes(v)) expect(vi, id).toContain(v);
    }
  });

  it("every built-in probe's steps give values the catalogues know, and the panel says them whole in Vietnamese", () => {
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
            if (!node) continue;
            for (const m of [...node.commands.map((c) => c.what), ...node.notes]) expect(Object.hasOwn(REAL_NODE_EN, m.id)).toBe(true);
            const vi = realNodeIn(node, 'vi');
            expect(vi.commands.map((c) => c.cmd)).toEqual(node.commands.map((c) => c.cmd));
            seen += vi.commands.length + vi.notes.length;
          }
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('fills in the values and keeps the commands; English as the report writes it', () => {
    const r = { os: 'windows' as const, node: 'win-1', commands: [{ cmd: 'hnsdiag list loadbalancers -d', what: realNodeMsg('node.hnsLb', { vip: '10.96.0.50:80' }) }], notes: [] };
    expect(realNodeIn(r, 'vi').commands).toEqual([{ cmd: 'hnsdiag list loadbalancers -d', what: 'HNS load balancer đứng sau 10.96.0.50:80, kèm các DIP của nó' }]);
    expect(realNodeIn(r, 'en').commands[0]!.what).toBe('the HNS load balancer behind 10.96.0.50:80, with its DIPs');
  });

  it('an IPv6 step names the IPv6 tables: route print -6, -AddressFamily IPv6', () => {
    const sim = simulate(BUILTINS.find((b) => b.id === 'dual-stack')!.scenario);
    const probe = sim.resolved.scenario.probes.find((p) => p.name === 'v6-pod-to-pod')!;
    const r = runProbe(sim, probe);
    if (!r.ok) throw new Error(r.message);
    const cmds = r.value.trace.events.flatMap((e) => onARealNode(e, (n) => sim.world.hosts.get(n))?.commands.map((c) => c.cmd) ?? []);
    expect(cmds.some((c) => c.endsWith('route print -6'))).toBe(true);
    expect(cmds.some((c) => c.includes('route print -4') || c.includes('AddressFamily IPv4'))).toBe(false);
  });
});
