// Which captured packets belong to the walked flow. A flow changes its 5-tuple on the way (a load
// balancer's DNAT, SNAT to the node), so a packet belongs to the flow when its innermost 5-tuple is
// one the walk's packet had somewhere on the same leg. Conversations are also listed, for a capture
// of another flow ("the capture holds N flows: ...").
import { formatIp } from '../../core/net/ip';
import type { Packet } from '../../core/packet/packet';
import type { Trace } from '../../core/trace/trace';
import type { Capture, CapturedFrame, CaptureEvent } from '../capture/model';

export interface FlowTuple {
  protocol: string;
  src: string;
  dst: string;
  srcPort?: number;
  dstPort?: number;
}

/** ICMP has no ports; its echo identifier is not compared (NAT may change it). */
const portsOf = (protocol: string, srcPort?: number, dstPort?: number) => (protocol === 'icmp' ? '' : `|${srcPort ?? ''}|${dstPort ?? ''}`);

export const tupleText = (t: FlowTuple): string =>
  t.protocol === 'icmp' || t.srcPort === undefined ? `${t.protocol} ${t.src} → ${t.dst}` : `${t.protocol} ${t.src}:${t.srcPort} → ${t.dst}:${t.dstPort}`;

export const packetTuple = (p: Packet): FlowTuple => ({ protocol: p.protocol, src: formatIp(p.src), dst: formatIp(p.dst), srcPort: p.srcPort, dstPort: p.dstPort });

/** The frame a flow is judged by: the inner one of an encapsulated frame. */
export const innermost = (f: CapturedFrame): CapturedFrame => {
  let x = f;
  for (let depth = 0; x.inner && depth < 4; depth++) x = x.inner;
  return x;
};

export function frameTuple(f: CapturedFrame | undefined): FlowTuple | undefined {
  if (!f) return undefined;
  const x = innermost(f);
  if (!x.src || !x.dst || !x.protocol) return undefined;
  return { protocol: x.protocol, src: x.src, dst: x.dst, ...(x.srcPort !== undefined ? { srcPort: x.srcPort } : {}), ...(x.dstPort !== undefined ? { dstPort: x.dstPort } : {}) };
}

export const tupleKey = (t: FlowTuple): string => `${t.protocol}|${t.src}|${t.dst}${portsOf(t.protocol, t.srcPort, t.dstPort)}`;

/** The same tuple with any source port: a capture reproduces a flow with its own ephemeral port. */
const looseKey = (t: FlowTuple): string => `${t.protocol}|${t.src}|${t.dst}${t.protocol === 'icmp' ? '' : `|*|${t.dstPort ?? ''}`}`;

/**
 * The port a node picks itself when it translates the source (SNAT to the node IP, outbound NAT):
 * the model's choice is its own, so such a port is not compared. On the request it is the source
 * port once the source is no longer the client; on the reply, the destination port likewise.
 */
export function translatedPort(leg: 'request' | 'reply', p: FlowTuple, client: string): 'srcPort' | 'dstPort' | undefined {
  if (p.protocol === 'icmp') return undefined;
  if (leg === 'request' && p.src !== client) return 'srcPort';
  if (leg === 'reply' && p.dst !== client) return 'dstPort';
  return undefined;
}

const wild = (t: FlowTuple, which: 'srcPort' | 'dstPort' | undefined): string => (which ? tupleKey({ ...t, [which]: undefined }) : tupleKey(t));

/** The tuples the walk's packet had, per leg (inner headers only: an outer header is the tunnel's);
 * a port the node translates is left open. */
export function walkTuples(t: Trace): Record<'request' | 'reply', Set<string>> {
  const out = { request: new Set<string>(), reply: new Set<string>() };
  const client = formatIp(t.packet.src);
  out.request.add(tupleKey(packetTuple(t.packet)));
  for (const e of t.events) {
    const tu = packetTuple(e.packet);
    out[e.leg].add(wild(tu, translatedPort(e.leg, tu, client)));
  }
  return out;
}

/** The leg an event belongs to, by its tuple; undefined when it is not of this flow. */
export function legOf(e: CaptureEvent, tuples: Record<'request' | 'reply', Set<string>>): 'request' | 'reply' | undefined {
  const tu = frameTuple(e.frame);
  if (!tu) return undefined;
  for (const leg of ['request', 'reply'] as const) {
    const set = tuples[leg];
    if (set.has(tupleKey(tu)) || set.has(wild(tu, 'srcPort')) || set.has(wild(tu, 'dstPort'))) return leg;
  }
  return undefined;
}

export interface Conversation {
  tuple: FlowTuple;
  events: number;
  drops: number;
  /** Line of its first event. */
  line: number;
}

/** The conversations a capture holds, a request and its reply as one (the first direction seen), busiest first. */
export function conversations(c: Capture): Conversation[] {
  const byKey = new Map<string, Conversation>();
  for (const e of c.events) {
    const tu = frameTuple(e.frame);
    if (!tu) continue;
    const back = tupleKey({ protocol: tu.protocol, src: tu.dst, dst: tu.src, srcPort: tu.dstPort, dstPort: tu.srcPort });
    const k = tupleKey(tu);
    const conv = byKey.get(k) ?? byKey.get(back);
    if (conv) {
      conv.events++;
      if (e.drop) conv.drops++;
    } else byKey.set(k, { tuple: tu, events: 1, drops: e.drop ? 1 : 0, line: e.line });
  }
  return [...byKey.values()].sort((a, b) => b.events - a.events || a.line - b.line);
}

/**
 * The source port to walk with: the probe's own when the capture has its tuple; else the source port
 * of the first captured packet with the same addresses, protocol and destination port (a curl run on
 * the node picks its own); undefined when the capture has neither.
 */
export function capturedSourcePort(c: Capture, request: FlowTuple): { srcPort: number; exact: boolean } | undefined {
  if (request.protocol === 'icmp' || request.srcPort === undefined) return undefined;
  const exact = tupleKey(request);
  const loose = looseKey(request);
  let found: number | undefined;
  for (const e of c.events) {
    const tu = frameTuple(e.frame);
    if (!tu) continue;
    if (tupleKey(tu) === exact) return { srcPort: request.srcPort, exact: true };
    if (found === undefined && tu.srcPort !== undefined && looseKey(tu) === loose) found = tu.srcPort;
  }
  return found === undefined ? undefined : { srcPort: found, exact: false };
}
