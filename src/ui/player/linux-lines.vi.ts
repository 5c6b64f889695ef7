// "Trên Linux": dòng xám dưới lời dẫn, bằng tiếng Việt (bản tiếng Anh: lessons/linux-equivalents.ts).
// Lệnh, tên thiết bị và tên chain giữ nguyên trong dấu `…`.
import { LINUX_LINES, type LinuxLine } from '../../lessons/linux-equivalents';
import type { Lang } from '../../state/lang';

export const LINUX_LINES_VI: Record<LinuxLine, string> = {
  podRoute6: 'trên Linux: `ip -6 route` trong netns của pod gửi nó ra eth0; MAC của next hop đến từ neighbor discovery (`ip -6 neigh`), không phải ARP',
  hostRoute6: 'trên Linux: `ip -6 route` trong root netns, pod CIDR IPv6 của mỗi node được route qua chính node đó',
  forward6: 'trên Linux: net.ipv6.conf.all.forwarding=1 cho phép root netns route IPv6 giữa bridge và eth0',
  acl6: 'trên Linux: NetworkPolicy dưới dạng chain ip6tables (Calico) hoặc chương trình eBPF (Cilium): mỗi họ địa chỉ được lọc riêng',
  aclDrop6: 'trên Linux: một DROP trong chain policy của ip6tables; `ip6tables -L -v` (hoặc `cilium monitor --type drop`) sẽ đếm nó',
  lb6: 'trên Linux: proxier IPv6 của kube-proxy: KUBE-SERVICES → KUBE-SVC-… → KUBE-SEP-… DNAT trong ip6tables, hoặc tra service map của Cilium (eBPF)',
  snat6: 'trên Linux: `ip6tables -t nat … -j MASQUERADE` đổi nguồn IPv6, ở nơi IPv6 có bị NAT',
  send: 'trên Linux: ứng dụng ghi vào một socket bên trong network namespace của pod',
  podRoute: 'trên Linux: `ip route` trong netns của pod gửi nó ra eth0, một đầu của cặp veth',
  hostRoute: 'trên Linux: `ip route` trong root netns (host-gw route pod CIDR của mỗi node qua chính node đó; GKE VPC-native gửi tới default gateway và VPC route alias range)',
  forward: 'trên Linux: net.ipv4.ip_forward=1 cho phép root netns route giữa bridge và eth0',
  portOut: 'trên Linux: packet rời netns của pod qua veth vào bridge của node (cbr0; Cilium không có bridge: một chương trình eBPF ở đầu veth phía host nhận nó)',
  portIn: 'trên Linux: bridge (hoặc eBPF redirect của Cilium) đưa nó tới veth của pod và vào netns của pod',
  hostPort: 'trên Linux: root netns gửi và nhận thẳng trên eth0; không có port management',
  externalPort: 'trên Linux: eth0, NIC của node',
  acl: 'trên Linux: NetworkPolicy là các chain iptables (Calico) hoặc chương trình eBPF (Cilium) gắn vào veth của pod',
  aclDrop: 'trên Linux: một DROP trong chain policy; `iptables -L -v` (hoặc `cilium monitor --type drop`) sẽ đếm được nó',
  snat: 'trên Linux: `iptables -t nat -A POSTROUTING … -j MASQUERADE` (hoặc ip-masq-agent) ghi lại địa chỉ nguồn',
  natException: 'trên Linux: các rule RETURN đứng trước MASQUERADE (nonMasqueradeCIDRs của ip-masq-agent) giữ traffic trong cluster không bị NAT',
  lb: 'trên Linux: kube-proxy KUBE-SERVICES → KUBE-SVC-… → KUBE-SEP-… DNAT (iptables), hoặc tra service map của Cilium (eBPF)',
  needEncap: 'trên Linux: không có gì tương tự: traffic tới Service được dịch ngay trong root netns của node (PREROUTING) khi nó đến từ veth của pod (Cilium: tại veth, hoặc lúc connect()); Windows thì vòng nó qua port management',
  decapHost: 'trên Linux: không có gì tương tự; DNAT diễn ra ngay nơi packet đang ở',
  vxlan: 'trên Linux: thiết bị VXLAN flannel.1 (`ip -d link show flannel.1`, `bridge fdb show dev flannel.1`)',
  macRewrite: 'trên Linux: một hop L3 bình thường: node route packet tới pod và lấy MAC mới từ bảng neighbour',
  paroute: 'trên Linux: packet ngoài của thiết bị VXLAN đi theo các route của root netns',
  switch: 'trên Linux: forwarding database của bridge (`bridge fdb show br cbr0`); Cilium thì redirect giữa các veth bằng eBPF',
  flow: 'trên Linux: conntrack (`conntrack -L`): chỉ packet đầu tiên của một kết nối đi qua các rule nat; các packet sau dùng lại NAT binding của nó, và các chain filter thường accept sớm vì ESTABLISHED',
  reverse: 'trên Linux: conntrack nhận ra gói trả lời và tự động đảo NAT',
  hairpin: 'trên Linux: hairpin mode trên port của bridge cho phép packet quay ra đúng port nó vừa vào',
  deliver: 'trên Linux: một socket đang lắng nghe trong netns của pod (`ss -ltn`)',
  noListener: 'trên Linux: kernel trả RST ngay (không có stealth mode), nên client thấy "connection refused"',
  wire: 'trên Linux: cùng một đường dây',
  mtu: 'trên Linux: cùng giới hạn đó (MTU trong `ip link show`); flannel đặt MTU của pod thấp hơn của NIC 50 byte',
};

export const linuxLine = (id: LinuxLine, lang: Lang): string => (lang === 'vi' ? LINUX_LINES_VI : LINUX_LINES)[id];
