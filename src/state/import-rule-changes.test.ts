// Import mode's before/after rule by rule (issue 26 item 2), on two real dumps of one Windows Server
// 2022 host taken at different times (fixtures/real/SOURCES.md): its author's HNS ACLs first blocked
// tcp/80 to nginx (each block rule added twice), then allowed it. Replayed, the second set changes the
// GUID-named ACL rules' action (matched by name, the GUIDs being new) and drops the duplicates; the
// probe that was denied is delivered, explained by the changed rule. A dump of another machine pairs
// by the replay's node name, but shares no endpoint: it is said, and only the ports in both diffed.
import { describe, expect, it } from 'vitest';
import type { ProbeSpec } from '../cluster/scenario/schema';
import { importFiles, type ImportInput } from '../io/import';
import { buildReplay } from '../io/replay';
import { compareAfter } from './compare-walk';
import blockText from '../../fixtures/real/get-hnsendpoint-list-nat-acl-block-ws2022.txt?raw';
import allowText from '../../fixtures/real/get-hnsendpoint-list-nat-acl-allow-ws2022.txt?raw';
import otherHostText from '../../fixtures/real/get-hnsendpoint-list-nat-namespace-ctr-win11.txt?raw';

const input = (name: string, text: string): ImportInput => ({ name, bytes: new TextEncoder().encode(text) });
const BLOCK = input('get-hnsendpoint-list-nat-acl-block-ws2022.txt', blockText);
const ALLOW = input('get-hnsendpoint-list-nat-acl-allow-ws2022.txt', allowText);
const OTHER_HOST = input('get-hnsendpoint-list-nat-namespace-ctr-win11.txt', otherHostText);
const replay = (i: ImportInput) => {
  const built = buildReplay(importFiles([i]));
  if ('error' in built) throw new Error(built.error);
  return built.scenario;
};
const probes: ProbeSpec[] = [{ name: 'client to nginx:80', from: 'pod/ep-172-19-3-166', to: 'pod/ep-172-19-6-74:80', protocol: 'tcp', size: 64, df: false }];

describe('two sets of dumps of one node, rule by rule', () => {
  it('the "after" set: rules changed and removed per port, layer and group, and the rule that explains the new verdict', () => {
    const r = compareAfter(replay(BLOCK), [ALLOW], probes);
    if ('error' in r) throw new Error(r.error);
    expect(r.role).toBe('after');
    expect(r.probes[0]).toMatchObject({ changed: true, before: { outcome: 'dropped', reason: 'ACL_DENY' }, after: { outcome: 'delivered' } });
    const summary = r.rules.changes.map((c) => [c.owner, c.layer, c.group, c.name, c.kind, c.action, c.fields ?? []]);
    expect(summary).toEqual([
      ['pod/default/ep-172-19-6-74', 'ACL_ENDPOINT_LAYER', 'ACL_ENDPOINT_GROUP_IPV4_IN', 'acl-in-100', 'removed', 'block', []],
      ['pod/default/ep-172-19-6-74', 'ACL_ENDPOINT_LAYER', 'ACL_ENDPOINT_GROUP_IPV4_IN', 'acl-in-100', 'changed', 'allow', ['action']],
      ['pod/default/ep-172-19-6-74', 'ACL_ENDPOINT_LAYER', 'ACL_ENDPOINT_GROUP_IPV4_OUT', 'acl-out-100', 'removed', 'block', []],
      ['pod/default/ep-172-19-6-74', 'ACL_ENDPOINT_LAYER', 'ACL_ENDPOINT_GROUP_IPV4_OUT', 'acl-out-100', 'changed', 'allow', ['action']],
    ]);
    // The changed rule is the after state's rule: its id is in the node the close-up shows.
    const changed = r.rules.changes.find((c) => c.kind === 'changed')!;
    expect(r.rules.explains['client to nginx:80']).toMatchObject({ kind: 'changed', name: 'acl-in-100', group: 'ACL_ENDPOINT_GROUP_IPV4_IN', rule: changed.rule });
    expect(r.rules.unlike).toEqual([]);
    expect(r.after).toBeDefined();
    // The whole node (issue 26 item 2): every source against nginx's tcp/80 (the probe's port: the
    // dumps hold no listener), the cells that changed listed, with their outcomes.
    expect(r.matrix.changed.map((c) => [c.from, c.to, `${c.before.outcome} ${c.before.reason}`, c.after.outcome])).toEqual([
      ['pod/default/ep-172-19-3-166', 'pod/default/ep-172-19-6-74:80', 'dropped ACL_DENY', 'delivered'],
      ['node/imported-node', 'pod/default/ep-172-19-6-74:80', 'dropped ACL_DENY', 'delivered'],
    ]);
    expect(r.matrix.same).toBe(1);
  });

  it('the second set taken before: the same diff the other way round, and no "after" node to open', () => {
    const r = compareAfter(replay(ALLOW), [BLOCK], probes, 'before');
    if ('error' in r) throw new Error(r.error);
    expect(r.after).toBeUndefined();
    expect(r.probes[0]).toMatchObject({ changed: true, before: { outcome: 'dropped' }, after: { outcome: 'delivered' } });
    expect(r.rules.changes.map((c) => [c.name, c.kind])).toEqual([
      ['acl-in-100', 'removed'],
      ['acl-in-100', 'changed'],
      ['acl-out-100', 'removed'],
      ['acl-out-100', 'changed'],
    ]);
  });

  it('the same set twice: nothing changed', () => {
    const r = compareAfter(replay(BLOCK), [BLOCK], probes);
    if ('error' in r) throw new Error(r.error);
    expect(r.rules).toEqual({ changes: [], onlyBefore: [], onlyAfter: [], unlike: [], explains: {} });
    expect(r.matrix).toMatchObject({ changed: [], onlyBefore: 0, onlyAfter: 0, same: 3 });
  });

  it('dumps of another machine: said, and only the ports found in both are diffed', () => {
    const r = compareAfter(replay(BLOCK), [OTHER_HOST], probes);
    if ('error' in r) throw new Error(r.error);
    expect(r.rules.unlike).toEqual(['imported-node']);
    expect(r.rules.changes.filter((c) => c.owner?.startsWith('pod/'))).toEqual([]);
    // The probe's pods are not in the other set: it is skipped with its reason, not failed.
    expect(r.probes).toEqual([]);
    expect(r.skipped.length).toBe(1);
  });
});
