// The underlay between hosts: an L2 segment (frames go to the station that owns the destination MAC)
// or a routed VPC (every frame goes to the VPC router, which routes node IPs and alias ranges);
// the gateway leads to the internet edge. Per-link MTU and TTL are checked here.
import { formatIp, prefixContains, type Ip } from '../net/ip';
import { copyPacket, VXLAN_OVERHEAD, wireSize } from '../packet/packet';
import type { Place } from '../trace/trace';
import type { Host, Underlay, World } from '../world/world';
import type { Walk } from './context';
import type { Next } from './next';
import { hostByIp, hostByMac, linkBetween, linkOut } from './world-index';
import { decrementTtl } from './stack';
import { hintOf, verdictMsg } from '../trace/verdict-messages';
import { narrationMsg } from './narration-messages';

const wirePlace = (w: World, link: string): Place => ({ node: w.underlay.name, place: 'wire', link });

/** The router's address in the packet's family (a dual-stack underlay's router has both). */
const gatewayFor = (u: Underlay, dst: Ip): Ip => (typeof dst === 'number' ? u.gateway : (u.ipv6?.gateway ?? u.gateway));

/** Sets the destination MAC of whichever header the underlay switches on. */
function readdress(w: Walk, mac: string): void {
  w.packet = w.derive('readdress', w.packet, mac, (p) => {
    const q = copyPacket(p);
    if (p.outer) q.outer = { ...p.outer, dstMac: mac };
    else q.dstMac = mac;
    return q;
  });
}

export function onWire(w: Walk, from: Host): Next {
  const world = w.world;
  const p = w.packet;
  const mtu = world.underlay.mtu;
  const size = wireSize(p);
  const link = linkOut(world, from);
  if (from.kind === 'external' && from.location === 'internet') return fromInternet(w, from);
  if (size > mtu) {
    const vxlan = p.outer?.kind === 'vxlan';
    // A VTEP must not fragment a VXLAN packet (RFC 7348 §4.3): an oversize one is dropped, DF or not.
    if (vxlan) {
      w.fail('MTU_EXCEEDED', verdictMsg('verdict.vxlanMtu', { size, inner: p.size, over: VXLAN_OVERHEAD, mtu, df: p.df ? 'set' : 'clear' }), wirePlace(world, link), hintOf(verdictMsg('hint.vxlanMtuCni', {})));
      return { at: 'done' };
    }
    if (p.df) {
      w.fail('MTU_EXCEEDED', verdictMsg('verdict.wireMtu', { size, mtu }), wirePlace(world, link), hintOf(verdictMsg(p.outer ? 'hint.vxlanMtu' : 'hint.senderMtu', {})));
      return { at: 'done' };
    }
    w.emit('wire', 'forward', wirePlace(world, link), () => (vxlan ? narrationMsg('wire.fragmentedVxlan', { size, inner: p.size, over: VXLAN_OVERHEAD, mtu }) : narrationMsg('wire.fragmented', { size, mtu })));
  }
  const dstMac = p.outer?.dstMac ?? p.dstMac;
  if (world.underlay.kind === 'l2') {
    if (dstMac === world.underlay.gatewayMac) {
      w.emit('wire', 'forward', wirePlace(world, link), () => narrationMsg('wire.toGateway', { segment: world.underlay.name, from: from.name, gw: formatIp(gatewayFor(world.underlay, p.outer?.dst ?? p.dst)) }));
      return { at: 'router', from: from.name };
    }
    const to = hostByMac(world, dstMac, from);
    if (!to) {
      w.fail('UNKNOWN_MAC', verdictMsg('verdict.segmentNoMac', { mac: dstMac }), wirePlace(world, link));
      return { at: 'done' };
    }
    w.emit('wire', 'forward', wirePlace(world, linkBetween(world, from, to)), () => narrationMsg('wire.segment', { segment: world.underlay.name, from: from.name, to: to.name, mac: dstMac }));
    return { at: 'arrive', host: to.name };
  }
  w.emit('wire', 'forward', wirePlace(world, link), () => narrationMsg('wire.toVpcRouter', { from: from.name }));
  return { at: 'router', from: from.name };
}

/** The underlay gateway / VPC router. */
export function atRouter(w: Walk, from: string): Next {
  const world = w.world;
  const u = world.underlay;
  const p = w.packet;
  const dst = p.outer?.dst ?? p.dst;
  const gw = gatewayFor(u, dst);
  const at = wirePlace(world, `router ${formatIp(gw)}`);
  if (!p.outer) {
    if (p.ttl <= 1) {
      w.fail('TTL_EXCEEDED', verdictMsg('verdict.ttlRouter', { ip: formatIp(gw) }), at);
      return { at: 'done' };
    }
    w.packet = w.derive('router', p, undefined, decrementTtl);
  }
  // Addressed to the router itself: it is reached, but what it serves is not part of the world.
  if (dst === gw) {
    const svc = p.protocol === 'icmp' ? undefined : `${p.protocol}/${p.dstPort}`;
    w.fail('NO_LISTENER', verdictMsg('verdict.routerItself', { router: u.kind === 'vpc' ? 'vpc' : 'l2', ip: formatIp(dst), svc }), at, hintOf(verdictMsg('hint.routerItself', {})));
    return { at: 'done' };
  }
  const host = hostByIp(world, dst);
  if (host && !(host.kind === 'external' && host.location === 'internet')) {
    readdress(w, host.mac);
    w.emit('wire', 'forward', at, () => narrationMsg('wire.routerHost', { router: u.kind === 'vpc' ? 'vpc' : 'l2', ip: formatIp(dst), host: host.name }));
    return { at: 'arrive', host: host.name };
  }
  const route = u.nodeRoutes.find((r) => prefixContains(r.prefix, dst));
  const routed = route && world.hosts.get(route.node);
  if (route && routed && routed.name === from) {
    const vip = world.addressBook.get(dst);
    w.fail(vip?.kind === 'service-vip' ? 'NO_BACKEND' : 'NO_ROUTE', verdictMsg('verdict.routedBack', { ip: formatIp(dst), node: routed.name, vip: vip?.kind === 'service-vip' ? vip.ref : undefined }), at);
    return { at: 'done' };
  }
  if (route && routed) {
    if (u.kind === 'vpc') w.assume('vpc-routing');
    readdress(w, routed.mac);
    w.emit('wire', 'forward', at, () => narrationMsg('wire.routerRoute', { router: u.kind === 'vpc' ? 'vpc' : 'l2', ip: formatIp(dst), note: route.noteMsg ?? route.note, node: route.node }));
    return { at: 'arrive', host: routed.name };
  }
  if (host) {
    w.assume('internet-edge');
    w.emit('wire', 'forward', at, () => narrationMsg('wire.toInternet', { host: host.name, ip: formatIp(dst) }));
    return { at: 'arrive', host: host.name };
  }
  const info = world.addressBook.get(dst);
  if (info?.kind === 'service-vip') {
    w.fail(
      info.noBackends ? 'NO_BACKEND' : 'NO_ROUTE',
      info.noBackends ? verdictMsg('verdict.vipNoBackends', { ip: formatIp(dst), ref: info.ref, why: info.noBackends }) : verdictMsg('verdict.vipUnroutable', { ip: formatIp(dst), ref: info.ref }),
      at,
    );
    return { at: 'done' };
  }
  if (w.leg === 'reply' && info?.kind === 'pod') {
    w.fail('NAT_NO_RETURN_PATH', verdictMsg('verdict.routerNoReturn', { router: u.kind === 'vpc' ? 'vpc' : 'l2', gw: formatIp(gw), ip: formatIp(dst), ref: info.ref }), at, hintOf(verdictMsg('hint.notTranslated', {})));
    return { at: 'done' };
  }
  w.fail('NO_ROUTE', verdictMsg('verdict.routerNoRoute', { router: u.kind === 'vpc' ? 'vpc' : 'l2', gw: formatIp(gw), ip: formatIp(dst) }), at);
  return { at: 'done' };
}

/** Traffic from a host on the internet: the edge can only route to the node subnet. */
function fromInternet(w: Walk, from: Host): Next {
  const world = w.world;
  const dst = w.packet.dst;
  const at = wirePlace(world, 'internet edge');
  for (const h of world.hosts.values()) {
    if (h !== from && h.kind === 'external' && h.location === 'internet' && (h.ip === dst || h.ipv6 === dst)) {
      w.emit('wire', 'forward', at, () => narrationMsg('wire.internet', { from: from.name, host: h.name }));
      return { at: 'arrive', host: h.name };
    }
  }
  w.assume('internet-edge');
  const u = world.underlay;
  if (!prefixContains(u.subnet, dst) && !(u.ipv6 && prefixContains(u.ipv6.subnet, dst))) {
    const info = world.addressBook.get(dst);
    const edge = { from: from.name, ip: formatIp(dst), ref: info?.ref };
    const p = w.packet;
    if (w.leg === 'reply' && p.protocol === 'icmp' && info?.kind === 'pod') {
      w.assume('icmp-snat-one-way');
      w.fail('ICMP_NOT_TRANSLATED', verdictMsg('verdict.edgeIcmp', edge), at, hintOf(verdictMsg('hint.pingOtherNetwork', {})));
      return { at: 'done' };
    }
    if (w.leg === 'reply') w.fail('NAT_NO_RETURN_PATH', verdictMsg('verdict.edgeNoReturn', edge), at, hintOf(verdictMsg('hint.notTranslated', {})));
    else w.fail('NO_ROUTE', verdictMsg('verdict.edgeNoRoute', edge), at);
    return { at: 'done' };
  }
  w.emit('wire', 'forward', at, () => narrationMsg('wire.fromInternet', { gw: formatIp(gatewayFor(u, dst)), ip: formatIp(dst) }));
  return { at: 'router', from: from.name };
}
