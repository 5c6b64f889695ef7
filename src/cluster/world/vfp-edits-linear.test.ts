// Issue 32: vfpEdits applied in linear time. 10k edits took 6 s (20k: 71 s), each copying and
// searching its group's rules; a draft per port with a name index makes each edit cost the same.
// No timing here: the new application must give exactly what the old, edit-by-edit copy gave (kept
// below as the reference) on 10k mixed edits, leave its input alone and share what it did not touch.
import { describe, expect, it } from 'vitest';
import type { Group, Layer, Port } from '../../core/vfp/model';
import type { VfpEdit } from '../scenario/vfp-edits';
import { applyVfpEdits, BY_HAND, changedRule, handRule, portIdOf, type PortNames, type UnappliedEdit } from './vfp-edits';

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The application as it was (a fresh copy of the path per edit): the reference. */
function referenceOne(port: Port, e: VfpEdit): Port | string {
  if (e.op === 'block-port' || e.op === 'unblock-port') return { ...port, blocked: e.op === 'block-port' };
  if (e.op === 'add-layer') {
    if (port.layers.some((l) => same(l.name, e.layer.name))) return `port ${e.port} already has a layer ${e.layer.name}`;
    const layer: Layer = { name: e.layer.name, priority: e.layer.priority, stateful: e.layer.stateful ?? false, groups: [], defaultAction: e.layer.defaultAction ?? { in: 'allow', out: 'allow' }, provenance: { by: BY_HAND, hand: 'added' } };
    return { ...port, layers: [...port.layers, layer] };
  }
  const li = port.layers.findIndex((l) => same(l.name, e.layer));
  if (li < 0) return `port ${e.port} has no layer ${e.layer}`;
  const layer = port.layers[li]!;
  const withLayer = (l: Layer): Port => ({ ...port, layers: port.layers.map((x, i) => (i === li ? l : x)) });
  if (e.op === 'add-group') {
    if (layer.groups.some((g) => same(g.name, e.group.name))) return `layer ${e.layer} already has a group ${e.group.name}`;
    const g: Group = { name: e.group.name, priority: e.group.priority, direction: e.group.direction, family: e.group.family ?? 'ipv4', conditions: {}, matchType: 'priority', rules: [] };
    return withLayer({ ...layer, groups: [...layer.groups, g] });
  }
  const gi = layer.groups.findIndex((g) => same(g.name, e.group));
  if (gi < 0) return `layer ${e.layer} of port ${e.port} has no group ${e.group}`;
  const group = layer.groups[gi]!;
  const withGroup = (g: Group | undefined): Port => withLayer({ ...layer, groups: layer.groups.flatMap((x, i) => (i === gi ? (g ? [g] : []) : [x])) });
  switch (e.op) {
    case 'remove-group':
      return withGroup(undefined);
    case 'change-group':
      return withGroup({ ...group, priority: e.set.priority ?? group.priority, direction: e.set.direction ?? group.direction });
    case 'add-rule':
      if (group.rules.some((r) => same(r.id, e.rule.id))) return `group ${e.group} already has a rule ${e.rule.id}`;
      return withGroup({ ...group, rules: [...group.rules, handRule(e.rule)] });
  }
  const ri = group.rules.findIndex((r) => same(r.id, e.rule));
  if (ri < 0) return `group ${e.group} of port ${e.port} has no rule ${e.rule}`;
  const rules = e.op === 'remove-rule' ? group.rules.filter((_, i) => i !== ri) : group.rules.map((r, i) => (i === ri ? changedRule(r, e.set) : r));
  return withGroup({ ...group, rules });
}

function reference(ports: Port[], edits: VfpEdit[], names: PortNames): { ports: Port[]; unapplied: Omit<UnappliedEdit, 'msg'>[] } {
  const out = [...ports];
  const unapplied: Omit<UnappliedEdit, 'msg'>[] = [];
  edits.forEach((e, index) => {
    const id = portIdOf(names, e.port);
    const pi = id === undefined ? -1 : out.findIndex((p) => p.id === id);
    if (pi < 0) return void unapplied.push({ index, message: `no port ${e.port} on this node` });
    const r = referenceOne(out[pi]!, e);
    if (typeof r === 'string') unapplied.push({ index, message: r });
    else out[pi] = r;
  });
  return { ports: out, unapplied };
}

const rule = (id: string, priority: number) => handRule({ id, priority, action: 'allow' });
const group = (name: string, rules: number): Group => ({ name, priority: 10, direction: 'out', family: 'ipv4', conditions: {}, matchType: 'priority', rules: Array.from({ length: rules }, (_, i) => rule(`${name}-r${i}`, i)) });
const layer = (name: string, groups: Group[]): Layer => ({ name, priority: 1, stateful: false, groups, defaultAction: { in: 'allow', out: 'allow' } });
const ports = (): Port[] => [
  // Two groups named alike (as an import may have them): a lookup finds the first, then the next once it is removed.
  { id: 'P1', friendlyName: 'client', kind: 'endpoint', blocked: false, layers: [layer('ACL', [group('G', 50), group('g', 5), group('H', 20)]), layer('NAT', [group('N', 3)])] } as unknown as Port,
  { id: 'P2', friendlyName: 'web', kind: 'endpoint', blocked: false, layers: [layer('ACL', [group('G', 5)])] } as unknown as Port,
];
const names: PortNames = { pods: new Map([['pod/default/client', 'P1'], ['pod/default/web', 'P2']]) };

/** 10k edits of every kind, with repeats, misses and case changes, from a fixed seed. */
function mixedEdits(n: number): VfpEdit[] {
  // mulberry32: a fixed seed, every choice independent of the last.
  let seed = 32;
  const rnd = (k: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % k;
  };
  const out: VfpEdit[] = [];
  const pick = <T,>(xs: T[]) => xs[rnd(xs.length)]!;
  for (let i = 0; i < n; i++) {
    const at = { port: pick(['pod/client', 'pod/web', 'pod/nope']), layer: pick(['ACL', 'acl', 'NAT', 'EXTRA', 'NOPE']), group: pick(['G', 'g', 'H', 'N', 'X', 'NOPE']) };
    const id = `${pick(['hand', 'HAND', 'G-r', 'H-r'])}${rnd(300)}`;
    const k = rnd(100);
    if (k < 55) out.push({ op: 'add-rule', ...at, rule: { id, priority: rnd(1000), action: pick(['allow', 'block']) } } as VfpEdit);
    else if (k < 70) out.push({ op: 'change-rule', ...at, rule: id, set: { priority: rnd(1000), action: 'block' } } as VfpEdit);
    else if (k < 85) out.push({ op: 'remove-rule', ...at, rule: id } as VfpEdit);
    else if (k < 88) out.push({ op: 'add-group', ...at, group: { name: pick(['X', 'G', 'Y']), priority: rnd(100), direction: 'in' } } as VfpEdit);
    else if (k < 90) out.push({ op: 'remove-group', ...at } as VfpEdit);
    else if (k < 93) out.push({ op: 'change-group', ...at, set: { priority: rnd(100) } } as VfpEdit);
    else if (k < 95) out.push({ op: 'add-layer', port: at.port, layer: { name: pick(['EXTRA', 'ACL']), priority: rnd(100) } } as VfpEdit);
    else out.push({ op: pick(['block-port', 'unblock-port']), port: at.port } as VfpEdit);
  }
  return out;
}

const deepFreeze = <T,>(x: T): T => {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
};

describe('vfpEdits, applied in linear time', () => {
  it('10k mixed edits give exactly what the edit-by-edit copy gave: the ports and the edits that did not apply', () => {
    const edits = mixedEdits(10_000);
    const input = deepFreeze(ports());
    const got = applyVfpEdits(input, edits, names);
    const want = reference(ports(), edits, names);
    expect(got.unapplied.map(({ index, message }) => ({ index, message }))).toEqual(want.unapplied);
    expect(got.ports).toEqual(want.ports);
    // The sequence exercised every kind of edit, applied and not.
    const failed = new Set(got.unapplied.map((u) => u.index));
    expect(new Set(edits.filter((_, i) => !failed.has(i)).map((e) => e.op)).size).toBe(9);
    expect(got.unapplied.length).toBeGreaterThan(1000);
  });

  it('10k rules added to one group, then a tenth changed and a tenth removed: in order, by hand', () => {
    const at = { port: 'pod/client', layer: 'ACL', group: 'H' };
    const edits: VfpEdit[] = [];
    for (let i = 0; i < 10_000; i++) edits.push({ op: 'add-rule', ...at, rule: { id: `hand-${i}`, priority: i, action: 'allow' } } as VfpEdit);
    for (let i = 0; i < 1000; i++) edits.push({ op: 'change-rule', ...at, rule: `HAND-${i * 3}`, set: { action: 'block' } } as VfpEdit);
    for (let i = 0; i < 1000; i++) edits.push({ op: 'remove-rule', ...at, rule: `hand-${i * 7 + 1}` } as VfpEdit);
    const input = deepFreeze(ports());
    const r = applyVfpEdits(input, edits, names);
    expect(r.unapplied).toEqual([]);
    const rules = r.ports[0]!.layers[0]!.groups[2]!.rules;
    expect(rules).toHaveLength(20 + 10_000 - 1000);
    expect(rules.slice(20, 23).map((x) => [x.id, x.action.type, x.provenance?.hand])).toEqual([['hand-0', 'block', 'added'], ['hand-2', 'allow', 'added'], ['hand-3', 'block', 'added']]);
    // What no edit touched is the input's own: the other layer, the other groups, the other port.
    expect(r.ports[0]!.layers[1]).toBe(input[0]!.layers[1]);
    expect(r.ports[0]!.layers[0]!.groups[0]).toBe(input[0]!.layers[0]!.groups[0]);
    expect(r.ports[1]).toBe(input[1]);
  });

  it('a hand rule is made once per edit: the next simulation of the same edits (Build mode keeps them) reuses it', () => {
    const at = { port: 'pod/client', layer: 'ACL', group: 'H' };
    const edits = Array.from({ length: 1000 }, (_, i) => ({ op: 'add-rule', ...at, rule: { id: `hand-${i}`, priority: i, action: 'allow', dstIp: ['10.1.0.0/16'] } }) as VfpEdit);
    const first = applyVfpEdits(ports(), edits, names).ports[0]!.layers[0]!.groups[2]!.rules;
    deepFreeze(first);
    const again = applyVfpEdits(ports(), [...edits], names).ports[0]!.layers[0]!.groups[2]!.rules;
    expect(again.slice(20)).toHaveLength(1000);
    again.slice(20).forEach((r, i) => expect(r).toBe(first[20 + i]));
  });
});
