// The drops a node counted and whether its rules carry counters, read from imported ports alone.
import { describe, expect, it } from 'vitest';
import { allow, block, group, layer } from '../testing/builders';
import type { Port, Rule } from '../vfp/model';
import { anyRuleCounters, countedDrops } from './evidence';

const counted = (r: Rule, matchedPackets: number, droppedPackets: number): Rule => ({ ...r, counters: { matchedPackets, droppedPackets } });
const port = (name: string, rules: Rule[], counters?: Port['counters']): Port => ({ id: name, friendlyName: name, kind: 'endpoint', blocked: false, layers: [layer('ACL', 10, [group('g', 'in', rules)])], counters });

describe('countedDrops', () => {
  it('lists port and rule drop counters above zero per node, largest first, an ACL drop before the port total', () => {
    const a = port('a', [counted(block('deny'), 4, 4), counted(allow('ok'), 9, 0)], { in: { droppedAcl: 2, droppedPackets: 7 }, out: { droppedPackets: 11 } });
    const b = port('b', [allow('plain')]);
    expect(countedDrops([['n1', [a]], ['n2', [b]]])).toEqual([
      { node: 'n1', port: 'a', what: 'port OUT · dropped', portDrop: { dir: 'OUT', acl: false }, dropped: 11 },
      { node: 'n1', port: 'a', what: 'ACL · deny', dropped: 4 },
      { node: 'n1', port: 'a', what: 'port IN · dropped by ACL', portDrop: { dir: 'IN', acl: true }, dropped: 2 },
    ]);
    expect(countedDrops([['n2', [b]]])).toEqual([]);
  });
});

describe('anyRuleCounters', () => {
  it('is true only when some rule carries counters (port counters do not count)', () => {
    expect(anyRuleCounters([port('a', [counted(allow('ok'), 0, 0)])])).toBe(true);
    expect(anyRuleCounters([port('a', [allow('ok')], { in: { droppedAcl: 1 } })])).toBe(false);
    expect(anyRuleCounters([])).toBe(false);
  });
});
