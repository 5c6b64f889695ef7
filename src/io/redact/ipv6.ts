// IPv6 redaction: each /48 moves to a unique-local fd00:0:N::/48 (never one seen in the input);
// the subnet id (bits 48-63) is kept, so pod /64s stay inside their cluster /48 and /56; the
// interface id is kept unless it embeds a MAC (EUI-64, `ff:fe` in the middle) or the address is
// link-local, where it is replaced. Kept as they are: ::, ::1 and multicast (ff00::/8).
// Not preserved: relations between prefixes shorter than /48; public addresses become ULAs.
import { formatPrefix, parsePrefix } from '../../core/net/ip';

const hex = (bytes: number[]): string => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

export function parseIpv6(text: string): number[] | undefined {
  const p = parsePrefix(text);
  return p && p.family === 'ipv6' && !text.includes('/') ? p.bytes : undefined;
}

export const formatIpv6 = (bytes: number[]): string => formatPrefix({ family: 'ipv6', bytes, len: 128 }).replace(/\/128$/, '');

const isKept = (b: number[]): boolean => b[0] === 0xff || b.slice(0, 15).every((x) => x === 0);
const isLinkLocal = (b: number[]): boolean => b[0] === 0xfe && (b[1]! & 0xc0) === 0x80;
const isEui64 = (b: number[]): boolean => b[11] === 0xff && b[12] === 0xfe;

export class Ipv6Mapper {
  private readonly originalSites = new Set<string>();
  private readonly originalIids = new Set<string>();
  private readonly sites = new Map<string, number[]>();
  private readonly iids = new Map<string, number[]>();
  private nextSite = 1;
  private nextIid = 1;

  observe(bytes: number[]): void {
    this.originalSites.add(hex(bytes.slice(0, 6)));
    this.originalIids.add(hex(bytes.slice(8)));
  }

  map(bytes: number[]): number[] {
    if (isKept(bytes)) return bytes;
    const linkLocal = isLinkLocal(bytes);
    const head = linkLocal ? bytes.slice(0, 8) : [...this.site(bytes.slice(0, 6)), bytes[6]!, bytes[7]!];
    const iid = linkLocal || isEui64(bytes) ? this.iid(bytes.slice(8)) : bytes.slice(8);
    return [...head, ...iid];
  }

  private site(original: number[]): number[] {
    const key = hex(original);
    let fake = this.sites.get(key);
    while (!fake) {
      const n = this.nextSite++;
      const candidate = [0xfd, 0, 0, 0, n >> 8, n & 255];
      if (!this.originalSites.has(hex(candidate))) fake = candidate;
    }
    this.sites.set(key, fake);
    return fake;
  }

  private iid(original: number[]): number[] {
    const key = hex(original);
    let fake = this.iids.get(key);
    while (!fake) {
      const n = this.nextIid++;
      // A pattern no EUI-64 or small static id has, so it cannot meet an original.
      const candidate = [0x0d, 0xac, 0, 0, 0, 0, n >> 8, n & 255];
      if (!this.originalIids.has(hex(candidate))) fake = candidate;
    }
    this.iids.set(key, fake);
    return fake;
  }
}
