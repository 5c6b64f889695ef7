// What "What would make it pass" says (search.ts, settings.ts, dataplane.ts, kubernetes.ts), as
// message values (src/core/message.ts): English here (the CLI's `trace --fix`, the report, a fix's
// `summary`), Vietnamese in src/ui/i18n/messages/fixes.vi.ts. Names, addresses, ports, CIDRs and
// rule ids stay in the holes as the scenario and the node wrote them.
import { msg, render, type MsgOf } from '../../core/message';

export const FIX_EN = {
  // What the fixes aim at (FixSearch.goal).
  'fix.goal.expect': () => 'behave as its expect says',
  'fix.goal.delivered': () => 'be delivered (and its reply come back)',
  'fix.goal.unsent': () => 'the probe could not be sent',
  // Who a NetworkPolicy rule would let in or out: the pods by their labels (or a CIDR, as it is).
  'fix.peer.pods': (a: { labels: string }) => `pods labelled ${a.labels}`,
  // CNI config.
  'fix.natExceptionOut': (a: { cidr: string }) => `CNI config: take ${a.cidr} out of the OutBoundNAT ExceptionList (traffic to it is translated to the node IP again)`,
  'fix.natExceptionIn': (a: { cidr: string }) => `CNI config: add ${a.cidr} to the OutBoundNAT ExceptionList (traffic to it keeps the pod's address)`,
  'fix.mtuOverlay': (a: { mtu: number; under: number; was: number }) => `CNI config: MTU ${a.mtu} (the underlay's ${a.under} less 50 bytes of VXLAN) instead of ${a.was}`,
  'fix.mtu': (a: { mtu: number; was: number }) => `CNI config: MTU ${a.mtu} instead of ${a.was}`,
  'fix.loopbackDsr': () => 'CNI config: loopbackDSR true (a pod may reach itself through its own Service with DSR)',
  // kube-proxy.
  'fix.dsrOn': () => "kube-proxy: --enable-dsr (with --feature-gates WinDSR=true): the client pod's port translates, the backend sees the client",
  'fix.dsrOff': () => "kube-proxy: drop --enable-dsr: Service traffic goes through the host's load balancer instead of LB_DSR",
  // HNS: `svc` is protocol[/port], `peer` the remote address.
  'fix.hnsAclFrom': (a: { ep: string; node: string; dir: string; svc: string; peer: string; prio: number }) =>
    `HNS endpoint ${a.ep} on ${a.node}: add an ACL policy Allow ${a.dir} ${a.svc} from ${a.peer} at priority ${a.prio}`,
  'fix.hnsAclTo': (a: { ep: string; node: string; dir: string; svc: string; peer: string; prio: number }) =>
    `HNS endpoint ${a.ep} on ${a.node}: add an ACL policy Allow ${a.dir} ${a.svc} to ${a.peer} at priority ${a.prio}`,
  // Kubernetes: `peer` is fix.peer.pods or a CIDR, `ref` the pod the policy selects.
  'fix.policyFromOn': (a: { pol: string; peer: string; svc: string; ref: string }) => `NetworkPolicy ${a.pol}: add an ingress rule from ${a.peer} on ${a.svc} (it selects ${a.ref})`,
  'fix.policyToOn': (a: { pol: string; peer: string; svc: string; ref: string }) => `NetworkPolicy ${a.pol}: add an egress rule to ${a.peer} on ${a.svc} (it selects ${a.ref})`,
  'fix.policyFrom': (a: { pol: string; peer: string; ref: string }) => `NetworkPolicy ${a.pol}: add an ingress rule from ${a.peer} (it selects ${a.ref})`,
  'fix.policyTo': (a: { pol: string; peer: string; ref: string }) => `NetworkPolicy ${a.pol}: add an egress rule to ${a.peer} (it selects ${a.ref})`,
  'fix.listen': (a: { ref: string; svc: string }) => `Pod ${a.ref}: listen on ${a.svc} (start the server, or fix the port it binds)`,
  'fix.targetPort': (a: { svc: string; port: number; ref: string; was: number }) => `Service ${a.svc}: targetPort ${a.port} (what ${a.ref} listens on) instead of ${a.was}`,
  'fix.select': (a: { svc: string; labels: string; ref: string; on: string }) => `Service ${a.svc}: select ${a.labels} (${a.ref} listens on ${a.on})`,
  // VFP: `where` is layer/group, `port` the port's friendly name.
  'fix.vfpAllow': (a: { rule: string; where: string; port: string; node: string; was: string }) => `VFP rule ${a.rule} in ${a.where} on ${a.port} (${a.node}): allow instead of ${a.was}`,
  'fix.vfpAdd': (a: { rule: string; prio: number; where: string; port: string; node: string }) => `VFP: add rule ${a.rule} (allow, priority ${a.prio}) to ${a.where} on ${a.port} (${a.node})`,
};

export type FixMsg = MsgOf<typeof FIX_EN>;
export const fixMsg = msg<typeof FIX_EN>();

/** A fix's summary: its English and its value. */
export const summaryOf = (m: FixMsg): { summary: string; msg: FixMsg } => ({ summary: render([FIX_EN], m), msg: m });
