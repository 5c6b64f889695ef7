// What the readers of a node's other tools say — ipconfig /all, netsh's port ranges, kube-proxy's
// log — as message values (src/core/message.ts): English here (the CLI, the import summary's
// `message`), Vietnamese in src/ui/i18n/messages/dumps-node.vi.ts. `t` holds the file's text quoted.
import { msg, type MsgOf } from '../../core/message';

export const NODE_EN = {
  // ipconfig /all (ipconfig.ts); `lang` is a language ipconfig-words.ts reads (Chinese), `t` its header line.
  'ipconfig.language': (a: { lang: string; t: string }) =>
    `ipconfig printed this in ${a.lang} (${a.t}): its adapter and field names were read as the English ones (Host Name, IPv4 Address, Subnet Mask, Default Gateway…); other fields are left out`,
  'ipconfig.stray': (a: { t: string }) => `${a.t} is not a line of ipconfig /all; ignored`,
  'ipconfig.strayMore': (a: { n: number }) => `${a.n} more lines that are not ipconfig /all were ignored`,
  'ipconfig.none': () => 'no network adapter found (expected `ipconfig /all` output: `Ethernet adapter <name>:` and its fields)',
  // netsh int ipv4 show dynamicport / excludedportrange (netsh-ports.ts); `lang` is one netsh-ports.ts names.
  'netsh.language': (a: { lang: string }) =>
    `netsh printed this in ${a.lang}: only the English output is read (its numbers are not guessed from words VFP Lab does not know); run it on an English display language, or paste the English text`,
  'netsh.countFirst': (a: { t: string }) => `"Number of Ports" before "Start Port": ${a.t}`,
  'netsh.dynamicOutside': (a: { start: number; n: number }) => `a dynamic range outside 1-65535 is left out: start ${a.start}, ${a.n} ports`,
  'netsh.excludedOutside': (a: { t: string }) => `an excluded range outside 1-65535, or upside down, is left out: ${a.t}`,
  'netsh.stray': (a: { t: string }) => `not a line of netsh's port ranges, skipped: ${a.t}`,
  'netsh.none': () => 'no "Protocol tcp|udp Dynamic Port Range" or "Port Exclusion Ranges" block: is this netsh output (in English)?',
  // kube-proxy's Windows log (kube-proxy-log.ts); `why` is the JSON reader's error (a json.syntax value, messages-text.ts).
  'kubeProxy.notJson': (a: { line: number; why: string }) => `the load balancer kube-proxy logged at line ${a.line} is not readable JSON (${a.why}); not read`,
  'kubeProxy.none': () =>
    'no load balancer found in this kube-proxy log (expected its "Hns LoadBalancer resource created" or "Hns loadbalancer policy resource" lines, at -v=3 or more)',
  'kubeProxy.createdOnly': (a: { n: number }) =>
    `${a.n} load ${a.n === 1 ? 'balancer is' : 'balancers are'} known from a "created" log line only: ${a.n === 1 ? 'its' : 'their'} ports and backends are not in the log (kube-proxy logs them at -v=5)`,
} as const;

export type NodeMsg = MsgOf<typeof NODE_EN>;
export const nodeMsg = msg<typeof NODE_EN>();
