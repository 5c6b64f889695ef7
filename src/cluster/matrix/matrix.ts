// Whole-node answers: every source (pods, nodes, outside hosts) against every destination (each
// pod's listening ports, each Service port, each NodePort on each node, each outside host's ports),
// each cell the outcome `trace --from FROM --to TO` gives, with its reason and deciding place, and
// whether a probe's `expect` for the same pair holds. Kubernetes' NetworkPolicy e2e tests and
// Cyclonus think in these truth tables.
import type { Msg } from '../../core/message';
import type { Protocol } from '../../core/net/protocol';
import type { Place, Trace } from '../../core/trace/trace';
import { createDecisionMemo } from '../../core/vfp/decision-memo';
import { walk } from '../../core/walk/walk';
import { probePacket, resolveRef, type RefResolver } from '../probe';
import { checkExpect, probeIndex, runProbe, type Simulation } from '../simulation';
import type { ProbeSpec } from '../scenario/schema';

export interface MatrixDestination {
  ref: string;
  protocol: Protocol;
  /** What it is, for grouping: a pod's port, a Service port, a NodePort, a pod's hostPort, an outside host. */
  kind: 'pod' | 'service' | 'nodeport' | 'hostport' | 'external';
  namespace?: string;
  node?: string;
}

export interface MatrixSource {
  ref: string;
  kind: 'pod' | 'node' | 'external';
  namespace?: string;
  node?: string;
}

export interface MatrixCell {
  from: string;
  to: string;
  protocol: Protocol;
  outcome: 'delivered' | 'dropped' | 'rejected' | 'unknown';
  reason: string | null;
  /** The reply's fate when the request was delivered and the reply was not. */
  reply?: { outcome: string; reason: string | null };
  at?: Place;
  /** The deciding rule, when one decided. */
  rule?: string;
  /** Why the cell could not be walked (a ref that does not resolve, evidence missing). */
  why?: string;
  /** The same as a value, for the UI's other languages (the JSON keeps `why`). */
  whyMsg?: Msg;
  /** The scenario's probes for the same pair (whatever packet each sends): whether each holds its expect. */
  expect?: { probe: string; holds: boolean; mismatch?: string[] };
}

export interface Matrix {
  sources: MatrixSource[];
  destinations: MatrixDestination[];
  cells: MatrixCell[];
}

export interface MatrixOptions {
  protocol?: Protocol;
  /** Why a destination cannot be walked before walking (a replay's missing evidence), if it cannot. */
  deadEnd?: (to: string) => { text: string; msg?: Msg } | undefined;
}

export function matrixAxes(sim: Simulation, opts: MatrixOptions = {}): { sources: MatrixSource[]; destinations: MatrixDestination[] } {
  const rs = sim.resolved;
  const sources: MatrixSource[] = [
    ...rs.pods.map((p) => ({ ref: p.ref, kind: 'pod' as const, namespace: p.namespace, node: p.node.name })),
    ...rs.nodes.map((n) => ({ ref: n.ref, kind: 'node' as const, node: n.name })),
    ...rs.externals.map((e) => ({ ref: e.ref, kind: 'external' as const })),
  ];
  const want = (p: Protocol) => (opts.protocol ? p === opts.protocol : p === 'tcp' || p === 'udp' || p === 'sctp');
  const destinations: MatrixDestination[] = [];
  for (const p of rs.pods) for (const l of p.listeners) if (want(l.protocol)) destinations.push({ ref: `${p.ref}:${l.port}`, protocol: l.protocol, kind: 'pod', namespace: p.namespace, node: p.node.name });
  for (const s of rs.services)
    for (const sp of s.ports) {
      if (!want(sp.protocolName)) continue;
      destinations.push({ ref: `${s.ref}:${sp.port}`, protocol: sp.protocolName, kind: 'service', namespace: s.namespace });
      if (sp.nodePort !== undefined) for (const n of rs.nodes) destinations.push({ ref: `${n.ref}:${sp.nodePort}`, protocol: sp.protocolName, kind: 'nodeport', node: n.name });
    }
  // A pod's hostPort, at its Windows node's address (the portmap plugin on Linux nodes is not modelled).
  for (const p of rs.pods) {
    if (p.node.os !== 'windows') continue;
    for (const cp of p.spec.ports ?? []) {
      const protocol = cp.protocol.toLowerCase() as Protocol;
      if (cp.hostPort !== undefined && want(protocol)) destinations.push({ ref: `${p.node.ref}:${cp.hostPort}`, protocol, kind: 'hostport', node: p.node.name });
    }
  }
  for (const e of rs.externals) for (const l of e.listeners) if (want(l.protocol)) destinations.push({ ref: `${e.ref}:${l.port}`, protocol: l.protocol, kind: 'external' });
  return { sources, destinations };
}

/** A ref in the matrix's canonical form: a pod or Service with its namespace (`pod/web-1` → `pod/default/web-1`). */
export const canonical = (ref: string) => ref.replace(/^(pod|service)\/([^/:]+)(:|$)/, '$1/default/$2$3');

/** The probe a cell stands for: what `trace --from FROM --to TO` walks. */
const cellSpec = (from: string, to: MatrixDestination): ProbeSpec => ({ name: 'adhoc', from, to: to.ref, protocol: to.protocol, size: 64, df: false });

/** A cell from its walk: the request's verdict, the reply's when the request was delivered and it was not. */
function cellOfTrace(base: Pick<MatrixCell, 'from' | 'to' | 'protocol'>, t: Trace): MatrixCell {
  const v = t.request.verdict;
  const cell: MatrixCell = { from: base.from, to: base.to, protocol: base.protocol, outcome: v.outcome, reason: v.reason };
  if (v.at) cell.at = v.at;
  if (v.rule) cell.rule = v.rule.friendlyName ?? v.rule.id;
  if (v.outcome === 'delivered' && t.reply && t.reply.verdict.outcome !== 'delivered') cell.reply = { outcome: t.reply.verdict.outcome, reason: t.reply.verdict.reason };
  return cell;
}

/** Whether each probe (of the scenario, for this cell's pair) holds its expect. */
function expectOf(sim: Simulation, probes: ProbeSpec[]): MatrixCell['expect'] {
  const mismatch = probes.flatMap((probe) => {
    const mine = runProbe(sim, probe);
    return (mine.ok ? checkExpect(probe, mine.value.trace) : [mine.message]).map((m) => `${probe.name}: ${m}`);
  });
  return { probe: probes.map((p) => p.name).join(', '), holds: mismatch.length === 0, ...(mismatch.length ? { mismatch } : {}) };
}

/** A cell that could not be walked, and why (in English, and as a value when there is one). */
const unwalked = (base: Pick<MatrixCell, 'from' | 'to' | 'protocol'>, why: string, msg: Msg | undefined): MatrixCell => ({ ...base, outcome: 'unknown', reason: null, why, ...(msg && { whyMsg: msg }) });

/** One cell, walked on its own exactly as `trace --from --to` walks it (the reference matrixWalker is tested against). */
export function cellOf(sim: Simulation, from: string, to: MatrixDestination, opts: MatrixOptions = {}): MatrixCell {
  const base = { from, to: to.ref, protocol: to.protocol };
  const stop = opts.deadEnd?.(to.ref);
  if (stop) return unwalked(base, stop.text, stop.msg);
  const r = runProbe(sim, cellSpec(from, to));
  if (!r.ok) return unwalked(base, r.message, r.msg);
  const cell = cellOfTrace(base, r.value.trace);
  // A probe of the scenario for this pair: does the walk hold its expect?
  const probes = sim.resolved.scenario.probes.filter((p) => p.expect && canonical(p.from) === from && canonical(p.to) === to.ref && p.protocol === to.protocol);
  if (probes.length) cell.expect = expectOf(sim, probes);
  return cell;
}

/**
 * The cells of one matrix, each what cellOf gives, with what cells share worked out once: each ref
 * resolved once (not a scan of every pod and Service per cell), each destination's dead end asked
 * once, the scenario's probes found by pair, each layer's decision kept under the header fields its
 * rules read (core/vfp/decision-memo.ts). Every cell is still its own walk from a fresh runtime:
 * each is a connection of its own (another 5-tuple), which no flow cache of a real node would
 * answer from another cell's.
 */
export function matrixWalker(sim: Simulation, opts: MatrixOptions = {}): (from: string, to: MatrixDestination) => MatrixCell {
  const rs = sim.resolved;
  // By the ref itself (the axes' strings: no key is built per cell), from inside and from outside.
  const refs = { in: new Map<string, ReturnType<typeof resolveRef>>(), out: new Map<string, ReturnType<typeof resolveRef>>() };
  const resolve: RefResolver = (r, ref, outside = false) => {
    const known = outside ? refs.out : refs.in;
    let t = known.get(ref);
    if (!t) known.set(ref, (t = resolveRef(r, ref, outside)));
    return t;
  };
  const stops = new Map<string, { text: string; msg?: Msg } | undefined>();
  const stopOf = (to: string) => {
    if (!opts.deadEnd) return undefined;
    if (!stops.has(to)) stops.set(to, opts.deadEnd(to));
    return stops.get(to);
  };
  const byPair = new Map<string, ProbeSpec[]>();
  for (const p of rs.scenario.probes) {
    if (!p.expect) continue;
    const k = `${canonical(p.from)}|${canonical(p.to)}|${p.protocol}`;
    byPair.set(k, [...(byPair.get(k) ?? []), p]);
  }
  const index = probeIndex(sim, 'adhoc');
  const decisions = createDecisionMemo();
  return (from, to) => {
    const base = { from, to: to.ref, protocol: to.protocol };
    const stop = stopOf(to.ref);
    if (stop) return unwalked(base, stop.text, stop.msg);
    const run = probePacket(rs, cellSpec(from, to), index, resolve);
    if (!run.ok) return unwalked(base, run.message, run.msg);
    const cell = cellOfTrace(base, walk(sim.world, run.value.start, run.value.packet, { decisions }).trace);
    const probes = byPair.size ? byPair.get(`${from}|${to.ref}|${to.protocol}`) : undefined;
    if (probes) cell.expect = expectOf(sim, probes);
    return cell;
  };
}

export function reachabilityMatrix(sim: Simulation, opts: MatrixOptions = {}): Matrix {
  const { sources, destinations } = matrixAxes(sim, opts);
  const cellAt = matrixWalker(sim, opts);
  const cells: MatrixCell[] = [];
  for (const s of sources) for (const d of destinations) cells.push(cellAt(s.ref, d));
  return { sources, destinations, cells };
}

/** The contract's JSON: `{ sources: [ref], destinations: [ref], cells: [{ from, to, outcome, reason, at?, expect? }] }`. */
export function matrixJson(m: Matrix): Record<string, unknown> {
  return {
    sources: m.sources.map((s) => s.ref),
    destinations: m.destinations.map((d) => d.ref),
    cells: m.cells.map((c) => ({
      from: c.from,
      to: c.to,
      protocol: c.protocol,
      outcome: c.outcome,
      reason: c.reason,
      ...(c.at ? { at: c.at } : {}),
      ...(c.rule ? { rule: c.rule } : {}),
      ...(c.reply ? { reply: c.reply } : {}),
      ...(c.why ? { why: c.why } : {}),
      ...(c.expect ? { expect: c.expect } : {}),
    })),
  };
}

/** Exit status: 0 when every cell with an expect holds, 1 otherwise. */
export const matrixStatus = (m: Matrix): 0 | 1 => (m.cells.some((c) => c.expect && !c.expect.holds) ? 1 : 0);
