// The VFP pipeline panel's model: for the port pass the current step belongs to, the port's layers
// in evaluation order and how far the packet got; for one layer, its groups (applied or skipped,
// and why) and their rules in priority order, each condition passed or failed for the packet as it
// entered that layer. The core decided all of it; this only lines the trace up with the port.
import { familyOf } from '../core/net/ip';
import type { Packet } from '../core/packet/packet';
import type { GroupEval, LayerEval, TraceEvent, Transposition } from '../core/trace/trace';
import { explainConditions, headerView, type ConditionCheck } from '../core/vfp/match';
import type { Direction, Group, Layer, Port, Rule } from '../core/vfp/model';
import { explainGroup, layersInOrder } from '../core/vfp/pipeline';
import { packetBefore } from './frame';

/** The events of one packet's crossing of one port in one direction (0-based indexes). */
export interface PortPass {
  node: string;
  portId: string;
  direction: Direction;
  leg: 'request' | 'reply';
  first: number;
  last: number;
  /** The pass was one flow-cache lookup instead of the layer walk. */
  flowHit?: TraceEvent;
}

const IN_PASS = new Set(['port', 'layer', 'flow-hit']);
/** A layer, or the flow-table hit on the packet a decap of the same pass uncovered. */
export const continuesPass = (e: TraceEvent): boolean => e.kind === 'layer' || (e.kind === 'flow-hit' && !!e.flow?.inner);
const samePort = (a: TraceEvent, b: TraceEvent) =>
  a.leg === b.leg && a.at.node === b.at.node && a.at.port === b.at.port && a.at.direction === b.at.direction;

/** The pass holding the event at `index`, or the latest pass before it (the port the packet last crossed). */
export function portPassAt(events: readonly TraceEvent[], index: number): (PortPass & { current: boolean }) | undefined {
  for (let i = Math.min(index, events.length - 1); i >= 0; i--) {
    const e = events[i]!;
    if (!IN_PASS.has(e.kind) || !e.at.port || !e.at.direction) continue;
    let first = i;
    // A pass starts with its `port` event (or is a lone flow-cache hit); walk back to it.
    while (first > 0 && continuesPass(events[first]!) && IN_PASS.has(events[first - 1]!.kind) && samePort(events[first - 1]!, e)) first--;
    let last = i;
    while (last + 1 < events.length && continuesPass(events[last + 1]!) && samePort(events[last + 1]!, e)) last++;
    const head = events[first]!;
    return {
      node: e.at.node,
      portId: e.at.port,
      direction: e.at.direction,
      leg: e.leg,
      first,
      last,
      flowHit: head.kind === 'flow-hit' ? head : undefined,
      current: i === index,
    };
  }
  return undefined;
}

export { findPort } from './find-port';

export type LayerState =
  /** evaluated at or before the current step */
  | 'passed'
  | 'acted'
  | 'blocked'
  /** the walk reaches it after the current step */
  | 'upcoming'
  /** the packet was dropped in an earlier layer */
  | 'not-reached'
  /** a flow-cache hit replaced the layer walk */
  | 'cached';

export interface LayerRow {
  layer: Layer;
  state: LayerState;
  /** 0-based index of the layer's event in the trace. */
  index?: number;
  eval?: LayerEval;
}

/** The port's layers in this direction's order, each with how far the packet got at `index`. */
export function layerRows(events: readonly TraceEvent[], pass: PortPass, port: Port, index: number): LayerRow[] {
  const byName = new Map<string, number>();
  for (let i = pass.first; i <= pass.last; i++) {
    const e = events[i]!;
    if (e.kind === 'layer' && e.at.layer) byName.set(e.at.layer, i);
  }
  const blockedAt = [...byName.values()].find((i) => events[i]!.tone === 'block');
  return layersInOrder(port, pass.direction).map((layer) => {
    if (pass.flowHit) return { layer, state: 'cached' };
    const i = byName.get(layer.name);
    if (i === undefined) return { layer, state: blockedAt !== undefined && blockedAt <= index ? 'not-reached' : 'upcoming' };
    const e = events[i]!;
    if (i > index) return { layer, state: 'upcoming', index: i };
    const state: LayerState = e.tone === 'block' ? 'blocked' : e.layer?.defaulted ? 'passed' : e.transpositions?.length || e.lb ? 'acted' : 'passed';
    return { layer, state, index: i, eval: e.layer };
  });
}

export type SkipReason = NonNullable<GroupEval['skipped']>;

export const SKIP_TEXT: Record<SkipReason, string> = {
  direction: 'wrong direction',
  family: "wrong address family (the group is for the packet's other family)",
  conditions: "the group's own conditions do not match",
};

export interface RuleLine {
  rule: Rule;
  checks: ConditionCheck[];
  pass: boolean;
  winner: boolean;
  /** 1-based rank in priority order. */
  rank: number;
}

/** Rules kept on screen and the runs collapsed between them. */
export type RuleSlot = { kind: 'rule'; line: RuleLine } | { kind: 'collapsed'; count: number; matching: number; from: number };

export interface GroupDetail {
  group: Group;
  skipped?: SkipReason;
  /** The group's own conditions, checked, when they are why it was skipped. */
  groupChecks?: ConditionCheck[];
  winner?: string;
  total: number;
  slots: RuleSlot[];
}

export interface LayerDetail {
  layer: Layer;
  eval: LayerEval;
  /** The packet as it entered the layer (the outer headers while encapsulated). */
  packet: Packet;
  groups: GroupDetail[];
  transpositions: Transposition[];
}

/**
 * Rules on screen: the winner and `radius` neighbours each side (the first ones when none won); the
 * runs before and after are collapsed with their count, so a group of thousands stays readable.
 */
export function ruleSlots(lines: RuleLine[], radius: number): RuleSlot[] {
  if (lines.length === 0) return [];
  const w = lines.findIndex((l) => l.winner);
  const lo = w >= 0 ? Math.max(0, w - radius) : 0;
  const hi = Math.min(lines.length - 1, w >= 0 ? w + radius : radius * 2);
  const slots: RuleSlot[] = [];
  const collapse = (from: number, to: number) => {
    if (to < from) return;
    // A run of one is shown rather than hidden behind "1 more".
    if (to === from) slots.push({ kind: 'rule', line: lines[from]! });
    else slots.push({ kind: 'collapsed', count: to - from + 1, matching: lines.slice(from, to + 1).filter((l) => l.pass).length, from });
  };
  collapse(0, lo - 1);
  for (let i = lo; i <= hi; i++) slots.push({ kind: 'rule', line: lines[i]! });
  collapse(hi + 1, lines.length - 1);
  return slots;
}

/** One layer of a pass, explained for the packet as it entered it. */
export function layerDetail(events: readonly TraceEvent[], index: number, port: Port, radius = 2): LayerDetail | undefined {
  const e = events[index];
  if (!e?.layer || e.kind !== 'layer') return undefined;
  const layer = port.layers.find((l) => l.name === e.layer!.layer);
  const packet = packetBefore(events, index);
  if (!layer || !packet) return undefined;
  const evals = new Map(e.layer.groups.map((g) => [g.group, g]));
  const groups = [...layer.groups]
    .sort((a, b) => a.priority - b.priority)
    .map((group): GroupDetail => {
      const ge = evals.get(group.name);
      // The headers the layer saw (the outer ones while encapsulated) pick their family's groups.
      const skipped = ge?.skipped ?? (group.direction !== e.at.direction ? 'direction' : group.family !== familyOf(headerView(packet).dst) ? 'family' : undefined);
      if (skipped) {
        const groupChecks = skipped === 'conditions' ? explainConditions(group.conditions, headerView(packet)) : undefined;
        return { group, skipped, groupChecks, total: group.rules.length, slots: [] };
      }
      const lines = explainGroup(group, packet).map((x, i) => ({ ...x, winner: x.rule.id === ge?.rule, rank: i + 1 }));
      return { group, winner: ge?.rule, total: lines.length, slots: ruleSlots(lines, radius) };
    });
  return { layer, eval: e.layer, packet, groups, transpositions: e.transpositions ?? [] };
}
