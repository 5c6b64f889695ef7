// The Builder's container ports: a new one takes the pod's first TCP listener not listed yet, and a
// pod with none left has no ports field (a file stays as it was).
import { describe, expect, it } from 'vitest';
import type { PodSpec } from '../../../cluster/scenario/schema';
import { nextContainerPort, withPorts } from './pod-ports';

const pod = (listen: string[], ports?: PodSpec['ports']): PodSpec => ({ name: 'web', namespace: 'default', node: 'n', labels: {}, listen, ...(ports ? { ports } : {}) });

describe('container ports in the pod form', () => {
  it('a new port takes the first TCP listener not listed, then 8080 and up', () => {
    expect(nextContainerPort(pod(['udp/53', 'tcp/80', 'tcp/443'], [{ containerPort: 80, protocol: 'TCP' }]))).toBe(443);
    expect(nextContainerPort(pod([], [{ containerPort: 8080, protocol: 'TCP' }]))).toBe(8081);
  });

  it('removing the last port leaves the field out', () => {
    expect('ports' in withPorts(pod(['tcp/80'], [{ containerPort: 80, protocol: 'TCP' }]), [])).toBe(false);
    expect(withPorts(pod([]), [{ name: 'http', containerPort: 80, protocol: 'TCP', hostPort: 8080 }]).ports).toEqual([{ name: 'http', containerPort: 80, protocol: 'TCP', hostPort: 8080 }]);
  });
});
