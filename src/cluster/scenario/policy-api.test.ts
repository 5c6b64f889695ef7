// NetworkPolicy forms the Kubernetes API server refuses are refused by the scenario too, each with
// the path of its field; the forms it accepts (and every built-in) pass.
import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { BUILTINS } from '../../lessons';
import { formatPath } from './issues';
import { isServicePortName, networkPolicyIssues } from './policy-api';
import { scenarioSchema, type NetworkPolicySpec } from './schema';

const policy = (spec: Record<string, unknown>): NetworkPolicySpec =>
  scenarioSchema.parse({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'x' }, networkPolicies: [{ metadata: { name: 'np' }, spec }] }).networkPolicies[0]!;
const problems = (spec: Record<string, unknown>) => networkPolicyIssues([policy(spec)]).map((i) => `${formatPath(i.path)}: ${i.message}`);

describe('NetworkPolicy as the API server checks it', () => {
  it('refuses an ipBlock with a selector beside it, a peer with nothing, an except outside or equal to its cidr', () => {
    expect(problems({ ingress: [{ from: [{ ipBlock: { cidr: '10.0.0.0/8' }, podSelector: {} }] }] })).toEqual([
      'networkPolicies[0].spec.ingress[0].from[0]: may not specify more than 1 peer type: ipBlock goes alone, without podSelector or namespaceSelector',
    ]);
    expect(problems({ egress: [{ to: [{}] }] })).toEqual(['networkPolicies[0].spec.egress[0].to[0]: must specify a peer: podSelector, namespaceSelector or ipBlock']);
    expect(problems({ ingress: [{ from: [{ ipBlock: { cidr: '10.0.0.0/8', except: ['192.168.0.0/16', '10.0.0.0/8', '10.1.0.0/16'] } }] }] })).toEqual([
      'networkPolicies[0].spec.ingress[0].from[0].ipBlock.except[0]: 192.168.0.0/16 must be a strict subset of the cidr 10.0.0.0/8',
      'networkPolicies[0].spec.ingress[0].from[0].ipBlock.except[1]: 10.0.0.0/8 must be a strict subset of the cidr 10.0.0.0/8',
    ]);
  });

  it('refuses endPort without a port, with a named port or below the port, and a bad port name', () => {
    expect(problems({ ingress: [{ ports: [{ endPort: 90 }, { port: 'http', endPort: 90 }, { port: 100, endPort: 90 }, { port: 'Not_A_Name' }, { port: '1234' }] }] })).toEqual([
      'networkPolicies[0].spec.ingress[0].ports[0].endPort: endPort needs a port',
      'networkPolicies[0].spec.ingress[0].ports[1].endPort: endPort cannot go with a named port',
      'networkPolicies[0].spec.ingress[0].ports[2].endPort: endPort 90 must be equal to or greater than port 100',
      'networkPolicies[0].spec.ingress[0].ports[3].port: "Not_A_Name" is not a valid port name (1-15 lower case letters, digits and "-", with a letter)',
      'networkPolicies[0].spec.ingress[0].ports[4].port: "1234" is not a valid port name (1-15 lower case letters, digits and "-", with a letter)',
    ]);
  });

  it('refuses selectors the API refuses: In without values, Exists with values, bad label keys and values; a policy type twice', () => {
    expect(
      problems({
        podSelector: { matchLabels: { 'bad key!': 'v', app: '-x' } },
        policyTypes: ['Ingress', 'Ingress'],
        ingress: [{ from: [{ namespaceSelector: { matchExpressions: [{ key: 'a', operator: 'In' }, { key: 'b', operator: 'Exists', values: ['x'] }] } }] }],
      }),
    ).toEqual([
      'networkPolicies[0].spec.podSelector.matchLabels.bad key!: "bad key!" is not a valid label key (a name of 1-63 letters, digits, "-", "_" or ".", optionally after a DNS prefix and "/")',
      'networkPolicies[0].spec.podSelector.matchLabels.app: "-x" is not a valid label value (at most 63 letters, digits, "-", "_" or ".", alphanumeric at both ends)',
      'networkPolicies[0].spec.policyTypes: policyTypes lists a type twice',
      'networkPolicies[0].spec.ingress[0].from[0].namespaceSelector.matchExpressions[0].values: operator In needs at least one value',
      'networkPolicies[0].spec.ingress[0].from[0].namespaceSelector.matchExpressions[1].values: operator Exists takes no values',
    ]);
  });

  it('accepts what the API accepts, and every built-in', () => {
    expect(
      problems({
        podSelector: { matchLabels: { 'app.kubernetes.io/name': 'web', tier: '' } },
        policyTypes: ['Ingress', 'Egress'],
        ingress: [{ from: [{ podSelector: {}, namespaceSelector: { matchLabels: { team: 'a' } } }, { ipBlock: { cidr: '10.0.0.0/8', except: ['10.1.0.0/16'] } }], ports: [{ port: 'http' }, { port: 80, endPort: 90 }, {}] }],
        egress: [{}],
      }),
    ).toEqual([]);
    for (const b of BUILTINS) expect(networkPolicyIssues(b.scenario.networkPolicies)).toEqual([]);
    expect(['http', 'h2c', 'web-8080', 'a'].every(isServicePortName)).toBe(true);
    expect(['', '8080', '-a', 'a-', 'a--b', 'sixteen-chars-xx', 'HTTP'].some(isServicePortName)).toBe(false);
  });
});
