// Vietnamese for the state layer's short messages: why a probe cannot be sent (cluster/probe.ts),
// who made a rule. Refs, names, ports and what the user typed stay in the holes. (The probe
// composer's field errors, the notices of a link, Compare's words and the fixes are message values:
// src/ui/i18n/messages/composer.vi.ts, notices.vi.ts, compare.vi.ts, fixes.vi.ts.)
import type { Catalogue } from './engine';

/** A ref that does not resolve (cluster/probe.ts resolveRef, probePacket). */
const refWhy: Catalogue = [
  ['"{p*}" is not a port number', '"{p}" không phải số port'],
  ['"{ref*}" is not a ref (pod/…, service/…, node/…, external/…, IP[:port] or [IPv6]:port)', '"{ref}" không phải một ref (pod/…, service/…, node/…, external/…, IP[:port] hoặc [IPv6]:port)'],
  ['{what*} has no IPv6 address (the cluster is dual-stack, but not this object)', '{what} không có địa chỉ IPv6 (cluster là dual-stack, nhưng đối tượng này thì không)'],
  ['{what*} has no IPv6 address (the cluster is IPv4 only)', '{what} không có địa chỉ IPv6 (cluster chỉ có IPv4)'],
  ['Service {ref} has no {fam} ClusterIP (ipFamilies: {list*})', 'Service {ref} không có ClusterIP {fam} (ipFamilies: {list})'],
  ['no Service {ref} (Services: {list*})', 'không có Service {ref} (các Service: {list})'],
  ['no Service {ref}', 'không có Service {ref}'],
  ['a Service ref needs a port: {example}', 'ref tới Service cần có port: {example}'],
  ['Service {ref} has no port {port} (ports: {list*})', 'Service {ref} không có port {port} (các port: {list})'],
  ['no pod {ref} (pods: {list*})', 'không có pod {ref} (các pod: {list})'],
  ['no pod {ref}', 'không có pod {ref}'],
  ['no node {n} (nodes: {list*})', 'không có node {n} (các node: {list})'],
  ['no node {n}', 'không có node {n}'],
  ['no external host {n} (external hosts: {list*})', 'không có host bên ngoài {n} (các host bên ngoài: {list})'],
  ['no external host {n}', 'không có host bên ngoài {n}'],
  ['from: {why@refWhy}', 'from: {why}'],
  ['from: a probe starts at a pod, a node or an external host, not at a literal IP or a Service', 'from: probe phải xuất phát từ một pod, một node hoặc một host bên ngoài, không phải từ một IP cụ thể hay một Service'],
  ['to: {proto} needs a destination port ({example})', 'to: {proto} cần port đích ({example})'],
  ['to: {why@refWhy}', 'to: {why}'],
];

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

export const noticeMessages: Catalogue = [...refWhy, ...ruleOrigin];
export const noticeCatalogues = { refWhy, policyAgent };
