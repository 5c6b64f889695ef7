// What a walk derives from a packet and the world alone, kept on the runtime for the next walk of
// the same packet. A packet is a value nothing changes once made (a step that rewrites one makes a
// new one), and a world does not change while packets walk it (an edit builds a new one): the same
// packet object at the same step gives the same next packet. A repeated walk (the fast path) then
// reuses the packets, and the flow entries their transpositions (flow-apply.ts), instead of building
// them again. Kept per world, so a runtime walked through an edited world starts afresh.
import type { Packet } from '../packet/packet';
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
  line: () => string;
}

/** One derived packet, and what it was derived with (compared by identity). */
interface Derived {
  tag: unknown;
  packet: Packet;
}

export interface WalkMemo {
  /** By packet: the route lookup it met last (stack.ts routeOut). */
  readonly routes: WeakMap<Packet, Routed>;
  /** By the packet that started them: the segments of port passes recorded last, one per place (segment.ts). */
  readonly segments: WeakMap<Packet, Segment[]>;
  /** By step: the packet each input packet became there. */
  readonly steps: Record<'route' | 'forward' | 'router' | 'readdress' | 'answer', WeakMap<Packet, Derived>>;
}

function createMemo(): WalkMemo {
  return { routes: new WeakMap(), segments: new WeakMap(), steps: { route: new WeakMap(), forward: new WeakMap(), router: new WeakMap(), readdress: new WeakMap(), answer: new WeakMap() } };
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
