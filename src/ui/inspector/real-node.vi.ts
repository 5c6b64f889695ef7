// "Trên node thật" bằng tiếng Việt: lệnh giữ nguyên (lessons/on-a-real-node.ts viết chúng), chỉ phần
// giải thích từng lệnh và các ghi chú được dịch. Câu có giá trị chèn vào (VIP, group) dùng mẫu.
import type { OnARealNode } from '../../lessons/on-a-real-node';
import type { Lang } from '../../state/lang';

export const WHAT_VI: Record<string, string> = {
  'packets per component while it runs (reproduce the problem now)': 'số packet theo từng thành phần trong lúc chạy (tái hiện lỗi ngay lúc này)',
  'end the capture and write the file': 'dừng capture và ghi ra file',
  'clear the filters for the next capture': 'xoá filter cho lần capture sau',
  "capture dropped packets at every component of the switch, with VFP's drop events": 'capture các packet bị drop ở mọi thành phần của switch, kèm các sự kiện drop của VFP',
  'capture dropped packets at every component of the switch': 'capture các packet bị drop ở mọi thành phần của switch',
  'which component dropped how many, and why (reproduce the problem first)': 'thành phần nào drop bao nhiêu packet, và vì sao (hãy tái hiện lỗi trước)',
  'end the capture': 'dừng capture',
  'the dropped packets as text, with the component and reason': 'các packet bị drop dưới dạng text, kèm thành phần và lý do',
  'the MTU of every interface, the pod vNICs in their compartments included': 'MTU của mọi interface, kể cả vNIC của pod trong compartment của chúng',
  "the pod's compartment: its vNIC, address and gateway": 'compartment của pod: vNIC, địa chỉ và gateway của nó',
  'the routes the compartment chose from': 'các route mà compartment đã chọn',
  'every compartment: the host vNIC in compartment 1, one per pod': 'mọi compartment: host vNIC ở compartment 1, mỗi pod một compartment',
  "the host compartment's routes": 'các route của compartment host',
  'the layers of this port, with their priorities': 'các layer của port này, kèm priority',
  'packets and drops counted on this port': 'số packet và số drop đếm được trên port này',
  "whether the port is blocked (Microsoft's health check expects Blocked FALSE)": 'port có bị chặn không (health check của Microsoft mong đợi Blocked FALSE)',
  'the matched rule in full (its DIP list for a load balancer)': 'toàn bộ rule đã khớp (danh sách DIP nếu là load balancer)',
  'how many packets each rule matched or dropped': 'mỗi rule đã khớp hoặc drop bao nhiêu packet',
  'the port ranges outbound NAT hands out': 'các dải port mà outbound NAT cấp phát',
  'the unified flow table: this connection and its cached transposition': 'unified flow table: kết nối này và transposition đã cache của nó',
  'every port of the switch, with its friendly name and MAC': 'mọi port của switch, kèm friendly name và MAC',
  'the HNS endpoints those ports belong to': 'các HNS endpoint sở hữu những port đó',
  'watch only VXLAN': 'chỉ theo dõi VXLAN',
  'watch only this destination': 'chỉ theo dõi đích này',
  'capture on the physical NIC': 'capture trên NIC vật lý',
  'a pcapng file for Wireshark': 'một file pcapng cho Wireshark',
  'the sockets listening in the pod': 'các socket đang lắng nghe trong pod',
  'the sockets listening on the host': 'các socket đang lắng nghe trên host',
  'nothing listens on the port: the stack drops it': 'không có gì lắng nghe trên port: stack drop nó',
  'nothing listens on the port': 'không có gì lắng nghe trên port',
  'the rule that dropped it counts the packet': 'rule đã drop nó đếm packet này',
  'Blocked TRUE: the port drops everything': 'Blocked TRUE: port drop mọi thứ',
  "kube-proxy's chain for the Service, then its KUBE-SVC-… and KUBE-SEP-… chains": 'chain của kube-proxy cho Service, rồi tới các chain KUBE-SVC-… và KUBE-SEP-… của nó',
  "Cilium's connection tracking table": 'bảng connection tracking của Cilium',
  'the kernel connection tracking entries with this address, either direction': 'các mục connection tracking của kernel có địa chỉ này, ở cả hai chiều',
  "Cilium's NAT table (masquerade)": 'bảng NAT của Cilium (masquerade)',
  'the MASQUERADE rule and its packet count': 'rule MASQUERADE và số packet của nó',
  'where ip-masq-agent runs (GKE): the ranges it leaves alone, then MASQUERADE': 'nơi ip-masq-agent chạy (GKE): các dải nó để nguyên, rồi tới MASQUERADE',
  'policy drops and their drop reason': 'các lần drop do policy và lý do drop',
  'drops as the agent sees them': 'các lần drop theo góc nhìn của agent',
  "Calico's policy chain for the pod and its counters": 'chain policy của Calico cho pod, kèm counter',
  'the FORWARD chain and its counters': 'chain FORWARD và các counter của nó',
  "the pod netns's eth0 (one end of the veth pair) and its address": 'eth0 trong netns của pod (một đầu của cặp veth) và địa chỉ của nó',
  "the node's interfaces": 'các interface của node',
  'the sockets listening on the node': 'các socket đang lắng nghe trên node',
  "the host ends of the pods' veths, where Cilium's eBPF programs sit": 'các đầu veth phía host của pod, nơi đặt chương trình eBPF của Cilium',
  'the pods Cilium manages, with their identity and policy state': 'các pod do Cilium quản lý, kèm identity và trạng thái policy',
  "the bridge's forwarding database": 'forwarding database của bridge',
  'the veth ends plugged into the bridge': 'các đầu veth cắm vào bridge',
  "the pod netns's routes": 'các route trong netns của pod',
  "the root netns's routes": 'các route trong root netns',
  'the MTU of eth0, the bridge and the VXLAN device': 'MTU của eth0, bridge và thiết bị VXLAN',
  "the packet on the node's NIC": 'packet trên NIC của node',
  // notes
  "The port GUIDs are your node's, as its dumps name them.": 'Các GUID port là của node bạn, đúng như dump của nó ghi.',
  "The port GUIDs are this model's. On your node, find the pod's port with `vfpctrl /list-vmswitch-port` (a pod port's friendly name is its HNS endpoint id) or `Get-HnsEndpoint` (its port GUID is under Resources.Allocators).":
    'Các GUID port là của mô hình này. Trên node của bạn, tìm port của pod bằng `vfpctrl /list-vmswitch-port` (friendly name của port pod chính là id HNS endpoint của nó) hoặc `Get-HnsEndpoint` (GUID port nằm trong Resources.Allocators).',
  'Hubble does not see this step: GKE Windows nodes are not part of Dataplane V2 (Cilium). Capture with pktmon instead.':
    'Hubble không thấy bước này: Windows node của GKE không thuộc Dataplane V2 (Cilium). Hãy capture bằng pktmon.',
};

/** Sentences with a value put in: the English shape, and the Vietnamese with $1. */
const SHAPES_VI: [RegExp, string][] = [
  [/^the rules of (.+), with priorities and flags$/s, 'các rule của $1, kèm priority và flags'],
  [/^the HNS load balancer behind (.+), with its DIPs$/s, 'HNS load balancer đứng sau $1, kèm các DIP của nó'],
  [/^the service map: (.+) and its backends \(run in the Cilium agent pod, anetd on GKE; cilium-dbg on Cilium 1\.15 and later\)$/s, 'service map: $1 và các backend của nó (chạy trong pod Cilium agent, trên GKE là anetd; từ Cilium 1.15 là cilium-dbg)'],
  [/^Hubble sees this step: (`.+`)$/s, 'Hubble thấy bước này: $1'],
  // A replayed node's port whose name the user's files lack (issue 28 item 4).
  [
    /^The name of the port of endpoint (\S+) is in none of your files: `vfpctrl \/list-vmswitch-port` lists it \(its friendly name is that endpoint id\); put it in place of (`[^`]+`)\.$/s,
    'Tên port của endpoint $1 không có trong file nào của bạn: `vfpctrl /list-vmswitch-port` liệt kê nó (friendly name của nó chính là id của endpoint đó); hãy đặt tên ấy vào chỗ $2.',
  ],
  [
    /^The name of this port is in none of your files: `vfpctrl \/list-vmswitch-port` lists the switch's ports with their friendly names and MACs; put its name in place of (`[^`]+`)\.$/s,
    'Tên của port này không có trong file nào của bạn: `vfpctrl /list-vmswitch-port` liệt kê các port của switch kèm friendly name và MAC; hãy đặt tên của nó vào chỗ $1.',
  ],
];

/** One sentence in Vietnamese, or undefined when the table lacks it. */
export function realNodeVi(text: string): string | undefined {
  if (Object.hasOwn(WHAT_VI, text)) return WHAT_VI[text];
  for (const [re, vi] of SHAPES_VI) if (re.test(text)) return text.replace(re, vi);
  return undefined;
}

/** The commands' explanations and the notes in the chosen language (English when a line is missing). */
export function realNodeIn(r: OnARealNode, lang: Lang): OnARealNode {
  if (lang !== 'vi') return r;
  const say = (x: string) => realNodeVi(x) ?? x;
  return { ...r, commands: r.commands.map((c) => ({ ...c, what: say(c.what) })), notes: r.notes.map(say) };
}
