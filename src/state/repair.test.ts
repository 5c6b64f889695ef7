// "Open anyway, repairing what can be repaired" (issue 32): what the checks refuse is left out and
// listed; the rest opens.
import { describe, expect, it } from 'vitest';
import { REPAIR_NAME, repairStored } from './repair';
import { validate } from './validate';

const record = (scenario: unknown) => JSON.stringify({ scenario, source: { kind: 'new' }, edited: true, savedAt: 3 });
const mine = (extra: Record<string, unknown> = {}) => ({
  apiVersion: 'vfp-lab/v1',
  kind: 'Scenario',
  metadata: { name: 'mine', title: 'Mine' },
  nodes: [{ name: 'win-1', os: 'windows' }],
  pods: [
    { name: 'web', node: 'win-1', listen: ['tcp/80'] },
    { name: 'client', node: 'win-1' },
  ],
  ...extra,
});

describe('repairStored', () => {
  it("a newer build's field is left out, and named", () => {
    const r = repairStored(record({ ...mine(), metadata: { name: 'mine', title: 'Mine', colour: 'teal' } }))!;
    expect(r.leftOut).toEqual(['metadata.colour']);
    expect(r.scenario.metadata).toEqual({ name: 'mine', title: 'Mine' });
    expect(r.scenario.pods.map((p) => p.name)).toEqual(['web', 'client']);
    expect(validate(r.scenario).value).toBeDefined();
  });

  it('one bad address: that value is left out (the pod gets the next free one), the pod stays', () => {
    const s = mine();
    (s.pods as Record<string, unknown>[])[1]!.ip = '10.244.1.300';
    const r = repairStored(record(s))!;
    expect(r.leftOut).toEqual(['pods[1].ip']);
    expect(r.scenario.pods.map((p) => p.name)).toEqual(['web', 'client']);
  });

  it('a pod on a node that is gone: its node, then the pod that cannot stand without one', () => {
    const s = mine();
    (s.pods as Record<string, unknown>[])[0]!.node = 'win-gone';
    const r = repairStored(record(s))!;
    expect(r.leftOut).toEqual(['pods[0].node', 'pods[0]']);
    expect(r.scenario.pods.map((p) => p.name)).toEqual(['client']);
    expect(validate(r.scenario).value).toBeDefined();
  });

  it('several problems at once, in lists, are cut without moving one another', () => {
    const s = mine({ probes: [{ name: 'a', from: 'pod/web', to: 'pod/client:80', size: 5 }, { name: 'b', from: 'pod/web', to: 'pod/client:80', colour: 1 }] });
    const r = repairStored(record(s))!;
    expect(r.leftOut.sort()).toEqual(['probes[0].size', 'probes[1].colour']);
    expect(r.scenario.probes.map((p) => [p.name, p.size])).toEqual([
      ['a', 64],
      ['b', 64],
    ]);
  });

  it('a NetworkPolicy is never widened: a bad part of a rule takes the whole rule; a bad part elsewhere of a policy is not repaired', () => {
    const policy = (spec: Record<string, unknown>) => ({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'web-from-client', namespace: 'default' }, spec });
    const rule = (peer: Record<string, unknown>) => ({ from: [peer], ports: [{ protocol: 'TCP', port: 80 }] });
    const ok = rule({ podSelector: { matchLabels: { app: 'client' } } });
    // A peer field a newer build wrote: cutting it (then the empty peer) left `from: []`, every source.
    const s = mine({ networkPolicies: [policy({ podSelector: {}, policyTypes: ['Ingress'], ingress: [rule({ serviceAccountSelector: { matchLabels: { a: 'b' } } }), ok] })] });
    const r = repairStored(record(s))!;
    expect(r.leftOut).toEqual(['networkPolicies[0].spec.ingress[0]']);
    expect(r.scenario.networkPolicies[0]!.spec.ingress).toEqual([ok]);
    // An except cut would open the range it closed: the rule goes.
    const ex = mine({ networkPolicies: [policy({ podSelector: {}, policyTypes: ['Ingress'], ingress: [{ from: [{ ipBlock: { cidr: '10.0.0.0/8', except: ['10.1.0.0/33'] } }] }] })] });
    const rex = repairStored(record(ex))!;
    expect(rex.leftOut).toEqual(['networkPolicies[0].spec.ingress[0]']);
    expect(rex.scenario.networkPolicies[0]!.spec.ingress).toEqual([]);
    // The policy's own selector: no repair (a policy left out would deny nothing).
    expect(repairStored(record(mine({ networkPolicies: [policy({ podSelector: { matchLabels: 5 }, ingress: [ok] })] })))).toBeUndefined();
  });

  it('a name every scenario needs, bad or missing: a plain placeholder takes its place, and is named with what was there', () => {
    const bad = repairStored(record({ ...mine(), metadata: { name: 'My Cluster', title: 'Mine' } }))!;
    expect(bad.scenario.metadata).toEqual({ name: REPAIR_NAME, title: 'Mine' });
    expect(bad.set).toEqual([`metadata.name: "My Cluster" → "${REPAIR_NAME}"`]);
    expect(bad.leftOut).toEqual([]);
    expect(bad.scenario.pods.map((p) => p.name)).toEqual(['web', 'client']);
    expect(validate(bad.scenario).value).toBeDefined();
    const missing = repairStored(record({ ...mine(), metadata: { title: 'Mine' } }))!;
    expect(missing.scenario.metadata).toEqual({ name: REPAIR_NAME, title: 'Mine' });
    expect(missing.set).toEqual([`metadata.name → "${REPAIR_NAME}"`]);
    // No metadata at all, a newer build's field beside it: both said.
    const { metadata: _, ...bare } = mine({ colour: 'teal' });
    const none = repairStored(record(bare))!;
    expect(none.scenario.metadata).toEqual({ name: REPAIR_NAME });
    expect(none.set).toEqual([`metadata → {"name":"${REPAIR_NAME}"}`]);
    expect(none.leftOut).toEqual(['colour']);
  });

  it('apiVersion and kind: the only ones this build reads take their place, named', () => {
    const r = repairStored(record({ ...mine(), apiVersion: 'vfp-lab/v9', kind: undefined }))!;
    expect(r.set.sort()).toEqual(['apiVersion: "vfp-lab/v9" → "vfp-lab/v1"', 'kind → "Scenario"']);
    expect(r.scenario.pods.map((p) => p.name)).toEqual(['web', 'client']);
  });

  it('a required field outside a list that nothing can stand in for: the object holding it is left out (an exercise without its brief)', () => {
    const r = repairStored(record(mine({ exercise: { goals: ['a'] } })))!;
    expect(r.leftOut).toEqual(['exercise']);
    expect(r.scenario.exercise).toBeUndefined();
    expect(r.scenario.pods.map((p) => p.name)).toEqual(['web', 'client']);
  });

  it('nothing to open: no JSON, or no scenario object', () => {
    expect(repairStored('{"scenario": ')).toBeUndefined();
    expect(repairStored(record('a text'))).toBeUndefined();
    expect(repairStored(record([mine()]))).toBeUndefined();
  });
});
