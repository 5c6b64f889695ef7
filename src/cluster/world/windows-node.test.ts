// A Windows node in the World (design.md §3): the host's compartment 1 with the management vNIC and,
// on L2Bridge, the cbr0 vNIC; one compartment per pod; host-gw routes on an L2 underlay.
import { describe, expect, it } from 'vitest';
import { formatIp, formatIpv4, formatPrefix } from '../../core/net/ip';
import { bridgeCluster, lab, NET, overlayCluster, pod, ruleNamed, service } from '../testing/scenario';
import { nodeMac } from '../windows/cni';

const pods = [pod('web', 'win-1', { ip: '10.244.1.10', listen: ['tcp/80'] }), pod('api', 'win-2', { ip: '10.244.2.10' })];

describe('L2Bridge node', () => {
  const l = lab(bridgeCluster({ pods, services: [service('np', 'x', { type: 'NodePort', ports: [{ port: 80, nodePort: 30080 }] })] }));
  const h = l.node('win-1').host;
  const root = h.compartments.find((c) => c.kind === 'host')!;

  it('the host compartment is number 1, with the management vNIC (node IP, the NIC\'s MAC) and vEthernet (cbr0) at .2, both forwarding (§4.5 host-gw, §4.6)', () => {
    expect(root.number).toBe(1);
    expect(root.interfaces.map((i) => [i.name, formatIpv4(i.ip), i.forwarding])).toEqual([
      ['vEthernet (Ethernet)', NET.n1.ip, true],
      ['vEthernet (cbr0)', '10.244.1.2', true],
    ]);
    expect(root.interfaces[0]!.mac).toBe(nodeMac(l.resolved.nodes[0]!));
    expect(root.interfaces[0]!.portId).toBe(l.node('win-1').compiled.hostPortId);
  });

  it('host-gw: the node routes each other node\'s pod CIDR via that node\'s IP (§4.5 host-gw)', () => {
    const hostGw = root.routes.filter((r) => r.nextHop !== undefined && formatPrefix(r.prefix) !== '0.0.0.0/0');
    expect(hostGw.map((r) => [formatPrefix(r.prefix), formatIp(r.nextHop!)])).toEqual([[NET.n2.podCIDR, NET.n2.ip]]);
  });

  it('on a vpc underlay there are no host-gw routes: the VPC routes each node\'s alias range (design §3)', () => {
    const v = lab(bridgeCluster({ pods, cluster: { underlay: { kind: 'vpc' } } }));
    const r = v.node('win-1').host.compartments[0]!.routes.filter((x) => x.nextHop !== undefined && x.prefix.len > 0);
    expect(r).toEqual([]);
    expect(v.sim.world.underlay.nodeRoutes.map((x) => [formatPrefix(x.prefix), x.node])).toEqual([
      [NET.n1.podCIDR, 'win-1'],
      [NET.n2.podCIDR, 'win-2'],
    ]);
  });

  it('each pod has its own compartment whose vNIC is bound to the pod\'s VFP port', () => {
    const pc = h.compartments.find((c) => c.owner === 'pod/default/web')!;
    expect(pc.kind).toBe('pod');
    expect(pc.interfaces[0]!.portId).toBe(l.port('win-1', 'pod/default/web').id);
    expect(pc.listeners).toEqual([{ protocol: 'tcp', port: 80 }]);
  });

  it('NodePort from the node itself is refused as UNSUPPORTED in the host stack (documented limitation, §3.6)', () => {
    expect(root.refusals).toEqual([expect.objectContaining({ protocol: 'tcp', dstPort: 30080, toSelf: true, reason: 'UNSUPPORTED' })]);
  });

  it('the kubelet (10250) and kube-proxy health (10256) listen on the node', () => {
    expect(root.listeners).toEqual(expect.arrayContaining([{ protocol: 'tcp', port: 10250 }, { protocol: 'tcp', port: 10256 }]));
  });

  it('the vSwitch has a port per local endpoint (pods and cbr0), the host vNIC and the external port (§4.1)', () => {
    const kinds = h.vswitch.ports.map((p) => p.kind).sort();
    expect(kinds).toEqual(['endpoint', 'external', 'host', 'host']);
  });

  it('SCTP is not carried for containers on Windows', () => {
    expect(h.unsupportedProtocols).toEqual(['sctp']);
  });

  it('cluster.closedPort applies to Windows stacks', () => {
    expect(root.closedPort).toBe('drop');
    expect(lab(bridgeCluster({ cluster: { closedPort: 'reset' } })).node('win-1').host.compartments[0]!.closedPort).toBe('reset');
  });

  it('cluster.mtu is the pods\' MTU, underlay.mtu the node NIC\'s', () => {
    const m = lab(bridgeCluster({ pods, cluster: { mtu: 1450, underlay: { kind: 'l2', mtu: 9000 } } })).node('win-1').host;
    expect(m.compartments.find((c) => c.kind === 'pod')!.interfaces[0]!.mtu).toBe(1450);
    expect(m.mtu).toBe(9000);
  });
});

describe('DSR, from Service to VFP rules', () => {
  const l = lab(
    bridgeCluster({
      cluster: { kubeProxy: { dsr: true } },
      pods: [pod('client', 'win-1', { ip: '10.244.1.5' }), pod('web-1', 'win-1', { ip: '10.244.1.10', labels: { app: 'web' } }), pod('web-2', 'win-2', { ip: '10.244.2.10', labels: { app: 'web' } })],
      services: [service('web', 'web', { clusterIP: '10.96.0.50' })],
    }),
  );

  it('a DSR ClusterIP LB → an LB_DSR rule on every local pod port and NAT_/ALLOW_NAT_ on local backends\' ports (vfp notes §2.1, §4.2)', () => {
    for (const owner of ['pod/default/client', 'pod/default/web-1']) expect(ruleNamed(l.port('win-1', owner), /^LB_DSR_10\.127\.130\.11_10\.96\.0\.50_80_8080_6$/)?.layer).toBe('LB_DSR');
    expect(ruleNamed(l.port('win-2', 'pod/default/web-2'), /^LB_DSR_10\.127\.130\.12_10\.96\.0\.50_/)).toBeDefined();
    expect(ruleNamed(l.port('win-1', 'pod/default/web-1'), /^NAT_10\.96\.0\.50_80_6$/)?.group).toBe('SLB_GROUP_NAT_IPv4_IN');
    expect(ruleNamed(l.port('win-1', 'pod/default/web-1'), /^ALLOW_NAT_10\.96\.0\.50_/)?.group).toBe('SLB_GROUP_NAT_IPv4_OUT');
    expect(ruleNamed(l.port('win-1', 'pod/default/client'), /NAT_10\.96\.0\.50/)).toBeUndefined();
  });

  it('the host\'s cbr0 port gets no LB_DSR rule', () => {
    expect(ruleNamed(l.port('win-1', 'cbr0'), /^LB_DSR_/)).toBeUndefined();
  });

  it('without DSR, the pods\' ports carry no LB rule and the host vNIC port carries the SLB_LB_LAYER rule', () => {
    const n = lab(bridgeCluster({ pods: [pod('client', 'win-1'), pod('web-1', 'win-1', { labels: { app: 'web' } })], services: [service('web', 'web', { clusterIP: '10.96.0.50' })] }));
    expect(ruleNamed(n.port('win-1', 'pod/default/client'), /LB/)).toBeUndefined();
    expect(ruleNamed(n.port('win-1', 'host'), /10\.96\.0\.50/)?.layer).toBe('SLB_LB_LAYER');
  });
});

describe('Overlay node', () => {
  const l = lab(overlayCluster({ pods }));
  const h = l.node('win-1').host;

  it('pods route through the distributed router (.1), whose MAC is the network\'s DR MAC (§4.2 step 4, Q5)', () => {
    const pc = h.compartments.find((c) => c.owner === 'pod/default/web')!;
    const gw = pc.routes.find((r) => r.prefix.len === 0)!.nextHop!;
    expect(formatIp(gw)).toBe('10.244.1.1');
    expect(h.neighbors.get(gw)).toBe(l.hns('win-1').networks[0]!.drMacAddress);
    expect(h.network.drMac).toBe(l.hns('win-1').networks[0]!.drMacAddress);
  });

  it('the host has no cbr0 vNIC; its own pod CIDR is reached through the HostRoute policy', () => {
    const root = h.compartments.find((c) => c.kind === 'host')!;
    expect(root.interfaces.map((i) => i.name)).toEqual(['vEthernet (Ethernet)', 'distributed router (gateway)']);
    expect(root.routes.some((r) => formatPrefix(r.prefix) === NET.n1.podCIDR)).toBe(true);
  });

  it('the host answers for the pods\' gateway (the DR hands its frames to the host vNIC): a packet to it does not loop', () => {
    const root = h.compartments.find((c) => c.kind === 'host')!;
    const gw = root.interfaces.find((i) => i.name === 'distributed router (gateway)')!;
    expect(formatIpv4(gw.ip)).toBe('10.244.1.1');
    expect(gw.portId).toBeUndefined();
  });

  it('no host-gw routes on an overlay: remote pod CIDRs are reached through VXLAN', () => {
    const root = h.compartments.find((c) => c.kind === 'host')!;
    expect(root.routes.some((r) => formatPrefix(r.prefix) === NET.n2.podCIDR)).toBe(false);
  });

  it('the source VIP is in the address book as the node\'s source VIP', () => {
    expect(l.sim.world.addressBook.get(l.resolved.nodes[0]!.sourceVip)).toEqual({ kind: 'source-vip', ref: 'node/win-1' });
  });

  it('the vSwitch answers ARP for the source VIP with the host\'s MAC, for kube-proxy\'s source-VIP endpoint (issue 27)', () => {
    const vip = l.resolved.nodes[0]!.sourceVip;
    const ep = l.hns('win-1').endpoints.find((e) => e.ipAddress === formatIpv4(vip))!;
    expect(ep).toMatchObject({ name: 'sourceVip', isRemoteEndpoint: false, macAddress: nodeMac(l.resolved.nodes[0]!) });
    expect(h.neighbors.has(vip)).toBe(false);
    expect(h.vswitch.arp?.get(vip)).toEqual({
      mac: h.mac,
      provenance: { hns: { type: 'Endpoint', id: ep.id, name: 'sourceVip' }, k8s: { kind: 'Node', name: 'win-1' }, by: 'kube-proxy (winkernel): source VIP endpoint (--source-vip)', byMsg: { id: 'origin.sourceVip', args: {} }, assumptions: undefined },
    });
    // Only that endpoint: no other address is answered on the host's behalf.
    expect([...(h.vswitch.arp?.keys() ?? [])]).toEqual([vip]);
  });
});

describe('L2Bridge node: no source VIP', () => {
  it('kube-proxy creates no source-VIP endpoint, so the vSwitch answers ARP for nothing on the host\'s behalf', () => {
    expect(lab(bridgeCluster({ pods })).node('win-1').host.vswitch.arp).toBeUndefined();
  });
});
