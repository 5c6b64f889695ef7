// What kube-proxy (winkernel) creates in HNS for each Service port on a node: the flag matrix of
// domain/hns-cni-kubeproxy.md §3.2, remote endpoints (§3.3), SourceVIP (§3.4), traffic policies (§3.5).
import { describe, expect, it } from 'vitest';
import { formatIp, formatIpv4, mustIpv4 } from '../../core/net/ip';
import { LB_FLAG_DSR, PM_FLAG_LOCAL_ROUTED_VIP, PM_FLAG_VIP_EXTERNAL_IP } from '../../hns/model';
import { findings } from '../../hns/findings';
import { bridgeCluster, external, lab, NET, overlayCluster, pod, scenario, validate, service, winNode, type ClusterInput, type ServiceInput } from '../testing/scenario';
import { nodeMac } from './cni';

// web-1 on win-1, web-2 on win-2; a client on win-1.
const pods = [
  pod('client', 'win-1', { ip: '10.244.1.5', labels: { app: 'client' } }),
  pod('web-1', 'win-1', { ip: '10.244.1.10', labels: { app: 'web' }, listen: ['tcp/8080'] }),
  pod('web-2', 'win-2', { ip: '10.244.2.10', labels: { app: 'web' }, listen: ['tcp/8080'] }),
];
const web = (extra: Parameters<typeof service>[2] = {}) => service('web', 'web', { clusterIP: '10.96.0.50', ...extra });
const bridge = (svc = web(), cluster: ClusterInput = {}) => lab(bridgeCluster({ cluster, pods, services: [svc] }));

/** Backend IPs of a load balancer, through the endpoints it references. */
function backendIps(l: ReturnType<typeof lab>, node: string, lbId: string): string[] {
  const lb = l.hns(node).loadBalancers.find((x) => x.id === lbId)!;
  return lb.endpoints.map((id) => l.endpointById(node, id)!.ipAddress).sort();
}

describe('ClusterIP load balancer', () => {
  const l = bridge();
  const lb = l.lb('win-1', 'web', 'ClusterIP')!;

  it('kube-proxy: a ClusterIP LB has FrontendVIPs [clusterIP], port → targetPort, PortMapping flags 0 (§3.2)', () => {
    expect(lb.frontendVips).toEqual(['10.96.0.50']);
    expect(lb.portMappings).toEqual([{ protocol: 6, externalPort: 80, internalPort: 8080, distributionType: 0, flags: 0 }]);
  });

  it('without --enable-dsr the ClusterIP LB has no DSR flag (LB Flags 0) (§3.2)', () => {
    expect(lb.flags).toBe(0);
  });

  it('the ClusterIP LB balances over all endpoints, local and remote (§3.2)', () => {
    expect(backendIps(l, 'win-1', lb.id)).toEqual(['10.244.1.10', '10.244.2.10']);
  });

  it('every node gets the load balancer, not only nodes with backends (§3.2 "per service port, on every node")', () => {
    const onWin2 = l.lb('win-2', 'web', 'ClusterIP')!;
    expect(onWin2.frontendVips).toEqual(['10.96.0.50']);
    expect(backendIps(l, 'win-2', onWin2.id)).toEqual(['10.244.1.10', '10.244.2.10']);
  });

  it('a ClusterIP Service gets no NodePort load balancer', () => {
    expect(l.lbs('win-1', 'web')).toHaveLength(1);
  });

  it('kube-proxy --enable-dsr: the ClusterIP LB carries the DSR flag (1) (§3.1, §3.2)', () => {
    expect(bridge(web(), { kubeProxy: { dsr: true } }).lb('win-1', 'web', 'ClusterIP')!.flags).toBe(LB_FLAG_DSR);
  });

  it('targetPort left out means the Service port (§3.2 port → targetPort)', () => {
    const l2 = bridge(web({ ports: [{ port: 8080 }] }));
    expect(l2.lb('win-1', 'web', 'ClusterIP')!.portMappings[0]).toMatchObject({ externalPort: 8080, internalPort: 8080 });
  });

  it('a named targetPort is resolved from the first endpoint (§3.2 details)', () => {
    const l2 = bridge(web({ ports: [{ port: 80, targetPort: 'http' }] }));
    expect(l2.lb('win-1', 'web', 'ClusterIP')!.portMappings[0]!.internalPort).toBe(8080);
  });

  describe('a named targetPort, resolved per pod (pods[].ports)', () => {
    type Port = { name?: string; containerPort: number; protocol?: 'TCP' | 'UDP' | 'SCTP' };
    const named = (p1: Port[] | undefined, p2: Port[] | undefined) =>
      lab(
        bridgeCluster({
          pods: [
            pods[0]!,
            pod('web-1', 'win-1', { ip: '10.244.1.10', labels: { app: 'web' }, listen: ['tcp/8080'], ...(p1 ? { ports: p1 } : {}) }),
            pod('web-2', 'win-2', { ip: '10.244.2.10', labels: { app: 'web' }, listen: ['tcp/9090'], ...(p2 ? { ports: p2 } : {}) }),
          ],
          services: [web({ ports: [{ port: 80, targetPort: 'http' }] })],
        }),
      );

    it('a pod that declares the name gives its own number, not a guess from its listeners', () => {
      const l2 = named([{ name: 'http', containerPort: 8080 }], [{ name: 'http', containerPort: 8080 }]);
      expect(l2.lb('win-1', 'web', 'ClusterIP')!.portMappings[0]!.internalPort).toBe(8080);
      expect(backendIps(l2, 'win-1', l2.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.1.10', '10.244.2.10']);
    });

    it('a pod without the name is no backend of that port (its EndpointSlice endpoint has no such port), and a note says so', () => {
      const l2 = named([{ name: 'http', containerPort: 8080 }], [{ name: 'metrics', containerPort: 9090 }]);
      expect(backendIps(l2, 'win-1', l2.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.1.10']);
      expect(l2.sim.notes.some((n) => /pod\/default\/web-2 has no container port named "http" \(TCP\)/.test(n.message))).toBe(true);
    });

    it('a name of another protocol does not match (podutil.FindPort compares the protocol)', () => {
      const l2 = named([{ name: 'http', containerPort: 8080 }], [{ name: 'http', containerPort: 9090, protocol: 'UDP' }]);
      expect(backendIps(l2, 'win-1', l2.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.1.10']);
    });

    it('two numbers for one name: winkernel gives HNS the first endpoint\'s (kube-proxy order, "IP:port") for every backend, and says so', () => {
      const l2 = named([{ name: 'http', containerPort: 8080 }], [{ name: 'http', containerPort: 9090 }]);
      const lb = l2.lb('win-2', 'web', 'ClusterIP')!;
      expect(lb.portMappings[0]!.internalPort).toBe(8080);
      expect(backendIps(l2, 'win-2', lb.id)).toEqual(['10.244.1.10', '10.244.2.10']);
      expect(l2.sim.notes.some((n) => /targetPort "http" is 8080 on pod\/default\/web-1 but 9090 on pod\/default\/web-2/.test(n.message))).toBe(true);
    });

    it('no endpoint has the name: no load balancer for that port, and a warning', () => {
      const l2 = named([{ name: 'web', containerPort: 8080 }], [{ name: 'web', containerPort: 9090 }]);
      expect(l2.lb('win-1', 'web', 'ClusterIP')).toBeUndefined();
      expect(l2.sim.notes.some((n) => /no endpoint has a container port named "http"/.test(n.message))).toBe(true);
    });
  });

  it('UDP ports map to protocol 17, TCP to 6 (§3.2 protocol numbers)', () => {
    const l2 = bridge(web({ ports: [{ name: 'dns', port: 53, protocol: 'UDP' }, { name: 'http', port: 80, protocol: 'TCP' }] }));
    expect(l2.lbs('win-1', 'web').map((x) => x.portMappings[0]!.protocol).sort()).toEqual([17, 6].sort());
  });
});

describe('NodePort load balancer', () => {
  const svc = web({ type: 'NodePort', ports: [{ port: 80, targetPort: 8080, nodePort: 30080 }] });

  it('kube-proxy: a NodePort load balancer has no frontend VIP and PortMapping flags VipExternalIP|LocalRoutedVIP (18) (§3.2, §2.1)', () => {
    const lb = bridge(svc).lb('win-1', 'web', 'NodePort')!;
    expect(lb.frontendVips).toEqual([]);
    expect(lb.portMappings[0]).toMatchObject({ externalPort: 30080, internalPort: 8080, flags: PM_FLAG_VIP_EXTERNAL_IP | PM_FLAG_LOCAL_ROUTED_VIP });
    expect(lb.portMappings[0]!.flags).toBe(18);
  });

  it('externalTrafficPolicy Cluster: the NodePort LB has every endpoint and no DSR flag, even with --enable-dsr (§3.2)', () => {
    const l = bridge(svc, { kubeProxy: { dsr: true } });
    const lb = l.lb('win-1', 'web', 'NodePort')!;
    expect(lb.flags).toBe(0);
    expect(backendIps(l, 'win-1', lb.id)).toEqual(['10.244.1.10', '10.244.2.10']);
  });

  it('ETP Local gives the NodePort LB the DSR flag and only local backends (§3.2, §3.5)', () => {
    const l = bridge({ ...svc, externalTrafficPolicy: 'Local' });
    const lb = l.lb('win-1', 'web', 'NodePort')!;
    expect(lb.flags & LB_FLAG_DSR).toBe(LB_FLAG_DSR);
    expect(backendIps(l, 'win-1', lb.id)).toEqual(['10.244.1.10']);
    // The ClusterIP LB is not affected by the external policy.
    expect(backendIps(l, 'win-1', l.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.1.10', '10.244.2.10']);
  });

  it('ETP Local on a node without a local endpoint: no NodePort LB there, and a note says so (§3.5)', () => {
    const l = lab(bridgeCluster({ pods: [pods[0]!, pods[2]!], services: [{ ...svc, externalTrafficPolicy: 'Local' }] }));
    expect(l.lb('win-1', 'web', 'NodePort')).toBeUndefined();
    expect(l.sim.notes.some((n) => n.node === 'win-1' && /externalTrafficPolicy Local/.test(n.message))).toBe(true);
  });

  it('a LoadBalancer Service also gets a NodePort LB (type LoadBalancer implies a nodePort)', () => {
    const l = bridge(web({ type: 'LoadBalancer', loadBalancerIP: '192.0.2.10' }));
    expect(l.lb('win-1', 'web', 'NodePort')!.frontendVips).toEqual([]);
  });
});

describe('external IPs and LoadBalancer IPs', () => {
  it('one LB per externalIP, FrontendVIPs [externalIP], PortMapping flags VipExternalIP (16) (§3.2)', () => {
    const l = bridge(web({ externalIPs: ['192.0.2.1', '192.0.2.2'] }));
    const ext = l.lbs('win-1', 'web').filter((x) => x.portMappings[0]!.flags === PM_FLAG_VIP_EXTERNAL_IP);
    expect(ext.map((x) => x.frontendVips)).toEqual([['192.0.2.1'], ['192.0.2.2']]);
    expect(ext.every((x) => x.portMappings[0]!.externalPort === 80 && x.flags === 0)).toBe(true);
  });

  it('ETP Local: externalIP LBs get the DSR flag and only local backends (§3.2)', () => {
    const l = bridge(web({ type: 'NodePort', externalIPs: ['192.0.2.1'], externalTrafficPolicy: 'Local' }));
    const lb = l.lbs('win-1', 'web').find((x) => x.frontendVips[0] === '192.0.2.1')!;
    expect(lb.flags).toBe(LB_FLAG_DSR);
    expect(backendIps(l, 'win-1', lb.id)).toEqual(['10.244.1.10']);
  });

  it('a LoadBalancer ingress IP gets an LB with FrontendVIPs [ingress IP] and VipExternalIP (§3.2)', () => {
    const l = bridge(web({ type: 'LoadBalancer', loadBalancerIP: '192.0.2.10' }));
    const lb = l.lbs('win-1', 'web').find((x) => x.frontendVips[0] === '192.0.2.10')!;
    expect(lb.portMappings[0]).toMatchObject({ externalPort: 80, internalPort: 8080, flags: PM_FLAG_VIP_EXTERNAL_IP });
  });
});

describe('LoadBalancer addresses: status.loadBalancer.ingress[].ip, then spec.loadBalancerIP (issue 27 item 5)', () => {
  it('the ingress IPs are programmed, not the loadBalancerIP asked for, and the LB says where its address came from', () => {
    const l = bridge(web({ type: 'LoadBalancer', loadBalancerIP: '192.0.2.10', loadBalancerIngress: ['203.0.113.7', '203.0.113.8'] }));
    const vips = l.lbs('win-1', 'web').flatMap((x) => x.frontendVips);
    expect(vips).toEqual(expect.arrayContaining(['203.0.113.7', '203.0.113.8']));
    expect(vips).not.toContain('192.0.2.10');
    expect(l.lb('win-1', 'web', 'LoadBalancer')!.origin?.by).toContain('address from status.loadBalancer.ingress[].ip');
    // validate says the asked-for address is not used.
    expect(l.resolved.issues.some((i) => i.severity === 'warning' && /loadBalancerIP 192\.0\.2\.10 is only what was asked for/.test(i.message))).toBe(true);
  });

  it('without a status, spec.loadBalancerIP is the fallback, said so', () => {
    const l = bridge(web({ type: 'LoadBalancer', loadBalancerIP: '192.0.2.10' }));
    expect(l.lb('win-1', 'web', 'LoadBalancer')!.origin?.by).toContain('address from spec.loadBalancerIP');
  });

  // An address in the node subnet (MetalLB-like): the model's internet edge routes only those to the nodes.
  it('a probe from outside to the Service goes to the ingress address', () => {
    const input = bridgeCluster({ pods: [pod('a', 'win-1', { ip: '10.244.1.10', labels: { app: 'web' }, listen: ['tcp/8080'] })], services: [web({ type: 'LoadBalancer', loadBalancerIP: '10.127.130.199', loadBalancerIngress: ['10.127.130.200'] })], externals: [external('customer', '198.51.100.9')] });
    const t = lab(input).run('external/customer', 'service/web:80');
    expect(formatIp(t.packet.dst)).toBe('10.127.130.200');
    expect(t.request.verdict.outcome).toBe('delivered');
  });
});

describe('session affinity', () => {
  it('sessionAffinityConfig timeout: accepted, the LB still only says SourceIP, and a note says HNS gets no timeout (issue 27 item 10)', () => {
    const l = bridge(web({ sessionAffinity: 'ClientIP', sessionAffinityConfig: { clientIP: { timeoutSeconds: 600 } } }));
    expect(l.resolved.issues.filter((i) => i.severity === 'error')).toEqual([]);
    const lb = l.lb('win-1', 'web', 'ClusterIP')!;
    expect(lb.portMappings[0]!.distributionType).toBe(2);
    expect(JSON.stringify(lb)).not.toContain('600');
    expect(l.sim.notes.some((n) => n.node === 'win-1' && /timeoutSeconds 600: .*HNS gets no timeout/.test(n.message))).toBe(true);
  });

  it('a sessionAffinityConfig without ClientIP is refused, as the API refuses it', () => {
    const issues = validate(bridgeCluster({ pods, services: [web({ sessionAffinityConfig: { clientIP: { timeoutSeconds: 600 } } })] }));
    expect(issues.some((i) => i.severity === 'error' && i.path.join('.') === 'services.0.sessionAffinityConfig')).toBe(true);
  });

  it('sessionAffinity ClientIP → DistributionType 2 (SourceIP) on every LB of the Service (§3.2 details, §2.1)', () => {
    const l = bridge(web({ type: 'NodePort', sessionAffinity: 'ClientIP', externalIPs: ['192.0.2.1'] }));
    const all = l.lbs('win-1', 'web');
    expect(all).toHaveLength(3);
    expect(all.every((x) => x.portMappings[0]!.distributionType === 2)).toBe(true);
  });

  it('sessionAffinity None → DistributionType 0 (None) (§2.1)', () => {
    expect(bridge().lb('win-1', 'web', 'ClusterIP')!.portMappings[0]!.distributionType).toBe(0);
  });
});

describe('endpoints and traffic policies', () => {
  it('a Service without endpoints gets no load balancer, and a note says so (§3.2 details)', () => {
    const l = bridge(service('empty', 'nobody', { clusterIP: '10.96.0.60' }));
    expect(l.lbs('win-1', 'empty')).toEqual([]);
    expect(l.sim.notes.some((n) => n.object === 'service/default/empty' && /no endpoints/.test(n.message))).toBe(true);
  });

  it('a Service without a selector has no endpoints, so no load balancer', () => {
    const l = bridge(web({ selector: {} }));
    expect(l.lbs('win-1', 'web')).toEqual([]);
  });

  it('internalTrafficPolicy Local: ClusterIP LB with local backends only (§3.5)', () => {
    const l = bridge(web({ internalTrafficPolicy: 'Local' }));
    expect(backendIps(l, 'win-1', l.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.1.10']);
    expect(backendIps(l, 'win-2', l.lb('win-2', 'web', 'ClusterIP')!.id)).toEqual(['10.244.2.10']);
  });

  it('internalTrafficPolicy and externalTrafficPolicy both Local: no remote endpoint is created for the Service (§3.5)', () => {
    const l = bridge(web({ type: 'NodePort', internalTrafficPolicy: 'Local', externalTrafficPolicy: 'Local' }));
    expect(l.remoteEndpoints('win-1')).toEqual([]);
  });

  it('SCTP Service ports get no load balancer on Windows, and a note says why (§3.2 protocol numbers, Kubernetes docs)', () => {
    const l = bridge(web({ ports: [{ port: 80, targetPort: 8080, protocol: 'SCTP' }] }));
    expect(l.lbs('win-1', 'web')).toEqual([]);
    expect(l.sim.notes.some((n) => /SCTP/.test(n.message))).toBe(true);
  });

  it('Services only select pods of their own namespace', () => {
    const l = lab(bridgeCluster({ pods: [...pods, pod('web-x', 'win-1', { namespace: 'other', labels: { app: 'web' }, listen: ['tcp/8080'] })], services: [web()] }));
    expect(l.resolved.services[0]!.endpoints.map((p) => p.ref)).toEqual(['pod/default/web-1', 'pod/default/web-2']);
  });
});

describe('remote endpoints', () => {
  it('local backends are the CNI\'s own pod endpoints (kube-proxy only creates remote ones, §0 and §3.3)', () => {
    const l = bridge();
    const lb = l.lb('win-1', 'web', 'ClusterIP')!;
    expect(lb.endpoints).toContain(l.podEndpoint('win-1', 'web-1').id);
  });

  it('remote endpoints get 02-11 + the IP in hex as MAC, the RemoteEndpoint flag and the pod IP (§3.3)', () => {
    const [r, ...more] = bridge().remoteEndpoints('win-1');
    expect(more).toEqual([]);
    expect(r).toMatchObject({ ipAddress: '10.244.2.10', isRemoteEndpoint: true });
    expect(r!.macAddress.toUpperCase()).toBe('02-11-0A-F4-02-0A');
  });

  it('L2Bridge remote endpoints carry no ProviderAddress (the PA policy is overlay only, §3.3)', () => {
    expect(bridge().remoteEndpoints('win-1')[0]!.policies).toEqual([]);
  });

  it('one remote endpoint per backend IP, shared by every Service that uses it (§3.3 reference counting)', () => {
    const l = lab(bridgeCluster({ pods, services: [web(), service('web2', 'web', { clusterIP: '10.96.0.51' })] }));
    expect(l.remoteEndpoints('win-1').map((e) => e.ipAddress)).toEqual(['10.244.2.10']);
    const ids = l.hns('win-1').loadBalancers.map((x) => x.endpoints);
    expect(new Set(ids.flat()).size).toBe(2);
  });

  it('overlay remote endpoints carry the ProviderAddress of the node that owns the IP (§3.3, Q5)', () => {
    const l = lab(overlayCluster({ pods, services: [web()] }));
    const r = l.remoteEndpoints('win-1').find((e) => e.ipAddress === '10.244.2.10')!;
    expect(r.policies).toEqual([expect.objectContaining({ type: 'ProviderAddress', providerAddress: NET.n2.ip })]);
    expect(r.macAddress.toUpperCase()).toBe('02-11-0A-F4-02-0A');
  });

  it('overlay: for every ClusterIP kube-proxy creates a remote endpoint whose IP is the ClusterIP, with the host MAC and PA = node IP (§3.3 overlay extras)', () => {
    const l = lab(overlayCluster({ pods, services: [web()] }));
    const vipEp = l.hns('win-1').endpoints.find((e) => e.isRemoteEndpoint && e.ipAddress === '10.96.0.50');
    expect(vipEp).toBeDefined();
    expect(vipEp!.macAddress).toBe(nodeMac(l.resolved.nodes[0]!));
    expect(vipEp!.policies).toEqual([expect.objectContaining({ type: 'ProviderAddress', providerAddress: NET.n1.ip })]);
  });
});

describe('SourceVIP', () => {
  it('L2Bridge: kube-proxy passes an empty SourceVIP (§3.4)', () => {
    expect(bridge().hns('win-1').loadBalancers.every((x) => x.sourceVip === '')).toBe(true);
  });

  it('overlay: every LB\'s SourceVIP is the node\'s --source-vip (§3.4, Q2 item 6)', () => {
    const l = lab(overlayCluster({ nodes: [{ name: 'win-1', ip: NET.n1.ip, podCIDR: NET.n1.podCIDR, sourceVip: '10.244.1.4' }, { name: 'win-2', ip: NET.n2.ip, podCIDR: NET.n2.podCIDR }], pods, services: [web({ type: 'NodePort' })] }));
    expect(l.hns('win-1').loadBalancers.map((x) => x.sourceVip)).toEqual(['10.244.1.4', '10.244.1.4']);
    expect(l.hns('win-2').loadBalancers.map((x) => x.sourceVip)).toEqual(['10.244.2.2', '10.244.2.2']);
  });

  it('overlay: kube-proxy creates a local source-VIP endpoint with IP = --source-vip and MAC = the host MAC (§3.3 overlay extras)', () => {
    const l = lab(overlayCluster({ pods, services: [web()] }));
    const sv = l.hns('win-1').endpoints.find((e) => e.name === 'sourceVip')!;
    expect(sv).toMatchObject({ ipAddress: '10.244.1.2', isRemoteEndpoint: false, macAddress: nodeMac(l.resolved.nodes[0]!) });
  });

  it('L2Bridge nodes have no source-VIP endpoint (--source-vip is overlay only, §3.1)', () => {
    expect(bridge().hns('win-1').endpoints.filter((e) => e.name === 'sourceVip')).toEqual([]);
  });
});

it('the addresses above are what resolve allocated (sanity check of the fixture)', () => {
  expect(bridge().resolved.services[0]!.clusterIP).toBe(mustIpv4('10.96.0.50'));
});

describe("winkernel's remote endpoints as kube-proxy creates them (issue 27 item 3)", () => {
  const cluster = (svc: Partial<ServiceInput>, cni: 'win-overlay' | 'win-bridge' = 'win-overlay') =>
    lab(
      scenario({
        cluster: { cni },
        nodes: [winNode('win-1', '10.127.130.11', '10.244.1.0/24'), winNode('win-2', '10.127.130.12', '10.244.2.0/24')],
        pods: [pod('client', 'win-1'), pod('api-1', 'win-1', { labels: { app: 'api' }, listen: ['tcp/8080'] }), pod('api-2', 'win-2', { labels: { app: 'api' }, listen: ['tcp/8080'] })],
        services: [service('api', 'api', { clusterIP: '10.96.0.20', ...svc }), service('empty', 'nobody', { clusterIP: '10.96.0.30' })],
      }),
    );
  const remoteIps = (l: ReturnType<typeof cluster>) => l.remoteEndpoints('win-1').map((e) => e.ipAddress).sort();

  it('on Overlay every Service gets the remote endpoint of its ClusterIP, with or without endpoints', () => {
    const l = cluster({});
    const api2 = l.resolved.pods.find((p) => p.name === 'api-2')!;
    expect(remoteIps(l)).toEqual([formatIpv4(api2.ip), '10.96.0.20', '10.96.0.30'].sort());
    // On L2Bridge no ClusterIP endpoint: only the remote backend.
    expect(remoteIps(cluster({}, 'win-bridge'))).toEqual([formatIpv4(api2.ip)]);
  });

  it('internalTrafficPolicy Local: the remote backend keeps its remote endpoint though the ClusterIP load balancer uses only the local one', () => {
    const l = cluster({ internalTrafficPolicy: 'Local' });
    expect(l.lb('win-1', 'api', 'ClusterIP')!.endpoints).toEqual([l.podEndpoint('win-1', 'api-1').id]);
    expect(l.remoteEndpoints('win-1').some((e) => e.origin?.kind === 'Pod' && e.origin.name === 'api-2')).toBe(true);
  });

  it('both traffic policies Local: winkernel skips the remote backends', () => {
    const l = cluster({ type: 'NodePort', internalTrafficPolicy: 'Local', externalTrafficPolicy: 'Local', ports: [{ port: 80, targetPort: 8080, nodePort: 30080 }] });
    expect(l.remoteEndpoints('win-1').some((e) => e.origin?.kind === 'Pod')).toBe(false);
  });

  it("the node's own checks call none of them stale", () => {
    for (const svc of [{}, { internalTrafficPolicy: 'Local' as const }]) {
      const l = cluster(svc);
      const stale = findings(l.hns('win-1')).filter((f) => f.check === 'Stale remote endpoint');
      // The ClusterIP endpoints never; a remote backend kept for internalTrafficPolicy Local is said with its reason.
      expect(stale.every((f) => f.message.includes('internalTrafficPolicy Local: not stale then') && !/10\.96\./.test(f.message))).toBe(true);
    }
  });
});

describe('endpoint conditions: ready, terminating (issue 27 item 8)', () => {
  const withPods = (a: object, b: object, svc = web()) =>
    lab(bridgeCluster({ pods: [pods[0]!, { ...pods[1]!, ...a }, { ...pods[2]!, ...b }], services: [svc], externals: [external('customer', '198.51.100.9')] }));

  it('a not-ready pod and a terminating one are left out of every load balancer, and a note says why', () => {
    const l = withPods({ ready: false }, {});
    expect(l.sim.resolved.services[0]!.conditions.map((c) => [c.pod.name, c.ready, c.serving, c.terminating])).toEqual([
      ['web-1', false, false, false],
      ['web-2', true, true, false],
    ]);
    expect(backendIps(l, 'win-1', l.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.2.10']);
    expect(l.sim.notes.some((n) => n.node === 'win-1' && /pod\/default\/web-1 is not ready \(EndpointSlice ready=false, serving=false, terminating=false\)/.test(n.message))).toBe(true);
    const t = withPods({}, { terminating: true });
    expect(backendIps(t, 'win-1', t.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.1.10']);
  });

  it('no ready endpoint: no load balancer, and the walk says which pods are not ready', () => {
    const l = withPods({ ready: false }, { terminating: true });
    expect(l.lb('win-1', 'web', 'ClusterIP')).toBeUndefined();
    const t = l.run('pod/client', 'service/web:80');
    expect(t.request.verdict.outcome).not.toBe('delivered');
    expect(t.events.map((e) => e.text).join('\n') + t.request.verdict.message).toMatch(/no ready endpoint \(web-1 not ready, web-2 terminating\)/);
  });

  it('a LoadBalancer with ingress IPs whose endpoints all terminate keeps the serving ones, without NodePort LBs (winkernel)', () => {
    const l = withPods({ terminating: true }, { terminating: true }, web({ type: 'LoadBalancer', loadBalancerIngress: ['10.127.130.200'] }));
    expect(backendIps(l, 'win-1', l.lb('win-1', 'web', 'ClusterIP')!.id)).toEqual(['10.244.1.10', '10.244.2.10']);
    expect(l.lb('win-1', 'web', 'NodePort')).toBeUndefined();
    expect(l.sim.notes.some((n) => /uses the serving terminating endpoints/.test(n.message))).toBe(true);
    // A ClusterIP Service does not look further: no load balancer.
    expect(withPods({ terminating: true }, { terminating: true }).lb('win-1', 'web', 'ClusterIP')).toBeUndefined();
  });
});
