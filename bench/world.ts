// The benchmark world of issue 3: N Windows nodes (win-bridge), 20 pods each, S Services with 10
// backends each spread over all nodes, and NetworkPolicies on a slice of the pods, so every host
// carries the load-balancer, NAT and ACL rules that a cluster of that size implies.
import { scenarioSchema, type Scenario, type ScenarioInput } from '../src/cluster/scenario/schema';

export function benchScenario(nodes: number, services: number, podsPerNode = 20, backends = 10): Scenario {
  const pods = nodes * podsPerNode;
  const labels: Record<string, string>[] = Array.from({ length: pods }, (_, i) => ({ app: `app-${i % 50}`, ...(i % 10 === 1 ? { tier: 'front' } : {}) }));
  const backendsOf = (k: number) => Array.from({ length: backends }, (_, m) => (k * 7 + m * 101) % pods);
  for (let k = 0; k < services; k++) for (const p of backendsOf(k)) labels[p]![`svc-${k}`] = 'x';
  const input: ScenarioInput = {
    apiVersion: 'vfp-lab/v1',
    kind: 'Scenario',
    metadata: { name: `bench-${nodes}x${services}` },
    cluster: { cni: 'win-bridge', clusterCIDR: '10.128.0.0/10', serviceCIDR: '10.96.0.0/12', nodeSubnet: '10.127.0.0/16' },
    nodes: Array.from({ length: nodes }, (_, n) => ({ name: `win-${n}`, os: 'windows' as const })),
    pods: Array.from({ length: pods }, (_, i) => ({ name: `pod-${i}`, node: `win-${Math.floor(i / podsPerNode)}`, labels: labels[i], listen: ['tcp/80'] })),
    services: Array.from({ length: services }, (_, k) => ({ name: `svc-${k}`, selector: { [`svc-${k}`]: 'x' }, ports: [{ name: 'http', port: 80 }] })),
    networkPolicies: Array.from({ length: 10 }, (_, j) => ({
      metadata: { name: `allow-app-${j}` },
      spec: {
        podSelector: { matchLabels: { app: `app-${j}` } },
        policyTypes: ['Ingress' as const],
        // The nodes' subnet too: a non-DSR Service's request reaches the backend from the node IP (sourceNat: node-ip).
        ingress: [{ from: [{ podSelector: { matchLabels: { tier: 'front' } } }, { ipBlock: { cidr: '10.127.0.0/16' } }], ports: [{ protocol: 'TCP' as const, port: 80 }] }],
      },
    })),
    probes: [{ name: 'to-service', from: 'pod/pod-1', to: `service/svc-${Math.floor(services / 2)}:80`, srcPort: 50000 }],
  };
  return scenarioSchema.parse(input);
}
