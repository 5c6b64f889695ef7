// The mutable side of a world while packets walk: flow tables, NAT bindings, counters, the clock.
// A walk starts from a fresh Runtime unless the caller passes one in to repeat packets.
import type { Ip } from '../net/ip';
import type { Msg } from '../message';
import type { Packet } from '../packet/packet';
import type { Edit } from '../packet/transposition';
import type { Place, Transposition } from '../trace/trace';
import type { Direction } from '../vfp/model';
import type { LbChoice } from '../vfp/lb-hash';
import type { KeyIndex } from './keys';

export interface FlowDecision {
  layer: string;
  group?: string;
  rule?: string;
}

/** One entry of a port's unified flow table. */
export interface FlowEntry {
  node: string;
  portId: string;
  direction: Direction;
  key: string;
  /** The composed header transposition of this port pass. */
  edits: Edit[];
  verdict: 'allow' | 'block';
  decisions: FlowDecision[];
  /** The load balancer's choice that the flow pinned. */
  lb?: { vip: string; choice: LbChoice; backend: string };
  /** A reverse entry: created for the reply of another flow. */
  reverse: boolean;
  /** A reverse entry starts with the un-NAT only; the first reply packet walks the stateless layers
   * (encap, PA route, MAC rewrite) and composes them in, which sets this. */
  composed?: boolean;
  /** The pass went through a stateful layer or rule: the connection is tracked (its TTL bounds the reverse flow's). */
  tracked?: boolean;
  createdAt: number;
  lastUsed: number;
  ttl: number;
  /** The narration of a hit on this entry, or how to compose it: composed once, when first read
   * (a flow hit is meant to be cheap). */
  hitText?: Msg | (() => Msg);
  /** The reverse of a hairpin translation (host port): the un-NATed reply goes back into the vSwitch to this port. */
  steerTo?: { portId: string; direction: Direction };
  /** A forward entry of a hairpin translation made at this port: its reply is un-NATed here. */
  unNatHere?: boolean;
  /** The last packet this entry's edits were applied to, and what came out (walk/transpose.ts
   * applyFlow): the same packet again reuses the result. */
  applied?: AppliedFlow;
}

export interface AppliedFlow {
  before: Packet;
  edits: Edit[];
  at: Place;
  packet: Packet;
  transpositions: Transposition[] | undefined;
}

export interface RuleCounters {
  matchedPackets: number;
  droppedPackets: number;
}

export interface PortCounters {
  packetsIn: number;
  packetsOut: number;
  droppedPackets: number;
  droppedAcl: number;
}

export interface Runtime {
  /** Simulated seconds; flows idle longer than their TTL expire. */
  now: number;
  flows: Map<string, Map<string, FlowEntry>>;
  /** (node, address, protocol, port) handed out by a NAT pool → the port whose flow owns it. */
  /** (node, IP, protocol, port) handed out by a NAT pool → the port the reply belongs to; natPortId:
   * the host port that translated (and holds the reverse flow), when that is not the reply's port. */
  natBindings: Map<string, { node: string; portId: string; direction: Direction; natPortId?: string }>;
  natNext: Map<string, number>;
  /** ICMP echoes outbound NAT translated, by (node, remote address, identifier): their replies are
   * not translated back. */
  icmpSnat: Set<string>;
  ruleCounters: Map<string, RuleCounters>;
  portCounters: Map<string, PortCounters>;
  /** The keys of these tables, interned (keys.ts); made on first use. */
  keys?: KeyIndex;
  /** Each port's flow-table and counter keys, by node and port; made on first use. */
  portKeys?: Map<string, Map<string, PortKeys>>;
  /** The same keys by port object (one lookup a pass): portKeysOf. */
  portKeysByPort?: WeakMap<object, { node: string; keys: PortKeys }>;
  /** What walks derived from packets, by world (walk/memo.ts): made on first use. */
  memo?: WeakMap<object, unknown>;
  /** The fast path of repeated packets (walk/fast-path.ts), on a runtime made to repeat packets. */
  fastPath?: unknown;
}

export function createRuntime(now = 0): Runtime {
  return {
    now,
    flows: new Map(),
    natBindings: new Map(),
    natNext: new Map(),
    icmpSnat: new Set(),
    ruleCounters: new Map(),
    portCounters: new Map(),
  };
}

interface PortKeys {
  in: string;
  out: string;
  counters: string;
}

/** The keys of a port's flow tables (by direction) and counters. */
function makePortKeys(node: string, portId: string): PortKeys {
  const counters = `${node}|${portId}`;
  return { in: `${counters}|in`, out: `${counters}|out`, counters };
}

/** The keys of a port's flow tables and counters, made once per (node, port) and kept on the
 * runtime: a lookup then hashes no freshly built string (a flow hit is meant to cost one lookup). */
function portKeys(rt: Runtime, node: string, portId: string): PortKeys {
  const memo = (rt.portKeys ??= new Map());
  let byPort = memo.get(node);
  if (!byPort) memo.set(node, (byPort = new Map()));
  let k = byPort.get(portId);
  if (!k) byPort.set(portId, (k = makePortKeys(node, portId)));
  return k;
}

/** portKeys, found by the port object of the world (its node checked): one lookup. The strings
 * are the runtime's own, the very keys of its tables, so a table lookup compares no characters. */
export function portKeysOf(rt: Runtime, port: object, node: string, portId: string): PortKeys {
  const memo = (rt.portKeysByPort ??= new WeakMap());
  let k = memo.get(port);
  if (!k || k.node !== node) memo.set(port, (k = { node, keys: portKeys(rt, node, portId) }));
  return k.keys;
}

export const flowTableKey = (rt: Runtime, node: string, portId: string, d: Direction): string => portKeys(rt, node, portId)[d];
export const ruleCounterKey = (node: string, portId: string, layer: string, group: string, rule: string) =>
  `${node}|${portId}|${layer}|${group}|${rule}`;
export const icmpSnatKey = (node: string, remote: Ip, id: number) => `${node}|${remote}|${id}`;
export const natBindingKey = (node: string, ip: Ip, protocol: string, port: number) => `${node}|${ip}|${protocol}|${port}`;

export const lookupFlow = (rt: Runtime, node: string, portId: string, d: Direction, key: string): FlowEntry | undefined =>
  lookupFlowIn(rt, flowTableKey(rt, node, portId, d), key);

/** lookupFlow in the table with that key (a port's table keys, made once: portKeysOf). */
export function lookupFlowIn(rt: Runtime, tableKey: string, key: string): FlowEntry | undefined {
  const table = rt.flows.get(tableKey);
  const f = table?.get(key);
  if (!f) return undefined;
  if (rt.now - f.lastUsed > f.ttl) {
    table!.delete(key);
    return undefined;
  }
  return f;
}

export function storeFlow(rt: Runtime, f: FlowEntry): void {
  const k = flowTableKey(rt, f.node, f.portId, f.direction);
  let table = rt.flows.get(k);
  if (!table) rt.flows.set(k, (table = new Map()));
  // A reverse entry never replaces a live flow of a request with the same tuple, nor the un-NAT of a
  // hairpin translation (the same host port's pass-through on the way out shares its key).
  const existing = table.get(f.key);
  if (f.reverse && existing && (!existing.reverse || (existing.steerTo && !f.steerTo)) && rt.now - existing.lastUsed <= existing.ttl) return;
  table.set(f.key, f);
}

export function countRule(rt: Runtime, key: string, dropped: boolean): void {
  let c = rt.ruleCounters.get(key);
  if (!c) rt.ruleCounters.set(key, (c = { matchedPackets: 0, droppedPackets: 0 }));
  c.matchedPackets++;
  if (dropped) c.droppedPackets++;
}

/** A drop on a port whose pass was already counted. */
export function countDrop(rt: Runtime, node: string, portId: string, kind: 'acl' | 'other'): void {
  const c = rt.portCounters.get(portKeys(rt, node, portId).counters);
  if (!c) return;
  c.droppedPackets++;
  if (kind === 'acl') c.droppedAcl++;
}

/** Counts a pass (and a drop) at the port whose counters key is `k` (portKeysOf(...).counters). */
export function countPortAt(rt: Runtime, k: string, d: Direction, drop?: 'acl' | 'other'): void {
  let c = rt.portCounters.get(k);
  if (!c) rt.portCounters.set(k, (c = { packetsIn: 0, packetsOut: 0, droppedPackets: 0, droppedAcl: 0 }));
  if (d === 'in') c.packetsIn++;
  else c.packetsOut++;
  if (drop) c.droppedPackets++;
  if (drop === 'acl') c.droppedAcl++;
}
