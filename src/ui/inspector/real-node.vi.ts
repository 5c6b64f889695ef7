// "Trên node thật" bằng tiếng Việt: lệnh giữ nguyên (lessons/on-a-real-node.ts viết chúng), phần giải
// thích từng lệnh và các ghi chú là message value (lessons/on-a-real-node-messages.ts), nói bằng
// catalogue dưới đây; thiếu một id thì không biên dịch được.
import { render, type Translation } from '../../core/message';
import type { OnARealNode } from '../../lessons/on-a-real-node';
import { REAL_NODE_EN, type RealNodeMsg } from '../../lessons/on-a-real-node-messages';
import type { Lang } from '../../state/lang';

export const REAL_NODE_VI: Translation<typeof REAL_NODE_EN> = {
  'node.pktmonCounters': () => 'số packet theo từng thành phần trong lúc chạy (tái hiện lỗi ngay lúc này)',
  'node.pktmonStop': () => 'dừng capture và ghi ra file',
  'node.pktmonFilterRemove': () => 'xoá filter cho lần capture sau',
  'node.dropsVfp': () => 'capture các packet bị drop ở mọi thành phần của switch, kèm các sự kiện drop của VFP',
  'node.drops': () => 'capture các packet bị drop ở mọi thành phần của switch',
  'node.dropCounters': () => 'thành phần nào drop bao nhiêu packet, và vì sao (hãy tái hiện lỗi trước)',
  'node.endCapture': () => 'dừng capture',
  'node.dropsText': () => 'các packet bị drop dưới dạng text, kèm thành phần và lý do',
  'node.mtu': () => 'MTU của mọi interface, kể cả vNIC của pod trong compartment của chúng',
  'node.podIpconfig': () => 'compartment của pod: vNIC, địa chỉ và gateway của nó',
  'node.podRoutes': () => 'các route mà compartment đã chọn',
  'node.compartments': () => 'mọi compartment: host vNIC ở compartment 1, mỗi pod một compartment',
  'node.hostRoutes': () => 'các route của compartment host',
  'node.layers': () => 'các layer của port này, kèm priority',
  'node.portCounters': () => 'số packet và số drop đếm được trên port này',
  'node.portState': () => 'port có bị chặn không (health check của Microsoft mong đợi Blocked FALSE)',
  'node.ruleInfo': () => 'toàn bộ rule đã khớp (danh sách DIP nếu là load balancer)',
  'node.ruleCounters': () => 'mỗi rule đã khớp hoặc drop bao nhiêu packet',
  'node.natRanges': () => 'các dải port mà outbound NAT cấp phát',
  'node.unifiedFlow': () => 'unified flow table: kết nối này và transposition đã cache của nó',
  'node.switchPorts': () => 'mọi port của switch, kèm friendly name và MAC',
  'node.hnsEndpoints': () => 'các HNS endpoint sở hữu những port đó',
  'node.watchVxlan': () => 'chỉ theo dõi VXLAN',
  'node.watchDst': () => 'chỉ theo dõi đích này',
  'node.captureNics': () => 'capture trên NIC vật lý',
  'node.etl2pcap': () => 'một file pcapng cho Wireshark',
  'node.podSockets': () => 'các socket đang lắng nghe trong pod',
  'node.hostSockets': () => 'các socket đang lắng nghe trên host',
  'node.noListenerPod': () => 'không có gì lắng nghe trên port: stack drop nó',
  'node.noListener': () => 'không có gì lắng nghe trên port',
  'node.droppedCount': () => 'rule đã drop nó đếm packet này',
  'node.blocked': () => 'Blocked TRUE: port drop mọi thứ',
  'node.kubeServices': () => 'chain của kube-proxy cho Service, rồi tới các chain KUBE-SVC-… và KUBE-SEP-… của nó',
  'node.ciliumCt': () => 'bảng connection tracking của Cilium',
  'node.conntrack': () => 'các mục connection tracking của kernel có địa chỉ này, ở cả hai chiều',
  'node.ciliumNat': () => 'bảng NAT của Cilium (masquerade)',
  'node.masquerade': () => 'rule MASQUERADE và số packet của nó',
  'node.ipMasqAgent': () => 'nơi ip-masq-agent chạy (GKE): các dải nó để nguyên, rồi tới MASQUERADE',
  'node.hubbleDrops': () => 'các lần drop do policy và lý do drop',
  'node.ciliumMonitor': () => 'các lần drop theo góc nhìn của agent',
  'node.calicoChain': () => 'chain policy của Calico cho pod, kèm counter',
  'node.forwardChain': () => 'chain FORWARD và các counter của nó',
  'node.podEth0': () => 'eth0 trong netns của pod (một đầu của cặp veth) và địa chỉ của nó',
  'node.nodeIfaces': () => 'các interface của node',
  'node.nodeSockets': () => 'các socket đang lắng nghe trên node',
  'node.lxc': () => 'các đầu veth phía host của pod, nơi đặt chương trình eBPF của Cilium',
  'node.ciliumEndpoints': () => 'các pod do Cilium quản lý, kèm identity và trạng thái policy',
  'node.fdb': () => 'forwarding database của bridge',
  'node.bridgeLinks': () => 'các đầu veth cắm vào bridge',
  'node.podNetnsRoutes': () => 'các route trong netns của pod',
  'node.rootRoutes': () => 'các route trong root netns',
  'node.linuxMtu': () => 'MTU của eth0, bridge và thiết bị VXLAN',
  'node.tcpdump': () => 'packet trên NIC của node',
  'node.note.yourPorts': () => 'Các GUID port là của node bạn, đúng như dump của nó ghi.',
  'node.note.modelPorts': () => 'Các GUID port là của mô hình này. Trên node của bạn, tìm port của pod bằng `vfpctrl /list-vmswitch-port` (friendly name của port pod chính là id HNS endpoint của nó) hoặc `Get-HnsEndpoint` (GUID port nằm trong Resources.Allocators).',
  'node.note.noHubble': () => 'Hubble không thấy bước này: Windows node của GKE không thuộc Dataplane V2 (Cilium). Hãy capture bằng pktmon.',
  'node.rules': (a) => `các rule của ${a.of}, kèm priority và flags`,
  'node.hnsLb': (a) => `HNS load balancer đứng sau ${a.vip}, kèm các DIP của nó`,
  'node.ciliumLb': (a) => `service map: ${a.vip} và các backend của nó (chạy trong pod Cilium agent, trên GKE là anetd; từ Cilium 1.15 là cilium-dbg)`,
  'node.note.endpointPort': (a) =>
    `Tên port của endpoint ${a.endpoint} không có trong file nào của bạn: \`vfpctrl /list-vmswitch-port\` liệt kê nó (friendly name của nó chính là id của endpoint đó); hãy đặt tên ấy vào chỗ \`${a.port}\`.`,
  'node.note.unnamedPort': (a) =>
    `Tên của port này không có trong file nào của bạn: \`vfpctrl /list-vmswitch-port\` liệt kê các port của switch kèm friendly name và MAC; hãy đặt tên của nó vào chỗ \`${a.port}\`.`,
  'node.note.hubble': (a) => `Hubble thấy bước này: \`${a.cmd}\``,
};

/** The panel's text: each command with what it shows, and the notes, said in one language. */
export interface RealNodeSaid {
  os: OnARealNode['os'];
  node: string;
  commands: { cmd: string; what: string }[];
  notes: string[];
}

/** The commands' explanations and the notes in the chosen language. */
export function realNodeIn(r: OnARealNode, lang: Lang): RealNodeSaid {
  const say = (m: RealNodeMsg) => render(lang === 'vi' ? [REAL_NODE_VI] : [REAL_NODE_EN], m);
  return { os: r.os, node: r.node, commands: r.commands.map((c) => ({ cmd: c.cmd, what: say(c.what) })), notes: r.notes.map(say) };
}
