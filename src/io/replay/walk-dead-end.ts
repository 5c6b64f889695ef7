// A probe on a node replayed from its files, checked before it is walked (issue 28 item 3): a literal
// address at either end becomes the pod or node that holds it, and every way the walk cannot start or
// cannot be trusted — no pod, node, Service or outside host of that name, an address nothing holds, a
// VIP whose load balancer the files lack — ends in ONE message that says what is missing and the
// command that prints it. The CLI's trace and the app's player both ask here.
import type { Msg } from '../../core/message';
import type { Scenario } from '../../cluster/scenario/schema';
import { resolveAddressRef } from './address-ref';
import { replayMsg } from './messages';
import { DETAILED, HNS_EP, HNS_LB, probeDeadEndMsg, replayDeadEndMsg } from './needs';
import type { ReplayReport } from './report';

/** How many names a message lists before "…". */
const LISTED = 5;
const listed = (xs: string[]) => (xs.length > LISTED ? `${xs.slice(0, LISTED).join(', ')}, … (${xs.length})` : xs.join(', '));

const missing = (what: Msg, run: string, or = '') => replayMsg('replay.missing', { what, run, or });

export type CheckedProbe<P> = { probe: P; said: string[] } | { deadEnd: Msg };

/** The probe with literal ends resolved (`said` tells how), or why it cannot be walked on this replay. */
export function checkReplayProbe<P extends { from: string; to: string }>(scenario: Scenario, report: ReplayReport, probe: P): CheckedProbe<P> {
  const said: string[] = [];
  const ends = { from: probe.from, to: probe.to };
  for (const end of ['from', 'to'] as const) {
    const ref = ends[end].trim();
    const r = resolveAddressRef(scenario, ref, end);
    if ('error' in r) {
      const ip = ref.replace(/:\d+$/, '');
      return { deadEnd: replayMsg('replay.deadEnd.address', { end, ip, missing: missing(replayMsg('replay.need.address', { ip }), HNS_EP, DETAILED) }) };
    }
    if (r.said) said.push(r.said);
    ends[end] = r.ref;
    const stop = refDeadEnd(scenario, report, r.ref, end);
    if (stop) return { deadEnd: stop };
  }
  const vip = probeDeadEndMsg(report, ends.to);
  if (vip) return { deadEnd: replayMsg('replay.deadEnd.to', { to: ends.to, missing: vip }) };
  return { probe: { ...probe, from: ends.from, to: ends.to }, said };
}

/** What precedes the first `:` after the last `/` (a ref without its port). By index, not by a
 * `/:[^/]*$/` or `/:.*$/`, which backtrack quadratically over a long typed line (regex-safety). */
function withoutPort(rest: string): string {
  const colon = rest.indexOf(':', rest.lastIndexOf('/') + 1);
  return colon < 0 ? rest : rest.slice(0, colon);
}

/** `pod/[ns/]name[:port]` → ns/name; the same for services. */
function nsName(rest: string): string {
  const bare = withoutPort(rest);
  return bare.includes('/') ? bare : `default/${bare}`;
}

function refDeadEnd(scenario: Scenario, report: ReplayReport, ref: string, end: 'from' | 'to'): Msg | undefined {
  const slash = ref.indexOf('/');
  const kind = slash > 0 ? ref.slice(0, slash) : '';
  const rest = ref.slice(slash + 1);
  if (kind === 'pod') {
    const pod = nsName(rest);
    if (scenario.pods.some((p) => `${p.namespace ?? 'default'}/${p.name}` === pod)) return undefined;
    // No local pod at all: what the rebuild lacked (endpoints, their addresses) is the missing part.
    const none = replayDeadEndMsg({ scenario, report });
    return replayMsg('replay.deadEnd.pod', {
      end,
      pod,
      pods: listed(scenario.pods.map((p) => (p.namespace && p.namespace !== 'default' ? `${p.namespace}/${p.name}` : p.name))),
      missing: none ?? missing(replayMsg('replay.need.podEndpoint', { pod }), HNS_EP, DETAILED),
    });
  }
  if (kind === 'node') {
    const node = withoutPort(rest);
    if (scenario.nodes.some((n) => n.name === node)) return undefined;
    return replayMsg('replay.deadEnd.node', { end, node, nodes: listed(scenario.nodes.map((n) => `${n.name} (${n.ip})`)), missing: missing(replayMsg('replay.need.nodeDumps', { node }), DETAILED, 'collectlogs.ps1') });
  }
  if (kind === 'service') {
    const service = nsName(rest);
    if (scenario.services.some((s) => `${s.namespace ?? 'default'}/${s.name}` === service)) return undefined;
    const vips = report.services?.vips ?? lbVips(scenario.nodes);
    return replayMsg('replay.deadEnd.service', { service, vips: listed(vips), missing: missing(replayMsg('replay.need.service', { service }), 'kubectl get service -A -o yaml', HNS_LB) });
  }
  if (kind === 'external') {
    const name = withoutPort(rest);
    return scenario.externals.some((x) => x.name === name) ? undefined : replayMsg('replay.deadEnd.external', { end, name });
  }
  return undefined;
}

/**
 * The VIPs of the load balancers the replayed nodes' files hold, read as they are (they are only
 * named in a message): node-overrides' checked reading brings zod, which the first load does without.
 */
function lbVips(nodes: Scenario['nodes']): string[] {
  const vips = new Set<string>();
  for (const n of nodes) {
    const lbs = (n as { hns?: { loadBalancers?: unknown } }).hns?.loadBalancers;
    if (!Array.isArray(lbs)) continue;
    for (const lb of lbs) {
      const fv = (lb as { frontendVips?: unknown } | null)?.frontendVips;
      if (Array.isArray(fv)) for (const v of fv) if (typeof v === 'string') vips.add(v);
    }
  }
  return [...vips];
}
