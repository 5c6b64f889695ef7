// walk() on hand-built worlds: delivery and replies, ACL verdicts, blocked and closed ports, routing
// failures. World: src/core/testing/fixtures.ts (n1: client, web; n2: web2; an underlay host).
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../net/ip';
import { reverseTuple, tupleOf } from '../packet/packet';
import {
  aclLayer,
  allow,
  block,
  buildWorld,
  cbr0PortId,
  nodeRef,
  ping,
  podMacOf,
  podPortId,
  podRef,
  sctp,
  tcp,
  udp,
  walkFrom,
} from '../testing/builders';
import { CLIENT, N1, N2, patchHost, patchPod, twoNodes, WEB, WEB2, withPodLayers } from '../testing/fixtures';
import type { Trace } from '../trace/trace';
import { verdictMsg } from '../trace/verdict-messages';

const ip = mustIpv4;
const requestEvents = (t: Trace) => t.events.filter((e) => e.leg === 'request');
const replyEvents = (t: Trace) => t.events.filter((e) => e.leg === 'reply');
const fromClient = (spec = twoNodes(), p = tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`), opts = {}) => walkFrom(buildWorld(spec), podRef(CLIENT.name), p, opts).trace;

describe('pod to pod on the same host', () => {
  const t = fromClient();

  it('delivers the SYN to the web pod with the tuple unchanged and the pod MAC as destination', () => {
    expect(t.request.verdict).toMatchObject({ outcome: 'delivered', reason: null });
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB.name));
    expect(t.request.delivered?.node).toBe(N1.name);
    expect(tupleOf(t.request.delivered!.packet)).toEqual(tupleOf(t.packet));
    expect(t.request.delivered!.packet.dstMac).toBe(podMacOf(WEB.ip));
  });

  it('crosses the client port OUT, the switch, the web port IN, in that order', () => {
    const places = requestEvents(t)
      .filter((e) => e.kind === 'port' || e.kind === 'switch')
      .map((e) => `${e.kind}:${e.at.port ?? ''}:${e.at.direction ?? ''}`);
    expect(places).toEqual([`port:${podPortId(N1.name, CLIENT.name)}:out`, 'switch::', `port:${podPortId(N1.name, WEB.name)}:in`]);
  });

  it('follows the SYN-ACK back to the client socket', () => {
    expect(t.reply?.verdict).toMatchObject({ outcome: 'delivered', reason: null });
    expect(t.reply?.delivered?.endpoint).toBe(podRef(CLIENT.name));
    expect(t.reply?.packet.tcpFlags).toBe('SYN-ACK');
    expect(tupleOf(t.reply!.delivered!.packet)).toEqual(reverseTuple(tupleOf(t.packet)));
  });

  it('starts with send, ends each leg with deliver, and the reply with answer', () => {
    expect(t.events[0]!.kind).toBe('send');
    expect(requestEvents(t).at(-1)!.kind).toBe('deliver');
    expect(replyEvents(t)[0]!.kind).toBe('answer');
    expect(replyEvents(t).at(-1)!.kind).toBe('deliver');
  });

  it('does not walk the reply when asked not to', () => {
    const t2 = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`), { followReply: false });
    expect(t2.reply).toBeUndefined();
    expect(replyEvents(t2)).toEqual([]);
  });

  it('does not follow the reply when the world says so', () => {
    const t2 = fromClient({ ...twoNodes(), settings: { followReply: false } });
    expect(t2.reply).toBeUndefined();
  });
});

describe('pod to pod across hosts (host-gw routes on an L2 underlay)', () => {
  const t = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`));

  it('is delivered to web2 on n2 and the reply comes back', () => {
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB2.name));
    expect(t.request.delivered?.node).toBe(N2.name);
    expect(t.reply?.delivered?.endpoint).toBe(podRef(CLIENT.name));
  });

  it('each forwarding host decrements the TTL once (n1 cbr0, n2 management vNIC): 128 → 126', () => {
    expect(t.request.delivered!.packet.ttl).toBe(126);
  });

  it('crosses the wire once', () => {
    expect(requestEvents(t).filter((e) => e.kind === 'wire')).toHaveLength(1);
  });
});

describe('ICMP and UDP', () => {
  it('an echo request is delivered and answered with an echo reply to the pinging pod', () => {
    const t = fromClient(twoNodes(), ping(CLIENT.ip, WEB.ip, 7));
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.reply?.packet).toMatchObject({ protocol: 'icmp', icmp: 'echo-reply', src: ip(WEB.ip), dst: ip(CLIENT.ip), dstPort: 7 });
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(t.reply?.delivered?.endpoint).toBe(podRef(CLIENT.name));
  });

  it('a UDP datagram to a listening port is delivered and answered', () => {
    const t = fromClient(twoNodes(), udp(`${CLIENT.ip}:5353`, `${WEB.ip}:53`));
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.reply?.packet.protocol).toBe('udp');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it('SCTP from a Windows pod is UNSUPPORTED at the sending compartment', () => {
    const t = fromClient(twoNodes(), sctp(`${CLIENT.ip}:5000`, `${WEB.ip}:80`));
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'UNSUPPORTED', at: { place: 'compartment', compartment: podRef(CLIENT.name) } });
  });
});

describe('ACL verdicts', () => {
  const acl = aclLayer({
    in: [
      block('deny-web', { proto: 'tcp', dstPorts: 80 }, { priority: 100, name: 'deny web' }),
      allow('allow-admin', { src: '10.1.1.99', proto: 'tcp', dstPorts: 80 }, { priority: 300 }),
      allow('allow-dns', { proto: 'udp', dstPorts: 53 }, { priority: 200 }),
    ],
  });
  const t = fromClient(withPodLayers(twoNodes(), WEB.name, acl));

  it('a block rule drops with ACL_DENY naming port, direction, layer, group and rule', () => {
    expect(t.request.verdict).toMatchObject({
      outcome: 'dropped',
      reason: 'ACL_DENY',
      at: { node: N1.name, place: 'port', port: podPortId(N1.name, WEB.name), direction: 'in', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_IN', rule: 'deny-web' },
      rule: { id: 'deny-web', friendlyName: 'deny web', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_IN' },
    });
    expect(t.request.verdict.message).toContain('deny web');
  });

  it('names the nearest allow rule and the condition that stopped it', () => {
    expect(t.request.verdict.nearestAllow).toEqual({
      layer: 'ACL_ENDPOINT_LAYER',
      group: 'ACL_ENDPOINT_GROUP_IPV4_IN',
      rule: 'allow-admin',
      ruleName: undefined,
      failed: [{ label: 'Source IP', expected: '10.1.1.99/32', actual: CLIENT.ip, pass: false }],
    });
  });

  it('ends the request with a drop event and walks no reply', () => {
    expect(requestEvents(t).at(-1)!.kind).toBe('drop');
    expect(requestEvents(t).some((e) => e.kind === 'layer' && e.tone === 'block' && e.layer?.rule === 'deny-web')).toBe(true);
    expect(t.reply).toBeUndefined();
  });

  it('lets the same pod receive what the ACL allows', () => {
    const t2 = fromClient(withPodLayers(twoNodes(), WEB.name, acl), udp(`${CLIENT.ip}:5353`, `${WEB.ip}:53`));
    expect(t2.request.verdict.outcome).toBe('delivered');
  });

  it('a layer default-deny drops what no rule allows (rule "(layer default)")', () => {
    const egress = aclLayer({ out: [allow('allow-dns', { proto: 'udp', dstPorts: 53 })] }, { default: { out: 'block' } });
    const t2 = fromClient(withPodLayers(twoNodes(), CLIENT.name, egress));
    expect(t2.request.verdict).toMatchObject({
      outcome: 'dropped',
      reason: 'ACL_DENY',
      at: { port: podPortId(N1.name, CLIENT.name), direction: 'out', layer: 'ACL_ENDPOINT_LAYER' },
      rule: { id: '(layer default)', layer: 'ACL_ENDPOINT_LAYER' },
    });
    expect(t2.request.verdict.message).toMatch(/default is block/);
    expect(t2.request.verdict.nearestAllow?.rule).toBe('allow-dns');
    expect(t2.request.verdict.nearestAllow?.failed.map((f) => f.label)).toEqual(['Protocols', 'Destination ports']);
  });

  it('a layer default-allow passes what no rule matched and records the assumption', () => {
    const t2 = fromClient(withPodLayers(twoNodes(), WEB.name, aclLayer({ in: [block('deny-udp', { proto: 'udp' })] })));
    expect(t2.request.verdict.outcome).toBe('delivered');
    expect(t2.assumptions).toContain('layer-default-allow');
  });

  it('a block rule on the OUT direction does not affect inbound packets', () => {
    const t2 = fromClient(withPodLayers(twoNodes(), WEB.name, aclLayer({ out: [block('deny-all-out')] })));
    expect(t2.request.verdict.outcome).toBe('delivered');
  });

  it('a stateful layer lets the reply of an inbound connection out past its OUT block rule (connection tracking)', () => {
    const t2 = fromClient(withPodLayers(twoNodes(), WEB.name, aclLayer({ out: [block('deny-all-out')] })));
    expect(t2.reply?.verdict.outcome).toBe('delivered');
    const hit = t2.events.find((e) => e.leg === 'reply' && e.kind === 'flow-hit');
    expect(hit?.at).toMatchObject({ port: podPortId(N1.name, WEB.name), direction: 'out' });
  });

  it('…while a new outbound connection from that pod meets the OUT block rule', () => {
    const world = buildWorld(withPodLayers(twoNodes(), WEB.name, aclLayer({ out: [block('deny-all-out')] })));
    const t2 = walkFrom(world, podRef(WEB.name), tcp(`${WEB.ip}:40000`, `${WEB2.ip}:80`)).trace;
    expect(t2.request.verdict).toMatchObject({ reason: 'ACL_DENY', at: { port: podPortId(N1.name, WEB.name), direction: 'out', rule: 'deny-all-out' } });
  });

  it('in a stateless layer, the OUT block rule also stops the reply', () => {
    const t2 = fromClient(withPodLayers(twoNodes(), WEB.name, aclLayer({ out: [block('deny-all-out', {}, { stateful: false })] }, { stateful: false })));
    expect(t2.request.verdict.outcome).toBe('delivered');
    expect(t2.reply?.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { port: podPortId(N1.name, WEB.name), direction: 'out' } });
  });

  it('an allow that matched but lost to a better-priority block is the nearest allow, stopped by priority', () => {
    const t2 = fromClient(withPodLayers(twoNodes(), WEB.name, aclLayer({ in: [block('deny-web', { dstPorts: 80 }, { priority: 100 }), allow('allow-web', { dstPorts: 80 }, { priority: 200 })] })));
    expect(t2.request.verdict.nearestAllow).toMatchObject({ rule: 'allow-web', failed: [{ label: 'Priority', actual: '200', pass: false }] });
  });
});

describe('blocked ports', () => {
  it("a blocked destination port drops with PORT_BLOCKED at that port, inbound", () => {
    const t = fromClient(patchPod(twoNodes(), WEB.name, { blocked: true }));
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'PORT_BLOCKED', at: { place: 'port', port: podPortId(N1.name, WEB.name), direction: 'in' } });
  });

  it("a blocked sender's port drops on the way out", () => {
    const t = fromClient(patchPod(twoNodes(), CLIENT.name, { blocked: true }));
    expect(t.request.verdict).toMatchObject({ reason: 'PORT_BLOCKED', at: { port: podPortId(N1.name, CLIENT.name), direction: 'out' } });
  });
});

describe('a port where nothing listens', () => {
  it('is dropped silently by default: NO_LISTENER, dropped, no reply', () => {
    const t = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:81`));
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_LISTENER', at: { place: 'compartment', compartment: podRef(WEB.name) } });
    expect(t.reply).toBeUndefined();
    expect(t.assumptions).toContain('closed-port-silent');
  });

  it('with closedPort reset, TCP is rejected and the RST-ACK reaches the client', () => {
    const t = fromClient(patchPod(twoNodes(), WEB.name, { closedPort: 'reset' }), tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:81`));
    expect(t.request.verdict).toMatchObject({ outcome: 'rejected', reason: 'NO_LISTENER' });
    expect(t.reply?.packet.tcpFlags).toBe('RST-ACK');
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(t.reply?.delivered?.endpoint).toBe(podRef(CLIENT.name));
  });

  it('with closedPort reset, UDP is answered with ICMP port unreachable that reaches the client', () => {
    const t = fromClient(patchPod(twoNodes(), WEB.name, { closedPort: 'reset' }), udp(`${CLIENT.ip}:5353`, `${WEB.ip}:54`));
    expect(t.request.verdict).toMatchObject({ outcome: 'rejected', reason: 'NO_LISTENER' });
    expect(t.reply?.packet).toMatchObject({ protocol: 'icmp', icmp: 'port-unreachable', src: ip(WEB.ip), dst: ip(CLIENT.ip) });
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });
});

describe('routing failures', () => {
  it('NO_ROUTE at the host compartment when the host has no route (no default route)', () => {
    const t = fromClient(patchHost(twoNodes(), N1.name, { defaultRoute: false }), tcp(`${CLIENT.ip}:40000`, '8.8.8.8:53'));
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_ROUTE', at: { node: N1.name, place: 'compartment', compartment: `${N1.name}/host` } });
  });

  it('NO_ROUTE at the pod when the pod itself has no route', () => {
    const t = fromClient(patchPod(twoNodes(), CLIENT.name, { routes: [{ to: N1.podCidr }] }), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`));
    expect(t.request.verdict).toMatchObject({ reason: 'NO_ROUTE', at: { compartment: podRef(CLIENT.name) } });
  });

  it('NO_ROUTE when no neighbour answers ARP for an on-link address', () => {
    const t = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, '10.1.1.99:80'));
    expect(t.request.verdict).toMatchObject({ reason: 'NO_ROUTE', at: { compartment: podRef(CLIENT.name) } });
    expect(t.request.verdict.message).toMatch(/ARP/);
  });

  it('UNKNOWN_MAC at the switch when a stale neighbour entry names a MAC no port has and there is no uplink', () => {
    const spec = patchHost(twoNodes(), N1.name, { uplink: false, neighbors: { '10.0.0.77': '00-15-5D-77-77-77' } });
    const t = fromClient(spec, tcp(`${CLIENT.ip}:40000`, '10.0.0.77:80'));
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'UNKNOWN_MAC', at: { node: N1.name, place: 'switch' } });
    expect(t.request.verdict.message).toMatch(/no uplink/);
  });

  it('FORWARDING_DISABLED when the host that must route has IP forwarding off', () => {
    const t = fromClient(patchHost(twoNodes(), N1.name, { forwarding: false }), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`));
    expect(t.request.verdict).toMatchObject({ reason: 'FORWARDING_DISABLED', at: { node: N1.name, compartment: `${N1.name}/host` } });
  });

  it('a pod does not forward a packet that is not for it (NO_ROUTE at the pod)', () => {
    // n1's ARP cache wrongly maps 10.1.1.99 to the web pod's MAC.
    const spec = patchPod(twoNodes(), CLIENT.name, { routes: [{ to: '0.0.0.0/0', via: '10.1.1.99' }, { to: N1.podCidr }] });
    const t = walkFrom(buildWorld(patchHost(spec, N1.name, { neighbors: { '10.1.1.99': podMacOf(WEB.ip) } })), podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, '8.8.8.8:53')).trace;
    expect(t.request.verdict).toMatchObject({ reason: 'NO_ROUTE', at: { compartment: podRef(WEB.name) } });
  });
});

describe('MTU at the sender', () => {
  it('a DF packet larger than the vNIC MTU is dropped with MTU_EXCEEDED at the sending compartment', () => {
    const t = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`, { size: 1600, df: true }));
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'MTU_EXCEEDED', at: { compartment: podRef(CLIENT.name) } });
  });

  it('the same packet without DF is fragmented and delivered', () => {
    const t = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`, { size: 1600 }));
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(requestEvents(t).some((e) => e.kind === 'route' && /fragmented/.test(e.text))).toBe(true);
  });

  it('a fragmented packet is fragmented once: the wire carries the first fragment, which fits', () => {
    const t = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`, { size: 1600 }));
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(requestEvents(t).filter((e) => /fragmented/.test(e.text))).toHaveLength(1);
    expect(t.request.delivered?.packet.size).toBe(1500);
  });

  it('a packet of exactly the MTU passes with DF', () => {
    const t = fromClient(twoNodes(), tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`, { size: 1500, df: true }));
    expect(t.request.verdict.outcome).toBe('delivered');
  });
});

describe('walks from a host compartment', () => {
  it("the node itself reaches a pod through its cbr0 vNIC and gets the answer", () => {
    const world = buildWorld(twoNodes());
    const t = walkFrom(world, nodeRef(N1.name), tcp(`${N1.cbr0}:50000`, `${WEB.ip}:80`)).trace;
    expect(t.request.delivered?.endpoint).toBe(podRef(WEB.name));
    expect(requestEvents(t).find((e) => e.kind === 'port')?.at.port).toBe(cbr0PortId(N1.name));
    expect(t.reply?.delivered?.endpoint).toBe(nodeRef(N1.name));
  });

  it('a packet to its own address is delivered locally (loopback)', () => {
    const world = buildWorld(patchHost(twoNodes(), N1.name, { listen: ['tcp/10250'] }));
    const t = walkFrom(world, nodeRef(N1.name), tcp(`${N1.ip}:50000`, `${N1.ip}:10250`)).trace;
    expect(t.request.delivered?.endpoint).toBe(nodeRef(N1.name));
    expect(requestEvents(t).some((e) => e.kind === 'port')).toBe(false);
  });
});

describe('local refusals', () => {
  it('a packet the stack refuses to send to itself (NodePort from the node) is UNSUPPORTED, with the message', () => {
    const spec = patchHost(twoNodes(), N1.name, {
      listen: ['tcp/30080'],
      refusals: [{ protocol: 'tcp', dstPort: 30080, toSelf: true, reason: 'UNSUPPORTED', msg: verdictMsg('verdict.nodePortFromSelf', { port: 30080 }) }],
    });
    const t = walkFrom(buildWorld(spec), nodeRef(N1.name), tcp(`${N1.ip}:50000`, `${N1.ip}:30080`)).trace;
    expect(t.request.verdict).toMatchObject({
      reason: 'UNSUPPORTED',
      message: 'NodePort 30080 from the node itself is not supported on Windows (documented limitation); it works from other nodes and outside clients',
      msg: { id: 'verdict.nodePortFromSelf', args: { port: 30080 } },
      at: { compartment: `${N1.name}/host` },
    });
  });

  it('a toSelf refusal does not apply to packets to other hosts', () => {
    const spec = patchHost(twoNodes(), N1.name, { refusals: [{ protocol: 'tcp', dstPort: 80, toSelf: true, reason: 'UNSUPPORTED', msg: verdictMsg('verdict.noVerdict', {}) }] });
    const t = walkFrom(buildWorld(spec), nodeRef(N1.name), tcp(`${N1.ip}:50000`, `${WEB2.ip}:80`)).trace;
    expect(t.request.verdict.outcome).toBe('delivered');
  });
});

describe('walk() inputs', () => {
  it('throws for a compartment the world does not have', () => {
    expect(() => walkFrom(buildWorld(twoNodes()), podRef('nobody'), tcp('1.1.1.1:1', '2.2.2.2:2'))).toThrow();
  });

  it('never mutates the world: walking twice on one world gives equal traces', () => {
    const world = buildWorld(withPodLayers(twoNodes(), WEB.name, aclLayer({ in: [allow('a', { dstPorts: 80 })] }, { default: 'block' })));
    const a = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`)).trace;
    const b = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`)).trace;
    expect(b).toEqual(a);
  });
});
