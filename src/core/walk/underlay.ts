// The underlay between hosts: an L2 segment (frames go to the station that owns the destination MAC)
// or a routed VPC (every frame goes to the VPC router, which routes node IPs and alias ranges);
// the gateway leads to the internet edge. Per-link MTU and TTL are checked here.
import { formatIpv4, prefixContainsIpv4 } from '../net/ip';
import { copyPacket, VXLAN_OVERHEAD, wireSize } from '../packet/packet';
import type { Place } from '../trace/trace';
import type { Host, World } from '../world/world';
import type { Walk } from './context';
import type { Next } from './next';
import { hostByIp, hostByMac, linkBetween, linkOut } from './world-index';
import { decrementTtl } from './stack';
import { hintOf, verdictMsg } from '../trace/verdict-messages';

const wirePlace = (w: World, link: string): Place => ({ node: w.underlay.name, place: 'wire', link });

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
    const extra = vxlan ? ` (${p.size} + ${VXLAN_OVERHEAD} bytes of VXLAN headers)` : '';
    // A VTEP must not fragment a VXLAN packet (RFC 7348 §4.3): an oversize one is dropped, DF or not.
    if (vxlan) {
      w.fail('MTU_EXCEEDED', verdictMsg('verdict.vxlanMtu', { size, inner: p.size, over: VXLAN_OVERHEAD, mtu, df: p.df ? 'set' : 'clear' }), wirePlace(world, link), hintOf(verdictMsg('hint.vxlanMtuCni', {})));
      return { at: 'done' };
    }
    if (p.df) {
      w.fail('MTU_EXCEEDED', verdictMsg('verdict.wireMtu', { size, mtu }), wirePlace(world, link), hintOf(verdictMsg(p.outer ? 'hint.vxlanMtu' : 'hint.senderMtu', {})));
      return { at: 'done' };
    }
    w.emit('wire', 'forward', wirePlace(world, link), () => `Underlay: ${size} bytes${extra} exceed MTU ${mtu}: fragmented (silently, the kind of mismatch that looks like a hang)`);
  }
  const dstMac = p.outer?.dstMac ?? p.dstMac;
  if (world.underlay.kind === 'l2') {
    if (dstMac === world.underlay.gatewayMac) {
      w.emit('wire', 'forward', wirePlace(world, link), () => `L2 segment ${world.underlay.name}: ${from.name} → gateway ${formatIpv4(world.underlay.gateway)}`);
      return { at: 'router', from: from.name };
    }
    const to = hostByMac(world, dstMac, from);
    if (!to) {
      w.fail('UNKNOWN_MAC', verdictMsg('verdict.segmentNoMac', { mac: dstMac }), wirePlace(world, link));
      return { at: 'done' };
    }
    w.emit('wire', 'forward', wirePlace(world, linkBetween(world, from, to)), () => `L2 segment ${world.underlay.name}: ${from.name} → ${to.name} (${dstMac})`);
    return { at: 'arrive', host: to.name };
  }
  w.emit('wire', 'forward', wirePlace(world, link), () => `VPC: ${from.name} hands the packet to the VPC router`);
  return { at: 'router', from: from.name };
}

/** The underlay gateway / VPC router. */
export function atRouter(w: Walk, from: string): Next {
  const world = w.world;
  const u = world.underlay;
  const p = w.packet;
  const dst = p.outer?.dst ?? p.dst;
  const at = wirePlace(world, `router ${formatIpv4(u.gateway)}`);
  if (!p.outer) {
    if (p.ttl <= 1) {
      w.fail('TTL_EXCEEDED', verdictMsg('verdict.ttlRouter', { ip: formatIpv4(u.gateway) }), at);
      return { at: 'done' };
    }
    w.packet = w.derive('router', p, undefined, decrementTtl);
  }
  // Addressed to the router itself: it is reached, but what it serves is not part of the world.
  if (dst === u.gateway) {
    const svc = p.protocol === 'icmp' ? undefined : `${p.protocol}/${p.dstPort}`;
    w.fail('NO_LISTENER', verdictMsg('verdict.routerItself', { router: u.kind === 'vpc' ? 'vpc' : 'l2', ip: formatIpv4(dst), svc }), at, hintOf(verdictMsg('hint.routerItself', {})));
    return { at: 'done' };
  }
  const host = hostByIp(world, dst);
  if (host && !(host.kind === 'external' && host.location === 'internet')) {
    readdress(w, host.mac);
    w.emit('wire', 'forward', at, () => `${u.kind === 'vpc' ? 'VPC router' : 'Gateway'}: ${formatIpv4(dst)} is ${host.name} → delivers it`);
    return { at: 'arrive', host: host.name };
  }
  const route = u.nodeRoutes.find((r) => prefixContainsIpv4(r.prefix, dst));
  const routed = route && world.hosts.get(route.node);
  if (route && routed && routed.name === from) {
    const vip = world.addressBook.get(dst);
    w.fail(vip?.kind === 'service-vip' ? 'NO_BACKEND' : 'NO_ROUTE', verdictMsg('verdict.routedBack', { ip: formatIpv4(dst), node: routed.name, vip: vip?.kind === 'service-vip' ? vip.ref : undefined }), at);
    return { at: 'done' };
  }
  if (route && routed) {
    if (u.kind === 'vpc') w.assume('vpc-routing');
    readdress(w, routed.mac);
    w.emit('wire', 'forward', at, () => `${u.kind === 'vpc' ? 'VPC router' : 'Gateway'}: ${formatIpv4(dst)} is in ${route.note} → ${route.node}`);
    return { at: 'arrive', host: routed.name };
  }
  if (host) {
    w.assume('internet-edge');
    w.emit('wire', 'forward', at, () => `Gateway → internet edge → ${host.name} (${formatIpv4(dst)})`);
    return { at: 'arrive', host: host.name };
  }
  const info = world.addressBook.get(dst);
  if (info?.kind === 'service-vip') {
    w.fail(
      info.noBackends ? 'NO_BACKEND' : 'NO_ROUTE',
      info.noBackends ? verdictMsg('verdict.vipNoBackends', { ip: formatIpv4(dst), ref: info.ref, why: info.noBackends }) : verdictMsg('verdict.vipUnroutable', { ip: formatIpv4(dst), ref: info.ref }),
      at,
    );
    return { at: 'done' };
  }
  if (w.leg === 'reply' && info?.kind === 'pod') {
    w.fail('NAT_NO_RETURN_PATH', verdictMsg('verdict.routerNoReturn', { router: u.kind === 'vpc' ? 'vpc' : 'l2', gw: formatIpv4(u.gateway), ip: formatIpv4(dst), ref: info.ref }), at, hintOf(verdictMsg('hint.notTranslated', {})));
    return { at: 'done' };
  }
  w.fail('NO_ROUTE', verdictMsg('verdict.routerNoRoute', { router: u.kind === 'vpc' ? 'vpc' : 'l2', gw: formatIpv4(u.gateway), ip: formatIpv4(dst) }), at);
  return { at: 'done' };
}

/** Traffic from a host on the internet: the edge can only route to the node subnet. */
function fromInternet(w: Walk, from: Host): Next {
  const world = w.world;
  const dst = w.packet.dst;
  const at = wirePlace(world, 'internet edge');
  for (const h of world.hosts.values()) {
    if (h !== from && h.kind === 'external' && h.location === 'internet' && h.ip === dst) {
      w.emit('wire', 'forward', at, () => `Internet: ${from.name} → ${h.name}`);
      return { at: 'arrive', host: h.name };
    }
  }
  w.assume('internet-edge');
  if (!prefixContainsIpv4(world.underlay.subnet, dst)) {
    const info = world.addressBook.get(dst);
    const edge = { from: from.name, ip: formatIpv4(dst), ref: info?.ref };
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
  w.emit('wire', 'forward', at, () => `Internet edge → gateway ${formatIpv4(world.underlay.gateway)} (${formatIpv4(dst)} is in the node subnet)`);
  return { at: 'router', from: from.name };
}
