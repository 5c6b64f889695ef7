// Vietnamese for "What would make it pass" (src/cluster/fixes): the summary of each fix and the
// goal; Check's reasons (checkExpect); the handout's verdict line before the verdict's sentence.
// The verdict's message and hint are message values now: src/ui/i18n/messages/verdict.vi.ts.
import type { Catalogue } from './engine';

export const verdictLines: Catalogue = [
  // verdictHead() (io/trace/table.ts): the handout's and the exported table's verdict line.
  ['delivered to {ref}', 'đã tới {ref}'],
  ['dropped {code}', 'bị drop {code}'],
  ['rejected {code}', 'bị từ chối {code}'],
];

/** Who a NetworkPolicy rule would let in or out. */
export const peer: Catalogue = [
  ['pods labelled {labels}', 'các pod có label {labels}'],
  ['{cidr}', '{cidr}'],
];

/** A verdict's outcome word, and "none" for a missing reason code. */
export const outcome: Catalogue = [
  ['delivered', 'tới đích'],
  ['dropped', 'bị drop'],
  ['rejected', 'bị từ chối'],
  ['one', 'có reply'],
];
export const code: Catalogue = [
  ['none', 'không có'],
  ['{code}', '{code}'],
];
export const refs: Catalogue = [
  ['nothing delivered', 'không có gì tới đích'],
  ['{a} or {b@refs}', '{a} hoặc {b}'],
  ['{a}', '{a}'],
];

/** checkExpect() (cluster/simulation.ts): why a probe or an exercise goal does not pass. */
export const checkLines: Catalogue = [
  ['outcome: expected {want@outcome}, got {got@outcome} ({code})', 'kết quả: cần {want}, thực tế {got} ({code})'],
  ['outcome: expected {want@outcome}, got {got@outcome}', 'kết quả: cần {want}, thực tế {got}'],
  ['reason: expected {want}, got {got@code}', 'reason: cần {want}, thực tế {got}'],
  ['endpoint: expected {want@refs}, got {got@refs}', 'endpoint: cần {want}, thực tế {got}'],
  ['reply: expected {want@outcome}, got no reply (the request was not answered)', 'reply: cần {want}, nhưng không có reply nào (request không được trả lời)'],
  ['reply outcome: expected {want@outcome}, got {got@outcome} ({code})', 'kết quả của reply: cần {want}, thực tế {got} ({code})'],
  ['reply outcome: expected {want@outcome}, got {got@outcome}', 'kết quả của reply: cần {want}, thực tế {got}'],
  ['reply reason: expected {want}, got {got@code}', 'reason của reply: cần {want}, thực tế {got}'],
  ['the scenario cannot be simulated: {why*}', 'không mô phỏng được scenario: {why}'],
];

export const fixLines: Catalogue = [
  ['behave as its expect says', 'chạy đúng như expect của nó'],
  ['be delivered (and its reply come back)', 'tới được đích (và reply quay về được)'],
  ['the probe could not be sent', 'không gửi được probe'],
  ['CNI config: take {cidr} out of the OutBoundNAT ExceptionList (traffic to it is translated to the node IP again)', 'CNI config: bỏ {cidr} khỏi ExceptionList của OutBoundNAT (traffic tới đó lại được dịch sang IP của node)'],
  ["CNI config: add {cidr} to the OutBoundNAT ExceptionList (traffic to it keeps the pod's address)", 'CNI config: thêm {cidr} vào ExceptionList của OutBoundNAT (traffic tới đó giữ nguyên địa chỉ của pod)'],
  ["CNI config: MTU {mtu} (the underlay's {under} less 50 bytes of VXLAN) instead of {was}", 'CNI config: MTU {mtu} (MTU {under} của underlay trừ 50 byte VXLAN) thay cho {was}'],
  ['CNI config: MTU {mtu} instead of {was}', 'CNI config: MTU {mtu} thay cho {was}'],
  ['CNI config: loopbackDSR true (a pod may reach itself through its own Service with DSR)', 'CNI config: loopbackDSR true (với DSR, pod được gọi tới chính nó qua Service của nó)'],
  ["kube-proxy: --enable-dsr (with --feature-gates WinDSR=true): the client pod's port translates, the backend sees the client", 'kube-proxy: --enable-dsr (kèm --feature-gates WinDSR=true): port của pod client tự dịch địa chỉ, backend thấy được client'],
  ["kube-proxy: drop --enable-dsr: Service traffic goes through the host's load balancer instead of LB_DSR", 'kube-proxy: bỏ --enable-dsr: traffic tới Service đi qua load balancer của host thay vì LB_DSR'],
  ['HNS endpoint {ep} on {node}: add an ACL policy Allow {dir} {svc} from {peer} at priority {prio}', 'HNS endpoint {ep} trên {node}: thêm ACL policy Allow {dir} {svc} từ {peer} với priority {prio}'],
  ['HNS endpoint {ep} on {node}: add an ACL policy Allow {dir} {svc} to {peer} at priority {prio}', 'HNS endpoint {ep} trên {node}: thêm ACL policy Allow {dir} {svc} tới {peer} với priority {prio}'],
  ['NetworkPolicy {pol}: add an ingress rule from {peer@peer} on {svc} (it selects {ref})', 'NetworkPolicy {pol}: thêm một ingress rule từ {peer} trên {svc} (policy này chọn {ref})'],
  ['NetworkPolicy {pol}: add an egress rule to {peer@peer} on {svc} (it selects {ref})', 'NetworkPolicy {pol}: thêm một egress rule tới {peer} trên {svc} (policy này chọn {ref})'],
  ['NetworkPolicy {pol}: add an ingress rule from {peer@peer} (it selects {ref})', 'NetworkPolicy {pol}: thêm một ingress rule từ {peer} (policy này chọn {ref})'],
  ['NetworkPolicy {pol}: add an egress rule to {peer@peer} (it selects {ref})', 'NetworkPolicy {pol}: thêm một egress rule tới {peer} (policy này chọn {ref})'],
  ['Pod {ref}: listen on {svc} (start the server, or fix the port it binds)', 'Pod {ref}: listen trên {svc} (khởi động server, hoặc sửa port mà nó bind)'],
  ['Service {svc}: targetPort {port} (what {ref} listens on) instead of {was}', 'Service {svc}: targetPort {port} (port mà {ref} đang listen) thay cho {was}'],
  ['Service {svc}: select {labels} ({ref} listens on {on})', 'Service {svc}: chọn {labels} ({ref} đang listen trên {on})'],
  ['VFP rule {rule} in {where} on {port*} ({node}): allow instead of {was}', 'VFP rule {rule} trong {where} trên {port} ({node}): allow thay cho {was}'],
  ['VFP: add rule {rule} (allow, priority {prio}) to {where} on {port*} ({node})', 'VFP: thêm rule {rule} (allow, priority {prio}) vào {where} trên {port} ({node})'],
];
