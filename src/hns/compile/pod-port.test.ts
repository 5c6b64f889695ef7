// compile(): what HNS programs on a local endpoint's VFP port, one test per fact of
// domain/vfp-and-troubleshooting.md §1-§4 (and hns-cni-kubeproxy.md §1.10, §5, §6).
import { describe, expect, it } from 'vitest';
import { mustIpv4, mustPrefix } from '../../core/net/ip';
import { acl, compile, l2bridge, loadBalancer, localEndpoint, needEncap, NODE_IP, NODE_MAC, outboundNat, overlay, portMapping, portOf, remoteEndpoint, state } from '../../cluster/testing/hns-objects';
import { layerOf, rulesOf, ruleNamed } from '../../cluster/testing/scenario';
import { LB_FLAG_DSR, PM_FLAG_VIP_EXTERNAL_IP } from '../model';

const prefix = (s: string) => mustPrefix(s);

describe('ACL endpoint policies → ACL_ENDPOINT_LAYER', () => {
  const allowHost = acl({ id: 'allow-host-to-endpoint', action: 'Allow', direction: 'In', priority: 900, remoteAddresses: ['10.156.233.218/32'] });
  const blockOut = acl({ id: 'block-imds', action: 'Block', direction: 'Out', priority: 65498, protocols: [6], remoteAddresses: ['169.254.169.254/32'], remotePorts: ['80'] });
  const c = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [allowHost, blockOut])]));
  const port = portOf(c, 'ep1');

  it('an HNS ACL Priority is copied unchanged into the VFP rule; Id becomes the rule\'s friendly name; Direction In → ACL_ENDPOINT_GROUP_IPV4_IN; RemoteAddresses of an In rule → Source IP condition (§2.1)', () => {
    const r = ruleNamed(port, 'allow-host-to-endpoint')!;
    expect(r.layer).toBe('ACL_ENDPOINT_LAYER');
    expect(r.group).toBe('ACL_ENDPOINT_GROUP_IPV4_IN');
    expect(r.rule.priority).toBe(900);
    expect(r.rule.action).toEqual({ type: 'allow' });
    expect(r.rule.conditions.srcIp).toEqual([prefix('10.156.233.218/32')]);
    expect(r.rule.conditions.dstIp).toBeUndefined();
  });

  it('the VFP rule\'s own name is a GUID (the friendly name carries the HNS Id) (§2.1)', () => {
    expect(ruleNamed(port, 'allow-host-to-endpoint')!.rule.id).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
  });

  it('Direction Out → ACL_ENDPOINT_GROUP_IPV4_OUT; RemoteAddresses / RemotePorts of an Out rule → Destination IP / ports; Action Block → block', () => {
    const r = ruleNamed(port, 'block-imds')!;
    expect(r.group).toBe('ACL_ENDPOINT_GROUP_IPV4_OUT');
    expect(r.rule.priority).toBe(65498);
    expect(r.rule.action).toEqual({ type: 'block' });
    expect(r.rule.conditions).toMatchObject({ dstIp: [prefix('169.254.169.254/32')], dstPorts: [{ lo: 80, hi: 80 }], protocols: [6] });
    expect(r.rule.conditions.srcIp).toBeUndefined();
  });

  it('LocalPorts of an In rule → Destination ports; a port range "a-b" is one range (§1.7)', () => {
    const c2 = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [acl({ id: 'web', action: 'Allow', direction: 'In', priority: 1000, protocols: [6], localPorts: ['8000-8100', '443'] })])]));
    expect(ruleNamed(portOf(c2, 'ep1'), 'web')!.rule.conditions.dstPorts).toEqual([
      { lo: 8000, hi: 8100 },
      { lo: 443, hi: 443 },
    ]);
  });

  it('Protocols 256 means any protocol: no protocol condition (§4.3)', () => {
    expect(ruleNamed(port, 'allow-host-to-endpoint')!.rule.conditions.protocols).toBeUndefined();
  });

  it('the ACL layer has the IPv4 and IPv6 groups of both directions (§2.1)', () => {
    expect(layerOf(port, 'ACL_ENDPOINT_LAYER')!.groups.map((g) => [g.name, g.direction, g.family])).toEqual([
      ['ACL_ENDPOINT_GROUP_IPV4_IN', 'in', 'ipv4'],
      ['ACL_ENDPOINT_GROUP_IPV4_OUT', 'out', 'ipv4'],
      ['ACL_ENDPOINT_GROUP_IPV6_IN', 'in', 'ipv6'],
      ['ACL_ENDPOINT_GROUP_IPV6_OUT', 'out', 'ipv6'],
    ]);
  });

  it('default deny once any ACL exists for a direction (§1.3 item 6; Windows-Containers#616)', () => {
    expect(layerOf(port, 'ACL_ENDPOINT_LAYER')!.defaultAction).toEqual({ in: 'block', out: 'block' });
    const onlyIn = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [allowHost])]));
    expect(layerOf(portOf(onlyIn, 'ep1'), 'ACL_ENDPOINT_LAYER')!.defaultAction).toEqual({ in: 'block', out: 'allow' });
  });

  it('an endpoint without ACLs is default-allow in both directions', () => {
    const none = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10')]));
    expect(layerOf(portOf(none, 'ep1'), 'ACL_ENDPOINT_LAYER')!.defaultAction).toEqual({ in: 'allow', out: 'allow' });
  });

  it('RuleType Host ACLs are Windows Firewall rules, not VFP rules: not compiled, with a warning (§1.7 RuleType)', () => {
    const c2 = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [acl({ id: 'fw', action: 'Block', direction: 'In', priority: 100, ruleType: 'Host' })])]));
    expect(ruleNamed(portOf(c2, 'ep1'), 'fw')).toBeUndefined();
    expect(c2.warnings.some((w) => /RuleType Host/.test(w))).toBe(true);
  });

  it('ACL rules are terminating and stateful: Flags 8195 as vfpctrl prints them (§1.2, Q3)', () => {
    expect(ruleNamed(port, 'allow-host-to-endpoint')!.rule.flags).toEqual({ terminating: true, stateful: true, raw: 8195 });
  });
});

describe('OutBoundNAT → SLB_NAT_LAYER', () => {
  const c = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [outboundNat(['10.244.0.0/16', '10.96.0.0/12'])]), localEndpoint('ep2', '10.1.1.11', [outboundNat([])])]));
  const port = portOf(c, 'ep1');
  const out = rulesOf(port, 'SLB_NAT_LAYER', 'SLB_GROUP_NAT_IPv4_OUT');

  it('OutBoundNAT → SNAT_TCP_OUTBOUNDNAT_<port>_<node IP> dynnat rules in SLB_NAT_LAYER / SLB_GROUP_NAT_IPv4_OUT to the node IP (§6, Q4)', () => {
    const tcp = out.find((r) => /^SNAT_TCP_OUTBOUNDNAT_\d+_10\.0\.0\.11$/.test(r.friendlyName!))!;
    expect(tcp.action).toMatchObject({ type: 'dynnat', pool: { ip: mustIpv4(NODE_IP) } });
    expect(tcp.conditions.protocols).toEqual([6]);
    expect(out.some((r) => /^SNAT_UDP_OUTBOUNDNAT_/.test(r.friendlyName!) && r.conditions.protocols?.[0] === 17)).toBe(true);
  });

  it('the NAT pool is named SLB_NATPOOL_IPV4_TCP_<pod IP><node IP> and holds a 64-port block (Q4 items 1-2)', () => {
    const tcp = out.find((r) => r.action.type === 'dynnat' && r.conditions.protocols?.[0] === 6)!;
    const pool = (tcp.action as { pool: { name: string; lo: number; hi: number } }).pool;
    expect(pool.name).toBe('SLB_NATPOOL_IPV4_TCP_10.1.1.1010.0.0.11');
    expect(pool.hi - pool.lo + 1).toBe(64);
  });

  it('each endpoint gets its own 64-port block (per-endpoint pools, Q4)', () => {
    const pool = (id: string) => (rulesOf(portOf(c, id), 'SLB_NAT_LAYER').find((r) => r.action.type === 'dynnat')!.action as { pool: { lo: number; hi: number } }).pool;
    const [a, b] = [pool('ep1'), pool('ep2')];
    expect(a.hi < b.lo || b.hi < a.lo).toBe(true);
  });

  it('destinations in the exception list are not SNATed: an allow rule per exception, with better priority than the SNAT rules (§6)', () => {
    const exc = out.filter((r) => r.action.type === 'allow');
    expect(exc.map((r) => r.conditions.dstIp)).toEqual([[prefix('10.244.0.0/16')], [prefix('10.96.0.0/12')]]);
    const snat = out.filter((r) => r.action.type === 'dynnat');
    expect(Math.max(...exc.map((r) => r.priority))).toBeLessThan(Math.min(...snat.map((r) => r.priority)));
  });

  it('OutBoundNAT with a VirtualIP SNATs to that address instead of the node IP (§1.7 VirtualIP)', () => {
    const c2 = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [{ type: 'OutBoundNAT', exceptions: [], destinations: [], vip: '10.0.0.99' }])]));
    const r = rulesOf(portOf(c2, 'ep1'), 'SLB_NAT_LAYER').find((x) => x.action.type === 'dynnat')!;
    expect(r.action).toMatchObject({ pool: { ip: mustIpv4('10.0.0.99') } });
  });

  it('OutBoundNAT with Destinations (loopback DSR) NATs only towards those destinations (§1.7, §6)', () => {
    const c2 = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [outboundNat([], ['10.1.1.10'])])]));
    const rules = rulesOf(portOf(c2, 'ep1'), 'SLB_NAT_LAYER', 'SLB_GROUP_NAT_IPv4_OUT');
    expect(rules.length).toBeGreaterThan(0);
    for (const r of rules) {
      expect(r.action.type).toBe('dynnat');
      expect(r.conditions.dstIp).toEqual([prefix('10.1.1.10/32')]);
    }
  });
});

describe('SDNRoute NeedEncap → VNET_ENCAP_LAYER', () => {
  it('a NeedEncap route hands traffic for its prefix to the host vNIC (node IP, host MAC) in VNET_ENCAP_LAYER / VNET_GROUP_ENCAP_IPV4_OUT (§5 step 2)', () => {
    const c = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [needEncap('10.96.0.0/12'), needEncap(`${NODE_IP}/32`)])]));
    const rules = rulesOf(portOf(c, 'ep1'), 'VNET_ENCAP_LAYER', 'VNET_GROUP_ENCAP_IPV4_OUT');
    expect(rules.map((r) => r.conditions.dstIp)).toEqual([[prefix('10.96.0.0/12')], [prefix(`${NODE_IP}/32`)]]);
    expect(rules.every((r) => r.action.type === 'route-encap' && r.action.to === mustIpv4(NODE_IP) && r.action.toMac === NODE_MAC)).toBe(true);
  });

  it('a route without NeedEncap programs nothing', () => {
    const c = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [{ type: 'SDNRoute', destinationPrefix: '10.96.0.0/12', needEncap: false }])]));
    expect(layerOf(portOf(c, 'ep1'), 'VNET_ENCAP_LAYER')).toBeUndefined();
  });
});

describe('DSR load balancers on pod ports', () => {
  // client (ep1) and web-1 (ep2) local, web-2 remote.
  const endpoints = [localEndpoint('client', '10.1.1.5'), localEndpoint('web1', '10.1.1.10'), remoteEndpoint('web2', '10.1.2.10')];
  const dsrLb = loadBalancer('lb1', ['10.96.0.50'], ['web1', 'web2'], portMapping(80, 8080), { flags: LB_FLAG_DSR });
  const c = compile(state(l2bridge(), endpoints, [dsrLb]));

  it('a DSR ClusterIP LB → an LB_DSR rule on every local pod port (LB_DSR / LB_DSR_IPv4_OUT, lbnat over all DIPs) (§2.1, §5 DSR)', () => {
    for (const id of ['client', 'web1']) {
      const r = ruleNamed(portOf(c, id), /^LB_DSR_/)!;
      expect(r.layer).toBe('LB_DSR');
      expect(r.group).toBe('LB_DSR_IPv4_OUT');
      expect(r.rule.friendlyName).toBe(`LB_DSR_${NODE_IP}_10.96.0.50_80_8080_6`);
      expect(r.rule.conditions).toMatchObject({ dstIp: [prefix('10.96.0.50/32')], protocols: [6], dstPorts: [{ lo: 80, hi: 80 }] });
      expect(r.rule.action.type).toBe('lbnat');
      if (r.rule.action.type === 'lbnat') expect(r.rule.action.backends.map((b) => [b.ip, b.port, b.local])).toEqual([[mustIpv4('10.1.1.10'), 8080, true], [mustIpv4('10.1.2.10'), 8080, false]]);
    }
  });

  it('a DSR ClusterIP LB → NAT_ (SLB_GROUP_NAT_IPv4_IN) and ALLOW_NAT_ (SLB_GROUP_NAT_IPv4_OUT) rules on local backends\' ports only (§2.1)', () => {
    const backend = portOf(c, 'web1');
    expect(ruleNamed(backend, /^NAT_10\.96\.0\.50_/)).toMatchObject({ layer: 'SLB_NAT_LAYER', group: 'SLB_GROUP_NAT_IPv4_IN' });
    expect(ruleNamed(backend, /^ALLOW_NAT_10\.96\.0\.50_/)).toMatchObject({ layer: 'SLB_NAT_LAYER', group: 'SLB_GROUP_NAT_IPv4_OUT' });
    expect(ruleNamed(portOf(c, 'client'), /NAT_10\.96\.0\.50/)).toBeUndefined();
  });

  it('remote endpoints have no VFP port (§4.1)', () => {
    expect(c.endpointPorts.has('web2')).toBe(false);
    expect(c.ports.filter((p) => p.kind === 'endpoint')).toHaveLength(2);
  });

  it('a non-DSR LB puts nothing on pod ports (it is balanced at the host vNIC, §5 step 3)', () => {
    const c2 = compile(state(l2bridge(), endpoints, [{ ...dsrLb, flags: 0 }]));
    expect(layerOf(portOf(c2, 'client'), 'LB_DSR')).toBeUndefined();
    expect(ruleNamed(portOf(c2, 'web1'), /NAT_10\.96/)).toBeUndefined();
  });

  it('a DSR LB with VipExternalIP (ETP Local external IP / NodePort) is not an LB_DSR rule on pod ports', () => {
    const c2 = compile(state(l2bridge(), endpoints, [loadBalancer('lb2', ['192.0.2.1'], ['web1'], portMapping(80, 8080, { flags: PM_FLAG_VIP_EXTERNAL_IP }), { flags: LB_FLAG_DSR })]));
    expect(layerOf(portOf(c2, 'client'), 'LB_DSR')).toBeUndefined();
  });

  it('DistributionType 2 (SourceIP) → the lbnat rule hashes on the source IP (§2.1)', () => {
    const c2 = compile(state(l2bridge(), endpoints, [{ ...dsrLb, portMappings: [portMapping(80, 8080, { distributionType: 2 })] }]));
    const r = ruleNamed(portOf(c2, 'client'), /^LB_DSR_/)!.rule;
    expect(r.action).toMatchObject({ type: 'lbnat', distribution: 'sourceIp' });
  });

  it('without loopback DSR a pod\'s own hit through the VIP is dropped; with OutBoundNAT Destinations it is not (§5, Q2 item 7)', () => {
    const rule = (eps: typeof endpoints) => ruleNamed(portOf(compile(state(l2bridge(), eps, [dsrLb])), 'web1'), /^LB_DSR_/)!.rule.action;
    expect(rule(endpoints)).toMatchObject({ selfHit: 'drop' });
    const withLoopback = [endpoints[0]!, localEndpoint('web1', '10.1.1.10', [outboundNat([], ['10.1.1.10'])]), endpoints[2]!];
    expect(rule(withLoopback)).not.toMatchObject({ selfHit: 'drop' });
  });

  it('the host\'s cbr0 endpoint (compartment 1) gets no LB_DSR rule: it is not a pod', () => {
    const c2 = compile(state(l2bridge(), [...endpoints, localEndpoint('cbr0', '10.1.1.2', [], { name: 'cbr0', compartmentId: 1 })], [dsrLb]));
    expect(layerOf(portOf(c2, 'cbr0'), 'LB_DSR')).toBeUndefined();
    expect(portOf(c2, 'cbr0').kind).toBe('host');
  });
});

describe('overlay', () => {
  const rsr = { destinationPrefix: '10.1.2.0/24', isolationId: 4096, providerAddress: '10.0.0.12', distributedRouterMacAddress: '00-15-5D-DD-00-02' };
  const c = compile(state(overlay([rsr]), [localEndpoint('ep1', '10.1.1.10', [needEncap('10.96.0.0/12'), { type: 'ProviderAddress', providerAddress: NODE_IP }])]));
  const port = portOf(c, 'ep1');

  it('RemoteSubnetRoute → encap rule to that node\'s PA with the remote DR MAC, the VNI and UDP 4789, in VNET_ENCAP_LAYER / VNET_GROUP_ENCAP_IPV4_OUT on the pod port (Q5)', () => {
    const r = ruleNamed(port, /^REMOTESUBNETROUTE_/)!;
    expect(r).toMatchObject({ layer: 'VNET_ENCAP_LAYER', group: 'VNET_GROUP_ENCAP_IPV4_OUT' });
    expect(r.rule.conditions.dstIp).toEqual([prefix('10.1.2.0/24')]);
    expect(r.rule.action).toEqual({ type: 'encap', vni: 4096, pa: mustIpv4('10.0.0.12'), innerDstMac: '00-15-5D-DD-00-02', udpPort: 4789 });
  });

  it('a remote endpoint with a PA that no RemoteSubnetRoute covers is a CA→PA encap rule of its own (/32, the network\'s VNI); one inside a route adds none', () => {
    const eps = [localEndpoint('ep1', '10.1.1.10'), remoteEndpoint('far', '10.1.7.5', '10.0.0.17'), remoteEndpoint('near', '10.1.2.9', '10.0.0.12'), remoteEndpoint('self', '10.1.8.5', NODE_IP), remoteEndpoint('nopa', '10.1.9.5')];
    const p = portOf(compile(state(overlay([rsr]), eps)), 'ep1');
    const capa = rulesOf(p, 'VNET_ENCAP_LAYER').filter((r) => r.friendlyName?.startsWith('CA_PA_'));
    expect(capa.map((r) => r.friendlyName)).toEqual(['CA_PA_10.1.7.5_10.0.0.17']);
    expect(capa[0]!.conditions.dstIp).toEqual([prefix('10.1.7.5/32')]);
    expect(capa[0]!.action).toMatchObject({ type: 'encap', vni: 4096, pa: mustIpv4('10.0.0.17'), udpPort: 4789 });
    expect(capa[0]!.provenance!.modelOwn).toMatchObject({ name: 'invented' });
    expect(layerOf(portOf(compile(state(l2bridge(), eps)), 'ep1'), 'VNET_ENCAP_LAYER')).toBeUndefined();
  });

  it('every pod port of a node has the same CA→PA rules (made once per compile), and another compile makes equal ones', () => {
    const eps = [localEndpoint('ep1', '10.1.1.10'), localEndpoint('ep2', '10.1.1.11'), remoteEndpoint('far', '10.1.7.5', '10.0.0.17'), remoteEndpoint('far2', '10.1.9.6', '10.0.0.19')];
    const c = compile(state(overlay([rsr]), eps));
    const capa = (id: string, from = c) => rulesOf(portOf(from, id), 'VNET_ENCAP_LAYER').filter((r) => r.friendlyName?.startsWith('CA_PA_'));
    expect(capa('ep1').map((r) => r.friendlyName)).toEqual(['CA_PA_10.1.7.5_10.0.0.17', 'CA_PA_10.1.9.6_10.0.0.19']);
    expect(capa('ep2')).toEqual(capa('ep1'));
    expect(capa('ep1', compile(state(overlay([rsr]), eps)))).toEqual(capa('ep1'));
  });

  it('the network\'s VxlanPort is the encap UDP port (§1.7 VxlanPort)', () => {
    const c2 = compile(state(overlay([rsr], { vxlanPort: 4790 }), [localEndpoint('ep1', '10.1.1.10')]));
    expect(ruleNamed(portOf(c2, 'ep1'), /^REMOTESUBNETROUTE_/)!.rule.action).toMatchObject({ udpPort: 4790 });
  });

  it('overlay ports carry PA_ROUTE (paroute, priority 45535) in VNET_PA_ROUTE_LAYER / VNET_GROUP_PA_ROUTE_IPV4_OUT (group priority 200) (§2.1)', () => {
    const l = layerOf(port, 'VNET_PA_ROUTE_LAYER')!;
    expect(l.groups[0]).toMatchObject({ name: 'VNET_GROUP_PA_ROUTE_IPV4_OUT', priority: 200, direction: 'out' });
    expect(l.groups[0]!.rules[0]).toMatchObject({ friendlyName: 'PA_ROUTE', priority: 45535, action: { type: 'paroute' }, flags: { terminating: true, stateful: false, raw: 1 } });
  });

  it('L2Bridge ports have no PA route layer', () => {
    expect(layerOf(portOf(compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10')])), 'ep1'), 'VNET_PA_ROUTE_LAYER')).toBeUndefined();
  });
});

describe('layer order and port identity', () => {
  const c = compile(
    state(overlay([{ destinationPrefix: '10.1.2.0/24', isolationId: 4096, providerAddress: '10.0.0.12' }]), [localEndpoint('ep1', '10.1.1.10', [outboundNat(['10.244.0.0/16']), needEncap('10.96.0.0/12')]), localEndpoint('ep2', '10.1.1.11')], [
      loadBalancer('lb', ['10.96.0.1'], ['ep2'], portMapping(443, 6443), { flags: LB_FLAG_DSR }),
    ]),
  );

  it('a pod port\'s layers, by ascending priority for OUT: ACL → LB_DSR → SLB_NAT → VNET_ENCAP → VNET_PA_ROUTE (§2.4, assumption layer-order)', () => {
    const layers = portOf(c, 'ep1').layers;
    const sorted = [...layers].sort((a, b) => a.priority - b.priority).map((l) => l.name);
    expect(sorted).toEqual(['ACL_ENDPOINT_LAYER', 'LB_DSR', 'SLB_NAT_LAYER', 'VNET_ENCAP_LAYER', 'VNET_PA_ROUTE_LAYER']);
  });

  it('a pod port\'s friendly name is the HNS endpoint GUID and it carries the endpoint MAC (vfp notes §3.2, §4.1)', () => {
    const p = portOf(c, 'ep1');
    expect(p.friendlyName).toBe('ep1');
    expect(p.kind).toBe('endpoint');
    expect(p.mac).toBe('00-15-5D-01-01-10');
  });

  it('an endpoint\'s port GUID from Resources.Allocators is kept as the port name (§4.1 "Endpoint Port")', () => {
    const c2 = compile(state(l2bridge(), [localEndpoint('ep1', '10.1.1.10', [], { portGuid: '4fd72ab0-2c35-4ae7-ac9a-f893495bd5ef' })]));
    expect(portOf(c2, 'ep1').id).toBe('4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF');
  });

  it('every compiled rule names the HNS object it comes from (provenance)', () => {
    for (const p of c.ports) for (const l of p.layers) for (const g of l.groups) for (const r of g.rules) expect(r.provenance?.hns?.type, `${p.friendlyName} ${r.friendlyName}`).toBeTruthy();
  });

  it('compile is a pure function: the same HNS objects give the same ports', () => {
    const s = state(l2bridge(), [localEndpoint('a', '10.1.1.10', [outboundNat(['10.0.0.0/8'])], { compartmentId: 5 })]);
    expect(JSON.stringify(compile(s))).toBe(JSON.stringify(compile(s)));
  });
});
