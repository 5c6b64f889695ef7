// The Scenario schema (design.md §4): every field has the default the real system has, unknown
// fields are errors naming their path, bad values are errors at their field.
import { describe, expect, it } from 'vitest';
import { errors, netpol, parse, pod, probe, scenario, service, validate, winNode } from '../testing/scenario';

const pathsOf = (input: unknown) => validate(input).map((i) => i.path.join('.'));

describe('defaults', () => {
  const s = parse(scenario({ nodes: [winNode('w')], pods: [pod('p', 'w')], services: [service('s', 'p', { ports: [{ port: 80 }] })], probes: [probe('pr', 'pod/p', 'service/s:80')] }));

  it('cluster: win-bridge, 10.244.0.0/16, 10.96.0.0/12, 10.127.130.0/24, no DSR, source NAT to the node IP (kubernetes#83072), policies enforced, closed ports drop', () => {
    expect(s.cluster).toMatchObject({
      cni: 'win-bridge',
      clusterCIDR: '10.244.0.0/16',
      serviceCIDR: '10.96.0.0/12',
      nodeSubnet: '10.127.130.0/24',
      kubeProxy: { dsr: false, sourceNat: 'node-ip' },
      loopbackDSR: false,
      networkPolicy: 'enforced',
      closedPort: 'drop',
      mtu: 1500,
      underlay: { kind: 'l2', mtu: 1500 },
    });
    expect(s.cluster.outboundNAT.exceptions).toBeUndefined();
  });

  it('VXLAN: VNI 4096 and UDP port 4789, flannel\'s defaults (hns-cni-kubeproxy §4.5)', () => {
    expect(s.cluster.vxlan).toEqual({ vni: 4096, port: 4789 });
  });

  it('kube-proxy --enable-dsr defaults to false (§3.1)', () => {
    expect(parse(scenario({ cluster: { kubeProxy: {} } })).cluster.kubeProxy).toEqual({ dsr: false, sourceNat: 'node-ip' });
  });

  it('a node is Windows unless told otherwise; a pod is in namespace default with no labels and no listeners', () => {
    expect(s.nodes[0]!.os).toBe('windows');
    expect(s.pods[0]).toMatchObject({ namespace: 'default', labels: {}, listen: [] });
  });

  it('a Service is ClusterIP, TCP, sessionAffinity None, both traffic policies Cluster, no external IPs (Kubernetes defaults)', () => {
    expect(s.services[0]).toMatchObject({ type: 'ClusterIP', namespace: 'default', sessionAffinity: 'None', externalTrafficPolicy: 'Cluster', internalTrafficPolicy: 'Cluster', externalIPs: [] });
    expect(s.services[0]!.ports[0]!.protocol).toBe('TCP');
  });

  it('a probe is TCP, 64 bytes, DF off', () => {
    expect(s.probes[0]).toMatchObject({ protocol: 'tcp', size: 64, df: false });
  });

  it('a NetworkPolicy gets its apiVersion, kind and namespace defaults, and an empty podSelector (all pods)', () => {
    const p = parse(scenario({ networkPolicies: [{ metadata: { name: 'x' }, spec: {} }] })).networkPolicies[0]!;
    expect(p).toMatchObject({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'x', namespace: 'default' }, spec: { podSelector: {} } });
  });

  it('an empty scenario needs only apiVersion, kind and metadata.name', () => {
    expect(parse({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'x' } }).nodes).toEqual([]);
  });
});

describe('unknown fields are errors naming their path', () => {
  it.each([
    ['top level', { ...scenario(), extra: 1 }, 'extra'],
    ['metadata', { ...scenario(), metadata: { name: 'x', labels: {} } }, 'metadata.labels'],
    ['cluster', scenario({ cluster: { cni: 'win-bridge', dsr: true } as never }), 'cluster.dsr'],
    ['cluster.kubeProxy', scenario({ cluster: { kubeProxy: { mode: 'ipvs' } as never } }), 'cluster.kubeProxy.mode'],
    ['a node', scenario({ nodes: [{ name: 'w', role: 'worker' } as never] }), 'nodes.0.role'],
    ['a pod', scenario({ pods: [{ name: 'p', node: 'w', image: 'iis' } as never] }), 'pods.0.image'],
    ['a Service port', scenario({ services: [{ name: 's', ports: [{ port: 80, appProtocol: 'http' }] } as never] }), 'services.0.ports.0.appProtocol'],
    ['a NetworkPolicy spec', scenario({ networkPolicies: [{ metadata: { name: 'x' }, spec: { podSelector: {}, foo: 1 } } as never] }), 'networkPolicies.0.spec.foo'],
    ['a probe', scenario({ probes: [{ name: 'p', from: 'node/a', to: '10.0.0.1:80', timeout: 5 } as never] }), 'probes.0.timeout'],
    ['a probe expect', scenario({ probes: [{ name: 'p', from: 'node/a', to: '10.0.0.1:80', expect: { latency: 1 } } as never] }), 'probes.0.expect.latency'],
  ])('in %s', (_where, input, path) => {
    expect(pathsOf(input)).toContain(path);
  });

  it('NetworkPolicy metadata as kubectl prints it (uid, resourceVersion, ...) is accepted', () => {
    expect(errors(validate(scenario({ networkPolicies: [{ metadata: { name: 'x', uid: 'u', resourceVersion: '1' } as never, spec: {} }] })))).toEqual([]);
  });
});

describe('bad values are errors at their field', () => {
  it.each([
    ['apiVersion', { ...scenario(), apiVersion: 'vfp-lab/v2' }, 'apiVersion'],
    ['kind', { ...scenario(), kind: 'Pod' }, 'kind'],
    ['a cluster CIDR without a prefix length', scenario({ cluster: { clusterCIDR: '10.244.0.0' } }), 'cluster.clusterCIDR'],
    ['a prefix length over 32', scenario({ cluster: { serviceCIDR: '10.96.0.0/33' } }), 'cluster.serviceCIDR'],
    ['an octet over 255', scenario({ cluster: { nodeSubnet: '10.300.0.0/24' } }), 'cluster.nodeSubnet'],
    ['an IPv6 CIDR', scenario({ cluster: { clusterCIDR: 'fd00::/64' } }), 'cluster.clusterCIDR'],
    ['a node IP', scenario({ nodes: [{ name: 'w', ip: '10.0.0' }] }), 'nodes.0.ip'],
    ['a node pod CIDR', scenario({ nodes: [{ name: 'w', podCIDR: 'banana' }] }), 'nodes.0.podCIDR'],
    ['an outbound NAT exception', scenario({ cluster: { outboundNAT: { exceptions: ['10.0.0.0/8', 'nope'] } } }), 'cluster.outboundNAT.exceptions.1'],
    ['a VNI under 4096 (flannel refuses it, §4.5)', scenario({ cluster: { vxlan: { vni: 4095 } } }), 'cluster.vxlan.vni'],
    ['an unknown CNI', scenario({ cluster: { cni: 'calico' as never } }), 'cluster.cni'],
    ['a name that is not a Kubernetes name', scenario({ nodes: [{ name: 'Win_Node' }] }), 'nodes.0.name'],
    ['a listen entry', scenario({ pods: [{ name: 'p', node: 'w', listen: ['http/80'] }] }), 'pods.0.listen.0'],
    ['a listen port 0', scenario({ pods: [{ name: 'p', node: 'w', listen: ['tcp/0'] }] }), 'pods.0.listen.0'],
    ['a Service without ports', scenario({ services: [{ name: 's', ports: [] }] }), 'services.0.ports'],
    ['a Service port over 65535', scenario({ services: [{ name: 's', ports: [{ port: 70000 }] }] }), 'services.0.ports.0.port'],
    ['a probe ref', scenario({ probes: [{ name: 'p', from: 'deployment/web', to: '10.0.0.1:80' }] }), 'probes.0.from'],
    ['a probe size under an IP + TCP header', scenario({ probes: [{ name: 'p', from: 'node/a', to: '10.0.0.1:80', size: 20 }] }), 'probes.0.size'],
    ['an expected outcome', scenario({ probes: [{ name: 'p', from: 'node/a', to: '10.0.0.1:80', expect: { outcome: 'timeout' as never } }] }), 'probes.0.expect.outcome'],
    ['an ipBlock CIDR', scenario({ networkPolicies: [netpol('x', { podSelector: {}, ingress: [{ from: [{ ipBlock: { cidr: '1.2.3.4' } }] }] })] }), 'networkPolicies.0.spec.ingress.0.from.0.ipBlock.cidr'],
  ])('%s', (_what, input, path) => {
    expect(pathsOf(input)).toContain(path);
  });

  it('a missing required field names its path', () => {
    expect(pathsOf({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: {} })).toContain('metadata.name');
    expect(pathsOf(scenario({ pods: [{ name: 'p' } as never] }))).toContain('pods.0.node');
  });
});
