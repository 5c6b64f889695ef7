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

describe('a dual-stack cluster from kubectl (issue 31)', () => {
  const DUAL = `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata: { name: win-a, labels: { kubernetes.io/os: windows } }
  spec: { podCIDR: 10.244.1.0/24, podCIDRs: [10.244.1.0/24, 'fd00:10:244:1::/64'] }
  status: { addresses: [{ type: InternalIP, address: 10.127.130.21 }, { type: InternalIP, address: 'fd00:10:127:130::15' }] }
- apiVersion: v1
  kind: Pod
  metadata: { name: api, namespace: shop, labels: { app: api } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x, ports: [{ containerPort: 8080 }] }] }
  status: { podIP: 10.244.1.10, podIPs: [{ ip: 10.244.1.10 }, { ip: 'fd00:10:244:1::a' }] }
- apiVersion: v1
  kind: Pod
  metadata: { name: web, namespace: shop, labels: { app: web } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x }] }
  status: { podIP: 10.244.1.11, podIPs: [{ ip: 10.244.1.11 }, { ip: 'fd00:10:244:1::b' }] }
- apiVersion: v1
  kind: Pod
  metadata: { name: bad, namespace: shop, labels: { app: bad } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x }] }
  status: { podIP: 10.244.1.12, podIPs: [{ ip: 10.244.1.12 }, { ip: 'fd00:10:244:1::c' }] }
- apiVersion: v1
  kind: Service
  metadata: { name: api, namespace: shop }
  spec: { clusterIP: 'fd00:10:96::2c', clusterIPs: ['fd00:10:96::2c', 10.96.0.44], ipFamilies: [IPv6, IPv4], ipFamilyPolicy: RequireDualStack, selector: { app: api }, ports: [{ port: 80, targetPort: 8080 }] }
- apiVersion: networking.k8s.io/v1
  kind: NetworkPolicy
  metadata: { name: api-in, namespace: shop }
  spec:
    podSelector: { matchLabels: { app: api } }
    policyTypes: [Ingress]
    ingress: [{ from: [{ ipBlock: { cidr: 'fd00:10:244::/56', except: ['fd00:10:244:1::c/128'] } }, { ipBlock: { cidr: 10.244.0.0/16 } }] }]
`;
  const r = replay(DUAL);

  it("reads each object's two addresses and the Service's families into a dual-stack scenario", () => {
    expect(r.scenario.cluster.clusterCIDR).toBe('10.244.0.0/16,fd00:10:244::/56');
    expect(r.scenario.cluster.serviceCIDR).toMatch(/^10\.96\.0\.0\/12,fd00:10:96::\/1\d\d$/);
    expect(r.scenario.nodes[0]).toMatchObject({ ip: '10.127.130.21', ips: ['10.127.130.21', 'fd00:10:127:130::15'], podCIDRs: ['10.244.1.0/24', 'fd00:10:244:1::/64'] });
    expect(r.scenario.pods.find((p) => p.name === 'api')!.ips).toEqual(['10.244.1.10', 'fd00:10:244:1::a']);
    expect(r.scenario.services[0]).toMatchObject({ clusterIP: 'fd00:10:96::2c', clusterIPs: ['fd00:10:96::2c', '10.96.0.44'], ipFamilies: ['IPv6', 'IPv4'], ipFamilyPolicy: 'RequireDualStack' });
  });

  it('walks IPv6 through the Service to the pod, and drops the pod the IPv6 ipBlock excepts, over IPv6 only', () => {
    const sim = simulate(r.scenario);
    const send = (from: string, to: string, ipFamily: 'IPv4' | 'IPv6') => {
      const got = runProbe(sim, { name: 'p', from, to, protocol: 'tcp', size: 64, df: false, ipFamily });
      if (!got.ok) throw new Error(got.message);
      return got.value;
    };
    const ok = send('pod/shop/web', 'service/shop/api:80', 'IPv6');
    expect(ok.run.packet.dst).toBe('fd00:10:96::2c');
    expect(ok.trace.request.verdict).toMatchObject({ outcome: 'delivered', at: { compartment: 'pod/shop/api' } });
    // Pod to pod: through the Service on the same node the source is the node's address (the host's ACL rule lets it in).
    expect(send('pod/shop/bad', 'pod/shop/api:8080', 'IPv6').trace.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { layer: 'ACL_ENDPOINT_LAYER' } });
    expect(send('pod/shop/bad', 'pod/shop/api:8080', 'IPv4').trace.request.verdict.outcome).toBe('delivered');
  });
});
