// A kept decision is the decision: on random layers (groups and rules conditioned on any field,
// frontends and encapsulation too) and random packets walked through one memo in any order,
// decideLayerOnce equals decideLayer; a layer that reads only the destination shares its decision
// between sources.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Packet } from '../packet/packet';
import { allow, block, group, ip, layer, rule, tcp, type CondSpec } from '../testing/builders';
import { createDecisionMemo, decideLayerOnce } from './decision-memo';
import type { Conditions, Rule } from './model';
import { decideLayer } from './pipeline';

const ADDRS = ['10.0.0.1', '10.0.0.2', '10.96.0.10', '192.168.1.5'];
const FRONTENDS = ['10.96.0.10:80/6', '10.96.0.11:53/17'];

type Cond = CondSpec & { frontends?: string[] };
const fullCondArb = fc.record({
  src: fc.constantFrom('10.0.0.1/32', '10.0.0.0/24', '0.0.0.0/0'),
  dst: fc.constantFrom<CondSpec['dst']>('10.96.0.10/32', '10.0.0.0/24', '192.168.1.5/32', '10.0.0.0/8', ['10.96.0.10/32', '10.0.0.2/32'], ['10.0.0.0/24', '192.168.0.0/16']),
  proto: fc.constantFrom<CondSpec['proto']>('tcp', 'udp', 256),
  srcPorts: fc.constantFrom<CondSpec['srcPorts']>(49152, [40000, 50000]),
  dstPorts: fc.constantFrom<CondSpec['dstPorts']>(80, 53, [8000, 8080]),
  vni: fc.constantFrom(4096, 4097),
  encapsulated: fc.boolean(),
  frontends: fc.subarray(FRONTENDS, { minLength: 1 }),
});
// One or two conditions a rule: a field read by one rule alone is common, which is what a memo that
// missed a rule's field would get wrong.
const condArb: fc.Arbitrary<Cond> = fc
  .tuple(fullCondArb, fc.subarray(['src', 'dst', 'proto', 'srcPorts', 'dstPorts', 'vni', 'encapsulated', 'frontends'] as const, { minLength: 1, maxLength: 2 }))
  .map(([all, keys]) => Object.fromEntries(keys.map((k) => [k, all[k]])) as Cond);

const withFrontends = (r: Rule, f: string[] | undefined): Rule => (f ? { ...r, conditions: { ...r.conditions, frontends: f } as Conditions } : r);

const layerArb = fc
  .array(
    fc.record({
      dir: fc.constantFrom('in' as const, 'out' as const),
      lpm: fc.boolean(),
      when: fc.option(condArb, { nil: undefined }),
      rules: fc.array(fc.record({ when: condArb, block: fc.boolean(), priority: fc.integer({ min: 1, max: 5 }), terminating: fc.boolean() }), { maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((gs) =>
    layer(
      'L',
      1,
      gs.map((g, i) => {
        const { frontends: gf, ...gwhen } = g.when ?? {};
        const grp = group(
          `G${i}`,
          g.dir,
          g.rules.map((r, j) => {
            const { frontends, ...when } = r.when;
            return withFrontends((r.block ? block : allow)(`r${i}.${j}`, when, { priority: r.priority, terminating: r.terminating }), frontends);
          }),
          { priority: i + 1, matchType: g.lpm ? 'lpm' : 'priority', ...(g.when ? { when: gwhen } : {}) },
        );
        return gf ? { ...grp, conditions: { ...grp.conditions, frontends: gf } } : grp;
      }),
      { default: 'block' },
    ),
  );

// A layer with more destination prefixes than the memo classes by (a host route each, as a node's
// Services give): destinations are then kept by address.
const manyRoutes = layer('MANY', 1, [group('G', 'out', Array.from({ length: 40 }, (_, i) => block(`r${i}`, { dst: `10.0.0.${i}/32` })), { matchType: 'lpm' })]);

const packetArb: fc.Arbitrary<Packet> = fc
  .record({
    src: fc.constantFrom(...ADDRS),
    dst: fc.constantFrom(...ADDRS, '10.0.0.3', '10.0.0.39', '10.0.0.40', '10.200.0.1', '192.168.7.7'),
    proto: fc.constantFrom('tcp' as const, 'udp' as const),
    sport: fc.constantFrom(49152, 45000, 1234),
    dport: fc.constantFrom(80, 53, 8080),
    frontend: fc.option(fc.constantFrom(...FRONTENDS), { nil: undefined }),
    outer: fc.option(fc.record({ vni: fc.constantFrom(4096, 4097), dst: fc.constantFrom(...ADDRS) }), { nil: undefined }),
  })
  .map((p) => {
    const base = tcp(`${p.src}:${p.sport}`, `${p.dst}:${p.dport}`);
    const pk: Packet = { ...base, protocol: p.proto, tcpFlags: p.proto === 'tcp' ? base.tcpFlags : undefined };
    if (p.frontend) pk.frontend = p.frontend;
    if (p.outer) pk.outer = { kind: 'vxlan', src: base.src as number, dst: ip(p.outer.dst), srcPort: 50000, dstPort: 4789, vni: p.outer.vni, srcMac: base.srcMac, dstMac: base.dstMac };
    return pk;
  });

describe('decideLayerOnce', () => {
  it('equals decideLayer for every packet, whatever was decided before (random layers and packets)', () => {
    fc.assert(
      fc.property(layerArb, fc.array(fc.tuple(packetArb, fc.constantFrom('in' as const, 'out' as const)), { minLength: 1, maxLength: 60 }), (l, packets) => {
        const memo = createDecisionMemo();
        for (const [p, d] of packets) {
          expect(decideLayerOnce(memo, l, d, p)).toEqual(decideLayer(l, d, p));
          expect(decideLayerOnce(memo, manyRoutes, d, p)).toEqual(decideLayer(manyRoutes, d, p));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a pod port's few prefixes class its destinations: every address in the same ones shares a decision", () => {
    const nat = layer('SLB_NAT', 1, [group('G', 'out', [allow('except-cluster', { dst: '10.96.0.0/12' }), rule('snat', { type: 'allow' }, { proto: 'tcp' }, { priority: 200 })])]);
    const memo = createDecisionMemo();
    const a = decideLayerOnce(memo, nat, 'out', tcp('10.0.0.1:49152', '10.96.0.10:80'));
    const b = decideLayerOnce(memo, nat, 'out', tcp('10.0.0.1:49152', '10.96.3.7:80'));
    const c = decideLayerOnce(memo, nat, 'out', tcp('10.0.0.1:49152', '8.8.8.8:80'));
    expect(b).toBe(a);
    expect(a.rule?.id).toBe('except-cluster');
    expect(c.rule?.id).toBe('snat');
  });

  it('a layer that reads only the destination decides once per destination, for every source', () => {
    const l = layer('LB', 1, [group('G', 'out', [rule('vip', { type: 'allow' }, { dst: '10.96.0.10/32', dstPorts: 80, proto: 'tcp' })])]);
    const memo = createDecisionMemo();
    const a = decideLayerOnce(memo, l, 'out', tcp('10.0.0.1:49152', '10.96.0.10:80'));
    const b = decideLayerOnce(memo, l, 'out', tcp('10.0.0.2:49153', '10.96.0.10:80'));
    const c = decideLayerOnce(memo, l, 'out', tcp('10.0.0.1:49152', '10.96.0.10:81'));
    expect(b).toBe(a);
    expect(a.rule?.id).toBe('vip');
    expect(c).not.toBe(a);
    expect(c.rule).toBeUndefined();
    // The other direction is its own decision.
    expect(decideLayerOnce(memo, l, 'in', tcp('10.0.0.1:49152', '10.96.0.10:80'))).not.toBe(a);
  });
});
