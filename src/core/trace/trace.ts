// A trace: what happened to one packet (and its reply), event by event, and the verdict.
import type { Packet } from '../packet/packet';
import type { Edit, TranspositionKind } from '../packet/transposition';
import type { Direction, PortKind } from '../vfp/model';
import type { ConditionCheck } from '../vfp/match';
import type { ReasonCode } from './reasons';
import type { AssumptionId } from '../assumptions';
import type { Msg } from '../message';

export type PlaceKind = 'port' | 'switch' | 'compartment' | 'wire';

/** Where something happened. */
export interface Place {
  node: string;
  place: PlaceKind;
  /** Port GUID, with its friendly name and kind for readers. */
  port?: string;
  portName?: string;
  portKind?: PortKind;
  /** The ref of what the port or compartment belongs to (pod/default/client). */
  owner?: string;
  direction?: Direction;
  layer?: string;
  group?: string;
  rule?: string;
  compartment?: string;
  link?: string;
}

/** The colour family of an event (ui-guide: meaning of colour). */
export type Tone = 'allow' | 'block' | 'nat' | 'lb' | 'encap' | 'flow' | 'forward';

export type EventKind =
  | 'send'
  | 'route'
  | 'port'
  | 'layer'
  | 'flow-hit'
  | 'switch'
  | 'hairpin'
  | 'wire'
  | 'deliver'
  | 'drop'
  | 'answer'
  | 'linux';

export interface GroupEval {
  group: string;
  priority: number;
  /** Why the group did not apply. */
  skipped?: 'direction' | 'family' | 'conditions';
  /** The rule that decided in this group, if any. */
  rule?: string;
  rulePriority?: number;
}

export interface LayerEval {
  layer: string;
  priority: number;
  groups: GroupEval[];
  /** The deciding rule (id), its group and friendly name; absent when the layer default decided. */
  rule?: string;
  ruleName?: string;
  group?: string;
  action: string;
  defaulted: boolean;
  verdict: 'pass' | 'block';
  /** What of the deciding rule (name, priority) and of the layer (priority) the model made up. */
  modelOwn?: { ruleName?: 'invented' | 'pattern'; rulePriority?: boolean; layerPriority?: boolean };
}

export interface Transposition {
  kind: TranspositionKind;
  at: Place;
  before: Packet;
  after: Packet;
  edits: Edit[];
}

export interface LoadBalancing {
  vip: string;
  backends: { ip: string; port: number; endpoint?: string }[];
  distribution: string;
  hashInput: string;
  hash: string;
  chosen: { index: number; ip: string; port: number; endpoint?: string };
  at: Place;
}

export interface TraceEvent {
  leg: 'request' | 'reply';
  kind: EventKind;
  tone: Tone;
  at: Place;
  /** The packet after this event. */
  packet: Packet;
  /** One line, in the words of the ui-guide. */
  text: string;
  layer?: LayerEval;
  transpositions?: Transposition[];
  lb?: LoadBalancing;
  /** inner: a hit on the packet a decap of the same pass uncovered (it belongs to that pass). */
  flow?: { hit: boolean; reverse?: boolean; created?: boolean; inner?: boolean };
  /** `text` as a message value (issue 30), where the event has one: so far the drop (verdict-messages.ts). */
  msg?: Msg;
}

export interface NearestAllow {
  layer: string;
  group: string;
  rule: string;
  ruleName?: string;
  failed: ConditionCheck[];
}

export interface Verdict {
  outcome: 'delivered' | 'dropped' | 'rejected';
  reason: ReasonCode | null;
  message: string;
  /** `message` as a value (verdict-messages.ts): the walk sets it on every verdict; `message` is its English. */
  msg?: Msg;
  at?: Place;
  /** The rule that decided, with its provenance. */
  rule?: { id: string; friendlyName?: string; layer: string; group?: string; provenance?: import('../vfp/model').Provenance };
  hint?: string;
  /** `hint` as a value, beside it. */
  hintMsg?: Msg;
  nearestAllow?: NearestAllow;
}

export interface Delivery {
  node: string;
  endpoint: string;
  packet: Packet;
}

export interface LegResult {
  verdict: Verdict;
  delivered?: Delivery;
}

export interface Trace {
  packet: Packet;
  events: TraceEvent[];
  request: LegResult;
  reply?: LegResult & { packet: Packet };
  assumptions: AssumptionId[];
}
