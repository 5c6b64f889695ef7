// A trace event whose line of narration is composed on first read. Composing the words (addresses
// formatted, labels looked up) cost more than the rest of a flow hit: a repeated walk that nobody
// reads now pays for none of it, and a reader gets the same string as before, once. The line is a
// message value (narration-messages.ts, issue 30): `msg` is the value, `text` its English.
import { render, type Catalogue, type Msg } from '../message';
import { VERDICT_EN } from '../trace/verdict-messages';
import { NARRATION_EN } from './narration-messages';
import { ORIGIN_EN } from '../vfp/origin-messages';
import type { Packet } from '../packet/packet';
import type { EventKind, LayerEval, LoadBalancing, Place, Tone, TraceEvent, Transposition } from '../trace/trace';

/** A line of narration as a value, or how to compose it (a composer must only read values fixed at
 * emit time); plain text where a line has no value yet. */
export type Line = string | Msg | (() => string | Msg);

/** The catalogues an event's value draws on: the walk's, the verdict's (the drop's line), and who made a rule's. */
const ENGLISH: readonly Catalogue[] = [NARRATION_EN, VERDICT_EN, ORIGIN_EN];

/** An event's line in English: the trace JSON's text, the CLI, the goldens. */
export const narrationText = (m: Msg): string => render(ENGLISH, m);

export class WalkEvent implements TraceEvent {
  declare layer?: LayerEval;
  declare transpositions?: Transposition[];
  declare lb?: LoadBalancing;
  declare flow?: TraceEvent['flow'];
  #line: Line;
  #text: string | undefined;

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
    if (this.#text !== undefined) return this.#text;
    const l = this.line();
    return (this.#text = typeof l === 'string' ? l : narrationText(l));
  }

  /** The line as a value; undefined where it is plain text. */
  get msg(): Msg | undefined {
    const l = this.line();
    return typeof l === 'string' ? undefined : l;
  }

  /** The English of a value already rendered by whoever made it (the drop's line: the verdict's). */
  rendered(text: string): void {
    this.#text = text;
  }

  private line(): string | Msg {
    const l = this.#line;
    return typeof l === 'function' ? (this.#line = l()) : l;
  }

  /** The plain event, keys in the order the trace JSON has always had (design.md §4). */
  toJSON(): TraceEvent {
    const e: TraceEvent = { leg: this.leg, kind: this.kind, tone: this.tone, at: this.at, packet: this.packet, text: this.text };
    if (this.layer) e.layer = this.layer;
    if (this.transpositions) e.transpositions = this.transpositions;
    if (this.lb) e.lb = this.lb;
    if (this.flow) e.flow = this.flow;
    const msg = this.msg;
    if (msg) e.msg = msg;
    return e;
  }
}
