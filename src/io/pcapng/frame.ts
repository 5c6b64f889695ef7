// A simulated packet as bytes on an Ethernet link: Ethernet II, IPv4 or IPv6, then TCP, UDP, ICMP
// (ICMPv6 over IPv6) or SCTP, each with a correct checksum; wrapped, while encapsulated, in outer Ethernet + IPv4 + UDP + VXLAN
// (the VNI on the wire). Every header field Wireshark reads is real: TCP options on SYN and SYN-ACK,
// sequence and acknowledgment numbers, ICMP echo identifiers and the header an ICMP error quotes, an
// SCTP INIT chunk. Payloads are zeros: the simulator knows sizes, not contents.
import type { OuterHeader, Packet } from '../../core/packet/packet';
import { fnv1a } from '../../core/net/hash';
import { ipBytes, type Ip } from '../../core/net/ip';

const macBytes = (m: string): number[] => m.split(/[-:]/).map((h) => parseInt(h, 16));

/** The Internet checksum (RFC 1071) over bytes, optionally starting from a partial sum. */
export function internetChecksum(bytes: Uint8Array, start = 0): number {
  let sum = start;
  for (let i = 0; i < bytes.length; i += 2) sum += (bytes[i]! << 8) | (bytes[i + 1] ?? 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

/** The partial sum of the pseudo-header that TCP, UDP and ICMPv6 checksums cover: IPv4's (RFC 793)
 * or IPv6's (RFC 8200 §8.1: the addresses, a 32-bit length, the next header). */
export function pseudoSum(src: Ip, dst: Ip, protocol: number, length: number): number {
  if (typeof src === 'number' && typeof dst === 'number') return (src >>> 16) + (src & 0xffff) + (dst >>> 16) + (dst & 0xffff) + protocol + length;
  let sum = protocol + (length >>> 16) + (length & 0xffff);
  for (const a of [ipBytes(src), ipBytes(dst)]) for (let i = 0; i < a.length; i += 2) sum += (a[i]! << 8) | a[i + 1]!;
  return sum;
}

const put16 = (b: Uint8Array, at: number, v: number) => {
  b[at] = (v >>> 8) & 255;
  b[at + 1] = v & 255;
};

/** CRC32c (Castagnoli), the SCTP checksum (RFC 4960 appendix B). */
function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  return ~crc >>> 0;
}

const TCP_FLAGS: Record<string, number> = { SYN: 0x02, 'SYN-ACK': 0x12, ACK: 0x10, RST: 0x04, 'RST-ACK': 0x14 };
const ICMP_TYPE: Record<string, [number, number]> = { 'echo-request': [8, 0], 'echo-reply': [0, 0], 'port-unreachable': [3, 3], 'frag-needed': [3, 4] };
/** ICMPv6 (RFC 4443): echo 128/129, destination unreachable 1 code 4 (port), packet too big 2. */
const ICMPV6_TYPE: Record<string, [number, number]> = { 'echo-request': [128, 0], 'echo-reply': [129, 0], 'port-unreachable': [1, 4], 'frag-needed': [2, 0] };

/** What a frame needs beyond the packet: fields the model does not carry, kept the same for one
 * packet at every capture point by the caller (capture.ts). */
export interface FrameContext {
  /** Identification of the packet: IPv4's, or IPv6's flow label (the outer header's is derived from it). */
  id?: number;
  /** TCP sequence and acknowledgment numbers (a SYN-ACK or RST-ACK acknowledges the SYN's seq + 1). */
  seq?: number;
  ack?: number;
  /** An SCTP answer: INIT-ACK, tagged with the INIT's initiate tag (`ack`), its own tag `seq`. */
  answer?: boolean;
  /** The packet an ICMP error is about, as it was where the error is seen, with its own context: its
   * IPv4 header and first 8 bytes are quoted. */
  quote?: { packet: Packet; ctx: FrameContext };
}

const put32 = (b: Uint8Array, at: number, v: number) => {
  put16(b, at, v >>> 16);
  put16(b, at + 2, v & 0xffff);
};

/** TCP options of a SYN or SYN-ACK, as Windows sends them (MSS, window scale, SACK permitted, then
 * timestamps when there is room), or of an RST (timestamps), ended and padded to fill `room` bytes (a
 * multiple of 4, at most 40). */
function tcpOptions(room: number, syn: boolean): number[] {
  const out: number[] = [];
  const ts = [1, 1, 8, 10, 0, 0, 0, 1, 0, 0, 0, 0]; // NOP, NOP, timestamps (TSval 1, TSecr 0)
  if (syn) {
    if (room >= 4) out.push(2, 4, 0x05, 0xb4); // MSS 1460
    if (room >= 8) out.push(1, 3, 3, 8); // NOP, window scale 8
    if (room >= 12) out.push(1, 1, 4, 2); // NOP, NOP, SACK permitted
    if (room >= 24) out.push(...ts);
  } else if (room >= 12) out.push(...ts);
  if (out.length < room) out.push(0); // end of option list, then zeros to the end of the header
  while (out.length < room) out.push(0);
  return out;
}

function tcp(p: Packet, length: number, ctx: FrameContext): Uint8Array {
  const flags = TCP_FLAGS[p.tcpFlags ?? 'SYN']!;
  // A SYN, SYN-ACK or RST carries options and no data: the header takes the packet's size, up to 60
  // bytes (a bigger packet, such as a full-size probe, carries the rest as data; a size that is no
  // multiple of 4 leaves 1 to 3 bytes of data).
  const control = (flags & 0x06) !== 0;
  const room = control ? Math.min(40, Math.max(0, length - 20) & ~3) : 0;
  const header = 20 + room;
  const b = new Uint8Array(Math.max(header, length));
  put16(b, 0, p.srcPort);
  put16(b, 2, p.dstPort);
  put32(b, 4, p.tcpFlags === 'RST-ACK' ? 0 : (ctx.seq ?? 1) >>> 0);
  if (flags & 0x10) put32(b, 8, (ctx.ack ?? 2) >>> 0);
  b[12] = (header / 4) << 4;
  b[13] = flags;
  put16(b, 14, flags & 0x04 ? 0 : 64240);
  b.set(tcpOptions(room, (flags & 0x02) !== 0), 20);
  put16(b, 16, internetChecksum(b, pseudoSum(p.src, p.dst, 6, b.length)));
  return b;
}

/** An SCTP packet starting an association: the common header and one INIT chunk (RFC 9260 3.3.2),
 * or the INIT-ACK answering it, filled to the packet's size with a Padding parameter (RFC 4820) or,
 * in an INIT-ACK, the State Cookie. */
function sctp(p: Packet, length: number, ctx: FrameContext): Uint8Array {
  // A parameter takes at least 4 bytes: 1 to 3 bytes past the INIT chunk cannot be filled, so they
  // are left out (Wireshark flags bytes after the last chunk).
  const b = new Uint8Array(Math.max(ctx.answer ? 40 : 32, length > 32 && length < 36 ? 32 : length));
  const tag = (ctx.seq ?? 1) >>> 0 || 1; // an initiate tag is never 0
  put16(b, 0, p.srcPort);
  put16(b, 2, p.dstPort);
  if (ctx.answer) put32(b, 4, (ctx.ack ?? 1) >>> 0); // the INIT's initiate tag; an INIT's own is 0
  // The parameter after the fixed fields: its length counts its header, not its padding to 4 bytes.
  const param = b.length - 32 >= 4 ? b.length - 32 : 0;
  b[12] = ctx.answer ? 2 : 1; // INIT-ACK, INIT
  put16(b, 14, 20 + param); // chunk length, without the padding after the last parameter
  put32(b, 16, tag); // initiate tag
  put32(b, 20, 106496); // a_rwnd
  put16(b, 24, 10); // outbound streams
  put16(b, 26, 10); // inbound streams
  put32(b, 28, tag); // initial TSN
  if (param) {
    put16(b, 32, ctx.answer ? 7 : 0x8005); // State Cookie, Padding
    put16(b, 34, param);
  }
  const crc = crc32c(b);
  b.set([crc & 255, (crc >>> 8) & 255, (crc >>> 16) & 255, crc >>> 24], 8); // little-endian, as RFC 9260 sends it
  return b;
}

function transport(p: Packet, length: number, ctx: FrameContext): { proto: number; bytes: Uint8Array } {
  switch (p.protocol) {
    case 'tcp':
      return { proto: 6, bytes: tcp(p, length, ctx) };
    case 'udp': {
      const b = new Uint8Array(Math.max(8, length));
      put16(b, 0, p.srcPort);
      put16(b, 2, p.dstPort);
      put16(b, 4, b.length);
      put16(b, 6, internetChecksum(b, pseudoSum(p.src, p.dst, 17, b.length)) || 0xffff);
      return { proto: 17, bytes: b };
    }
    case 'icmp': {
      if (typeof p.dst === 'string') return { proto: 58, bytes: icmpv6(p, length, ctx) };
      const b = new Uint8Array(Math.max(8, length));
      const [type, code] = ICMP_TYPE[p.icmp ?? 'echo-request']!;
      b[0] = type;
      b[1] = code;
      if (type === 8 || type === 0) {
        // The identifier travels as the request's source port, so as the reply's destination port.
        put16(b, 4, type === 8 ? p.srcPort : p.dstPort);
        put16(b, 6, 1); // sequence
      } else {
        // An error quotes the packet it is about: its IPv4 header and the first 8 bytes after it
        // (RFC 792), the addresses as the error's own reversed when nothing better is known.
        const q = ctx.quote ?? { packet: { ...p, src: p.dst, dst: p.src, protocol: 'udp', srcPort: 0, dstPort: 0, icmp: undefined, outer: undefined, size: 28 }, ctx: {} };
        const inner = ipPacket(q.packet, q.ctx);
        if (type === 3 && code === 4) put16(b, 6, 1500); // next-hop MTU
        b.set(inner.subarray(0, Math.min(inner.length, b.length - 8, 28)), 8);
      }
      put16(b, 2, internetChecksum(b));
      return { proto: 1, bytes: b };
    }
    case 'sctp':
      return { proto: 132, bytes: sctp(p, length, ctx) };
  }
}

/** ICMPv6 (RFC 4443): echo with its identifier, or an error quoting as much of the packet it is about
 * as the model knows (its header and 8 bytes), checksummed over the IPv6 pseudo-header. */
function icmpv6(p: Packet, length: number, ctx: FrameContext): Uint8Array {
  const [type, code] = ICMPV6_TYPE[p.icmp ?? 'echo-request']!;
  const b = new Uint8Array(Math.max(8, length));
  b[0] = type;
  b[1] = code;
  if (type === 128 || type === 129) {
    put16(b, 4, type === 128 ? p.srcPort : p.dstPort);
    put16(b, 6, 1);
  } else {
    const q = ctx.quote ?? { packet: { ...p, src: p.dst, dst: p.src, protocol: 'udp' as const, srcPort: 0, dstPort: 0, icmp: undefined, outer: undefined, size: 48 }, ctx: {} };
    const inner = ipPacket(q.packet, q.ctx);
    if (type === 2) put32(b, 4, 1500); // the MTU
    b.set(inner.subarray(0, Math.min(inner.length, b.length - 8)), 8);
  }
  put16(b, 2, internetChecksum(b, pseudoSum(p.src, p.dst, 58, b.length)));
  return b;
}

/** The IPv6 header (RFC 8200): no extension header, hop limit from the packet's TTL, and the packet's
 * identification as its flow label. IPv6 has no identification field; the flow label is set by the
 * source and not changed on the way (RFC 6437), so it follows one packet across capture points as
 * IPv4's identification does (Wireshark's ipv6.flow). */
function ipv6(src: Ip, dst: Ip, hopLimit: number, proto: number, payload: Uint8Array, flowLabel: number): Uint8Array {
  const b = new Uint8Array(40 + payload.length);
  b[0] = 0x60;
  b[1] = (flowLabel >>> 16) & 15;
  put16(b, 2, flowLabel & 0xffff);
  put16(b, 4, payload.length);
  b[6] = proto;
  b[7] = Math.max(0, Math.min(255, hopLimit));
  b.set(ipBytes(src), 8);
  b.set(ipBytes(dst), 24);
  b.set(payload, 40);
  return b;
}

function ipv4(src: number, dst: number, ttl: number, df: boolean, proto: number, payload: Uint8Array, id: number): Uint8Array {
  const b = new Uint8Array(20 + payload.length);
  b[0] = 0x45;
  put16(b, 2, b.length);
  put16(b, 4, id & 0xffff);
  put16(b, 6, df ? 0x4000 : 0);
  b[8] = Math.max(0, Math.min(255, ttl));
  b[9] = proto;
  b.set(ipBytes(src), 12);
  b.set(ipBytes(dst), 16);
  put16(b, 10, internetChecksum(b.subarray(0, 20)));
  b.set(payload, 20);
  return b;
}

function ethernet(dst: string, src: string, payload: Uint8Array): Uint8Array {
  const b = new Uint8Array(14 + payload.length);
  b.set(macBytes(dst), 0);
  b.set(macBytes(src), 6);
  put16(b, 12, payload[0]! >> 4 === 6 ? 0x86dd : 0x0800);
  b.set(payload, 14);
  return b;
}

function vxlan(o: OuterHeader, inner: Uint8Array, id: number): Uint8Array {
  const udp = new Uint8Array(16 + inner.length);
  // The host-internal encapsulation to the management port carries ports 0 and no VNI in the model
  // (its header is not documented): it is written as VXLAN (UDP 4789, VNI 0, the source port from the
  // flow like the VXLAN encap's) so that Wireshark dissects the packet inside.
  const host = o.kind === 'host-encap';
  put16(udp, 0, host && !o.srcPort ? 49152 + (fnv1a(inner.subarray(26, 38)) % 16384) : o.srcPort);
  put16(udp, 2, host && !o.dstPort ? VXLAN_PORT : o.dstPort);
  put16(udp, 4, udp.length);
  udp[8] = 0x08; // I flag: the VNI is valid
  const vni = o.vni ?? 0;
  udp.set([(vni >>> 16) & 255, (vni >>> 8) & 255, vni & 255], 12);
  udp.set(inner, 16);
  put16(udp, 6, internetChecksum(udp, pseudoSum(o.src, o.dst, 17, udp.length)) || 0xffff);
  return ethernet(o.dstMac, o.srcMac, ipv4(o.src, o.dst, 64, false, 17, udp, id));
}

/** The IANA port of VXLAN (RFC 7348), which Wireshark decodes as VXLAN. */
export const VXLAN_PORT = 4789;

function ipPacket(p: Packet, ctx: FrameContext): Uint8Array {
  if (typeof p.src === 'string' || typeof p.dst === 'string') {
    const l4 = transport(p, Math.max(0, p.size - 40), ctx);
    return ipv6(p.src, p.dst, p.ttl, l4.proto, l4.bytes, (ctx.id ?? 0) & 0xfffff);
  }
  const l4 = transport(p, Math.max(0, p.size - 20), ctx);
  return ipv4(p.src, p.dst, p.ttl, p.df, l4.proto, l4.bytes, ctx.id ?? 0);
}

/** The frame as it is at a capture point. `ctx` fills what the model does not carry (IP
 * identification, TCP sequence numbers, the packet an ICMP error quotes); a number is the IP
 * identification alone. */
export function frameOf(p: Packet, ctx: FrameContext | number = {}): Uint8Array {
  const c = typeof ctx === 'number' ? { id: ctx } : ctx;
  const inner = ethernet(p.dstMac, p.srcMac, ipPacket(p, c));
  // The outer header is another IP packet: its identification follows the inner one's.
  return p.outer ? vxlan(p.outer, inner, ((c.id ?? 0) + 0x8000) & 0xffff) : inner;
}
