// What a walk derives from a packet and the world alone, kept on the runtime for the next walk of
// the same packet. A packet is a value nothing changes once made (a step that rewrites one makes a
// new one), and a world does not change while packets walk it (an edit builds a new one): the same
// packet object at the same step gives the same next packet. A repeated walk (the fast path) then
// reuses the packets, and the flow entries their transpositions (flow-apply.ts), instead of building
// them again. Kept per world, so a runtime walked through an edited world starts afresh.
import type { Msg } from '../message';
import { copyPacket, type Packet } from '../packet/packet';
import type { Place } from '../trace/trace';
import type { Compartment, Interface, World } from '../world/world';
import type { Walk } from './context';
import type { Segment } from './segment';

/** A route lookup that sent the packet on: where, the packet as it left, and the event's line. */
export interface Routed {
  c: Compartment;
  forwarded: boolean;
  iface: Interface;
  packet: Packet;
  at: Place;
  line: () => Msg;
}

/** One derived packet, and what it was derived with (compared by identity). */
interface Derived {
  tag: unknown;
  packet: Packet;
}

export interface WalkMemo {
  /** By packet: the route lookup it met last (stack.ts routeOut). */
  readonly routes: WeakMap<Packet, Routed>;
  /** By the packet that started them: the segments of steps recorded last, one per place, leg and origin (segment.ts). */
  readonly segments: WeakMap<Packet, Segment[]>;
  /** By step: the packet each input packet became there. */
  readonly steps: Record<'route' | 'forward' | 'router' | 'readdress' | 'answer', WeakMap<Packet, Derived>>;
  /** Packets sent: by object, and by value (sentPacket). */
  readonly sent: WeakMap<Packet, Packet>;
  readonly sentByValue: Map<string, Packet>;
}

function createMemo(): WalkMemo {
  return { routes: new WeakMap(), segments: new WeakMap(), steps: { route: new WeakMap(), forward: new WeakMap(), router: new WeakMap(), readdress: new WeakMap(), answer: new WeakMap() }, sent: new WeakMap(), sentByValue: new Map() };
}

/** The memo of this walk's runtime and world, made on first use; none when the runtime is the
 * walk's own (no runtime passed in): nothing would walk it again. */
export function memoOf(w: Walk): WalkMemo | undefined {
  if (w.memo || !w.keep) return w.memo;
  const byWorld = (w.rt.memo ??= new WeakMap<World, WalkMemo>()) as WeakMap<World, WalkMemo>;
  let m = byWorld.get(w.world);
  if (!m) byWorld.set(w.world, (m = createMemo()));
  return (w.memo = m);
}

/** `make(p)` at `step`, or the packet it made last time for the same packet and tag. */
export function derive(w: Walk, step: keyof WalkMemo['steps'], p: Packet, tag: unknown, make: (p: Packet) => Packet): Packet {
  const table = memoOf(w)?.steps[step];
  if (!table) return make(p);
  const d = table.get(p);
  if (d && d.tag === tag) return d.packet;
  const packet = make(p);
  table.set(p, { tag, packet });
  return packet;
}

/** Every field of a packet, in the order of its value key: a field added to Packet and missing here
 * does not compile (two packets that differ only in it must not be taken for one). */
export const FIELDS = ['src', 'dst', 'protocol', 'srcPort', 'dstPort', 'srcMac', 'dstMac', 'ttl', 'size', 'df', 'tcpFlags', 'icmp', 'outer', 'frontend'] as const satisfies readonly (keyof Packet)[];
const allFields: Exclude<keyof Packet, (typeof FIELDS)[number]> extends never ? true : never = true;
void allFields;

/** Field by field, written out: a loop over FIELDS reads them by a variable key, which costs a
 * repeat (the benchmark's fast path) more than the rest of its start. The test beside this file
 * changes each field of FIELDS and expects a difference. */
function sameFields(a: Packet, b: Packet): boolean {
  return (
    a.src === b.src && a.dst === b.dst && a.protocol === b.protocol && a.srcPort === b.srcPort && a.dstPort === b.dstPort &&
    a.srcMac === b.srcMac && a.dstMac === b.dstMac && a.ttl === b.ttl && a.size === b.size && a.df === b.df &&
    a.tcpFlags === b.tcpFlags && a.icmp === b.icmp && a.outer === b.outer && a.frontend === b.frontend
  );
}

/** Distinct packet values a memo remembers before it starts afresh (a long-lived runtime). */
const MAX_SENT = 10_000;

/** The packet a walk starts with, as the memo knows it: a packet equal in value to one sent before
 * is replaced by that one. The memos and segments are keyed by packet object, and the CLI's
 * --repeat (runProbe) builds the packet anew for every repeat: without this only a caller that
 * passes the very same object would take the fast path. */
export function sentPacket(w: Walk, p: Packet): Packet {
  const m = memoOf(w);
  if (!m) return p;
  const known = m.sent.get(p);
  // The caller's object may have changed since it was sent: only the same value takes the shortcut.
  if (known && sameFields(p, known)) return known;
  const key = FIELDS.map((f) => (f === 'outer' ? JSON.stringify(p.outer) : String(p[f]))).join('|');
  let same = m.sentByValue.get(key);
  if (!same) {
    if (m.sentByValue.size >= MAX_SENT) m.sentByValue.clear();
    // A copy: the memos are keyed by this object, and a caller may change its own afterwards.
    same = copyPacket(p);
    if (p.outer) same.outer = { ...p.outer };
    m.sentByValue.set(key, same);
  }
  m.sent.set(p, same);
  return same;
}
