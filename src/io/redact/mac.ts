// MAC redaction. The first three bytes (the vendor: 00-15-5D is Hyper-V) are kept and the rest
// numbered. MACs that embed an IPv4 address — win-overlay's `0E-2A-<ip>` and kube-proxy's remote
// endpoints `02-11-<ip>` — embed the redacted address instead, so the convention stays readable
// and consistent with the IP mapping. Broadcast, all-zero and multicast MACs are kept.
import type { Ipv4Mapper } from './ipv4';

const IP_EMBEDDING_PREFIXES = ['0E-2A', '02-11'];

const bytesOf = (text: string): number[] => text.split(/[-:]/).map((h) => parseInt(h, 16));
const key = (bytes: number[]): string => bytes.map((b) => b.toString(16).padStart(2, '0')).join('-');
const ipOf = (b: number[]): number => ((b[2]! << 24) | (b[3]! << 16) | (b[4]! << 8) | b[5]!) >>> 0;

function embedsIp(b: number[]): boolean {
  const prefix = `${b[0]!.toString(16).padStart(2, '0')}-${b[1]!.toString(16).padStart(2, '0')}`.toUpperCase();
  return IP_EMBEDDING_PREFIXES.includes(prefix);
}

function isKept(b: number[]): boolean {
  const k = key(b);
  return k === '00-00-00-00-00-00' || k === 'ff-ff-ff-ff-ff-ff' || (b[0] === 0x01 && b[1] === 0x00 && b[2] === 0x5e) || (b[0] === 0x33 && b[1] === 0x33);
}

export class MacMapper {
  private readonly originalTails = new Set<string>();
  private readonly tails = new Map<string, number>();
  private readonly next = new Map<string, number>();

  constructor(private readonly ipv4: Ipv4Mapper) {}

  observe(text: string): void {
    const b = bytesOf(text);
    if (isKept(b)) return;
    if (embedsIp(b)) this.ipv4.observe(ipOf(b));
    else this.originalTails.add(key(b));
  }

  /** The replacement, written with the original's separator and letter case. */
  map(text: string): string {
    const b = bytesOf(text);
    if (isKept(b)) return text;
    const sep = text[2]!;
    const parts = text.split(/[-:]/);
    const lower = /[a-f]/.test(parts.slice(2).join(''));
    const fmt = (x: number) => {
      const h = x.toString(16).padStart(2, '0');
      return lower ? h : h.toUpperCase();
    };
    if (embedsIp(b)) {
      const ip = this.ipv4.map(ipOf(b));
      return [parts[0], parts[1], ...[ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255].map(fmt)].join(sep);
    }
    const tail = this.tailFor(b);
    return [parts[0], parts[1], parts[2], ...[tail >> 16, (tail >> 8) & 255, tail & 255].map(fmt)].join(sep);
  }

  private tailFor(b: number[]): number {
    const k = key(b);
    const known = this.tails.get(k);
    if (known !== undefined) return known;
    const oui = key(b.slice(0, 3));
    let n = this.next.get(oui) ?? 1;
    while (this.originalTails.has(key([...b.slice(0, 3), n >> 16, (n >> 8) & 255, n & 255]))) n++;
    this.next.set(oui, n + 1);
    this.tails.set(k, n);
    return n;
  }
}
