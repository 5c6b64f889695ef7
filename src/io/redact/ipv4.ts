// IPv4 redaction that keeps the structure troubleshooting depends on:
// - The first octet is kept; the second is remapped (a /16 → another /16 under the same first
//   octet; 172.16.0.0/12 and 100.64.0.0/10 stay inside their ranges; 192.168.0.0/16, the only /16
//   of its kind, moves into 172.16.0.0/12). Private stays private, public stays public.
// - The low 16 bits are kept, so every prefix of length ≥ 16 keeps its containment relations, and
//   conventions such as "the gateway is .1, the bridge endpoint .2" stay visible.
// - A prefix shorter than /16 written in the input (e.g. the service CIDR 10.96.0.0/12) is moved as
//   one aligned block, so the addresses inside it stay inside its replacement.
// - A replacement /16 is never one that occurs in the input, so no output address is an original.
// Well-known addresses that identify nobody are kept: 0.0.0.0, 255.255.255.255, netmasks,
// loopback, link-local (169.254/16), multicast and reserved space, and Azure's 168.63.129.16.
import { formatIpv4, mustIpv4 } from '../../core/net/ip';
import { RedactNotes, redactMsg } from './messages';

const AZURE_WIRESERVER = mustIpv4('168.63.129.16');

/** A range of second octets under one first octet. */
interface Pool {
  first: number;
  lo: number;
  hi: number;
}

const net16 = (first: number, second: number): number => (first << 8) | second;

export function isKeptIpv4(ip: number): boolean {
  const a = ip >>> 24;
  const b = (ip >>> 16) & 255;
  const inverse = ~ip >>> 0;
  const netmask = a === 255 && (inverse & (inverse + 1)) === 0;
  return ip === 0 || netmask || a === 0 || a === 127 || (a === 169 && b === 254) || a >= 224 || ip === AZURE_WIRESERVER;
}

/** The range an original /16 is remapped within. */
function poolOf(id: number): Pool {
  const a = id >> 8;
  const b = id & 255;
  if (a === 10) return { first: 10, lo: 0, hi: 255 };
  if ((a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return { first: 172, lo: 16, hi: 31 };
  if (a === 100 && b >= 64 && b <= 127) return { first: 100, lo: 64, hi: 127 };
  return { first: a, lo: 0, hi: 255 };
}

/** Second octets a public /16 must not land on (they would turn it private or shared). */
const reservedForOthers = (first: number, second: number, pool: Pool): boolean =>
  pool.lo === 0 && ((first === 172 && second >= 16 && second <= 31) || (first === 192 && second === 168) || (first === 100 && second >= 64 && second <= 127));

export class Ipv4Mapper {
  private readonly originals = new Set<number>();
  private readonly order: number[] = [];
  private readonly blocks: { start: number; len: number }[] = [];
  private readonly map16 = new Map<number, number>();
  private readonly used = new Set<number>();
  readonly networks: { original: string; replacement: string }[] = [];
  readonly said = new RedactNotes();

  /** Records an address (and the prefix length it was written with) before anything is mapped. */
  observe(ip: number, len?: number): void {
    if (isKeptIpv4(ip)) return;
    const id = ip >>> 16;
    if (!this.originals.has(id)) {
      this.originals.add(id);
      this.order.push(id);
    }
    if (len !== undefined && len > 8 && len < 16 && !this.blocks.some((b) => b.start === id && b.len === len)) this.blocks.push({ start: id, len });
  }

  /** Chooses replacements for everything observed so far; earlier choices never change. */
  allocate(): void {
    // Larger blocks first, so that a block nested in another inherits its move.
    for (const block of [...this.blocks].sort((x, y) => x.len - y.len)) this.allocateBlock(block.start, block.len);
    this.blocks.length = 0;
    for (const id of this.order) if (!this.map16.has(id)) this.assign(id, this.findFree(poolOf(id)));
  }

  map(ip: number): number {
    if (isKeptIpv4(ip)) return ip;
    const id = ip >>> 16;
    if (!this.map16.has(id)) {
      this.observe(ip);
      this.allocate();
    }
    return ((this.map16.get(id)! << 16) | (ip & 0xffff)) >>> 0;
  }

  private free(id: number): boolean {
    return !this.originals.has(id) && !this.used.has(id);
  }

  private assign(id: number, fake: number): void {
    this.map16.set(id, fake);
    this.used.add(fake);
    this.networks.push({ original: `${formatIpv4(id << 16 >>> 0)}/16`, replacement: `${formatIpv4(fake << 16 >>> 0)}/16` });
  }

  private findFree(pool: Pool): number {
    for (let s = pool.lo; s <= pool.hi; s++) {
      const id = net16(pool.first, s);
      if (this.free(id) && !reservedForOthers(pool.first, s, pool)) return id;
    }
    // The pool is full (hundreds of distinct networks): fall back to 10/8, then to public space.
    this.said.add(redactMsg('redact.poolFull', { first: pool.first }));
    for (let a = 10; a < 224; a++) for (let s = 0; s < 256; s++) if (this.free(net16(a, s)) && !isKeptIpv4(net16(a, s) << 16 >>> 0)) return net16(a, s);
    throw new Error('IPv4 redaction ran out of networks');
  }

  private allocateBlock(start: number, len: number): void {
    const size = 1 << (16 - len);
    const pool = poolOf(start);
    const first = start >> 8;
    const from = start & 255 & ~(size - 1);
    const label = `${formatIpv4(net16(first, from) << 16 >>> 0)}/${len}`;
    // A block as large as its pool is kept by any move within the pool.
    if (pool.first !== first || pool.hi - pool.lo + 1 <= size) return;
    const inside = Array.from({ length: size }, (_, k) => net16(first, from + k));
    if (inside.every((id) => this.map16.has(id))) return;
    if (inside.some((id) => this.map16.has(id))) {
      this.said.add(redactMsg('redact.seenLate', { net: label }));
      return;
    }
    for (let s = Math.ceil(pool.lo / size) * size; s + size - 1 <= pool.hi; s += size) {
      const target = Array.from({ length: size }, (_, k) => net16(first, s + k));
      if (!target.every((id) => this.free(id) && !reservedForOthers(first, id & 255, pool))) continue;
      inside.forEach((id, k) => {
        this.map16.set(id, target[k]!);
        this.used.add(target[k]!);
      });
      this.networks.push({ original: label, replacement: `${formatIpv4(target[0]! << 16 >>> 0)}/${len}` });
      for (const id of this.order) if (inside.includes(id)) this.networks.push({ original: `${formatIpv4(id << 16 >>> 0)}/16`, replacement: `${formatIpv4(this.map16.get(id)! << 16 >>> 0)}/16` });
      return;
    }
    this.said.add(redactMsg('redact.noBlock', { net: label }));
  }
}
