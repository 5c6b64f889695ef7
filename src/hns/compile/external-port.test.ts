// compile(): the external port (the physical NIC's uplink): inbound MAC rewrite on L2Bridge, VXLAN
// decapsulation on Overlay (vfp-and-troubleshooting.md §1.1, §4; open-questions Q5).
import { describe, expect, it } from 'vitest';
import { mustPrefix } from '../../core/net/ip';
import { compile, l2bridge, localEndpoint, NODE_IP, overlay, portOf, remoteEndpoint, state } from '../../cluster/testing/hns-objects';
import { ruleNamed, rulesOf } from '../../cluster/testing/scenario';

const endpoints = [localEndpoint('client', '10.1.1.5'), localEndpoint('web1', '10.1.1.10'), remoteEndpoint('web2', '10.1.2.10')];

describe('the external port', () => {
  it('the external port rewrites the destination MAC of local pods\' IPs (L2Bridge ingress), in VNET_MAC_REWRITE_LAYER (assumption l2bridge-ingress-mac-rewrite)', () => {
    const cbr0 = localEndpoint('cbr0', '10.1.1.2', [], { name: 'cbr0', compartmentId: 1 });
    const c = compile(state(l2bridge(), [...endpoints, cbr0]));
    const ext = portOf(c, 'external');
    const rules = rulesOf(ext, 'VNET_MAC_REWRITE_LAYER', 'VNET_GROUP_MAC_REWRITE_IPV4_IN');
    expect(rules.map((r) => [r.conditions.dstIp, r.action])).toEqual([
      [[mustPrefix('10.1.1.5/32')], { type: 'mac-rewrite', dstMac: '00-15-5D-01-01-05' }],
      [[mustPrefix('10.1.1.10/32')], { type: 'mac-rewrite', dstMac: '00-15-5D-01-01-10' }],
    ]);
    expect(rules.every((r) => r.conditions.encapsulated === false)).toBe(true);
  });

  it('the external port\'s friendly name is ExternalPort (vfp notes §3.2)', () => {
    expect(portOf(compile(state(l2bridge())), 'external').friendlyName).toBe('ExternalPort');
  });

  it('overlay: VXLAN decap on the external port for the node IP, UDP 4789 and the VNI (Q5 receive side)', () => {
    const c = compile(state(overlay(), endpoints));
    const r = ruleNamed(portOf(c, 'external'), /^DECAP_VXLAN_/)!;
    expect(r.layer).toBe('VNET_ENCAP_LAYER');
    expect(r.rule.conditions).toMatchObject({ dstIp: [mustPrefix(`${NODE_IP}/32`)], protocols: [17], dstPorts: [{ lo: 4789, hi: 4789 }], vni: 4096, encapsulated: true });
    expect(r.rule.action).toEqual({ type: 'decap' });
  });

  it('overlay: the decap rule follows the network\'s VSID and VxlanPort', () => {
    const net = overlay([], { vxlanPort: 4790, subnets: [{ addressPrefix: '10.1.1.0/24', gatewayAddress: '10.1.1.1', vsid: 5001 }] });
    const r = ruleNamed(portOf(compile(state(net)), 'external'), /^DECAP_VXLAN_/)!.rule;
    expect(r.conditions).toMatchObject({ vni: 5001, dstPorts: [{ lo: 4790, hi: 4790 }] });
  });

  it('L2Bridge: no VXLAN decap on the external port', () => {
    expect(ruleNamed(portOf(compile(state(l2bridge(), endpoints)), 'external'), /^DECAP_VXLAN_/)).toBeUndefined();
  });

  it('overlay: the host port can encapsulate to remote subnets too (host → remote pod, HostRoute)', () => {
    const c = compile(state(overlay([{ destinationPrefix: '10.1.2.0/24', isolationId: 4096, providerAddress: '10.0.0.12' }])));
    expect(ruleNamed(portOf(c, 'host'), /^REMOTESUBNETROUTE_/)).toMatchObject({ layer: 'VNET_ENCAP_LAYER' });
  });
});
