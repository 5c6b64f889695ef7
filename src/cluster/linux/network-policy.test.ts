// NetworkPolicy → the per-pod filter of a Linux node's policy agent (Calico iptables / Cilium eBPF):
// the whole API, in plain prefixes, protocols and port ranges.
import { describe, expect, it } from 'vitest';
import { formatPrefix } from '../../core/net/ip';
import type { LinuxPolicyRule } from '../../core/world/world';
import { linuxNode, netpol, pod, resolved, scenario, type ClusterInput, type PolicyInput } from '../testing/scenario';
import { hostVethName, linuxPolicies, linuxPolicyForPod } from './network-policy';

const pods = [
  pod('frontend', 'lin-1', { ip: '10.244.1.20', labels: { app: 'frontend', role: 'client' } }),
  pod('batch', 'lin-1', { ip: '10.244.1.21', labels: { app: 'batch' } }),
  pod('api', 'lin-2', { ip: '10.244.2.30', labels: { app: 'api' }, listen: ['tcp/8080', 'udp/53'] }),
  pod('multi', 'lin-2', { ip: '10.244.2.31', labels: { app: 'multi' }, listen: ['tcp/8080', 'tcp/9090'] }),
  pod('db', 'lin-2', { ip: '10.244.2.40', labels: { app: 'db' }, listen: ['tcp/5432'] }),
  pod('prod-api', 'lin-2', { ip: '10.244.2.50', namespace: 'prod', labels: { app: 'api' } }),
];

function compile(policies: PolicyInput[], podName: string, namespace = 'default', cluster: ClusterInput = {}) {
  const rs = resolved(
    scenario({
      cluster: { clusterCIDR: '10.244.0.0/16', nodeSubnet: '10.127.130.0/24', ...cluster },
      nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24')],
      pods,
      networkPolicies: policies,
    }),
  );
  const p = rs.pods.find((x) => x.name === podName && x.namespace === namespace)!;
  return linuxPolicyForPod(rs, p, 'iptables');
}

/** An allow entry as plain text, for readable expectations. */
const show = (r: LinuxPolicyRule) => ({
  peers: r.peers?.map((p) => `${formatPrefix(p.prefix)}${p.except?.length ? ` except ${p.except.map(formatPrefix).join(',')}` : ''}`) ?? 'any',
  protocol: r.protocol ?? 'any',
  ports: r.ports?.map((x) => (x.lo === x.hi ? String(x.lo) : `${x.lo}-${x.hi}`)) ?? 'any',
});

const apiSel = { matchLabels: { app: 'api' } };
const fromFrontend8080 = netpol('api-allow-frontend', {
  podSelector: apiSel,
  policyTypes: ['Ingress'],
  ingress: [{ from: [{ podSelector: { matchLabels: { app: 'frontend' } } }], ports: [{ protocol: 'TCP', port: 8080 }] }],
});

describe('isolation', () => {
  it('a pod no policy selects is not isolated in either direction', () => {
    expect(compile([fromFrontend8080], 'db').policy).toBeUndefined();
  });

  it('an Ingress policy isolates the pod for ingress only, and names the policy that isolates it', () => {
    const { policy } = compile([fromFrontend8080], 'api');
    expect(policy?.egress).toBeUndefined();
    expect(policy?.ingress?.isolatedBy.map((p) => p.k8s)).toEqual([{ kind: 'NetworkPolicy', namespace: 'default', name: 'api-allow-frontend' }]);
    expect(policy!.ingress!.allow.map(show)).toEqual([{ peers: ['10.244.1.20/32'], protocol: 'tcp', ports: ['8080'] }]);
  });

  it('each allow entry carries its policy as provenance, with the agent that enforces it', () => {
    const entry = compile([fromFrontend8080], 'api').policy!.ingress!.allow[0]!;
    expect(entry.name).toBe('networkpolicy default/api-allow-frontend ingress rule 1');
    expect(entry.provenance).toEqual({ k8s: { kind: 'NetworkPolicy', namespace: 'default', name: 'api-allow-frontend' }, by: expect.stringMatching(/Calico/) });
  });

  it('a policy selects only pods of its own namespace', () => {
    expect(compile([fromFrontend8080], 'prod-api', 'prod').policy).toBeUndefined();
  });

  it('a deny-all policy (no rules) isolates the pod with no allow at all', () => {
    const { policy } = compile([netpol('deny-all', { podSelector: {}, policyTypes: ['Ingress', 'Egress'] })], 'batch');
    expect(policy?.ingress?.allow).toEqual([]);
    expect(policy?.egress?.allow).toEqual([]);
  });

  it('a rule whose peers select nothing allows nothing, but the pod stays isolated (with a note)', () => {
    const { policy, notes } = compile([netpol('ghost', { podSelector: apiSel, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'ghost' } } }] }] })], 'api');
    expect(policy?.ingress?.allow).toEqual([]);
    expect(notes.some((n) => /selects no pod or address/.test(n.message))).toBe(true);
  });

  it('the host side of the veth is named as each agent names it: cali… (Calico), lxc… (Cilium), 15 characters', () => {
    expect(hostVethName('pod/default/api', 'iptables')).toMatch(/^cali[0-9a-f]{11}$/);
    expect(hostVethName('pod/default/api', 'ebpf')).toMatch(/^lxc[0-9a-f]{11}$/);
    expect(hostVethName('pod/default/api', 'iptables')).not.toBe(hostVethName('pod/default/db', 'iptables'));
  });
});

describe('policies are additive', () => {
  it('two policies selecting the same pod: both isolate it and their allows add up', () => {
    const other = netpol('api-allow-batch-dns', { podSelector: apiSel, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'batch' } } }], ports: [{ protocol: 'UDP', port: 53 }] }] });
    const { policy } = compile([fromFrontend8080, other], 'api');
    expect(policy!.ingress!.isolatedBy.map((p) => p.k8s?.name)).toEqual(['api-allow-frontend', 'api-allow-batch-dns']);
    expect(policy!.ingress!.allow.map(show)).toEqual([
      { peers: ['10.244.1.20/32'], protocol: 'tcp', ports: ['8080'] },
      { peers: ['10.244.1.21/32'], protocol: 'udp', ports: ['53'] },
    ]);
  });

  it('a deny-all next to an allow does not take the allow away', () => {
    const { policy } = compile([netpol('deny-all', { podSelector: {}, policyTypes: ['Ingress'] }), fromFrontend8080], 'api');
    expect(policy!.ingress!.allow.map(show)).toEqual([{ peers: ['10.244.1.20/32'], protocol: 'tcp', ports: ['8080'] }]);
  });
});

describe('empty from / to / ports', () => {
  it('a rule without `from` allows every source; without `ports`, every protocol and port', () => {
    const { policy } = compile([netpol('open', { podSelector: apiSel, ingress: [{}] })], 'api');
    expect(policy!.ingress!.allow.map(show)).toEqual([{ peers: 'any', protocol: 'any', ports: 'any' }]);
  });

  it('an explicitly empty `from: []` and `ports: []` mean the same', () => {
    const { policy } = compile([netpol('open', { podSelector: apiSel, ingress: [{ from: [], ports: [] }] })], 'api');
    expect(policy!.ingress!.allow.map(show)).toEqual([{ peers: 'any', protocol: 'any', ports: 'any' }]);
  });

  it('a port entry without a number allows every port of its protocol', () => {
    const { policy } = compile([netpol('udp', { podSelector: apiSel, ingress: [{ ports: [{ protocol: 'UDP' }] }] })], 'api');
    expect(policy!.ingress!.allow.map(show)).toEqual([{ peers: 'any', protocol: 'udp', ports: 'any' }]);
  });

  it('endPort makes a range; SCTP is kept (Linux carries it, unlike Windows)', () => {
    const { policy } = compile([netpol('r', { podSelector: apiSel, ingress: [{ ports: [{ port: 8000, endPort: 8100 }, { protocol: 'SCTP', port: 9 }] }] })], 'api');
    expect(policy!.ingress!.allow.map(show)).toEqual([
      { peers: 'any', protocol: 'tcp', ports: ['8000-8100'] },
      { peers: 'any', protocol: 'sctp', ports: ['9'] },
    ]);
  });
});

describe('ipBlock', () => {
  it('keeps the except list on its own peer (not as a block over every allow, as HNS must)', () => {
    const { policy, notes } = compile(
      [netpol('fe-egress', { podSelector: { matchLabels: { app: 'frontend' } }, policyTypes: ['Egress'], egress: [{ to: [{ ipBlock: { cidr: '10.244.0.0/16', except: ['10.244.2.40/32'] } }, { podSelector: { matchLabels: { app: 'db' } } }] }] })],
      'frontend',
    );
    expect(policy!.egress!.allow.map(show)).toEqual([{ peers: ['10.244.0.0/16 except 10.244.2.40/32', '10.244.2.40/32'], protocol: 'any', ports: 'any' }]);
    expect(notes.filter((n) => n.severity === 'warning')).toEqual([]);
  });
});

describe('named ports', () => {
  it('an ingress named port resolves on the selected pod (its only listener of that protocol), and says how', () => {
    const { policy, notes } = compile([netpol('named', { podSelector: apiSel, ingress: [{ ports: [{ port: 'http' }] }] })], 'api');
    expect(policy!.ingress!.allow.map(show)).toEqual([{ peers: 'any', protocol: 'tcp', ports: ['8080'] }]);
    expect(policy!.ingress!.allow[0]!.note).toBe('named port "http" → tcp/8080');
    // The walk says it from its value (in any language).
    expect(policy!.ingress!.allow[0]!.noteMsg).toEqual({ id: 'pnote.namedPort', args: { name: 'http', proto: 'tcp', n: 8080 } });
    expect(notes).toContainEqual(expect.objectContaining({ severity: 'info', object: 'networkpolicy/default/named', message: expect.stringMatching(/resolved to tcp\/8080/) }));
  });

  it('a named port that cannot be resolved is left out, with a warning and a word for the trace', () => {
    const { policy, notes } = compile([netpol('named', { podSelector: { matchLabels: { app: 'multi' } }, ingress: [{ ports: [{ port: 'http' }, { port: 9090 }] }] })], 'multi');
    expect(policy!.ingress!.allow.map(show)).toEqual([{ peers: 'any', protocol: 'tcp', ports: ['9090'] }]);
    expect(notes).toContainEqual(expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/named port "http" cannot be resolved/) }));
    expect(policy!.ingress!.leftOut).toEqual([expect.stringMatching(/named port "http"/)]);
  });

  it('an egress named port resolves on each destination pod', () => {
    const { policy } = compile(
      [netpol('fe-out', { podSelector: { matchLabels: { app: 'frontend' } }, policyTypes: ['Egress'], egress: [{ to: [{ podSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['api', 'db'] }] } }], ports: [{ port: 'web' }] }] })],
      'frontend',
    );
    expect(policy!.egress!.allow.map((r) => r.note)).toEqual(['named port "web" → tcp/8080 on pod/default/api', 'named port "web" → tcp/5432 on pod/default/db']);
    expect(policy!.egress!.allow.map((r) => r.noteMsg?.args.ref)).toEqual(['pod/default/api', 'pod/default/db']);
    expect(policy!.egress!.allow.map(show)).toEqual([
      { peers: ['10.244.2.30/32'], protocol: 'tcp', ports: ['8080'] },
      { peers: ['10.244.2.40/32'], protocol: 'tcp', ports: ['5432'] },
    ]);
  });
});

describe('namespaceSelector', () => {
  const from = (namespaceSelector: NonNullable<PolicyInput['spec']['ingress']>[number]['from']) => [netpol('ns', { podSelector: apiSel, ingress: [{ from: namespaceSelector }] })];

  it('on kubernetes.io/metadata.name selects the pods of that namespace', () => {
    expect(compile(from([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'prod' } } }]), 'api').policy!.ingress!.allow.map(show)).toEqual([{ peers: ['10.244.2.50/32'], protocol: 'any', ports: 'any' }]);
  });

  it('with a podSelector: pods of the selected namespaces that match it', () => {
    const sel = [{ namespaceSelector: {}, podSelector: { matchLabels: { app: 'api' } } }];
    expect(compile(from(sel), 'api').policy!.ingress!.allow.map(show)).toEqual([{ peers: ['10.244.2.30/32', '10.244.2.50/32'], protocol: 'any', ports: 'any' }]);
  });

  it('on a label no namespace carries: evaluated as the API defines it (matchLabels none, DoesNotExist all), and said', () => {
    expect(compile(from([{ namespaceSelector: { matchLabels: { team: 'x' } } }]), 'api').policy!.ingress!.allow).toEqual([]);
    const all = compile(from([{ namespaceSelector: { matchExpressions: [{ key: 'team', operator: 'DoesNotExist' }] } }]), 'api');
    expect(all.policy!.ingress!.allow.flatMap((r) => r.peers ?? []).length).toBe(pods.length);
    expect(all.notes).toContainEqual(expect.objectContaining({ severity: 'info', message: expect.stringMatching(/namespaceSelector on label team: no namespace of the scenario carries it/) }));
  });

  it("matches namespaces[]' labels, with kubernetes.io/metadata.name always the name", () => {
    const withNs = (namespaces: { name: string; labels?: Record<string, string> }[], sel: object) => {
      const rs = resolved(
        scenario({
          cluster: { clusterCIDR: '10.244.0.0/16', nodeSubnet: '10.127.130.0/24' },
          nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24')],
          pods,
          namespaces,
          networkPolicies: from([sel as never]),
        }),
      );
      return linuxPolicyForPod(rs, rs.pods.find((x) => x.name === 'api' && x.namespace === 'default')!, 'iptables');
    };
    const peersOf = (c: ReturnType<typeof withNs>) => c.policy!.ingress!.allow.flatMap((r) => r.peers ?? []).map((p) => formatPrefix(p.prefix));
    const prod = withNs([{ name: 'prod', labels: { team: 'platform' } }], { namespaceSelector: { matchLabels: { team: 'platform' } } });
    expect(peersOf(prod)).toEqual(['10.244.2.50/32']);
    expect(prod.notes).toEqual([]);
    expect(peersOf(withNs([{ name: 'prod', labels: { team: 'platform' } }], { namespaceSelector: { matchExpressions: [{ key: 'team', operator: 'NotIn', values: ['platform'] }] } }))).toHaveLength(pods.length - 1);
    const renamed = withNs([{ name: 'prod', labels: { 'kubernetes.io/metadata.name': 'other' } }], { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'prod' } } });
    expect(peersOf(renamed)).toEqual(['10.244.2.50/32']);
  });
});

describe('policyTypes and the cluster setting', () => {
  it('policyTypes left out: Ingress, plus Egress when the policy has egress rules', () => {
    const both = compile([netpol('p', { podSelector: apiSel, egress: [{ to: [{ podSelector: { matchLabels: { app: 'db' } } }] }] })], 'api').policy!;
    expect(both.ingress?.allow).toEqual([]);
    expect(both.egress?.allow.map(show)).toEqual([{ peers: ['10.244.2.40/32'], protocol: 'any', ports: 'any' }]);
    const ingressOnly = compile([netpol('p', { podSelector: apiSel })], 'api').policy!;
    expect(ingressOnly.ingress).toBeDefined();
    expect(ingressOnly.egress).toBeUndefined();
  });

  it('policyTypes [Egress] isolates egress only, even with ingress rules written', () => {
    const p = compile([netpol('p', { podSelector: apiSel, policyTypes: ['Egress'], ingress: [{}] })], 'api').policy!;
    expect(p.ingress).toBeUndefined();
    expect(p.egress?.allow).toEqual([]);
  });

  it('networkPolicy: ignored → no filter on any pod (no policy agent)', () => {
    expect(compile([fromFrontend8080], 'api', 'default', { networkPolicy: 'ignored' }).policy).toBeUndefined();
  });

  it('a node\'s filters cover exactly its isolated pods, by netns', () => {
    const rs = resolved(scenario({ nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24')], pods, networkPolicies: [fromFrontend8080] }));
    expect([...linuxPolicies(rs, rs.nodes[1]!, 'ebpf').policies.keys()]).toEqual(['pod/default/api']);
    expect([...linuxPolicies(rs, rs.nodes[0]!, 'ebpf').policies.keys()]).toEqual([]);
  });
});

describe('named ports declared on the pods (pods[].ports)', () => {
  const declared = [
    pod('frontend', 'lin-1', { ip: '10.244.1.20', labels: { app: 'frontend' } }),
    pod('api-a', 'lin-2', { ip: '10.244.2.30', labels: { app: 'api' }, listen: ['tcp/8080', 'tcp/9090'], ports: [{ name: 'http', containerPort: 8080 }] }),
    pod('api-b', 'lin-2', { ip: '10.244.2.31', labels: { app: 'api' }, listen: ['tcp/8080', 'tcp/9090'], ports: [{ name: 'http', containerPort: 9090 }] }),
    pod('api-c', 'lin-2', { ip: '10.244.2.32', labels: { app: 'api' }, listen: ['tcp/8080'], ports: [{ name: 'metrics', containerPort: 8080 }] }),
  ];
  const policyFor = (policies: PolicyInput[], podName: string) => {
    const rs = resolved(
      scenario({
        cluster: { clusterCIDR: '10.244.0.0/16', nodeSubnet: '10.127.130.0/24' },
        nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24')],
        pods: declared,
        networkPolicies: policies,
      }),
    );
    return linuxPolicyForPod(rs, rs.pods.find((x) => x.name === podName)!, 'iptables');
  };
  const ingress = [netpol('named', { podSelector: apiSel, ingress: [{ ports: [{ port: 'http' }] }] })];

  it('an ingress named port is each selected pod\'s own number for the name, even with several listeners', () => {
    expect(policyFor(ingress, 'api-a').policy!.ingress!.allow.map(show)).toEqual([{ peers: 'any', protocol: 'tcp', ports: ['8080'] }]);
    expect(policyFor(ingress, 'api-b').policy!.ingress!.allow.map(show)).toEqual([{ peers: 'any', protocol: 'tcp', ports: ['9090'] }]);
  });

  it('a selected pod without the name: the port is left out on it (its only listener is not taken)', () => {
    const { policy, notes } = policyFor(ingress, 'api-c');
    expect(policy!.ingress!.allow).toEqual([]);
    expect(notes).toContainEqual(expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/named port "http" cannot be resolved on pod\/default\/api-c/) }));
  });

  it('an egress named port: one entry per destination pod with its own number; pods without the name get none', () => {
    const { policy } = policyFor([netpol('fe-out', { podSelector: { matchLabels: { app: 'frontend' } }, policyTypes: ['Egress'], egress: [{ to: [{ podSelector: apiSel }], ports: [{ port: 'http' }] }] })], 'frontend');
    expect(policy!.egress!.allow.map(show)).toEqual([
      { peers: ['10.244.2.30/32'], protocol: 'tcp', ports: ['8080'] },
      { peers: ['10.244.2.31/32'], protocol: 'tcp', ports: ['9090'] },
    ]);
  });
});
