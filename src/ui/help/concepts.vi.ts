// Bảng Khái niệm bằng tiếng Việt: cùng dữ liệu, cùng thứ tự như ../../lessons/concepts.ts (lệnh,
// tên object và định dạng dump giữ nguyên; concepts.test.ts kiểm tra điều đó). Viết cho kỹ sư Việt
// Nam: thuật ngữ Windows/Kubernetes để tiếng Anh như khi làm việc hằng ngày.
import type { Counterpart, DebugStep, NetworkMode, Pitfall, Plane } from '../../lessons/concepts';
import { DEBUG_ORDER, NETWORK_MODES, PITFALLS } from '../../lessons/concepts';

export const LINUX_TO_WINDOWS_VI: readonly Counterpart[] = [
  {
    linux: 'network namespace (netns)',
    windows: 'network compartment',
    note: 'Một TCP/IP stack riêng với địa chỉ, prefix và route của nó; Windows không cho forward giữa các compartment. Mỗi pod có một compartment, host dùng compartment 1.',
  },
  {
    linux: 'cặp veth, eth0 trong pod',
    windows: 'vNIC gắn vào một port của vSwitch (một HNS endpoint)',
    note: 'Adapter `vEthernet (…)` của pod nằm trong compartment của nó; đầu bên kia không phải một interface mà là một port của Hyper-V vSwitch.',
  },
  {
    linux: 'Linux bridge (L2) và IP routing (L3)',
    windows: 'Hyper-V vSwitch',
    note: 'Switch theo MAC (và VLAN), và nhờ VFP còn route và ghi lại header. Một host có thể có nhiều vSwitch; port được tạo và gỡ lúc chạy. Giống Open vSwitch hơn là một bridge thông thường.',
  },
  {
    linux: 'iptables / IPVS / tc',
    windows: 'VFP (Virtual Filtering Platform) và Windows Firewall',
    note: 'VFP là một extension của vSwitch: engine match-action gồm layer, group và rule trên từng port, lo ACL, NAT, cân bằng tải và encap/decap, cùng data plane mà Azure đang chạy. Không có lệnh tương đương `iptables -L`; gần nhất là `vfpctrl /list-rule`.',
  },
  {
    linux: 'kube-proxy ở mode iptables hoặc IPVS',
    windows: 'kube-proxy ở mode kernelspace (winkernel)',
    note: 'kube-proxy yêu cầu HNS tạo load balancer, và HNS cấu hình rule VFP trên các port của node. Mode userspace đã bị bỏ từ Kubernetes 1.26: kernelspace là mode duy nhất.',
  },
  {
    linux: 'Cilium / eBPF (GKE Dataplane V2)',
    windows: 'trên GKE: kube-proxy và VFP; trên Google Distributed Cloud cho VMware: tuỳ chọn Windows Dataplane V2',
    note: 'Theo tài liệu GKE, Windows node pool (trên Google Cloud) không dùng Dataplane V2: chúng vẫn chạy kube-proxy và VFP kể cả khi pool Linux chạy Dataplane V2; cluster lai như vậy là hợp lệ, và Hubble chỉ thấy phía Linux. Google Distributed Cloud trên VMware thì có tuỳ chọn Windows Dataplane V2 (enableWindowsDataplaneV2). VFP Lab mô hình trường hợp GKE.',
  },
  {
    linux: 'conntrack',
    windows: 'unified flow table của VFP',
    note: 'Packet đầu tiên qua một layer stateful phải đi qua các rule; các packet sau của cùng flow, và cả gói trả lời, trúng flow table của port và nhận luôn transposition đã cache.',
  },
];

export const PLANES_VI: readonly Plane[] = [
  { name: 'HNS (Host Networking Service)', role: 'Control plane: network, endpoint, load balancer và policy list đều là object HNS; CNI plugin và kube-proxy tạo ra chúng, rồi HNS biến chúng thành rule VFP.' },
  { name: 'VFP (Virtual Filtering Platform)', role: 'Data plane: extension của vSwitch so khớp mọi packet đi qua một port, cả chiều vào lẫn chiều ra, với các rule HNS đã cấu hình.' },
  { name: 'HCS (Host Compute Service)', role: 'Người anh em của HNS phía compute: tạo và chạy container (job object, vòng đời). Compartment của pod là một HNS namespace; HNS gắn network vào đó.' },
];

const MODE_VI: Record<string, string> = {
  L2Bridge: 'Pod nhận địa chỉ route được trên mạng của node (GKE: một alias range của subnet VPC); vSwitch ghi lại MAC, không đóng gói. Đây là win-bridge, mode duy nhất GKE dùng.',
  Overlay: 'Pod nhận địa chỉ từ một dải overlay; traffic giữa các node được đóng gói VXLAN (UDP 4789, thêm 50 byte; Flannel: VNI 4096). Đây là win-overlay, cho cluster không VPC-native.',
  L2Tunnel: 'Trường hợp đặc biệt của L2Bridge cho Azure: mọi packet được gửi lên Hyper-V host vật lý, nơi policy SDN của Azure áp dụng (Azure CNI).',
  Transparent: 'Container nằm thẳng trên mạng vật lý qua một external vSwitch (ovn-kubernetes).',
  NAT: 'Một internal vSwitch sau WinNAT, có port forwarding trên host: network mặc định của Docker, không dùng cho Kubernetes.',
};

export const NETWORK_MODES_VI: readonly NetworkMode[] = NETWORK_MODES.map((m) => ({ ...m, what: MODE_VI[m.mode] ?? m.what }));

export const BARE_METAL_TO_POD_VI: readonly string[] = [
  'Một host vật lý: một NIC vật lý mang IP và MAC của node, nằm trong compartment mặc định.',
  'Tạo HNS network là tạo một vSwitch gắn vào NIC đó (external port của nó). Host có thêm một NIC ảo, `vEthernet (Ethernet)`, gắn vào một port khác (port management, hay port host vNIC), và IP cùng MAC của NIC vật lý chuyển sang NIC ảo này.',
  'Mỗi pod là một compartment mới. HNS endpoint của nó là một NIC ảo trong compartment đó, gắn vào một port mới của vSwitch, với IP và MAC riêng.',
  'NAT, cân bằng tải, đóng gói và ACL là các rule VFP trên ba loại port: port của pod, port management và external port. Mở một node và bấm vào một port để xem chúng.',
];

export const POD_NETWORK_SETUP_VI: readonly string[] = [
  'kubelet yêu cầu container runtime (thời bài talk là dockershim, nay là CRI của containerd) chạy pod sandbox (`RunPodSandbox`).',
  'containerd tạo network namespace của pod trước: một HNS namespace, chính là compartment, và truyền GUID của nó cho CNI qua `CNI_NETNS` (dockershim thì ngược lại: chạy pause container trước rồi lấy compartment từ nó).',
  'Runtime chạy CNI plugin (win-bridge, win-overlay, Calico, Azure CNI) với network config trong thư mục conf và các biến `CNI_*`: `CNI_COMMAND=ADD`, `CNI_CONTAINERID`, `CNI_NETNS` (GUID của namespace), `CNI_IFNAME`, `CNI_PATH`.',
  'Plugin tạo HNS network nếu chưa có, xin IPAM một địa chỉ trong dải pod của node, rồi tạo một HNS endpoint cho địa chỉ đó.',
  'Nó gắn endpoint vào namespace (HNS thêm một port vSwitch và vNIC của pod) và áp các policy trong config: exception list của OutBoundNAT, policy ROUTE với NeedEncap cho dải Service, v.v. Các lời gọi này đi qua thư viện hcsshim.',
  'Sau đó runtime khởi động pause container (infrastructure) qua HCS bên trong namespace đó, và các container của pod tham gia vào.',
  'Trên mỗi node, một endpoint cbr0 trong compartment của host, bật IP forwarding, là default gateway của các pod: traffic từ pod sang node khác đi qua nó rồi ra NIC của host.',
  'Tách riêng, kube-proxy theo dõi Service và EndpointSlice, rồi yêu cầu HNS tạo một load balancer cho mỗi port của Service; HNS cấu hình rule LB và NAT trên các port.',
];

// Commands stay as typed; only the notes in brackets are said in Vietnamese.
const DEBUG_VI: readonly (Pick<DebugStep, 'title' | 'look'> & Partial<Pick<DebugStep, 'commands'>>)[] = [
  {
    title: 'Kubernetes: cấu hình đã tới node chưa?',
    look: 'kubelet và kube-proxy đang chạy; log của kube-proxy có VIP của Service và HNS đã nhận load balancer của nó (không có `Policy creation failed`).',
    commands: ['kubectl get pods,svc,endpointslices,networkpolicies -A -o yaml', 'Get-Content C:\\k\\kubeproxy.err.log | sls <service ip> (đường dẫn tùy cách cài; kube-proxy chạy dạng HostProcess thì: kubectl logs -n kube-system)'],
  },
  {
    title: 'CNI: plugin có nhận đúng những gì Kubernetes yêu cầu?',
    look: 'Network config: exception list của OutBoundNAT chứa dải cluster, Service và node; route NeedEncap phủ dải Service; DNS và loopback DSR đúng như ý định.',
    commands: ['type C:\\etc\\cni\\net.d\\*.conf* (hoặc conf_dir trong config.toml của containerd)'],
  },
  {
    title: 'HNS: các object có ở đó không?',
    look: 'Network với các prefix của nó; các endpoint và trạng thái của chúng, endpoint remote không bị cũ; một load balancer cho VIP và port; các policy list; và các port của host mà HNS giữ cho outbound NAT, theo khối 64 port (phải còn lại một ít).',

    commands: [
      'Get-HnsNetwork | ConvertTo-Json -Depth 20',
      'Get-HnsEndpoint | ConvertTo-Json -Depth 20',
      'Get-HnsPolicyList | ConvertTo-Json -Depth 20',
      'hnsdiag list all -d',
      'netsh int ipv4 show excludedportrange protocol=tcp; netsh int ipv4 show dynamicport tcp',
      'ipconfig /all (trên node, và trong một pod: các adapter vEthernet do HNS tạo)',
    ],
  },
  {
    title: 'VFP: rule có nằm trên port không?',
    look: 'Tìm port của pod theo MAC hoặc endpoint id; liệt kê layer, group và rule của nó; kiểm tra rule LB, NAT hay ACL mong đợi có tồn tại không và đọc counter (DroppedAcl, số packet bị drop của một rule).',
  },
  {
    title: 'Data plane, sau cùng: packet chết ở đâu?',
    look: 'Chỉ khi cấu hình đã ổn: capture luồng đi qua các port bằng pktmon và tìm thành phần đã drop packet. VFP Lab replay packet trên các rule; nạp capture bên cạnh lượt đi (chế độ Trace, hoặc `npm run align`) để thấy model và node của bạn tách nhau ở đâu. Nút "Lấy từ node…" trong chế độ Trace viết sẵn script cho một probe.',
    commands: [
      'pktmon filter add <name> -i <ip> <ip2> -p <port> -e; pktmon start --capture --comp all --pkt-size 0',
      'pktmon stop; pktmon etl2txt PktMon.etl --out capture.txt; pktmon list --all',
      'pktmon counters --include-hidden --drop-reason',
      'collectlogs.ps1 (trạng thái HNS, VFP, IP và port gom vào một thư mục; không capture)',
    ],
  },
];

export const DEBUG_ORDER_VI: readonly DebugStep[] = DEBUG_ORDER.map((s, i) => ({ ...s, ...DEBUG_VI[i] }));

const PITFALL_TEXTS_VI: readonly Pick<Pitfall, 'title' | 'text'>[] = [
  {
    title: 'Lệch MTU trông giống như treo',
    text: 'Nếu HNS network hoặc pod dùng MTU lớn hơn mức VPC hay overlay cho phép, packet lớn bị drop còn packet nhỏ vẫn qua (VTEP không được phân mảnh packet VXLAN, RFC 7348 §4.3; packet route thường thì bị phân mảnh, trừ khi bật DF): kết nối mở được rồi đứng im. Hãy kiểm tra MTU từ đầu tới cuối.',
  },
  {
    title: 'NetworkPolicy trên Windows chỉ là một tập con',
    text: 'Policy agent chuyển NetworkPolicy thành HNS ACL, vốn chỉ nhận địa chỉ và số port: phần còn lại chuyển được hay không tuỳ agent (thiết lập cluster.windowsPolicyAgent của VFP Lab: agent generic bỏ qua named port và biến ipBlock.except thành cidr trừ đi phần ngoại lệ; Calico cho Windows bỏ qua cả rule có except hoặc named port), SCTP không được hỗ trợ trên Windows node, và không có rule theo identity hay L7. Hãy thử một policy viết cho pod Linux trên pod Windows.',
  },
  {
    title: 'Service giấu pod client khỏi backend',
    text: 'Không có DSR, load balancer ghi lại source thành IP của node, nên backend (và NetworkPolicy của nó) thấy node của client chứ không thấy pod client: một policy chỉ cho phép pod client sẽ drop traffic đi qua Service. Chỉ DSR giữ nguyên IP của pod (kubernetes/kubernetes#83072; trang Kubernetes về networking trên Windows).',
  },
  {
    title: 'Exception list quyết định NAT',
    text: 'Traffic từ pod tới bất cứ đâu không nằm trong exception list của OutBoundNAT đều ra ngoài bằng địa chỉ của node. Thiếu dải cluster thì policy pod-to-pod theo IP của pod bị hỏng; quá rộng (ví dụ cả 10.0.0.0/8) thì traffic từ pod tới các host bên ngoài trong dải đó mang địa chỉ pod, và chúng không có route quay về.',
  },
  {
    title: 'Câu trả lời DNS bị cache lại',
    text: 'Pod Windows phân giải tên qua dịch vụ DNS Client chứ không qua `/etc/resolv.conf`, và .NET cache câu trả lời theo cách riêng: một câu trả lời cũ có thể sống lâu hơn các endpoint của Service. Hãy đặt thời gian cache DNS trong ứng dụng.',
  },
];

export const PITFALLS_VI: readonly Pitfall[] = PITFALLS.map((p, i) => ({ ...p, ...PITFALL_TEXTS_VI[i] }));
