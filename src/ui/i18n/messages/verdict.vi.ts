// Tiếng Việt cho kết luận của một probe và gợi ý đi kèm (src/core/trace/verdict-messages.ts): cùng
// id, cùng tham số, kiểu Translation<typeof VERDICT_EN>. Địa chỉ, MAC, tên rule/layer/group/pod/node,
// ref, reason code và tên của VFP/HNS/Kubernetes giữ nguyên. Các lỗ còn là câu tiếng Anh của phần
// tường thuật (tên stack, route, ghi chú mặc định của layer, lời của agent Linux) được verdict-say.ts
// dịch qua các catalogue của narration trước khi vào đây.
import type { Translation } from '../../../core/message';
import type { VERDICT_EN } from '../../../core/trace/verdict-messages';

const way = (d: 'in' | 'out') => (d === 'in' ? 'chiều vào' : 'chiều ra');
const router = (a: { router: 'vpc' | 'l2'; gw: string }) => (a.router === 'vpc' ? 'VPC router' : `gateway ${a.gw}`);
const orRef = (ref: string | undefined) => (ref ? ` (${ref})` : '');

/** A failed condition's label (src/core/vfp/match.ts, pipeline.ts), lower-cased as the hint writes it. */
const COND: Record<string, string> = {
  'source IP': 'IP nguồn',
  'destination IP': 'IP đích',
  protocols: 'protocol',
  'source ports': 'port nguồn',
  'destination ports': 'port đích',
  vNI: 'VNI',
  encapsulated: 'có encap',
  'load-balancer frontend (model)': 'frontend của load balancer (mô hình)',
  priority: 'priority',
  group: 'group',
};

export const VERDICT_VI: Translation<typeof VERDICT_EN> = {
  'verdict.delivered': (a) => `đã tới ${a.to}`,
  'verdict.deliveredListening': (a) => `đã tới ${a.to} (${a.svc} đang listen)`,
  'verdict.replyReceived': (a) => `${a.by} đã nhận được reply`,

  'verdict.portBlocked': (a) => `port ${a.port} đang bị block (vfpctrl /get-port-state: Blocked TRUE)`,
  'verdict.aclRule': (a) => `rule ${a.rule} (priority ${a.prio}) trong ${a.layer} / ${a.group} chặn ${a.tuple}`,
  'verdict.aclDefault': (a) => `không rule nào của ${a.layer} cho phép ${a.tuple} ${way(a.d)}, và mặc định của layer là block (${a.note})`,
  'verdict.aclCached': () => 'flow này đã bị block ngay từ packet đầu tiên; kết luận đã cache vẫn còn hiệu lực',
  'verdict.aclCachedRule': (a) => `flow này đã bị block ngay từ packet đầu tiên bởi rule ${a.rule} trong ${a.layer}; kết luận đã cache vẫn còn hiệu lực`,
  'verdict.snatExhausted': (a) => `mọi port của ${a.pool} đều đang bị các translation còn sống giữ`,
  'verdict.snatExhaustedRange': (a) => `mọi port của ${a.pool} (${a.lo}-${a.hi}) đều đang bị các translation còn sống giữ`,
  'verdict.lbNoBackend': (a) => `load balancer cho ${a.vip} không có backend (DIP) nào`,
  'verdict.hairpinSelf': (a) => `hash chọn trúng chính pod đang gọi (${a.ip}) trong khi loopback DSR đang tắt`,

  'verdict.switchNoMac': (a) => `không port nào của vSwitch có MAC ${a.mac}${a.uplink === 'from' ? ' (packet vào từ uplink)' : ' và không có uplink'}`,
  'verdict.noPort': (a) => `port ${a.port} không tồn tại trên ${a.host}`,
  'verdict.noVnic': (a) => `port ${a.port} không gắn với vNIC nào`,
  'verdict.echoReplyNotTranslated': (a) => `echo reply đã về tới ${a.ip}, nhưng VFP không dịch ICMP ngược lại cho pod đã ping`,

  'verdict.nodePortFromSelf': (a) => `Windows không hỗ trợ gọi NodePort ${a.port} từ chính node đó (giới hạn có ghi trong tài liệu); từ node khác và client bên ngoài thì vẫn chạy`,
  'verdict.flannelVxlanFromHost': () =>
    'Windows node (hoặc pod hostProcess) gọi tới pod ở node khác qua Flannel VXLAN là không được hỗ trợ (trang Windows networking của Kubernetes); pod tới pod ở node khác thì vẫn chạy',
  'verdict.unsupported': (a) => `Windows node không hỗ trợ ${a.protocol}`,
  'verdict.stackNoRoute': (a) => `${a.stack} không có route nào tới ${a.ip}`,
  'verdict.routeNoInterface': (a) => `route ${a.route} trỏ tới một interface mà stack không có`,
  'verdict.noArp': (a) => `không neighbour nào trả lời ARP cho ${a.ip} trên ${a.iface}`,
  'verdict.noNeighborAdvert': (a) => `không neighbour nào trả lời neighbor discovery cho ${a.ip} trên ${a.iface} (không có neighbor advertisement)`,
  'verdict.stackMtu': (a) => `packet ${a.size} byte có bật DF không vừa MTU ${a.mtu} của ${a.iface}`,
  'verdict.noSocket': (a) => `${a.stack} không có socket nào cho ${a.tuple}: connection của nó chờ reply dạng ${a.want} (reply chưa được un-NAT)`,
  'verdict.closedReject': (a) => `${a.stack}: không có gì listen trên ${a.svc} (discard reason: endpoint not found); stack trả lời bằng ${a.answer}`,
  'verdict.closedSilent': (a) => `${a.stack}: không có gì listen trên ${a.svc} (discard reason: endpoint not found); packet bị drop âm thầm như stealth mode của Windows Firewall, nên client chỉ thấy timeout`,
  'verdict.forwardingOff': (a) => `${a.stack} nhận một packet gửi tới ${a.ip} trên ${a.iface}, nhưng IP forwarding ở đó đang tắt`,
  'verdict.notForwarding': (a) => `${a.stack} nhận một packet gửi tới ${a.ip}, không phải địa chỉ của nó; nó không forward`,
  'verdict.ttlForwarding': (a) => `TTL hết hạn khi ${a.stack} đang forward packet`,
  'verdict.encapNoListener': (a) =>
    `một packet còn lớp encap (${a.port !== undefined ? `VXLAN, UDP ${a.port}` : 'nội bộ host'}) tới stack của ${a.owner}: không rule VFP nào decap nó, và không có gì listen trên port UDP đó`,
  'verdict.encapNoForward': (a) => `một packet còn lớp encap gửi tới ${a.ip} đã tới stack của ${a.owner}, mà stack này không forward traffic có encap`,
  'verdict.loop': (a) => `packet đã đi qua ${a.n} chặng mà chưa có kết luận; mô phỏng dừng nó lại`,
  'verdict.noVerdict': () => 'mô phỏng kết thúc mà không có kết luận',

  'verdict.vxlanMtu': (a) =>
    `trên dây packet VXLAN dài ${a.size} byte (${a.inner} + ${a.over} byte header VXLAN), MTU của underlay là ${a.mtu}: VTEP không được phân mảnh packet VXLAN (RFC 7348 §4.3), nên packet bị drop${a.df === 'set' ? '' : ' dù không bật DF'}`,
  'verdict.wireMtu': (a) => `trên dây packet dài ${a.size} byte, MTU của underlay là ${a.mtu}, mà DF đang bật`,
  'verdict.segmentNoMac': (a) => `không máy nào trên segment L2 có MAC ${a.mac}`,
  'verdict.ttlRouter': (a) => `TTL hết hạn tại router ${a.ip}`,
  'verdict.routerItself': (a) =>
    `packet tới chính ${a.router === 'vpc' ? 'VPC router' : 'gateway của subnet node'} ${a.ip}: đó là router, không phải host được mô hình hóa, nên không biết ${a.svc === undefined ? 'nó có trả lời ping không' : `nó phục vụ gì trên ${a.svc}`} và không coi là có gì trả lời`,
  'verdict.routedBack': (a) =>
    `${a.ip} được route về ${a.node}, chính node vừa gửi nó ra: không gì trên node dịch địa chỉ này${a.vip ? ` (${a.vip} không có load balancer nào cho nó ở đó)` : ''}`,
  'verdict.vipNoBackends': (a) => `${a.ip} là VIP của ${a.ref}: ${a.why}; vì vậy không gì trên node dịch địa chỉ này và underlay không route được nó`,
  'verdict.vipNoEndpoints': (a) => `${a.ref} không có endpoint nào (selector không khớp pod nào), nên kube-proxy không lập load balancer nào`,
  'verdict.vipNoReadyEndpoint': (a) => `${a.ref} không có endpoint nào ready (${a.pods}), nên kube-proxy không lập load balancer nào`,
  'verdict.podTerminating': (a) => `${a.pod} đang terminating`,
  'verdict.podNotReady': (a) => `${a.pod} chưa ready`,
  'verdict.vipUnroutable': (a) => `${a.ip} là VIP của ${a.ref}; VIP của Service chỉ được dịch bên trong node, underlay không route được nó`,
  'verdict.routerNoReturn': (a) => `${router(a)} không có route tới ${a.ip} (${a.ref}): request rời node với địa chỉ pod chưa được dịch, nên reply không quay về được`,
  'verdict.routerNoRoute': (a) => `${router(a)} không có route tới ${a.ip}`,
  'verdict.edgeIcmp': (a) => `network của ${a.from} không có route tới ${a.ip}${orRef(a.ref)}: outbound NAT của VFP không dịch ICMP, nên echo đã đi ra với chính địa chỉ của pod`,
  'verdict.edgeNoReturn': (a) => `network của ${a.from} không có route tới ${a.ip}${orRef(a.ref)}: request rời cluster với địa chỉ nguồn chưa được dịch, nên reply không quay về được`,
  'verdict.edgeNoRoute': (a) => `network của ${a.from} không có route tới ${a.ip}${orRef(a.ref)}`,

  'verdict.linuxNoBackendsEbpf': (a) => `service map của eBPF (Cilium): ${a.svc} không có backend nào → ICMP destination unreachable (--service-no-backend-response=reject)`,
  'verdict.linuxNoBackendsIptables': (a) => `iptables ${a.chain} (filter): "${a.svc} has no endpoints" (không có endpoint nào) → REJECT (ICMP port unreachable)`,
  'verdict.linuxNoLocalEbpf': (a) => `service map của eBPF (Cilium): ${a.svc} không có backend nào trên node này (${a.policy} Local) → drop`,
  'verdict.linuxNoLocalIptables': (a) => `iptables ${a.chain} (filter): "${a.svc} has no local endpoints" (node này không có endpoint nào) → DROP (${a.policy} Local)`,
  'verdict.linuxNoPod': (a) => `không pod nào trên bridge của ${a.host} có địa chỉ ${a.ip}`,
  'verdict.linuxNoFdb': (a) => `${a.dev} không có FDB entry cho ${a.mac}: không có VTEP nào để gửi packet VXLAN tới`,
  'verdict.linuxPolicy': (a) =>
    `${a.head}: không rule nào của ${a.by} cho phép ${a.svc} ${a.dir === 'ingress' ? 'từ' : 'tới'} ${a.ip} → ${a.drop} (pod đang bị cô lập chiều ${a.dir})`,

  'hint.lbSnat': (a) =>
    `load balancer trên ${a.node} đã đổi nguồn ${a.from} → ${a.to} (Service không DSR: backend thấy IP của node), nên rule cho phép pod client theo địa chỉ của chính nó không thể khớp. Hãy cho phép cả IP của các node, hoặc bật DSR (kube-proxy --enable-dsr) để giữ nguyên IP của pod client.`,
  'hint.outboundNat': (a) =>
    `outbound NAT đã đổi nguồn ${a.from} → ${a.to} trên ${a.node} (${a.port === undefined ? 'trên node' : [a.port, a.layer].filter(Boolean).join(', ')}): ${a.dst} không nằm trong exception list của OutBoundNAT, nên rule cho phép pod theo địa chỉ của chính nó không thể khớp. Hãy thêm dải địa chỉ của đích (với pod thì là cluster CIDR) vào exception list.`,
  'hint.closestAllow': (a) =>
    `không rule nào cho phép packet ${way(a.d)} này, nên mặc định của layer chặn nó. Rule allow gần khớp nhất, ${a.rule}, trượt ở ${a.fails}: hãy sửa policy sinh ra rule đó, hoặc sửa packet, cho khớp.`,
  'hint.failed': (a) => `${COND[a.label] ?? a.label} (cần ${a.want}, thực tế ${a.has})`,
  'hint.noAllow': (a) => `ở đây không rule nào cho phép packet ${way(a.d)}, nên mặc định của layer chặn chúng: hãy thêm một rule allow cho traffic này.`,
  'hint.closedPort': () => 'Process của server (site IIS) có đang chạy và bind đúng port này không? Từ phía client, port đóng và bị firewall drop trông giống hệt nhau.',
  'hint.vxlanMtuCni': () =>
    'giảm MTU của HNS network / pod đi 50 byte overhead của VXLAN (vd. 1450 trên underlay 1500; EncapOverhead: 50 trong CNI config), hoặc tăng MTU của underlay',
  'hint.vxlanMtu': () => 'giảm MTU của HNS network / pod đi 50 byte overhead của VXLAN (vd. 1450 trên underlay 1500)',
  'hint.senderMtu': () => 'giảm MTU phía gửi hoặc bỏ DF',
  'hint.routerItself': () => 'đường đi tới gateway vẫn chạy; còn bản thân router có trả lời hay không thì nằm ngoài những gì các file cho thấy',
  'hint.notTranslated': () => 'outbound NAT đã không dịch địa chỉ pod này: đích có nằm trong exception list của OutBoundNAT không?',
  'hint.pingOutboundNat': () => 'trên Windows, ping qua outbound NAT không chạy; hãy kiểm tra bằng curl (TCP)',
  'hint.pingOtherNetwork': () => 'từ pod Windows, ping sang network khác sẽ thất bại trong khi TCP và UDP vẫn chạy; hãy kiểm tra bằng curl',
  'hint.recreatePod': () => 'xóa pod rồi tạo lại',
  'hint.recreateNetwork': () => 'tạo lại HNS network',
  'hint.leftOut': (a) => `bị bỏ ra: ${a.what}`,
  'hint.linuxNoPolicy': (a) =>
    a.dir === 'ingress'
      ? `không policy nào chọn pod này cho phép ingress: hãy thêm một ingress rule cho phép ${a.svc} từ ${a.ip}`
      : `không policy nào chọn pod này cho phép egress: hãy thêm một egress rule cho phép ${a.svc} tới ${a.ip}`,

  'list.comma': (a) => `${a.head}, ${a.tail}`,
  'list.semicolon': (a) => `${a.head}; ${a.tail}`,
  'list.empty': () => '',

  'event.dropped': (a) => `Bị drop: ${a.reason} · ${a.message}`,
  'event.rejected': (a) => `Bị từ chối: ${a.reason} · ${a.message}`,
};
