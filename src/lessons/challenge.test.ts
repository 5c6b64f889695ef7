// The challenge checker: the answer comes from the trace (checked here against other parts of the
// same trace or the scenario: the load balancer's choice, the nodes' addresses), never from a literal.
import './testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtinById, BUILTINS } from '.';
import { probeWalker } from './format/trace-of';
import { CHALLENGE_FIELDS, challengeStep, challengeTruth, checkChallenge, fieldValue, normalise, type ChallengeField } from './challenge';
import { challengeEnglish } from './challenge-messages';
import type { Trace } from '../core/trace/trace';
import type { Scenario } from '../cluster/scenario/schema';

const walk = probeWalker();
const scenario = (id: string) => structuredClone(builtinById(id)!.scenario);
const traceOf = (s: Scenario, probe: string): Trace => {
  const r = walk(s, probe);
  if (!r.ok) throw new Error(r.why);
  return r.trace;
};

describe('challenge truth, from the trace', () => {
  const talk = scenario('talk-l2bridge');
  const vip = traceOf(talk, 'pod-to-service');

  it("a DNAT challenge's answer is the load balancer's chosen backend", () => {
    const r = challengeTruth({ rewrite: 'dnat', layer: 'SLB_LB_LAYER', fields: ['dst', 'dstPort'] }, { probe: 'pod-to-service', level: 'node' }, vip);
    if (!r.ok) throw new Error(challengeEnglish(r.problem));
    const e = vip.events[r.value.step - 1]!;
    expect(e.transpositions?.some((t) => t.kind === 'dnat')).toBe(true);
    const chosen = e.lb ?? vip.events.find((x) => x.lb)!.lb!;
    expect(r.value.fields.map((f) => f.after)).toEqual([chosen.chosen.ip, String(chosen.chosen.port)]);
    // Before it, the packet was still for the VIP of the Service.
    const svc = talk.services.find((s) => s.name === 'web')!;
    expect(r.value.fields[0]!.before).toBe(svc.clusterIP);
  });

  it("an overlay encap's answer is the two nodes' addresses and the network's VNI", () => {
    const s = scenario('overlay-vxlan');
    const t = traceOf(s, 'pod-to-pod-vxlan');
    const r = challengeTruth({ rewrite: 'encap', fields: ['outer.src', 'outer.dst', 'outer.vni'] }, { probe: 'pod-to-pod-vxlan', level: 'node' }, t);
    if (!r.ok) throw new Error(challengeEnglish(r.problem));
    const ips = (n: string) => s.nodes.find((x) => x.name === n)!.ip;
    expect(r.value.fields.map((f) => f.after)).toEqual([ips('win-a'), ips('win-b'), String(s.cluster.vxlan?.vni ?? 4096)]);
    expect(r.value.fields.every((f) => f.before === undefined), 'no outer header before the encap').toBe(true);
  });

  it('the step is the focus step when it names one, else the first rewrite of the kind', () => {
    const first = vip.events.findIndex((e) => e.transpositions?.some((t) => t.kind === 'encap')) + 1;
    expect(challengeStep({ rewrite: 'encap', fields: ['outer.dst'] }, { probe: 'p', level: 'node' }, vip.events)).toBe(first);
    expect(challengeStep({ rewrite: 'encap', fields: ['outer.dst'] }, { probe: 'p', step: 3, level: 'node' }, vip.events)).toBe(3);
    expect(challengeStep({ rewrite: 'encap', fields: ['outer.dst'] }, { probe: 'p', at: 'no such text', level: 'node' }, vip.events)).toBeUndefined();
  });

  it('refuses a step with no rewrite of the asked fields, and says why', () => {
    const say = (r: ReturnType<typeof challengeTruth>) => (r.ok ? 'ok' : challengeEnglish(r.problem));
    // Step 1 (the send) rewrites nothing.
    expect(say(challengeTruth({ rewrite: 'dnat', fields: ['dst'] }, { probe: 'p', step: 1, level: 'node' }, vip))).toMatch(/step 1 makes no dnat/);
    // The encap to the management port is no VXLAN: it has no VNI.
    expect(say(challengeTruth({ rewrite: 'encap', fields: ['outer.dst', 'outer.vni'] }, { probe: 'p', level: 'node' }, vip))).toMatch(/does not write outer\.vni/);
    // A DNAT does not write the source.
    expect(say(challengeTruth({ rewrite: 'dnat', fields: ['src'] }, { probe: 'p', level: 'node' }, vip))).toMatch(/does not write src/);
    expect(say(challengeTruth({ rewrite: 'dnat', layer: 'ACL_ENDPOINT_LAYER', fields: ['dst'] }, { probe: 'p', level: 'node' }, vip))).toMatch(/makes no dnat in ACL_ENDPOINT_LAYER/);
    // After a decap there is no outer header to ask about.
    expect(say(challengeTruth({ rewrite: 'decap', fields: ['outer.dst'] }, { probe: 'p', level: 'node' }, vip))).toMatch(/does not write outer\.dst/);
  });

  it('a decap: the inner header becomes the outermost; before it, the outer one was', () => {
    const s = scenario('overlay-vxlan');
    const t = traceOf(s, 'pod-to-pod-vxlan');
    const r = challengeTruth({ rewrite: 'decap', fields: ['dst', 'dstPort'] }, { probe: 'pod-to-pod-vxlan', level: 'node' }, t);
    if (!r.ok) throw new Error(challengeEnglish(r.problem));
    const api2 = s.pods.find((p) => p.name === 'api-2')!;
    const probe = s.probes.find((p) => p.name === 'pod-to-pod-vxlan')!;
    expect(r.value.fields.map((f) => f.after)).toEqual([api2.ip, String(/:(\d+)$/.exec(probe.to)?.[1] ?? t.packet.dstPort)]);
    expect(r.value.fields.map((f) => f.before)).toEqual([s.nodes.find((n) => n.name === 'win-b')!.ip, String(s.cluster.vxlan?.port ?? 4789)]);
  });
});

describe('checking what the student typed', () => {
  const truth = { step: 5, fields: [{ field: 'dst' as const, after: '10.244.1.36' }, { field: 'dstPort' as const, after: '80' }, { field: 'outer.vni' as const, after: '4096' }] };

  it('marks each field right or wrong, with the right value', () => {
    expect(checkChallenge(truth, { dst: ' 10.244.1.36 ', dstPort: '8080', 'outer.vni': '4096' })).toEqual([
      { field: 'dst', given: ' 10.244.1.36 ', expected: '10.244.1.36', right: true, unreadable: false },
      { field: 'dstPort', given: '8080', expected: '80', right: false, unreadable: false },
      { field: 'outer.vni', given: '4096', expected: '4096', right: true, unreadable: false },
    ]);
  });

  it('an empty or unreadable field is wrong, never a crash', () => {
    const marks = checkChallenge(truth, { dst: '10.244.1', dstPort: '' });
    expect(marks.map((m) => [m.right, m.unreadable])).toEqual([
      [false, true],
      [false, true],
      [false, true],
    ]);
  });

  it('normalises what it can read: a port with leading zeros is the same port', () => {
    expect(normalise('dstPort', '080')).toBe('80');
    expect(normalise('dst', '10.0.0.300')).toBeUndefined();
    expect(normalise('dst', 'FD00:10:244:0:0:0:0:A')).toBe('fd00:10:244::a');
    expect(normalise('outer.vni', '-1')).toBeUndefined();
  });
});

describe('property: every rewrite of every built-in walk is a challenge its own values pass', () => {
  const cases = BUILTINS.flatMap((b) => b.scenario.probes.map((p) => [b.scenario.metadata.name, p.name] as const));
  const traces = new Map<string, Trace>();
  const traceFor = (id: string, probe: string) => {
    const k = `${id}/${probe}`;
    if (!traces.has(k)) traces.set(k, traceOf(scenario(id), probe));
    return traces.get(k)!;
  };

  it('the fields a rewrite writes are answerable, and any other value is wrong', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.nat(), fc.string({ maxLength: 16 }), ([id, probe], pick, noise) => {
        const t = traceFor(id, probe);
        const steps = t.events.flatMap((e, i) => (e.transpositions ?? []).filter((x) => x.kind !== 'mac-rewrite').map((x) => [i + 1, x] as const));
        if (!steps.length) return;
        const [step, tr] = steps[pick % steps.length]!;
        const fields = CHALLENGE_FIELDS.filter((f: ChallengeField) => fieldValue(tr.after, f) !== undefined && fieldValue(tr.before, f) !== fieldValue(tr.after, f));
        if (!fields.length) return;
        const r = challengeTruth({ rewrite: tr.kind as 'dnat', fields }, { probe, step, level: 'node' }, t);
        if (!r.ok) throw new Error(challengeEnglish(r.problem));
        const after = t.events[step - 1]!.packet;
        const right = Object.fromEntries(fields.map((f) => [f, fieldValue(after, f)!]));
        expect(checkChallenge(r.value, right).every((m) => m.right)).toBe(true);
        const f = fields[pick % fields.length]!;
        if (normalise(f, noise) === right[f]) return;
        expect(checkChallenge(r.value, { ...right, [f]: noise }).find((m) => m.field === f)!.right).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
