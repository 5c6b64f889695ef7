// The load balancer's backend choice. VFP's real hash is not public; this is a documented model:
// FNV-1a (32 bit) over the fields the distribution type names, in network byte order, then the
// MurmurHash3 finalizer (FNV's low bits barely depend on the input: modulo 2 would just be the
// parity of the bytes), modulo the number of backends in the order the load balancer lists them.
//   none (default)     source IP, source port, destination IP, destination port, protocol
//   sourceIpProtocol   source IP, protocol
//   sourceIp           source IP (kube-proxy uses it for sessionAffinity: ClientIP)
import { formatIpv4, type Ipv4 } from '../net/ip';
import { fnv1a, hex32 } from '../net/hash';
import { PROTOCOL_NUMBER, type Protocol } from '../net/protocol';
import type { Distribution } from './model';

export interface HashInput {
  src: Ipv4;
  srcPort: number;
  dst: Ipv4;
  dstPort: number;
  protocol: Protocol;
}

export interface LbChoice {
  hashInput: string;
  hash: string;
  index: number;
}

const ip4 = (ip: Ipv4) => [ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];

export function hashFields(d: Distribution, t: HashInput): { bytes: number[]; text: string } {
  const proto = PROTOCOL_NUMBER[t.protocol];
  switch (d) {
    case 'none':
      return {
        bytes: [...ip4(t.src), ...u16(t.srcPort), ...ip4(t.dst), ...u16(t.dstPort), proto],
        text: `${formatIpv4(t.src)}|${t.srcPort}|${formatIpv4(t.dst)}|${t.dstPort}|${t.protocol}`,
      };
    case 'sourceIpProtocol':
      return { bytes: [...ip4(t.src), proto], text: `${formatIpv4(t.src)}|${t.protocol}` };
    case 'sourceIp':
      return { bytes: ip4(t.src), text: formatIpv4(t.src) };
  }
}

/** MurmurHash3's 32-bit finalizer: every input bit affects every output bit. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function chooseBackend(d: Distribution, t: HashInput, count: number): LbChoice {
  const { bytes, text } = hashFields(d, t);
  const h = fmix32(fnv1a(bytes));
  return { hashInput: text, hash: hex32(h), index: count > 0 ? h % count : -1 };
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const fnvByte = (h: number, b: number) => Math.imul(h ^ (b & 0xff), FNV_PRIME) >>> 0;
const fnvIp = (h: number, ip: number) => fnvByte(fnvByte(fnvByte(fnvByte(h, ip >>> 24), ip >>> 16), ip >>> 8), ip);
const fnvU16 = (h: number, n: number) => fnvByte(fnvByte(h, n >>> 8), n);

/** The backend index that chooseBackend() gives, without building its text, bytes or hex: the
 * histogram hashes up to a million flows this way. */
export function backendIndex(d: Distribution, t: HashInput, count: number): number {
  if (count <= 0) return -1;
  const proto = PROTOCOL_NUMBER[t.protocol];
  let h = fnvIp(FNV_OFFSET, t.src);
  if (d === 'none') h = fnvByte(fnvU16(fnvIp(fnvU16(h, t.srcPort), t.dst), t.dstPort), proto);
  else if (d === 'sourceIpProtocol') h = fnvByte(h, proto);
  return fmix32(h) % count;
}
