// The load balancer's backend choice. VFP's real hash is not public; this is a documented model:
// FNV-1a (32 bit) over the fields the distribution type names, in network byte order, then the
// MurmurHash3 finalizer (FNV's low bits barely depend on the input: modulo 2 would just be the
// parity of the bytes), modulo the number of backends in the order the load balancer lists them.
//   none (default)     source IP, source port, destination IP, destination port, protocol
//   sourceIpProtocol   source IP, protocol
//   sourceIp           source IP (kube-proxy uses it for sessionAffinity: ClientIP)
// An IPv6 address enters as its 16 bytes.
import { formatIp, ipBytes, type Ip } from '../net/ip';
import { fnv1a, hex32 } from '../net/hash';
import { PROTOCOL_NUMBER, type Protocol } from '../net/protocol';
import type { Distribution } from './model';

export interface HashInput {
  src: Ip;
  srcPort: number;
  dst: Ip;
  dstPort: number;
  protocol: Protocol;
}

export interface LbChoice {
  hashInput: string;
  hash: string;
  index: number;
}


const u16 = (n: number) => [(n >>> 8) & 255, n & 255];

export function hashFields(d: Distribution, t: HashInput): { bytes: number[]; text: string } {
  const proto = PROTOCOL_NUMBER[t.protocol];
  switch (d) {
    case 'none':
      return {
        bytes: [...ipBytes(t.src), ...u16(t.srcPort), ...ipBytes(t.dst), ...u16(t.dstPort), proto],
        text: `${formatIp(t.src)}|${t.srcPort}|${formatIp(t.dst)}|${t.dstPort}|${t.protocol}`,
      };
    case 'sourceIpProtocol':
      return { bytes: [...ipBytes(t.src), proto], text: `${formatIp(t.src)}|${t.protocol}` };
    case 'sourceIp':
      return { bytes: ipBytes(t.src), text: formatIp(t.src) };
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
const fnvIp = (h: number, ip: Ip): number => {
  if (typeof ip === 'number') return fnvByte(fnvByte(fnvByte(fnvByte(h, ip >>> 24), ip >>> 16), ip >>> 8), ip);
  for (const b of ipBytes(ip)) h = fnvByte(h, b);
  return h;
};
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
