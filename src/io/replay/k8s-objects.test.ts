// Issue 27: the Kubernetes objects real clusters use, read from kubectl's output into a scenario.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { importFiles } from '../import';
import { buildReplay, type Replay } from '.';

const real = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url))) });
const text = (name: string, s: string) => ({ name, bytes: new TextEncoder().encode(s) });
/** A List with the Windows node win-a (10.127.130.21, pods 10.244.1.0/24); the tests add their items. */
const LIST_WITH_WIN_A = `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata: { name: win-a, labels: { kubernetes.io/os: windows } }
  spec: { podCIDR: 10.244.1.0/24 }
  status: { addresses: [{ type: InternalIP, address: 10.127.130.21 }] }`;

function replay(k8s: string): Replay {
  const r = buildReplay(importFiles([text('k8s.yaml', k8s), real('cni-flannel-l2bridge-sdn.conf')]));
  if ('error' in r) throw new Error(r.error);
  return r;
}

const NODES = `${LIST_WITH_WIN_A}
- apiVersion: v1
  kind: Pod
  metadata: { name: api, namespace: shop, labels: { app: api } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x, ports: [{ containerPort: 8080 }] }] }
  status: { podIP: 10.244.1.10 }
`;

const lbService = (spec: string, status: string) => `- apiVersion: v1
  kind: Service
  metadata: { name: api, namespace: shop }
  spec: { type: LoadBalancer, clusterIP: 10.96.0.44, selector: { app: api }, ports: [{ port: 80, targetPort: 8080, nodePort: 31000 }]${spec} }
  status: ${status}
`;

describe("a LoadBalancer's address: status.loadBalancer.ingress[].ip, then spec.loadBalancerIP (issue 27 item 5)", () => {
  it('the ingress IP is taken over the loadBalancerIP asked for, and the report says which was used', () => {
    const r = replay(NODES + lbService(', loadBalancerIP: 192.0.2.10', '{ loadBalancer: { ingress: [{ ip: 203.0.113.7 }, { hostname: lb.example }] } }'));
    const svc = r.scenario.services[0]!;
    expect(svc.loadBalancerIngress).toEqual(['203.0.113.7']);
    expect(r.report.assumed.join('\n')).toMatch(/203\.0\.113\.7 from status\.loadBalancer\.ingress\[\]\.ip.*spec\.loadBalancerIP 192\.0\.2\.10 is not used/);
  });

  it('no status: spec.loadBalancerIP, said to be the fallback', () => {
    const r = replay(NODES + lbService(', loadBalancerIP: 192.0.2.10', '{ loadBalancer: {} }'));
    expect(r.scenario.services[0]!.loadBalancerIP).toBe('192.0.2.10');
    expect(r.scenario.services[0]!.loadBalancerIngress).toBeUndefined();
    expect(r.report.assumed.join('\n')).toMatch(/192\.0\.2\.10 from spec\.loadBalancerIP/);
  });

  it('neither: said missing', () => {
    const r = replay(NODES + lbService('', '{}'));
    expect(r.report.missing.join('\n')).toMatch(/LoadBalancer with no address/);
  });
});

describe('sessionAffinityConfig (issue 27 item 10)', () => {
  it('the timeout is kept in the scenario and the report says HNS gets none', () => {
    const r = replay(NODES + lbService(', sessionAffinity: ClientIP, sessionAffinityConfig: { clientIP: { timeoutSeconds: 600 } }', '{}').replace('type: LoadBalancer', 'type: NodePort'));
    expect(r.scenario.services[0]!.sessionAffinityConfig).toEqual({ clientIP: { timeoutSeconds: 600 } });
    expect(r.report.assumed.join('\n')).toMatch(/session affinity timeout 600 s kept; kube-proxy on Windows gives HNS no timeout/);
  });
});

describe('endpoint conditions (issue 27 item 8)', () => {
  it("a pod's EndpointSlice conditions become ready / terminating, said in the report", () => {
    const slice = `- apiVersion: discovery.k8s.io/v1
  kind: EndpointSlice
  metadata: { name: api-x, namespace: shop, labels: { kubernetes.io/service-name: api } }
  addressType: IPv4
  endpoints:
  - { addresses: [10.244.1.10], conditions: { ready: false, serving: true, terminating: true } }
  - { addresses: [10.244.1.11], conditions: { ready: false } }
  ports: [{ port: 8080 }]
- apiVersion: v1
  kind: Pod
  metadata: { name: api-2, namespace: shop, labels: { app: api } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x, ports: [{ containerPort: 8080 }] }] }
  status: { podIP: 10.244.1.11 }
`;
    const r = replay(NODES + slice);
    const [a, b] = r.scenario.pods;
    expect([a!.name, a!.ready, a!.terminating]).toEqual(['api', undefined, true]);
    expect([b!.name, b!.ready, b!.terminating]).toEqual(['api-2', false, undefined]);
    expect(r.report.assumed.join('\n')).toMatch(/pod shop\/api: terminating, as its endpoint's conditions say/);
    expect(r.report.assumed.join('\n')).toMatch(/pod shop\/api-2: not serving/);
  });
});

describe('namespaces with labels (issue 27 item 6)', () => {
  const objects = `- apiVersion: v1
  kind: Namespace
  metadata: { name: shop, labels: { kubernetes.io/metadata.name: shop, team: platform } }
- apiVersion: v1
  kind: Namespace
  metadata: { name: kube-system, labels: { kubernetes.io/metadata.name: kube-system } }
- apiVersion: v1
  kind: Pod
  metadata: { name: web, namespace: default, labels: { app: web } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x, ports: [{ containerPort: 80 }] }] }
  status: { podIP: 10.244.1.20 }
- apiVersion: networking.k8s.io/v1
  kind: NetworkPolicy
  metadata: { name: from-platform, namespace: default }
  spec:
    podSelector: { matchLabels: { app: web } }
    ingress: [{ from: [{ namespaceSelector: { matchLabels: { team: platform } } }] }]
`;

  it('a Namespace with labels of its own becomes a namespaces[] entry (the name label goes without saying)', () => {
    const r = replay(NODES + objects);
    expect(r.scenario.namespaces).toEqual([{ name: 'shop', labels: { team: 'platform' } }]);
  });

  it("the namespace's label decides the verdict: shop's pod is let in while shop is labelled team=platform", () => {
    const verdict = (yaml: string) => {
      const res = runProbe(simulate(replay(yaml).scenario), { name: 'p', from: 'pod/shop/api', to: 'pod/web:80', protocol: 'tcp', srcPort: 50000, size: 64, df: false });
      if (!res.ok) throw new Error(res.message);
      return res.value.trace.request.verdict;
    };
    expect(verdict(NODES + objects).outcome).toBe('delivered');
    expect(verdict(NODES + objects.replace('team: platform }', 'team: web }'))).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY' });
  });

  it('no Namespace object: the scenario has no namespaces[] (as before)', () => {
    expect('namespaces' in replay(NODES).scenario).toBe(false);
  });
});

describe("containers' named ports and hostPorts (issue 27 items 7 and 9)", () => {
  const PODS = `${LIST_WITH_WIN_A}
- apiVersion: v1
  kind: Pod
  metadata: { name: api-1, namespace: shop, labels: { app: api } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x, ports: [{ name: http, containerPort: 8080, hostPort: 8088 }, { containerPort: 9090 }] }] }
  status: { podIP: 10.244.1.10 }
- apiVersion: v1
  kind: Pod
  metadata: { name: api-2, namespace: shop, labels: { app: api } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x, ports: [{ name: metrics, containerPort: 9100 }, { containerPort: 8080 }] }] }
  status: { podIP: 10.244.1.11 }
- apiVersion: v1
  kind: Service
  metadata: { name: api, namespace: shop }
  spec: { clusterIP: 10.96.0.44, selector: { app: api }, ports: [{ port: 80, targetPort: http }] }
`;

  it('containers[].ports become pods[].ports (name, containerPort, protocol, hostPort); a targetPort string stays a name', () => {
    const r = replay(PODS);
    expect(r.scenario.pods.find((p) => p.name === 'api-1')!.ports).toEqual([
      { name: 'http', containerPort: 8080, protocol: 'TCP', hostPort: 8088 },
      { containerPort: 9090, protocol: 'TCP' },
    ]);
    expect(r.scenario.services[0]!.ports[0]!.targetPort).toBe('http');
  });

  it('the named targetPort resolves per pod: the pod without the name is no backend; the hostPort is reachable at the node', () => {
    const sim = simulate(replay(PODS).scenario);
    const lb = sim.windows.get('win-a')!.hns.loadBalancers.find((l) => l.frontendVips.includes('10.96.0.44'))!;
    expect(lb.portMappings[0]!.internalPort).toBe(8080);
    expect(lb.endpoints).toHaveLength(1);
    const res = runProbe(sim, { name: 'p', from: 'pod/shop/api-2', to: 'node/win-a:8088', protocol: 'tcp', srcPort: 50000, size: 64, df: false });
    if (!res.ok) throw new Error(res.message);
    expect(res.value.trace.request.delivered?.endpoint).toBe('pod/shop/api-1');
  });
});
