// What Microsoft's node checks (findings.ts) say, as message values (src/core/message.ts): what is
// wrong, the evidence and the usual fix. English here, for the CLI and the finding's string fields;
// the UI renders the same ids in the user's language (src/ui/i18n/messages/findings.vi.ts).
// Commands (netsh, Restart-Service, kube-proxy flags), layers and the dump's fields are holes or
// stay as they are in every language.
import { msg, render, type Msg, type MsgOf } from '../core/message';

const s = (n: number) => (n === 1 ? '' : 's');

export const FINDINGS_EN = {
  // What is wrong.
  'finding.apipa': (a: { network: string }) => `network ${a.network} has an APIPA management IP: the host vNIC never got the node's address`,
  'finding.endpointState': (a: { ip: string; state: number }) => `local endpoint ${a.ip} is not attached and shared (State ${a.state}, expected 3)`,
  // No VIP: a NodePort's load balancer.
  'finding.lbState': (a: { vips: string; state: number }) => `load balancer ${a.vips || '(NodePort)'} is not valid (State ${a.state}, expected 2)`,
  'finding.staleRemote': (a: { ip: string }) =>
    `remote endpoint ${a.ip} is referenced by no load balancer (kube-proxy keeps one for a remote backend of a Service with internalTrafficPolicy Local: not stale then)`,
  'finding.portBlocked': (a: { port: string }) => `VFP port ${a.port} is blocked: nothing crosses it`,
  'finding.fewBlocks': (a: { free: number; proto: string }) =>
    `only ${a.free} free 64-port ${a.proto} block${s(a.free)} left in the dynamic range: outbound NAT takes its ports in such blocks, so new connections (and DNS) start failing on this node`,
  'finding.overlapsNodePorts': (a: { proto: string; nodePorts: string }) => `the ${a.proto} dynamic range overlaps the NodePort range ${a.nodePorts}: a NodePort can collide with a port the host handed out`,
  'finding.dnsNoLb': (a: { ip: string }) => `the pods' DNS server ${a.ip} is a Service IP, but no load balancer has it: name resolution fails on this node`,
  'finding.notDsr': (a: { n: number }) =>
    `${a.n} ClusterIP load balancer${a.n > 1 ? 's are' : ' is'} not DSR: kube-proxy runs without --enable-dsr, so Service traffic detours through the management port (NeedEncap). Microsoft's check calls it drift on nodes meant to run DSR.`,
  'finding.aclMissing': (a: { acl: string; ip: string }) => `HNS ACL ${a.acl} on endpoint ${a.ip} has no rule in ACL_ENDPOINT_LAYER of its port`,
  'finding.natMissing': (a: { ip: string }) => `endpoint ${a.ip} has an OutBoundNAT policy but its port has no dynnat rule: no egress beyond the exceptions`,
  'finding.dsrMissing': (a: { vip: string; ip: string }) => `DSR load balancer ${a.vip} has no LB_DSR rule on endpoint ${a.ip}'s port: that pod cannot reach the Service`,
  'finding.staleVip': (a: { rule: string; vip: string }) => `rule ${a.rule} balances ${a.vip}, which no HNS load balancer has`,
  'finding.staleDip': (a: { rule: string; dip: string }) => `rule ${a.rule} sends to DIP ${a.dip}, which matches no HNS endpoint: connections hashed there time out`,
  // `why` is the reader's own English (io/errors.ts userMessage), said by the UI through its catalogue.
  'finding.checksFailed': (a: { why: string }) => `the node checks could not run: ${a.why}`,

  // Evidence: the dump's own fields, the same in every language; only the words around the
  // dynamic range are said.
  'finding.evidence.dump': (a: { fields: string }) => a.fields,
  'finding.evidence.range': (a: { proto: string; range: string }) => `${a.proto} dynamic range ${a.range}`,
  'finding.evidence.rangeExcluded': (a: { proto: string; range: string; excluded: number }) => `${a.proto} dynamic range ${a.range}; ${a.excluded} excluded range${s(a.excluded)}`,
  'finding.range.assumed': (a: { range: string }) => `${a.range} (Windows' default: the dynamic range was not in the files)`,

  // The usual fix.
  'fix.recreateNetwork': () => 'recreate the HNS network',
  'fix.recreatePod': () => 'delete and recreate the pod',
  'fix.recreatePolicy': () => 'delete the policy and let kube-proxy recreate it',
  'fix.resyncRemote': () => 'let kube-proxy resync, or remove the endpoint',
  'fix.enlargeRange': (a: { protocol: string; nodePorts: string }) =>
    `enlarge the dynamic range (netsh int ipv4 set dynamicport ${a.protocol} start=33000 num=32536, as image-builder does), keeping clear of NodePorts ${a.nodePorts}`,
  'fix.rangeAbove': (a: { port: number }) => `start the dynamic range above ${a.port} (e.g. start=33000)`,
  'fix.restartKubeProxy': () => 'restart kube-proxy (it recreates the load balancers)',
  'fix.enableDsr': () => 'if DSR is intended: kube-proxy --enable-dsr=true (WinDSR), then let it recreate the load balancers',
  'fix.restartHns': () => 'Restart-Service -f hns (VFP out of sync with HNS)',
  'fix.recreatePodPolicy': () => 'recreate the pod (the policy was not applied at pod start)',
  'fix.restartHnsOrKubeProxy': () => 'Restart-Service -f hns, or restart kube-proxy',
  'fix.cleanupOrRestart': () => 'cleanup-stale-lb-rules.ps1, or Restart-Service -f hns',
  'fix.cleanupTwice': () => 'cleanup-stale-lb-rules.ps1 (checks twice, 60 s apart)',
} as const;

export type FindingMsg = MsgOf<typeof FINDINGS_EN>;
export const findingMsg = msg<typeof FINDINGS_EN>();

/** In English: the CLI and the finding's string fields. */
export const findingText = (m: Msg): string => render([FINDINGS_EN], m);
