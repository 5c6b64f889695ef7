// The trace JSON of design.md §4 (CLI --json, reports, tests): a contract; field names and
// formats (dotted quads, Windows MACs, lowercase protocols, numeric ports, hex hash) are fixed.
// The whole trace (with the assumptions' texts) is put together in trace-json.ts.
import { formatIp, formatIpv4 } from '../../core/net/ip';
import type { Packet } from '../../core/packet/packet';
import type { LegResult, Place, TraceEvent, Transposition, Verdict } from '../../core/trace/trace';

export interface PacketJson {
  src: string;
  dst: string;
  protocol: string;
  srcPort: number;
  dstPort: number;
  srcMac: string;
  dstMac: string;
  ttl: number;
  size: number;
  df: boolean;
  tcpFlags?: string;
  icmp?: string;
  outer?: { kind: string; src: string; dst: string; srcMac: string; dstMac: string; protocol: 'udp'; srcPort: number; dstPort: number; vni?: number };
}

export function packetJson(p: Packet): PacketJson {
  const j: PacketJson = {
    src: formatIp(p.src),
    dst: formatIp(p.dst),
    protocol: p.protocol,
    srcPort: p.srcPort,
    dstPort: p.dstPort,
    srcMac: p.srcMac,
    dstMac: p.dstMac,
    ttl: p.ttl,
    size: p.size,
    df: p.df,
  };
  if (p.tcpFlags) j.tcpFlags = p.tcpFlags;
  if (p.icmp) j.icmp = p.icmp;
  if (p.outer) {
    j.outer = {
      kind: p.outer.kind,
      src: formatIpv4(p.outer.src),
      dst: formatIpv4(p.outer.dst),
      srcMac: p.outer.srcMac,
      dstMac: p.outer.dstMac,
      protocol: 'udp',
      srcPort: p.outer.srcPort,
      dstPort: p.outer.dstPort,
      vni: p.outer.vni,
    };
  }
  return j;
}

/** One place as a readable string: `win-node-1 · port ExternalPort IN`. */
export function placeText(at: Place): string {
  switch (at.place) {
    case 'port':
      return `${at.node} · port ${at.portName ?? at.port}${at.owner && at.portKind !== 'external' ? ` (${at.owner})` : ''} ${(at.direction ?? '').toUpperCase()}`.trim();
    case 'switch':
      return `${at.node} · vSwitch`;
    case 'compartment':
      return `${at.node} · ${at.owner ?? at.compartment}`;
    case 'wire':
      return `${at.node} · ${at.link ?? 'wire'}`;
  }
}

export function hops(events: TraceEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const t = placeText({ ...e.at, layer: undefined, group: undefined, rule: undefined });
    if (out[out.length - 1] !== t) out.push(t);
  }
  return out;
}

/** The deciding rule as JSON: its provenance's `by` in English only (byMsg is the UI's). */
function ruleJson(r: NonNullable<Verdict['rule']>) {
  if (!r.provenance?.byMsg) return r;
  const { byMsg: _, ...provenance } = r.provenance;
  return { ...r, provenance };
}

const transpositionJson = (t: Transposition) => ({ kind: t.kind, at: t.at, before: packetJson(t.before), after: packetJson(t.after) });

export function legJson(leg: LegResult, events: TraceEvent[]) {
  const lb = events.find((e) => e.lb)?.lb;
  const v = leg.verdict;
  return {
    // message and hint keep their English; msg and hintMsg are the same sentences as values (issue 30).
    verdict: {
      outcome: v.outcome,
      reason: v.reason,
      message: v.message,
      ...(v.msg ? { msg: v.msg } : {}),
      at: v.at,
      ...(v.rule ? { rule: ruleJson(v.rule) } : {}),
      ...(v.hint ? { hint: v.hint } : {}),
      ...(v.hintMsg ? { hintMsg: v.hintMsg } : {}),
      ...(v.nearestAllow ? { nearestAllow: v.nearestAllow } : {}),
    },
    delivered: leg.delivered ? { node: leg.delivered.node, endpoint: leg.delivered.endpoint, packet: packetJson(leg.delivered.packet) } : undefined,
    hops: hops(events),
    transpositions: events.flatMap((e) => e.transpositions ?? []).map(transpositionJson),
    loadBalancer: lb ? { vip: lb.vip, backends: lb.backends, distribution: lb.distribution, hashInput: lb.hashInput, hash: lb.hash, chosen: lb.chosen } : undefined,
  };
}

export function eventJson(e: TraceEvent, step: number) {
  return {
    step,
    leg: e.leg,
    kind: e.kind,
    tone: e.tone,
    at: e.at,
    text: e.text,
    ...(e.msg ? { msg: e.msg } : {}),
    packet: packetJson(e.packet),
    ...(e.layer ? { layer: e.layer } : {}),
    ...(e.lb ? { loadBalancer: { vip: e.lb.vip, backends: e.lb.backends, distribution: e.lb.distribution, hashInput: e.lb.hashInput, hash: e.lb.hash, chosen: e.lb.chosen } } : {}),
    ...(e.transpositions ? { transpositions: e.transpositions.map(transpositionJson) } : {}),
    ...(e.flow ? { flow: e.flow } : {}),
  };
}
