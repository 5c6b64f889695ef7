import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipv4Prefix, mustIpv4, prefixContainsIpv4 } from '../net/ip';
import { allow, block, group, tcp } from '../testing/builders';
import { lookupRule, rulesInOrder } from './group-index';
import { headerView, matches } from './match';
import type { Group, Rule } from './model';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const view = (dst: string, dstPort = 80) => headerView(tcp(`10.1.1.10:40000`, `${dst}:${dstPort}`));
const pick = (g: Group, dst: string, dstPort = 80) => lookupRule(g, view(dst, dstPort))?.id;

describe('priority groups', () => {
  it('the numerically lowest priority among matching rules wins, whatever the list order', () => {
    const g = group('G', 'out', [allow('a', {}, { priority: 300 }), block('b', { proto: 'tcp' }, { priority: 100 }), allow('c', { dstPorts: 80 }, { priority: 200 })]);
    expect(pick(g, '10.1.1.20')).toBe('b');
  });

  it('a general rule with a better priority beats an indexed /32 rule', () => {
    const g = group('G', 'out', [allow('vip', { dst: '10.96.0.10' }, { priority: 200 }), block('any-tcp', { proto: 'tcp' }, { priority: 100 })]);
    expect(pick(g, '10.96.0.10')).toBe('any-tcp');
  });

  it('an indexed /32 rule with a better priority beats a general rule', () => {
    const g = group('G', 'out', [allow('vip', { dst: '10.96.0.10' }, { priority: 100 }), block('any-tcp', { proto: 'tcp' }, { priority: 200 })]);
    expect(pick(g, '10.96.0.10')).toBe('vip');
    expect(pick(g, '10.96.0.11')).toBe('any-tcp');
  });

  it('an indexed rule whose other conditions fail falls back to the next candidate', () => {
    const g = group('G', 'out', [allow('vip-443', { dst: '10.96.0.10', dstPorts: 443 }, { priority: 100 }), allow('vip-80', { dst: '10.96.0.10', dstPorts: 80 }, { priority: 150 }), block('rest', {}, { priority: 1000 })]);
    expect(pick(g, '10.96.0.10', 80)).toBe('vip-80');
    expect(pick(g, '10.96.0.10', 443)).toBe('vip-443');
    expect(pick(g, '10.96.0.10', 8080)).toBe('rest');
  });

  it('a rule listing several host addresses is found under each of them', () => {
    const g = group('G', 'out', [allow('two-vips', { dst: ['10.96.0.10', '10.96.0.20'] })]);
    expect(pick(g, '10.96.0.10')).toBe('two-vips');
    expect(pick(g, '10.96.0.20')).toBe('two-vips');
    expect(pick(g, '10.96.0.30')).toBeUndefined();
  });

  it('a rule mixing a /32 and a wider prefix still matches the wider prefix', () => {
    const g = group('G', 'out', [allow('mixed', { dst: ['10.96.0.10', '10.1.0.0/16'] })]);
    expect(pick(g, '10.1.1.20')).toBe('mixed');
  });

  it('returns undefined when nothing matches', () => {
    expect(pick(group('G', 'out', [allow('udp', { proto: 'udp' })]), '10.1.1.20')).toBeUndefined();
    expect(pick(group('G', 'out', []), '10.1.1.20')).toBeUndefined();
  });

  it('rulesInOrder lists by priority without reordering the group', () => {
    const rules = [allow('a', {}, { priority: 3 }), allow('b', {}, { priority: 1 }), allow('c', {}, { priority: 2 })];
    const g = group('G', 'out', rules);
    expect(rulesInOrder(g).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(g.rules.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('LPM groups', () => {
  const lpm = (rules: Rule[]) => group('VNET_GROUP_ENCAP_IPV4_OUT', 'out', rules, { matchType: 'lpm' });

  it('the longest matching prefix wins, whatever the priorities', () => {
    const g = lpm([allow('slash16', { dst: '10.1.0.0/16' }, { priority: 1 }), allow('slash24', { dst: '10.1.2.0/24' }, { priority: 500 }), allow('default', { dst: '0.0.0.0/0' }, { priority: 0 })]);
    expect(pick(g, '10.1.2.20')).toBe('slash24');
    expect(pick(g, '10.1.3.20')).toBe('slash16');
    expect(pick(g, '8.8.8.8')).toBe('default');
  });

  it('among rules of the same prefix, priority decides', () => {
    const g = lpm([allow('late', { dst: '10.1.2.0/24' }, { priority: 200 }), block('early', { dst: '10.1.2.0/24' }, { priority: 100 })]);
    expect(pick(g, '10.1.2.20')).toBe('early');
  });

  it('a longer prefix whose other conditions fail gives way to a shorter one', () => {
    const g = lpm([allow('slash24-udp', { dst: '10.1.2.0/24', proto: 'udp' }), allow('slash16', { dst: '10.1.0.0/16' })]);
    expect(pick(g, '10.1.2.20')).toBe('slash16');
  });

  it('a rule without a destination prefix only applies when no prefix rule matches', () => {
    const g = lpm([allow('no-dst', {}, { priority: 1 }), allow('slash24', { dst: '10.1.2.0/24' }, { priority: 900 })]);
    expect(pick(g, '10.1.2.20')).toBe('slash24');
    expect(pick(g, '10.1.3.20')).toBe('no-dst');
  });

  // A rule listing several prefixes is as specific as the prefix of its that matched: here a /16
  // beats a /0. The index puts multi-prefix rules in its "general" list, consulted after every
  // indexed length (even /0), so the /0 rule wins.
  it('a rule listing several prefixes competes with the length of the prefix that matched', () => {
    const g = lpm([allow('default', { dst: '0.0.0.0/0' }), allow('two-slash16', { dst: ['10.1.0.0/16', '10.2.0.0/16'] })]);
    expect(pick(g, '10.1.2.20')).toBe('two-slash16');
  });
});

// A reference: scan every rule. Priority groups take the best priority; LPM groups the longest
// matching destination prefix (0 when the rule has no destination condition), then priority.
function naive(g: Group, dst: number, dstPort: number): string | undefined {
  const h = headerView({ ...tcp('10.1.1.10:40000', '10.0.0.1:1'), dst, dstPort });
  const candidates = g.rules.filter((r) => matches(r.conditions, h));
  const specificity = (r: Rule) => (g.matchType === 'lpm' ? Math.max(0, ...(r.conditions.dstIp ?? []).filter((p) => prefixContainsIpv4(p, dst)).map((p) => p.len)) : 0);
  candidates.sort((a, b) => specificity(b) - specificity(a) || a.priority - b.priority);
  return candidates[0]?.id;
}

describe('the index agrees with a linear scan', () => {
  // A small address space so that rules and packets collide often.
  const addr = fc.integer({ min: 0, max: 15 }).map((n) => mustIpv4('10.1.1.0') + n);
  const ruleArb = (i: number, lpmGroup: boolean) =>
    fc
      .record({
        dst: fc.option(lpmGroup ? fc.tuple(addr, fc.integer({ min: 24, max: 32 })).map(([a, len]) => [ipv4Prefix(a, len)]) : fc.array(fc.tuple(addr, fc.constantFrom(28, 30, 32)).map(([a, len]) => ipv4Prefix(a, len)), { minLength: 1, maxLength: 3 }), { nil: undefined }),
        port: fc.option(fc.constantFrom(80, 443), { nil: undefined }),
        isBlock: fc.boolean(),
      })
      .map(({ dst, port, isBlock }) => {
        const r = (isBlock ? block : allow)(`r${i}`, port !== undefined ? { dstPorts: port } : {}, { priority: 10 * i });
        if (dst) r.conditions.dstIp = dst;
        return r;
      });
  // Distinct priorities (10 * i, shuffled): ties are not specified by VFP.
  const groupArb = (lpmGroup: boolean) =>
    fc
      .integer({ min: 0, max: 8 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(i, lpmGroup))))
      .chain((rules) => fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }))
      .map((rules) => group('G', 'out', rules, { matchType: lpmGroup ? 'lpm' : 'priority' }));

  it('priority groups', () => {
    fc.assert(
      fc.property(groupArb(false), addr, fc.constantFrom(80, 443), (g, dst, port) => {
        expect(lookupRule(g, { ...view('10.0.0.1', port), dst })?.id).toBe(naive(g, dst, port));
      }),
      { numRuns: RUNS },
    );
  });

  it('LPM groups (one destination prefix per rule)', () => {
    fc.assert(
      fc.property(groupArb(true), addr, fc.constantFrom(80, 443), (g, dst, port) => {
        expect(lookupRule(g, { ...view('10.0.0.1', port), dst })?.id).toBe(naive(g, dst, port));
      }),
      { numRuns: RUNS },
    );
  });
});
