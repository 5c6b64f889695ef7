// NetworkPolicy → HNS ACL endpoint policies, as a policy agent (Calico for Windows, Azure NPM)
// programs them (domain/hns-cni-kubeproxy.md §1.7 ACL fields; vfp-and-troubleshooting.md §1.3, §4.3).
import { describe, expect, it } from 'vitest';
import type { AclPolicy } from '../../hns/model';
import { bridgeCluster, lab, NET, netpol, pod, probe, resolved, type PolicyInput } from '../testing/scenario';
import { aclsForPod, policyTypes } from './network-policy';

const pods = [
  pod('frontend', 'win-1', { ip: '10.244.1.20', labels: { app: 'frontend' } }),
  pod('batch', 'win-1', { ip: '10.244.1.21', labels: { app: 'batch' } }),
  pod('api', 'win-2', { ip: '10.244.2.30', labels: { app: 'api' }, listen: ['tcp/8080', 'tcp/9090'] }),
  pod('db', 'win-2', { ip: '10.244.2.40', labels: { app: 'db' }, listen: ['tcp/5432'] }),
  pod('prod-api', 'win-2', { ip: '10.244.2.50', namespace: 'prod', labels: { app: 'api' } }),
];

const allowFrontendToApi = netpol('api-allow-frontend', {
  podSelector: { matchLabels: { app: 'api' } },
  policyTypes: ['Ingress'],
  ingress: [{ from: [{ podSelector: { matchLabels: { app: 'frontend' } } }], ports: [{ protocol: 'TCP', port: 8080 }] }],
});

function aclsOf(policies: PolicyInput[], podName: string, namespace = 'default', cluster = {}) {
  const rs = resolved(bridgeCluster({ pods, networkPolicies: policies, cluster }));
  const p = rs.pods.find((x) => x.name === podName && x.namespace === namespace)!;
  return aclsForPod(rs, p);
}
const byId = (acls: AclPolicy[], id: string) => acls.find((a) => a.id === id);

describe('ingress', () => {
  const { acls } = aclsOf([allowFrontendToApi], 'api');

  it('NetworkPolicy ingress → ACL Allow In with RemoteAddresses = the selected pods\' IPs /32 and LocalPorts', () => {
    expect(byId(acls, 'api-allow-frontend-ingress-1')).toMatchObject({
      type: 'ACL',
      action: 'Allow',
      direction: 'In',
      protocols: [6],
      remoteAddresses: ['10.244.1.20/32'],
      localPorts: ['8080'],
      remotePorts: [],
      ruleType: 'Switch',
    });
  });

  it('the agent adds allow-host-to-endpoint: Allow In from the node IP at 900, so the kubelet can probe the pod (§4.3 Calico base ACLs)', () => {
    expect(byId(acls, 'allow-host-to-endpoint')).toMatchObject({ action: 'Allow', direction: 'In', priority: 900, remoteAddresses: [`${NET.n2.ip}/32`] });
  });

  it('allow ACLs sit at priority 1000 and above, below the host rule (lower number = higher precedence, §1.3)', () => {
    expect(byId(acls, 'api-allow-frontend-ingress-1')!.priority).toBeGreaterThanOrEqual(1000);
  });

  it('a pod no policy selects gets no ACL at all (so stays default-allow)', () => {
    expect(aclsOf([allowFrontendToApi], 'frontend').acls).toEqual([]);
  });

  it('a policy only selects pods of its own namespace', () => {
    expect(aclsOf([allowFrontendToApi], 'prod-api', 'prod').acls).toEqual([]);
  });

  it('an ingress rule without ports allows every protocol: Protocols 256 (§1.7 v1 Protocol 256 = any)', () => {
    const { acls: a } = aclsOf([netpol('p', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'frontend' } } }] }] })], 'api');
    expect(byId(a, 'p-ingress-1')).toMatchObject({ protocols: [256], localPorts: [] });
  });

  it('an ingress rule without `from` allows every source: no RemoteAddresses', () => {
    const { acls: a } = aclsOf([netpol('p', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ ports: [{ port: 8080 }] }] })], 'api');
    expect(byId(a, 'p-ingress-1')).toMatchObject({ remoteAddresses: [], localPorts: ['8080'] });
  });

  it('endPort becomes a port range "port-endPort" (ranges are allowed in HNS ACL ports, §1.7)', () => {
    const { acls: a } = aclsOf([netpol('p', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ ports: [{ port: 8000, endPort: 8100 }] }] })], 'api');
    expect(byId(a, 'p-ingress-1')!.localPorts).toEqual(['8000-8100']);
  });

  it('TCP and UDP ports of one rule become one ACL per protocol', () => {
    const { acls: a } = aclsOf([netpol('p', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ ports: [{ port: 53, protocol: 'UDP' }, { port: 53, protocol: 'TCP' }] }] })], 'api');
    expect(a.filter((x) => x.action === 'Allow' && x.id !== 'allow-host-to-endpoint').map((x) => [x.protocols, x.localPorts])).toEqual([
      [[17], ['53']],
      [[6], ['53']],
    ]);
  });
});

describe('egress', () => {
  const egressDb = netpol('api-egress-db', {
    podSelector: { matchLabels: { app: 'api' } },
    policyTypes: ['Egress'],
    egress: [{ to: [{ podSelector: { matchLabels: { app: 'db' } } }], ports: [{ protocol: 'TCP', port: 5432 }] }],
  });

  it('NetworkPolicy egress → ACL Allow Out with RemoteAddresses = the selected pods\' IPs /32 and RemotePorts', () => {
    const { acls } = aclsOf([egressDb], 'api');
    expect(byId(acls, 'api-egress-db-egress-1')).toMatchObject({ action: 'Allow', direction: 'Out', remoteAddresses: ['10.244.2.40/32'], remotePorts: ['5432'], localPorts: [] });
  });

  it('an egress-only policy adds no allow-host-to-endpoint (that is an ingress rule)', () => {
    expect(byId(aclsOf([egressDb], 'api').acls, 'allow-host-to-endpoint')).toBeUndefined();
  });
});

describe('ipBlock', () => {
  const withExcept = netpol('fe-egress', {
    podSelector: { matchLabels: { app: 'frontend' } },
    policyTypes: ['Egress'],
    egress: [{ to: [{ ipBlock: { cidr: '10.244.0.0/16', except: ['10.244.2.40/32'] } }] }],
  });
  const { acls, notes } = aclsOf([withExcept], 'frontend');

  it('generic agent: ipBlock.cidr minus except → RemoteAddresses of allow-only prefixes (the API: except narrows its own peer)', () => {
    const allow = byId(acls, 'fe-egress-egress-1')!;
    expect(allow).toMatchObject({ action: 'Allow', direction: 'Out' });
    expect(allow.remoteAddresses).toHaveLength(16);
    expect(allow.remoteAddresses).toContain('10.244.2.41/32');
    expect(allow.remoteAddresses).not.toContain('10.244.2.40/32');
  });

  it('generic agent: no Block ACL, so nothing outranks another policy\'s allow', () => {
    expect(acls.filter((a) => a.action === 'Block')).toEqual([]);
    expect(notes.some((n) => /ipBlock.except/.test(n.message))).toBe(false);
  });

  it('calico agent: the rule with except is skipped whole and reported', () => {
    const c = aclsOf([withExcept], 'frontend', 'default', { windowsPolicyAgent: 'calico' });
    expect(byId(c.acls, 'fe-egress-egress-1')).toBeUndefined();
    expect(c.notes.map((n) => n.message)).toContainEqual(expect.stringMatching(/negative matches \(currently unsupported\)/));
    expect(c.skipped).toEqual([{ direction: 'Out', text: expect.stringContaining('Calico skipped fe-egress egress rule 1') }]);
  });
});

describe('what HNS ACLs cannot express', () => {
  it('named ports in NetworkPolicy are reported as not expressible, and left out', () => {
    const { acls, notes } = aclsOf([netpol('named', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ ports: [{ port: 'http' }, { port: 9090 }] }] })], 'api');
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringMatching(/named port "http" cannot be expressed/));
    expect(byId(acls, 'named-ingress-1')!.localPorts).toEqual(['9090']);
    expect(notes[0]).toMatchObject({ object: 'networkpolicy/default/named', severity: 'warning', node: 'win-2' });
  });

  it('SCTP ports in NetworkPolicy are reported (no SCTP on Windows), and left out', () => {
    const { notes } = aclsOf([netpol('s', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ ports: [{ port: 9, protocol: 'SCTP' }] }] })], 'api');
    expect(notes.some((n) => /SCTP/.test(n.message))).toBe(true);
  });

  it('a rule whose peers select no pod allows nothing, and a note says so', () => {
    const { acls, notes } = aclsOf([netpol('none', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'ghost' } } }] }] })], 'api');
    expect(acls.filter((a) => a.action === 'Allow' && a.id !== 'allow-host-to-endpoint')).toEqual([]);
    expect(notes.some((n) => /selects no pod/.test(n.message))).toBe(true);
  });

  it('namespaceSelector on a label no namespace carries matches none, and says so', () => {
    const { acls, notes } = aclsOf([netpol('ns', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ from: [{ namespaceSelector: { matchLabels: { team: 'x' } } }] }] })], 'api');
    expect(byId(acls, 'ns-ingress-1')).toBeUndefined();
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringMatching(/namespaceSelector on label team: no namespace of the scenario carries it/));
  });

  it("namespaceSelector matches namespaces[]' labels: the ACL allows the pods of the labelled namespaces only", () => {
    const labelled = (namespaces: { name: string; labels?: Record<string, string> }[], sel: Record<string, string>) => {
      const rs = resolved(bridgeCluster({ pods, namespaces, networkPolicies: [netpol('ns', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ from: [{ namespaceSelector: { matchLabels: sel } }] }] })] }));
      return aclsForPod(rs, rs.pods.find((x) => x.name === 'api' && x.namespace === 'default')!);
    };
    const prodIsPlatform = labelled([{ name: 'prod', labels: { team: 'platform' } }], { team: 'platform' });
    expect(byId(prodIsPlatform.acls, 'ns-ingress-1')!.remoteAddresses).toEqual(['10.244.2.50/32']);
    expect(prodIsPlatform.notes).toEqual([]);
    const defaultIsPlatform = labelled([{ name: 'default', labels: { team: 'platform' } }, { name: 'prod', labels: { team: 'web' } }], { team: 'platform' });
    expect(byId(defaultIsPlatform.acls, 'ns-ingress-1')!.remoteAddresses).toEqual(['10.244.1.20/32', '10.244.1.21/32', '10.244.2.30/32', '10.244.2.40/32']);
    // kubernetes.io/metadata.name is the name, whatever namespaces[] writes for it.
    const renamed = labelled([{ name: 'prod', labels: { 'kubernetes.io/metadata.name': 'other' } }], { 'kubernetes.io/metadata.name': 'prod' });
    expect(byId(renamed.acls, 'ns-ingress-1')!.remoteAddresses).toEqual(['10.244.2.50/32']);
  });

  it('namespaceSelector on kubernetes.io/metadata.name selects the pods of that namespace', () => {
    const { acls } = aclsOf([netpol('ns', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'prod' } } }] }] })], 'api');
    expect(byId(acls, 'ns-ingress-1')!.remoteAddresses).toEqual(['10.244.2.50/32']);
  });
});

describe('policy types and defaults', () => {
  it('networkPolicy: ignored → no ACLs (no policy agent on the node)', () => {
    expect(aclsOf([allowFrontendToApi], 'api', 'default', { networkPolicy: 'ignored' }).acls).toEqual([]);
    const l = lab(bridgeCluster({ pods, networkPolicies: [allowFrontendToApi], cluster: { networkPolicy: 'ignored' } }));
    expect(l.podEndpoint('win-2', 'api').policies.filter((p) => p.type === 'ACL')).toEqual([]);
  });

  it('policyTypes left out: Ingress, plus Egress when the policy has egress rules (Kubernetes)', () => {
    const spec = (s: PolicyInput['spec']) => ({ metadata: { name: 'x', namespace: 'default' }, spec: s }) as Parameters<typeof policyTypes>[0];
    expect(policyTypes(spec({ podSelector: {} }))).toEqual(['Ingress']);
    expect(policyTypes(spec({ podSelector: {}, egress: [] }))).toEqual(['Ingress', 'Egress']);
    expect(policyTypes(spec({ podSelector: {}, policyTypes: ['Egress'] }))).toEqual(['Egress']);
  });

  it('a deny-all ingress policy (no rules) blocks In explicitly; the host rule still lets the kubelet in', () => {
    const { acls } = aclsOf([netpol('deny', { podSelector: {}, policyTypes: ['Ingress'] })], 'api');
    expect(acls.map((a) => [a.id, a.action, a.direction])).toEqual([
      ['allow-host-to-endpoint', 'Allow', 'In'],
      ['deny-all-in', 'Block', 'In'],
    ]);
  });

  it('a deny-all egress policy blocks Out explicitly', () => {
    const { acls } = aclsOf([netpol('deny', { podSelector: {}, policyTypes: ['Egress'] })], 'api');
    expect(acls.map((a) => [a.id, a.action, a.direction])).toEqual([['deny-all-out', 'Block', 'Out']]);
  });

  it('the ACLs land on the pod\'s HNS endpoint next to the CNI policies', () => {
    const l = lab(bridgeCluster({ pods, networkPolicies: [allowFrontendToApi] }));
    const types = l.podEndpoint('win-2', 'api').policies.map((p) => p.type);
    expect(types).toEqual(expect.arrayContaining(['OutBoundNAT', 'SDNRoute', 'ACL']));
  });
});

describe('walks through the ACLs', () => {
  const l = lab(
    bridgeCluster({
      pods,
      networkPolicies: [allowFrontendToApi],
      probes: [probe('fe-api', 'pod/frontend', 'pod/api:8080'), probe('batch-api', 'pod/batch', 'pod/api:8080'), probe('fe-metrics', 'pod/frontend', 'pod/api:9090'), probe('kubelet', 'node/win-2', 'pod/api:9090')],
    }),
  );

  it('an allowed peer and port is delivered', () => {
    expect(l.runNamed('fe-api').request.verdict.outcome).toBe('delivered');
  });

  it('default deny once any ACL exists for a direction: another pod is dropped with ACL_DENY in ACL_ENDPOINT_LAYER', () => {
    const v = l.runNamed('batch-api').request.verdict;
    expect(v).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY' });
    expect(v.at?.layer).toBe('ACL_ENDPOINT_LAYER');
  });

  it('the allowed peer on a port the policy does not list is dropped', () => {
    expect(l.runNamed('fe-metrics').request.verdict.reason).toBe('ACL_DENY');
  });

  it('the node itself reaches the pod through allow-host-to-endpoint', () => {
    expect(l.runNamed('kubelet').request.verdict.outcome).toBe('delivered');
  });
});

describe('named ports declared on the pods (pods[].ports), generic agent', () => {
  const declared = [
    pod('frontend', 'win-1', { ip: '10.244.1.20', labels: { app: 'frontend' } }),
    pod('api-a', 'win-2', { ip: '10.244.2.30', labels: { app: 'api' }, listen: ['tcp/8080'], ports: [{ name: 'http', containerPort: 8080 }] }),
    pod('api-b', 'win-2', { ip: '10.244.2.31', labels: { app: 'api' }, listen: ['tcp/9090'], ports: [{ name: 'http', containerPort: 9090 }] }),
    pod('api-c', 'win-2', { ip: '10.244.2.32', labels: { app: 'api' }, listen: ['tcp/8080'], ports: [{ name: 'metrics', containerPort: 8080 }] }),
  ];
  const of = (policies: PolicyInput[], podName: string, agent: 'generic' | 'calico' = 'generic') => {
    const rs = resolved(bridgeCluster({ pods: declared, networkPolicies: policies, cluster: { windowsPolicyAgent: agent } }));
    return aclsForPod(rs, rs.pods.find((x) => x.name === podName)!);
  };
  const ingress = [netpol('named', { podSelector: { matchLabels: { app: 'api' } }, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'frontend' } } }], ports: [{ port: 'http' }] }] })];

  it('ingress: the ACL of each pod carries its own number for the name, labelled as the model\'s own', () => {
    expect(byId(of(ingress, 'api-a').acls, 'named-ingress-1')).toMatchObject({ localPorts: ['8080'], remoteAddresses: ['10.244.1.20/32'] });
    const b = of(ingress, 'api-b');
    expect(byId(b.acls, 'named-ingress-1')!.localPorts).toEqual(['9090']);
    expect((byId(b.acls, 'named-ingress-1') as AclPolicy & { origin?: { assumptions?: string[] } }).origin?.assumptions).toEqual(['named-port-acl-per-pod']);
  });

  it('ingress: a pod without the name gets no allow for it, and a note says why', () => {
    const c = of(ingress, 'api-c');
    expect(byId(c.acls, 'named-ingress-1')).toBeUndefined();
    expect(c.notes.map((n) => n.message)).toContainEqual(expect.stringMatching(/pod\/default\/api-c has no container port of that name/));
  });

  it('egress: one ACL per destination pod with its own number', () => {
    const { acls } = of([netpol('fe-out', { podSelector: { matchLabels: { app: 'frontend' } }, policyTypes: ['Egress'], egress: [{ to: [{ podSelector: { matchLabels: { app: 'api' } } }], ports: [{ port: 'http' }] }] })], 'frontend');
    const allows = acls.filter((a) => a.direction === 'Out' && a.action === 'Allow').map((a) => `${a.remoteAddresses.join(',')}:${a.remotePorts.join(',')}`);
    expect(allows).toEqual(['10.244.2.30/32:8080', '10.244.2.31/32:9090']);
  });

  it('Calico for Windows still skips the rule with a named port', () => {
    const { acls, skipped } = of(ingress, 'api-a', 'calico');
    expect(byId(acls, 'named-ingress-1')).toBeUndefined();
    expect(skipped.map((s) => s.text)).toContainEqual(expect.stringMatching(/named port/));
  });
});
