// Two states of one cluster: the network-policy scenario before and after a documented change
// (`kubectl delete networkpolicy api-allow-frontend`): the matrix cells that changed, and the
// rules that went with them on api's port; the same state twice changes nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reachabilityMatrix } from '../../cluster/matrix/matrix';
import { simulate } from '../../cluster/simulation';
import { loadScenarioText } from '../scenario/load';
import { anyRuleChange, diffMatrices, diffRulesOf, rulesDiffJson, rulesDiffText } from './states';

const before = loadScenarioText(readFileSync('src/lessons/scenarios/network-policy.yaml', 'utf8')).value!;
const after = { ...before, networkPolicies: before.networkPolicies.filter((p) => p.metadata.name !== 'api-allow-frontend') };

describe('two states', () => {
  it('the same state twice: nothing changed', () => {
    const a = simulate(before);
    const d = diffRulesOf(a, simulate(before));
    expect(anyRuleChange(d)).toBe(false);
    expect(diffMatrices(reachabilityMatrix(a), reachabilityMatrix(a)).changed).toEqual([]);
  });

  it('the only ingress policy of api deleted: api is no longer isolated, its ACL rules change, and the cells they denied open', () => {
    const a = simulate(before);
    const b = simulate(after);
    const d = diffRulesOf(a, b);
    expect(anyRuleChange(d)).toBe(true);
    const node2 = d.nodes.find((n) => n.node === 'win-node-2')!;
    const api = node2.ports.find((p) => p.owner === 'pod/default/api')!;
    expect(api.status).toBe('both');
    const inbound = api.groups.find((g) => g.layer === 'ACL_ENDPOINT_LAYER' && /IN/i.test(g.group))!;
    expect(inbound.removed.length + inbound.changed.length).toBeGreaterThan(0);
    // Nothing on another pod's port changed.
    expect(node2.ports.every((p) => p.owner === 'pod/default/api')).toBe(true);
    const m = diffMatrices(reachabilityMatrix(a), reachabilityMatrix(b));
    expect(m.changed).toContainEqual(expect.objectContaining({ from: 'pod/default/frontend', to: 'pod/default/api:9090', before: { outcome: 'dropped', reason: 'ACL_DENY' }, after: { outcome: 'delivered', reason: null } }));
    expect(m.changed.every((c) => c.after.outcome === 'delivered')).toBe(true);
    expect(m.changed.every((c) => c.to.startsWith('pod/default/api') || c.to.startsWith('service/default/api'))).toBe(true);
    const json = rulesDiffJson(d) as { nodes: { node: string }[] };
    expect(json.nodes.map((n) => n.node)).toContain('win-node-2');
    expect(rulesDiffText(d, true)).toMatch(/\| − removed \|/);
  });

  it('a node of one state only is said and not compared', () => {
    const fewer = { ...before, nodes: before.nodes.filter((n) => n.name !== 'win-node-2'), pods: before.pods.filter((p) => p.node !== 'win-node-2') };
    const d = diffRulesOf(simulate(before), simulate(fewer));
    expect(d.onlyBefore).toEqual(['win-node-2']);
    expect(rulesDiffText(d)).toMatch(/only in the first state: win-node-2 \(not compared\)/);
  });
});
