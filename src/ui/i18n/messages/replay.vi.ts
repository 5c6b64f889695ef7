// Tiếng Việt cho các câu của replay khi một probe không đi được trên node dựng lại từ file (và
// lệnh in ra phần còn thiếu), src/io/replay/messages.ts: cùng id, cùng tham số, kiểu
// Translation<typeof REPLAY_EN>. Tên Windows/Kubernetes (pod, node, Service, HNS endpoint, load
// balancer, VIP) và lệnh giữ nguyên.
import type { Translation } from '../../../core/message';
import type { Listed, REPLAY_EN } from '../../../io/replay/messages';

/** " (endpoint a, b, c và 2 endpoint khác)": the first three of a list, the rest counted. */
const listed = (kind: string, a: Listed): string => (a.count ? ` (${kind} ${a.shown}${a.count > 3 ? ` và ${a.count - 3} ${kind} khác` : ''})` : '');
/** "các " before a noun of which there are several. */
const many = (a: Listed, word: string): string => (a.count > 1 ? word : '');

export const REPLAY_VI: Translation<typeof REPLAY_EN> = {
  'replay.deadEnd.pod': (a) =>
    `${a.end}: các file không có pod ${a.pod}${a.pods ? ` (các pod có trong file: ${a.pods}; pod dựng lại từ HNS endpoint được đặt tên theo địa chỉ của nó, và có thể đưa thẳng địa chỉ)` : ''}: ${a.missing}`,
  'replay.deadEnd.node': (a) => `${a.end}: các file không mô tả node ${a.node} (chúng mô tả ${a.nodes}): ${a.missing}`,
  'replay.deadEnd.service': (a) =>
    `to: các file không có Service ${a.service}${a.vips ? ` (VIP của các load balancer trong file: ${a.vips}; có thể đưa VIP:PORT thay vào)` : ''}: ${a.missing}`,
  'replay.deadEnd.external': (a) => `${a.end}: các file không nêu host bên ngoài nào tên ${a.name} (dump của một node không có host như vậy): hãy đưa địa chỉ của nó, dạng IP:PORT`,
  'replay.deadEnd.address': (a) => `${a.end}: ${a.ip} không phải địa chỉ của pod hay node nào trong các file: ${a.missing}`,
  'replay.deadEnd.to': (a) => `to ${a.to}: không chạy probe: ${a.missing}`,

  'replay.missing': (a) => `còn thiếu: ${a.what}: chạy \`${a.run}\`${a.or ? ` (hoặc \`${a.or}\`)` : ''}`,
  'replay.need.podEndpoint': (a) => `HNS endpoint của pod ${a.pod}`,
  'replay.need.nodeDumps': (a) => `dump của node ${a.node} (chạy trên node đó, rồi import cùng các file này)`,
  'replay.need.service': (a) => `Service ${a.service}`,
  'replay.need.address': (a) => `HNS endpoint giữ ${a.ip}`,

  'replay.needs': (a) => `còn thiếu: ${a.clauses}`,
  'replay.clause': (a) => `${a.what}: chạy \`${a.run}\`${a.or ? ` (hoặc \`${a.or}\`)` : ''}`,
  'replay.semicolon': (a) => `${a.a}; ${a.rest}`,
  'replay.comma': (a) => `${a.a}, ${a.rest}`,
  'replay.and': (a) => `${a.a} và ${a.b}`,
  'replay.need.endpoints': () => 'HNS endpoint của các pod',
  'replay.need.network': () => 'HNS network của các pod',
  'replay.need.subnet': () => 'subnet của network',
  'replay.need.nodeIp': () => 'IP của node',
  'replay.need.endpointIps': (a) => `địa chỉ IP của các endpoint${listed('endpoint', a)}`,
  'replay.need.lb': (a) => `${many(a, 'các ')}load balancer${listed('VIP', a)}`,
  'replay.need.lbBackends': (a) => `các endpoint backend của ${many(a, 'các ')}load balancer${listed('VIP', a)}`,
  'replay.need.lbEndpoints': (a) => `các endpoint mà ${many(a, 'các ')}load balancer gửi tới${listed('VIP', a)}`,
  'replay.need.lbPorts': (a) => `port của ${many(a, 'các ')}load balancer${listed('VIP', a)}`,
  'replay.noNode': (a) => `các file không tạo thành một node: ${a.why}${a.also ? `; ngoài ra ${a.also}` : ''}`,
  'replay.buildError': (a) => `${a.path}: ${a.m}`,
  'replay.address.pod': (a) => `${a.ip} là pod ${a.pod} (địa chỉ endpoint của nó)`,
  'replay.address.node': (a) => `${a.ip} là node ${a.node}`,
  'replay.address.none': (a) => `${a.ip} không phải địa chỉ của pod hay node nào trong các file: ${a.missing}`,
  'replay.importedTitle': () => 'Dựng lại từ dump của một node',
};
