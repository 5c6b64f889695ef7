// VFP edited by hand (`nodes[].vfpEdits`): deltas applied after HNS → VFP, marked as made by hand,
// reported when they no longer apply; the schema refuses a bad prefix, port or priority by field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bridgeCluster, errors, lab, NET, pod, validate, winNode, type NodeInput } from '../testing/scenario';
import type { VfpEdit } from '../scenario/vfp-edits';
import { loadScenarioText } from '../../io/scenario/load';
import { BUILTINS } from '../../lessons';

const pods = [pod('client', 'win-1'), pod('web', 'win-1', { ip: '10.244.1.10', listen: ['tcp/80'] }), pod('far', 'win-2', { ip: '10.244.2.10', listen: ['tcp/80'] })];
const withEdits = (edits: unknown[]) => {
  const nodes: NodeInput[] = [winNode('win-1', NET.n1.ip, NET.n1.podCIDR, { vfpEdits: edits as VfpEdit[] }), winNode('win-2', NET.n2.ip, NET.n2.podCIDR)];
  return bridgeCluster({ nodes, pods });
};
const ACL = { port: 'pod/client', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_OUT' };
const blockWeb = { op: 'add-rule', ...ACL, rule: { id: 'no-web', priority: 100, action: 'block', protocols: ['tcp'], dstIp: ['10.244.1.10'], dstPorts: [80] } };

describe('vfpEdits applied to the compiled ports', () => {
  it('without edits, the packet is delivered (the baseline the other cases change)', () => {
    expect(lab(withEdits([])).run('pod/client', 'pod/web:80').request.verdict.outcome).toBe('delivered');
  });

  it('a block rule added by hand drops the packet with ACL_DENY and the verdict names it as made by hand', () => {
    const l = lab(withEdits([blockWeb]));
    const v = l.run('pod/client', 'pod/web:80').request.verdict;
    expect([v.outcome, v.reason, v.rule?.id]).toEqual(['dropped', 'ACL_DENY', 'no-web']);
    expect(v.rule?.provenance).toEqual({ by: 'edited by hand', hand: 'added' });
    // Only what its conditions select: another destination passes.
    expect(l.run('pod/client', 'pod/far:80').request.verdict.outcome).toBe('delivered');
  });

  it('a blocked port drops with PORT_BLOCKED; unblocking it afterwards brings the delivery back', () => {
    expect(lab(withEdits([{ op: 'block-port', port: 'pod/web' }])).run('pod/client', 'pod/web:80').request.verdict.reason).toBe('PORT_BLOCKED');
    const back = lab(withEdits([{ op: 'block-port', port: 'pod/default/web' }, { op: 'unblock-port', port: 'pod/web' }]));
    expect(back.run('pod/client', 'pod/web:80').request.verdict.outcome).toBe('delivered');
  });

  it('a change re-prioritises and rewrites a rule and marks it changed; a removal takes it out', () => {
    const changed = lab(withEdits([blockWeb, { op: 'change-rule', ...ACL, rule: 'no-web', set: { action: 'allow', priority: 7 } }]));
    const r = changed.port('win-1', 'pod/default/client').layers.find((l) => l.name === ACL.layer)!.groups.find((g) => g.name === ACL.group)!.rules[0]!;
    expect([r.id, r.priority, r.action.type, r.conditions.dstIp?.length]).toEqual(['no-web', 7, 'allow', 1]);
    const removed = lab(withEdits([blockWeb, { op: 'remove-rule', ...ACL, rule: 'NO-WEB' }]));
    expect(removed.run('pod/client', 'pod/web:80').request.verdict.outcome).toBe('delivered');
  });

  it('changing a rule HNS made keeps its HNS provenance and adds "changed by hand"', () => {
    const l0 = lab(withEdits([]));
    const encap = l0.port('win-1', 'pod/default/client').layers.find((l) => l.name === 'VNET_ENCAP_LAYER')!.groups[0]!;
    const target = encap.rules[0]!;
    const l = lab(withEdits([{ op: 'change-rule', port: 'pod/client', layer: 'VNET_ENCAP_LAYER', group: encap.name, rule: target.id, set: { priority: 1 } }]));
    const r = l.port('win-1', 'pod/default/client').layers.find((x) => x.name === 'VNET_ENCAP_LAYER')!.groups[0]!.rules.find((x) => x.id === target.id)!;
    expect(r.priority).toBe(1);
    expect(r.provenance).toMatchObject({ hns: target.provenance!.hns, by: 'edited by hand', hand: 'changed' });
    expect(r.action).toEqual(target.action);
  });

  it('a layer and a group added by hand take rules; the layer default applies when nothing matches', () => {
    const l = lab(
      withEdits([
        { op: 'add-layer', port: 'host', layer: { name: 'MY_LAYER', priority: 1, defaultAction: { in: 'allow', out: 'allow' } } },
        { op: 'add-group', port: 'pod/client', layer: 'ACL_ENDPOINT_LAYER', group: { name: 'MY_GROUP', priority: 1, direction: 'out' } },
        { op: 'add-rule', port: 'pod/client', layer: 'ACL_ENDPOINT_LAYER', group: 'MY_GROUP', rule: { id: 'drop-all', priority: 1, action: 'block' } },
      ]),
    );
    expect(l.port('win-1', 'host').layers.map((x) => x.name)).toContain('MY_LAYER');
    expect(l.run('pod/client', 'pod/far:80').request.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', rule: { id: 'drop-all' } });
  });

  it('a group removed by hand no longer decides (removing the ACL group that holds a block rule)', () => {
    const l = lab(withEdits([blockWeb, { op: 'remove-group', ...ACL }]));
    expect(l.run('pod/client', 'pod/web:80').request.verdict.outcome).toBe('delivered');
  });

  it('a delta that no longer applies is reported with why, not dropped silently; the others still apply', () => {
    const l = lab(
      withEdits([
        { op: 'block-port', port: 'pod/gone' },
        { op: 'remove-rule', ...ACL, rule: 'not-there' },
        { op: 'add-rule', ...ACL, layer: 'NO_SUCH_LAYER', rule: { id: 'x', priority: 1, action: 'block' } },
        blockWeb,
      ]),
    );
    expect(l.node('win-1').unappliedEdits).toMatchObject([
      { index: 0, message: 'no port pod/gone on this node', msg: { id: 'vfpEdit.noPort' } },
      { index: 1, message: 'group ACL_ENDPOINT_GROUP_IPV4_OUT of port pod/client has no rule not-there', msg: { id: 'vfpEdit.noRule' } },
      { index: 2, message: 'port pod/client has no layer NO_SUCH_LAYER', msg: { id: 'vfpEdit.noLayer' } },
    ]);
    expect(l.sim.notes.filter((n) => n.message.startsWith('edit by hand not applied'))).toHaveLength(3);
    expect(l.run('pod/client', 'pod/web:80').request.verdict.reason).toBe('ACL_DENY');
  });
});

describe('vfpEdits validation', () => {
  const problems = (rule: Record<string, unknown>) => errors(validate(withEdits([{ ...blockWeb, rule: { ...blockWeb.rule, ...rule } }]))).map((i) => [i.path.join('.'), i.message]);
  const at = 'nodes.0.vfpEdits.0.rule';

  it('a bad prefix, port or priority is an error on that field', () => {
    expect(problems({ dstIp: ['10.244.1.300/24'] })).toEqual([[`${at}.dstIp.0`, 'expected an IPv4 address or prefix such as 10.244.1.5 or 10.244.0.0/16']]);
    expect(problems({ dstPorts: ['90-80'] })).toEqual([[`${at}.dstPorts.0`, 'expected a port (0-65535) or a range such as 8000-8100']]);
    expect(problems({ dstPorts: [70000] })).toEqual([[`${at}.dstPorts.0`, 'a port is 0-65535']]);
    expect(problems({ priority: -1 })).toEqual([[`${at}.priority`, 'a priority is 0-65535']]);
    expect(problems({ priority: 1.5 })).toEqual([[`${at}.priority`, 'a priority is a whole number']]);
  });

  it('a port name that is not a pod ref, host, cbr0 or external is refused', () => {
    expect(errors(validate(withEdits([{ op: 'block-port', port: 'service/web' }]))).map((i) => i.path.join('.'))).toEqual(['nodes.0.vfpEdits.0.port']);
  });

  it('a valid rule with ranges and prefixes passes', () => {
    expect(problems({ srcIp: ['10.244.0.0/16'], dstPorts: ['8000-8100', 443], protocols: ['udp', 'tcp'] })).toEqual([]);
  });
});

describe('files written before vfpEdits', () => {
  it('every built-in still loads, and its nodes gain no vfpEdits field (the field is optional, not defaulted)', () => {
    for (const b of BUILTINS) {
      const loaded = loadScenarioText(readFileSync(new URL(`../../lessons/scenarios/${b.id}.yaml`, import.meta.url), 'utf8'));
      expect(loaded.errors).toEqual([]);
      expect(loaded.value!.nodes.every((n) => !('vfpEdits' in n))).toBe(true);
    }
  });
});
