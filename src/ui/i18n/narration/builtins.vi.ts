// The built-in scenarios in Vietnamese, by id: the picker's title and line (src/lessons/index.ts)
// and the document's own title and description (metadata of src/lessons/scenarios/<id>.yaml).
// Typed by BuiltinId: a new built-in without Vietnamese does not compile.
import type { BuiltinId } from '../../../lessons';

export interface BuiltinVi {
  /** The picker's title and one line (BUILTINS). */
  title: string;
  summary: string;
  /** The YAML's metadata.title and metadata.description. */
  docTitle: string;
  description: string;
}

export const BUILTINS_VI: Record<BuiltinId, BuiltinVi> = {
  'talk-l2bridge': {
    title: 'Bài talk KubeCon: hai node Windows dùng win-bridge',
    summary: 'Pod tới pod, pod ra internet qua outbound NAT, pod tới một Service VIP (encap tới management port), và web server đã bị dừng.',
    docTitle: 'Hai node Windows dùng win-bridge (L2Bridge)',
    description:
      'Pod tới pod trên cùng một node và giữa hai node, pod ra internet qua outbound NAT, pod tới một Service VIP (encap tới management port, decap, DNAT của load balancer), và một web server đã bị dừng.',
  },
  'overlay-vxlan': {
    title: 'Overlay (VXLAN) và lệch MTU',
    summary: 'win-overlay: VXLAN VNI 4096 giữa các node, source VIP trên traffic tới Service, và packet 1500 byte không còn lọt.',
    docTitle: 'Overlay (VXLAN) giữa hai node Windows, và lệch MTU',
    description:
      'win-overlay với VNI 4096: pod tới pod giữa hai node đi trong VXLAN, một Service có source VIP trên load balancer, và một packet 1500 byte không còn lọt sau khi encap.',
  },
  dsr: {
    title: 'Direct Server Return',
    summary: 'kube-proxy --enable-dsr: load balancer chạy ngay trên port của pod client; pod gọi chính nó thì bị drop nếu không có loopback DSR.',
    docTitle: 'Direct Server Return (kube-proxy --enable-dsr)',
    description:
      'Service VIP được dịch ngay trên port của pod client (LB_DSR); port của backend mang các rule NAT_ và ALLOW_NAT_; pod gọi chính nó qua Service của mình thì bị drop nếu không có loopbackDSR. Một targetPort cho theo tên ("http": 80 trên web-1 và web-2, 8080 trên web-next) cho thấy load balancer của HNS chỉ nhận một port cho mọi backend.',
  },
  'network-policy': {
    title: 'NetworkPolicy thành ACL của VFP',
    summary: 'Policy ingress và egress trở thành rule trong ACL_ENDPOINT_LAYER; default-deny của HNS; một exception ipBlock.',
    docTitle: 'NetworkPolicy thành ACL của VFP (deny và allow)',
    description:
      'Một policy ingress trên các pod API (chỉ app=frontend ở tcp/8080) và một policy egress (chỉ tới database ở tcp/5432). Traffic được phép, một pod bị chặn, một port bị chặn, một lần chặn egress, và frontend bị drop khi đi qua Service: không có DSR thì API thấy IP của node, không phải IP của pod. Một namespaceSelector theo label của namespace cho scraper của monitoring vào, còn pod batch của default thì không.',
  },
  'nat-exceptions': {
    title: 'Exception của outbound NAT: thiếu và quá rộng',
    summary: 'Thiếu cluster CIDR thì traffic pod tới pod bị SNAT; một dải quá rộng khiến reply không có đường về; ping qua NAT.',
    docTitle: 'Exception của outbound NAT: thiếu và quá rộng',
    description:
      'exceptions [10.0.0.0/8] thay vì [192.168.0.0/16, 10.96.0.0/12, 10.127.130.0/24]: traffic pod giữa các node bị SNAT (policy theo IP pod hỏng) và reply từ một server on-prem không quay về được.',
  },
  'gke-hybrid': {
    title: 'GKE hybrid: Linux (Dataplane V2) và Windows, VPC-native',
    summary:
      'Dải alias IP do VPC route, Service có backend Linux cho client Windows và ngược lại, và một NetworkPolicy mà Linux áp được còn Windows không diễn đạt được (named port).',
    docTitle: 'GKE hybrid, VPC-native (Linux chạy Dataplane V2, Windows chạy win-bridge)',
    description:
      'Subnet 10.0.0.0/24 cho node, pod lấy từ 10.4.0.0/14 (mỗi node một khối alias /24), Service lấy từ 10.8.0.0/20. Pod Windows ↔ pod Linux, một client Windows gọi Service có backend Linux và một client Linux gọi Service có backend Windows. Sau đó là một NetworkPolicy trên hai hệ điều hành: nó chọn một pod api trên mỗi node và cho phép named port "http" từ các pod role=client. Node Linux (Cilium eBPF) áp đủ cả API: named port được cho qua, các client khác bị từ chối. ACL của HNS trên node Windows chỉ nhận số port: named port bị bỏ ra, nên cùng client đó bị default-deny của HNS drop.',
  },
  nodeport: {
    title: 'NodePort từ bên ngoài, externalTrafficPolicy',
    summary: 'ETP Local giữ được IP client nhưng cần backend ngay trên node; ETP Cluster SNAT về IP node; một node không gọi được NodePort của chính nó.',
    docTitle: 'NodePort từ bên ngoài, externalTrafficPolicy Local và Cluster',
    description:
      'Một client bên ngoài gọi NodePort trên hai node Windows: ETP Local giữ IP client nhưng chỉ chạy trên node có backend; ETP Cluster chạy ở mọi node nhờ SNAT về IP node. Một hostPort (8088 → 8080 của shop) cũng tới được qua IP của node.',
  },
  'session-affinity': {
    title: 'Session affinity và một Service không có endpoint',
    summary: 'sessionAffinity ClientIP trở thành kiểu phân phối SourceIP; một Service có selector không khớp gì thì không có load balancer.',
    docTitle: 'Session affinity (phân phối SourceIP) và một Service không có endpoint',
    description:
      'Ba kết nối từ cùng một client với các port nguồn khác nhau đều dính vào một backend của Service ClientIP, nhưng rải ra các backend của Service thường; một Service không có endpoint nào.',
  },
  'dual-stack': {
    title: 'Dual-stack IPv4/IPv6: một Service, hai họ địa chỉ',
    summary: 'Một Service, hai họ địa chỉ: load balancer và ACL IPv6 nằm trong các group IPv6 của từng layer; một ipBlock IPv6 drop thứ mà IPv4 cho qua.',
    docTitle: 'Dual-stack IPv4/IPv6 (một Service, hai họ địa chỉ)',
    description:
      'Một cluster L2Bridge có một dải IPv4 và một dải IPv6 ở mọi nơi. Cùng một client gọi Service web qua IPv4 và qua IPv6 (load balancer IPv6 của nó, trong các group IPv6), ping một pod bằng ICMPv6, và một policy ipBlock với CIDR IPv6 drop một pod qua IPv6 trong khi IPv4 vẫn qua được.',
  },
};
