import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { talk } from './test-helpers';
import type { Scenario } from '../cluster/scenario/schema';
import { simulate } from '../cluster/simulation';
import {
  addExternal,
  addNetworkPolicy,
  addNode,
  addPod,
  addProbe,
  addService,
  nextName,
  removeExternal,
  removeNetworkPolicy,
  removeNode,
  removePod,
  removeProbe,
  removeService,
  rewriteRef,
  saveProbe,
  setCluster,
  setExternal,
  setMetadata,
  setNamespaceLabels,
  namespacesOf,
  setNetworkPolicy,
  setNode,
  setPod,
  setProbe,
  setService,
} from './edits';
import { emptyScenario, validate } from './scenario-store';

/** Every action must leave a scenario the store accepts (or it could never be applied). */
const valid = (s: Scenario): Scenario => {
  const r = validate(s);
  expect(r.issues.filter((i) => i.severity === 'error')).toEqual([]);
  return r.value!;
};

describe('nextName', () => {
  it('takes the first free number', () => {
    expect(nextName('pod', [])).toBe('pod-1');
    expect(nextName('pod', ['pod-1', 'pod-3'])).toBe('pod-2');
  });
});

describe('rewriteRef', () => {
  const web = { kind: 'pod' as const, namespace: 'default', name: 'web-1' };
  it('renames and keeps the port and the short form', () => {
    expect(rewriteRef('pod/web-1:80', web, { ...web, name: 'web-a' })).toBe('pod/web-a:80');
    expect(rewriteRef('pod/default/web-1', web, { ...web, name: 'web-a' })).toBe('pod/default/web-a');
  });
  it('spells the namespace out when the object leaves default', () => {
    expect(rewriteRef('pod/web-1:80', web, { ...web, namespace: 'shop' })).toBe('pod/shop/web-1:80');
  });
  it('leaves other refs alone', () => {
    expect(rewriteRef('pod/web-10:80', web, { ...web, name: 'x' })).toBe('pod/web-10:80');
    expect(rewriteRef('service/web-1:80', web, { ...web, name: 'x' })).toBe('service/web-1:80');
    expect(rewriteRef('10.0.0.1:80', web, { ...web, name: 'x' })).toBe('10.0.0.1:80');
  });
  it('does not split node names on a slash', () => {
    const n = { kind: 'node' as const, namespace: 'default', name: 'n1' };
    expect(rewriteRef('node/n1:10250', n, { ...n, name: 'n2' })).toBe('node/n2:10250');
  });
});

describe('nodes', () => {
  it('adds Windows and Linux nodes with free names and allocated addresses', () => {
    let s = addNode(emptyScenario(), 'windows');
    s = addNode(s, 'windows');
    s = valid(addNode(s, 'linux'));
    expect(s.nodes.map((n) => [n.name, n.os])).toEqual([
      ['win-node-1', 'windows'],
      ['win-node-2', 'windows'],
      ['linux-node-1', 'linux'],
    ]);
    const sim = simulate(s);
    expect(sim.resolved.nodes.map((n) => n.ip)).toHaveLength(3);
  });

  it('a rename moves the pods and the probes that name the node', () => {
    const s = talk();
    const i = s.nodes.findIndex((n) => n.name === 'win-node-1');
    const withProbe = { ...s, probes: [...s.probes, { name: 'kubelet', from: 'pod/client', to: 'node/win-node-1:10250', protocol: 'tcp' as const, size: 64, df: false }] };
    const next = valid(setNode(withProbe, i, { ...s.nodes[i]!, name: 'win-a' }));
    expect(next.pods.filter((p) => p.node === 'win-a').map((p) => p.name)).toEqual(['client', 'web-1']);
    expect(next.probes.at(-1)!.to).toBe('node/win-a:10250');
  });

  it('edits the IP and the pod CIDR', () => {
    const s = talk();
    const next = setNode(s, 1, { ...s.nodes[1]!, ip: '10.127.130.99' });
    expect(valid(next).nodes[1]!.ip).toBe('10.127.130.99');
  });

  it('removing a node removes its pods', () => {
    const next = valid(removeNode(talk(), 1));
    expect(next.nodes.map((n) => n.name)).toEqual(['win-node-1']);
    expect(next.pods.map((p) => p.name)).toEqual(['client', 'web-1']);
  });
});

describe('pods', () => {
  it('adds a pod to the given node, or the first Windows node', () => {
    let s = addNode(addNode(emptyScenario(), 'linux'), 'windows');
    s = valid(addPod(s));
    expect(s.pods[0]).toMatchObject({ name: 'pod-1', node: 'win-node-1', namespace: 'default' });
    s = valid(addPod(s, 'linux-node-1'));
    expect(s.pods[1]).toMatchObject({ name: 'pod-2', node: 'linux-node-1' });
  });

  it('cannot add a pod without a node', () => {
    const s = emptyScenario();
    expect(addPod(s)).toBe(s);
  });

  it('a rename or a namespace change carries the probes along, expectations included', () => {
    const s = talk();
    const i = s.pods.findIndex((p) => p.name === 'web-1');
    const next = valid(setPod(s, i, { ...s.pods[i]!, name: 'web-a', namespace: 'shop' }));
    const p = next.probes.find((x) => x.name === 'pod-to-pod-same-node')!;
    expect(p.to).toBe('pod/shop/web-a:80');
    expect(p.expect?.endpoint).toBe('pod/shop/web-a');
    expect(next.probes.find((x) => x.name === 'pod-to-service')!.expect?.endpoint).toEqual(['pod/shop/web-a', 'pod/default/web-2']);
  });

  it('edits labels and listeners', () => {
    const s = talk();
    const i = s.pods.findIndex((p) => p.name === 'iis');
    const next = valid(setPod(s, i, { ...s.pods[i]!, labels: { app: 'web' }, listen: ['tcp/80'] }));
    expect(simulate(next).resolved.services[0]!.endpoints.map((p) => p.name)).toContain('iis');
  });

  it('removes a pod', () => {
    expect(valid(removePod(talk(), 0)).pods.map((p) => p.name)).toEqual(['web-1', 'web-2', 'iis']);
  });
});

describe('Services', () => {
  it('adds a ClusterIP Service with one port', () => {
    const s = valid(addService(talk()));
    expect(s.services.at(-1)).toMatchObject({ name: 'svc-1', type: 'ClusterIP', ports: [{ port: 80, targetPort: 80, protocol: 'TCP' }] });
  });

  it('a rename rewrites the probes that target it', () => {
    const s = talk();
    const next = valid(setService(s, 0, { ...s.services[0]!, name: 'frontend' }));
    expect(next.probes.find((p) => p.name === 'pod-to-service')!.to).toBe('service/frontend:80');
  });

  it('edits type, ports and policies', () => {
    const s = talk();
    const svc = s.services[0]!;
    const next = valid(
      setService(s, 0, {
        ...svc,
        type: 'NodePort',
        ports: [{ name: 'http', port: 80, targetPort: 80, protocol: 'TCP', nodePort: 30080 }],
        sessionAffinity: 'ClientIP',
        externalTrafficPolicy: 'Local',
      }),
    );
    expect(next.services[0]).toMatchObject({ type: 'NodePort', sessionAffinity: 'ClientIP', externalTrafficPolicy: 'Local' });
    expect(next.services[0]!.ports[0]!.nodePort).toBe(30080);
  });

  it('removes a Service', () => {
    expect(valid(removeService(talk(), 0)).services).toEqual([]);
  });
});

describe('NetworkPolicies', () => {
  it('adds a default-deny ingress policy', () => {
    const s = valid(addNetworkPolicy(talk()));
    expect(s.networkPolicies[0]).toMatchObject({ metadata: { name: 'policy-1', namespace: 'default' }, spec: { podSelector: {}, policyTypes: ['Ingress'] } });
  });

  it('edits and removes it', () => {
    const s = valid(addNetworkPolicy(talk()));
    const p = s.networkPolicies[0]!;
    const next = valid(setNetworkPolicy(s, 0, { ...p, spec: { ...p.spec, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'client' } } }], ports: [{ protocol: 'TCP', port: 80 }] }] } }));
    expect(next.networkPolicies[0]!.spec.ingress).toHaveLength(1);
    expect(valid(removeNetworkPolicy(next, 0)).networkPolicies).toEqual([]);
  });
});

describe('outside hosts', () => {
  it('adds hosts on distinct example addresses, outside the cluster', () => {
    const s = valid(addExternal(addExternal(emptyScenario())));
    expect(s.externals.map((e) => [e.name, e.ip])).toEqual([
      ['external-1', '203.0.113.10'],
      ['external-2', '203.0.113.11'],
    ]);
  });

  it('a rename rewrites the probes', () => {
    const s = talk();
    const next = valid(setExternal(s, 0, { ...s.externals[0]!, name: 'site' }));
    expect(next.probes.find((p) => p.name === 'pod-to-internet')!.to).toBe('external/site:443');
    expect(valid(removeExternal(next, 0)).externals).toEqual([]);
  });
});

describe('probes', () => {
  it('adds a probe to the first Service', () => {
    const s = valid(addProbe(talk()));
    expect(s.probes.at(-1)).toMatchObject({ name: 'probe-1', from: 'pod/client', to: 'service/web:80', protocol: 'tcp' });
  });

  it('without a Service, targets another pod on its first listener', () => {
    const s = removeService(talk(), 0);
    expect(valid(addProbe(s)).probes.at(-1)!.to).toBe('pod/web-1:80');
  });

  it('cannot add a probe without a pod', () => {
    const s = addNode(emptyScenario(), 'windows');
    expect(addProbe(s)).toBe(s);
  });

  it('saves a composed probe under a name that says where it goes; a taken name gets a number', () => {
    const p = { name: 'adhoc', from: 'pod/client', to: 'service/web:80', protocol: 'tcp' as const, size: 64, df: false };
    const a = saveProbe(talk(), p);
    expect(a.name).toBe('client-to-web-80');
    expect(valid(a.scenario).probes.at(-1)).toMatchObject({ ...p, name: 'client-to-web-80' });
    expect(saveProbe(a.scenario, p).name).toBe('client-to-web-80-1');
    expect(saveProbe(talk(), { ...p, to: '93.184.216.34:443', protocol: 'udp' }).name).toBe('client-to-93.184.216.34-443-udp');
  });

  it('edits and removes a probe', () => {
    const s = talk();
    const next = valid(setProbe(s, 0, { ...s.probes[0]!, protocol: 'udp', srcPort: 5353 }));
    expect(next.probes[0]).toMatchObject({ protocol: 'udp', srcPort: 5353 });
    expect(valid(removeProbe(next, 0)).probes).toHaveLength(s.probes.length - 1);
  });
});

describe('cluster settings and metadata', () => {
  it('switches the CNI to overlay and sets VXLAN, MTU and kube-proxy', () => {
    const s = talk();
    const next = valid(setCluster(s, { ...s.cluster, cni: 'win-overlay', vxlan: { vni: 4097, port: 4789 }, mtu: 1450, kubeProxy: { dsr: true, sourceNat: 'none' } }));
    expect(simulate(next).resolved.overlay).toBe(true);
  });

  it('renames the scenario', () => {
    expect(valid(setMetadata(talk(), { name: 'lab', title: 'Lab' })).metadata).toEqual({ name: 'lab', title: 'Lab' });
  });
});

describe('namespace labels', () => {
  it('lists the namespaces the scenario names, default first', () => {
    const s = talk();
    const withPod = valid(setPod(s, 0, { ...s.pods[0]!, namespace: 'shop' }));
    expect(namespacesOf(withPod)).toEqual(['default', 'shop']);
    expect(namespacesOf(valid(setNamespaceLabels(s, 'monitoring', { purpose: 'monitoring' })))).toEqual(['default', 'monitoring']);
  });

  it('sets, replaces and clears a namespace\'s labels; namespaces[] goes when none is left', () => {
    const s = talk();
    expect('namespaces' in s).toBe(false);
    const a = valid(setNamespaceLabels(s, 'shop', { team: 'web' }));
    expect(a.namespaces).toEqual([{ name: 'shop', labels: { team: 'web' } }]);
    const b = valid(setNamespaceLabels(a, 'shop', { team: 'platform', tier: 'a' }));
    expect(b.namespaces).toEqual([{ name: 'shop', labels: { team: 'platform', tier: 'a' } }]);
    const c = valid(setNamespaceLabels(b, 'shop', {}));
    expect('namespaces' in c).toBe(false);
  });
});
