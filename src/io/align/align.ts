// The node's capture beside the walk. Each place the walk crosses on the captured node (a port,
// per direction) is paired with the events pktmon reported there for this flow, in the walk's
// order; each pair says whether the node confirms the model (seen, same headers), contradicts it
// (other headers, a drop the model did not make, a packet that vanished), or cannot be compared
// (another node, a port no component watches). The first contradiction is where they part.
import { formatIp, formatIpv4 } from '../../core/net/ip';
import type { Msg } from '../../core/message';
import type { Packet } from '../../core/packet/packet';
import type { Place, Trace } from '../../core/trace/trace';
import type { World } from '../../core/world/world';
import type { Capture, CapturedFrame, CaptureDrop, CaptureEvent } from '../capture/model';
import { adapterDirection, mapComponents, type ComponentMap } from './components';
import { conversations, innermost, legOf, packetTuple, translatedPort, tupleText, walkTuples, type FlowTuple } from './flows';
import { alignMsg, alignText, type AlignMsg } from './messages';
import { walkPlaces, type WalkPlace } from './places';

export interface FieldDiff {
  field: string;
  model: string | number;
  node: string | number;
}

export interface NodeSide {
  seen: boolean;
  /** The first captured frame at this place, as the capture printed it. */
  headers?: CapturedFrame;
  drop?: CaptureDrop & { component: number; componentName?: string };
  /** Components and lines of the events paired here. */
  components?: number[];
  lines?: number[];
}

export interface AlignPair {
  /** 1-based step of the walk where the packet reaches this place (the UI's step counter). */
  step: number;
  /** The pass's first and last step. */
  steps: [number, number];
  leg: 'request' | 'reply';
  place: string;
  placeMsg: AlignMsg;
  at: Place;
  node: NodeSide;
  /** true: the node confirms the model here; false: it contradicts it; null: cannot be compared. */
  agree: boolean | null;
  differs?: FieldDiff[];
  note?: AlignMsg;
}

export interface PartsAt {
  step: number;
  place: string;
  model: AlignMsg;
  node: AlignMsg;
}

export interface Alignment {
  flow: FlowTuple;
  /** The node the capture was taken on, when its components map to one. */
  node?: string;
  pairs: AlignPair[];
  partsAt: PartsAt | null;
  conclusion: AlignMsg;
  notes: AlignMsg[];
  /** Why nothing was aligned (another flow, another node, no components, no events). */
  refused?: AlignMsg;
}

const DIR = (d: string) => d.toUpperCase();

export function placeMsg(p: Pick<WalkPlace, 'portKind' | 'owner' | 'portName' | 'direction'>): AlignMsg {
  const dir = DIR(p.direction);
  if (p.portKind === 'endpoint' && p.owner) return alignMsg('align.place.endpoint', { owner: p.owner, port: p.portName, dir });
  if (p.portKind === 'external') return alignMsg('align.place.external', { port: p.portName, dir });
  return alignMsg('align.place.host', { port: p.portName, dir });
}

/** Fields the capture printed that differ from the packet; the outer header of an encapsulated frame too. */
export function frameDiffs(f: CapturedFrame, p: Packet, skip?: 'srcPort' | 'dstPort'): FieldDiff[] {
  const out: FieldDiff[] = [];
  const x = innermost(f);
  const cmp = (field: string, node: string | number | undefined, model: string | number | undefined) => {
    if (node === undefined || model === undefined || field === skip) return;
    if (String(node).toUpperCase() !== String(model).toUpperCase()) out.push({ field, model, node });
  };
  cmp('src', x.src, formatIp(p.src));
  cmp('dst', x.dst, formatIp(p.dst));
  cmp('protocol', x.protocol, p.protocol);
  if (p.protocol !== 'icmp') {
    cmp('srcPort', x.srcPort, p.srcPort);
    cmp('dstPort', x.dstPort, p.dstPort);
  }
  // MACs of the frame the packet travels in: the outer one while a VXLAN header is on.
  if (f.inner && f.vni !== undefined) {
    if (p.outer?.kind === 'vxlan') {
      cmp('outer.src', f.src, formatIpv4(p.outer.src));
      cmp('outer.dst', f.dst, formatIpv4(p.outer.dst));
      cmp('vni', f.vni, p.outer.vni);
    } else out.push({ field: 'encapsulation', model: p.outer ? p.outer.kind : 'none', node: `VXLAN ${f.vni}` });
  } else if (p.outer?.kind === 'vxlan' && f.src && !f.inner) out.push({ field: 'encapsulation', model: `VXLAN ${p.outer.vni ?? ''}`.trim(), node: 'none' });
  const macs = p.outer?.kind === 'vxlan' ? { src: p.outer.srcMac, dst: p.outer.dstMac } : { src: p.srcMac, dst: p.dstMac };
  if (!p.outer || p.outer.kind === 'vxlan') {
    cmp('srcMac', f.srcMac, macs.src);
    cmp('dstMac', f.dstMac, macs.dst);
  }
  return out;
}

const diffText = (d: FieldDiff[]) => d.map((x) => `${x.field} ${x.node} (model: ${x.model})`).join(', ');

interface Assigned {
  events: CaptureEvent[];
}

/** Events of the flow, in time order, with the leg each belongs to. */
function flowEvents(capture: Capture, trace: Trace): { e: CaptureEvent; leg: 'request' | 'reply' }[] {
  const tuples = walkTuples(trace);
  const out: { e: CaptureEvent; leg: 'request' | 'reply' }[] = [];
  // pktmon names one packet by its group and number across every component it crosses: a copy
  // whose headers are not the walk's (another backend, another SNAT) is still this flow's packet.
  const packets = new Map<string, 'request' | 'reply'>();
  const id = (e: CaptureEvent) => (e.groupId !== undefined ? `${e.file ?? ''}|${e.groupId}|${e.pktNumber ?? 1}` : undefined);
  for (const e of capture.events) {
    const leg = legOf(e, tuples);
    const k = id(e);
    if (leg && k && !packets.has(k)) packets.set(k, leg);
  }
  for (const e of capture.events) {
    const k = id(e);
    const leg = legOf(e, tuples) ?? (k ? packets.get(k) : undefined);
    if (leg) out.push({ e, leg });
  }
  // Stable: events without a time keep the file's order.
  return out.sort((a, b) => (a.e.ns !== undefined && b.e.ns !== undefined ? a.e.ns - b.e.ns : 0) || a.e.line - b.e.line);
}

function fits(place: WalkPlace, leg: 'request' | 'reply', e: CaptureEvent, map: ComponentMap): boolean {
  if (place.leg !== leg || e.component === undefined) return false;
  const at = map.byComponent.get(e.component);
  if (!at || at.node !== place.node || at.port !== place.port) return false;
  if (at.side !== 'adapter') return true;
  const dir = adapterDirection(e.direction);
  return dir === undefined || dir === place.direction;
}

export interface AlignInput {
  world: World;
  trace: Trace;
  capture: Capture;
}

export function align({ world, trace, capture }: AlignInput): Alignment {
  const flow = packetTuple(trace.packet);
  const places = walkPlaces(trace);
  const notes: AlignMsg[] = [];
  if (capture.form === 'pktmon-pcapng' || (capture.lacks.includes('drops') && capture.lacks.includes('components'))) notes.push(alignMsg('align.note.pcapng', {}));
  const refuse = (why: AlignMsg, node?: string): Alignment => ({ flow, ...(node ? { node } : {}), pairs: [], partsAt: null, conclusion: why, notes, refused: why });

  if (!capture.events.length) return refuse(alignMsg('align.noEvents', {}));
  const events = flowEvents(capture, trace);
  if (!events.length) {
    const conv = conversations(capture);
    return refuse(alignMsg('align.noFlow', { flow: tupleText(flow), count: conv.length, flows: conv.slice(0, 5).map((c) => `${tupleText(c.tuple)} (${c.events} event${c.events === 1 ? '' : 's'})`).join('; ') + (conv.length > 5 ? '; …' : '') }));
  }
  if (!capture.components.length) return refuse(alignMsg('align.noComponentList', {}));
  const map = mapComponents(world, capture);
  if (!map.node) return refuse(alignMsg('align.otherNode', { count: capture.components.length }));

  // Pair in order: each event goes to the first place, from the current one on, that it fits.
  const assigned: Assigned[] = places.map(() => ({ events: [] }));
  const unplacedDrops: { e: CaptureEvent; at: number }[] = [];
  let extra = 0;
  let k = 0;
  const unmappedSeen = new Map<number, number>();
  for (const { e, leg } of events) {
    if (e.component === undefined || !map.byComponent.has(e.component)) {
      if (e.component !== undefined) unmappedSeen.set(e.component, (unmappedSeen.get(e.component) ?? 0) + 1);
      if (e.drop) unplacedDrops.push({ e, at: k });
      continue;
    }
    let i = k;
    while (i < places.length && !fits(places[i]!, leg, e, map)) i++;
    if (i === places.length) {
      extra++;
      continue;
    }
    assigned[i]!.events.push(e);
    k = i;
  }
  // A drop pktmon reported at a component that is no port (the vSwitch, a filter) happened while the
  // packet was at the place the walk had reached then.
  for (const d of unplacedDrops) if (d.at < places.length) assigned[d.at]!.events.push(d.e);

  if (unmappedSeen.size) {
    const names = [...unmappedSeen.keys()].map((id) => `${id}${nameOf(capture, id) ? ` (${nameOf(capture, id)})` : ''}`);
    notes.push(alignMsg('align.note.unmapped', { count: names.length, names: names.join(', ') }));
  }
  if (extra) notes.push(alignMsg('align.note.extra', { count: extra }));

  const watchedPorts = new Set([...map.byComponent.values()].map((p) => p.port));
  const lastSeen = assigned.reduce((n, a, i) => (a.events.length ? i : n), -1);
  const pairs: AlignPair[] = places.map((place, i) => judge(place, assigned[i]!.events, { capture, map, watched: place.node === map.node && watchedPorts.has(place.port), laterSeen: i < lastSeen, client: flow.src }));

  const parted = pairs.findIndex((p) => p.agree === false);
  // Past the parting the node's packet took another road: what the model does there is not compared,
  // unless the node still showed the packet (then its headers are).
  if (parted >= 0)
    for (const p of pairs.slice(parted + 1))
      if (p.agree === false && !p.node.seen) {
        p.agree = null;
        p.note = alignMsg('align.pair.afterPart', {});
      }
  const verdictAt = trace.request.verdict.outcome !== 'delivered' ? trace.request.verdict.at?.node : undefined;
  if (verdictAt && verdictAt !== map.node && verdictAt !== 'node network') notes.push(alignMsg('align.note.verdictElsewhere', { node: verdictAt, outcome: trace.request.verdict.outcome }));
  let partsAt: PartsAt | null = null;
  let conclusion: AlignMsg;
  if (parted < 0) {
    const watched = pairs.filter((p) => p.agree !== null).length;
    conclusion = alignMsg('align.agree', { places: pairs.length, watched });
  } else {
    const p = pairs[parted]!;
    const place = places[parted]!;
    const lastAgreed = [...pairs.slice(0, parted)].reverse().find((x) => x.agree === true);
    const model = modelDid(place);
    const node = nodeDid(p, pairs, parted);
    partsAt = { step: p.step, place: alignText(p.placeMsg), model, node };
    conclusion = lastAgreed
      ? alignMsg('align.parts', { step: lastAgreed.steps[1], place: p.placeMsg, model, node })
      : alignMsg('align.partsAtOnce', { place: p.placeMsg, model, node });
  }
  return { flow, node: map.node, pairs, partsAt, conclusion, notes };
}

const nameOf = (c: Capture, id: number) => c.components.find((x) => x.id === id)?.name;

function judge(place: WalkPlace, events: CaptureEvent[], ctx: { capture: Capture; map: ComponentMap; watched: boolean; laterSeen: boolean; client: string }): AlignPair {
  const pm = placeMsg(place);
  const base = { step: place.first, steps: [place.first, place.last] as [number, number], leg: place.leg, place: alignText(pm), placeMsg: pm, at: place.at };
  if (place.node !== ctx.map.node) return { ...base, node: { seen: false }, agree: null, note: alignMsg('align.pair.otherNode', { node: place.node }) };
  const dropEvent = events.find((e) => e.drop);
  const seenEvent = events.find((e) => !e.drop && e.frame) ?? events.find((e) => e.frame);
  const node: NodeSide = { seen: events.length > 0 };
  if (seenEvent?.frame) node.headers = seenEvent.frame;
  if (dropEvent?.drop) node.drop = { ...dropEvent.drop, component: dropEvent.component ?? -1, ...(dropEvent.component !== undefined && nameOf(ctx.capture, dropEvent.component) ? { componentName: nameOf(ctx.capture, dropEvent.component) } : {}) };
  if (events.length) {
    node.components = [...new Set(events.map((e) => e.component).filter((x): x is number => x !== undefined))];
    node.lines = events.map((e) => e.line);
  }
  if (!events.length) {
    if (!ctx.watched) return { ...base, node, agree: null, note: alignMsg('align.pair.unwatched', {}) };
    if (ctx.laterSeen) return { ...base, node, agree: null, note: alignMsg('align.pair.gap', {}) };
    return { ...base, node, agree: false };
  }
  if (node.drop) return place.dropped ? { ...base, node, agree: true, note: alignMsg('align.pair.droppedBoth', {}) } : { ...base, node, agree: false };
  if (place.dropped) return ctx.laterSeen ? { ...base, node, agree: false } : { ...base, node, agree: true, note: alignMsg('align.pair.consistentDrop', {}) };
  if (!node.headers) return { ...base, node, agree: true, note: alignMsg('align.pair.same', {}) };
  const skipOf = (p: Packet) => translatedPort(place.leg, packetTuple(p), ctx.client);
  const before = frameDiffs(node.headers, place.before, skipOf(place.before));
  if (!before.length) return { ...base, node, agree: true, note: alignMsg('align.pair.same', {}) };
  const after = frameDiffs(node.headers, place.after, skipOf(place.after));
  if (!after.length) return { ...base, node, agree: true, note: alignMsg('align.pair.sameAfter', {}) };
  return { ...base, node, agree: false, differs: after.length <= before.length ? after : before };
}

function modelDid(place: WalkPlace): AlignMsg {
  const l = place.decided;
  if (place.dropped) return l ? alignMsg('align.model.dropped', { layer: l.layer, rule: l.ruleName ?? l.rule ?? 'layer default', reason: l.action || 'block' }) : alignMsg('align.model.droppedHere', { reason: 'drop' });
  if (l?.rule) return alignMsg('align.model.passedBy', { layer: l.layer, rule: l.ruleName ?? l.rule, action: l.action });
  const t = packetTuple(place.after);
  if (tupleText(t) !== tupleText(packetTuple(place.before))) return alignMsg('align.model.sentAs', { tuple: tupleText(t) });
  return place.layers.length ? alignMsg('align.model.passedLayers', { layers: place.layers.join(', ') }) : alignMsg('align.model.passed', {});
}

function nodeDid(p: AlignPair, pairs: AlignPair[], i: number): AlignMsg {
  const d = p.node.drop;
  if (d) return alignMsg('align.node.dropped', { component: `component ${d.component}${d.componentName ? ` (${d.componentName})` : ''}`, reason: d.reason, location: d.location ?? '' });
  if (p.differs?.length) return alignMsg('align.node.differs', { fields: diffText(p.differs) });
  const later = pairs.slice(i + 1).find((x) => x.node.seen);
  if (later) return alignMsg('align.node.seenLater', { place: later.placeMsg });
  const before = [...pairs.slice(0, i)].reverse().find((x) => x.node.seen);
  return before ? alignMsg('align.node.notSeen', { last: before.placeMsg }) : alignMsg('align.node.neverSeen', {});
}

/** The alignment as the CLI's JSON prints it (design.md contract proposal): messages rendered, values kept. */
export function alignmentJson(a: Alignment, probe: string): Record<string, unknown> {
  const m = (x: Msg) => ({ text: alignText(x), msg: x });
  return {
    probe,
    flow: a.flow,
    ...(a.node ? { node: a.node } : {}),
    pairs: a.pairs.map((p) => ({
      step: p.step,
      steps: p.steps,
      leg: p.leg,
      place: p.place,
      at: p.at,
      node: p.node,
      agree: p.agree,
      ...(p.differs ? { differs: p.differs } : {}),
      ...(p.note ? { note: alignText(p.note) } : {}),
    })),
    partsAt: a.partsAt && { step: a.partsAt.step, place: a.partsAt.place, model: alignText(a.partsAt.model), node: alignText(a.partsAt.node) },
    conclusion: m(a.conclusion),
    notes: a.notes.map(m),
    ...(a.refused ? { refused: true } : {}),
  };
}
