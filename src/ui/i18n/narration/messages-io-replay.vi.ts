// Vietnamese for the replay (src/io/replay): the rebuilt scenario's title, and the one "what is
// missing" line with the command that prints it; the report's lists are message values.
import type { Catalogue } from './engine';

// The rebuilt scenario's title (io/replay/imported-title.ts). The report's lists are message values
// (messages/replay-report.vi.ts).
const title: Catalogue = [['Imported from a node', 'Dựng lại từ dump của một node']];

/** "missing: A and B — run `X` (or `Y`); C — run `Z`" (needs.ts), and why a replay cannot start. */
const needs: Catalogue = [
  ['missing: {clauses@ioclauses}', 'còn thiếu: {clauses}'],
  ['the files do not make a node: {why@ioreasons}; also missing: {clauses@ioclauses}', 'các file không tạo thành một node: {why}; ngoài ra còn thiếu: {clauses}'],
  ['the files do not make a node: {why@ioreasons}', 'các file không tạo thành một node: {why}'],
  // A literal address as a probe's source or destination (address-ref.ts).
  ['{ip} is the address of no pod or node in the files: {m@message}', '{ip} không phải địa chỉ của pod hay node nào trong các file: {m}'],
  ["{ip} is pod {pod} (its endpoint's address)", '{ip} là pod {pod} (địa chỉ endpoint của nó)'],
  ['{ip} is node {node}', '{ip} là node {node}'],
];

export const ioclauses: Catalogue = [
  ['{a@ioclause}; {rest@ioclauses}', '{a}; {rest}'],
  ['{a@ioclause}', '{a}'],
];

export const ioclause: Catalogue = [
  ['{what@ioneeds} — run `{run*}` (or `{or*}`)', '{what}: chạy `{run}` (hoặc `{or}`)'],
  ['{what@ioneeds} — run `{run*}`', '{what}: chạy `{run}`'],
];

/** The needs of one command, joined with ", " and " and " (lists in parentheses come last or alone). */
export const ioneeds: Catalogue = [
  ["{a@ioneed} and the pods' HNS endpoints", "{a} và HNS endpoint của các pod"],
  ['{a@ioneed}, {b@ioneed} and {c@ioneed}', '{a}, {b} và {c}'],
  ['{a@ioneed} and {b@ioneed}', '{a} và {b}'],
  ['{a@ioneed}', '{a}'],
];

export const ioneed: Catalogue = [
  ["the pods' HNS endpoints", 'HNS endpoint của các pod'],
  ["the pods' HNS network", 'HNS network của các pod'],
  ["the network's subnet", 'subnet của network'],
  ["the node's IP", 'IP của node'],
  ["the endpoints' IP addresses (endpoints {ids*}, and {n} more)", 'địa chỉ IP của các endpoint (endpoint {ids} và {n} endpoint khác)'],
  ["the endpoints' IP addresses (endpoints {ids*})", 'địa chỉ IP của các endpoint (endpoint {ids})'],
  ["the endpoints' IP addresses (endpoint {id})", 'địa chỉ IP của các endpoint (endpoint {id})'],
  ["the endpoints' IP addresses", 'địa chỉ IP của các endpoint'],
  ['the ports of the load balancers (VIPs {vips*}, and {n} more)', 'port của các load balancer (VIP {vips} và {n} VIP khác)'],
  ['the ports of the load balancers (VIPs {vips*})', 'port của các load balancer (VIP {vips})'],
  ['the ports of the load balancer (VIP {vip})', 'port của load balancer (VIP {vip})'],
  ['the ports of the load balancers', 'port của các load balancer'],
  ['the ports of the load balancer', 'port của load balancer'],
  ['the backend endpoints of the load balancers (VIPs {vips*}, and {n} more)', 'các endpoint backend của các load balancer (VIP {vips} và {n} VIP khác)'],
  ['the backend endpoints of the load balancers (VIPs {vips*})', 'các endpoint backend của các load balancer (VIP {vips})'],
  ['the backend endpoints of the load balancer (VIP {vip})', 'các endpoint backend của load balancer (VIP {vip})'],
  ['the backend endpoints of the load balancers', 'các endpoint backend của các load balancer'],
  ['the backend endpoints of the load balancer', 'các endpoint backend của load balancer'],
  ['the load balancers (VIPs {vips*}, and {n} more)', 'các load balancer (VIP {vips} và {n} VIP khác)'],
  ['the load balancers (VIPs {vips*})', 'các load balancer (VIP {vips})'],
  ['the load balancer (VIP {vip})', 'load balancer (VIP {vip})'],
  ['the load balancers', 'các load balancer'],
  ['the load balancer', 'load balancer'],
  ['the HNS endpoint that holds {ips*}', 'HNS endpoint giữ {ips}'],
  ['the endpoints the load balancers send to (VIPs {vips*}, and {n} more)', 'các endpoint mà các load balancer gửi tới (VIP {vips} và {n} VIP khác)'],
  ['the endpoints the load balancers send to (VIPs {vips*})', 'các endpoint mà các load balancer gửi tới (VIP {vips})'],
  ['the endpoints the load balancer sends to (VIP {vip})', 'các endpoint mà load balancer gửi tới (VIP {vip})'],
  ['the endpoints the load balancers send to', 'các endpoint mà các load balancer gửi tới'],
  ['the endpoints the load balancer sends to', 'các endpoint mà load balancer gửi tới'],
];

/** A build's errors joined with "; ": each `path: message` (cluster checks of the rebuilt scenario). */
export const ioreasons: Catalogue = [
  ['{a@message}; {rest@ioreasons}', '{a}; {rest}'],
  ['{a@message}', '{a}'],
];

const build: Catalogue = [
  ['{path}: {m@message}', '{path}: {m}'],
  // Several of them (a replay's or the "after" set's build errors): last, as it fits many sentences.
  ['{a@message}; {rest@ioreasons}', '{a}; {rest}'],
  // The cluster check a replay meets most (src/cluster/scenario/resolve.ts), said here too.
  ['the service CIDR {a} overlaps the cluster CIDR {b}', 'service CIDR {a} chồng lấn với cluster CIDR {b}'],
  ['a Service needs at least one port', 'một Service cần ít nhất một port'],
  ['two Services are named {name}', 'có hai Service cùng tên {name}'],
  ['{ip} is already used by service {name}', '{ip} đã được service {name} dùng'],
  ['the scenario has no nodes yet: add a Windows node to start', 'kịch bản chưa có node nào: hãy thêm một node Windows để bắt đầu'],
];

export const replayMessages: Catalogue = [...title, ...needs, ...build];
