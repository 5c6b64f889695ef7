// The port close-up's model (issue 17): one VFP port drawn as bands, one per layer, stacked in OUT
// order from the vNIC end (top) to the vSwitch end (bottom), so an outbound packet walks down and
// an inbound one walks up the same stack. For the pass of the packet through this port that the
// current step belongs to (or the nearest one), each band says how far the packet got, which rule
// decided and each condition's pass/fail. The core decided all of it; this only lines it up.
import { familyOf, type Family } from '../core/net/ip';
import { headerView } from '../core/vfp/match';
import type { Direction, Layer, Port, Rule } from '../core/vfp/model';
import type { LoadBalancing, Tone, TraceEvent, Transposition } from '../core/trace/trace';
import { layersInOrder } from '../core/vfp/pipeline';
import { continuesPass, layerDetail, ruleSlots, type GroupDetail, type LayerState, type PortPass } from './pipeline';

export type BandState = LayerState | 'idle';

export interface Band {
  layer: Layer;
  state: BandState;
  /** 0-based index of the layer's event in the pass, when the walk reaches it. */
  index?: number;
  /** The packet is at this band now. */
  current: boolean;
  groups: GroupDetail[];
  /** The deciding rule, when a rule (not the layer default) decided. */
  rule?: Rule;
  tone?: Tone;
  action?: string;
  transpositions: Transposition[];
  lb?: LoadBalancing;
}

/** Where the packet is drawn in the close-up: an end of the port or a band. */
export type CloseUpSpot = { kind: 'vnic' } | { kind: 'switch' } | { kind: 'layer'; layer: string };

export interface CloseUp {
  port: Port;
  node: string;
  direction: Direction;
  pass?: PortPass;
  /** The pass was one flow-cache lookup; `current` while the packet is at that lookup. */
  flowHit?: { current: boolean; event: TraceEvent };
  bands: Band[];
  at?: CloseUpSpot;
}

const IN_PASS = new Set<TraceEvent['kind']>(['port', 'layer', 'flow-hit']);
const atPort = (e: TraceEvent, node: string, portId: string) => e.at.node === node && e.at.port === portId;

/** Every pass of a packet through this port, in trace order. */
export function passesOf(events: readonly TraceEvent[], node: string, portId: string): PortPass[] {
  const out: PortPass[] = [];
  let cur: PortPass | undefined;
  events.forEach((e, i) => {
    const inPass = IN_PASS.has(e.kind) && atPort(e, node, portId) && !!e.at.direction;
    const continues = cur && inPass && continuesPass(e) && cur.last === i - 1 && cur.direction === e.at.direction && cur.leg === e.leg;
    if (continues) cur!.last = i;
    else if (inPass) {
      cur = { node, portId, direction: e.at.direction!, leg: e.leg, first: i, last: i, flowHit: e.kind === 'flow-hit' ? e : undefined };
      out.push(cur);
    } else cur = undefined;
  });
  return out;
}

/** The pass to draw at `index`: the one holding it, else the latest before it, else the first after. */
export function passToShow(passes: readonly PortPass[], index: number): PortPass | undefined {
  return passes.find((p) => p.first <= index && index <= p.last) ?? [...passes].reverse().find((p) => p.last < index) ?? passes[0];
}

/** Where the packet of `e` is drawn in this port's close-up, if it is drawn there at all. */
export function spotOf(e: TraceEvent | undefined, port: Port, node: string): CloseUpSpot | undefined {
  if (!e || e.at.node !== node) return undefined;
  if (e.at.port === port.id) {
    if (e.kind === 'layer' && e.at.layer) return { kind: 'layer', layer: e.at.layer };
    if (e.kind === 'hairpin') return { kind: 'vnic' };
    if (e.at.layer) return { kind: 'layer', layer: e.at.layer };
    const out = e.at.direction === 'out';
    // Entering: the end it comes from; a flow-cache hit has already crossed to the other end.
    return e.kind === 'flow-hit' ? { kind: out ? 'switch' : 'vnic' } : { kind: out ? 'vnic' : 'switch' };
  }
  if (e.at.place === 'switch') return { kind: 'switch' };
  if (e.at.place === 'compartment' && port.owner && e.at.owner === port.owner) return { kind: 'vnic' };
  return undefined;
}

/** Groups of a layer the walk has not evaluated (yet): the same picture, without checks. */
function staticGroups(layer: Layer, d: Direction, radius: number, family: Family = 'ipv4'): GroupDetail[] {
  return [...layer.groups]
    .sort((a, b) => a.priority - b.priority)
    .map((group): GroupDetail => {
      const skipped = group.direction !== d ? 'direction' : group.family !== family ? 'family' : undefined;
      if (skipped) return { group, skipped, total: group.rules.length, slots: [] };
      const lines = [...group.rules].sort((a, b) => a.priority - b.priority).map((rule, i) => ({ rule, checks: [], pass: false, winner: false, rank: i + 1 }));
      return { group, total: lines.length, slots: ruleSlots(lines, radius) };
    });
}

/** The close-up of `port` on `node` at `step` (1-based, as the playhead counts). */
export function closeUp(events: readonly TraceEvent[], step: number, port: Port, node: string, radius = 1): CloseUp {
  const index = step - 1;
  const pass = passToShow(passesOf(events, node, port.id), Math.max(0, index));
  const direction = pass?.direction ?? 'out';
  // The family of the headers this port's layers see in the pass (IPv4 before any walk).
  const family: Family = pass ? familyOf(headerView(events[pass.first]!.packet).dst) : 'ipv4';
  const byLayer = new Map<string, number>();
  if (pass) for (let i = pass.first; i <= pass.last; i++) if (events[i]!.kind === 'layer' && events[i]!.at.layer) byLayer.set(events[i]!.at.layer!, i);
  const blockedAt = [...byLayer.values()].find((i) => events[i]!.tone === 'block' && i <= index);
  const bands = layersInOrder(port, 'out').map((layer): Band => {
    const i = byLayer.get(layer.name);
    const base = { layer, current: i !== undefined && i === index, transpositions: [] as Transposition[] };
    if (!pass) return { ...base, state: 'idle', groups: staticGroups(layer, direction, radius, family) };
    if (i === undefined || i > index) {
      const state: BandState = pass.flowHit ? 'cached' : i === undefined && blockedAt !== undefined ? 'not-reached' : 'upcoming';
      return { ...base, state, index: i, groups: staticGroups(layer, direction, radius, family) };
    }
    const e = events[i]!;
    const d = layerDetail(events, i, port, radius);
    const ev = e.layer!;
    const state: BandState = e.tone === 'block' ? 'blocked' : ev.defaulted || !ev.rule ? 'passed' : e.transpositions?.length || e.lb ? 'acted' : 'passed';
    const rule = ev.rule && !ev.defaulted ? layer.groups.flatMap((g) => g.rules).find((r) => r.id === ev.rule) : undefined;
    return { ...base, state, index: i, groups: d?.groups ?? staticGroups(layer, direction, radius, family), rule, tone: e.tone, action: ev.action, transpositions: e.transpositions ?? [], lb: e.lb };
  });
  const current = events[index];
  const flowHit = pass?.flowHit ? { current: current === pass.flowHit, event: pass.flowHit } : undefined;
  return { port, node, direction, pass, flowHit, bands, at: spotOf(current, port, node) };
}
