// TCP/IP stacks: a Windows compartment, a Linux network namespace, an outside host. Sending looks
// up a route, resolves the next hop's MAC and checks the interface MTU; receiving delivers to a
// socket, answers, forwards (when IP forwarding is on) or discards.
import { formatIp, prefixContains, type Ip } from '../net/ip';
import { ifaceOwns, hostOwns } from '../world/addresses';
import { copyPacket, formatTuple, replyTo, tupleOf, reverseTuple, type Packet } from '../packet/packet';
import type { Delivery, LegResult, Place } from '../trace/trace';
import { hintOf, verdictMsg, verdictText, type VerdictMsg } from '../trace/verdict-messages';
import type { Compartment, Host, Interface } from '../world/world';
import type { Walk } from './context';
import type { Next } from './next';
import { arpAnswerOf, lookupRoute, resolveMac } from './routing';
import { arpAnswerMsg, routeMsg } from './narration';
import { joinNarration, narrationMsg, type NarrationMsg } from './narration-messages';
import type { Msg } from '../message';
import type { Routed } from './memo';

export function compartmentPlace(h: Host, c: Compartment): Place {
  return { node: h.name, place: 'compartment', compartment: c.id, owner: c.owner };
}

/** A stack's name as a value: a compartment, a netns, or an outside host's own name. */
const stackName = (h: Host, c: Compartment): NarrationMsg | string =>
  h.kind === 'windows'
    ? c.kind === 'host'
      ? narrationMsg('stack.hostCompartment', { host: h.name, n: c.number ?? 1 })
      : narrationMsg('stack.compartment', { owner: c.owner, n: c.number })
    : h.kind === 'linux'
      ? c.kind === 'host'
        ? narrationMsg('stack.rootNetns', { host: h.name })
        : narrationMsg('stack.netns', { owner: c.owner })
      : h.name;

export function ownsAddress(c: Compartment, ip: Ip): Interface | undefined {
  return c.interfaces.find((i) => ifaceOwns(i, ip));
}

/** The interface a packet leaves by, after the route lookup; undefined when the walk failed. */
export function routeOut(w: Walk, h: Host, c: Compartment, forwarded: boolean): { iface: Interface } | { local: Interface } | undefined {
  const p = w.packet;
  // The same packet from the same stack takes the same route (memo.ts): checks, lookup and the
  // rewritten packet as last time.
  const memo = w.fp?.memoOf(w);
  const seen = memo?.routes.get(p);
  if (seen && seen.c === c && seen.forwarded === forwarded) {
    w.packet = seen.packet;
    w.emit('route', 'forward', seen.at, seen.line);
    return seen;
  }
  const at = compartmentPlace(h, c);
  if (!forwarded) {
    for (const r of c.refusals ?? []) {
      if (
        (r.protocol === undefined || r.protocol === p.protocol) &&
        (r.dstPort === undefined || r.dstPort === p.dstPort) &&
        (!r.toSelf || hostOwns(h, p.dst) || ownsAddress(c, p.dst)) &&
        (!r.dstPrefixes || r.dstPrefixes.some((x) => prefixContains(x, p.dst)))
      ) {
        w.fail(r.reason, r.msg, at);
        return undefined;
      }
    }
    if (h.kind === 'windows' && h.unsupportedProtocols.includes(p.protocol)) {
      w.fail('UNSUPPORTED', verdictMsg('verdict.unsupported', { protocol: p.protocol.toUpperCase() }), at);
      return undefined;
    }
  }
  const own = ownsAddress(c, p.dst);
  if (own) {
    w.emit('route', 'forward', at, () => narrationMsg('stack.loopback', { stack: stackName(h, c), ip: formatIp(p.dst) }));
    return { local: own };
  }
  const route = lookupRoute(c, p.dst);
  if (!route) {
    w.fail('NO_ROUTE', verdictMsg('verdict.stackNoRoute', { stack: stackName(h, c), ip: formatIp(p.dst) }), at);
    return undefined;
  }
  const iface = c.interfaces.find((i) => i.name === route.iface);
  if (!iface) {
    w.fail('NO_ROUTE', verdictMsg('verdict.routeNoInterface', { route: routeMsg(route) }), at);
    return undefined;
  }
  const nh = route.nextHop ?? p.dst;
  const mac = iface.link === 'uplink' && h.kind === 'external' && h.location === 'internet' ? h.mac : resolveMac(h, nh);
  if (!mac) {
    // IPv6 resolves the next hop by neighbor discovery (RFC 4861), IPv4 by ARP.
    w.fail('NO_ROUTE', verdictMsg(typeof nh === 'number' ? 'verdict.noArp' : 'verdict.noNeighborAdvert', { ip: formatIp(nh), iface: iface.name }), at);
    return undefined;
  }
  if (p.size > iface.mtu) {
    if (p.df) {
      w.fail('MTU_EXCEEDED', verdictMsg('verdict.stackMtu', { size: p.size, mtu: iface.mtu, iface: iface.name }), at);
      return undefined;
    }
  }
  // A packet bigger than the interface's MTU leaves in fragments: the walk follows the first one,
  // so that nothing further on (the wire's MTU) fragments it a second time.
  const fragmented = p.size > iface.mtu;
  const q = copyPacket(p);
  q.srcMac = iface.mac;
  q.dstMac = mac;
  if (fragmented) q.size = iface.mtu;
  w.packet = q;
  let said: Msg | undefined;
  const line = (): Msg => {
    if (said) return said;
    const parts: NarrationMsg[] = [narrationMsg('stack.route', { stack: stackName(h, c), route: routeMsg(route), nh: formatIp(nh), mac })];
    const answer = arpAnswerOf(h, nh);
    if (answer) parts.push(arpAnswerMsg(nh, answer));
    if (fragmented) parts.push(narrationMsg('stack.fragmented', { mtu: iface.mtu }));
    return (said = joinNarration('join.dot', parts) as Msg);
  };
  w.emit('route', 'forward', at, line);
  const routed: Routed = { c, forwarded, iface, packet: q, at, line };
  memo?.routes.set(p, routed);
  return routed;
}

const delivered = (msg: VerdictMsg, at: Place, d: Delivery): LegResult => ({ verdict: { outcome: 'delivered', reason: null, message: verdictText(msg), msg, at }, delivered: d });

function replyMatchesOrigin(w: Walk, c: Compartment): boolean {
  const want = reverseTuple(tupleOf(w.origin.request));
  const got = tupleOf(w.packet);
  if (w.packet.icmp === 'port-unreachable') return w.packet.dst === want.dst;
  return got.src === want.src && got.dst === want.dst && got.srcPort === want.srcPort && got.dstPort === want.dstPort && c.id === w.origin.compartment;
}

/** A packet addressed to this stack. Sets the verdict; may ask for an answer. */
export function receiveLocal(w: Walk, h: Host, c: Compartment): { answer?: Packet } {
  const p = w.packet;
  const at = compartmentPlace(h, c);
  if (w.leg === 'reply') {
    if (replyMatchesOrigin(w, c)) {
      w.emit('deliver', 'allow', at, () => narrationMsg('deliver.reply', { stack: stackName(h, c), packet: describe(p) }));
      w.result = delivered(verdictMsg('verdict.replyReceived', { by: c.owner }), at, { node: h.name, endpoint: c.owner, packet: p });
    } else {
      const want = reverseTuple(tupleOf(w.origin.request));
      w.fail('NO_LISTENER', verdictMsg('verdict.noSocket', { stack: stackName(h, c), tuple: formatTuple(p), want: formatTuple(want) }), at);
    }
    return {};
  }
  if (h.kind === 'windows' && h.unsupportedProtocols.includes(p.protocol)) {
    w.fail('UNSUPPORTED', verdictMsg('verdict.unsupported', { protocol: p.protocol.toUpperCase() }), at);
    return {};
  }
  if (p.protocol === 'icmp') {
    w.emit('deliver', 'allow', at, narrationMsg('deliver.icmp', { stack: stackName(h, c), proto: icmpName(p), kind: p.icmp ?? 'echo-request' }));
    w.result = delivered(verdictMsg('verdict.delivered', { to: c.owner }), at, { node: h.name, endpoint: c.owner, packet: p });
    return p.icmp === 'echo-request' ? { answer: answerTo(w, p, c) } : {};
  }
  const listening = c.listeners.some((l) => l.protocol === p.protocol && l.port === p.dstPort);
  if (listening || c.listenersUnknown) {
    w.emit('deliver', 'allow', at, () => (listening ? narrationMsg('deliver.listening', { stack: stackName(h, c), svc: `${p.protocol}/${p.dstPort}` }) : narrationMsg('deliver.unknown', { stack: stackName(h, c) })));
    w.result = delivered(verdictMsg('verdict.deliveredListening', { to: c.owner, svc: `${p.protocol}/${p.dstPort}` }), at, { node: h.name, endpoint: c.owner, packet: p });
    return { answer: answerTo(w, p, c) };
  }
  const closed = { stack: stackName(h, c), svc: `${p.protocol}/${p.dstPort}` };
  if (c.closedPort === 'reset') {
    w.fail('NO_LISTENER', verdictMsg('verdict.closedReject', { ...closed, answer: p.protocol === 'tcp' ? 'RST' : 'ICMP port unreachable' }), at, {}, 'rejected');
    return { answer: replyTo(p, c.ttl, p.protocol === 'tcp' ? 'reset' : 'unreachable') };
  }
  w.assume('closed-port-silent');
  w.fail('NO_LISTENER', verdictMsg('verdict.closedSilent', closed), at, hintOf(verdictMsg('hint.closedPort', {})));
  return {};
}

/** ICMP, or ICMPv6 in an IPv6 packet. */
const icmpName = (p: Packet) => (typeof p.dst === 'number' ? 'ICMP' : 'ICMPv6');

function describe(p: Packet): NarrationMsg {
  if (p.protocol === 'icmp') return narrationMsg('packet.icmpKind', { proto: icmpName(p), kind: `${p.icmp}` });
  return narrationMsg('packet.short', { flags: p.tcpFlags ?? p.protocol.toUpperCase(), tuple: formatTuple(p) });
}

/** A packet arriving at a stack that is not addressed to it: forward it or discard it. */
export function receiveTransit(w: Walk, h: Host, c: Compartment, iface: Interface): Next {
  const p = w.packet;
  const at = compartmentPlace(h, c);
  if (c.kind !== 'host' || !iface.forwarding) {
    if (c.kind === 'host') w.fail('FORWARDING_DISABLED', verdictMsg('verdict.forwardingOff', { stack: stackName(h, c), ip: formatIp(p.dst), iface: iface.name }), at);
    else w.fail('NO_ROUTE', verdictMsg('verdict.notForwarding', { stack: stackName(h, c), ip: formatIp(p.dst) }), at);
    return { at: 'done' };
  }
  if (p.ttl <= 1) {
    w.fail('TTL_EXCEEDED', verdictMsg('verdict.ttlForwarding', { stack: stackName(h, c) }), at);
    return { at: 'done' };
  }
  w.packet = w.derive('forward', p, undefined, decrementTtl);
  w.emit('route', 'forward', at, () => narrationMsg('stack.forwards', { stack: stackName(h, c), iface: iface.name, ttl: p.ttl, next: p.ttl - 1 }));
  return { at: 'send', host: h.name, comp: c.id, forwarded: true };
}

/** The same packet one router further: TTL less one. */
export function decrementTtl(p: Packet): Packet {
  const q = copyPacket(p);
  q.ttl = p.ttl - 1;
  return q;
}

/** The receiver's answer to `p` (the same answer to the same packet: memo.ts). */
const answerTo = (w: Walk, p: Packet, c: Compartment): Packet => w.derive('answer', p, c.ttl, (x) => replyTo(x, c.ttl, 'answer'));
