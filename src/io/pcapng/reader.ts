// A small pcapng reader, for tests: it checks what Wireshark would (block lengths repeated at both
// ends, the byte-order magic, options padded to 32 bits) and decodes each Ethernet frame, verifying
// every checksum on the way (IPv4 header, TCP/UDP with the pseudo-header, ICMP, SCTP's CRC32c).
import { internetChecksum, pseudoSum } from './frame';

export interface ReadBlock {
  type: number;
  length: number;
}

export interface DecodedFrame {
  src: string;
  dst: string;
  protocol: number;
  ttl: number;
  df: boolean;
  srcPort?: number;
  dstPort?: number;
  tcpFlags?: number;
  icmpType?: number;
  vni?: number;
  inner?: DecodedFrame;
  /** Every checksum in the frame (inner included) verified. */
  checksumsOk: boolean;
}

export interface ReadCapture {
  blocks: ReadBlock[];
  interfaces: { linkType: number; name?: string; description?: string }[];
  packets: { iface: number; timestampUs: bigint; data: Uint8Array; comment?: string; frame: DecodedFrame }[];
}

const dec = (b: Uint8Array) => String.fromCharCode(...b).replace(/[\u0080-\uffff]/g, '?');
function utf8(b: Uint8Array): string {
  try {
    return decodeURIComponent(Array.from(b, (x) => '%' + x.toString(16).padStart(2, '0')).join(''));
  } catch {
    return dec(b);
  }
}

function readOptions(b: Uint8Array, at: number, end: number): Map<number, string> {
  const out = new Map<number, string>();
  const dv = new DataView(b.buffer, b.byteOffset);
  while (at + 4 <= end) {
    const code = dv.getUint16(at, true);
    const len = dv.getUint16(at + 2, true);
    if (code === 0) break;
    out.set(code, utf8(b.subarray(at + 4, at + 4 + len)));
    at += 4 + ((len + 3) & ~3);
  }
  return out;
}

const ip = (b: Uint8Array, at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

// Its own bitwise CRC32c, on purpose: a reader that shared the writer's checksum code (frame.ts)
// could not catch a wrong checksum. RFC 3720 B.4's check value holds both (reader.test.ts).
export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  return ~crc >>> 0;
}

export function decodeEthernet(f: Uint8Array): DecodedFrame {
  if (f.length < 34 || u16(f, 12) !== 0x0800) throw new Error('not an Ethernet II frame with IPv4');
  const ipb = f.subarray(14);
  const ihl = (ipb[0]! & 15) * 4;
  const total = u16(ipb, 2);
  if (ipb[0]! >> 4 !== 4 || total !== ipb.length) throw new Error(`IPv4 total length ${total} ≠ ${ipb.length} bytes`);
  let ok = internetChecksum(ipb.subarray(0, ihl)) === 0;
  const srcN = u32(ipb, 12);
  const dstN = u32(ipb, 16);
  const proto = ipb[9]!;
  const l4 = ipb.subarray(ihl);
  const d: DecodedFrame = { src: ip(ipb, 12), dst: ip(ipb, 16), protocol: proto, ttl: ipb[8]!, df: (u16(ipb, 6) & 0x4000) !== 0, checksumsOk: false };
  if (proto === 6 || proto === 17) {
    d.srcPort = u16(l4, 0);
    d.dstPort = u16(l4, 2);
    const zeroUdp = proto === 17 && u16(l4, 6) === 0;
    ok &&= zeroUdp || internetChecksum(l4, pseudoSum(srcN, dstN, proto, l4.length)) === 0;
    if (proto === 6) d.tcpFlags = l4[13];
    if (proto === 17 && l4.length >= 16 + 34 && l4[8] === 0x08) {
      d.vni = (l4[12]! << 16) | (l4[13]! << 8) | l4[14]!;
      d.inner = decodeEthernet(l4.subarray(16));
      ok &&= d.inner.checksumsOk;
    }
  } else if (proto === 1) {
    d.icmpType = l4[0];
    ok &&= internetChecksum(l4) === 0;
  } else if (proto === 132) {
    d.srcPort = u16(l4, 0);
    d.dstPort = u16(l4, 2);
    const copy = Uint8Array.from(l4);
    copy.set([0, 0, 0, 0], 8);
    const crc = crc32c(copy);
    ok &&= l4[8] === (crc & 255) && l4[9] === ((crc >>> 8) & 255) && l4[10] === ((crc >>> 16) & 255) && l4[11] === crc >>> 24;
  }
  d.checksumsOk = ok;
  return d;
}

export function readPcapng(bytes: Uint8Array): ReadCapture {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: ReadCapture = { blocks: [], interfaces: [], packets: [] };
  let at = 0;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new Error(`truncated block at ${at}`);
    const type = dv.getUint32(at, true);
    const length = dv.getUint32(at + 4, true);
    if (length % 4 || length < 12 || at + length > bytes.length) throw new Error(`bad block length ${length} at ${at}`);
    if (dv.getUint32(at + length - 4, true) !== length) throw new Error(`block at ${at}: trailing length differs`);
    const body = at + 8;
    const end = at + length - 4;
    if (type === 0x0a0d0d0a) {
      if (dv.getUint32(body, true) !== 0x1a2b3c4d) throw new Error('byte-order magic is not little-endian 0x1A2B3C4D');
    } else if (type === 1) {
      const o = readOptions(bytes, body + 8, end);
      out.interfaces.push({ linkType: dv.getUint16(body, true), name: o.get(2), description: o.get(3) });
    } else if (type === 6) {
      const iface = dv.getUint32(body, true);
      if (iface >= out.interfaces.length) throw new Error(`packet on interface ${iface}, which is not described`);
      const ts = (BigInt(dv.getUint32(body + 4, true)) << 32n) | BigInt(dv.getUint32(body + 8, true));
      const cap = dv.getUint32(body + 12, true);
      const data = bytes.slice(body + 20, body + 20 + cap);
      const o = readOptions(bytes, body + 20 + ((cap + 3) & ~3), end);
      out.packets.push({ iface, timestampUs: ts, data, comment: o.get(1), frame: decodeEthernet(data) });
    }
    out.blocks.push({ type, length });
    at += length;
  }
  return out;
}
