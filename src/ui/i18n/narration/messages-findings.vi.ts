// Vietnamese for Microsoft's checks over an imported node (src/hns/findings.ts): each check's name by
// id (a new check without Vietnamese does not compile), and its message, evidence notes and fix as
// templates. Commands (netsh, Restart-Service, kube-proxy flags), layers and fields stay as they are.
import type { FindingCheck } from '../../../hns/findings';
import type { Catalogue } from './engine';

export const CHECKS_VI: Record<FindingCheck, string> = {
  'Management IP': 'Management IP',
  'Endpoint state': 'Trạng thái endpoint',
  'Load balancer state': 'Trạng thái load balancer',
  'Stale remote endpoint': 'Remote endpoint bị bỏ quên',
  'Port blocked': 'Port bị block',
  'Ephemeral ports': 'Port tạm (ephemeral)',
  'DNS load balancer': 'Load balancer của DNS',
  'ClusterIP not DSR': 'ClusterIP không chạy DSR',
  'ACL not programmed': 'ACL chưa xuống VFP',
  'Outbound NAT not programmed': 'Outbound NAT chưa xuống VFP',
  'LB_DSR rule missing': 'Thiếu rule LB_DSR',
  'Stale LB_DSR rule': 'Rule LB_DSR bị bỏ quên',
  Checks: 'Các bước kiểm tra',
};

export const findingMessages: Catalogue = [
  // What is wrong.
  ["network {name*} has an APIPA management IP: the host vNIC never got the node's address", 'network {name} có management IP dạng APIPA: vNIC của host chưa bao giờ nhận được địa chỉ của node'],
  ['local endpoint {ip} is not attached and shared (State {s}, expected 3)', 'endpoint cục bộ {ip} chưa ở trạng thái attached và shared (State {s}, lẽ ra là 3)'],
  ['load balancer {vips*} is not valid (State {s}, expected 2)', 'load balancer {vips} không hợp lệ (State {s}, lẽ ra là 2)'],
  [
    'remote endpoint {ip} is referenced by no load balancer (kube-proxy keeps one for a remote backend of a Service with internalTrafficPolicy Local: not stale then)',
    'remote endpoint {ip} không được load balancer nào tham chiếu (kube-proxy vẫn giữ một cái như vậy cho backend ở node khác của Service có internalTrafficPolicy Local: khi đó nó không bị bỏ quên)',
  ],
  ['remote endpoint {ip} is referenced by no load balancer', 'remote endpoint {ip} không được load balancer nào tham chiếu'],
  ['VFP port {name*} is blocked: nothing crosses it', 'port VFP {name} đang bị block: không gì đi qua được'],
  [
    'only {n} free 64-port {proto} block left in the dynamic range: outbound NAT takes its ports in such blocks, so new connections (and DNS) start failing on this node',
    'dải port động chỉ còn {n} khối {proto} 64 port trống: outbound NAT lấy port theo từng khối như vậy, nên kết nối mới (kể cả DNS) trên node này bắt đầu lỗi',
  ],
  [
    'only {n} free 64-port {proto} blocks left in the dynamic range: outbound NAT takes its ports in such blocks, so new connections (and DNS) start failing on this node',
    'dải port động chỉ còn {n} khối {proto} 64 port trống: outbound NAT lấy port theo từng khối như vậy, nên kết nối mới (kể cả DNS) trên node này bắt đầu lỗi',
  ],
  [
    'the {proto} dynamic range overlaps the NodePort range {range}: a NodePort can collide with a port the host handed out',
    'dải port động {proto} chồng lên dải NodePort {range}: một NodePort có thể đụng với port mà host đã cấp ra',
  ],
  [
    "the pods' DNS server {ip} is a Service IP, but no load balancer has it: name resolution fails on this node",
    'DNS server của các pod, {ip}, là một Service IP nhưng không load balancer nào giữ nó: phân giải tên trên node này sẽ lỗi',
  ],
  [
    "{n} ClusterIP load balancer is not DSR: kube-proxy runs without --enable-dsr, so Service traffic detours through the management port (NeedEncap). Microsoft's check calls it drift on nodes meant to run DSR.",
    '{n} load balancer ClusterIP không chạy DSR: kube-proxy chạy thiếu --enable-dsr, nên traffic tới Service phải vòng qua management port (NeedEncap). Script kiểm tra của Microsoft coi đây là lệch cấu hình trên node lẽ ra chạy DSR.',
  ],
  [
    "{n} ClusterIP load balancers are not DSR: kube-proxy runs without --enable-dsr, so Service traffic detours through the management port (NeedEncap). Microsoft's check calls it drift on nodes meant to run DSR.",
    '{n} load balancer ClusterIP không chạy DSR: kube-proxy chạy thiếu --enable-dsr, nên traffic tới Service phải vòng qua management port (NeedEncap). Script kiểm tra của Microsoft coi đây là lệch cấu hình trên node lẽ ra chạy DSR.',
  ],
  ['HNS ACL {id} on endpoint {ip} has no rule in ACL_ENDPOINT_LAYER of its port', 'ACL {id} của HNS trên endpoint {ip} không có rule tương ứng trong ACL_ENDPOINT_LAYER của port'],
  [
    'endpoint {ip} has an OutBoundNAT policy but its port has no dynnat rule: no egress beyond the exceptions',
    'endpoint {ip} có policy OutBoundNAT nhưng port của nó không có rule dynnat: không ra được ngoài các dải exception',
  ],
  [
    "DSR load balancer {vip} has no LB_DSR rule on endpoint {ip}'s port: that pod cannot reach the Service",
    'load balancer DSR {vip} không có rule LB_DSR trên port của endpoint {ip}: pod đó không tới được Service',
  ],
  ['rule {rule*} balances {vip}, which no HNS load balancer has', 'rule {rule} cân bằng tải cho {vip}, nhưng không load balancer HNS nào có địa chỉ này'],
  [
    'rule {rule*} sends to DIP {dip}, which matches no HNS endpoint: connections hashed there time out',
    'rule {rule} gửi tới DIP {dip}, không khớp endpoint HNS nào: các kết nối được hash vào đó sẽ timeout',
  ],
  ['the node checks could not run: {why@message}', 'không chạy được các bước kiểm tra node: {why}'],
  // Evidence: the dump's own fields stay; only these words around the dynamic range are said.
  ["{proto} dynamic range {range} (Windows' default: the dynamic range was not in the files); {n} excluded range", 'dải port động {proto} {range} (mặc định của Windows: các file không có dải port động); {n} dải bị loại trừ'],
  ["{proto} dynamic range {range} (Windows' default: the dynamic range was not in the files); {n} excluded ranges", 'dải port động {proto} {range} (mặc định của Windows: các file không có dải port động); {n} dải bị loại trừ'],
  ['{proto} dynamic range {range}; {n} excluded range', 'dải port động {proto} {range}; {n} dải bị loại trừ'],
  ['{proto} dynamic range {range}; {n} excluded ranges', 'dải port động {proto} {range}; {n} dải bị loại trừ'],
  ['{proto} dynamic range {range}', 'dải port động {proto} {range}'],
  // The usual fix.
  ['recreate the HNS network', 'tạo lại HNS network'],
  ['delete and recreate the pod', 'xoá rồi tạo lại pod'],
  ['delete the policy and let kube-proxy recreate it', 'xoá policy và để kube-proxy tạo lại'],
  ['let kube-proxy resync, or remove the endpoint', 'để kube-proxy đồng bộ lại, hoặc xoá endpoint đó'],
  [
    'enlarge the dynamic range (netsh int ipv4 set dynamicport {p} start=33000 num=32536, as image-builder does), keeping clear of NodePorts {range}',
    'nới rộng dải port động (netsh int ipv4 set dynamicport {p} start=33000 num=32536, như image-builder vẫn làm), tránh dải NodePort {range}',
  ],
  ['start the dynamic range above {port} (e.g. start=33000)', 'cho dải port động bắt đầu trên {port} (ví dụ start=33000)'],
  ['restart kube-proxy (it recreates the load balancers)', 'khởi động lại kube-proxy (nó sẽ tạo lại các load balancer)'],
  ['if DSR is intended: kube-proxy --enable-dsr=true (WinDSR), then let it recreate the load balancers', 'nếu muốn chạy DSR: kube-proxy --enable-dsr=true (WinDSR), rồi để nó tạo lại các load balancer'],
  ['Restart-Service -f hns (VFP out of sync with HNS)', 'Restart-Service -f hns (VFP lệch so với HNS)'],
  ['recreate the pod (the policy was not applied at pod start)', 'tạo lại pod (policy không được áp lúc pod khởi động)'],
  ['Restart-Service -f hns, or restart kube-proxy', 'Restart-Service -f hns, hoặc khởi động lại kube-proxy'],
  ['cleanup-stale-lb-rules.ps1, or Restart-Service -f hns', 'cleanup-stale-lb-rules.ps1, hoặc Restart-Service -f hns'],
  ['cleanup-stale-lb-rules.ps1 (checks twice, 60 s apart)', 'cleanup-stale-lb-rules.ps1 (script kiểm tra hai lần, cách nhau 60 s)'],
];
