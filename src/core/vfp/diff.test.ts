// The rule diff: nothing for the same state; each kind of change named with its fields; rules whose
// GUIDs a restart made anew matched by name, then by content; ports under new ids matched by name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustPrefix } from '../net/ip';
import { diffPorts } from './diff';
import { FLAGS_TERMINATING_STATEFUL, type Port, type Rule } from './model';

const guid = (n: number) => `${n.toString(16).padStart(8, '0').toUpperCase()}-0000-4000-8000-000000000000`;
const rule = (n: number, over: Partial<Rule> = {}): Rule => ({
  id: guid(n),
  friendlyName: `RULE_${n}`,
  priority: 100 + n,
  flags: FLAGS_TERMINATING_STATEFUL,
  conditions: { dstIp: [mustPrefix(`10.244.${n % 250}.0/24`)], protocols: [6] },
  action: n % 2 ? { type: 'allow' } : { type: 'block' },
  flowTtl: 240,
  ...over,
});
const port = (id: string, rules: Rule[], over: Partial<Port> = {}): Port => ({
  id,
  friendlyName: `port-${id.slice(0, 8)}`,
  kind: 'endpoint',
  blocked: false,
  layers: [{ name: 'ACL_ENDPOINT_LAYER', priority: 12, stateful: true, defaultAction: { in: 'allow' as const, out: 'allow' as const }, groups: [{ name: 'ACL_ENDPOINT_GROUP_IPV4_IN', priority: 1, direction: 'in', family: 'ipv4', conditions: {}, matchType: 'priority', rules }] }],
  ...over,
});

describe('diffPorts', () => {
  it('the same state: nothing changed', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 40 }), (ns) => {
        const p = [port(guid(1), ns.map((n) => rule(n)))];
        const d = diffPorts(p, structuredClone(p));
        expect(d.ports).toEqual([]);
        expect(d.counts).toEqual({ added: 0, removed: 0, changed: 0 });
      }),
    );
  });

  it('added, removed and changed rules, with the fields that changed', () => {
    const before = [port(guid(1), [rule(1), rule(2), rule(3)])];
    const after = [port(guid(1), [rule(1), rule(2, { priority: 5, action: { type: 'allow' } }), rule(4)])];
    const d = diffPorts(before, after);
    expect(d.counts).toEqual({ added: 1, removed: 1, changed: 1 });
    const g = d.ports[0]!.groups[0]!;
    expect(g.added.map((r) => r.friendlyName)).toEqual(['RULE_4']);
    expect(g.removed.map((r) => r.friendlyName)).toEqual(['RULE_3']);
    expect(g.changed[0]).toMatchObject({ friendlyName: 'RULE_2', fields: ['priority', 'action'] });
  });

  it('a restart that made every GUID anew: matched by name, then by content; the port by its name', () => {
    const before = [port(guid(1), [rule(1), rule(2, { friendlyName: undefined })])];
    const after = [port(guid(99), [rule(1, { id: guid(501) }), rule(2, { id: guid(502), friendlyName: undefined })], { friendlyName: 'port-00000001' })];
    const d = diffPorts(before, after);
    expect(d.ports).toEqual([]);
    const moved = diffPorts(before, [port(guid(99), [rule(1, { id: guid(501), conditions: { protocols: [17] } })], { friendlyName: 'port-00000001' })]);
    expect(moved.ports[0]).toMatchObject({ status: 'both', was: guid(1) });
    expect(moved.counts).toEqual({ added: 0, removed: 1, changed: 1 });
  });

  it('a port in one state only is added or removed whole', () => {
    const d = diffPorts([port(guid(1), [rule(1)])], [port(guid(2), [rule(2)], { friendlyName: 'other', mac: '00-15-5D-00-00-02' })]);
    expect(d.ports.map((p) => p.status).sort()).toEqual(['added', 'removed']);
    expect(d.counts).toEqual({ added: 1, removed: 1, changed: 0 });
  });

  it('rules that share a name are paired one to one', () => {
    const same = (n: number, id: number) => rule(n, { id: guid(id), friendlyName: 'DUP', priority: 100 + n });
    const d = diffPorts([port(guid(1), [same(1, 11), same(2, 12)])], [port(guid(1), [same(1, 21), same(2, 22)])]);
    // Paired by name in order: both unchanged.
    expect(d.counts).toEqual({ added: 0, removed: 0, changed: 0 });
  });
});
