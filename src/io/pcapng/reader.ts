// A small pcapng reader, for tests: it checks what Wireshark would (block lengths repeated at both
// ends, the byte-order magic, options padded to 32 bits) and decodes each Ethernet frame, verifying
// every checksum on the way (IPv4 header, TCP/UDP with the IPv4 or IPv6 pseudo-header, ICMP, ICMPv6,
// SCTP's CRC32c) and the layout Wireshark calls malformed or bogus when it is wrong: IP lengths, TCP's
// data offset and options, SCTP chunk and parameter lengths, the IP header an ICMP or ICMPv6 error
// quotes, UDP ports (0 is reserved), a UDP checksum of 0 over IPv6, IPv6 extension headers. What
// it finds is in `problems`; scripts/check-pcapng.ts asks tshark itself the same questions.
import { formatIpv6 } from '../../core/net/ip';
import { internetChecksum, pseudoSum } from './frame';

export interface ReadBlock {
  type: number;
  length: number;
}

export interface DecodedFrame {
  version: 4 | 6;
  /** IPv4 dotted quad or IPv6 in RFC 5952 form. */
  src: string;
  dst: string;
  protocol: number;
  /** TTL, or IPv6's hop limit. */
  ttl: number;
  /** IPv4's don't-fragment flag (false for IPv6, which routers never fragment). */
  df: boolean;
  srcPort?: number;
  dstPort?: number;
  /** IPv4 identification (0 for IPv6, which has none: its packet is followed by `flowLabel`). */
  ipId: number;
  /** IPv6's flow label (RFC 6437), which the writer sets to the packet's identification. */
  flowLabel?: number;
  tcpFlags?: number;
  tcpSeq?: number;
  tcpAck?: number;
  /** TCP header length in bytes (the data offset × 4), the option kinds in order, and the bytes of data after the header. */
  tcpHeaderLength?: number;
  tcpOptions?: number[];
  tcpMss?: number;
  payloadLength?: number;
  icmpType?: number;
  icmpCode?: number;
  /** Echo request and reply: identifier and sequence number. */
  icmpIdent?: number;
  icmpSeq?: number;
  /** An ICMP or ICMPv6 error: the IP header (and the ports in the 8 bytes after it) of the packet it is about. */
  icmpQuote?: { src: string; dst: string; protocol: number; ipId: number; flowLabel?: number; srcPort?: number; dstPort?: number };
  /** SCTP chunks: type and length as written. */
  sctpChunks?: { type: number; length: number }[];
  vni?: number;
  inner?: DecodedFrame;
  /** Every checksum in the frame (inner included) verified. */
  checksumsOk: boolean;
  /** What Wireshark would call malformed or bogus, inner frames' included (empty when well-formed). */
  problems: string[];
}

export interface ReadCapture {
  blocks: ReadBlock[];
  interfaces: { linkType: number; name?: string; description?: string }[];
  packets: { iface: number; timestampUs: bigint; data: Uint8Array; comment?: string; frame: DecodedFrame }[];
}

/** A text option: the writer writes valid UTF-8 without NUL (write.ts optionText), so anything else
 * is refused, not read as '?' (issue 32 item 8). */
function utf8(b: Uint8Array, what: string): string {
  if (b.includes(0)) throw new Error(`${what}: a NUL byte in a text option`);
  const points: number[] = [];
  for (let i = 0; i < b.length; ) {
    const c = b[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    let cp = n === 0 ? c : n === 1 ? c & 0x1f : n === 2 ? c & 0x0f : c & 0x07;
    for (let k = 1; k <= n; k++) {
      const x = b[i + k];
      if (x === undefined || (x & 0xc0) !== 0x80) return invalid(what);
      cp = (cp << 6) | (x & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8 either.
    if (n < 0 || (n === 2 && (cp < 0x800 || (cp >= 0xd800 && cp < 0xe000))) || (n === 3 && (cp < 0x10000 || cp > 0x10ffff))) return invalid(what);
    points.push(cp);
    i += n + 1;
  }
  let out = '';
  for (let i = 0; i < points.length; i += 4096) out += String.fromCodePoint(...points.slice(i, i + 4096));
  return out;
}
function invalid(what: string): never {
  throw new Error(`${what}: a text option that is not valid UTF-8`);
}

/** The options from `at` to the block's trailing length at `end`: each inside the block, padded to
 * 32 bits, then opt_endofopt ending exactly there. A length that wrapped past 16 bits (a long name)
 * lands elsewhere and is refused (issue 32 item 8). */
function readOptions(b: Uint8Array, at: number, end: number, block: number): Map<number, string> {
  const out = new Map<number, string>();
  if (at === end) return out; // no options
  const dv = new DataView(b.buffer, b.byteOffset);
  for (;;) {
    if (at + 4 > end) throw new Error(`block at ${block}: options run past the block without opt_endofopt`);
    const code = dv.getUint16(at, true);
    const len = dv.getUint16(at + 2, true);
    if (code === 0) {
      if (len !== 0 || at + 4 !== end) throw new Error(`block at ${block}: opt_endofopt at ${at} is not the block's end`);
      return out;
    }
    if (at + 4 + ((len + 3) & ~3) > end) throw new Error(`block at ${block}: option ${code} of ${len} bytes runs past the block`);
    if (out.has(code)) throw new Error(`block at ${block}: option ${code} twice`);
    out.set(code, utf8(b.subarray(at + 4, at + 4 + len), `block at ${block}, option ${code}`));
    at += 4 + ((len + 3) & ~3);
  }
}

const ip = (b: Uint8Array, at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
/** An IPv6 address in RFC 5952 form. */
const ip6 = (b: Uint8Array, at: number) => formatIpv6([...b.subarray(at, at + 16)]);
/** The 20-bit flow label of an IPv6 header. */
const flowLabelOf = (b: Uint8Array) => ((b[1]! & 15) << 16) | u16(b, 2);
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

/** TCP options: their kinds, the MSS, and what is wrong with their layout. */
function tcpOptionsOf(opts: Uint8Array, problems: string[]): { kinds: number[]; mss?: number } {
  const kinds: number[] = [];
  let mss: number | undefined;
  for (let at = 0; at < opts.length; ) {
    const kind = opts[at]!;
    kinds.push(kind);
    if (kind === 0) break; // end of option list: the rest is padding
    if (kind === 1) {
      at++;
      continue;
    }
    const len = opts[at + 1];
    if (len === undefined || len < 2 || at + len > opts.length) {
      problems.push(`TCP option ${kind} at ${at}: length ${len ?? 'missing'} runs past the header`);
      break;
    }
    const want: Record<number, number> = { 2: 4, 3: 3, 4: 2, 8: 10 };
    if (want[kind] !== undefined && len !== want[kind]) problems.push(`TCP option ${kind}: length ${len}, not ${want[kind]}`);
    if (kind === 2 && len === 4) mss = u16(opts, at + 2);
    at += len;
  }
  return { kinds, mss };
}

/** SCTP chunks (and an INIT's or INIT-ACK's parameters): lengths that fit, each padded to 4 bytes but the last. */
function sctpChunksOf(b: Uint8Array, problems: string[]): { type: number; length: number }[] {
  const chunks: { type: number; length: number }[] = [];
  if (b.length < 16) problems.push(`SCTP packet of ${b.length} bytes has no chunk`);
  for (let at = 12; at + 4 <= b.length; ) {
    const type = b[at]!;
    const length = u16(b, at + 2);
    chunks.push({ type, length });
    if (length < 4 || at + length > b.length) {
      problems.push(`SCTP chunk ${type} at ${at}: length ${length} does not fit the ${b.length - at} bytes left`);
      break;
    }
    if (type === 1 || type === 2) {
      if (length < 20) problems.push(`SCTP INIT chunk: length ${length} < 20`);
      for (let p = at + 20; p < at + length; ) {
        const plen = p + 4 <= at + length ? u16(b, p + 2) : 0;
        if (plen < 4 || p + plen > at + length) {
          problems.push(`SCTP parameter at ${p}: length ${plen} does not fit its chunk`);
          break;
        }
        p += (plen + 3) & ~3;
      }
    }
    const next = at + ((length + 3) & ~3);
    if (next > b.length && at + length !== b.length) problems.push(`SCTP chunk ${type}: padding runs past the packet`);
    at = next;
    if (at < b.length && at + 4 > b.length) problems.push(`SCTP: ${b.length - at} bytes after the last chunk`);
  }
  return chunks;
}

/** TCP, UDP, ICMP (over IPv4), ICMPv6 (over IPv6) or SCTP after an IP header: what Wireshark checks
 * of it. `pseudo` is the partial sum of the IP pseudo-header for a protocol and a length. Returns
 * whether its checksums verify. */
function decodeTransport(d: DecodedFrame, l4: Uint8Array, pseudo: (proto: number, length: number) => number, problems: string[]): boolean {
  const proto = d.protocol;
  const v6 = d.version === 6;
  let ok = true;
  if (proto === 6 || proto === 17) {
    if (l4.length < (proto === 6 ? 20 : 8)) {
      problems.push(`${proto === 6 ? 'TCP' : 'UDP'}: ${l4.length} bytes, shorter than its header`);
      return false;
    }
    d.srcPort = u16(l4, 0);
    d.dstPort = u16(l4, 2);
    const zeroUdp = proto === 17 && u16(l4, 6) === 0;
    // RFC 8200 §8.1: over IPv6 a UDP checksum of zero is not "no checksum" but an error.
    if (zeroUdp && v6) problems.push('UDP over IPv6 with checksum 0');
    ok &&= (zeroUdp && !v6) || internetChecksum(l4, pseudo(proto, l4.length)) === 0;
    if (proto === 17 && u16(l4, 4) !== l4.length) problems.push(`UDP length ${u16(l4, 4)} ≠ ${l4.length} bytes`);
    if (proto === 17 && (d.srcPort === 0 || d.dstPort === 0)) problems.push(`UDP port 0 (${d.srcPort} → ${d.dstPort})`);
    if (proto === 6) {
      d.tcpFlags = l4[13];
      d.tcpSeq = u32(l4, 4);
      d.tcpAck = u32(l4, 8);
      const hl = (l4[12]! >> 4) * 4;
      d.tcpHeaderLength = hl;
      if (hl < 20 || hl > l4.length) problems.push(`TCP data offset ${hl} bytes in a ${l4.length}-byte segment`);
      else {
        const o = tcpOptionsOf(l4.subarray(20, hl), problems);
        d.tcpOptions = o.kinds;
        if (o.mss !== undefined) d.tcpMss = o.mss;
        d.payloadLength = l4.length - hl;
      }
      if ((d.tcpFlags! & 0x10) !== 0 && d.tcpAck === 0) problems.push('TCP ACK flag with acknowledgment number 0');
    }
    if (proto === 17 && l4.length >= 16 + 34 && l4[8] === 0x08) {
      d.vni = (l4[12]! << 16) | (l4[13]! << 8) | l4[14]!;
      d.inner = decodeEthernet(l4.subarray(16));
      ok &&= d.inner.checksumsOk;
      problems.push(...d.inner.problems.map((p) => `inner: ${p}`));
    }
  } else if ((proto === 1 && !v6) || (proto === 58 && v6)) {
    if (l4.length < 8) {
      problems.push(`${v6 ? 'ICMPv6' : 'ICMP'}: ${l4.length} bytes, shorter than its header`);
      return false;
    }
    d.icmpType = l4[0];
    d.icmpCode = l4[1];
    // ICMPv6's checksum covers the IPv6 pseudo-header (RFC 4443 §2.3); ICMP's only the message.
    ok &&= internetChecksum(l4, v6 ? pseudo(58, l4.length) : 0) === 0;
    const echo = v6 ? [128, 129] : [0, 8];
    if (echo.includes(d.icmpType!)) {
      d.icmpIdent = u16(l4, 4);
      d.icmpSeq = u16(l4, 6);
    } else if (!v6 && (d.icmpType === 3 || d.icmpType === 11)) {
      // RFC 792: the quoted IPv4 header and 8 bytes of what followed it.
      const q = l4.subarray(8);
      const qihl = ((q[0] ?? 0) & 15) * 4;
      if (q.length < 28 || q[0]! >> 4 !== 4 || qihl < 20 || q.length < qihl + 8) problems.push(`ICMP error quotes no IPv4 header and 8 bytes (version ${(q[0] ?? 0) >> 4}, ${q.length} bytes)`);
      else {
        if (internetChecksum(q.subarray(0, qihl)) !== 0) problems.push('ICMP error: the quoted IPv4 header has a bad checksum');
        const qp = q[9]!;
        const t = q.subarray(qihl);
        d.icmpQuote = { src: ip(q, 12), dst: ip(q, 16), protocol: qp, ipId: u16(q, 4), ...(qp === 6 || qp === 17 || qp === 132 ? { srcPort: u16(t, 0), dstPort: u16(t, 2) } : {}) };
      }
    } else if (v6 && d.icmpType! >= 1 && d.icmpType! <= 4) {
      // RFC 4443 §2.4: an error quotes as much of the packet as fits in the minimum MTU (1280 bytes
      // with the error's own IPv6 header), at least its IPv6 header and 8 bytes here; its payload
      // length says the packet's, which may be longer or (the model's size padded with zeros) shorter
      // than what follows it. Packet Too Big's MTU is at
      // least IPv6's minimum (RFC 8200 §5).
      const q = l4.subarray(8);
      if (40 + l4.length > 1280) problems.push(`ICMPv6 error of ${40 + l4.length} bytes, over the minimum MTU 1280`);
      if (d.icmpType === 2 && u32(l4, 4) < 1280) problems.push(`ICMPv6 Packet Too Big with MTU ${u32(l4, 4)} < 1280`);
      if (q.length < 48 || q[0]! >> 4 !== 6) problems.push(`ICMPv6 error quotes no IPv6 header and 8 bytes (version ${(q[0] ?? 0) >> 4}, ${q.length} bytes)`);
      else {
        if (u16(q, 4) < 8) problems.push(`ICMPv6 error: the quoted IPv6 header's payload length ${u16(q, 4)} is less than the 8 bytes quoted after it`);
        const qp = q[6]!;
        const t = q.subarray(40);
        d.icmpQuote = { src: ip6(q, 8), dst: ip6(q, 24), protocol: qp, ipId: 0, flowLabel: flowLabelOf(q), ...(qp === 6 || qp === 17 || qp === 132 ? { srcPort: u16(t, 0), dstPort: u16(t, 2) } : {}) };
      }
    }
  } else if (proto === 132) {
    if (l4.length < 12) {
      problems.push(`SCTP: ${l4.length} bytes, shorter than its common header`);
      return false;
    }
    d.srcPort = u16(l4, 0);
    d.dstPort = u16(l4, 2);
    const copy = Uint8Array.from(l4);
    copy.set([0, 0, 0, 0], 8);
    const crc = crc32c(copy);
    ok &&= l4[8] === (crc & 255) && l4[9] === ((crc >>> 8) & 255) && l4[10] === ((crc >>> 16) & 255) && l4[11] === crc >>> 24;
    d.sctpChunks = sctpChunksOf(l4, problems);
  } else problems.push(`IPv${d.version} ${v6 ? 'next header' : 'protocol'} ${proto}: not one the writer writes`);
  return ok;
}

/** An IPv4 packet (from its header on): what Wireshark checks of it. */
function decodeIpv4(ipb: Uint8Array, problems: string[]): DecodedFrame {
  const ihl = (ipb[0]! & 15) * 4;
  const total = u16(ipb, 2);
  if (ipb[0]! >> 4 !== 4 || ihl < 20 || total !== ipb.length) throw new Error(`IPv4 total length ${total} ≠ ${ipb.length} bytes`);
  const ok = internetChecksum(ipb.subarray(0, ihl)) === 0;
  const srcN = u32(ipb, 12);
  const dstN = u32(ipb, 16);
  const d: DecodedFrame = { version: 4, src: ip(ipb, 12), dst: ip(ipb, 16), protocol: ipb[9]!, ttl: ipb[8]!, df: (u16(ipb, 6) & 0x4000) !== 0, ipId: u16(ipb, 4), checksumsOk: false, problems };
  const l4ok = decodeTransport(d, ipb.subarray(ihl), (proto, length) => pseudoSum(srcN, dstN, proto, length), problems);
  d.checksumsOk = ok && l4ok;
  return d;
}

/** The partial sum of IPv6's pseudo-header (RFC 8200 §8.1: both addresses, a 32-bit upper-layer
 * length, the next header), summed from the header's own bytes rather than by the writer's code. */
function pseudoSum6(ipb: Uint8Array, next: number, length: number): number {
  let sum = next + (length >>> 16) + (length & 0xffff);
  for (let i = 8; i < 40; i += 2) sum += u16(ipb, i);
  return sum;
}

/** An IPv6 packet (RFC 8200) from its header on: version 6, the payload length the bytes after the
 * header, and no extension header (the writer writes none), then its transport as Wireshark checks it. */
function decodeIpv6(ipb: Uint8Array, problems: string[]): DecodedFrame {
  if (ipb.length < 40 || ipb[0]! >> 4 !== 6) throw new Error(`not an IPv6 header (version ${(ipb[0] ?? 0) >> 4}, ${ipb.length} bytes)`);
  const payload = u16(ipb, 4);
  if (payload !== ipb.length - 40) throw new Error(`IPv6 payload length ${payload} ≠ ${ipb.length - 40} bytes`);
  const d: DecodedFrame = { version: 6, src: ip6(ipb, 8), dst: ip6(ipb, 24), protocol: ipb[6]!, ttl: ipb[7]!, df: false, ipId: 0, flowLabel: flowLabelOf(ipb), checksumsOk: false, problems };
  d.checksumsOk = decodeTransport(d, ipb.subarray(40), (proto, length) => pseudoSum6(ipb, proto, length), problems);
  return d;
}

/** An Ethernet II frame carrying IPv4 (0x0800) or IPv6 (0x86dd), its version matching its type. */
export function decodeEthernet(f: Uint8Array): DecodedFrame {
  const type = f.length >= 14 ? u16(f, 12) : 0;
  if (type === 0x0800 && f.length >= 34) return decodeIpv4(f.subarray(14), []);
  if (type === 0x86dd && f.length >= 54) return decodeIpv6(f.subarray(14), []);
  throw new Error(`not an Ethernet II frame with IPv4 or IPv6 (type 0x${type.toString(16).padStart(4, '0')}, ${f.length} bytes)`);
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
      readOptions(bytes, body + 16, end, at);
    } else if (type === 1) {
      const o = readOptions(bytes, body + 8, end, at);
      out.interfaces.push({ linkType: dv.getUint16(body, true), name: o.get(2), description: o.get(3) });
    } else if (type === 6) {
      const iface = dv.getUint32(body, true);
      if (iface >= out.interfaces.length) throw new Error(`packet on interface ${iface}, which is not described`);
      const ts = (BigInt(dv.getUint32(body + 4, true)) << 32n) | BigInt(dv.getUint32(body + 8, true));
      const cap = dv.getUint32(body + 12, true);
      const data = bytes.slice(body + 20, body + 20 + cap);
      if (body + 20 + cap > end) throw new Error(`block at ${at}: a packet of ${cap} bytes runs past the block`);
      const o = readOptions(bytes, body + 20 + ((cap + 3) & ~3), end, at);
      out.packets.push({ iface, timestampUs: ts, data, comment: o.get(1), frame: decodeEthernet(data) });
    }
    out.blocks.push({ type, length });
    at += length;
  }
  return out;
}
