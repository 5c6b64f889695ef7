// pods[].ports: optional, names as the API takes them, one name per pod, one hostPort per node and
// protocol, and a warning for a Service's targetPort name that no pod it selects has.
import { describe, expect, it } from 'vitest';
import { bridgeCluster, parse, pod, service, validate } from '../testing/scenario';
import { scenarioIssues } from './scenario-issues';
import { podPortsIssues } from './pod-ports-issues';

type Port = { name?: string; containerPort: number; protocol?: 'TCP' | 'UDP' | 'SCTP'; hostPort?: number };
const ports = (list: Port[], more: object = {}) => pod('web', 'win-1', { labels: { app: 'web' }, listen: ['tcp/8080'], ports: list, ...more });

describe('pods[].ports in the scenario format', () => {
  it('is optional: a pod without it parses without the key; protocol defaults to TCP', () => {
    expect('ports' in parse(bridgeCluster({ pods: [pod('a', 'win-1')] })).pods[0]!).toBe(false);
    expect(parse(bridgeCluster({ pods: [ports([{ name: 'http', containerPort: 8080, hostPort: 8081 }])] })).pods[0]!.ports).toEqual([{ name: 'http', containerPort: 8080, protocol: 'TCP', hostPort: 8081 }]);
  });

  it('refuses names the API refuses (IANA service names), ports out of range and unknown fields', () => {
    for (const name of ['HTTP', 'http-', '-http', 'a--b', '8080', 'a-very-long-port-name', 'web_1'])
      expect(validate(bridgeCluster({ pods: [ports([{ name, containerPort: 8080 }])] })), name).toContainEqual(expect.objectContaining({ path: ['pods', 0, 'ports', 0, 'name'], severity: 'error' }));
    for (const name of ['http', 'h2c', 'web-1', 'metrics-port-15']) expect(validate(bridgeCluster({ pods: [ports([{ name, containerPort: 8080 }])] })).filter((i) => i.severity === 'error'), name).toEqual([]);
    expect(validate(bridgeCluster({ pods: [ports([{ containerPort: 8080, hostPort: 70000 }])] }))).toContainEqual(expect.objectContaining({ path: ['pods', 0, 'ports', 0, 'hostPort'], severity: 'error' }));
    expect(validate(bridgeCluster({ pods: [ports([{ containerPort: 0 }])] }))).toContainEqual(expect.objectContaining({ path: ['pods', 0, 'ports', 0, 'containerPort'], severity: 'error' }));
    expect(validate(bridgeCluster({ pods: [ports([{ containerPort: 80, hostIP: '0.0.0.0' } as Port])] }))).toContainEqual(expect.objectContaining({ path: ['pods', 0, 'ports', 0, 'hostIP'], severity: 'error' }));
  });
});

describe('podPortsIssues', () => {
  it('two ports of one name in a pod: error; one number twice: warning', () => {
    const s = parse(bridgeCluster({ pods: [ports([{ name: 'http', containerPort: 8080 }, { name: 'http', containerPort: 8081 }, { containerPort: 8080 }])] }));
    expect(podPortsIssues(s).map((i) => [i.path.join('.'), i.severity])).toEqual([
      ['pods.0.ports.1.name', 'error'],
      ['pods.0.ports.2.containerPort', 'warning'],
    ]);
  });

  it('one hostPort per node and protocol (the scheduler places no second pod there); another node or protocol is fine', () => {
    const s = parse(
      bridgeCluster({
        pods: [
          pod('a', 'win-1', { ports: [{ containerPort: 80, hostPort: 8080 }] }),
          pod('b', 'win-1', { ports: [{ containerPort: 80, hostPort: 8080 }] }),
          pod('c', 'win-1', { ports: [{ containerPort: 80, hostPort: 8080, protocol: 'UDP' }] }),
          pod('d', 'win-2', { ports: [{ containerPort: 80, hostPort: 8080 }] }),
        ],
      }),
    );
    expect(podPortsIssues(s)).toEqual([expect.objectContaining({ path: ['pods', 1, 'ports', 0, 'hostPort'], severity: 'error', message: expect.stringMatching(/the hostPort 8080\/TCP is already taken on win-1 by default\/a/) })]);
  });

  it('a hostPort on win-overlay is said to be unreachable (the plugin programs no port mapping)', () => {
    const s = parse(bridgeCluster({ cluster: { cni: 'win-overlay' }, pods: [pod('a', 'win-1', { ports: [{ containerPort: 80, hostPort: 8080 }] })] }));
    expect(podPortsIssues(s)).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/the win-overlay plugin does not program port mappings/) })]);
  });

  it('a targetPort name no selected pod has: a warning on the Service port; some pods without it: a warning naming them', () => {
    const svc = service('web', 'web', { ports: [{ port: 80, targetPort: 'http' }] });
    const none = parse(bridgeCluster({ pods: [ports([{ name: 'metrics', containerPort: 9090 }])], services: [svc] }));
    expect(podPortsIssues(none)).toEqual([expect.objectContaining({ path: ['services', 0, 'ports', 0, 'targetPort'], severity: 'warning', message: expect.stringMatching(/no pod this Service selects has a container port named "http"/) })]);
    const some = parse(bridgeCluster({ pods: [ports([{ name: 'http', containerPort: 8080 }]), pod('web-2', 'win-2', { labels: { app: 'web' }, ports: [{ name: 'metrics', containerPort: 9090 }] })], services: [svc] }));
    expect(podPortsIssues(some)).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/^selected pods without a container port named "http" \(TCP\), so no endpoints of this port: default\/web-2$/) })]);
    expect(podPortsIssues(parse(bridgeCluster({ pods: [ports([{ name: 'http', containerPort: 8080 }])], services: [svc] })))).toEqual([]);
  });

  it('reaches scenarioIssues (what the app and the CLI check)', () => {
    expect(scenarioIssues(parse(bridgeCluster({ pods: [ports([{ name: 'http', containerPort: 1 }, { name: 'http', containerPort: 2 }])] })))).toContainEqual(expect.objectContaining({ path: ['pods', 0, 'ports', 1, 'name'], severity: 'error' }));
  });
});
