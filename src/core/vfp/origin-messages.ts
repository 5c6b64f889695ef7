// Who made a rule: the component that asked HNS for the object behind it (the `by` of a rule's
// provenance, shown under the rule), as message values (src/core/message.ts); Vietnamese in
// src/ui/i18n/messages/origin.vi.ts. The simulation (src/cluster/windows) and a replay (src/io/replay)
// give their HNS objects these; they live in the core beside Provenance because the walk says them
// too (who made the entry that answered ARP). Plugin names and the kind of a load balancer stay in the holes.
import { msg, render, type Msg, type MsgOf } from '../message';

const BY = 'kube-proxy (winkernel)';

export const ORIGIN_EN = {
  'origin.kubeProxy': () => BY,
  'origin.remoteEndpoint': () => `${BY}: remote endpoint`,
  'origin.remoteClusterIp': () => `${BY}: remote endpoint for the ClusterIP`,
  'origin.sourceVip': () => `${BY}: source VIP endpoint (--source-vip)`,
  // `what` is the load balancer's kind as kube-proxy's code names it (ClusterIP, NodePort…).
  'origin.lb': (a: { what: string; from?: string }) => `${BY}: ${a.what} load balancer${a.from ? ` (address from ${a.from})` : ''}`,
  'origin.hostEndpoint': () => 'start scripts (host endpoint cbr0, IP forwarding on)',
  'origin.overlay': () => 'flanneld / start scripts (Overlay network)',
  'origin.l2bridge': () => 'start scripts (L2Bridge network)',
  'origin.cni': (a: { plugin: string }) => `${a.plugin} CNI plugin (CNI ADD)`,
  'origin.hostPort': (a: { plugin: string }) => `${a.plugin} CNI plugin (CNI ADD): runtimeConfig.portMappings (hostPort)`,
  'origin.imported': () => 'HNS (imported object)',
  // A replayed node's objects known from evidence other than HNS (io/replay/windows.ts).
  'origin.logged': (a: { file: string }) => `${BY}, as its log ${a.file} says`,
  'origin.ipconfigEndpoint': (a: { file: string }) => `HNS (endpoint read from ipconfig /all in ${a.file})`,
  'origin.importedEndpoint': () => 'HNS (imported endpoint)',
  // Who turns NetworkPolicy into HNS ACLs (windowsPolicyAgent), and its rule that lets the kubelet in.
  'origin.agent': (a: { agent: 'generic' | 'calico' }): string => (a.agent === 'calico' ? 'Calico for Windows (HNS ACLs)' : 'network policy agent (HNS ACLs)'),
  'origin.agentProbe': (a: { agent: string }) => `${a.agent}: lets the kubelet probe the pod`,
};

export type OriginMsg = MsgOf<typeof ORIGIN_EN>;
export const originMsg = msg<typeof ORIGIN_EN>();
export const originText = (m: Msg): string => render([ORIGIN_EN], m);

/** An origin's `by` in English, and as its value. */
export const byOf = (m: OriginMsg): { by: string; byMsg: OriginMsg } => ({ by: originText(m), byMsg: m });
