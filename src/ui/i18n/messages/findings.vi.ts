// Tiếng Việt cho các bước kiểm tra node của Microsoft (src/hns/findings.ts): tên mỗi bước theo id
// (FindingCheck), và câu, bằng chứng, cách sửa theo id của src/hns/finding-messages.ts, kiểu
// Translation<typeof FINDINGS_EN> (thiếu một id hay sai tham số là lỗi biên dịch). Lệnh (netsh,
// Restart-Service, cờ của kube-proxy), tên layer và các trường của dump giữ nguyên. Nằm trong chunk
// tiếng Việt (narration-vi.ts), chỉ tải khi chọn tiếng Việt.
import type { Translation } from '../../../core/message';
import type { FINDINGS_EN } from '../../../hns/finding-messages';
import type { FindingCheck } from '../../../hns/findings';

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

export const FINDINGS_VI: Translation<typeof FINDINGS_EN> = {
  // Điều gì sai.
  'finding.apipa': (a) => `network ${a.network} có management IP dạng APIPA: vNIC của host chưa bao giờ nhận được địa chỉ của node`,
  'finding.endpointState': (a) => `endpoint cục bộ ${a.ip} chưa ở trạng thái attached và shared (State ${a.state}, lẽ ra là 3)`,
  'finding.lbState': (a) => `load balancer ${a.vips || '(NodePort)'} không hợp lệ (State ${a.state}, lẽ ra là 2)`,
  'finding.staleRemote': (a) =>
    `remote endpoint ${a.ip} không được load balancer nào tham chiếu (kube-proxy vẫn giữ một cái như vậy cho backend ở node khác của Service có internalTrafficPolicy Local: khi đó nó không bị bỏ quên)`,
  'finding.portBlocked': (a) => `port VFP ${a.port} đang bị block: không gì đi qua được`,
  'finding.fewBlocks': (a) =>
    `dải port động chỉ còn ${a.free} khối ${a.proto} 64 port trống: outbound NAT lấy port theo từng khối như vậy, nên kết nối mới (kể cả DNS) trên node này bắt đầu lỗi`,
  'finding.overlapsNodePorts': (a) => `dải port động ${a.proto} chồng lên dải NodePort ${a.nodePorts}: một NodePort có thể đụng với port mà host đã cấp ra`,
  'finding.dnsNoLb': (a) => `DNS server của các pod, ${a.ip}, là một Service IP nhưng không load balancer nào giữ nó: phân giải tên trên node này sẽ lỗi`,
  'finding.notDsr': (a) =>
    `${a.n} load balancer ClusterIP không chạy DSR: kube-proxy chạy thiếu --enable-dsr, nên traffic tới Service phải vòng qua management port (NeedEncap). Script kiểm tra của Microsoft coi đây là lệch cấu hình trên node lẽ ra chạy DSR.`,
  'finding.aclMissing': (a) => `ACL ${a.acl} của HNS trên endpoint ${a.ip} không có rule tương ứng trong ACL_ENDPOINT_LAYER của port`,
  'finding.natMissing': (a) => `endpoint ${a.ip} có policy OutBoundNAT nhưng port của nó không có rule dynnat: không ra được ngoài các dải exception`,
  'finding.dsrMissing': (a) => `load balancer DSR ${a.vip} không có rule LB_DSR trên port của endpoint ${a.ip}: pod đó không tới được Service`,
  'finding.staleVip': (a) => `rule ${a.rule} cân bằng tải cho ${a.vip}, nhưng không load balancer HNS nào có địa chỉ này`,
  'finding.staleDip': (a) => `rule ${a.rule} gửi tới DIP ${a.dip}, không khớp endpoint HNS nào: các kết nối được hash vào đó sẽ timeout`,
  'finding.checksFailed': (a) => `không chạy được các bước kiểm tra node: ${a.why}`,

  // Bằng chứng: các trường của dump giữ nguyên; chỉ nói những chữ quanh dải port động.
  'finding.evidence.dump': (a) => a.fields,
  'finding.evidence.range': (a) => `dải port động ${a.proto} ${a.range}`,
  'finding.evidence.rangeExcluded': (a) => `dải port động ${a.proto} ${a.range}; ${a.excluded} dải bị loại trừ`,
  'finding.range.assumed': (a) => `${a.range} (mặc định của Windows: các file không có dải port động)`,

  // Cách sửa thường dùng.
  'fix.recreateNetwork': () => 'tạo lại HNS network',
  'fix.recreatePod': () => 'xoá rồi tạo lại pod',
  'fix.recreatePolicy': () => 'xoá policy và để kube-proxy tạo lại',
  'fix.resyncRemote': () => 'để kube-proxy đồng bộ lại, hoặc xoá endpoint đó',
  'fix.enlargeRange': (a) => `nới rộng dải port động (netsh int ipv4 set dynamicport ${a.protocol} start=33000 num=32536, như image-builder vẫn làm), tránh dải NodePort ${a.nodePorts}`,
  'fix.rangeAbove': (a) => `cho dải port động bắt đầu trên ${a.port} (ví dụ start=33000)`,
  'fix.restartKubeProxy': () => 'khởi động lại kube-proxy (nó sẽ tạo lại các load balancer)',
  'fix.enableDsr': () => 'nếu muốn chạy DSR: kube-proxy --enable-dsr=true (WinDSR), rồi để nó tạo lại các load balancer',
  'fix.restartHns': () => 'Restart-Service -f hns (VFP lệch so với HNS)',
  'fix.recreatePodPolicy': () => 'tạo lại pod (policy không được áp lúc pod khởi động)',
  'fix.restartHnsOrKubeProxy': () => 'Restart-Service -f hns, hoặc khởi động lại kube-proxy',
  'fix.cleanupOrRestart': () => 'cleanup-stale-lb-rules.ps1, hoặc Restart-Service -f hns',
  'fix.cleanupTwice': () => 'cleanup-stale-lb-rules.ps1 (script kiểm tra hai lần, cách nhau 60 s)',
};
