// Hostile archives and streams, built in memory for tests and the bench (nothing checked in): a raw
// deflate stream of N zero bytes at deflate's best ratio (1032:1), zips written by hand (so that
// names can repeat), and the nested bomb.
import { deflateSync, strToU8 } from 'fflate';

/** LSB-first bit writer, as deflate packs its bits. */
class Bits {
  private out: number[] = [];
  private acc = 0;
  private n = 0;
  put(value: number, count: number) {
    for (let i = 0; i < count; i++) this.bit((value >> i) & 1);
  }
  /** A Huffman code, most significant bit first. */
  code(value: number, len: number) {
    for (let i = len - 1; i >= 0; i--) this.bit((value >> i) & 1);
  }
  private bit(b: number) {
    this.acc |= b << this.n;
    if (++this.n < 8) return;
    this.out.push(this.acc);
    this.acc = 0;
    this.n = 0;
  }
  bytes(): Uint8Array {
    return Uint8Array.from(this.n ? [...this.out, this.acc] : this.out);
  }
}

/** Raw deflate of `size` zero bytes: one dynamic block where "length 258, distance 1" costs 2 bits. */
export function zeroBomb(size: number): Uint8Array {
  const b = new Bits();
  b.put(1, 1); // final block
  b.put(2, 2); // dynamic Huffman
  b.put(29, 5); // HLIT: 286 literal/length codes
  b.put(0, 5); // HDIST: 1 distance code
  b.put(14, 4); // HCLEN: 18 code-length codes
  const order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1];
  const clen: Record<number, number> = { 18: 1, 1: 2, 2: 2 };
  for (const s of order) b.put(clen[s] ?? 0, 3);
  // Code-length codes: 18 → 0, 1 → 10, 2 → 11.
  const zeros = (n: number) => {
    b.code(0, 1);
    b.put(n - 11, 7);
  };
  b.code(3, 2); // literal 0: length 2
  zeros(138);
  zeros(117); // literals 1..255 unused
  b.code(3, 2); // 256 (end of block): length 2
  zeros(28); // 257..284 unused
  b.code(2, 2); // 285 (length 258): length 1
  b.code(2, 2); // distance 0 (distance 1): length 1
  // Codes: 285 → 0, literal 0 → 10, end → 11; distance 1 → 0.
  b.code(2, 2);
  let left = size - 1;
  for (; left >= 258; left -= 258) b.code(0, 2);
  for (; left > 0; left--) b.code(2, 2);
  b.code(3, 2);
  return b.bytes();
}

export interface RawMember {
  name: string;
  /** Stored bytes, or deflated bytes with `method: 8` and the size they expand to. */
  data: Uint8Array;
  method?: 0 | 8;
  size?: number;
}

/** A zip, written as the format says (CRCs left at zero: the reader never trusts them anyway). */
export function buildZip(members: RawMember[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const header = (sig: number, fields: [number, number][], name: Uint8Array) => {
    const len = fields.reduce((n, [, w]) => n + w, 4);
    const h = new Uint8Array(len + name.length);
    const v = new DataView(h.buffer);
    v.setUint32(0, sig, true);
    let at = 4;
    for (const [value, width] of fields) {
      if (width === 2) v.setUint16(at, value, true);
      else v.setUint32(at, value, true);
      at += width;
    }
    h.set(name, len);
    return h;
  };
  for (const m of members) {
    const name = strToU8(m.name);
    const method = m.method ?? 0;
    const size = m.size ?? m.data.length;
    const common: [number, number][] = [[20, 2], [0x800, 2], [method, 2], [0, 2], [0, 2], [0, 4], [m.data.length, 4], [size >>> 0, 4], [name.length, 2], [0, 2]];
    const local = header(0x04034b50, common, name);
    central.push(header(0x02014b50, [[20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]], name));
    parts.push(local, m.data);
    offset += local.length + m.data.length;
  }
  const dirSize = central.reduce((n, c) => n + c.length, 0);
  const end = header(0x06054b50, [[0, 2], [0, 2], [members.length, 2], [members.length, 2], [dirSize, 4], [offset, 4], [0, 2]], new Uint8Array());
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) out.set(p, (at += p.length) - p.length);
  return out;
}

/** A zip of one member that expands to `size` zero bytes (1 GB fits in about 1 MB). */
export const bigZip = (size: number, name = 'zeros.bin') => buildZip([{ name, data: zeroBomb(size), method: 8, size }]);

/** The nested bomb: `width` zips in a zip in a zip…, `depth` levels, each leaf `leafSize` zero bytes. */
export function nestedBomb(depth = 3, width = 16, leafSize = 64 * 1024 * 1024): Uint8Array {
  const leaf = zeroBomb(leafSize);
  let level = buildZip(Array.from({ length: width }, (_, i) => ({ name: `${i}.bin`, data: leaf, method: 8 as const, size: leafSize })));
  for (let d = 1; d < depth; d++) {
    const packed = deflateSync(level, { level: 9 });
    const inner = level;
    level = buildZip(Array.from({ length: width }, (_, i) => ({ name: `${d}-${i}.zip`, data: packed, method: 8 as const, size: inner.length })));
  }
  return level;
}
