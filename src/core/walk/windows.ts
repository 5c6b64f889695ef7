// A Windows node: the Hyper-V vSwitch forwarding between ports, what follows each port pass, and the
// reverse flow a translated request leaves at its entry port.
import { formatEndpoint, formatIp, type Ip } from '../net/ip';
import { ifaceOwns } from '../world/addresses';
import { NO_MAC, type Mac } from '../net/mac';
import { reverseTuple, tupleOf } from '../packet/packet';
import type { Place } from '../trace/trace';
import type { Direction, Port } from '../vfp/model';
import { icmpSnatKey, storeFlow, type FlowEntry } from '../world/runtime';
import { natKeyOf, tupleKeyOf } from '../world/keys';
import type { WindowsHost } from '../world/world';
import type { Walk } from './context';
import type { Next } from './next';
import { liveBinding } from './nat-bindings';
import { portMsg } from './narration';
import { narrationMsg } from './narration-messages';
import { crossPort } from './port-pass';
import { unNatEdits } from './transpose';
import { compartmentPlace } from './stack';
import { nextHopMac } from './routing';
import { compartmentOfPort } from './world-index';
import { hintOf, verdictMsg } from '../trace/verdict-messages';

const macIndex = new WeakMap<WindowsHost, Map<Mac, Port>>();
const idIndex = new WeakMap<WindowsHost, Map<string, Port>>();

export function portById(h: WindowsHost, id: string): Port | undefined {
  let m = idIndex.get(h);
  if (!m) idIndex.set(h, (m = new Map(h.vswitch.ports.map((p) => [p.id, p]))));
  return m.get(id);
}

function portByMac(h: WindowsHost, mac: Mac): Port | undefined {
  let m = macIndex.get(h);
  if (!m) {
    m = new Map();
    for (const p of h.vswitch.ports) if (p.mac && p.kind !== 'external') m.set(p.mac, p);
    macIndex.set(h, m);
  }
  return m.get(mac);
}

const switchPlace = (h: WindowsHost): Place => ({ node: h.name, place: 'switch' });

/** An ICMP echo outbound NAT translated (its reply is not translated back); a read a replayed
 * segment checks again (segment.ts). */
function icmpTranslated(w: Walk, key: string): boolean {
  const has = w.rt.icmpSnat.has(key);
  if (!has) w.tape?.reads.push({ kind: 'icmp', key });
  return has;
}

/** The vSwitch: NAT-binding steering for replies to SNAT, then forwarding by destination MAC. */
export function switchFrame(w: Walk, h: WindowsHost, from: string): Next {
  const p = w.packet;
  const at = switchPlace(h);
  if (!p.outer) {
    const b = liveBinding(w, natKeyOf(w.rt, h.name, p.dst, p.protocol, p.dstPort));
    // The reply to a hairpin translation goes to the host port that made it, which un-NATs it.
    const nat = b?.natPortId && b.natPortId !== from ? portById(h, b.natPortId) : undefined;
    if (b && nat) {
      w.emit('switch', 'nat', at, () => narrationMsg('switch.translation', { addr: formatEndpoint(p.dst, p.dstPort), port: portMsg(nat, 'mid') }));
      return { at: 'port', host: h.name, port: nat.id, dir: 'in' };
    }
    if (b) {
      const port = portById(h, b.portId);
      if (port) {
        w.assume('snat-binding-steering');
        w.emit('switch', 'nat', at, () => narrationMsg('switch.pool', { addr: formatEndpoint(p.dst, p.dstPort), port: portMsg(port, 'mid') }));
        return { at: 'port', host: h.name, port: port.id, dir: b.direction };
      }
    }
    if (p.protocol === 'icmp' && p.icmp === 'echo-reply' && p.dst === h.ip && icmpTranslated(w, icmpSnatKey(h.name, p.src, p.dstPort))) {
      w.assume('icmp-snat-one-way');
      w.fail('ICMP_NOT_TRANSLATED', verdictMsg('verdict.echoReplyNotTranslated', { ip: formatIp(h.ip) }), at, hintOf(verdictMsg('hint.pingOutboundNat', {})));
      return { at: 'done' };
    }
  }
  const dstMac = p.outer?.dstMac ?? p.dstMac;
  const port = portByMac(h, dstMac);
  // Back to the port it came from only for a pod's packet addressed to itself (loopback DSR).
  if (port && (port.id !== from || port.kind === 'endpoint')) {
    const back = port.id === from;
    w.emit('switch', 'forward', at, () => narrationMsg(back ? 'switch.macBack' : 'switch.mac', { mac: dstMac, port: portMsg(port, 'mid') }));
    return { at: 'port', host: h.name, port: port.id, dir: 'in' };
  }
  if (h.network.drMac && dstMac === h.network.drMac && h.vswitch.hostPortId) {
    w.assume('overlay-dr-mac');
    const hp = portById(h, h.vswitch.hostPortId)!;
    w.emit('switch', 'forward', at, () => narrationMsg('switch.router', { mac: dstMac, port: portMsg(hp, 'mid') }));
    return { at: 'port', host: h.name, port: hp.id, dir: 'in' };
  }
  const ext = h.vswitch.externalPortId;
  if (ext && from !== ext) {
    w.emit('switch', 'forward', at, () => narrationMsg('switch.uplink', { mac: dstMac }));
    return { at: 'port', host: h.name, port: ext, dir: 'out' };
  }
  w.fail('UNKNOWN_MAC', verdictMsg('verdict.switchNoMac', { mac: dstMac, uplink: ext ? 'from' : 'none' }), at);
  return { at: 'done' };
}

/** Crosses a port and decides where the packet goes after it. */
export function atPort(w: Walk, h: WindowsHost, portId: string, d: Direction): Next {
  const port = portById(h, portId);
  if (!port) {
    w.fail('UNKNOWN_MAC', verdictMsg('verdict.noPort', { port: portId, host: h.name }), switchPlace(h));
    return { at: 'done' };
  }
  if (!crossPort(w, h, port, d)) return { at: 'done' };
  // The packet as this port left it (a line composed later must not read a later packet).
  const p = w.packet;
  if (port.kind === 'external') return d === 'in' ? { at: 'switch', host: h.name, from: port.id } : { at: 'wire', from: h.name };
  if (d === 'out') return { at: 'switch', host: h.name, from: port.id };
  const comp = compartmentOfPort(h, port.id);
  if (!comp) {
    w.fail('UNKNOWN_MAC', verdictMsg('verdict.noVnic', { port: port.friendlyName }), { node: h.name, place: 'port', port: port.id, portName: port.friendlyName });
    return { at: 'done' };
  }
  // A reply un-NATed here by the reverse flow of this port's hairpin translation belongs to the
  // port where the request entered VFP: back into the vSwitch to it (design.md §3).
  const steer = port.kind === 'host' && w.lastPass.reverse ? w.lastPass.steer : undefined;
  const back = steer && steer.portId !== port.id ? portById(h, steer.portId) : undefined;
  if (steer && back) {
    w.emit('hairpin', 'forward', { node: h.name, place: 'port', port: port.id, portName: port.friendlyName, portKind: port.kind, owner: port.owner, direction: d }, () => narrationMsg('hairpin.reply', { port: portMsg(port, 'start'), addr: formatEndpoint(p.dst, p.dstPort), to: portMsg(back, 'mid') }));
    return { at: 'port', host: h.name, port: back.id, dir: steer.direction };
  }
  const iface = comp.interfaces.find((i) => i.portId === port.id)!;
  const forHost = comp.interfaces.some((i) => ifaceOwns(i, w.packet.dst));
  // Only a translation or decapsulation made here sends the packet back out; a reply un-NATed by a
  // reverse flow goes up to the stack like any other.
  if (port.kind === 'host' && !forHost && w.lastPass.rewrote && !w.lastPass.reverse && !w.packet.outer) {
    w.assume('host-port-hairpin');
    w.emit('hairpin', 'forward', { node: h.name, place: 'port', port: port.id, portName: port.friendlyName, portKind: port.kind, owner: port.owner, direction: 'out' }, () => narrationMsg('hairpin.out', { port: portMsg(port, 'start'), ip: formatIp(p.dst) }));
    return { at: 'port', host: h.name, port: port.id, dir: 'out' };
  }
  // A reply to the node IP that no reverse flow here un-NATed (outbound NAT made at a pod's port)
  // belongs to the pod that sent the request: the NAT binding sends it back into the vSwitch.
  if (port.kind === 'host' && forHost && !w.packet.outer) {
    const b = liveBinding(w, natKeyOf(w.rt, h.name, p.dst, p.protocol, p.dstPort));
    const target = b && b.portId !== port.id ? portById(h, b.portId) : undefined;
    if (b && target) {
      w.assume('snat-binding-steering');
      w.emit('hairpin', 'nat', { node: h.name, place: 'port', port: port.id, portName: port.friendlyName, portKind: port.kind, owner: port.owner, direction: 'in' }, () => narrationMsg('hairpin.steer', { port: portMsg(port, 'start'), addr: formatEndpoint(p.dst, p.dstPort), to: portMsg(target, 'mid') }));
      return { at: 'port', host: h.name, port: target.id, dir: b.direction };
    }
  }
  w.emit('route', 'forward', compartmentPlace(h, comp), () => (comp.kind === 'host' ? narrationMsg('switch.upHost', { iface: iface.name, host: h.name }) : narrationMsg('switch.upPod', { iface: iface.name, owner: comp.owner })));
  return { at: 'stack', host: h.name, comp: comp.id, iface: iface.name };
}

/** A request that was translated on this node leaves its reverse at the port where it entered VFP:
 * the un-NAT, or (when a host port's hairpin translation holds it) a plain pass for the un-NATed reply. */
export function endVisit(w: Walk): void {
  const v = w.visit;
  w.visit = undefined;
  if (!v || !v.entryPort || w.leg !== 'request') return;
  const end = tupleOf(w.packet);
  const s = v.startTuple;
  if (s.src === end.src && s.dst === end.dst && s.srcPort === end.srcPort && s.dstPort === end.dstPort) return;
  w.assume('reverse-flow-at-entry-port');
  // Un-NATed already at the host port that translated the request: here the reply only passes.
  const edits = v.unNatAt ? [] : unNatEdits(s, end);
  // A reply un-NATed on its way out to the wire also needs the next hop towards the original client.
  const host = w.world.hosts.get(v.node);
  const backendPort = host?.kind === 'windows' && !v.unNatAt ? encapsulatedReplyPort(w, host, v.entryPort.id, s.src) : undefined;
  if (backendPort) {
    // The reply leaves the backend's port inside VXLAN and never meets the entry port's un-NAT: the
    // backend's port undoes the translation before VNET_ENCAP_LAYER, as DSR returns on a real node.
    const entry: FlowEntry = { node: v.node, portId: backendPort, direction: 'out', key: tupleKeyOf(w.rt, reverseTuple(end)), edits, verdict: 'allow', decisions: [], reverse: true, createdAt: w.rt.now, lastUsed: w.rt.now, ttl: v.ttl ?? 240 };
    w.tape?.renewed.push({ ...entry });
    (w.fp ? w.fp.renewFlow : storeFlow)(w.rt, entry);
    return;
  }
  if (host?.kind === 'windows' && v.entryPort.id === host.vswitch.externalPortId) {
    const { mac } = nextHopMac(host, s.src);
    if (mac) edits.push({ op: 'set-mac', src: host.mac, dst: mac });
  } else if (edits.length && v.entryPort.replyDirection === 'in') {
    // Un-NATed on its way up the sender's vNIC: addressed as the request's frame was, turned round
    // (to the sender's MAC, from the MAC it sent to), as a vSwitch port delivers only its own MAC.
    const { srcMac, dstMac } = v.entryPort;
    if (srcMac !== NO_MAC && dstMac !== NO_MAC) edits.push({ op: 'set-mac', src: dstMac, dst: srcMac });
  }
  const entry: FlowEntry = {
    node: v.node,
    portId: v.entryPort.id,
    direction: v.entryPort.replyDirection,
    key: tupleKeyOf(w.rt, reverseTuple(v.unNatAt ? s : end)),
    edits,
    verdict: 'allow',
    decisions: [],
    reverse: true,
    createdAt: w.rt.now,
    lastUsed: w.rt.now,
    ttl: v.ttl ?? 240,
  };
  // A repeating runtime renews the entry in place (a replayed segment that hit it holds again); a
  // segment being recorded keeps a copy (the table's entry may change later: a reply composes it).
  w.tape?.renewed.push({ ...entry });
  (w.fp ? w.fp.renewFlow : storeFlow)(w.rt, entry);
}

/**
 * The port of the local pod a request from the wire was delivered to, when the reply to `client` will
 * leave that port encapsulated (Overlay: a pod of another node, reached through VNET_ENCAP_LAYER's
 * remote-subnet route): the un-NAT of the request must happen there, before the encapsulation.
 * That is a load balancer that left the source alone (DSR: externalTrafficPolicy Local, or
 * --enable-dsr) reached at the node's address by a pod of another node. Undefined otherwise.
 */
function encapsulatedReplyPort(w: Walk, host: WindowsHost, entryPort: string, client: Ip): string | undefined {
  if (host.network.type !== 'Overlay' || entryPort !== host.vswitch.externalPortId) return undefined;
  const v = w.result?.verdict;
  if (v?.outcome !== 'delivered' || v.at?.node !== host.name || !v.at.compartment) return undefined;
  const comp = host.compartments.find((c) => c.id === v.at!.compartment);
  if (comp?.kind !== 'pod') return undefined;
  const info = w.world.addressBook.get(client);
  if (info?.kind !== 'pod' || host.compartments.some((c) => c.interfaces.some((i) => ifaceOwns(i, client)))) return undefined;
  w.assume('reverse-flow-at-entry-port');
  return comp.interfaces.find((i) => i.portId)?.portId;
}
