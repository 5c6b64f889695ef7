// A packet as a stack of headers: Ethernet, IPv4, then TCP / UDP / ICMP echo, optionally wrapped in
// an outer header set (VXLAN on the wire, or the host-internal encapsulation that hands a packet to
// the management port). Packets are immutable values: every step makes a new one.
import { formatEndpoint, formatIp, type Ip, type Ipv4 } from '../net/ip';
import type { Mac } from '../net/mac';
import type { Protocol } from '../net/protocol';

/** Outer headers while encapsulated: outer Ethernet + IPv4 + UDP (+ VXLAN VNI). */
export interface OuterHeader {
  kind: 'vxlan' | 'host-encap';
  src: Ipv4;
  dst: Ipv4;
  srcMac: Mac;
  dstMac: Mac;
  srcPort: number;
  dstPort: number;
  vni?: number;
}

export type TcpFlags = 'SYN' | 'SYN-ACK' | 'ACK' | 'RST' | 'RST-ACK';
export type IcmpKind = 'echo-request' | 'echo-reply' | 'port-unreachable' | 'frag-needed';

export interface Packet {
  src: Ip;
  dst: Ip;
  protocol: Protocol;
  /** TCP/UDP/SCTP ports; for ICMP echo the identifier travels as srcPort (dstPort 0). */
  srcPort: number;
  dstPort: number;
  srcMac: Mac;
  dstMac: Mac;
  ttl: number;
  /** Bytes of the (inner) IP packet. */
  size: number;
  df: boolean;
  tcpFlags?: TcpFlags;
  icmp?: IcmpKind;
  outer?: OuterHeader;
  /** The load-balancer frontend (`VIP:port/protocol-number`) that translated this connection, if
   * any. Not a header: VFP knows it from the connection's flow; the model carries it with the packet
   * (and its reply) so that rules of one Service (NAT_, HairPin_) match only that Service's flows. */
  frontend?: string;
}

/** The key of a load-balancer frontend: `VIP:port/protocol-number` (Packet.frontend, Conditions.frontends). */
export const frontendKey = (vip: Ip, port: number, protocolNumber: number): string =>
  `${formatEndpoint(vip, port)}/${protocolNumber}`;

/** VXLAN adds outer Ethernet 14 + IPv4 20 + UDP 8 + VXLAN 8 bytes around the inner IP packet. */
export const VXLAN_OVERHEAD = 50;

/** Size of the IP packet that the underlay carries. */
export function wireSize(p: Packet): number {
  return p.outer?.kind === 'vxlan' ? p.size + VXLAN_OVERHEAD : p.size;
}

/** A copy with its fields in one order (one object shape, unlike a spread: copies on a walk stay cheap). */
export function copyPacket(p: Packet, withOuter = true): Packet {
  const q: Packet = { src: p.src, dst: p.dst, protocol: p.protocol, srcPort: p.srcPort, dstPort: p.dstPort, srcMac: p.srcMac, dstMac: p.dstMac, ttl: p.ttl, size: p.size, df: p.df };
  if (p.tcpFlags !== undefined) q.tcpFlags = p.tcpFlags;
  if (p.icmp !== undefined) q.icmp = p.icmp;
  if (withOuter && p.outer !== undefined) q.outer = p.outer;
  if (p.frontend !== undefined) q.frontend = p.frontend;
  return q;
}

/** The 5-tuple as a flow-table key. */
export function tupleKey(p: Pick<Packet, 'protocol' | 'src' | 'srcPort' | 'dst' | 'dstPort'>): string {
  return `${p.protocol}|${p.src}|${p.srcPort}|${p.dst}|${p.dstPort}`;
}

export interface Tuple {
  protocol: Protocol;
  src: Ip;
  srcPort: number;
  dst: Ip;
  dstPort: number;
}

export const tupleOf = (p: Tuple): Tuple => ({ protocol: p.protocol, src: p.src, srcPort: p.srcPort, dst: p.dst, dstPort: p.dstPort });

export const reverseTuple = (t: Tuple): Tuple => ({ protocol: t.protocol, src: t.dst, srcPort: t.dstPort, dst: t.src, dstPort: t.srcPort });

export function formatTuple(t: Tuple): string {
  const ep = (ip: Ip, port: number) => (t.protocol === 'icmp' ? formatIp(ip) : formatEndpoint(ip, port));
  return `${t.protocol} ${ep(t.src, t.srcPort)} → ${ep(t.dst, t.dstPort)}`;
}

/** The packet the receiver sends back: a SYN is answered by SYN-ACK, an echo request by an echo reply. */
export function replyTo(p: Packet, ttl: number, how: 'answer' | 'reset' | 'unreachable'): Packet {
  const base: Packet = {
    src: p.dst,
    dst: p.src,
    protocol: p.protocol,
    srcPort: p.dstPort,
    dstPort: p.srcPort,
    srcMac: p.dstMac,
    dstMac: p.srcMac,
    ttl,
    size: 64,
    df: p.df,
  };
  // The reply belongs to the same connection, so to the same load-balancer frontend.
  if (p.frontend !== undefined) base.frontend = p.frontend;
  // Fields set on the one object (a spread of it made a second one, of another shape).
  if (how === 'unreachable') {
    base.protocol = 'icmp';
    base.srcPort = 0;
    base.dstPort = 0;
    // The error quotes the packet's header and 8 bytes: 20 + 8 + 28 (IPv4), 40 + 8 + 48 (ICMPv6).
    base.size = typeof p.dst === 'number' ? 56 : 96;
    base.icmp = 'port-unreachable';
  } else if (p.protocol === 'tcp') {
    // IPv4 20 + TCP 40, IPv6 40 + TCP 40: room for the SYN-ACK's options in either family.
    base.size = typeof p.dst === 'number' ? 60 : 80;
    base.tcpFlags = how === 'reset' ? 'RST-ACK' : 'SYN-ACK';
  } else if (p.protocol === 'icmp') {
    base.size = p.size;
    base.icmp = 'echo-reply';
  }
  return base;
}
