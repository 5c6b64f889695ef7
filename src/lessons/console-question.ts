// "Find it with the console" (issue 33 item 6): a lesson asks for something a student reads off a
// Windows node with the console — the rule a layer of a port decides a packet with, a Service VIP's
// backends, a pod's vSwitch port, a pod's default gateway. The answer is never written in the
// lesson: it is read from the node as it is (hand edits included) when the student checks.
import type { Simulation } from '../cluster/simulation';
import { canonicalRef } from '../cluster/simulation-core';
import { formatIp, parseIpv4 } from '../core/net/ip';
import { PROTOCOL_NUMBER } from '../core/net/protocol';
import { lookupRule } from '../core/vfp/group-index';
import { matches, type HeaderView } from '../core/vfp/match';
import type { Port } from '../core/vfp/model';
import type { WindowsHost } from '../core/world/world';

/** What the question asks for, as the lesson file writes it. */
export type ConsoleFind =
  /** The rule `layer` of `port`'s pod decides this packet with (its id, as vfpctrl prints RULE :). */
  | { rule: { port: string; layer: string; direction: 'in' | 'out'; protocol: 'tcp' | 'udp' | 'icmp'; src: string; dst: string; dstPort?: number } }
  /** The backend addresses of a Service's VIP, as HNS's load balancer on the node holds them. */
  | { vipBackends: string }
  /** The vSwitch port (vfpctrl's port name, a GUID) of a pod on the node. */
  | { portOf: string }
  /** A pod's default gateway, as its compartment routes. */
  | { gateway: string };

export interface ConsoleAnswer {
  /** What a right answer is, as the node prints it (for "the node says …"). */
  shown: string;
  /** Several values in any order (a backend list), or one value. */
  set: boolean;
  values: string[];
}

export type ConsoleAnswerResult = { ok: true; value: ConsoleAnswer } | { ok: false; problem: string };

const fail = (problem: string): ConsoleAnswerResult => ({ ok: false, problem });
const one = (v: string): ConsoleAnswerResult => ({ ok: true, value: { shown: v, set: false, values: [v] } });

function hostOf(sim: Simulation, node: string): WindowsHost | undefined {
  const h = sim.world.hosts.get(node);
  return h?.kind === 'windows' ? h : undefined;
}

/** An address or a pod / node ref as an IPv4 address of the scenario. */
function addressOf(sim: Simulation, ref: string): number | undefined {
  const ip = parseIpv4(ref);
  if (ip !== undefined) return ip;
  const c = canonicalRef(ref);
  const pod = sim.resolved.pods.find((p) => p.ref === c);
  if (pod) return pod.ip;
  const host = c.startsWith('node/') ? sim.world.hosts.get(c.slice(5)) : undefined;
  return host && 'ip' in host ? host.ip : undefined;
}

function podPort(h: WindowsHost, ref: string): Port | undefined {
  const c = canonicalRef(ref);
  return h.vswitch.ports.find((p) => p.owner === c);
}

/** The answer on this node, or why the question does not fit it. */
export function consoleAnswer(sim: Simulation, node: string, find: ConsoleFind): ConsoleAnswerResult {
  const h = hostOf(sim, node);
  if (!h) return fail(`${node} is not a Windows node of the scenario`);
  if ('portOf' in find) {
    const p = podPort(h, find.portOf);
    return p ? one(p.id) : fail(`${find.portOf} has no port on ${node}`);
  }
  if ('gateway' in find) {
    const c = h.compartments.find((x) => x.kind === 'pod' && x.owner === canonicalRef(find.gateway));
    const gw = c?.routes.find((r) => r.prefix.family === 'ipv4' && r.prefix.len === 0 && r.nextHop !== undefined)?.nextHop;
    return gw !== undefined ? one(formatIp(gw)) : fail(`${find.gateway} has no compartment with a default route on ${node}`);
  }
  if ('vipBackends' in find) {
    const svc = sim.resolved.services.find((s) => s.ref === canonicalRef(find.vipBackends));
    if (!svc) return fail(`no Service ${find.vipBackends}`);
    const build = sim.windows.get(node)!;
    const vip = formatIp(svc.clusterIP);
    const lb = build.hns.loadBalancers.find((l) => l.frontendVips.includes(vip));
    if (!lb) return fail(`${node} has no load balancer for ${vip}`);
    const ips = lb.endpoints.map((id) => build.hns.endpoints.find((e) => e.id === id)?.ipAddress).filter((x): x is string => !!x);
    if (!ips.length) return fail(`the load balancer for ${vip} on ${node} has no backend`);
    return { ok: true, value: { shown: ips.join(', '), set: true, values: ips } };
  }
  const q = find.rule;
  const port = podPort(h, q.port);
  if (!port) return fail(`${q.port} has no port on ${node}`);
  const layer = port.layers.find((l) => l.name === q.layer);
  if (!layer) return fail(`${q.port}'s port has no layer ${q.layer}`);
  const src = addressOf(sim, q.src);
  const dst = addressOf(sim, q.dst);
  if (src === undefined || dst === undefined) return fail(`${src === undefined ? q.src : q.dst} is not an address or a pod of the scenario`);
  const view: HeaderView = { src, dst, protocol: PROTOCOL_NUMBER[q.protocol], srcPort: 49152, dstPort: q.dstPort ?? 0, encapsulated: false };
  // As the layer decides: groups of the direction by priority, the first rule of each that matches, a terminating one ends it.
  let chosen: string | undefined;
  for (const g of [...layer.groups].sort((a, b) => a.priority - b.priority)) {
    if (g.direction !== q.direction || g.family !== 'ipv4' || !matches(g.conditions, view)) continue;
    const r = lookupRule(g, view);
    if (!r) continue;
    chosen = r.id;
    if (r.flags.terminating) break;
  }
  return chosen ? one(chosen) : fail(`no rule of ${q.layer} on ${q.port}'s port matches that packet (the layer's default decides it)`);
}

/** The student's text against the answer: addresses and GUIDs compared as Windows would (case, spaces, braces). */
export function checkConsoleAnswer(a: ConsoleAnswer, typed: string): boolean {
  const norm = (s: string) => s.trim().replace(/^[{"']+|[}"']+$/g, '').toLowerCase();
  if (!a.set) return norm(typed) === norm(a.values[0]!);
  const given = typed
    .split(/[\s,;]+/)
    .map(norm)
    .filter(Boolean);
  const want = a.values.map(norm);
  return given.length === want.length && want.every((w) => given.includes(w));
}
