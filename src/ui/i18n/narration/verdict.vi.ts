// Vietnamese for the verdict's message and hint (port-pass.ts, stack.ts, underlay.ts) and for
// "What would make it pass" (src/cluster/fixes): the summary of each fix and the goal.
import type { Catalogue } from './engine';

/** Which way, in a sentence. */
export const way: Catalogue = [
  ['inbound', 'chiều vào'],
  ['outbound', 'chiều ra'],
];

/** A failed condition's label (src/core/vfp/match.ts), lower-cased by the hint. */
export const cond: Catalogue = [
  ['source IP', 'IP nguồn'],
  ['destination IP', 'IP đích'],
  ['protocols', 'protocol'],
  ['source ports', 'port nguồn'],
  ['destination ports', 'port đích'],
  ['vNI', 'VNI'],
  ['encapsulated', 'có encap'],
  ['load-balancer frontend (model)', 'frontend của load balancer (mô hình)'],
  ['priority', 'priority'],
  ['group', 'group'],
];

/** The closest allow's failed conditions, joined with ", ". */
export const fails: Catalogue = [
  ['{label@cond} (wants {want*}, has {has*}), {rest@fails}', '{label} (cần {want}, thực tế {has}), {rest}'],
  ['{label@cond} (wants {want*}, has {has*})', '{label} (cần {want}, thực tế {has})'],
];

export const verdictLines: Catalogue = [
  // verdictSummary() (io/trace/table.ts): the handout's verdict line.
  ['delivered to {ref}: {m@line}', 'đã tới {ref}: {m}'],
  ['dropped {code}: {m@line}', 'bị drop {code}: {m}'],
  ['rejected {code}: {m@line}', 'bị từ chối {code}: {m}'],
  ["no rule of {layer} allows {t*} inbound, and the layer's default is block ({note@deflt})", 'không rule nào của {layer} cho phép {t} chiều vào, và mặc định của layer là block ({note})'],
  ["no rule of {layer} allows {t*} outbound, and the layer's default is block ({note@deflt})", 'không rule nào của {layer} cho phép {t} chiều ra, và mặc định của layer là block ({note})'],
  ['rule {rule*} (priority {prio}) in {layer} / {group} blocks {t*}', 'rule {rule} (priority {prio}) trong {layer} / {group} chặn {t}'],
  ['the flow was blocked on its first packet by rule {rule*} in {layer}; the cached verdict still applies', 'flow này đã bị block ngay từ packet đầu tiên bởi rule {rule} trong {layer}; kết luận đã cache vẫn còn hiệu lực'],
  ['the flow was blocked on its first packet; the cached verdict still applies', 'flow này đã bị block ngay từ packet đầu tiên; kết luận đã cache vẫn còn hiệu lực'],
  ['every port of {pool} ({range}) is held by a live translation', 'mọi port của {pool} ({range}) đều đang bị các translation còn sống giữ'],
  ['every port of {pool} is held by a live translation', 'mọi port của {pool} đều đang bị các translation còn sống giữ'],
  ['the load balancer for {vip} lists no backend (DIP)', 'load balancer cho {vip} không có backend (DIP) nào'],
  [
    'NodePort {port} from the node itself is not supported on Windows (documented limitation); it works from other nodes and outside clients',
    'Windows không hỗ trợ gọi NodePort {port} từ chính node đó (giới hạn có ghi trong tài liệu); từ node khác và client bên ngoài thì vẫn chạy',
  ],
  [
    "a Windows node (or a hostProcess pod) reaching a pod on another node over Flannel VXLAN is not supported (Kubernetes' Windows networking page); pod to remote pod works",
    'Windows node (hoặc pod hostProcess) gọi tới pod ở node khác qua Flannel VXLAN là không được hỗ trợ (trang Windows networking của Kubernetes); pod tới pod ở node khác thì vẫn chạy',
  ],
  ['the hash picked the calling pod itself ({ip}) and loopback DSR is off', 'hash chọn trúng chính pod đang gọi ({ip}) trong khi loopback DSR đang tắt'],

  // Hints.
  [
    "the load balancer on {node} rewrote the source {a} → {b} (non-DSR Service: the backend sees the node IP), so rules that allow the client pod by its own address cannot match. Allow the nodes' IPs too, or turn on DSR (kube-proxy --enable-dsr), which keeps the client pod's IP.",
    'load balancer trên {node} đã đổi nguồn {a} → {b} (Service không DSR: backend thấy IP của node), nên rule cho phép pod client theo địa chỉ của chính nó không thể khớp. Hãy cho phép cả IP của các node, hoặc bật DSR (kube-proxy --enable-dsr) để giữ nguyên IP của pod client.',
  ],
  [
    "outbound NAT rewrote the source {a} → {b} on {node} ({port@port}, {layer}): {dst} is not on the OutBoundNAT exception list, so rules that allow the pod by its own address cannot match. Add the destination's range (the cluster CIDR, for a pod) to the exception list.",
    'outbound NAT đã đổi nguồn {a} → {b} trên {node} ({port}, {layer}): {dst} không nằm trong exception list của OutBoundNAT, nên rule cho phép pod theo địa chỉ của chính nó không thể khớp. Hãy thêm dải địa chỉ của đích (với pod thì là cluster CIDR) vào exception list.',
  ],
  [
    "outbound NAT rewrote the source {a} → {b} on {node} (the node): {dst} is not on the OutBoundNAT exception list, so rules that allow the pod by its own address cannot match. Add the destination's range (the cluster CIDR, for a pod) to the exception list.",
    'outbound NAT đã đổi nguồn {a} → {b} trên {node} (trên node): {dst} không nằm trong exception list của OutBoundNAT, nên rule cho phép pod theo địa chỉ của chính nó không thể khớp. Hãy thêm dải địa chỉ của đích (với pod thì là cluster CIDR) vào exception list.',
  ],
  [
    "no rule allows this {way@way} packet, so the layer's default blocks it. The closest allow, {rule*}, fails on {why@fails}: change the policy behind it, or the packet, to match.",
    'không rule nào cho phép packet {way} này, nên mặc định của layer chặn nó. Rule allow gần khớp nhất, {rule}, trượt ở {why}: hãy sửa policy sinh ra rule đó, hoặc sửa packet, cho khớp.',
  ],
  ["no rule allows {way@way} packets here, so the layer's default blocks them: add an allow for this traffic.", 'ở đây không rule nào cho phép packet {way}, nên mặc định của layer chặn chúng: hãy thêm một rule allow cho traffic này.'],
  ['Is the server process (the IIS site) running and bound to this port? A closed port and a firewall drop look the same from the client.', 'Process của server (site IIS) có đang chạy và bind đúng port này không? Từ phía client, port đóng và bị firewall drop trông giống hệt nhau.'],
  ['ping through outbound NAT fails on Windows; test with curl (TCP) instead', 'trên Windows, ping qua outbound NAT không chạy; hãy kiểm tra bằng curl (TCP)'],
  ['ping to another network fails from Windows pods while TCP and UDP work; test with curl instead', 'từ pod Windows, ping sang network khác sẽ thất bại trong khi TCP và UDP vẫn chạy; hãy kiểm tra bằng curl'],
  ['outbound NAT did not translate this pod address: is the destination inside the OutBoundNAT exception list?', 'outbound NAT đã không dịch địa chỉ pod này: đích có nằm trong exception list của OutBoundNAT không?'],
  [
    'lower the HNS network / pod MTU by the 50-byte VXLAN overhead (e.g. 1450 on a 1500 underlay; EncapOverhead: 50 in the CNI config), or raise the underlay MTU',
    'giảm MTU của HNS network / pod đi 50 byte overhead của VXLAN (vd. 1450 trên underlay 1500; EncapOverhead: 50 trong CNI config), hoặc tăng MTU của underlay',
  ],
  ['lower the HNS network / pod MTU by the 50-byte VXLAN overhead (e.g. 1450 on a 1500 underlay)', 'giảm MTU của HNS network / pod đi 50 byte overhead của VXLAN (vd. 1450 trên underlay 1500)'],
  ['lower the sender MTU or clear DF', 'giảm MTU phía gửi hoặc bỏ DF'],
  ['delete and recreate the pod', 'xóa pod rồi tạo lại'],
  ['recreate the HNS network', 'tạo lại HNS network'],
  ['left out: {what*}', 'bị bỏ ra: {what}'],
  ['no policy selecting this pod allows any ingress: add an ingress rule that allows {svc} from {ip}', 'không policy nào chọn pod này cho phép ingress: hãy thêm một ingress rule cho phép {svc} từ {ip}'],
  ['no policy selecting this pod allows any egress: add a egress rule that allows {svc} to {ip}', 'không policy nào chọn pod này cho phép egress: hãy thêm một egress rule cho phép {svc} tới {ip}'],
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
