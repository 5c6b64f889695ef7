// Between hosts: VXLAN encapsulation on an overlay, L2 and VPC underlays, the gateway, MTU on the
// wire, and a routing loop between two hosts.
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../net/ip';
import { reverseTuple, tupleOf } from '../packet/packet';
import { buildWorld, decapLayer, encapLayer, externalPortId, group, layer, nodeMacOf, podMacOf, podPortId, podRef, rule, tcp, walkFrom } from '../testing/builders';
import { CLIENT, INTERNET, N1, N2, patchHost, patchPod, SITE, twoNodes, twoOverlayNodes, WEB2 } from '../testing/fixtures';
import type { Trace } from '../trace/trace';
import type { WorldSpec } from '../testing/builders';

const ip = mustIpv4;
const requestEvents = (t: Trace) => t.events.filter((e) => e.leg === 'request');

/** Overlay: each pod port encapsulates towards the other node's pod CIDR; each uplink decapsulates. */
function vxlanSpec(): WorldSpec {
  let s = twoOverlayNodes();
  s = patchPod(s, CLIENT.name, { layers: [encapLayer([{ id: 'rsr-n2', to: N2.podCidr, pa: N2.ip, innerDstMac: podMacOf(WEB2.ip) }])] });
  s = patchPod(s, WEB2.name, { layers: [encapLayer([{ id: 'rsr-n1', to: N1.podCidr, pa: N1.ip, innerDstMac: podMacOf(CLIENT.ip) }])] });
  s = patchHost(s, N1.name, { externalPortLayers: [decapLayer(N1.ip)] });
  s = patchHost(s, N2.name, { externalPortLayers: [decapLayer(N2.ip)] });
  return s;
}

describe('VXLAN across two overlay hosts', () => {
  const sent = tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`, { size: 1000 });
  const t = walkFrom(buildWorld(vxlanSpec()), podRef(CLIENT.name), sent).trace;

  it('is delivered to web2, decapsulated, with the inner tuple untouched', () => {
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB2.name));
    expect(t.request.delivered!.packet.outer).toBeUndefined();
    expect(tupleOf(t.request.delivered!.packet)).toEqual(tupleOf(sent));
    expect(t.request.delivered!.packet.dstMac).toBe(podMacOf(WEB2.ip));
  });

  it('crosses the wire encapsulated: outer n1 → n2, UDP 4789, VNI 4096', () => {
    const wire = requestEvents(t).filter((e) => e.kind === 'wire');
    expect(wire).toHaveLength(1);
    expect(wire[0]!.packet.outer).toMatchObject({ kind: 'vxlan', src: ip(N1.ip), dst: ip(N2.ip), dstPort: 4789, vni: 4096 });
  });

  it('encapsulates at the client port and decapsulates at the n2 uplink', () => {
    const tr = requestEvents(t).flatMap((e) => (e.transpositions ?? []).map((x) => [x.kind, x.at.port]));
    expect(tr).toEqual([
      ['mac-rewrite', podPortId(N1.name, CLIENT.name)],
      ['encap', podPortId(N1.name, CLIENT.name)],
      ['decap', externalPortId(N2.name)],
    ]);
  });

  it('the reply comes back the same way, encapsulated towards n1', () => {
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(tupleOf(t.reply!.delivered!.packet)).toEqual(reverseTuple(tupleOf(sent)));
    expect(t.events.filter((e) => e.leg === 'reply' && e.kind === 'wire')[0]!.packet.outer).toMatchObject({ src: ip(N2.ip), dst: ip(N1.ip) });
  });

  it('a PA route rule sets the outer MACs from the host routes (n1 → next hop n2)', () => {
    const paRoute = layer('VNET_PA_ROUTE_LAYER', 50, [group('VNET_GROUP_PA_ROUTE_IPV4_OUT', 'out', [rule('PA_ROUTE', { type: 'paroute' }, { encapsulated: true }, { priority: 45535, stateful: false })], { priority: 200 })]);
    const s = patchPod(vxlanSpec(), CLIENT.name, { layers: [encapLayer([{ id: 'rsr-n2', to: N2.podCidr, pa: N2.ip, innerDstMac: podMacOf(WEB2.ip) }]), paRoute] });
    const t2 = walkFrom(buildWorld(s), podRef(CLIENT.name), sent).trace;
    const pa = t2.events.find((e) => e.layer?.layer === 'VNET_PA_ROUTE_LAYER')!;
    expect(pa.layer?.rule).toBe('PA_ROUTE');
    expect(pa.packet.outer).toMatchObject({ srcMac: nodeMacOf(N1.ip), dstMac: nodeMacOf(N2.ip) });
    expect(t2.request.verdict.outcome).toBe('delivered');
  });

  it('is not routed by host routes: the inner TTL is not decremented', () => {
    expect(t.request.delivered!.packet.ttl).toBe(128);
  });

  it('a DF packet that fits the vNIC but not the wire after 50 bytes of VXLAN: MTU_EXCEEDED on the wire', () => {
    const big = walkFrom(buildWorld(vxlanSpec()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`, { size: 1480, df: true })).trace;
    expect(big.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'MTU_EXCEEDED', at: { place: 'wire' } });
    expect(big.request.verdict.message).toContain('1530');
    expect(big.request.verdict.hint).toMatch(/50-byte VXLAN overhead/);
  });

  it('a DF packet of MTU − 50 bytes fits exactly', () => {
    const fits = walkFrom(buildWorld(vxlanSpec()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`, { size: 1450, df: true })).trace;
    expect(fits.request.verdict.outcome).toBe('delivered');
  });

  it('without DF the oversized encapsulated packet is dropped too: a VTEP must not fragment VXLAN (RFC 7348 §4.3)', () => {
    const big = walkFrom(buildWorld(vxlanSpec()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`, { size: 1480 })).trace;
    expect(big.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'MTU_EXCEEDED', at: { place: 'wire' } });
    expect(big.request.verdict.message).toContain('RFC 7348');
    expect(big.request.verdict.hint).toMatch(/1450/);
    expect(requestEvents(big).some((e) => /fragmented/.test(e.text))).toBe(false);
  });

  // Without decapsulation n2 receives the outer packet: UDP to its own address, port 4789, where
  // nothing listens. It must not route the frame by its inner header while the outer header
  // (destination MAC: n2 itself) is still on; the model does, sends it out of its uplink to itself
  // ("n2 → n2") and ends with LOOP_DETECTED.
  it('without the decap rule, n2 drops the outer packet instead of forwarding it to itself', () => {
    const s = patchHost(vxlanSpec(), N2.name, { externalPortLayers: [] });
    const t2 = walkFrom(buildWorld(s), podRef(CLIENT.name), sent).trace;
    expect(requestEvents(t2).filter((e) => e.kind === 'wire').map((e) => e.at.link)).toEqual([`${N1.name} → ${N2.name}`]);
    expect(t2.request.verdict.reason).not.toBe('LOOP_DETECTED');
    expect(t2.request.verdict).toMatchObject({ outcome: 'dropped', at: { node: N2.name } });
  });
});

describe('L2 underlay', () => {
  it('a DF packet larger than the underlay MTU is stopped at the forwarding host (its NIC has that MTU)', () => {
    const s = { ...twoNodes(), underlay: { ...twoNodes().underlay, mtu: 1400 } };
    const t = walkFrom(buildWorld(s), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`, { size: 1450, df: true })).trace;
    expect(t.request.verdict).toMatchObject({ reason: 'MTU_EXCEEDED', at: { node: N1.name, place: 'compartment', compartment: `${N1.name}/host` } });
  });

  it('UNKNOWN_MAC on the wire when no station has the destination MAC', () => {
    const s = patchHost(twoNodes(), N1.name, { neighbors: { '10.0.0.77': '00-15-5D-77-77-77' } });
    const t = walkFrom(buildWorld(s), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, '10.0.0.77:80')).trace;
    expect(t.request.verdict).toMatchObject({ reason: 'UNKNOWN_MAC', at: { place: 'wire' } });
  });

  // A physical switch does not send a frame back out of the port it came in on: a frame a host
  // sends out of its uplink to its own MAC never comes back to it. Here n1's ARP cache wrongly maps
  // 10.0.0.77 to n1's own MAC; the model delivers the frame to n1 again ("n1 → n1") and loops.
  it('never delivers a frame back to the host that sent it', () => {
    const s = patchHost(twoNodes(), N1.name, { neighbors: { '10.0.0.77': nodeMacOf(N1.ip) } });
    const t = walkFrom(buildWorld(s), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, '10.0.0.77:80')).trace;
    expect(requestEvents(t).filter((e) => e.kind === 'wire').map((e) => e.at.link)).not.toContain(`${N1.name} → ${N1.name}`);
    expect(t.request.verdict.reason).not.toBe('LOOP_DETECTED');
    expect(t.request.verdict.at?.place).toBe('wire');
  });

  it('a host on the underlay is reached directly (no TTL change on the L2 segment)', () => {
    const t = walkFrom(buildWorld(twoNodes()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${SITE.ip}:443`)).trace;
    expect(t.request.delivered?.endpoint).toBe(`external/${SITE.name}`);
    expect(t.request.delivered!.packet.ttl).toBe(127);
  });

  it('the gateway has no route to an address that is nowhere: NO_ROUTE at the router', () => {
    const t = walkFrom(buildWorld(twoNodes()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, '203.0.113.9:80')).trace;
    expect(t.request.verdict).toMatchObject({ reason: 'NO_ROUTE', at: { place: 'wire', link: 'router 10.0.0.1' } });
  });

  it('a packet to the gateway itself reaches it and says so, instead of "no route to" itself', () => {
    const t = walkFrom(buildWorld(twoNodes()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, '10.0.0.1:80')).trace;
    expect(t.request.verdict).toMatchObject({ reason: 'NO_LISTENER', at: { place: 'wire', link: 'router 10.0.0.1' } });
    expect(t.request.verdict.message).toMatch(/^the packet reached the node subnet's gateway 10\.0\.0\.1 itself: a router, not a modelled host/);
  });
});

describe('the internet edge', () => {
  it('a host on the internet reaches a node address through the edge and the gateway', () => {
    const world = buildWorld(patchHost(twoNodes(), N1.name, { listen: ['tcp/443'] }));
    const t = walkFrom(world, 'external/internet', tcp(`${INTERNET.ip}:50000`, `${N1.ip}:443`)).trace;
    expect(t.request.delivered?.endpoint).toBe(`node/${N1.name}`);
    expect(t.assumptions).toContain('internet-edge');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it('a host on the internet cannot reach a pod address: NO_ROUTE at the edge', () => {
    const t = walkFrom(buildWorld(twoNodes()), 'external/internet', tcp(`${INTERNET.ip}:50000`, `${WEB2.ip}:80`)).trace;
    expect(t.request.verdict).toMatchObject({ reason: 'NO_ROUTE', at: { place: 'wire', link: 'internet edge' } });
  });
});

describe('VPC underlay', () => {
  const vpc = (): WorldSpec => ({ ...twoNodes(), underlay: { ...twoNodes().underlay, kind: 'vpc' } });

  it("routes a pod IP to its node's alias range; each router hop and host decrements the TTL", () => {
    const t = walkFrom(buildWorld(vpc()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`)).trace;
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB2.name));
    // n1 forwards (127), the VPC router (126), n2 forwards (125).
    expect(t.request.delivered!.packet.ttl).toBe(125);
    expect(t.assumptions).toContain('vpc-routing');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it('every frame goes through the router, also between nodes', () => {
    const t = walkFrom(buildWorld(vpc()), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`)).trace;
    expect(requestEvents(t).filter((e) => e.kind === 'wire').map((e) => e.at.link)).toEqual([`${N1.name} → VPC`, 'router 10.0.0.1']);
  });
});

describe('a routing loop between two hosts', () => {
  // n1 routes 10.9.0.0/16 via n2, and n2 routes it via n1.
  const loop = (settings = {}): WorldSpec => {
    let s = patchHost(twoNodes(), N1.name, { routes: [{ to: '10.9.0.0/16', via: N2.ip }] });
    s = patchHost(s, N2.name, { routes: [{ to: '10.9.0.0/16', via: N1.ip }] });
    return { ...s, settings };
  };
  const into = (ttl: number, settings = {}) => walkFrom(buildWorld(loop(settings)), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, '10.9.0.5:80', { ttl })).trace;

  // Each bounce costs 10 events (forward, route, host port, switch, uplink, wire, uplink, switch,
  // host port, up the vNIC) for one TTL decrement. A TTL of 128 needs ~1270 events: the default
  // loop guard (5000 per leg) leaves the TTL to expire first, as on a real network.
  it('with TTL 128 and the default guard the TTL expires, as it would on a real network', () => {
    const t = into(128);
    expect(t.request.verdict.reason).toBe('TTL_EXCEEDED');
    expect(requestEvents(t).length).toBeGreaterThan(1000);
  });

  it('a tighter loop guard stops it first: LOOP_DETECTED, with TTL left', () => {
    const t = into(128, { maxEventsPerLeg: 400 });
    expect(t.request.verdict.reason).toBe('LOOP_DETECTED');
    expect(requestEvents(t).at(-1)!.packet.ttl).toBeGreaterThan(1);
    expect(requestEvents(t).at(-1)!.kind).toBe('drop');
  });

  // TTL 8: forwards at n1 (8→7), n2 (7→6), n1, n2, n1, n2, n1 (2→1); n2 gets TTL 1 and drops it.
  it('with TTL 8 the TTL expires first, at n2 (the 8th forwarding host)', () => {
    const t = into(8);
    expect(t.request.verdict).toMatchObject({ reason: 'TTL_EXCEEDED', at: { node: N2.name, compartment: `${N2.name}/host` } });
    expect(requestEvents(t).filter((e) => /IP forwarding/.test(e.text))).toHaveLength(7);
  });

  it('with a loop guard above ~1300 events, TTL 128 expires instead (at n2: 128 forwards alternate n1, n2)', () => {
    const t = into(128, { maxEventsPerLeg: 5000 });
    expect(t.request.verdict).toMatchObject({ reason: 'TTL_EXCEEDED', at: { node: N2.name } });
  });
});
