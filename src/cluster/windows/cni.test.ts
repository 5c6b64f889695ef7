// What the Windows CNI plugin (and the start scripts / flanneld) create in HNS on a node, one test
// per fact of domain/hns-cni-kubeproxy.md §4 and §6 (section numbers in the test names' comments).
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../../core/net/ip';
import { bridgeCluster, lab, NET, overlayCluster, pod, scenario, winNode } from '../testing/scenario';
import type { EndpointPolicy } from '../../hns/model';

const policiesOf = <T extends EndpointPolicy['type']>(ps: EndpointPolicy[], type: T) => ps.filter((p): p is Extract<EndpointPolicy, { type: T }> => p.type === type);

describe('win-bridge (L2Bridge)', () => {
  const l = lab(bridgeCluster({ pods: [pod('web', 'win-1', { ip: '10.244.1.10' }), pod('api', 'win-2', { ip: '10.244.2.10' })] }));
  const net = l.hns('win-1').networks[0]!;
  const ep = l.podEndpoint('win-1', 'web');

  it('win-bridge: the pods\' gateway is the pod CIDR\'s .2 (the host endpoint cbr0) (§4.1 step 4)', () => {
    expect(ep.gatewayAddress).toBe('10.244.1.2');
    const comp = l.node('win-1').host.compartments.find((c) => c.owner === 'pod/default/web')!;
    const def = comp.routes.find((r) => r.prefix.len === 0)!;
    expect(def.nextHop).toBe(mustIpv4('10.244.1.2'));
  });

  it('the HNS network is L2Bridge with the node\'s pod CIDR as its subnet and .1 as the subnet gateway (§4.5 host-gw, §4.6)', () => {
    expect(net.type).toBe('L2Bridge');
    expect(net.subnets).toEqual([expect.objectContaining({ addressPrefix: NET.n1.podCIDR, gatewayAddress: '10.244.1.1' })]);
    expect(net.managementIp).toBe(NET.n1.ip);
    expect(net.remoteSubnetRoutes).toEqual([]);
  });

  it('the host endpoint cbr0 has the pod CIDR\'s .2, gateway 0.0.0.0, and lives in compartment 1 (§4.6)', () => {
    const cbr0 = l.hns('win-1').endpoints.find((e) => e.name === 'cbr0')!;
    expect(cbr0).toMatchObject({ ipAddress: '10.244.1.2', gatewayAddress: '0.0.0.0', compartmentId: 1, isRemoteEndpoint: false });
  });

  it('pod endpoints are named <sandbox container id>_<network name> (§4.1 step 2)', () => {
    expect(ep.name).toMatch(new RegExp(`^[0-9a-f]{64}_${net.name}$`));
  });

  it('a pod endpoint is local (not RemoteEndpoint) and attached: state 3 (§1.4)', () => {
    expect(ep).toMatchObject({ isRemoteEndpoint: false, state: 3, ipAddress: '10.244.1.10', prefixLength: 24, networkId: net.id });
  });

  it('OutBoundNAT exceptions default to [clusterCIDR, serviceCIDR, nodeSubnet] (§6)', () => {
    const nat = policiesOf(ep.policies, 'OutBoundNAT');
    expect(nat).toHaveLength(1);
    expect(nat[0]!.exceptions).toEqual([NET.clusterCIDR, NET.serviceCIDR, NET.nodeSubnet]);
    expect(nat[0]!.destinations).toEqual([]);
  });

  it('NeedEncap routes for the service CIDR and the node IP /32 (L2Bridge) (§4.6, §5 steps 2 and "why the second route")', () => {
    const routes = policiesOf(ep.policies, 'SDNRoute');
    expect(routes.map((r) => [r.destinationPrefix, r.needEncap])).toEqual([
      [NET.serviceCIDR, true],
      [`${NET.n1.ip}/32`, true],
    ]);
  });

  it('L2Bridge pod endpoints carry no ProviderAddress and no EncapOverhead (those are overlay policies, §7 items 3-4)', () => {
    expect(policiesOf(ep.policies, 'ProviderAddress')).toEqual([]);
    expect(policiesOf(ep.policies, 'EncapOverhead')).toEqual([]);
  });

  it('without loopbackDSR there is exactly one OutBoundNAT and it has no Destinations (§4.1)', () => {
    expect(policiesOf(ep.policies, 'OutBoundNAT').filter((p) => p.destinations.length > 0)).toEqual([]);
  });
});

describe('OutBoundNAT exception list', () => {
  it('outboundNAT.exceptions, when given, is the exception list as written (the CNI config\'s ExceptionList, §6)', () => {
    const l = lab(bridgeCluster({ cluster: { outboundNAT: { exceptions: ['10.244.0.0/16', '10.127.130.11/32'] } }, pods: [pod('web', 'win-1')] }));
    expect(policiesOf(l.podEndpoint('win-1', 'web').policies, 'OutBoundNAT')[0]!.exceptions).toEqual(['10.244.0.0/16', '10.127.130.11/32']);
  });
});

describe('loopbackDSR', () => {
  it('loopbackDSR adds OutBoundNAT with Destinations [pod IP] (§4.1 loopbackDSR, §1.7)', () => {
    const l = lab(bridgeCluster({ cluster: { loopbackDSR: true, kubeProxy: { dsr: true } }, pods: [pod('web', 'win-1', { ip: '10.244.1.10' })] }));
    const nats = policiesOf(l.podEndpoint('win-1', 'web').policies, 'OutBoundNAT');
    expect(nats).toHaveLength(2);
    expect(nats[1]).toMatchObject({ destinations: ['10.244.1.10'], exceptions: [] });
  });
});

describe('win-overlay (Overlay)', () => {
  const l = lab(overlayCluster({ pods: [pod('web', 'win-1', { ip: '10.244.1.141' }), pod('api', 'win-2', { ip: '10.244.2.141' })] }));
  const net = l.hns('win-1').networks[0]!;
  const ep = l.podEndpoint('win-1', 'web');

  it('win-overlay pod MACs are 0E-2A + IP hex (§4.2 step 3: 10.244.2.141 → 0E-2A-0a-f4-02-8d)', () => {
    expect(l.podEndpoint('win-2', 'api').macAddress.toUpperCase()).toBe('0E-2A-0A-F4-02-8D');
    expect(ep.macAddress.toUpperCase()).toBe('0E-2A-0A-F4-01-8D');
  });

  it('the HNS network is Overlay, its subnet carries the VNI as VSID and the subnet base + 1 as gateway (§4.5 vxlan)', () => {
    expect(net.type).toBe('Overlay');
    expect(net.subnets).toEqual([expect.objectContaining({ addressPrefix: NET.n1.podCIDR, gatewayAddress: '10.244.1.1', vsid: 4096 })]);
    expect(net.vxlanPort).toBe(4789);
    expect(net.hostRoute).toBe(true);
    expect(net.drMacAddress).toMatch(/^[0-9A-F]{2}(-[0-9A-F]{2}){5}$/i);
  });

  it('win-overlay: the pods\' gateway is the network subnet\'s gateway, .1 (§4.2 step 4)', () => {
    expect(ep.gatewayAddress).toBe('10.244.1.1');
  });

  it('win-overlay pod endpoints carry ProviderAddress = the node IP (§4.2 step 5)', () => {
    expect(policiesOf(ep.policies, 'ProviderAddress')).toEqual([expect.objectContaining({ providerAddress: NET.n1.ip })]);
  });

  it('overlay pod endpoints have OutBoundNAT (exceptions) and a NeedEncap route for the service CIDR (§7 item 4)', () => {
    expect(policiesOf(ep.policies, 'OutBoundNAT')[0]!.exceptions).toEqual([NET.clusterCIDR, NET.serviceCIDR, NET.nodeSubnet]);
    expect(policiesOf(ep.policies, 'SDNRoute').map((r) => [r.destinationPrefix, r.needEncap])).toContainEqual([NET.serviceCIDR, true]);
  });

  it('overlay endpoints have EncapOverhead 50 (§1.4 observed remote endpoint; §4.5 MTU − 50)', () => {
    expect(ep.encapOverhead).toBe(50);
    expect(policiesOf(ep.policies, 'EncapOverhead')).toEqual([expect.objectContaining({ overhead: 50 })]);
  });

  it('the overlay network has one RemoteSubnetRoute per other node: its pod CIDR, the VNI, its IP as PA, its DR MAC (§4.5, Q5)', () => {
    const other = l.hns('win-2').networks[0]!;
    expect(net.remoteSubnetRoutes).toEqual([{ destinationPrefix: NET.n2.podCIDR, isolationId: 4096, providerAddress: NET.n2.ip, distributedRouterMacAddress: other.drMacAddress }]);
  });

  it('an overlay node has no cbr0 host endpoint (host ↔ pod goes through the HostRoute policy, §1.7)', () => {
    expect(l.hns('win-1').endpoints.filter((e) => e.name === 'cbr0' || e.compartmentId === 1)).toEqual([]);
  });

  it('cluster.vxlan.vni is the VSID of the subnet and the IsolationId of every RemoteSubnetRoute (§4.5)', () => {
    const l2 = lab(overlayCluster({ cluster: { vxlan: { vni: 5000, port: 4789 } } }));
    const n = l2.hns('win-1').networks[0]!;
    expect(n.subnets[0]!.vsid).toBe(5000);
    expect(n.remoteSubnetRoutes.map((r) => r.isolationId)).toEqual([5000]);
  });
});

describe('network names', () => {
  it('flannel vxlan names the network flannel.<VNI> (§4.5)', () => {
    const l = lab(scenario({ cluster: { cni: 'flannel-vxlan', vxlan: { vni: 4097, port: 4789 } }, nodes: [winNode('w')] }));
    expect(l.hns('w').networks[0]).toMatchObject({ name: 'flannel.4097', type: 'Overlay' });
  });

  it('flannel host-gw names the L2Bridge network cbr0 (§4.5 host-gw)', () => {
    const l = lab(scenario({ cluster: { cni: 'flannel-host-gw' }, nodes: [winNode('w')] }));
    expect(l.hns('w').networks[0]).toMatchObject({ name: 'cbr0', type: 'L2Bridge' });
  });

  it('sdnbridge is an L2Bridge network and sdnoverlay an Overlay network (§4.3)', () => {
    expect(lab(scenario({ cluster: { cni: 'sdnbridge' }, nodes: [winNode('w')] })).hns('w').networks[0]!.type).toBe('L2Bridge');
    expect(lab(scenario({ cluster: { cni: 'sdnoverlay' }, nodes: [winNode('w')] })).hns('w').networks[0]!.type).toBe('Overlay');
  });
});
