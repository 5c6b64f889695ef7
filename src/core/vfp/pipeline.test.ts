import { describe, expect, it } from 'vitest';
import { allow, block, group, layer, rule, tcp } from '../testing/builders';
import type { Layer, Port } from './model';
import { decideLayer, explainGroup, layersInOrder, nearestAllow } from './pipeline';

const syn = tcp('10.1.1.10:40000', '10.1.1.20:80');

describe('decideLayer: which groups apply', () => {
  it('skips groups of the other direction and records why', () => {
    const l = layer('L', 1, [group('G_IN', 'in', [block('b')]), group('G_OUT', 'out', [allow('a')], { priority: 2 })]);
    const d = decideLayer(l, 'out', syn);
    expect(d.rule?.id).toBe('a');
    expect(d.eval.groups).toEqual([
      { group: 'G_IN', priority: 1, skipped: 'direction' },
      { group: 'G_OUT', priority: 2, rule: 'a', rulePriority: 100 },
    ]);
  });

  it('skips IPv6 groups for IPv4 packets', () => {
    const l = layer('L', 1, [group('G_V6', 'out', [block('b6')], { family: 'ipv6' })]);
    const d = decideLayer(l, 'out', syn);
    expect(d.rule).toBeUndefined();
    expect(d.eval.groups[0]!.skipped).toBe('family');
  });

  it("skips a group whose own conditions do not hold", () => {
    const l = layer('L', 1, [group('G_UDP', 'out', [block('b')], { when: { proto: 'udp' } }), group('G', 'out', [allow('a')], { priority: 2 })]);
    const d = decideLayer(l, 'out', syn);
    expect(d.eval.groups[0]!.skipped).toBe('conditions');
    expect(d.rule?.id).toBe('a');
  });

  it('a group where no rule matches is visited without a rule and without a skip reason', () => {
    const l = layer('L', 1, [group('G', 'out', [block('udp-only', { proto: 'udp' })])]);
    expect(decideLayer(l, 'out', syn).eval.groups).toEqual([{ group: 'G', priority: 1 }]);
  });
});

describe('decideLayer: across groups (paper semantics)', () => {
  it('visits groups by group priority, not list order; a terminating match stops the walk', () => {
    const l = layer('L', 1, [group('SECOND', 'out', [block('b')], { priority: 20 }), group('FIRST', 'out', [allow('a')], { priority: 10 })]);
    const d = decideLayer(l, 'out', syn);
    expect(d.rule?.id).toBe('a');
    expect(d.group?.name).toBe('FIRST');
    expect(d.block).toBe(false);
    expect(d.eval.groups.map((g) => g.group)).toEqual(['FIRST']);
  });

  it("a non-terminating match lets a later group's match win (the last match is used)", () => {
    const l = layer('L', 1, [group('FIRST', 'out', [allow('a', {}, { terminating: false })], { priority: 10 }), group('SECOND', 'out', [block('b')], { priority: 20 })]);
    const d = decideLayer(l, 'out', syn);
    expect(d.rule?.id).toBe('b');
    expect(d.block).toBe(true);
    expect(d.eval.groups.map((g) => g.rule)).toEqual(['a', 'b']);
  });

  it('a non-terminating match stands when no later group matches', () => {
    const l = layer('L', 1, [group('FIRST', 'out', [allow('a', {}, { terminating: false })], { priority: 10 }), group('SECOND', 'out', [block('b', { proto: 'udp' })], { priority: 20 })]);
    const d = decideLayer(l, 'out', syn);
    expect(d.rule?.id).toBe('a');
    expect(d.block).toBe(false);
  });

  it('within a group, the best priority decides even when it is not terminating', () => {
    const l = layer('L', 1, [group('G', 'out', [block('b', {}, { priority: 200 }), allow('a', {}, { priority: 100, terminating: false })])]);
    expect(decideLayer(l, 'out', syn).rule?.id).toBe('a');
  });

  it('reports the deciding rule, its group and action in the layer evaluation', () => {
    const l = layer('ACL', 10, [group('G', 'out', [block('deny-web', { dstPorts: 80 }, { name: 'deny web', priority: 500 })])]);
    const d = decideLayer(l, 'out', syn);
    expect(d.eval).toMatchObject({ layer: 'ACL', priority: 10, rule: 'deny-web', ruleName: 'deny web', group: 'G', action: 'block', defaulted: false, verdict: 'block' });
  });

  it('non-block actions pass (nat, lbnat, encap… are applied by the walker)', () => {
    const l = layer('NAT', 30, [group('G', 'out', [rule('n', { type: 'nat', dst: 1 })])]);
    const d = decideLayer(l, 'out', syn);
    expect(d.block).toBe(false);
    expect(d.eval.verdict).toBe('pass');
    expect(d.eval.action).toBe('nat');
  });
});

describe('decideLayer: the layer default', () => {
  it('passes unchanged when nothing matches and the default is allow (assumption layer-default-allow)', () => {
    const d = decideLayer(layer('L', 1, [group('G', 'out', [block('udp', { proto: 'udp' })])]), 'out', syn);
    expect(d.block).toBe(false);
    expect(d.rule).toBeUndefined();
    expect(d.eval).toMatchObject({ defaulted: true, verdict: 'pass', action: 'allow' });
    expect(d.defaultNote?.assumption).toBe('layer-default-allow');
  });

  it('blocks when nothing matches and the default of that direction is block', () => {
    const l = layer('L', 1, [group('G', 'out', [allow('udp', { proto: 'udp' })])], { default: { out: 'block' } });
    const d = decideLayer(l, 'out', syn);
    expect(d.block).toBe(true);
    expect(d.eval).toMatchObject({ defaulted: true, verdict: 'block', action: 'block' });
    expect(decideLayer(l, 'in', syn).block).toBe(false);
  });

  it("uses the layer's own note for its default when it has one", () => {
    const l: Layer = { ...layer('L', 1, [], { default: 'block' }), defaultNote: { in: { text: 'default deny', assumption: 'acl-default-deny-ingress' } } };
    const d = decideLayer(l, 'in', syn);
    expect(d.defaultNote).toEqual({ text: 'default deny', assumption: 'acl-default-deny-ingress' });
  });

  it('a layer without groups applies its default', () => {
    expect(decideLayer(layer('L', 1, [], { default: 'block' }), 'in', syn).block).toBe(true);
    expect(decideLayer(layer('L', 1, []), 'in', syn).block).toBe(false);
  });
});

describe('layersInOrder', () => {
  const port = (layers: Layer[]): Port => ({ id: 'p', friendlyName: 'p', kind: 'endpoint', blocked: false, layers });
  const l = (name: string, priority: number) => layer(name, priority, []);

  it('OUT walks layers by ascending priority, IN by descending priority', () => {
    const p = port([l('NAT', 30), l('ACL', 10), l('ENCAP', 40), l('LB', 20)]);
    expect(layersInOrder(p, 'out').map((x) => x.name)).toEqual(['ACL', 'LB', 'NAT', 'ENCAP']);
    expect(layersInOrder(p, 'in').map((x) => x.name)).toEqual(['ENCAP', 'NAT', 'LB', 'ACL']);
  });

  it('does not reorder the port itself', () => {
    const p = port([l('B', 2), l('A', 1)]);
    layersInOrder(p, 'in');
    layersInOrder(p, 'out');
    expect(p.layers.map((x) => x.name)).toEqual(['B', 'A']);
  });
});

describe('nearestAllow', () => {
  it('picks the allow rule with the fewest failed conditions and says which failed', () => {
    const l = layer('ACL', 10, [
      group('IN', 'in', [
        block('deny-web', { proto: 'tcp', dstPorts: 80 }, { priority: 100 }),
        allow('allow-admin', { src: '10.1.1.99', proto: 'tcp', dstPorts: 80 }, { priority: 300 }),
        allow('allow-dns', { proto: 'udp', dstPorts: 53 }, { priority: 200 }),
      ]),
    ]);
    const near = nearestAllow(l, 'in', syn)!;
    expect(near.rule.id).toBe('allow-admin');
    expect(near.group.name).toBe('IN');
    expect(near.failed).toEqual([{ label: 'Source IP', expected: '10.1.1.99/32', actual: '10.1.1.10', pass: false }]);
  });

  it('breaks a tie on failed conditions by priority', () => {
    const l = layer('ACL', 10, [group('IN', 'in', [allow('late', { dstPorts: 81 }, { priority: 300 }), allow('early', { dstPorts: 82 }, { priority: 200 })])]);
    expect(nearestAllow(l, 'in', syn)?.rule.id).toBe('early');
  });

  it("in a tie, a rule written for the traffic (a policy's) comes before an infrastructure rule of better priority (the kubelet's allow)", () => {
    const kubelet = { ...allow('allow-host-to-endpoint', { src: '10.1.1.2' }, { priority: 900 }), provenance: { k8s: { kind: 'Node', name: 'n1' } } };
    const policy = { ...allow('web-from-client', { src: '10.1.1.11' }, { priority: 1000 }), provenance: { k8s: { kind: 'NetworkPolicy', namespace: 'default', name: 'web' }, intent: true } };
    const l = layer('ACL', 10, [group('IN', 'in', [kubelet, policy])]);
    expect(nearestAllow(l, 'in', syn)?.rule.id).toBe('web-from-client');
  });

  it('given the blocking rule, an allow that matched but lost on priority comes first, stopped by "Priority"', () => {
    const deny = block('deny', { dstPorts: 80 }, { priority: 100 });
    const g = group('IN', 'in', [deny, allow('near-miss', { dstPorts: 81 }, { priority: 50 }), allow('lost', {}, { priority: 400 }), allow('lost-too', {}, { priority: 300 })]);
    const l = layer('ACL', 10, [g]);
    const near = nearestAllow(l, 'in', syn, { rule: deny, group: g })!;
    expect(near.rule.id).toBe('lost-too');
    expect(near.failed).toEqual([{ label: 'Priority', expected: 'better than 100 (the blocking rule)', actual: '300', pass: false }]);
  });

  // Group A (priority 1) decides with a terminating block before group B is visited: the allow of
  // group B lost on group order, not on its rule priority (50 is better than 100). An explanation
  // "Priority: expected better than 100, actual 50, failed" contradicts itself.
  it('does not explain a loss on group order as a rule-priority loss the allow did not have', () => {
    const deny = block('deny', {}, { priority: 100 });
    const a = group('A', 'in', [deny], { priority: 1 });
    const l = layer('ACL', 10, [a, group('B', 'in', [allow('allow-50', {}, { priority: 50 })], { priority: 2 })]);
    expect(decideLayer(l, 'in', syn).rule?.id).toBe('deny');
    const near = nearestAllow(l, 'in', syn, { rule: deny, group: a })!;
    expect(near.rule.id).toBe('allow-50');
    for (const f of near.failed) if (f.label === 'Priority') expect(Number(f.actual)).toBeGreaterThanOrEqual(100);
    expect(near.failed).toEqual([{ label: 'Group', expected: 'a group evaluated before A', actual: 'B is evaluated after it', pass: false }]);
  });

  it('ignores block rules, rules that match, other directions and IPv6 groups', () => {
    const l = layer('ACL', 10, [
      group('IN', 'in', [block('b', { dstPorts: 81 }), allow('matching', {})]),
      group('OUT', 'out', [allow('other-direction', { dstPorts: 81 })]),
      group('IN6', 'in', [allow('v6', { dstPorts: 81 })], { family: 'ipv6' }),
    ]);
    expect(nearestAllow(l, 'in', syn)).toBeUndefined();
  });
});

describe('explainGroup', () => {
  it('lists every rule by priority with its checks and whether it matched', () => {
    const g = group('G', 'in', [allow('b', { dstPorts: 81 }, { priority: 2 }), allow('a', { dstPorts: 80 }, { priority: 1 })]);
    const out = explainGroup(g, syn);
    expect(out.map((x) => [x.rule.id, x.pass])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(out[1]!.checks).toEqual([{ label: 'Destination ports', expected: '81', actual: '80', pass: false }]);
  });
});
