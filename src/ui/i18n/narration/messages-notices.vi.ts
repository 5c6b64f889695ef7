// Vietnamese for who made a rule. Names stay in the holes. (Why a probe cannot be sent, the probe
// composer's field errors, the notices of a link, Compare's words and the fixes are message values:
// src/ui/i18n/messages/probe.vi.ts, composer.vi.ts, notices.vi.ts, compare.vi.ts, fixes.vi.ts.)
import type { Catalogue } from './engine';

/** Who made a rule: the origin line under a rule (its provenance's `by`, src/cluster/windows, hns/compile). */
const ruleOrigin: Catalogue = [
  ['kube-proxy (winkernel): remote endpoint', 'kube-proxy (winkernel): remote endpoint'],
  ['kube-proxy (winkernel): remote endpoint for the ClusterIP', 'kube-proxy (winkernel): remote endpoint cho ClusterIP'],
  ['kube-proxy (winkernel): source VIP endpoint (--source-vip)', 'kube-proxy (winkernel): endpoint của source VIP (--source-vip)'],
  ['kube-proxy (winkernel): {what*} load balancer', 'kube-proxy (winkernel): load balancer cho {what}'],
  ['kube-proxy (winkernel): {what*} load balancer (address from {from})', 'kube-proxy (winkernel): load balancer cho {what} (địa chỉ lấy từ {from})'],
  ['start scripts (host endpoint cbr0, IP forwarding on)', 'script khởi động node (host endpoint cbr0, bật IP forwarding)'],
  ['flanneld / start scripts (Overlay network)', 'flanneld / script khởi động node (network Overlay)'],
  ['start scripts (L2Bridge network)', 'script khởi động node (network L2Bridge)'],
  ['{plugin} CNI plugin (CNI ADD)', 'CNI plugin {plugin} (CNI ADD)'],
  ['{plugin} CNI plugin (CNI ADD): runtimeConfig.portMappings (hostPort)', 'CNI plugin {plugin} (CNI ADD): runtimeConfig.portMappings (hostPort)'],
  ['HNS (imported object)', 'HNS (object được import)'],
  // A replayed node's objects known from evidence other than HNS (io/replay/windows.ts, issue 28 item 2).
  ['kube-proxy (winkernel), as its log {file} says', 'kube-proxy (winkernel), theo log {file} của nó'],
  ['HNS (endpoint read from ipconfig /all in {file})', 'HNS (endpoint đọc từ ipconfig /all trong {file})'],
  ['HNS (imported endpoint)', 'HNS (endpoint được import)'],
  ['{agent@policyAgent}: lets the kubelet probe the pod', '{agent}: cho kubelet probe pod'],
  ['{agent@policyAgent}', '{agent}'],
];

/** Who turns NetworkPolicy into HNS ACLs (cluster/windows/network-policy.ts AGENTS). */
const policyAgent: Catalogue = [
  ['network policy agent (HNS ACLs)', 'policy agent của mạng (ACL của HNS)'],
  ['Calico for Windows (HNS ACLs)', 'Calico for Windows (ACL của HNS)'],
];

export const noticeMessages: Catalogue = ruleOrigin;
export const noticeCatalogues = { policyAgent };
