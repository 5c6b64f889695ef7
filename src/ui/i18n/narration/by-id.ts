// Reason codes and model assumptions have ids in the core (trace/reasons.ts, assumptions.ts), so
// they are translated by id: a new code or assumption without Vietnamese is a type error here.
import type { ReasonCode } from '../../../core/trace/reasons';
import type { AssumptionId } from '../../../core/assumptions';

export const REASONS_VI: Record<ReasonCode, string> = {
  ACL_DENY: 'một rule block của VFP hoặc default-deny của layer (Windows), hoặc NetworkPolicy do Calico hay Cilium thực thi (Linux), đã drop packet',
  NO_ROUTE: 'không có route tới đích (ở host, router hoặc biên internet)',
  NO_LISTENER: 'TCP/IP stack phía nhận không có socket nào trên port đó',
  NO_BACKEND: 'VIP của Service không có backend dùng được: không load balancer nào dịch nó',
  TTL_EXCEEDED: 'TTL của IP đã về 0',
  MTU_EXCEEDED: 'packet có DF lớn hơn MTU của link, hoặc packet VXLAN bất kỳ lớn hơn MTU của underlay (VTEP không được phân mảnh, RFC 7348 §4.3)',
  UNKNOWN_MAC: 'vSwitch không có port nào mang MAC đích và cũng không có uplink',
  ICMP_NOT_TRANSLATED: 'VFP không dịch ICMP qua NAT',
  PORT_BLOCKED: 'port trên vSwitch đang bị block',
  NAT_NO_RETURN_PATH: 'reply không quay về được: không có gì route tới địa chỉ nguồn chưa được dịch',
  UNSUPPORTED: 'một tính năng Windows không hỗ trợ',
  LOOP_DETECTED: 'packet đi vòng lặp; mô phỏng đã dừng nó lại',
  HAIRPIN_DROP: 'với DSR, pod gọi tới chính nó qua Service của nó sẽ bị drop trừ khi bật loopback DSR',
  FORWARDING_DISABLED: 'packet cần một host forward giúp, nhưng IP forwarding trên interface đó đang tắt',
  SNAT_PORT_EXHAUSTED: 'mọi port của NAT pool đều đang bị các translation còn sống giữ',
};

export const ASSUMPTIONS_VI: Record<AssumptionId, { title: string; text: string }> = {
  'layer-order': {
    title: 'Thứ tự layer',
    text: 'Với OUT (rời vNIC vào switch), các layer được duyệt theo priority tăng dần; với IN thì ngược lại. Chưa có output /list-layer công khai nào từ node Kubernetes cho biết priority thật.',
  },
  'layer-default-allow': {
    title: 'Mặc định của layer',
    text: 'Một layer không có rule nào khớp thì cho packet đi tiếp, không đổi gì (VFP có cờ "default allow" cho layer; layer nào trên node mang cờ đó thì chưa được công bố).',
  },
  'acl-default-deny-ingress': {
    title: 'ACL default deny, chiều vào',
    text: 'Khi đã có ACL áp cho endpoint theo một chiều, mọi packet không khớp của chiều đó bị block. Đã kiểm chứng cho egress trên Windows Server 2025; với ingress là giả định.',
  },
  'lb-hash': {
    title: 'Hash của load balancer',
    text: 'Backend được chọn bằng FNV-1a trên tuple của distribution (rồi qua bước finalizer của MurmurHash3), chia lấy dư cho danh sách backend đã sắp xếp. Hash thật của VFP không được công bố.',
  },
  'reverse-flow-at-entry-port': {
    title: 'Reply được un-NAT ở đâu',
    text: 'Reply gửi tới node (NAT nguồn sang IP của node, mặc định khi không DSR) quay về đúng host port đã dịch request; reverse flow ở đó un-NAT nó (design.md §3); rồi port đẩy nó ngược vào vSwitch (hairpin) tới port mà request đã vào VFP trên node đó, port này cho qua mà không un-NAT lần hai (host port trả nó về bằng cách nào thì chưa được công bố). Reply không bao giờ đi qua port đã dịch (DSR, sourceNat: none) thì được un-NAT bởi reverse flow tại port mà request đã vào VFP; trên Overlay, khi port đó là external port và reply sẽ rời port của backend bên trong VXLAN (một pod của node khác gọi tới địa chỉ của node và load balancer giữ nguyên địa chỉ của nó: DSR, externalTrafficPolicy Local), thì port của backend un-NAT nó thay vào đó, trước VNET_ENCAP_LAYER, như một backend DSR trả lời thẳng cho client.',
  },
  'snat-binding-steering': {
    title: 'Reply cho SNAT',
    text: 'Reply gửi tới cặp (IP của node, port) mà outbound NAT đã cấp được mapping của NAT pool đưa về port của pod; vSwitch làm việc này thế nào thì không có tài liệu.',
  },
  'needencap-to-host': {
    title: 'Route NeedEncap',
    text: 'Một ROUTE/SDNRoute của endpoint có NeedEncap là một rule trong VNET_ENCAP_LAYER, bọc packet bằng một lớp encap nội bộ host tới port management (host vNIC); không gì của nó ra tới dây. Host port gỡ lớp đó trong SLB_DECAP_LAYER_STATEFUL: layer này có thấy trên node Kubernetes, nhưng nó nằm ở port nào và tên rule (DECAP_<IP của node>) là do mô hình đặt.',
  },
  'non-dsr-lb-at-host-port': {
    title: 'Load balancing không DSR',
    text: 'Không có DSR, rule của load balancer nằm trên port host vNIC (management) trong SLB_LB_LAYER, như bài talk kể; Microsoft chỉ mô tả vị trí này cho load balancer có DSR.',
  },
  'host-port-hairpin': {
    title: 'Hairpin ở host port',
    text: 'Packet mà port management đã dịch sang một địa chỉ không phải của host thì được port đó đẩy ngược vào vSwitch (layer VFP có thể mang cờ hairpin).',
  },
  'l2bridge-ingress-mac-rewrite': {
    title: 'Đổi MAC chiều vào trên L2Bridge',
    text: 'Trên L2Bridge, packet từ dây tới IP của một pod cục bộ được gán MAC của pod đó trong VNET_MAC_REWRITE_LAYER trên external port, rồi được switch thẳng tới port của pod.',
  },
  'mac-rewrite-by-route': {
    title: 'MAC của backend ở node khác',
    text: 'Sau khi load balancer chọn một backend ở node khác, MAC đích là next hop mà bảng route của host trả về cho IP của backend.',
  },
  'non-dsr-source': {
    title: 'Nguồn mà backend thấy khi không DSR',
    text: 'Không có DSR, load balancer trên host port đổi nguồn của packet tới Service thành IP của node; chỉ DSR mới giữ IP của pod client (kubernetes/kubernetes#83072; trang Windows networking của Kubernetes ghi việc giữ IP pod gốc là thứ DSR mang lại). Vì vậy NetworkPolicy chỉ cho phép IP của pod client sẽ drop traffic tới Service khi không DSR. cluster.kubeProxy.sourceNat: none là một tùy chọn có ghi rõ, cho bản build không đụng tới nguồn.',
  },
  'dsr-at-client-port': {
    title: 'DSR',
    text: 'Với DSR, rule LB_DSR trên chính port của pod client chọn backend và đổi VIP:port thành DIP:port; port của backend mang các rule NAT_/ALLOW_NAT_.',
  },
  'overlay-dr-mac': {
    title: 'MAC router trên Overlay',
    text: 'Trên Overlay, gateway của pod là distributed router của network; frame tới MAC đó mà không rule VNET nào encap thì được giao cho host vNIC.',
  },
  'closed-port-silent': {
    title: 'Port đóng',
    text: 'TCP SYN hay UDP datagram tới port không có gì listen bị drop âm thầm (stealth mode của Windows Firewall), như capture trong bài talk cho thấy; cluster.closedPort: reset thì trả lời bằng RST / ICMP port unreachable.',
  },
  'icmp-snat-one-way': {
    title: 'ICMP qua outbound NAT',
    text: 'Outbound NAT của VFP chỉ có rule cho TCP và UDP, nên ICMP echo đi ra với chính địa chỉ của pod và reply không có đường về (có tài liệu: từ pod Windows, ping sang network khác thất bại trong khi TCP và UDP vẫn chạy). Nếu một rule import về có dịch ICMP sang IP của node, echo reply cũng không được dịch ngược lại.',
  },
  'local-traffic-dsr': {
    title: 'externalTrafficPolicy: Local là DSR',
    text: 'winkernel của kube-proxy cho Service có externalTrafficPolicy: Local một load balancer DSR mỗi khi HNS hỗ trợ DSR, bất kể --enable-dsr (cluster.kubeProxy.dsr); trang Windows networking của Kubernetes ghi "Local Traffic Policy in non-DSR mode" là không hỗ trợ. Vì thế backend thấy IP của client dù dsr là false.',
  },
  'session-affinity-ignored': {
    title: 'Session affinity trên Windows Server 2019',
    text: 'Session affinity cần Windows Server 2022 (trang Kubernetes về Windows). Trên 2019, kube-proxy log "Session Affinity is not supported on this version of Windows"; HNS khi đó làm gì thì không được công bố: mô hình bỏ qua affinity, nên mỗi flow được hash theo 5-tuple của riêng nó.',
  },
  'internet-edge': {
    title: 'Biên internet',
    text: 'Host ngoài internet trả lời được địa chỉ thuộc subnet của node (biên mạng của site dịch các địa chỉ đó) nhưng không trả lời được địa chỉ pod.',
  },
  'vpc-routing': {
    title: 'Route của VPC',
    text: 'Underlay VPC-native route dải alias IP của mỗi node về node đó, nên IP của pod tới được mà không cần encap.',
  },
  'linux-black-box': {
    title: 'Node Linux',
    text: 'Node Linux được mô hình ở mức netns, veth, bridge, route và phần dịch Service của kube-proxy / eBPF. NetworkPolicy được thực thi đúng như API định nghĩa, như chain iptables của Calico hay policy map eBPF của Cilium: theo từng pod và từng chiều, pod bị cô lập ngay khi có policy loại đó chọn nó, rồi lấy hợp của mọi allow; xét trên veth sau bước DNAT của Service, chỉ với connection mới (conntrack cho reply đi qua); traffic từ chính node của pod và tới chính pod luôn được cho qua. Named port là listener duy nhất của pod với protocol đó (scenario không khai báo container port). Chain và map không được duyệt từng rule một. Trên overlay VXLAN, node Linux chạy backend VXLAN của flannel (flannel.<VNI>, mỗi node khác một route qua VTEP của nó, MAC của VTEP trong bảng neighbour và IP của node trong FDB), nên nó nói VXLAN với các node Windows theo cả hai chiều; trang Windows của Kubernetes yêu cầu VNI 4096 và UDP 4789 cho việc đó.',
  },
  'linux-service-translation': {
    title: 'Phần dịch Service trên Linux',
    text: 'Node Linux dịch Service như chế độ iptables của kube-proxy lập trình (pkg/proxy/iptables/proxier.go): Service không có endpoint nào thì bị REJECT (ICMP port unreachable); traffic policy Local mà node không có endpoint nào thì DROP; externalTrafficPolicy Local giữ địa chỉ của client và chỉ dùng endpoint của node này, trừ chính node và các pod của nó, vốn dùng mọi endpoint (bộ phát hiện traffic cục bộ của kube-proxy; mô hình chỉ coi pod của node này là cục bộ, như --detect-local-mode NodeCIDR hay các chế độ theo interface: với ClusterCIDR, mặc định, pod của node khác cũng được rẽ tắt); KUBE-MARK-MASQ rồi POSTROUTING MASQUERADE sang địa chỉ của interface đi ra, cho externalTrafficPolicy Cluster, ClusterIP được gọi từ ngoài cluster CIDR (chính node) và pod gọi chính nó qua Service (hairpin), để mọi reply quay về qua conntrack của node. Cilium (eBPF, Dataplane V2) được mô phỏng giống vậy ở những chỗ tài liệu của nó khớp (không có backend: --service-no-backend-response=reject, mặc định, trả ICMP; policy Local; SNAT sang node khi backend ở node khác, ở chế độ SNAT mặc định) và khác ở chỗ: pod gọi chính nó nhận địa chỉ nguồn 169.254.42.1 (--ipv4-service-loopback-address, cilium/cilium#15709); phần riêng của mô hình, suy từ thiết kế của Cilium chứ không từ nguồn được trích: backend cục bộ của NodePort không bị SNAT (Cilium chỉ SNAT cái nó forward sang node khác) và node gọi ClusterIP không bị masquerade. Không nguồn công khai nào cho biết Dataplane V2 của GKE đặt các tuỳ chọn này ra sao, cũng như load balancing ở mức socket của nó có dịch connection của pod trước khi packet rời pod hay không (mô hình dịch trong root netns).',
  },
  'node-reaches-clusterip': {
    title: 'Node Windows gọi địa chỉ của Service',
    text: 'Connection của chính node tới một ClusterIP được cân tải bởi các rule load balancer trên port host vNIC của nó, như với pod. Các nguồn không thống nhất: trang troubleshooting Windows của Kubernetes coi việc node không gọi được Service qua IP là giới hạn đã biết của mạng Windows (pod thì gọi được), còn script kiểm tra sức khoẻ node của Microsoft (networkhealth.ps1) lại tìm rule LB của host ở chế độ DSR (LB_HOST_…), tức là cho rằng node gọi được. Mô hình theo các bản kube-proxy và HNS mới hơn; trên node cũ connection có thể thất bại.',
  },
  'egress-acl-before-lb': {
    title: 'ACL egress trước load balancer',
    text: 'ACL egress của pod (ACL_ENDPOINT_LAYER, OUT) xét packet trước khi load balancer chọn backend: rule ở đó thấy VIP và port của Service, không phải của backend. API NetworkPolicy không quy định thứ tự này (policy nói về địa chỉ của backend, vốn được các bản cài đặt áp dụng sau bước dịch Service); không nguồn công khai nào chốt thứ tự layer của VFP trên node (xem Thứ tự layer), nên chỗ nào điều này quyết định kết quả thì đó là phần riêng của mô hình.',
  },
  'named-port-acl-per-pod': {
    title: 'Named port trong ACL của HNS',
    text: 'ACL của HNS chỉ nhận số port, nên named port của một NetworkPolicy được ghi thành số mà mỗi pod gán cho tên đó (container port của nó): rule ingress dùng số của pod được bảo vệ, rule egress có một ACL cho mỗi pod đích. Đó là nghĩa của API; agent policy nào trên Windows làm vậy thì không nguồn công khai nào nói (Calico for Windows bỏ qua rule có named port), nên ACL của agent generic là phần riêng của mô hình.',
  },
  'hostport-nat-at-host-port': {
    title: 'hostPort tại host vNIC',
    text: 'hostPort của một pod là endpoint policy PortMapping của HNS (win-bridge: ExternalPort = hostPort, InternalPort = containerPort). VFP áp nó ở đâu thì không được công bố: mô hình đặt một rule NAT (IP node:hostPort → IP pod:containerPort, giữ nguyên nguồn) trên port host vNIC, trong SLB_LB_LAYER cạnh các rule NodePort, vì packet gửi tới IP của node đi tới port đó; reply được un-NAT tại đó.',
  },
  'dual-stack-ipv6': {
    title: 'IPv6 trên node dual-stack',
    text: 'Các nguồn cho thấy HNS lập trình các group IPv6 bên cạnh group IPv4 (ACL_ENDPOINT_GROUP_IPV6_IN/OUT, LB_DSR_IPv6_OUT, SLB_GROUP_DECAP_IPv6_IN), rằng proxier IPv6 của kube-proxy tạo load balancer riêng (Flags IPv6) và rằng một endpoint dual-stack có địa chỉ IPv6 cùng route ::/0; còn thứ gì lấp đầy các group IPv6 thì không được công bố. Mô hình: một ACL không có địa chỉ (any của policy) nằm trong group của cả hai họ địa chỉ trên endpoint dual-stack, ACL có địa chỉ thì nằm trong group của họ đó; dải service IPv6 có route NeedEncap như dải IPv4; IPv6 không bị source-NAT khi đi ra (địa chỉ IPv6 của pod được route nguyên vẹn), còn load balancer IPv6 không DSR đổi nguồn thành địa chỉ IPv6 của node như bản IPv4 đổi thành IP node; pod CIDR IPv6 của node giữ ::1 (gateway) và ::2 (cbr0) như pod CIDR IPv4 giữ .1 và .2.',
  },
};
