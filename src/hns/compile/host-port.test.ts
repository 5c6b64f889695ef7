// compile(): the host vNIC (management) port, one test per fact of
// domain/vfp-and-troubleshooting.md §2.1 / §4 and hns-cni-kubeproxy.md §5 and open-questions Q2 / Q5.
import { describe, expect, it } from 'vitest';
import { mustIpv4, mustPrefix } from '../../core/net/ip';
import { compile, l2bridge, loadBalancer, localEndpoint, NODE_IP, overlay, portMapping, portOf, remoteEndpoint, state } from '../../cluster/testing/hns-objects';
import { layerOf, ruleNamed, rulesOf } from '../../cluster/testing/scenario';
import { LB_FLAG_DSR, PM_FLAG_LOCAL_ROUTED_VIP, PM_FLAG_VIP_EXTERNAL_IP } from '../model';

const endpoints = [localEndpoint('client', '10.1.1.5'), localEndpoint('web1', '10.1.1.10'), remoteEndpoint('web2', '10.1.2.10')];
const clusterIpLb = (extra = {}) => loadBalancer('lb1', ['10.96.0.50'], ['web1', 'web2'], portMapping(80, 8080), extra);

describe('load balancing on the host vNIC port', () => {
  const c = compile(state(l2bridge(), endpoints, [clusterIpLb()]));
  const host = portOf(c, 'host');

  it('a non-DSR LB → SLB_LB_LAYER rule on the host vNIC port (group SLB_GROUP_LB_IPv4_OUT, lbnat VIP:port → DIPs) (§5 step 3, Q2, assumption non-dsr-lb-at-host-port)', () => {
    const r = ruleNamed(host, /10\.96\.0\.50/)!;
    expect(r).toMatchObject({ layer: 'SLB_LB_LAYER', group: 'SLB_GROUP_LB_IPv4_OUT' });
    expect(r.rule.friendlyName).toMatch(/^LB_/);
    expect(r.rule.conditions).toMatchObject({ dstIp: [mustPrefix('10.96.0.50/32')], protocols: [6], dstPorts: [{ lo: 80, hi: 80 }] });
    expect(r.rule.action.type).toBe('lbnat');
    if (r.rule.action.type === 'lbnat') expect(r.rule.action.backends.map((b) => `${b.ip}:${b.port}`)).toEqual([`${mustIpv4('10.1.1.10')}:8080`, `${mustIpv4('10.1.2.10')}:8080`]);
    expect(r.rule.provenance?.assumptions).toContain('non-dsr-lb-at-host-port');
  });

  it('empty SourceVIP on L2Bridge: by default the non-DSR LB rewrites the source to the node IP (kubernetes/kubernetes#83072; design §3)', () => {
    const r = ruleNamed(host, /10\.96\.0\.50/)!.rule;
    expect(r.action).toMatchObject({ type: 'lbnat', snat: { ip: mustIpv4(NODE_IP) } });
    expect(r.provenance?.assumptions).toContain('non-dsr-source');
  });

  it('empty SourceVIP with the keep-source option: the backend sees the client\'s address (a labelled option)', () => {
    const c2 = compile(state(l2bridge(), endpoints, [clusterIpLb()]), { emptySourceVip: 'keep-source', natPortBase: 33000 });
    expect(ruleNamed(portOf(c2, 'host'), /10\.96\.0\.50/)!.rule.action).toMatchObject({ type: 'lbnat', snat: undefined });
  });

  it('a SourceVIP (overlay --source-vip) is the SNAT source of a non-DSR LB (§3.4, Q2 item 6)', () => {
    const c2 = compile(state(overlay(), endpoints, [clusterIpLb({ sourceVip: '10.1.1.2' })]));
    expect(ruleNamed(portOf(c2, 'host'), /10\.96\.0\.50/)!.rule.action).toMatchObject({ snat: { ip: mustIpv4('10.1.1.2') } });
  });

  it('a NodePort LB (no VIP, LocalRoutedVIP|VipExternalIP) matches the node\'s own address and the node port on the host port', () => {
    const np = loadBalancer('np', [], ['web1', 'web2'], portMapping(30080, 8080, { flags: PM_FLAG_VIP_EXTERNAL_IP | PM_FLAG_LOCAL_ROUTED_VIP }));
    const r = rulesOf(portOf(compile(state(l2bridge(), endpoints, [np])), 'host'), 'SLB_LB_LAYER').find((x) => x.conditions.dstPorts?.[0]?.lo === 30080)!;
    expect(r.conditions.dstIp).toEqual([mustPrefix(`${NODE_IP}/32`)]);
    expect(r.action.type).toBe('lbnat');
  });

  it('an externally reached non-DSR LB rewrites the source to the node IP, so that replies from another node come back through it (§5 overlay variant, Q2)', () => {
    const np = loadBalancer('np', [], ['web1', 'web2'], portMapping(30080, 8080, { flags: PM_FLAG_VIP_EXTERNAL_IP | PM_FLAG_LOCAL_ROUTED_VIP }));
    const r = rulesOf(portOf(compile(state(l2bridge(), endpoints, [np])), 'host'), 'SLB_LB_LAYER')[0]!;
    expect(r.action).toMatchObject({ snat: { ip: mustIpv4(NODE_IP) } });
  });

  it('a DSR LB keeps the client\'s source at the host port too (no SNAT with DSR, §4.5)', () => {
    const c2 = compile(state(l2bridge(), endpoints, [clusterIpLb({ flags: LB_FLAG_DSR })]));
    const r = ruleNamed(portOf(c2, 'host'), /10\.96\.0\.50/)!.rule;
    expect(r.friendlyName).toMatch(/^LB_HOST_/);
    expect(r.action).toMatchObject({ snat: undefined });
  });

  it('a DSR LB with a remote backend → an LB_HOST_ rule in layer LB / group LB_OUT on the host port (§2.1, networkhealth)', () => {
    const c2 = compile(state(l2bridge(), endpoints, [clusterIpLb({ flags: LB_FLAG_DSR })]));
    const r = ruleNamed(portOf(c2, 'host'), /^LB_HOST_/);
    expect(r).toMatchObject({ layer: 'LB', group: 'LB_OUT' });
  });

  it('a DSR LB whose backends are all local → its host-port rule is in SLB_LB_LAYER / SLB_GROUP_LB_IPv4_OUT (§2.1, networkhealth)', () => {
    const c2 = compile(state(l2bridge(), endpoints, [loadBalancer('lb1', ['10.96.0.50'], ['web1'], portMapping(80, 8080), { flags: LB_FLAG_DSR })]));
    expect(ruleNamed(portOf(c2, 'host'), /10\.96\.0\.50/)).toMatchObject({ layer: 'SLB_LB_LAYER', group: 'SLB_GROUP_LB_IPv4_OUT' });
  });

  it('a DSR LB with a local backend → a HairPin_ rule in SLB_HAIRPIN_LAYER / SLB_GROUP_HAIRPIN_IPv4_IN on the host port (§2.1, networkhealth)', () => {
    const c2 = compile(state(l2bridge(), endpoints, [clusterIpLb({ flags: LB_FLAG_DSR })]));
    expect(ruleNamed(portOf(c2, 'host'), /^HairPin_/)).toMatchObject({ layer: 'SLB_HAIRPIN_LAYER', group: 'SLB_GROUP_HAIRPIN_IPv4_IN' });
  });

  it('SessionAffinity on the LB (DistributionType 2) is the host rule\'s distribution too', () => {
    const c2 = compile(state(l2bridge(), endpoints, [loadBalancer('lb1', ['10.96.0.50'], ['web1'], portMapping(80, 8080, { distributionType: 2 }))]));
    expect(ruleNamed(portOf(c2, 'host'), /10\.96\.0\.50/)!.rule.action).toMatchObject({ distribution: 'sourceIp' });
  });

  it('a load balancer that references a missing endpoint compiles with a warning, without that backend', () => {
    const c2 = compile(state(l2bridge(), endpoints, [loadBalancer('lb1', ['10.96.0.50'], ['web1', 'ghost'], portMapping(80, 8080))]));
    expect(c2.warnings.some((w) => /ghost/.test(w))).toBe(true);
    const a = ruleNamed(portOf(c2, 'host'), /10\.96\.0\.50/)!.rule.action;
    expect(a.type === 'lbnat' && a.backends.length).toBe(1);
  });

  it("two VIPs of one load balancer share its DIPs (made once per compile), and a compile's warnings do not grow with repeats", () => {
    const lbs = [loadBalancer('lb1', ['10.96.0.50', '10.96.0.51'], ['web1', 'web2', 'ghost'], portMapping(80, 8080))];
    const c2 = compile(state(l2bridge(), endpoints, lbs));
    const dips = (vip: RegExp) => {
      const a = ruleNamed(portOf(c2, 'host'), vip)!.rule.action;
      return a.type === 'lbnat' ? a.backends : [];
    };
    expect(dips(/10\.96\.0\.50/).map((b) => b.port)).toEqual([8080, 8080]);
    expect(dips(/10\.96\.0\.51/)).toBe(dips(/10\.96\.0\.50/));
    // Each compile reads the DIPs afresh: the same state gives the same warnings.
    expect(compile(state(l2bridge(), endpoints, lbs)).warnings).toEqual(c2.warnings);
  });
});

describe('the host vNIC port itself', () => {
  const c = compile(state(l2bridge(), endpoints, []));
  const host = portOf(c, 'host');

  it('its friendly name is "Container NIC <8 hex>" and it carries the node MAC (vfp notes §3.2, §4.1)', () => {
    expect(host.friendlyName).toMatch(/^Container NIC [0-9a-f]{8}$/);
    expect(host.kind).toBe('host');
  });

  it('NeedEncap traffic to the node IP is decapsulated at the host port (SLB_DECAP_LAYER_STATEFUL, assumption needencap-to-host)', () => {
    const r = rulesOf(host, 'SLB_DECAP_LAYER_STATEFUL')[0]!;
    expect(r.conditions).toMatchObject({ dstIp: [mustPrefix(`${NODE_IP}/32`)], encapsulated: true });
    expect(r.action).toEqual({ type: 'decap' });
  });

  it('without load balancers there is no SLB_LB_LAYER on the host port', () => {
    expect(layerOf(host, 'SLB_LB_LAYER')).toBeUndefined();
  });

  it('the Resources.Allocators port GUIDs of the network name the host and external ports (§4.1 "Host Vnic", "External Adapter Info")', () => {
    const c2 = compile(state(l2bridge({ hostVnicPortGuid: 'aaaaaaaa-1111-2222-3333-444444444444', externalNicPortGuid: 'bbbbbbbb-1111-2222-3333-444444444444' })));
    expect(c2.hostPortId).toBe('AAAAAAAA-1111-2222-3333-444444444444');
    expect(c2.externalPortId).toBe('BBBBBBBB-1111-2222-3333-444444444444');
  });
});
