// What a replay needed and did not find, and which command prints it. The rebuild records each need
// where it runs short (an endpoint with no address, a load balancer with no ports, no network...);
// a replay that cannot be walked then says so in ONE message built here (a value: messages.ts), for
// the CLI and the UI alike.
import type { Scenario } from '../../cluster/scenario/schema';
import { formatIp, parseEndpointText, parsePrefix, prefixContains } from '../../core/net/ip';
import type { Msg } from '../../core/message';
import { replayMsg, replayText, type Listed, type ReplayMsg } from './messages';
import type { ReplayReport } from './report';

type NeedKey = 'endpoints' | 'endpoint-ips' | 'address' | 'network' | 'subnet' | 'node-ip' | 'lb' | 'lb-ports' | 'lb-backends' | 'lb-endpoints';

export interface Need {
  key: NeedKey;
  /** What it is about: an endpoint id, a VIP. */
  about?: string;
}

export const HNS_EP = 'Get-HnsEndpoint | ConvertTo-Json -Depth 10';
const HNS_NET = 'Get-HnsNetwork | ConvertTo-Json -Depth 10';
export const HNS_LB = 'Get-HnsPolicyList | ConvertTo-Json -Depth 10';
export const DETAILED = 'hnsdiag list all -d';

/** What each need is, as a message, and the command whose output supplies it (and another that does too). */
const SUPPLY: Record<NeedKey, { what: (about: string[]) => Msg; run: string; or?: string }> = {
  endpoints: { what: () => replayMsg('replay.need.endpoints', {}), run: HNS_EP, or: DETAILED },
  'endpoint-ips': { what: (a) => replayMsg('replay.need.endpointIps', listed(a)), run: HNS_EP, or: DETAILED },
  address: { what: (a) => replayMsg('replay.need.address', { ip: a.join(', ') }), run: HNS_EP, or: DETAILED },
  network: { what: () => replayMsg('replay.need.network', {}), run: HNS_NET, or: DETAILED },
  subnet: { what: () => replayMsg('replay.need.subnet', {}), run: HNS_NET, or: DETAILED },
  'node-ip': { what: () => replayMsg('replay.need.nodeIp', {}), run: HNS_NET, or: DETAILED },
  lb: { what: (a) => replayMsg('replay.need.lb', listed(a)), run: HNS_LB, or: DETAILED },
  'lb-backends': { what: (a) => replayMsg('replay.need.lbBackends', listed(a)), run: HNS_LB, or: DETAILED },
  'lb-endpoints': { what: (a) => replayMsg('replay.need.lbEndpoints', listed(a)), run: HNS_EP, or: DETAILED },
  'lb-ports': { what: (a) => replayMsg('replay.need.lbPorts', listed(a)), run: HNS_LB, or: DETAILED },
};

const listed = (about: string[]): Listed => ({ shown: about.slice(0, 3).join(', '), count: about.length });

export function need(report: ReplayReport, key: NeedKey, about?: string): void {
  if (!report.needs.some((n) => n.key === key && n.about === about)) report.needs.push(about === undefined ? { key } : { key, about });
}

/** "A and B", "A, B and C". */
const joinAnd = ([first, ...rest]: Msg[]): Msg =>
  rest.length === 0 ? first! : rest.length === 1 ? replayMsg('replay.and', { a: first!, b: rest[0]! }) : replayMsg('replay.comma', { a: first!, rest: joinAnd(rest) });

/** "A; B". */
export const joinSemicolon = ([first, ...rest]: Msg[]): Msg => (rest.length === 0 ? first! : replayMsg('replay.semicolon', { a: first!, rest: joinSemicolon(rest) }));

/** "missing: A and B — run `X` (or `Y`); C — run `Z`": one clause per command, in the order met. */
export function missingMsg(needs: Need[]): ReplayMsg {
  const byCommand = new Map<string, { keys: NeedKey[]; about: Map<NeedKey, string[]> }>();
  for (const n of needs) {
    const s = SUPPLY[n.key];
    const g = byCommand.get(s.run) ?? { keys: [] as NeedKey[], about: new Map<NeedKey, string[]>() };
    if (!g.keys.includes(n.key)) g.keys.push(n.key);
    if (n.about !== undefined) g.about.set(n.key, [...(g.about.get(n.key) ?? []), n.about]);
    byCommand.set(s.run, g);
  }
  const clauses = [...byCommand].map(([run, g]) => replayMsg('replay.clause', { what: joinAnd(g.keys.map((k) => SUPPLY[k].what(g.about.get(k) ?? []))), run, or: SUPPLY[g.keys[0]!].or ?? '' }));
  return replayMsg('replay.needs', { clauses: joinSemicolon(clauses) });
}

/** The same in English (the CLI). */
export const missingMessage = (needs: Need[]): string => replayText(missingMsg(needs));

type Built = { scenario: Scenario; report: ReplayReport } | { error: string; errorMsg?: Msg; report: ReplayReport };

/** Why no replay between two endpoints can start: the build failed, or no local endpoint has an address. */
export function replayDeadEndMsg(built: Built): ReplayMsg | undefined {
  const { report } = built;
  if ('error' in built) {
    const needs = report.needs.filter((n) => !n.key.startsWith('lb'));
    return replayMsg('replay.noNode', { why: built.errorMsg ?? built.error, ...(needs.length ? { also: missingMsg(needs) } : {}) });
  }
  const rebuilt = new Set(report.sources.map((s) => s.node));
  if (!rebuilt.size || built.scenario.pods.some((p) => rebuilt.has(p.node))) return undefined;
  const needs = report.needs.filter((n) => n.key === 'endpoint-ips' || n.key === 'endpoints');
  return missingMsg(needs.length ? needs : [{ key: 'endpoints' }]);
}

/** The same in English (the CLI): a failed build's errors as its English says them. */
export function replayDeadEnd(built: Built): string | undefined {
  const m = replayDeadEndMsg('error' in built ? { error: built.error, report: built.report } : built);
  return m && replayText(m);
}

/**
 * Why a probe to this address cannot be walked: a VIP from the files whose load balancer shows no
 * ports, or a Service address (the pods' DNS server, or any address in the Service range the files
 * show) for which the files hold no load balancer at all.
 */
export function probeDeadEndMsg(report: ReplayReport, to: string): ReplayMsg | undefined {
  const a = parseEndpointText(to).ip;
  if (a === undefined) return undefined;
  // VIPs are held as HNS printed them, canonical for IPv6 (RFC 5952) as the readers write them.
  const ip = formatIp(a);
  const vip = report.needs.find((n) => n.key.startsWith('lb') && n.about === ip);
  if (vip) return missingMsg([vip]);
  const range = report.services;
  const inRange = range?.cidrs.some((c) => {
    const p = parsePrefix(c);
    return !!p && prefixContains(p, a);
  });
  if (range && inRange && !range.vips.includes(ip)) return missingMsg([{ key: 'lb', about: ip }]);
  return undefined;
}

/** A matrix's dead ends for a replay: why a destination (`service/ns/name:port`, `pod/…`, an address)
 * cannot be walked, in English and as its value. */
export const matrixDeadEnd =
  (report: ReplayReport) =>
  (to: string): { text: string; msg: ReplayMsg } | undefined => {
    const m = probeDeadEndMsg(report, to.replace(/^[a-z]+\/(?:[^/]+\/)?/, ''));
    return m && { text: replayText(m), msg: m };
  };

/** The same in English (the matrix's cells, the CLI). */
export function probeDeadEnd(report: ReplayReport, to: string): string | undefined {
  const m = probeDeadEndMsg(report, to);
  return m && replayText(m);
}

/** The VIPs from the files that no probe can reach for want of their ports. */
export const vipsWithoutPorts = (report: ReplayReport): string[] => report.needs.filter((n) => n.key === 'lb-ports' && n.about).map((n) => n.about!);

/** What the files' own load balancers lack for a probe to their VIP to be walked: their ports, or any backend the files hold. */
export const unwalkableNeeds = (report: ReplayReport): Need[] => report.needs.filter((n) => (n.key === 'lb-ports' || n.key === 'lb-endpoints') && n.about);
