// Keys of the runtime's tables (flows, NAT bindings), interned per runtime: the same tuple gives the
// same string object every time. A freshly built key string must be flattened and hashed on every
// Map lookup, which cost more than the rest of a flow hit; an interned one carries its hash. The
// index is found by a numeric hash of the fields, so nothing is built or hashed twice.
// The index is bounded (KEY_LIMIT): a long-lived runtime (the CLI's --repeat over many packets, a
// bench) starts it afresh when it is full. Nothing depends on a key's identity, only on its value
// (tables are Maps keyed by string, and === on strings compares characters), so a key made after the
// reset finds every entry a table holds under the same key made before; only the time differs.
// IPv6 keys are built, not interned: the index hashes addresses as numbers, and IPv6 walks are few.
import type { Ip } from '../net/ip';
import { PROTOCOL_NUMBER, type Protocol } from '../net/protocol';
import { tupleKey, type OuterHeader, type Packet, type Tuple } from '../packet/packet';
import type { Runtime } from './runtime';
import { natBindingKey } from './runtime';

interface Interned {
  /** '' for a flow key, else the node of a NAT binding. */
  node: string;
  protocol: Protocol;
  a: number;
  b: number;
  c: number;
  d: number;
  key: string;
}

export interface KeyIndex {
  byHash: Map<number, Interned[]>;
  /** Keys interned since the index was made. */
  size: number;
}

/** Keys a runtime interns before it starts its index afresh: ~10 MB at most, more than the flows of
 * any scenario or replayed node hold at once. */
export const KEY_LIMIT = 1 << 16;

const mix = (node: string, protocol: Protocol, a: number, b: number, c: number, d: number): number =>
  (Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ d, 0x85ebca6b) ^ Math.imul(c, 0xc2b2ae35) ^ PROTOCOL_NUMBER[protocol] ^ node.length) & 0x3fffffff;

function intern(rt: Runtime, node: string, protocol: Protocol, a: number, b: number, c: number, d: number, make: () => string): string {
  let index = (rt.keys ??= { byHash: new Map(), size: 0 });
  const h = mix(node, protocol, a, b, c, d);
  let bucket = index.byHash.get(h);
  if (bucket) {
    for (const k of bucket) if (k.a === a && k.b === b && k.c === c && k.d === d && k.protocol === protocol && k.node === node) return k.key;
  }
  if (index.size >= KEY_LIMIT) {
    rt.keys = index = { byHash: new Map(), size: 0 };
    bucket = undefined;
  }
  if (!bucket) index.byHash.set(h, (bucket = []));
  const key = make();
  bucket.push({ node, protocol, a, b, c, d, key });
  index.size++;
  return key;
}

/** Each kind of outer header, a number of its own: a new kind without one does not compile, so two
 * kinds can never share a code (and so a key). */
const OUTER_KIND: Record<OuterHeader['kind'], number> = { 'host-encap': 0, vxlan: 1 };

/** What wraps the packet, as a number: none, the kind, the VNI (the flow key tells them apart). */
function outerCode(p: Packet): number {
  const o = p.outer;
  if (!o) return 0;
  const kinds = Object.keys(OUTER_KIND).length;
  return 1 + OUTER_KIND[o.kind] + (o.vni === undefined ? 0 : kinds * (o.vni + 1));
}

/** The flow-table key of a packet: its 5-tuple, and what encapsulates it. */
export function flowKeyOf(rt: Runtime, p: Packet): string {
  if (typeof p.src !== 'number' || typeof p.dst !== 'number') return p.outer ? `${tupleKey(p)}|${p.outer.kind}${p.outer.vni ?? ''}` : tupleKey(p);
  return intern(rt, '', p.protocol, p.src, p.dst, p.srcPort * 65536 + p.dstPort, outerCode(p), () => (p.outer ? `${tupleKey(p)}|${p.outer.kind}${p.outer.vni ?? ''}` : tupleKey(p)));
}

/** tupleKey, interned: the flow key of an unencapsulated packet with this 5-tuple (the same string). */
export function tupleKeyOf(rt: Runtime, t: Tuple): string {
  if (typeof t.src !== 'number' || typeof t.dst !== 'number') return tupleKey(t);
  return intern(rt, '', t.protocol, t.src, t.dst, t.srcPort * 65536 + t.dstPort, 0, () => tupleKey(t));
}

/** natBindingKey, interned. */
export function natKeyOf(rt: Runtime, node: string, ip: Ip, protocol: Protocol, port: number): string {
  if (typeof ip !== 'number') return natBindingKey(node, ip, protocol, port);
  return intern(rt, node, protocol, ip, port, -1, -1, () => natBindingKey(node, ip, protocol, port));
}
