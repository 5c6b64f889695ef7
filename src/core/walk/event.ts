// A trace event whose line of narration is composed on first read. Composing the words (addresses
// formatted, labels looked up) cost more than the rest of a flow hit: a repeated walk that nobody
// reads now pays for none of it, and a reader gets the same string as before, once.
import type { Msg } from '../message';
import type { Packet } from '../packet/packet';
import type { EventKind, LayerEval, LoadBalancing, Place, Tone, TraceEvent, Transposition } from '../trace/trace';

/** A line of narration, or how to compose it. A composer must only read values fixed at emit time. */
export type Line = string | (() => string);

export class WalkEvent implements TraceEvent {
  declare layer?: LayerEval;
  declare transpositions?: Transposition[];
  declare lb?: LoadBalancing;
  declare flow?: TraceEvent['flow'];
  declare msg?: Msg;
  #line: Line;

  constructor(
    public leg: 'request' | 'reply',
    public kind: EventKind,
    public tone: Tone,
    public at: Place,
    public packet: Packet,
    line: Line,
  ) {
    this.#line = line;
  }

  /** Read-only: a repeating runtime's traces share their events (walk/segment.ts). */
  get text(): string {
    const l = this.#line;
    return typeof l === 'string' ? l : (this.#line = l());
  }

  /** The plain event, keys in the order the trace JSON has always had (design.md §4). */
  toJSON(): TraceEvent {
    const e: TraceEvent = { leg: this.leg, kind: this.kind, tone: this.tone, at: this.at, packet: this.packet, text: this.text };
    if (this.layer) e.layer = this.layer;
    if (this.transpositions) e.transpositions = this.transpositions;
    if (this.lb) e.lb = this.lb;
    if (this.flow) e.flow = this.flow;
    if (this.msg) e.msg = this.msg;
    return e;
  }
}
