// A trace as a capture: one interface per capture point the packet crossed (each vNIC port per
// direction, the external port, the wire), named after the port; at each, the packet as it left
// that point (or as it was dropped there), with a comment naming the step, the layer and the rule.
// The reply leg is included. Real captures (`pktmon pcapng`) flatten every component into one
// interface; keeping them apart shows where each copy was taken.
//
// What Wireshark follows stays put across the points: one IP identification per packet (per leg),
// one TCP sequence number per side, the request's initial sequence number acknowledged by the
// SYN-ACK or RST. Every leg leaves a verdict in the file: a drop after the last capture point is
// added to that point's comment, and a leg that crosses no port or wire (a Linux node, a packet
// refused in its sender's stack) is written where it was sent and where it ended, on an interface
// named after that network compartment. So no capture is empty.
import { fnv1aString } from '../../core/net/hash';
import { copyPacket, tupleKey, type Packet } from '../../core/packet/packet';
import type { Trace, TraceEvent } from '../../core/trace/trace';
import { frameOf, type FrameContext } from './frame';
import { pcapng, type PcapInterface, type PcapPacket } from './write';

/** 2026-12-01T00:00:00Z: a fixed start, so the same trace always gives the same file. */
const START_US = 1_796_083_200_000_000;

type Leg = TraceEvent['leg'];

/** How the user's files name a replayed node's ports (io/replay port-names.ts): undefined for a node not from files. */
export type PortNaming = (node: string, port: string, friendlyName?: string) => { name?: string; endpoint?: string } | undefined;

/** A port as the description says it: by the files' name, by its endpoint's id, or saying the files name it nowhere. */
function portText(at: TraceEvent['at'], named: ReturnType<PortNaming>): string {
  const kind = at.portKind ?? 'port';
  if (!named) return `${kind} port ${at.port}`;
  if (named.name) return `${kind} port ${named.name}`;
  if (named.endpoint) return `${kind} port of endpoint ${named.endpoint} (its port name is in none of the files)`;
  return `${kind} port (its name is in none of the files)`;
}

function pointOf(e: TraceEvent, naming?: PortNaming): { key: string; iface: PcapInterface } | undefined {
  const at = e.at;
  if (at.place === 'port' && at.port) {
    const dir = (at.direction ?? '').toUpperCase();
    const named = naming?.(at.node, at.port, at.portName);
    const shown = named ? (named.name ?? named.endpoint ?? `${at.portKind ?? ''} port`) : (at.portName ?? at.port);
    const name = `${at.node} ${shown} ${dir}`.trim();
    return { key: `${at.node}|${at.port}|${dir}`, iface: { name, description: `${portText(at, named)}${at.owner ? ` of ${at.owner}` : ''}, ${dir}` } };
  }
  if (at.place === 'wire') return { key: `wire|${at.link ?? at.node}`, iface: { name: `wire ${at.link ?? at.node}`, description: 'the underlay between hosts' } };
  return undefined;
}

/** Where a packet is inside a host's stack (a compartment, a Linux netns): a point only for legs that cross no port or wire. */
function stackPointOf(e: TraceEvent): { key: string; iface: PcapInterface } {
  const at = e.at;
  const where = at.compartment ?? at.owner ?? at.place;
  return { key: `stack|${at.node}|${where}`, iface: { name: `${at.node} ${at.owner ?? where} stack`, description: `the network stack of ${at.owner ?? where} (${at.place} ${where}), not a VFP port` } };
}

/** Step, layer, group and rule of the run's deciding layer (the last that matched a rule, else the last). */
function comment(run: { e: TraceEvent; step: number }[]): string {
  const last = run[run.length - 1]!;
  const layers = run.filter((x) => x.e.layer);
  const decided = [...layers].reverse().find((x) => x.e.layer!.rule) ?? layers[layers.length - 1];
  const l = decided?.e.layer;
  const what = l ? `${l.layer}${l.group ? ` · ${l.group}` : ''} · ${l.rule ? `rule ${l.ruleName ?? l.rule} → ${l.action}` : `no rule, layer default ${l.verdict}`}` : last.e.text;
  return `step ${last.step} (${last.e.leg}) · ${what}${last.e.kind === 'drop' && what !== last.e.text ? ` · ${last.e.text}` : ''}`;
}

const u32 = (text: string) => fnv1aString(text) >>> 0;

/** What the frames of a trace share at every point: IP identifications, TCP sequence numbers, and the
 * request as an ICMP error on the reply leg quotes it. */
function contexts(t: Trace) {
  const first = (leg: Leg) => t.events.find((e) => e.leg === leg)?.packet ?? t.packet;
  const idOf = (leg: Leg) => u32(`ip.id|${leg}|${tupleKey(first(leg))}`) & 0xffff;
  const clientIsn = u32(`isn|client|${tupleKey(t.packet)}`);
  const serverIsn = u32(`isn|server|${tupleKey(t.packet)}`);
  const ctx: Record<Leg, FrameContext> = {
    request: { id: idOf('request'), seq: clientIsn },
    reply: { id: idOf('reply'), seq: serverIsn, ack: (clientIsn + 1) >>> 0, answer: true },
  };
  const requests = t.events.filter((e) => e.leg === 'request').map((e) => e.packet);
  /** The request an ICMP error is about, as it was where its addresses match the error's reversed. */
  const quoted = (err: Packet): FrameContext['quote'] => {
    const seen = [...requests].reverse().find((q) => q.src === err.dst && q.dst === err.src) ?? t.request.delivered?.packet;
    if (!seen) return undefined;
    const packet = copyPacket(seen, false);
    packet.src = err.dst;
    packet.dst = err.src;
    return { packet, ctx: ctx.request };
  };
  return (e: TraceEvent): FrameContext => {
    const c = ctx[e.leg];
    return e.packet.protocol === 'icmp' && e.packet.icmp !== 'echo-request' && e.packet.icmp !== 'echo-reply' ? { ...c, quote: quoted(e.packet) } : c;
  };
}

export function traceCapture(t: Trace, naming?: PortNaming): { interfaces: PcapInterface[]; packets: PcapPacket[] } {
  const interfaces: PcapInterface[] = [];
  const index = new Map<string, number>();
  const packets: PcapPacket[] = [];
  const ctxOf = contexts(t);
  const ifaceOf = (p: { key: string; iface: PcapInterface }) => {
    if (!index.has(p.key)) {
      index.set(p.key, interfaces.length);
      interfaces.push(p.iface);
    }
    return index.get(p.key)!;
  };
  const write = (iface: number, e: TraceEvent, step: number, text: string) =>
    packets.push({ iface, timestampUs: START_US + step * 1000, data: frameOf(e.packet, ctxOf(e)), comment: text });

  const legs: Leg[] = ['request', 'reply'];
  for (const leg of legs) {
    const events = t.events.map((e, i) => ({ e, step: i + 1 })).filter((x) => x.e.leg === leg);
    if (!events.length) continue;
    const before = packets.length;
    let run: { e: TraceEvent; step: number }[] = [];
    let runKey: string | undefined;
    const flush = () => {
      if (run.length && runKey !== undefined) write(index.get(runKey)!, run[run.length - 1]!.e, run[run.length - 1]!.step, comment(run));
      run = [];
    };
    for (const x of events) {
      const p = pointOf(x.e, naming);
      if (p?.key !== runKey) flush();
      runKey = p?.key;
      if (!p) continue;
      ifaceOf(p);
      run.push(x);
    }
    flush();
    const last = events[events.length - 1]!;
    const ended = last.e.kind === 'drop' ? last : undefined;
    if (packets.length === before) {
      // No port or wire on this leg: the packet where it was sent, and where it ended.
      const start = events[0]!;
      write(ifaceOf(stackPointOf(start.e)), start.e, start.step, `step ${start.step} (${leg}) · ${start.e.text}`);
      if (last === start) continue;
      const end = stackPointOf(last.e);
      if (end.key !== stackPointOf(start.e).key) write(ifaceOf(end), last.e, last.step, `step ${last.step} (${leg}) · ${last.e.text}`);
      else packets[packets.length - 1]!.comment += ` · then step ${last.step}: ${last.e.text}`;
    } else if (ended && !pointOf(ended.e, naming)) {
      // Dropped after the last capture point (in a switch or a stack): the verdict goes with that point's copy.
      packets[packets.length - 1]!.comment += ` · then step ${ended.step} (${ended.e.at.place} of ${ended.e.at.node}): ${ended.e.text}`;
    }
  }
  return { interfaces, packets };
}

export const tracePcapng = (t: Trace, naming?: PortNaming): Uint8Array => {
  const c = traceCapture(t, naming);
  return pcapng(c.interfaces, c.packets);
};
