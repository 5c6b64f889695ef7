// Recorded segments of a walk: a run of steps (port passes, vSwitch frames, the stacks' route
// lookups, the wire, arrival at the next node, delivery), replayed when the same packet comes back to
// the same place. A repeated packet hits the flow cache at every port, so the segment's events,
// packets and decisions are the same as last time, as long as what it read of the runtime is the
// same: the flow entries it hit (the same entries, unchanged, not expired), the flow lookups that
// found nothing, the NAT bindings and ICMP translations it looked up. A replay checks every one of
// those reads first and then makes the segment's writes (lastUsed, counters, the reverse entry a node
// visit leaves, the node visit, assumptions, events, the verdict), the ones the steps would have
// made; when a read differs, the steps run instead. Like Open vSwitch's datapath flow cache: one
// lookup gives the pipeline's actions. A segment with a flow miss, a drop, a stateless layer walked
// for a reply or a Linux node (conntrack, iptables) is not recorded: it ends before them.
import type { AssumptionId } from '../assumptions';
import type { Packet, Tuple } from '../packet/packet';
import type { Edit } from '../packet/transposition';
import type { LegResult, TraceEvent } from '../trace/trace';
import type { Direction } from '../vfp/model';
import { countPortAt, type FlowEntry, type Runtime } from '../world/runtime';
import { renewFlow } from '../world/renew-flow';
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

type VisitState = { node: string; start: Tuple; entry?: NonNullable<Walk['visit']>['entryPort']; ttl?: number; unNatAt?: string } | undefined;

/** A segment being recorded: the step functions add to it (Walk.tape). */
export interface Tape {
  start: Packet;
  /** Where it starts, on which leg, from which node visit, for which request. */
  place: Next;
  leg: Walk['leg'];
  visitBefore: VisitState;
  origin: Walk['origin']['request'];
  originComp: string;
  reads: Read[];
  touched: FlowEntry[];
  /** Reverse entries the segment marked composed (no stateless layer had anything to add). */
  composed: FlowEntry[];
  counts: { key: string; d: Direction }[];
  /** The reverse entries node visits left as the packet went on to the wire (windows.ts endVisit),
   * as made then: a replay renews them with the clock of its walk. */
  renewed: FlowEntry[];
  /** The events, as emitted: a replay adds the same objects (nothing changes an event once made). */
  events: TraceEvent[];
  assumed: AssumptionId[];
}

export interface Segment extends Tape {
  visitAfter: VisitState;
  lastPass: Walk['lastPass'];
  packet: Packet;
  next: Next;
  /** The leg's verdict and the receiver's answer, when the segment ends with a delivery. */
  result?: LegResult;
  answer?: Walk['answer'];
}

/** Whether two steps happen at the same place (a segment's key, with the packet and the leg). */
function samePlace(a: Next, b: Next): boolean {
  switch (a.at) {
    case 'port':
      return b.at === 'port' && a.port === b.port && a.dir === b.dir && a.host === b.host;
    case 'switch':
      return b.at === 'switch' && a.from === b.from && a.host === b.host;
    case 'send':
      return b.at === 'send' && a.comp === b.comp && a.host === b.host && a.forwarded === b.forwarded;
    case 'stack':
      return b.at === 'stack' && a.comp === b.comp && a.host === b.host && a.iface === b.iface;
    case 'wire':
    case 'router':
      return b.at === a.at && a.from === b.from;
    case 'arrive':
      return b.at === 'arrive' && a.host === b.host;
    case 'linux-host':
      return b.at === 'linux-host' && a.host === b.host && a.from === b.from;
    case 'done':
      return b.at === 'done';
  }
}

/** Whether a segment may contain the step: not a Linux node's (its conntrack and iptables are runtime
 * reads and writes no segment records), not the end. */
export function recordable(w: Walk, n: Next): boolean {
  switch (n.at) {
    case 'done':
    case 'linux-host':
      return false;
    case 'send':
    case 'stack':
    case 'arrive':
      return w.world.hosts.get(n.host)?.kind !== 'linux';
    default:
      return true;
  }
}

const visitState = (w: Walk): VisitState =>
  w.visit && { node: w.visit.node, start: w.visit.startTuple, entry: w.visit.entryPort, ttl: w.visit.ttl, unNatAt: w.visit.unNatAt };

function sameVisit(a: VisitState, v: Walk['visit']): boolean {
  if (!a || !v) return !a && !v;
  // The visit's start too: the node visit's reverse entry is made from it (windows.ts endVisit).
  const s = a.start, t = v.startTuple;
  if (a.node !== v.node || s.src !== t.src || s.dst !== t.dst || s.srcPort !== t.srcPort || s.dstPort !== t.dstPort || s.protocol !== t.protocol) return false;
  const e = a.entry, f = v.entryPort;
  return e?.id === f?.id && e?.replyDirection === f?.replyDirection && e?.srcMac === f?.srcMac && e?.dstMac === f?.dstMac && a.ttl === v.ttl && a.unNatAt === v.unNatAt;
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

function segmentAt(w: Walk, p: Packet, n: Next): Segment | undefined {
  const list = memoOf(w)?.segments.get(p);
  if (!list) return undefined;
  const o = w.origin;
  for (const x of list) if (x.leg === w.leg && x.origin === o.request && x.originComp === o.compartment && samePlace(x.place, n)) return x;
  return undefined;
}

/** Replays the segment recorded for this packet at this place, if every read still holds; returns
 * where the walk goes next, or undefined (then the steps run, and record the segment anew). */
export function replaySegment(w: Walk, n: Next): Next | undefined {
  const s = segmentAt(w, w.packet, n);
  // Found for this request and its stack (segmentAt): a reply's delivery reads them (stack.ts
  // replyMatchesOrigin). Another origin also makes other packets today (another source MAC), but
  // that is not the replay's to rely on.
  if (!s || !sameVisit(s.visitBefore, w.visit)) return undefined;
  // The loop guard counts events before each step: the replayed ones must not cross it.
  if (w.legEvents + s.events.length > w.world.settings.maxEventsPerLeg) return undefined;
  const rt = w.rt;
  // Every read is checked before any write: a write of the segment only renews what it wrote
  // last time (recordComposed keeps a read from depending on a renewal made earlier in it).
  for (const r of s.reads) if (!holds(rt, r)) return undefined;
  for (const f of s.touched) f.lastUsed = rt.now;
  for (const f of s.composed) {
    f.composed = true;
    f.hitText = undefined;
  }
  for (const c of s.counts) countPortAt(rt, c.key, c.d);
  for (const f of s.renewed) renewFlow(rt, { ...f, createdAt: rt.now, lastUsed: rt.now });
  const v = s.visitAfter;
  w.visit = v && { node: v.node, startTuple: v.start, entryPort: v.entry, ttl: v.ttl, unNatAt: v.unNatAt };
  for (const a of s.assumed) w.assume(a);
  w.replayEvents(s.events);
  // Field by field: a port pass changes w.lastPass in place, the segment's copy must stay as recorded.
  const last = w.lastPass;
  last.rewrote = s.lastPass.rewrote;
  last.reverse = s.lastPass.reverse;
  last.steer = s.lastPass.steer;
  w.packet = s.packet;
  if (s.result) {
    w.result = s.result;
    if (s.answer) w.answer = s.answer;
  }
  return s.next;
}

export function startTape(w: Walk, n: Next): void {
  w.tape = {
    start: w.packet,
    place: n,
    leg: w.leg,
    visitBefore: visitState(w),
    origin: w.origin.request,
    originComp: w.origin.compartment,
    reads: [],
    touched: [],
    composed: [],
    counts: [],
    renewed: [],
    events: [],
    assumed: [],
  };
}

/** A reverse entry composed while recording: a segment that renewed the same entry earlier (a node
 * visit's end) would replay the two writes in the other order, so it is not recorded. */
export function recordComposed(w: Walk, f: FlowEntry): void {
  const t = w.tape;
  if (!t) return;
  if (t.renewed.some((r) => r.node === f.node && r.portId === f.portId && r.direction === f.direction && r.key === f.key)) w.tape = undefined;
  else t.composed.push(f);
}

/** Ends the recording when the next step cannot be recorded (a Linux node), or the leg ends with a
 * delivery; a drop ended it already (Walk.fail). */
export function endTape(w: Walk, next: Next): void {
  const t = w.tape;
  if (!t) return;
  if (!w.done && recordable(w, next)) return;
  w.tape = undefined;
  const seg: Segment = { ...t, visitAfter: visitState(w), lastPass: { ...w.lastPass }, packet: w.packet, next };
  if (w.done) {
    seg.result = w.result;
    if (w.leg === 'request') seg.answer = w.answer;
  }
  // A packet nothing rewrote may start segments in several places (an L2 wire leaves it as it is).
  const segments = memoOf(w)?.segments;
  if (!segments) return;
  // One per place, leg and origin: the same packet sent from two stacks keeps a segment for each.
  const same = segments.get(t.start)?.filter((x) => x.leg !== t.leg || x.origin !== t.origin || x.originComp !== t.originComp || !samePlace(x.place, t.place)) ?? [];
  segments.set(t.start, [...same, seg]);
}
