// What the screen shows at one step of a trace, as a pure function of (trace, step): stepping back
// shows exactly what stepping forward showed, because nothing accumulates between steps.
import type { Packet } from '../core/packet/packet';
import type { LoadBalancing, Trace, TraceEvent } from '../core/trace/trace';
import { packetJson, type PacketJson } from '../io/trace/json';

/** A header field of the trace JSON's packet: `src`, `dstMac`, `outer.dst`, ... and `outer` itself. */
export type PacketField = keyof PacketJson | `outer.${keyof NonNullable<PacketJson['outer']>}`;

const INNER: (keyof PacketJson)[] = ['srcMac', 'dstMac', 'src', 'dst', 'protocol', 'srcPort', 'dstPort', 'ttl', 'size', 'df', 'tcpFlags', 'icmp'];
const OUTER: (keyof NonNullable<PacketJson['outer']>)[] = ['kind', 'srcMac', 'dstMac', 'src', 'dst', 'srcPort', 'dstPort', 'vni'];

/** The header fields that differ between two packets (an outer header pushed or popped is `outer`). */
export function changedFields(before: Packet, after: Packet): PacketField[] {
  const a = packetJson(before);
  const b = packetJson(after);
  const out: PacketField[] = INNER.filter((k) => a[k] !== b[k]);
  if (!a.outer !== !b.outer) out.push('outer');
  else if (a.outer && b.outer) for (const k of OUTER) if (a.outer[k] !== b.outer[k]) out.push(`outer.${k}`);
  return out;
}

export interface Frame {
  step: number;
  total: number;
  event?: TraceEvent;
  /** The packet as this step found it; undefined where a packet starts (the request, the reply). */
  before?: Packet;
  /** Header fields this step rewrote. */
  changed: PacketField[];
  /** The latest load-balancing decision up to this step, and its step. */
  lb?: { step: number; lb: LoadBalancing };
  /** The walk is over: the verdicts can be shown. */
  done: boolean;
}

export function frameAt(trace: Trace | undefined, step: number): Frame {
  const events = trace?.events ?? [];
  const total = events.length;
  const s = Math.max(0, Math.min(total, step));
  const event = s > 0 ? events[s - 1] : undefined;
  const prev = s > 1 ? events[s - 2] : undefined;
  const before = event && prev && prev.leg === event.leg ? prev.packet : undefined;
  let lb: Frame['lb'];
  for (let i = s - 1; i >= 0 && !lb; i--) {
    const l = events[i]!.lb;
    if (l) lb = { step: i + 1, lb: l };
  }
  return { step: s, total, event, before, changed: event && before ? changedFields(before, event.packet) : [], lb, done: total > 0 && s >= total };
}

/** The packet that entered the event at `index` (0-based): the previous event's packet. */
export function packetBefore(events: readonly TraceEvent[], index: number): Packet | undefined {
  const e = events[index];
  const prev = events[index - 1];
  return e && prev && prev.leg === e.leg ? prev.packet : undefined;
}
