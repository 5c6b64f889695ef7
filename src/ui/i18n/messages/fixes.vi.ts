// Vietnamese for "What would make it pass" (src/cluster/fixes/messages.ts) and for what the undo
// history records a change as (src/state/history-messages.ts). Names, addresses, ports, CIDRs and
// rule ids stay in the holes. Rides in the narration chunk (narration-vi.ts).
import type { Translation } from '../../../core/message';
import type { FIX_EN } from '../../../cluster/fixes/messages';
import type { HISTORY_EN } from '../../../state/history-messages';

export const FIX_VI: Translation<typeof FIX_EN> = {
  'fix.goal.expect': () => 'chạy đúng như expect của nó',
  'fix.goal.delivered': () => 'tới được đích (và reply quay về được)',
  'fix.goal.unsent': () => 'không gửi được probe',
  'fix.peer.pods': (a) => `các pod có label ${a.labels}`,
  'fix.natExceptionOut': (a) => `CNI config: bỏ ${a.cidr} khỏi ExceptionList của OutBoundNAT (traffic tới đó lại được dịch sang IP của node)`,
  'fix.natExceptionIn': (a) => `CNI config: thêm ${a.cidr} vào ExceptionList của OutBoundNAT (traffic tới đó giữ nguyên địa chỉ của pod)`,
  'fix.mtuOverlay': (a) => `CNI config: MTU ${a.mtu} (MTU ${a.under} của underlay trừ 50 byte VXLAN) thay cho ${a.was}`,
  'fix.mtu': (a) => `CNI config: MTU ${a.mtu} thay cho ${a.was}`,
  'fix.loopbackDsr': () => 'CNI config: loopbackDSR true (với DSR, pod được gọi tới chính nó qua Service của nó)',
  'fix.dsrOn': () => 'kube-proxy: --enable-dsr (kèm --feature-gates WinDSR=true): port của pod client tự dịch địa chỉ, backend thấy được client',
  'fix.dsrOff': () => 'kube-proxy: bỏ --enable-dsr: traffic tới Service đi qua load balancer của host thay vì LB_DSR',
  'fix.hnsAclFrom': (a) => `HNS endpoint ${a.ep} trên ${a.node}: thêm ACL policy Allow ${a.dir} ${a.svc} từ ${a.peer} với priority ${a.prio}`,
  'fix.hnsAclTo': (a) => `HNS endpoint ${a.ep} trên ${a.node}: thêm ACL policy Allow ${a.dir} ${a.svc} tới ${a.peer} với priority ${a.prio}`,
  'fix.policyFromOn': (a) => `NetworkPolicy ${a.pol}: thêm một ingress rule từ ${a.peer} trên ${a.svc} (policy này chọn ${a.ref})`,
  'fix.policyToOn': (a) => `NetworkPolicy ${a.pol}: thêm một egress rule tới ${a.peer} trên ${a.svc} (policy này chọn ${a.ref})`,
  'fix.policyFrom': (a) => `NetworkPolicy ${a.pol}: thêm một ingress rule từ ${a.peer} (policy này chọn ${a.ref})`,
  'fix.policyTo': (a) => `NetworkPolicy ${a.pol}: thêm một egress rule tới ${a.peer} (policy này chọn ${a.ref})`,
  'fix.listen': (a) => `Pod ${a.ref}: listen trên ${a.svc} (khởi động server, hoặc sửa port mà nó bind)`,
  'fix.targetPort': (a) => `Service ${a.svc}: targetPort ${a.port} (port mà ${a.ref} đang listen) thay cho ${a.was}`,
  'fix.select': (a) => `Service ${a.svc}: chọn ${a.labels} (${a.ref} đang listen trên ${a.on})`,
  'fix.vfpAllow': (a) => `VFP rule ${a.rule} trong ${a.where} trên ${a.port} (${a.node}): allow thay cho ${a.was}`,
  'fix.vfpAdd': (a) => `VFP: thêm rule ${a.rule} (allow, priority ${a.prio}) vào ${a.where} trên ${a.port} (${a.node})`,
};

export const HISTORY_VI: Translation<typeof HISTORY_EN> = {
  'history.open': () => 'mở một kịch bản',
  'history.edit': () => 'chỉnh sửa',
  'history.restore': () => 'khôi phục công việc của tôi',
  'history.otherTab': () => 'mở phiên bản của tab kia',
  'history.try': (a) => `thử: ${a.fix}`,
};
