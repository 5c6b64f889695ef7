// Builder actions on vfpEdits keep the delta list short and honest, and the rule form's text becomes
// a rule the schema checks field by field.
import { describe, expect, it } from 'vitest';
import { bridgeCluster, parse, pod } from '../cluster/testing/scenario';
import { setPod } from './edits';
import { changeOf, EMPTY_RULE, handRuleOf } from './rule-form';
import { addGroup, changeGroup, editsOf, isHandAdded, removeGroup, removeRule, saveRule, setPortBlocked } from './vfp-edits';

const s0 = parse(bridgeCluster({ pods: [pod('client', 'win-1'), pod('web', 'win-1')] }));
const at = { node: 'win-1', port: 'pod/default/client', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_OUT' };
const rule = handRuleOf({ ...EMPTY_RULE, id: 'no-web', dstIp: '10.244.1.10', dstPorts: '80, 8000-8100' });

describe('vfpEdits builder actions', () => {
  it('the rule form text becomes a hand rule: lists split, numbers read, defaults left out', () => {
    expect(rule).toEqual({ id: 'no-web', priority: 100, action: 'block', protocols: ['tcp'], dstIp: ['10.244.1.10'], dstPorts: [80, '8000-8100'] });
    // Text that is not a number is passed on as typed: the schema names the field.
    expect(handRuleOf({ ...EMPTY_RULE, priority: 'high' }).priority).toBe('high');
  });

  it('adding then editing a hand rule rewrites its add-rule; removing it leaves no vfpEdits field', () => {
    const s1 = saveRule(s0, at, rule);
    const s2 = saveRule(s1, at, { ...rule, priority: 5 }, 'no-web');
    expect(editsOf(s2, 'win-1')).toEqual([{ op: 'add-rule', port: at.port, layer: at.layer, group: at.group, rule: { ...rule, priority: 5 } }]);
    expect(isHandAdded(s2, at, 'NO-WEB')).toBe(true);
    expect('vfpEdits' in removeRule(s2, at, 'no-web').nodes[0]!).toBe(false);
  });

  it('two changes to a rule HNS made merge into one change-rule; removing it replaces the change with a remove-rule', () => {
    const was = { ...EMPTY_RULE, id: 'R1', action: 'allow', priority: '100' };
    const s1 = saveRule(s0, at, rule, 'R1', changeOf(was, { ...was, priority: '7' }));
    const s2 = saveRule(s1, at, rule, 'R1', changeOf({ ...was, priority: '7' }, { ...was, priority: '7', dstIp: '10.0.0.1' }));
    expect(editsOf(s2, 'win-1')).toEqual([{ op: 'change-rule', port: at.port, layer: at.layer, group: at.group, rule: 'R1', set: { priority: 7, dstIp: ['10.0.0.1'] } }]);
    expect(editsOf(removeRule(s2, at, 'R1'), 'win-1')).toEqual([{ op: 'remove-rule', port: at.port, layer: at.layer, group: at.group, rule: 'R1' }]);
  });

  it('block then unblock a port returns to no edit at all', () => {
    const s1 = setPortBlocked(s0, 'win-1', 'pod/default/web', true);
    expect(editsOf(s1, 'win-1')).toEqual([{ op: 'block-port', port: 'pod/default/web' }]);
    expect(editsOf(setPortBlocked(s1, 'win-1', 'pod/web', false), 'win-1')).toEqual([]);
  });

  it('a group added by hand is edited in place and removed with its rules; removing an HNS group is a remove-group', () => {
    const g = { ...at, group: 'MINE' };
    const s1 = saveRule(addGroup(s0, 'win-1', at.port, at.layer, { name: 'MINE', priority: 1, direction: 'out' }), g, rule);
    expect(editsOf(changeGroup(s1, g, { priority: 9 }), 'win-1')[0]).toMatchObject({ op: 'add-group', group: { name: 'MINE', priority: 9 } });
    expect(editsOf(removeGroup(s1, g), 'win-1')).toEqual([]);
    expect(editsOf(removeGroup(s1, at), 'win-1').at(-1)).toEqual({ op: 'remove-group', port: at.port, layer: at.layer, group: at.group });
  });
});

describe('a pod rename', () => {
  it('carries its port in the VFP edits along', () => {
    const s1 = saveRule(s0, at, rule);
    const i = s1.pods.findIndex((p) => p.name === 'client');
    const s2 = setPod(s1, i, { ...s1.pods[i]!, name: 'front' });
    expect(editsOf(s2, 'win-1')[0]).toMatchObject({ op: 'add-rule', port: 'pod/default/front' });
  });
});
