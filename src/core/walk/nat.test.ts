// Address translation in walks: outbound NAT (dynnat) with the reply steered back by the NAT
// binding and un-NATed by the reverse flow; load-balancer DNAT (lbnat) with the reply un-DNATed at
// the client's port.
import { describe, expect, it } from 'vitest';
import { fnv1a } from '../net/hash';
import { mustIpv4 } from '../net/ip';
import { reverseTuple, tupleOf } from '../packet/packet';
import {
  allow,
  buildWorld,
  dynnat,
  externalRef,
  group,
  hostPortId,
  layer,
  lbLayer,
  lbnat,
  natLayer,
  natPool,
  nodeMacOf,
  nodeRef,
  ping,
  podMacOf,
  podPortId,
  podRef,
  rule,
  tcp,
  walkFrom,
  type BackendSpec,
} from '../testing/builders';
import { CLIENT, INTERNET, N1, N2, patchHost, patchPod, SITE, twoNodes, VIP, WEB, WEB2, withPodLayers } from '../testing/fixtures';
import { fmix32, hashFields } from '../vfp/lb-hash';
import { natBindingKey } from '../world/runtime';
import type { Trace } from '../trace/trace';
import { verdictMsg } from '../trace/verdict-messages';

const ip = mustIpv4;
const POOL = natPool('SLB_NATPOOL_IPV4_TCP_client', N1.ip, 40000);
const outboundNat = natLayer({
  out: [
    allow('OUTBOUNDNAT_EXCEPTION_10.1.0.0/16', { dst: '10.1.0.0/16' }, { priority: 100 }),
    rule('SNAT_TCP_OUTBOUNDNAT', dynnat(POOL), { proto: ['tcp', 'icmp'] }, { priority: 1000 }),
  ],
});
const transpositionKinds = (t: Trace, leg: 'request' | 'reply') => t.events.filter((e) => e.leg === leg).flatMap((e) => e.transpositions ?? []).map((x) => x.kind);

describe('outbound NAT (dynnat) to a host on the underlay', () => {
  const world = buildWorld(withPodLayers(twoNodes(), CLIENT.name, outboundNat));
  const sent = tcp(`${CLIENT.ip}:49152`, `${SITE.ip}:443`);
  const { trace: t, runtime } = walkFrom(world, podRef(CLIENT.name), sent);

  it('the outside host sees the node IP and the first port of the pool as the source', () => {
    expect(t.request.delivered?.endpoint).toBe(externalRef(SITE.name));
    expect(tupleOf(t.request.delivered!.packet)).toEqual({ ...tupleOf(sent), src: ip(N1.ip), srcPort: 40000 });
    expect(transpositionKinds(t, 'request')).toEqual(['snat']);
  });

  it('binds the (node IP, port) pair to the client port', () => {
    expect(runtime.natBindings.get(natBindingKey(N1.name, ip(N1.ip), 'tcp', 40000))).toEqual({ node: N1.name, portId: podPortId(N1.name, CLIENT.name), direction: 'in' });
  });

  it('the reply is steered by the binding to the client port, un-NATed there, and reaches the client with the original tuple reversed', () => {
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(t.reply?.delivered?.endpoint).toBe(podRef(CLIENT.name));
    expect(tupleOf(t.reply!.delivered!.packet)).toEqual(reverseTuple(tupleOf(sent)));
    const replyEv = t.events.filter((e) => e.leg === 'reply');
    expect(replyEv.some((e) => e.kind === 'switch' && e.tone === 'nat')).toBe(true);
    const hit = replyEv.find((e) => e.kind === 'flow-hit');
    expect(hit?.at.port).toBe(podPortId(N1.name, CLIENT.name));
    expect(hit?.flow).toMatchObject({ hit: true, reverse: true });
    // The un-NAT turns the request's frame round too: the reply is addressed to the client's MAC.
    expect(transpositionKinds(t, 'reply')).toEqual(['un-snat', 'mac-rewrite']);
    expect(t.reply!.delivered!.packet.dstMac).toBe(podMacOf(CLIENT.ip));
    expect(t.assumptions).toEqual(expect.arrayContaining(['snat-binding-steering', 'reverse-flow-at-entry-port']));
  });

  it('a destination in the exception list leaves with the pod IP (no SNAT)', () => {
    const t2 = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:49152`, `${WEB2.ip}:80`)).trace;
    expect(t2.request.delivered!.packet.src).toBe(ip(CLIENT.ip));
    expect(transpositionKinds(t2, 'request')).toEqual([]);
  });

  it('successive connections get successive ports of the pool on one runtime', () => {
    const first = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:49152`, `${SITE.ip}:443`));
    const second = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:49153`, `${SITE.ip}:443`), { runtime: first.runtime });
    expect(first.trace.request.delivered!.packet.srcPort).toBe(40000);
    expect(second.trace.request.delivered!.packet.srcPort).toBe(40001);
    expect(second.trace.reply?.delivered?.packet.dstPort).toBe(49153);
  });
});

describe('ICMP through outbound NAT on a shared runtime', () => {
  // VFP does not translate a pod's echo reply back; but that is about the pod's flow. The node's own
  // ping (source: the node IP, never translated) must still get its echo reply, even when a pod of
  // the node pinged through outbound NAT earlier on the same runtime. The model keeps one "ICMP was
  // SNATed on this node" flag per node (runtime.icmpSnat) and drops every echo reply to the node IP.
  it("a node's own ping is answered after a pod's ping went out through outbound NAT", () => {
    const world = buildWorld(withPodLayers(twoNodes(), CLIENT.name, outboundNat));
    const podPing = walkFrom(world, podRef(CLIENT.name), ping(CLIENT.ip, SITE.ip, 9));
    expect(podPing.trace.reply?.verdict.reason).toBe('ICMP_NOT_TRANSLATED');
    const nodePing = walkFrom(world, nodeRef(N1.name), ping(N1.ip, SITE.ip, 10), { runtime: podPing.runtime }).trace;
    expect(nodePing.request.verdict.outcome).toBe('delivered');
    expect(nodePing.reply?.verdict.outcome).toBe('delivered');
    expect(nodePing.reply?.delivered?.endpoint).toBe(nodeRef(N1.name));
  });

  it("the node's own ping is answered on a fresh runtime", () => {
    const world = buildWorld(withPodLayers(twoNodes(), CLIENT.name, outboundNat));
    const t = walkFrom(world, nodeRef(N1.name), ping(N1.ip, SITE.ip, 10)).trace;
    expect(t.reply?.delivered?.endpoint).toBe(nodeRef(N1.name));
  });
});

describe('the non-DSR Service path of the talk (NeedEncap → host vNIC → decap → hairpin → LB)', () => {
  // The client port wraps VIP traffic in a host-internal encapsulation to the management port; the
  // management port decapsulates it (IN), sees it is not for the host and hairpins it (OUT), where
  // SLB_LB_LAYER balances it to a backend. The reply from a local backend skips the management
  // port; it is un-DNATed at the client port, where the request entered VFP.
  const web: BackendSpec = { ip: WEB.ip, port: 80, endpoint: podRef(WEB.name), mac: podMacOf(WEB.ip) };
  const spec = () => {
    const needEncap = layer('VNET_ENCAP_LAYER', 40, [group('VNET_GROUP_ENCAP_IPV4_OUT', 'out', [rule('ROUTE_NEEDENCAP', { type: 'route-encap', to: ip(N1.ip), toMac: nodeMacOf(N1.ip) }, { dst: '10.96.0.0/12', encapsulated: false }, { stateful: false })], { matchType: 'lpm' })]);
    const decap = layer('SLB_DECAP_LAYER_STATEFUL', 45, [group('SLB_GROUP_DECAP_IPv4_IN', 'in', [rule('DECAP', { type: 'decap' }, { dst: N1.ip, encapsulated: true }, { stateful: false })])]);
    const lb = layer('SLB_LB_LAYER', 30, [group('SLB_GROUP_LB_IPv4_OUT', 'out', [rule('LB_VIP', lbnat([web]), { dst: VIP, proto: 'tcp', dstPorts: 80, encapsulated: false })])]);
    return patchHost(withPodLayers(twoNodes(), CLIENT.name, needEncap), N1.name, { hostPortLayers: [decap, lb] });
  };
  const t = walkFrom(buildWorld(spec()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:49155`, `${VIP}:80`)).trace;

  it('is delivered to the backend with the client as source', () => {
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB.name));
    expect(t.request.delivered!.packet).toMatchObject({ src: ip(CLIENT.ip), dst: ip(WEB.ip), dstPort: 80 });
    expect(t.request.delivered!.packet.outer).toBeUndefined();
  });

  it('encapsulates at the client port, decapsulates and hairpins at the host vNIC, then balances there', () => {
    const steps = t.events
      .filter((e) => e.leg === 'request' && (e.kind === 'hairpin' || e.transpositions?.length))
      .map((e) => `${e.kind}:${e.at.port}:${e.at.direction}:${(e.transpositions ?? []).map((x) => x.kind).join('+')}`);
    expect(steps).toEqual([
      `layer:${podPortId(N1.name, CLIENT.name)}:out:encap`,
      `layer:${hostPortId(N1.name)}:in:decap`,
      `hairpin:${hostPortId(N1.name)}:out:`,
      `layer:${hostPortId(N1.name)}:out:dnat+mac-rewrite`,
    ]);
    expect(t.assumptions).toEqual(expect.arrayContaining(['needencap-to-host', 'host-port-hairpin', 'reverse-flow-at-entry-port']));
  });

  it('the reply skips the host vNIC and is un-DNATed at the client port', () => {
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(t.reply!.delivered!.packet.src).toBe(ip(VIP));
    const ports = t.events.filter((e) => e.leg === 'reply' && (e.kind === 'port' || e.kind === 'flow-hit')).map((e) => e.at.port);
    expect(ports).not.toContain(hostPortId(N1.name));
    expect(t.events.find((e) => e.leg === 'reply' && e.kind === 'flow-hit')?.at.port).toBe(podPortId(N1.name, CLIENT.name));
  });
});

describe('to the internet', () => {
  it('without outbound NAT the request arrives but the reply has no way back: NAT_NO_RETURN_PATH', () => {
    const t = walkFrom(buildWorld(twoNodes()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:49152`, `${INTERNET.ip}:443`)).trace;
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.request.delivered!.packet.src).toBe(ip(CLIENT.ip));
    expect(t.reply?.verdict).toMatchObject({ outcome: 'dropped', reason: 'NAT_NO_RETURN_PATH', at: { place: 'wire' } });
  });

  it('with outbound NAT the reply comes back to the client', () => {
    const t = walkFrom(buildWorld(withPodLayers(twoNodes(), CLIENT.name, outboundNat)), podRef(CLIENT.name), tcp(`${CLIENT.ip}:49152`, `${INTERNET.ip}:443`)).trace;
    expect(t.request.delivered!.packet.src).toBe(ip(N1.ip));
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(t.reply?.delivered?.endpoint).toBe(podRef(CLIENT.name));
  });

  it('an ICMP echo through outbound NAT is answered, but the reply is not translated back: ICMP_NOT_TRANSLATED', () => {
    const t = walkFrom(buildWorld(withPodLayers(twoNodes(), CLIENT.name, outboundNat)), podRef(CLIENT.name), ping(CLIENT.ip, SITE.ip, 9)).trace;
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.request.delivered!.packet.src).toBe(ip(N1.ip));
    expect(t.reply?.verdict).toMatchObject({ outcome: 'dropped', reason: 'ICMP_NOT_TRANSLATED', at: { node: N1.name, place: 'switch' } });
    expect(t.assumptions).toContain('icmp-snat-one-way');
  });
});

describe('load-balancer NAT (lbnat) at the client port', () => {
  const web: BackendSpec = { ip: WEB.ip, port: 80, endpoint: podRef(WEB.name), mac: podMacOf(WEB.ip) };
  const web2: BackendSpec = { ip: WEB2.ip, port: 80, endpoint: podRef(WEB2.name) };
  const lbWorld = (backends: BackendSpec[], distribution: 'none' | 'sourceIp' = 'none', extra = {}) =>
    buildWorld({
      ...withPodLayers(
        patchPod(twoNodes(), WEB.name, { listen: ['tcp/80', 'tcp/8080'] }),
        CLIENT.name,
        lbLayer([rule('LB_DSR_web', lbnat(backends, distribution, extra), { dst: VIP, proto: 'tcp', dstPorts: 80 })]),
      ),
      vips: [{ ip: VIP, ref: 'service/default/web:80' }],
    });
  const toVip = (srcPort = 49152) => tcp(`${CLIENT.ip}:${srcPort}`, `${VIP}:80`);

  it('rewrites VIP:port to the local backend and its MAC; the backend sees the client IP', () => {
    const { trace: t } = walkFrom(lbWorld([{ ...web, port: 8080 }]), podRef(CLIENT.name), toVip());
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB.name));
    expect(t.request.delivered!.packet).toMatchObject({ src: ip(CLIENT.ip), srcPort: 49152, dst: ip(WEB.ip), dstPort: 8080, dstMac: podMacOf(WEB.ip) });
    expect(transpositionKinds(t, 'request')).toEqual(['dnat', 'mac-rewrite']);
    expect(t.assumptions).toContain('lb-hash');
  });

  it('un-DNATs the reply at the client port: the client sees VIP:80 answering', () => {
    const { trace: t } = walkFrom(lbWorld([{ ...web, port: 8080 }]), podRef(CLIENT.name), toVip());
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(tupleOf(t.reply!.delivered!.packet)).toEqual(reverseTuple(tupleOf(toVip())));
    const hit = t.events.find((e) => e.leg === 'reply' && e.kind === 'flow-hit');
    expect(hit?.at.port).toBe(podPortId(N1.name, CLIENT.name));
    expect(transpositionKinds(t, 'reply')).toEqual(['un-dnat', 'mac-rewrite']);
    expect(t.reply!.delivered!.packet.dstMac).toBe(podMacOf(CLIENT.ip));
  });

  it('records the load-balancing decision with the hash of the 5-tuple', () => {
    const { trace: t } = walkFrom(lbWorld([web, web2]), podRef(CLIENT.name), toVip());
    const lb = t.events.find((e) => e.lb)!.lb!;
    const h = fmix32(fnv1a(hashFields('none', toVip()).bytes));
    expect(lb).toMatchObject({ vip: `${VIP}:80`, distribution: 'none', hashInput: `${CLIENT.ip}|49152|${VIP}|80|tcp`, hash: `0x${h.toString(16).padStart(8, '0')}` });
    expect(lb.chosen.index).toBe(h % 2);
    expect(t.request.delivered?.endpoint).toBe([web, web2][h % 2]!.endpoint);
  });

  it('a remote backend is reached through the host routes (next-hop MAC) and the reply is un-DNATed at the client port', () => {
    const { trace: t } = walkFrom(lbWorld([web2]), podRef(CLIENT.name), toVip());
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB2.name));
    expect(t.request.delivered?.node).toBe(N2.name);
    const lbEvent = t.events.find((e) => e.lb)!;
    // After the DNAT the frame goes to n2's MAC (host-gw route to 10.1.2.0/24 via n2).
    expect(lbEvent.packet.dstMac).toBe(nodeMacOf(N2.ip));
    expect(t.assumptions).toContain('mac-rewrite-by-route');
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(t.reply?.delivered!.packet.src).toBe(ip(VIP));
  });

  it('SourceIP affinity: two connections of one client land on the same backend', () => {
    const world = lbWorld([web, web2, { ...web2, port: 81 }], 'sourceIp');
    const a = walkFrom(world, podRef(CLIENT.name), toVip(49152)).trace;
    const b = walkFrom(world, podRef(CLIENT.name), toVip(50123)).trace;
    expect(a.events.find((e) => e.lb)!.lb!.chosen).toEqual(b.events.find((e) => e.lb)!.lb!.chosen);
  });

  it('a load balancer without backends drops with NO_BACKEND at the LB rule', () => {
    const t = walkFrom(lbWorld([]), podRef(CLIENT.name), toVip()).trace;
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_BACKEND', at: { port: podPortId(N1.name, CLIENT.name), layer: 'LB_DSR', rule: 'LB_DSR_web' } });
  });

  it('DSR without loopback: when the hash picks the client itself, HAIRPIN_DROP', () => {
    const self: BackendSpec = { ip: CLIENT.ip, port: 80, endpoint: podRef(CLIENT.name), mac: podMacOf(CLIENT.ip) };
    const t = walkFrom(lbWorld([self], 'none', { selfHit: 'drop' }), podRef(CLIENT.name), toVip()).trace;
    expect(t.request.verdict).toMatchObject({ reason: 'HAIRPIN_DROP', at: { layer: 'LB_DSR' } });
  });

  it('a VIP that no rule translates reaches the gateway, which cannot route it (NO_ROUTE; NO_BACKEND when the address book says why)', () => {
    const plain = buildWorld({ ...twoNodes(), vips: [{ ip: VIP, ref: 'service/default/web:80' }] });
    expect(walkFrom(plain, podRef(CLIENT.name), toVip()).trace.request.verdict).toMatchObject({ reason: 'NO_ROUTE', at: { place: 'wire' } });
    const empty = buildWorld({ ...twoNodes(), vips: [{ ip: VIP, ref: 'service/default/web:80', noBackends: verdictMsg('verdict.vipNoEndpoints', { ref: 'service/default/web:80' }) }] });
    expect(walkFrom(empty, podRef(CLIENT.name), toVip()).trace.request.verdict).toMatchObject({ reason: 'NO_BACKEND', at: { place: 'wire' } });
  });
});
