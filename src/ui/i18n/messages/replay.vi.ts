// Tiếng Việt cho các câu của replay khi một probe không đi được trên node dựng lại từ file (và
// lệnh in ra phần còn thiếu), src/io/replay/messages.ts: cùng id, cùng tham số, kiểu
// Translation<typeof REPLAY_EN>. Tên Windows/Kubernetes (pod, node, Service, HNS endpoint, load
// balancer, VIP) và lệnh giữ nguyên.
import type { Translation } from '../../../core/message';
import type { REPLAY_EN } from '../../../io/replay/messages';

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
};
