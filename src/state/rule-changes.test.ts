// Rule by rule between two states: the NetworkPolicy that selects the api pod taken away removes its
// ACL rules from the api pod's port (and shifts its egress rule's priority); with no policy left on
// api, the packets its default deny dropped are delivered, and the removed rules of that layer are
// what explains each.
import { describe, expect, it } from 'vitest';
import { builtinById, loadBuiltinScenarios } from '../lessons';
import { compareWith } from './compare-walk';
import { ruleChanges } from './rule-changes';
import { marksOfGroup } from './rule-marks';

await loadBuiltinScenarios();
const before = builtinById('network-policy')!.scenario;
const after = { ...before, networkPolicies: before.networkPolicies.filter((p) => p.metadata.name !== 'api-allow-frontend') };

describe('rule changes between two states', () => {
  it('lists the removed rules per port, layer and group, and the rule that explains a new verdict', () => {
    const walked = compareWith(before, after);
    const r = ruleChanges(before, after, walked.probes);
    expect(r.changes.length).toBeGreaterThan(0);
    expect(r.changes.every((c) => c.layer === 'ACL_ENDPOINT_LAYER' && c.owner === 'pod/default/api')).toBe(true);
    expect(r.changes.filter((c) => c.kind === 'removed').map((c) => c.name)).toEqual(['api-allow-frontend-ingress-1', 'allow-host-to-endpoint']);
    expect(r.changes.find((c) => c.kind === 'changed')).toMatchObject({ name: 'api-egress-db-only-egress-1', fields: ['priority'] });
    const changed = walked.probes.find((p) => p.name === 'batch-to-api-denied')!;
    expect(changed).toMatchObject({ changed: true, before: { outcome: 'dropped' }, after: { outcome: 'delivered' } });
    const c = r.explains['batch-to-api-denied']!;
    expect(c).toMatchObject({ kind: 'removed', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_IN', name: 'api-allow-frontend-ingress-1' });
    // The close-up finds them in their group.
    expect(marksOfGroup(r.changes, c.node, c.port, c.layer, c.group).removed.map((x) => x.rule)).toContain(c.rule);
    // A probe whose verdict stayed explains nothing.
    expect(r.explains['frontend-to-api']).toBeUndefined();
  });

  it('the same state twice: no change', () => {
    const r = ruleChanges(before, before, compareWith(before, before).probes);
    expect(r).toEqual({ changes: [], onlyBefore: [], onlyAfter: [], unlike: [], explains: {} });
  });
});
