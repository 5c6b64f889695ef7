// A packet crossing one vSwitch port in one direction: the flow cache first (fast path), then the
// layers (slow path); every pass is cached as its composed transposition, and a stateful one also as its reverse.
import { NO_MAC } from '../net/mac';
import { reverseTuple, tupleOf } from '../packet/packet';
import { tupleKeyOf } from '../world/keys';
import type { Place, TraceEvent } from '../trace/trace';
import type { Direction, Port } from '../vfp/model';
import { layersInOrder } from '../vfp/pipeline';
import { countPortAt, lookupFlowIn, portKeysOf, storeFlow, type FlowEntry } from '../world/runtime';
import type { WindowsHost } from '../world/world';
import type { Walk } from './context';
import { walkLayers } from './layers';
import { directionMsg, dirWord, editsMsg, portMsg } from './narration';
import { narrationMsg } from './narration-messages';
import type { Msg } from '../message';
import { applyFlow, unNatEdits } from './transpose';
import { hintOf, verdictMsg } from '../trace/verdict-messages';

export const opposite = (d: Direction): Direction => (d === 'in' ? 'out' : 'in');

// An event's flow marker: the same for every hit (read-only, shared), so a hit allocates none.
const HIT: NonNullable<TraceEvent['flow']> = { hit: true, reverse: false };
const REVERSE_HIT: NonNullable<TraceEvent['flow']> = { hit: true, reverse: true };

/** Where a port's passes happen, made once per port (a world's ports do not change). */
interface PortInfo {
  node: string;
  in: Place;
  out: Place;
}

const ports = new WeakMap<Port, PortInfo>();

function portInfo(node: string, port: Port): PortInfo {
  let p = ports.get(port);
  if (!p || p.node !== node) {
    const at = (direction: Direction): Place => ({ node, place: 'port', port: port.id, portName: port.friendlyName, portKind: port.kind, owner: port.owner, direction });
    ports.set(port, (p = { node, in: at('in'), out: at('out') }));
  }
  return p;
}

/** Where a port pass happens. The same object for every pass of a port and direction (no event
 * changes its place): a flow hit allocates none. */
export const portPlace = (node: string, port: Port, d: Direction): Place => portInfo(node, port)[d];

/** Runs the port. Returns false when the packet was dropped here (the walk has its verdict). */
export function crossPort(w: Walk, host: WindowsHost, port: Port, d: Direction): boolean {
  const node = host.name;
  const at = portInfo(node, port)[d];
  const keys = portKeysOf(w.rt, port, node, port.id);
  if (w.visit && !w.visit.entryPort) w.visit.entryPort = { id: port.id, replyDirection: opposite(d), srcMac: w.packet.srcMac, dstMac: w.packet.dstMac };
  const isEntry = w.visit?.entryPort?.id === port.id;
  if (port.blocked) {
    countPortAt(w.rt, keys.counters, d, 'other');
    w.fail('PORT_BLOCKED', verdictMsg('verdict.portBlocked', { port: port.friendlyName }), at, hintOf(verdictMsg(port.kind === 'endpoint' ? 'hint.recreatePod' : 'hint.recreateNetwork', {})));
    return false;
  }
  const key = w.flowKey();
  const hadOuter = !!w.packet.outer;
  const cached = lookupFlowIn(w.rt, keys[d], key);
  if (cached) {
    cached.lastUsed = w.rt.now;
    // What a replay of this pass must find again, and what it redoes (segment.ts).
    const tape = w.tape;
    if (tape) {
      tape.reads.push({ kind: 'flow', table: keys[d], key, entry: cached, edits: cached.edits, composed: cached.composed });
      tape.touched.push(cached);
      tape.counts.push({ key: keys.counters, d });
    }
    const applied = applyFlow(cached, w.packet, at, w.keep);
    w.packet = applied.packet;
    if (cached.verdict === 'block') {
      countPortAt(w.rt, keys.counters, d, 'acl');
      w.emit('flow-hit', 'flow', at, () => narrationMsg('flow.blocked', { port: portMsg(port, 'start'), d: dirWord(d) }), { flow: { hit: true } });
      const last = cached.decisions[cached.decisions.length - 1];
      w.fail('ACL_DENY', last?.rule ? verdictMsg('verdict.aclCachedRule', { rule: last.rule, layer: last.layer }) : verdictMsg('verdict.aclCached', {}), { ...at, layer: last?.layer, group: last?.group, rule: last?.rule });
      return false;
    }
    countPortAt(w.rt, keys.counters, d);
    const last = w.lastPass;
    last.rewrote = cached.edits.length > 0;
    last.reverse = cached.reverse;
    last.steer = cached.steerTo;
    if (cached.steerTo) w.assume('reverse-flow-at-entry-port');
    if (w.visit && !cached.reverse && cached.tracked) w.visit.ttl = Math.min(w.visit.ttl ?? cached.ttl, cached.ttl);
    // A later packet of a hairpin translation: its reply is still un-NATed here, not at the entry port.
    if (w.visit && cached.unNatHere) w.visit.unNatAt = port.id;
    // The entry's narration is the same on every hit: composed once, when first read.
    const text = (cached.hitText ??= hitLine(cached, port, d));
    w.emit('flow-hit', 'flow', at, text, {
      flow: cached.reverse ? REVERSE_HIT : HIT,
      transpositions: applied.transpositions,
    });
    // A reply's first packet: the stateful layers know its connection; the stateless ones (encap,
    // PA route, MAC rewrite) still act on it.
    if (cached.reverse && !cached.composed) {
      const stateless = layersInOrder(port, d).filter((l) => !l.stateful && l.groups.some((g) => g.direction === d && g.rules.length));
      // Walking layers counts rules and may drop: a segment that does is not replayed.
      if (stateless.length) w.tape = undefined;
      const r = stateless.length ? walkLayers(w, host, port, d, stateless, at, key, false) : { edits: [] };
      if (!r) return false;
      // What they did joins the entry: the next packet of the reply is one lookup too.
      if (r.edits.length) cached.edits = [...cached.edits, ...r.edits];
      cached.composed = true;
      cached.hitText = undefined;
      w.fp?.recordComposed(w, cached);
    }
    return decapThenReverse(w, host, port, d, at, hadOuter);
  }

  w.tape = undefined;
  countPortAt(w.rt, keys.counters, d);
  w.emit('port', 'forward', at, () => narrationMsg('port.enters', { port: portMsg(port, 'mid'), name: port.friendlyName, dir: directionMsg(port, d) }));
  const startTuple = tupleOf(w.packet);
  const { srcMac: startSrcMac, dstMac: startDstMac } = w.packet;
  w.assume('layer-order');
  const r = walkLayers(w, host, port, d, layersInOrder(port, d), at, key);
  if (!r) return false;
  w.lastPass = { rewrote: r.edits.length > 0, reverse: false };
  if (!r.stateful) {
    // No connection to track, but the unified flow table still caches the composed pass: the next
    // packet of this flow is one lookup. No reverse entry: the reply is evaluated on its own.
    storeFlow(w.rt, { node, portId: port.id, direction: d, key, edits: r.edits, verdict: 'allow', decisions: r.decisions, reverse: false, createdAt: w.rt.now, lastUsed: w.rt.now, ttl: Number.isFinite(r.minTtl) ? r.minTtl : 240 });
  } else {
    const ttl = Number.isFinite(r.minTtl) ? r.minTtl : 240;
    if (w.visit) w.visit.ttl = Math.min(w.visit.ttl ?? ttl, ttl);
    const unNatHere = w.visit?.unNatAt === port.id || undefined;
    storeFlow(w.rt, { node, portId: port.id, direction: d, key, edits: r.edits, verdict: 'allow', decisions: r.decisions, lb: r.lb, reverse: false, tracked: true, unNatHere, createdAt: w.rt.now, lastUsed: w.rt.now, ttl });
    // The reply of this flow crosses this port the other way: let it through and undo this port's NAT.
    const endTuple = tupleOf(w.packet);
    if (!isEntry || w.leg === 'request') {
      const edits = unNatEdits(startTuple, endTuple);
      // Only the pass that translated holds the un-NAT; the same port's later pass-through does not.
      const steerTo = edits.length ? hairpinReplyPort(w, port) : undefined;
      // A reply un-NATed on its way to a vNIC (this port's, or the entry port's it is hairpinned to)
      // is addressed as the request's frame was, turned round: to the sender's MAC, from the MAC it
      // sent to. A vSwitch delivers by destination MAC; the un-NATed reply must carry the client's.
      if (edits.length && (steerTo || (d === 'out' && port.kind !== 'external')) && startSrcMac !== NO_MAC && startDstMac !== NO_MAC) {
        edits.push({ op: 'set-mac', src: startDstMac, dst: startSrcMac });
      }
      storeFlow(w.rt, {
        node,
        portId: port.id,
        // The reply to a hairpin translation comes back from the switch (IN), whichever way it was made.
        direction: steerTo ? 'in' : opposite(d),
        key: tupleKeyOf(w.rt, reverseTuple(endTuple)),
        edits,
        verdict: 'allow',
        decisions: r.decisions,
        reverse: true,
        createdAt: w.rt.now,
        lastUsed: w.rt.now,
        ttl,
        steerTo,
      });
    }
  }
  return decapThenReverse(w, host, port, d, at, hadOuter);
}

/** The line of a hit on `f`, composed on first read and kept on the entry (the same on every hit).
 * It reads the entry as it is now: the entry's edits may grow later (a reverse flow composed). */
function hitLine(f: FlowEntry, port: Port, d: Direction): () => Msg {
  const { reverse, edits } = f;
  return () => {
    const line = narrationMsg(reverse ? 'flow.reverse' : 'flow.hit', { port: portMsg(port, 'start'), d: dirWord(d), edits: editsMsg(edits, 'join.semicolon', 'none') });
    if (f.edits === edits) f.hitText = line;
    return line;
  };
}

/** Where the un-NATed reply of a hairpin translation made at this port goes: the request's entry port. */
function hairpinReplyPort(w: Walk, port: Port): FlowEntry['steerTo'] {
  const entry = w.visit?.entryPort;
  return entry && w.visit?.unNatAt === port.id ? { portId: entry.id, direction: entry.replyDirection } : undefined;
}

/** After a decap, the inner packet meets this port's flow table: the reply of a translation made
 * here (it came back wrapped by a NeedEncap route) is un-NATed now, by this port's reverse flow. */
function decapThenReverse(w: Walk, host: WindowsHost, port: Port, d: Direction, at: Place, hadOuter: boolean): true {
  if (!hadOuter || w.packet.outer) return true;
  const table = portKeysOf(w.rt, port, host.name, port.id)[d];
  const key = w.flowKey();
  const f = lookupFlowIn(w.rt, table, key);
  w.tape?.reads.push({ kind: 'flow', table, key, entry: f, edits: f?.edits, composed: f?.composed });
  if (!f || !f.reverse || f.verdict !== 'allow' || !f.edits.length) return true;
  f.lastUsed = w.rt.now;
  w.tape?.touched.push(f);
  const applied = applyFlow(f, w.packet, at, w.keep);
  w.packet = applied.packet;
  w.assume('reverse-flow-at-entry-port');
  const edits = f.edits;
  w.emit('flow-hit', 'flow', at, () => narrationMsg('flow.inner', { port: portMsg(port, 'start'), d: dirWord(d), edits: editsMsg(edits, 'join.semicolon') }), {
    flow: { hit: true, reverse: true, inner: true },
    transpositions: applied.transpositions,
  });
  w.lastPass = { rewrote: true, reverse: true, steer: f.steerTo };
  return true;
}
