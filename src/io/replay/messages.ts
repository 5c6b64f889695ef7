// What a replay says when a probe cannot be walked on it (issue 28 item 3), and where evidence that
// is not HNS itself came from (item 2), as message values (src/core/message.ts): English here for the
// CLI and reports; the UI renders the same ids in the user's language (src/ui/i18n/messages/replay.vi.ts).
// `missing` holes hold the "missing: … — run `…`" line, a message too.
import { msg, render, type Msg, type MsgOf } from '../../core/message';

/** Up to three of a list of `count` (endpoints, VIPs), joined: the rest is counted. */
export interface Listed {
  shown: string;
  count: number;
}

const listed = (kind: string, a: Listed): string => (a.count ? ` (${kind}${a.count > 1 ? 's' : ''} ${a.shown}${a.count > 3 ? `, and ${a.count - 3} more` : ''})` : '');

export const REPLAY_EN = {
  'replay.deadEnd.pod': (a: { end: string; pod: string; pods: string; missing: string }) =>
    `${a.end}: the files hold no pod ${a.pod}${a.pods ? ` (their pods: ${a.pods}; a pod rebuilt from its HNS endpoint is named after its address, and the address itself may be given)` : ''}: ${a.missing}`,
  'replay.deadEnd.node': (a: { end: string; node: string; nodes: string; missing: string }) => `${a.end}: the files describe no node ${a.node} (they describe ${a.nodes}): ${a.missing}`,
  'replay.deadEnd.service': (a: { service: string; vips: string; missing: string }) =>
    `to: the files hold no Service ${a.service}${a.vips ? ` (the VIPs of their load balancers: ${a.vips}; VIP:PORT may be given instead)` : ''}: ${a.missing}`,
  'replay.deadEnd.external': (a: { end: string; name: string }) => `${a.end}: the files name no outside host ${a.name} (dumps of a node hold none): give its address instead, as IP:PORT`,
  'replay.deadEnd.address': (a: { end: string; ip: string; missing: string }) => `${a.end}: ${a.ip} is the address of no pod or node in the files: ${a.missing}`,
  'replay.deadEnd.to': (a: { to: string; missing: string }) => `to ${a.to}: not walked: ${a.missing}`,

  'replay.missing': (a: { what: string; run: string; or: string }) => `missing: ${a.what} — run \`${a.run}\`${a.or ? ` (or \`${a.or}\`)` : ''}`,
  'replay.need.podEndpoint': (a: { pod: string }) => `the HNS endpoint of pod ${a.pod}`,
  'replay.need.nodeDumps': (a: { node: string }) => `the dumps of node ${a.node} (run on that node, then imported with these)`,
  'replay.need.service': (a: { service: string }) => `the Service ${a.service}`,
  'replay.need.address': (a: { ip: string }) => `the HNS endpoint that holds ${a.ip}`,

  // The one "what is missing" line (needs.ts): one clause per command, each need of a clause in words.
  'replay.needs': (a: { clauses: string }) => `missing: ${a.clauses}`,
  'replay.clause': (a: { what: string; run: string; or: string }) => `${a.what} — run \`${a.run}\`${a.or ? ` (or \`${a.or}\`)` : ''}`,
  /** Lists: "A; B" (clauses, a build's errors), "A, B and C" (needs). */
  'replay.semicolon': (a: { a: string; rest: string }) => `${a.a}; ${a.rest}`,
  'replay.comma': (a: { a: string; rest: string }) => `${a.a}, ${a.rest}`,
  'replay.and': (a: { a: string; b: string }) => `${a.a} and ${a.b}`,
  'replay.need.endpoints': () => "the pods' HNS endpoints",
  'replay.need.network': () => "the pods' HNS network",
  'replay.need.subnet': () => "the network's subnet",
  'replay.need.nodeIp': () => "the node's IP",
  // `shown`: the first three of `count` endpoints or VIPs (none: 0).
  'replay.need.endpointIps': (a: Listed) => `the endpoints' IP addresses${listed('endpoint', a)}`,
  'replay.need.lb': (a: Listed) => `the load balancer${a.count > 1 ? 's' : ''}${listed('VIP', a)}`,
  'replay.need.lbBackends': (a: Listed) => `the backend endpoints of the load balancer${a.count > 1 ? 's' : ''}${listed('VIP', a)}`,
  'replay.need.lbEndpoints': (a: Listed) => `the endpoints the load balancer${a.count > 1 ? 's send' : ' sends'} to${listed('VIP', a)}`,
  'replay.need.lbPorts': (a: Listed) => `the ports of the load balancer${a.count > 1 ? 's' : ''}${listed('VIP', a)}`,
  // Why a replay cannot start at all (needs.ts), each of its build's errors at its field (build.ts).
  'replay.noNode': (a: { why: string; also?: string }) => `the files do not make a node: ${a.why}${a.also ? `; also ${a.also}` : ''}`,
  'replay.buildError': (a: { path: string; m: string }) => `${a.path}: ${a.m}`,
  // A probe's end given as a literal address (address-ref.ts): the pod or node holding it, or what to collect.
  'replay.address.pod': (a: { ip: string; pod: string }) => `${a.ip} is pod ${a.pod} (its endpoint's address)`,
  'replay.address.node': (a: { ip: string; node: string }) => `${a.ip} is node ${a.node}`,
  'replay.address.none': (a: { ip: string; missing: string }) => `${a.ip} is the address of no pod or node in the files: ${a.missing}`,
  // The title of a scenario rebuilt from dumps alone (imported-title.ts holds its English).
  'replay.importedTitle': () => 'Imported from a node',
} as const;

export type ReplayMsg = MsgOf<typeof REPLAY_EN>;
export const replayMsg = msg<typeof REPLAY_EN>();

/** In English: the CLI, the trace JSON, reports. */
export const replayText = (m: Msg): string => render([REPLAY_EN], m);
