// A simulated packet as bytes on an Ethernet link: Ethernet II, IPv4, then TCP, UDP, ICMP or SCTP,
// each with a correct checksum; wrapped, while encapsulated, in outer Ethernet + IPv4 + UDP + VXLAN
// (the VNI on the wire). Payloads are zeros: the simulator knows sizes, not contents.
import type { OuterHeader, Packet } from '../../core/packet/packet';

const macBytes = (m: string): number[] => m.split(/[-:]/).map((h) => parseInt(h, 16));
const ipBytes = (ip: number): number[] => [(ip >>> 24) & 255, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255];

/** The Internet checksum (RFC 1071) over bytes, optionally starting from a partial sum. */
export function internetChecksum(bytes: Uint8Array, start = 0): number {
  let sum = start;
  for (let i = 0; i < bytes.length; i += 2) sum += (bytes[i]! << 8) | (bytes[i + 1] ?? 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

/** The partial sum of the IPv4 pseudo-header that TCP and UDP checksums cover. */
export function pseudoSum(src: number, dst: number, protocol: number, length: number): number {
  return (src >>> 16) + (src & 0xffff) + (dst >>> 16) + (dst & 0xffff) + protocol + length;
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

function transport(p: Packet, length: number): { proto: number; bytes: Uint8Array } {
  switch (p.protocol) {
    case 'tcp': {
      const b = new Uint8Array(Math.max(20, length));
      put16(b, 0, p.srcPort);
      put16(b, 2, p.dstPort);
      b.set([0, 0, 0, 1], 4); // sequence number
      if (p.tcpFlags && p.tcpFlags !== 'SYN') b.set([0, 0, 0, 1], 8); // acknowledgment
      b[12] = 5 << 4;
      b[13] = TCP_FLAGS[p.tcpFlags ?? 'SYN']!;
      put16(b, 14, 64240);
      put16(b, 16, internetChecksum(b, pseudoSum(p.src, p.dst, 6, b.length)));
      return { proto: 6, bytes: b };
    }
    case 'udp': {
      const b = new Uint8Array(Math.max(8, length));
      put16(b, 0, p.srcPort);
      put16(b, 2, p.dstPort);
      put16(b, 4, b.length);
      put16(b, 6, internetChecksum(b, pseudoSum(p.src, p.dst, 17, b.length)) || 0xffff);
      return { proto: 17, bytes: b };
    }
    case 'icmp': {
      const b = new Uint8Array(Math.max(8, length));
      const [type, code] = ICMP_TYPE[p.icmp ?? 'echo-request']!;
      b[0] = type;
      b[1] = code;
      if (type === 8 || type === 0) {
        put16(b, 4, p.srcPort); // identifier
        put16(b, 6, 1); // sequence
      }
      put16(b, 2, internetChecksum(b));
      return { proto: 1, bytes: b };
    }
    case 'sctp': {
      const b = new Uint8Array(Math.max(12, length));
      put16(b, 0, p.srcPort);
      put16(b, 2, p.dstPort);
      const crc = crc32c(b);
      b.set([crc & 255, (crc >>> 8) & 255, (crc >>> 16) & 255, crc >>> 24], 8); // little-endian, as RFC 4960 sends it
      return { proto: 132, bytes: b };
    }
  }
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
  put16(b, 12, 0x0800);
  b.set(payload, 14);
  return b;
}

function vxlan(o: OuterHeader, inner: Uint8Array, id: number): Uint8Array {
  const udp = new Uint8Array(16 + inner.length);
  put16(udp, 0, o.srcPort);
  put16(udp, 2, o.dstPort);
  put16(udp, 4, udp.length);
  udp[8] = 0x08; // I flag: the VNI is valid
  const vni = o.vni ?? 0;
  udp.set([(vni >>> 16) & 255, (vni >>> 8) & 255, vni & 255], 12);
  udp.set(inner, 16);
  put16(udp, 6, internetChecksum(udp, pseudoSum(o.src, o.dst, 17, udp.length)) || 0xffff);
  return ethernet(o.dstMac, o.srcMac, ipv4(o.src, o.dst, 64, false, 17, udp, id));
}

/** The frame as it is at a capture point. `id` fills the IPv4 identification (the step). */
export function frameOf(p: Packet, id = 0): Uint8Array {
  const l4 = transport(p, Math.max(0, p.size - 20));
  const inner = ethernet(p.dstMac, p.srcMac, ipv4(p.src, p.dst, p.ttl, p.df, l4.proto, l4.bytes, id));
  return p.outer ? vxlan(p.outer, inner, id) : inner;
}
