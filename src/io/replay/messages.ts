// What a replay says when a probe cannot be walked on it (issue 28 item 3), and where evidence that
// is not HNS itself came from (item 2), as message values (src/core/message.ts): English here for the
// CLI and reports; the UI renders the same ids in the user's language (src/ui/i18n/messages/replay.vi.ts).
// `missing` holes hold the "missing: … — run `…`" clause (a message, or needs.ts's English one).
import { msg, render, type Msg, type MsgOf } from '../../core/message';

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
} as const;

export type ReplayMsg = MsgOf<typeof REPLAY_EN>;
export const replayMsg = msg<typeof REPLAY_EN>();

/** In English: the CLI, the trace JSON, reports. */
export const replayText = (m: Msg): string => render([REPLAY_EN], m);
