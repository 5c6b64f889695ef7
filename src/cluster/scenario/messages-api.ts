// What the Kubernetes API's checks of a document say (namespace-issues.ts, policy-api.ts,
// pod-ports-issues.ts), as message values: English here, Vietnamese in
// src/ui/i18n/messages/scenario.vi.ts. Apart from messages.ts for the same reason as
// scenario-issues.ts: the first load does not carry the API's rules.
import { msg, render, type MsgOf } from '../../core/message';
import type { Issue, Path } from './issues';

export const SCENARIO_API_EN = {
  'scenarioApi.namespaceTwice': (a: { n: string }) => `two namespaces are named ${a.n}`,
  'scenarioApi.labelKeyWhy': (a: { k: string }) => `"${a.k}" is not a valid label key (a name of 1-63 letters, digits, "-", "_" or ".", optionally after a DNS prefix and "/")`,
  'scenarioApi.labelValueWhy': (a: { v: string }) => `"${a.v}" is not a valid label value (at most 63 letters, digits, "-", "_" or ".", alphanumeric at both ends)`,
  'scenarioApi.labelKey': (a: { k: string }) => `"${a.k}" is not a valid label key`,
  'scenarioApi.labelValue': (a: { v: string }) => `"${a.v}" is not a valid label value`,
  'scenarioApi.nsNameLabel': (a: { k: string; n: string; w: string }) => `the API server sets ${a.k} to the namespace's name: ${a.n}, not ${a.w}`,
  'scenarioApi.opNeedsValues': (a: { op: string }) => `operator ${a.op} needs at least one value`,
  'scenarioApi.opNoValues': (a: { op: string }) => `operator ${a.op} takes no values`,
  'scenarioApi.peerNone': () => 'must specify a peer: podSelector, namespaceSelector or ipBlock',
  'scenarioApi.peerIpBlockAlone': () => 'may not specify more than 1 peer type: ipBlock goes alone, without podSelector or namespaceSelector',
  'scenarioApi.exceptSubset': (a: { x: string; cidr: string }) => `${a.x} must be a strict subset of the cidr ${a.cidr}`,
  'scenarioApi.portName': (a: { p: string }) => `"${a.p}" is not a valid port name (1-15 lower case letters, digits and "-", with a letter)`,
  'scenarioApi.endPortNoPort': () => 'endPort needs a port',
  'scenarioApi.endPortNamed': () => 'endPort cannot go with a named port',
  'scenarioApi.endPortBelow': (a: { e: number; p: number }) => `endPort ${a.e} must be equal to or greater than port ${a.p}`,
  'scenarioApi.policyTypesTwice': () => 'policyTypes lists a type twice',
  'scenarioApi.containerPortNameTwice': (a: { pod: string; n: string }) => `two container ports of ${a.pod} are named ${a.n}`,
  'scenarioApi.containerPortTwice': (a: { port: number; proto: string; pod: string }) => `the containerPort ${a.port}/${a.proto} is listed twice in ${a.pod}`,
  'scenarioApi.hostPortTaken': (a: { port: number; proto: string; node: string; pod: string }) =>
    `the hostPort ${a.port}/${a.proto} is already taken on ${a.node} by ${a.pod}: the scheduler places no two such pods on one node`,
  'scenarioApi.hostPortLinux': () => "a hostPort on a Linux node: the portmap CNI plugin's DNAT is not modelled; only Windows nodes map it",
  'scenarioApi.hostPortWinOverlay': () => 'the win-overlay plugin does not program port mappings (it reads no runtimeConfig.portMappings): the hostPort is not reachable',
  'scenarioApi.hostPortSctp': () => 'SCTP is not supported on Windows nodes: no port mapping is programmed for it',
  'scenarioApi.targetPortNone': (a: { n: string; proto: string }) => `no pod this Service selects has a container port named "${a.n}" (${a.proto}): the port has no endpoints`,
  'scenarioApi.targetPortSome': (a: { n: string; proto: string; pods: string }) =>
    `selected pods without a container port named "${a.n}" (${a.proto}), so no endpoints of this port: ${a.pods}`,
};

export type ScenarioApiMsg = MsgOf<typeof SCENARIO_API_EN>;
export const apiMsg = msg<typeof SCENARIO_API_EN>();

/** An issue saying `m`, its English as `message`. */
export const apiIssue = (path: Path, severity: Issue['severity'], m: ScenarioApiMsg): Issue => ({ path, message: render([SCENARIO_API_EN], m), severity, msg: m });
