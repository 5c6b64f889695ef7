// pcapng (draft-ietf-opsawg-pcapng), little-endian: a Section Header Block, one Interface
// Description Block per capture point (link type Ethernet, if_name), and an Enhanced Packet Block
// per packet with an opt_comment.
export interface PcapInterface {
  name: string;
  description?: string;
}

export interface PcapPacket {
  iface: number;
  /** Microseconds since the epoch (if_tsresol is left at its default, 10^-6). */
  timestampUs: number;
  data: Uint8Array;
  comment?: string;
}

/** UTF-8 bytes of a string (the pure layers have no TextEncoder). */
function utf8(s: string): Uint8Array {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}
const pad4 = (n: number) => (n + 3) & ~3;

/** An option's length is 16 bits: a longer value would wrap it and corrupt the file (issue 32 item 8). */
export const MAX_OPTION_BYTES = 0xffff;

/** A text option as the file may hold it: valid UTF-8 without NUL (a NUL or a lone surrogate, which
 * names from a dump can carry, becomes U+FFFD), cut at a character boundary with a marker saying how
 * much was left out when it would not fit MAX_OPTION_BYTES. */
export function optionText(s: string, max = MAX_OPTION_BYTES): Uint8Array {
  const clean = s.replace(/\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const whole = utf8(clean);
  if (whole.length <= max) return whole;
  // The marker's own length is counted with the longest number it can say.
  const marker = (n: number) => ` …[cut: ${n} more bytes]`;
  const room = max - utf8(marker(whole.length)).length;
  let end = room;
  while (end > 0 && (whole[end]! & 0xc0) === 0x80) end--; // not in the middle of a character
  return Uint8Array.from([...whole.subarray(0, end), ...utf8(marker(whole.length - end))]);
}
const enc = { encode: (s: string) => optionText(s) };

function options(list: [code: number, value: Uint8Array][]): Uint8Array {
  if (!list.length) return new Uint8Array(0);
  const size = list.reduce((s, [, v]) => s + 4 + pad4(v.length), 0) + 4;
  const b = new Uint8Array(size);
  const dv = new DataView(b.buffer);
  let at = 0;
  for (const [code, v] of list) {
    dv.setUint16(at, code, true);
    dv.setUint16(at + 2, v.length, true);
    b.set(v, at + 4);
    at += 4 + pad4(v.length);
  }
  return b; // the last four bytes stay zero: opt_endofopt
}

function block(type: number, body: Uint8Array): Uint8Array {
  const total = 12 + pad4(body.length);
  const b = new Uint8Array(total);
  const dv = new DataView(b.buffer);
  dv.setUint32(0, type, true);
  dv.setUint32(4, total, true);
  b.set(body, 8);
  dv.setUint32(total - 4, total, true);
  return b;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function shb(): Uint8Array {
  const opts = options([[4, enc.encode('VFP Lab (simulated packets)')]]); // shb_userappl
  const body = new Uint8Array(16 + opts.length);
  const dv = new DataView(body.buffer);
  dv.setUint32(0, 0x1a2b3c4d, true);
  dv.setUint16(4, 1, true);
  dv.setUint16(6, 0, true);
  dv.setBigInt64(8, -1n, true); // section length not given
  body.set(opts, 16);
  return block(0x0a0d0d0a, body);
}

function idb(i: PcapInterface): Uint8Array {
  const opts = options([[2, enc.encode(i.name)], ...(i.description ? [[3, enc.encode(i.description)] as [number, Uint8Array]] : [])]);
  const body = new Uint8Array(8 + opts.length);
  const dv = new DataView(body.buffer);
  dv.setUint16(0, 1, true); // LINKTYPE_ETHERNET
  dv.setUint32(4, 0, true); // snaplen: no limit
  body.set(opts, 8);
  return block(1, body);
}

function epb(p: PcapPacket): Uint8Array {
  const opts = options(p.comment ? [[1, enc.encode(p.comment)]] : []);
  const body = new Uint8Array(20 + pad4(p.data.length) + opts.length);
  const dv = new DataView(body.buffer);
  dv.setUint32(0, p.iface, true);
  const ts = BigInt(Math.round(p.timestampUs));
  dv.setUint32(4, Number(ts >> 32n), true);
  dv.setUint32(8, Number(ts & 0xffffffffn), true);
  dv.setUint32(12, p.data.length, true);
  dv.setUint32(16, p.data.length, true);
  body.set(p.data, 20);
  body.set(opts, 20 + pad4(p.data.length));
  return block(6, body);
}

export function pcapng(interfaces: PcapInterface[], packets: PcapPacket[]): Uint8Array {
  return concat([shb(), ...interfaces.map(idb), ...packets.map(epb)]);
}
