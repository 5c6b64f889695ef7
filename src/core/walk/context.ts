// The state of one walk: the packet, the events so far, the leg (request or reply), the node visit
// in progress (for placing reverse flows), and the verdict once one is reached.
import type { AssumptionId } from '../assumptions';
import type { Mac } from '../net/mac';
import type { Packet, Tuple } from '../packet/packet';
import { tupleOf } from '../packet/packet';
import { flowKeyOf } from '../world/keys';
import type { EventKind, LayerEval, LegResult, LoadBalancing, Place, Tone, TraceEvent, Transposition, Verdict } from '../trace/trace';
import type { ReasonCode } from '../trace/reasons';
import { verdictMsg, verdictText, type VerdictMsg } from '../trace/verdict-messages';
import type { Direction } from '../vfp/model';
import type { Runtime } from '../world/runtime';
import type { World } from '../world/world';
import { WalkEvent } from './event';
import type { Msg } from '../message';
import type { WalkMemo } from './memo';
import type { FastPath } from './fast-path';
import type { DecisionMemo } from '../vfp/decision-memo';
import type { Tape } from './segment';

/** The part of a walk spent inside one node, from arrival (or origin) to departure. */
export interface NodeVisit {
  node: string;
  /** The first VFP port the packet crossed on this node, and the direction its reply will cross it. */
  entryPort?: { id: string; replyDirection: Direction; srcMac: Mac; dstMac: Mac };
  startTuple: Tuple;
  /** The host port that translated the request (a hairpin SNAT to the node IP): it holds the reverse flow. */
  unNatAt?: string;
  /** The shortest flow TTL of the stateful layers crossed: the reverse flow lives as long. */
  ttl?: number;
}

export interface Origin {
  host: string;
  compartment: string;
  request: Packet;
}

export class Walk {
  readonly events: TraceEvent[] = [];
  readonly assumptions = new Set<AssumptionId>();
  leg: 'request' | 'reply' = 'request';
  packet: Packet;
  visit?: NodeVisit;
  result?: LegResult;
  legEvents = 0;
  /** The request as sent, and where from: the reply must come back to exactly this socket. */
  origin: Origin;
  /** What the last port pass did: whether it rewrote the packet, and whether a reverse flow did. */
  lastPass: { rewrote: boolean; reverse: boolean; steer?: { portId: string; direction: Direction } } = { rewrote: false, reverse: false };

  /** The answer the receiver sends back, once the request is delivered. */
  answer?: { host: string; comp: string; packet: Packet };
  /** Whether recorded segments may be replayed (WalkOptions.replay). */
  replay = true;
  /** Whether the runtime repeats packets (fast-path.ts): only then is anything kept for the next walk (memo.ts). */
  keep = false;
  /** The segment of steps being recorded (segment.ts); a step that must not be replayed ends it. */
  tape?: Tape;
  /** The runtime's memo for this world (memo.ts), once a step asked for it. */
  memo?: WalkMemo;
  /** The fast path of a runtime made to repeat packets (fast-path.ts); none on the walk's own. */
  fp?: FastPath;
  /** Layer decisions kept across walks of this world (WalkOptions.decisions). */
  decisions?: DecisionMemo;
  /** The flow key of the last packet keyed, and that packet: see flowKey. */
  #keyed?: Packet;
  #key = '';

  constructor(
    readonly world: World,
    readonly rt: Runtime,
    origin: Origin,
  ) {
    this.origin = origin;
    this.packet = origin.request;
  }

  /** The outbound NAT (a dynnat rule) this leg went through, if it still shows in the packet: a rule
   * further on sees the node's address, not the pod's. A load balancer's own source NAT (NodePort,
   * hairpin) and Linux masquerade are not it. */
  snatOnTheWay(): Transposition | undefined {
    for (let i = this.events.length - 1; i >= 0; i--) {
      const e = this.events[i]!;
      if (e.leg !== this.leg) break;
      const t = e.transpositions?.find((x) => x.kind === 'snat' && x.before.src !== x.after.src);
      if (t) return e.layer?.action === 'dynnat' && t.after.src === this.packet.src ? t : undefined;
    }
    return undefined;
  }

  /** The source NAT a load balancer made on this leg (non-DSR Service: source → node IP), if it still
   * shows in the packet: an ACL further on sees the node's address, not the client pod's. */
  lbSnatOnTheWay(): Transposition | undefined {
    for (let i = this.events.length - 1; i >= 0; i--) {
      const e = this.events[i]!;
      if (e.leg !== this.leg) break;
      const t = e.transpositions?.find((x) => x.kind === 'snat' && x.before.src !== x.after.src);
      if (t) return e.layer?.action === 'lbnat' && t.after.src === this.packet.src ? t : undefined;
    }
    return undefined;
  }

  /** The flow-table key of the packet, interned (world/keys.ts): the same tuple, the same string. */
  flowKey(): string {
    const p = this.packet;
    if (this.#keyed !== p) {
      this.#key = flowKeyOf(this.rt, p);
      this.#keyed = p;
    }
    return this.#key;
  }

  /** `make(p)`; on a runtime that repeats packets, the packet it made last time at this step for this packet (memo.ts). */
  derive(step: keyof WalkMemo['steps'], p: Packet, tag: unknown, make: (p: Packet) => Packet): Packet {
    return this.fp ? this.fp.derive(this, step, p, tag, make) : make(p);
  }

  assume(id: AssumptionId | undefined): void {
    if (!id) return;
    this.assumptions.add(id);
    this.tape?.assumed.push(id);
  }

  emit(
    kind: EventKind,
    tone: Tone,
    at: Place,
    /** The line as a value (narration-messages.ts), or how to compose it when first read. */
    line: Msg | (() => Msg),
    extra: { layer?: LayerEval; transpositions?: Transposition[]; lb?: LoadBalancing; flow?: TraceEvent['flow'] } = {},
  ): void {
    this.legEvents++;

    // Fields set one by one, absent ones left out: the hot path of a flow hit makes one object,
    // and its words only when someone reads them (event.ts).
    const e = new WalkEvent(this.leg, kind, tone, at, this.packet, line);
    if (extra.layer) e.layer = extra.layer;
    if (extra.transpositions) e.transpositions = extra.transpositions;
    if (extra.lb) e.lb = extra.lb;
    if (extra.flow) e.flow = extra.flow;
    this.events.push(e);
    this.tape?.events.push(e);
  }

  /** Events a replayed segment recorded (segment.ts): read-only values, the same in every trace that has them. */
  replayEvents(events: readonly TraceEvent[]): void {
    this.legEvents += events.length;
    for (const e of events) this.events.push(e);
  }

  startVisit(node: string): void {
    this.visit = { node, startTuple: tupleOf(this.packet) };
  }

  /** Ends the leg with a drop or rejection at `at`. */
  fail(reason: ReasonCode, msg: VerdictMsg, at: Place, extra: Partial<Verdict> = {}, outcome: 'dropped' | 'rejected' = 'dropped'): void {
    this.tape = undefined;
    // Once per leg: the English is rendered here, the value kept beside it (verdict-messages.ts).
    const message = verdictText(msg);
    const said = verdictMsg(outcome === 'rejected' ? 'event.rejected' : 'event.dropped', { reason, message: msg });
    this.emit('drop', 'block', at, said);
    (this.events[this.events.length - 1] as WalkEvent).rendered(`${outcome === 'rejected' ? 'Rejected' : 'Dropped'}: ${reason} · ${message}`);
    this.result = { verdict: { outcome, reason, message, msg, at, ...extra } };
  }

  get done(): boolean {
    return this.result !== undefined;
  }
}
