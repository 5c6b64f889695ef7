import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { talk as builtinTalk } from './test-helpers';
import { addNetworkPolicy } from './edits';
import { applyPolicyYaml, policyToYaml } from './policy-yaml';

const withPolicy = addNetworkPolicy(builtinTalk());

describe('a NetworkPolicy as YAML', () => {
  it('round-trips unchanged', () => {
    const text = policyToYaml(withPolicy.networkPolicies[0]!);
    expect(text).toContain('kind: NetworkPolicy');
    expect(applyPolicyYaml(withPolicy, 0, text)).toEqual({ candidate: withPolicy, problems: [] });
  });

  it('applies an edited policy', () => {
    const text = policyToYaml(withPolicy.networkPolicies[0]!).replace('podSelector: {}', 'podSelector:\n    matchLabels:\n      app: web');
    const r = applyPolicyYaml(withPolicy, 0, text);
    expect(r.problems).toEqual([]);
    expect(r.candidate!.networkPolicies[0]!.spec.podSelector).toEqual({ matchLabels: { app: 'web' } });
  });

  it('names the line of a YAML syntax error', () => {
    const r = applyPolicyYaml(withPolicy, 0, 'metadata:\n  name: p\nspec: [\n');
    expect(r.candidate).toBeUndefined();
    expect(r.problems[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('says a YAML bomb in words, as a value (issue 30)', () => {
    const text = `a: &a [1]\nb: [${Array(30).fill('*a').join(', ')}]\n`;
    expect(applyPolicyYaml(withPolicy, 0, text).problems).toEqual([
      {
        message: 'the policy cannot be read: it expands YAML aliases (*name) too many times, as a "YAML bomb" does: write the values out instead',
        msg: { id: 'error.cannotRead', args: { what: { id: 'what.policy', args: {} }, why: { id: 'why.yamlBomb', args: {} } } },
        line: 1,
      },
    ]);
  });

  it('names the line and field of a schema error', () => {
    const text = ['metadata:', '  name: p', 'spec:', '  podSelector: {}', '  ingress:', '    - from:', '        - ipBlock:', '            cidr: not-a-cidr'].join('\n');
    const r = applyPolicyYaml(withPolicy, 0, text);
    expect(r.candidate).toBeUndefined();
    expect(r.problems).toEqual([expect.objectContaining({ field: 'spec.ingress[0].from[0].ipBlock.cidr', line: 8, message: expect.stringContaining('a CIDR such as 10.244.0.0/16 or fd00:10:244::/56') })]);
  });

  it('refuses text that is not an object', () => {
    expect(applyPolicyYaml(withPolicy, 0, '- a\n- b').problems[0]!.message).toContain('YAML object');
  });
});
