// resolveScenario(): address allocation as the real systems do it (IPAM defaults), and the
// Kubernetes checks, each problem reported with the path of its field — never thrown.
import { describe, expect, it } from 'vitest';
import { formatIp, formatIpv4, formatPrefix } from '../../core/net/ip';
import { bridgeCluster, errors, external, linuxNode, overlayCluster, parse, pod, probe, scenario, service, validate, warnings, winNode } from '../testing/scenario';
import { resolveScenario } from './resolve';

const resolve = (input: Parameters<typeof parse>[0]) => resolveScenario(parse(input));
const ips = (xs: { ip: number }[]) => xs.map((x) => formatIpv4(x.ip));
/** The error at exactly this path, if any. */
const errorAt = (input: Parameters<typeof validate>[0], path: (string | number)[]) => errors(validate(input)).find((i) => JSON.stringify(i.path) === JSON.stringify(path));
const warningAt = (input: Parameters<typeof validate>[0], path: (string | number)[]) => warnings(validate(input)).find((i) => JSON.stringify(i.path) === JSON.stringify(path));

describe('IPAM defaults', () => {
  it('nodes without an ip get addresses of the node subnet in order, skipping the gateway .1 and explicit node IPs', () => {
    const rs = resolve(scenario({ nodes: [winNode('a'), winNode('b', '10.127.130.11'), winNode('c')] }));
    expect(ips(rs.nodes)).toEqual(['10.127.130.10', '10.127.130.11', '10.127.130.12']);
  });

  it('node pod CIDRs are /24 blocks carved in order from the cluster CIDR (kube-controller-manager), skipping explicit ones', () => {
    const rs = resolve(scenario({ nodes: [winNode('a'), winNode('b', undefined, '10.244.1.0/24'), winNode('c')] }));
    expect(rs.nodes.map((n) => formatPrefix(n.podCidr))).toEqual(['10.244.0.0/24', '10.244.1.0/24', '10.244.2.0/24']);
  });

  it('a cluster CIDR smaller than /24 is one node\'s pod CIDR as a whole', () => {
    const rs = resolve(scenario({ cluster: { clusterCIDR: '10.244.0.0/26', serviceCIDR: '10.96.0.0/24' }, nodes: [winNode('a')] }));
    expect(formatPrefix(rs.nodes[0]!.podCidr)).toBe('10.244.0.0/26');
  });

  it('pod IPs come from the node\'s pod CIDR from .3 on (.1 gateway, .2 cbr0 / source VIP reserved), skipping explicit ones (host-local IPAM)', () => {
    const rs = resolve(scenario({ nodes: [winNode('a', undefined, '10.244.1.0/24')], pods: [pod('p1', 'a'), pod('p2', 'a', { ip: '10.244.1.4' }), pod('p3', 'a')] }));
    expect(ips(rs.pods)).toEqual(['10.244.1.3', '10.244.1.4', '10.244.1.5']);
  });

  it('each node allocates from its own pod CIDR', () => {
    const rs = resolve(bridgeCluster({ pods: [pod('a', 'win-1'), pod('b', 'win-2'), pod('c', 'win-1')] }));
    expect(ips(rs.pods)).toEqual(['10.244.1.3', '10.244.2.3', '10.244.1.4']);
  });

  it('ClusterIPs come from the service CIDR, skipping explicit ones; every allocation is deterministic', () => {
    const input = scenario({ nodes: [winNode('a')], services: [service('s1', 'x'), service('s2', 'x', { clusterIP: '10.96.0.100' }), service('s3', 'x')] });
    const rs = resolve(input);
    const vips = rs.services.map((s) => formatIp(s.clusterIP));
    expect(new Set(vips).size).toBe(3);
    expect(vips[1]).toBe('10.96.0.100');
    expect(vips.every((v) => v.startsWith('10.96.'))).toBe(true);
    expect(resolve(input).services.map((s) => formatIp(s.clusterIP))).toEqual(vips);
  });

  it('NodePorts are allocated in the NodePort range 30000-32767, skipping explicit ones, for NodePort and LoadBalancer Services only', () => {
    const rs = resolve(
      scenario({
        nodes: [winNode('a')],
        services: [service('np', 'x', { type: 'NodePort', ports: [{ port: 80 }] }), service('lb', 'x', { type: 'LoadBalancer', ports: [{ port: 80, nodePort: 31000 }] }), service('np2', 'x', { type: 'NodePort' }), service('cip', 'x')],
      }),
    );
    const nps = rs.services.map((s) => s.ports[0]!.nodePort);
    expect(nps[1]).toBe(31000);
    expect(nps[3]).toBeUndefined();
    for (const n of nps.slice(0, 3)) {
      expect(n).toBeGreaterThanOrEqual(30000);
      expect(n).toBeLessThanOrEqual(32767);
    }
    expect(new Set(nps.slice(0, 3)).size).toBe(3);
  });

  it('OutBoundNAT exceptions default to [clusterCIDR, serviceCIDR, nodeSubnet] (hns-cni-kubeproxy §6)', () => {
    expect(resolve(scenario()).exceptions.map(formatPrefix)).toEqual(['10.244.0.0/16', '10.96.0.0/12', '10.127.130.0/24']);
  });

  it('overlay: the source VIP defaults to an address reserved from the node\'s pod CIDR (.2) (§3.4)', () => {
    const rs = resolve(overlayCluster());
    expect(rs.nodes.map((n) => formatIpv4(n.sourceVip))).toEqual(['10.244.1.2', '10.244.2.2']);
    expect(rs.overlay).toBe(true);
  });

  it('an explicit source VIP is reserved: no pod gets that address (the start scripts reserve it through host-local IPAM, §3.4)', () => {
    const rs = resolve(overlayCluster({ nodes: [winNode('win-1', '10.127.130.11', '10.244.1.0/24', { sourceVip: '10.244.1.3' })], pods: [pod('a', 'win-1'), pod('b', 'win-1')] }));
    expect(ips(rs.pods)).not.toContain('10.244.1.3');
  });

  it('a pod with an explicit IP equal to an explicit source VIP is an error at its ip', () => {
    const input = overlayCluster({ nodes: [winNode('win-1', '10.127.130.11', '10.244.1.0/24', { sourceVip: '10.244.1.3' })], pods: [pod('a', 'win-1', { ip: '10.244.1.3' })] });
    expect(errorAt(input, ['pods', 0, 'ip'])).toBeDefined();
  });

  it('externals on the node subnet are on the underlay; others are on the internet', () => {
    const rs = resolve(scenario({ externals: [external('nas', '10.127.130.50'), external('site', '93.184.216.34')] }));
    expect(rs.externals.map((e) => e.location)).toEqual(['underlay', 'internet']);
  });

  it('the CNIs win-overlay, sdnoverlay and flannel-vxlan are overlays; the others are not', () => {
    const kinds = (['win-bridge', 'win-overlay', 'sdnbridge', 'sdnoverlay', 'flannel-host-gw', 'flannel-vxlan'] as const).map((cni) => resolve(scenario({ cluster: { cni } })).overlay);
    expect(kinds).toEqual([false, true, false, true, false, true]);
  });
});

describe('validation errors with field paths', () => {
  it('duplicate names: nodes, pods (per namespace), Services (per namespace), externals and probes', () => {
    const input = scenario({
      nodes: [winNode('a'), winNode('a')],
      pods: [pod('p', 'a'), pod('p', 'a'), pod('p', 'a', { namespace: 'other' })],
      services: [service('s', 'x'), service('s', 'x'), service('s', 'x', { namespace: 'other' })],
      externals: [external('e', '93.184.216.34'), external('e', '93.184.216.35')],
      probes: [probe('pr', 'node/a', '10.0.0.1:80'), probe('pr', 'node/a', '10.0.0.1:80')],
    });
    const paths = errors(validate(input)).map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['nodes.1.name', 'pods.1.name', 'services.1.name', 'externals.1.name', 'probes.1.name']));
    expect(paths).not.toContain('pods.2.name');
    expect(paths).not.toContain('services.2.name');
  });

  it('a pod IP outside the node\'s pod CIDR is an error at pods[i].ip', () => {
    expect(errorAt(bridgeCluster({ pods: [pod('p', 'win-1', { ip: '10.244.2.10' })] }), ['pods', 0, 'ip'])?.message).toMatch(/outside win-1's pod CIDR 10\.244\.1\.0\/24/);
  });

  it('a pod IP on the reserved .1 (gateway) or .2 (cbr0 / source VIP) is an error', () => {
    expect(errorAt(bridgeCluster({ pods: [pod('p', 'win-1', { ip: '10.244.1.1' })] }), ['pods', 0, 'ip'])?.message).toMatch(/reserved/);
    expect(errorAt(bridgeCluster({ pods: [pod('p', 'win-1', { ip: '10.244.1.2' })] }), ['pods', 0, 'ip'])?.message).toMatch(/reserved/);
  });

  it('two pods with the same IP: the second is an error naming the first', () => {
    expect(errorAt(bridgeCluster({ pods: [pod('a', 'win-1', { ip: '10.244.1.9' }), pod('b', 'win-1', { ip: '10.244.1.9' })] }), ['pods', 1, 'ip'])?.message).toMatch(/pod default\/a/);
  });

  it('a pod on an unknown node is an error naming the nodes that exist', () => {
    expect(errorAt(bridgeCluster({ pods: [pod('p', 'win-9')] }), ['pods', 0, 'node'])?.message).toMatch(/win-1, win-2/);
  });

  it('a clusterIP outside the service CIDR is an error at services[i].clusterIP', () => {
    expect(errorAt(bridgeCluster({ services: [service('s', 'x', { clusterIP: '10.244.1.50' })] }), ['services', 0, 'clusterIP'])?.message).toMatch(/outside the service CIDR/);
  });

  it('a nodePort on a ClusterIP Service is an error at services[i].ports[j].nodePort', () => {
    expect(errorAt(bridgeCluster({ services: [service('s', 'x', { ports: [{ port: 80, nodePort: 30080 }] })] }), ['services', 0, 'ports', 0, 'nodePort'])).toBeDefined();
  });

  it('a nodePort outside 30000-32767 is a warning (the default range; clusters may widen it)', () => {
    expect(warningAt(bridgeCluster({ services: [service('s', 'x', { type: 'NodePort', ports: [{ port: 80, nodePort: 8080 }] })] }), ['services', 0, 'ports', 0, 'nodePort'])).toBeDefined();
  });

  it('two Services with the same nodePort and protocol is an error (Kubernetes refuses the second: the port is already allocated)', () => {
    const input = bridgeCluster({ services: [service('a', 'x', { type: 'NodePort', ports: [{ port: 80, nodePort: 30080 }] }), service('b', 'x', { type: 'NodePort', ports: [{ port: 80, nodePort: 30080 }] })] });
    expect(errorAt(input, ['services', 1, 'ports', 0, 'nodePort'])).toBeDefined();
  });

  it('SCTP Service ports are a warning: not supported on Windows nodes (hns-cni-kubeproxy §3.2)', () => {
    expect(warningAt(bridgeCluster({ services: [service('s', 'x', { ports: [{ port: 80, protocol: 'SCTP' }] })] }), ['services', 0, 'ports', 0, 'protocol'])?.message).toMatch(/SCTP/);
  });

  it('a Service with several ports must name each; port names are unique', () => {
    expect(errorAt(bridgeCluster({ services: [service('s', 'x', { ports: [{ port: 80 }, { port: 81, name: 'b' }] })] }), ['services', 0, 'ports', 0, 'name'])).toBeDefined();
    expect(errorAt(bridgeCluster({ services: [service('s', 'x', { ports: [{ port: 80, name: 'a' }, { port: 81, name: 'a' }] })] }), ['services', 0, 'ports', 1, 'name'])).toBeDefined();
  });

  it('loadBalancerIP needs type LoadBalancer', () => {
    expect(errorAt(bridgeCluster({ services: [service('s', 'x', { loadBalancerIP: '192.0.2.1' })] }), ['services', 0, 'loadBalancerIP'])).toBeDefined();
  });

  it('externalTrafficPolicy Local on a plain ClusterIP Service is a warning (it has no effect there)', () => {
    expect(warningAt(bridgeCluster({ services: [service('s', 'x', { externalTrafficPolicy: 'Local' })] }), ['services', 0, 'externalTrafficPolicy'])).toBeDefined();
  });

  it('a service CIDR overlapping the cluster CIDR is an error at cluster.serviceCIDR', () => {
    expect(errorAt(scenario({ cluster: { clusterCIDR: '10.0.0.0/8', serviceCIDR: '10.96.0.0/12' } }), ['cluster', 'serviceCIDR'])).toBeDefined();
  });

  it('a node IP outside the node subnet is an error at nodes[i].ip', () => {
    expect(errorAt(scenario({ nodes: [winNode('a', '10.9.9.9')] }), ['nodes', 0, 'ip'])).toBeDefined();
  });

  it('two nodes with the same IP: the second is an error', () => {
    expect(errorAt(scenario({ nodes: [winNode('a', '10.127.130.20'), winNode('b', '10.127.130.20')] }), ['nodes', 1, 'ip'])).toBeDefined();
  });

  it('a pod CIDR outside the cluster CIDR, or overlapping another node\'s, is an error at nodes[i].podCIDR', () => {
    expect(errorAt(scenario({ nodes: [winNode('a', undefined, '10.250.0.0/24')], cluster: { clusterCIDR: '10.244.0.0/16' } }), ['nodes', 0, 'podCIDR'])).toBeDefined();
    expect(errorAt(scenario({ nodes: [winNode('a', undefined, '10.244.1.0/24'), winNode('b', undefined, '10.244.1.0/25')] }), ['nodes', 1, 'podCIDR'])).toBeDefined();
  });

  it('a source VIP outside the node\'s pod CIDR is an error at nodes[i].sourceVip', () => {
    expect(errorAt(overlayCluster({ nodes: [winNode('a', undefined, '10.244.1.0/24', { sourceVip: '10.244.2.5' })] }), ['nodes', 0, 'sourceVip'])).toBeDefined();
  });

  it('an external host inside the cluster or service CIDR is an error at externals[i].ip', () => {
    expect(errorAt(scenario({ externals: [external('e', '10.244.9.9')] }), ['externals', 0, 'ip'])).toBeDefined();
    expect(errorAt(scenario({ externals: [external('e', '10.96.9.9')] }), ['externals', 0, 'ip'])).toBeDefined();
  });

  it('HNS objects on a Linux node are an error at nodes[i].hns', () => {
    expect(errorAt(scenario({ nodes: [linuxNode('l', undefined, undefined, { hns: { networks: [] } })] }), ['nodes', 0, 'hns'])).toBeDefined();
  });

  it('a scenario without nodes is a warning at nodes', () => {
    expect(warningAt(scenario(), ['nodes'])).toBeDefined();
  });

  it('a node subnet with no free address left is an error at the node, not a throw', () => {
    const input = scenario({ cluster: { nodeSubnet: '10.127.130.0/30' }, nodes: [winNode('a'), winNode('b')] });
    expect(() => validate(input)).not.toThrow();
    expect(errorAt(input, ['nodes', 1])?.message).toMatch(/no free address/);
  });

  it('a small node subnet (/29: .2-.6 free) still gives an auto-allocated node one of its free addresses', () => {
    expect(errors(validate(scenario({ cluster: { nodeSubnet: '10.127.130.0/29' }, nodes: [winNode('a')] })))).toEqual([]);
  });

  it('a pod CIDR with no free address left is an error at the pod, not a throw', () => {
    const input = scenario({ cluster: { clusterCIDR: '10.244.0.0/29', serviceCIDR: '10.96.0.0/24' }, nodes: [winNode('a')], pods: ['a', 'b', 'c', 'd', 'e'].map((n) => pod(n, 'a')) });
    expect(errorAt(input, ['pods', 3])).toBeUndefined();
    expect(errorAt(input, ['pods', 4])?.message).toMatch(/no free address/);
  });

  it('the built-in style scenario is clean: no issue at all', () => {
    expect(validate(bridgeCluster({ pods: [pod('a', 'win-1')], services: [service('s', 'a')] }))).toEqual([]);
  });
});

describe("Flannel VXLAN on Windows (Kubernetes' Windows networking page: VNI 4096, UDP 4789 only)", () => {
  it('warns on another VNI or UDP port, at cluster.vxlan; says nothing for the supported pair or another CNI', () => {
    const w = (cluster: NonNullable<Parameters<typeof scenario>[0]>['cluster']) => warnings(validate(scenario({ cluster, nodes: [winNode('w')] }))).filter((i) => i.path.join('.') === 'cluster.vxlan');
    expect(w({ cni: 'flannel-vxlan', vxlan: { vni: 5000 } })).toEqual([expect.objectContaining({ message: expect.stringContaining('supports only VNI 4096 and UDP port 4789') })]);
    expect(w({ cni: 'flannel-vxlan', vxlan: { vni: 4096, port: 8472 } })).toHaveLength(1);
    expect(w({ cni: 'flannel-vxlan' })).toEqual([]);
    expect(w({ cni: 'win-overlay', vxlan: { vni: 5000 } })).toEqual([]);
  });
});
