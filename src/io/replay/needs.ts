// What a replay needed and did not find, and which command prints it. The rebuild records each need
// where it runs short (an endpoint with no address, a load balancer with no ports, no network...);
// a replay that cannot be walked then says so in ONE message built here, for the CLI and the UI alike.
import type { Scenario } from '../../cluster/scenario/schema';
import { formatIp, parseEndpointText, parsePrefix, prefixContains } from '../../core/net/ip';
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

/** What each need is, in words, and the command whose output supplies it (and another that does too). */
const SUPPLY: Record<NeedKey, { what: (about: string[]) => string; run: string; or?: string }> = {
  endpoints: { what: () => "the pods' HNS endpoints", run: HNS_EP, or: DETAILED },
  'endpoint-ips': { what: (a) => `the endpoints' IP addresses${list(a, 'endpoint')}`, run: HNS_EP, or: DETAILED },
  address: { what: (a) => `the HNS endpoint that holds ${a.join(', ')}`, run: HNS_EP, or: DETAILED },
  network: { what: () => "the pods' HNS network", run: HNS_NET, or: DETAILED },
  subnet: { what: () => "the network's subnet", run: HNS_NET, or: DETAILED },
  'node-ip': { what: () => "the node's IP", run: HNS_NET, or: DETAILED },
  lb: { what: (a) => `the load balancer${a.length > 1 ? 's' : ''}${list(a, 'VIP')}`, run: HNS_LB, or: DETAILED },
  'lb-backends': { what: (a) => `the backend endpoints of the load balancer${a.length > 1 ? 's' : ''}${list(a, 'VIP')}`, run: HNS_LB, or: DETAILED },
  'lb-endpoints': { what: (a) => `the endpoints the load balancer${a.length > 1 ? 's send' : ' sends'} to${list(a, 'VIP')}`, run: HNS_EP, or: DETAILED },
  'lb-ports': { what: (a) => `the ports of the load balancer${a.length > 1 ? 's' : ''}${list(a, 'VIP')}`, run: HNS_LB, or: DETAILED },
};

function list(about: string[], kind: string): string {
  if (!about.length) return '';
  const shown = about.slice(0, 3).join(', ');
  return ` (${kind}${about.length > 1 ? 's' : ''} ${shown}${about.length > 3 ? `, and ${about.length - 3} more` : ''})`;
}

export function need(report: ReplayReport, key: NeedKey, about?: string): void {
  if (!report.needs.some((n) => n.key === key && n.about === about)) report.needs.push(about === undefined ? { key } : { key, about });
}

const joinAnd = (xs: string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** "missing: A and B — run `X` (or `Y`); C — run `Z`": one clause per command, in the order met. */
export function missingMessage(needs: Need[]): string {
  const byCommand = new Map<string, { keys: NeedKey[]; about: Map<NeedKey, string[]> }>();
  for (const n of needs) {
    const s = SUPPLY[n.key];
    const g = byCommand.get(s.run) ?? { keys: [] as NeedKey[], about: new Map<NeedKey, string[]>() };
    if (!g.keys.includes(n.key)) g.keys.push(n.key);
    if (n.about !== undefined) g.about.set(n.key, [...(g.about.get(n.key) ?? []), n.about]);
    byCommand.set(s.run, g);
  }
  const clauses = [...byCommand].map(([run, g]) => {
    const or = SUPPLY[g.keys[0]!].or;
    return `${joinAnd(g.keys.map((k) => SUPPLY[k].what(g.about.get(k) ?? [])))} — run \`${run}\`${or ? ` (or \`${or}\`)` : ''}`;
  });
  return `missing: ${clauses.join('; ')}`;
}

/** Why no replay between two endpoints can start: the build failed, or no local endpoint has an address. */
export function replayDeadEnd(built: { scenario: Scenario; report: ReplayReport } | { error: string; report: ReplayReport }): string | undefined {
  const { report } = built;
  if ('error' in built) {
    const needs = report.needs.filter((n) => !n.key.startsWith('lb'));
    return `the files do not make a node: ${built.error}${needs.length ? `; also ${missingMessage(needs)}` : ''}`;
  }
  const rebuilt = new Set(report.sources.map((s) => s.node));
  if (!rebuilt.size || built.scenario.pods.some((p) => rebuilt.has(p.node))) return undefined;
  const needs = report.needs.filter((n) => n.key === 'endpoint-ips' || n.key === 'endpoints');
  return missingMessage(needs.length ? needs : [{ key: 'endpoints' }]);
}

/**
 * Why a probe to this address cannot be walked: a VIP from the files whose load balancer shows no
 * ports, or a Service address (the pods' DNS server, or any address in the Service range the files
 * show) for which the files hold no load balancer at all.
 */
export function probeDeadEnd(report: ReplayReport, to: string): string | undefined {
  const a = parseEndpointText(to).ip;
  if (a === undefined) return undefined;
  // VIPs are held as HNS printed them, canonical for IPv6 (RFC 5952) as the readers write them.
  const ip = formatIp(a);
  const vip = report.needs.find((n) => n.key.startsWith('lb') && n.about === ip);
  if (vip) return missingMessage([vip]);
  const range = report.services;
  const inRange = range?.cidrs.some((c) => {
    const p = parsePrefix(c);
    return !!p && prefixContains(p, a);
  });
  if (range && inRange && !range.vips.includes(ip)) return missingMessage([{ key: 'lb', about: ip }]);
  return undefined;
}

/** The VIPs from the files that no probe can reach for want of their ports. */
export const vipsWithoutPorts = (report: ReplayReport): string[] => report.needs.filter((n) => n.key === 'lb-ports' && n.about).map((n) => n.about!);

/** What the files' own load balancers lack for a probe to their VIP to be walked: their ports, or any backend the files hold. */
export const unwalkableNeeds = (report: ReplayReport): Need[] => report.needs.filter((n) => (n.key === 'lb-ports' || n.key === 'lb-endpoints') && n.about);
