// Recorded segments of a walk: a run of port passes and vSwitch frames on one Windows node, replayed
// when the same packet comes back to the same port. A repeated packet hits the flow cache at every
// port, so the segment's events, packets and decisions are the same as last time, as long as what it
// read of the runtime is the same: the flow entries it hit (the same entries, unchanged, not expired),
// the flow lookups that found nothing, the NAT bindings and ICMP translations it looked up. A replay
// checks every one of those reads first and then makes the segment's writes (lastUsed, counters, the
// node visit, assumptions, events), the ones the steps would have made; when a read differs, the
// steps run instead. Like Open vSwitch's datapath flow cache: one lookup gives the pipeline's actions.
// A segment with a flow miss, a drop or a stateless layer walked for a reply is not recorded.
import type { AssumptionId } from '../assumptions';
import type { Packet, Tuple } from '../packet/packet';
import type { Edit } from '../packet/transposition';
import type { TraceEvent } from '../trace/trace';
import type { Direction } from '../vfp/model';
import { countPortAt, type FlowEntry, type Runtime } from '../world/runtime';
import type { Walk } from './context';
import type { Next } from './next';
import { memoOf } from './memo';
import { bindingAlive } from './nat-bindings';

export type Binding = NonNullable<ReturnType<Runtime['natBindings']['get']>>;

/** A read of the runtime the segment's steps depended on. */
type Read =
  | { kind: 'flow'; table: string; key: string; entry: FlowEntry | undefined; edits?: Edit[]; composed?: boolean }
  | { kind: 'binding'; key: string; binding: Binding | undefined; table?: string }
  | { kind: 'icmp'; key: string };

type VisitState = { node: string; start: Tuple; entry?: { id: string; replyDirection: Direction }; ttl?: number; unNatAt?: string } | undefined;

/** A segment being recorded: the step functions add to it (Walk.tape). */
export interface Tape {
  start: Packet;
  host: string;
  port: string;
  dir: Direction;
  leg: Walk['leg'];
  visitBefore: VisitState;
  reads: Read[];
  touched: FlowEntry[];
  /** Reverse entries the segment marked composed (no stateless layer had anything to add). */
  composed: FlowEntry[];
  counts: { key: string; d: Direction }[];
  /** The events, as emitted: a replay adds the same objects (nothing changes an event once made). */
  events: TraceEvent[];
  assumed: AssumptionId[];
}

export interface Segment extends Tape {
  visitAfter: VisitState;
  lastPass: Walk['lastPass'];
  packet: Packet;
  next: Next;
}

const visitState = (w: Walk): VisitState =>
  w.visit && { node: w.visit.node, start: w.visit.startTuple, entry: w.visit.entryPort, ttl: w.visit.ttl, unNatAt: w.visit.unNatAt };

function sameVisit(a: VisitState, v: Walk['visit']): boolean {
  if (!a || !v) return !a && !v;
  // The visit's start too: the node visit's reverse entry is made from it (windows.ts endVisit).
  const s = a.start, t = v.startTuple;
  if (a.node !== v.node || s.src !== t.src || s.dst !== t.dst || s.srcPort !== t.srcPort || s.dstPort !== t.dstPort || s.protocol !== t.protocol) return false;
  return a.entry?.id === v.entryPort?.id && a.entry?.replyDirection === v.entryPort?.replyDirection && a.ttl === v.ttl && a.unNatAt === v.unNatAt;
}

/** Is `r` what the runtime would answer now (without changing anything)? */
function holds(rt: Runtime, r: Read): boolean {
  switch (r.kind) {
    case 'flow': {
      const f = rt.flows.get(r.table)?.get(r.key);
      if (!r.entry) return f === undefined;
      return f === r.entry && rt.now - f.lastUsed <= f.ttl && f.edits === r.edits && f.composed === r.composed;
    }
    case 'binding': {
      const b = rt.natBindings.get(r.key);
      return b === r.binding && (!b || bindingAlive(rt, r.table!));
    }
    case 'icmp':
      return !rt.icmpSnat.has(r.key);
  }
}

function segmentAt(w: Walk, p: Packet, host: string, port: string, dir: Direction): Segment | undefined {
  const list = memoOf(w)?.segments.get(p);
  if (list) for (const x of list) if (x.port === port && x.dir === dir && x.host === host && x.leg === w.leg) return x;
  return undefined;
}

/** Replays the segment recorded for this packet at this port, if every read still holds; returns
 * where the walk goes next, or undefined (then the steps run, and record the segment anew). */
export function replaySegment(w: Walk, n: Extract<Next, { at: 'port' }>): Next | undefined {
  const s = segmentAt(w, w.packet, n.host, n.port, n.dir);
  if (!s || !sameVisit(s.visitBefore, w.visit)) return undefined;
  // The loop guard counts events before each step: the replayed ones must not cross it.
  if (w.legEvents + s.events.length > w.world.settings.maxEventsPerLeg) return undefined;
  const rt = w.rt;
  for (const r of s.reads) if (!holds(rt, r)) return undefined;
  for (const f of s.touched) f.lastUsed = rt.now;
  for (const f of s.composed) {
    f.composed = true;
    f.hitText = undefined;
  }
  for (const c of s.counts) countPortAt(rt, c.key, c.d);
  const v = s.visitAfter;
  if (w.visit && v) {
    w.visit.entryPort = v.entry;
    w.visit.ttl = v.ttl;
    w.visit.unNatAt = v.unNatAt;
  }
  for (const a of s.assumed) w.assume(a);
  w.replayEvents(s.events);
  // Field by field: a port pass changes w.lastPass in place, the segment's copy must stay as recorded.
  const last = w.lastPass;
  last.rewrote = s.lastPass.rewrote;
  last.reverse = s.lastPass.reverse;
  last.steer = s.lastPass.steer;
  w.packet = s.packet;
  return s.next;
}

export function startTape(w: Walk, n: Extract<Next, { at: 'port' }>): void {
  w.tape = { start: w.packet, host: n.host, port: n.port, dir: n.dir, leg: w.leg, visitBefore: visitState(w), reads: [], touched: [], composed: [], counts: [], events: [], assumed: [] };
}

/** Ends the recording when the walk leaves the node's ports and switch (or the leg ends). */
export function endTape(w: Walk, next: Next): void {
  const t = w.tape;
  if (!t) return;
  if (!w.done && (next.at === 'port' || next.at === 'switch')) return;
  w.tape = undefined;
  if (w.done) return;
  const seg: Segment = { ...t, visitAfter: visitState(w), lastPass: { ...w.lastPass }, packet: w.packet, next };
  // A packet no port rewrote may start segments on two nodes (an L2 wire leaves it as it is).
  const segments = memoOf(w)?.segments;
  if (!segments) return;
  const same = segments.get(t.start)?.filter((x) => x.port !== t.port || x.dir !== t.dir || x.host !== t.host || x.leg !== t.leg) ?? [];
  segments.set(t.start, [...same, seg]);
}
