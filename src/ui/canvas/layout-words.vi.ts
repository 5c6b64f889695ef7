// The canvas cards' words in Vietnamese (layout-words.ts). In the Vietnamese chunk (i18n/vi.ts
// imports this): English readers never fetch it. Terms a Windows engineer reads in English (vNIC,
// vSwitch, compartment, netns, the CLI's names) stay English, as in the rest of the UI.
import type { Translation } from '../../core/message';
import { addLayoutCatalogue, type LAYOUT_EN } from './layout-words';

const LAYOUT_VI: Translation<typeof LAYOUT_EN> = {
  'layout.internet': () => 'Biên Internet',
  'layout.nodeNetwork': (a) => `Mạng của node ${a.cidr} (L2)`,
  'layout.vpcSubnet': (a) => `Subnet VPC ${a.cidr}`,
  'layout.vpc': (a) => `VPC ${a.cidr}`,
  'layout.underlay': (a) => `gateway ${a.gw} · MTU ${a.mtu} · ${a.how}`,
  'layout.aliasRoutes': () => 'route alias IP range của từng node',
  'layout.vxlan': () => 'VXLAN giữa các node (không có route tới pod)',
  'layout.hostGw': () => 'route host-gw tới pod CIDR của từng node',
  'layout.toOtherNodes': (a) => `tới các node khác và gateway ${a.gw}`,
  'layout.hostCompartment': (a) => `Compartment host ${a.n}`,
  'layout.compartment': (a) => `compartment ${a.n}`,
  'layout.rootNetns': () => 'Root network namespace',
  'layout.netns': () => 'network namespace',
  'layout.listening': (a) => `đang lắng nghe ${a.ports}`,
  'layout.listeningMore': (a) => `đang lắng nghe ${a.ports}, có thể còn nữa (không rõ)`,
  'layout.listenUnknown': () => 'không rõ cái gì đang lắng nghe',
  'layout.nothingListens': () => 'không có gì lắng nghe',
  'layout.vswitch': (a) => `Hyper-V vSwitch · HNS network “${a.net}” (${a.type})`,
  'layout.vfpEveryPort': () => 'VFP nằm trên mọi port: chọn một port để xem layer, group và rule của nó.',
  'layout.onLinux': () => 'Trên Linux: một bridge cộng iptables.',
  'layout.physicalNic': () => 'NIC vật lý “Ethernet”',
  'layout.nicMoved': (a) => `IP ${a.ip} và MAC của nó đã chuyển sang mgmt vNIC khi vSwitch được gắn vào NIC này`,
  'layout.cilium': () => 'Không có bridge · Cilium eBPF (Dataplane V2)',
  'layout.ciliumDetail': () =>
    'Mỗi pod: một cặp veth, một đầu trong netns của pod (eth0), đầu phía host (lxc…) mang các chương trình eBPF của Cilium, chúng chuyển tiếp packet; cilium_host là gateway của các pod. Trên Windows: vSwitch và VFP.',
  'layout.bridge': () => 'Linux bridge cbr0 · kube-proxy iptables',
  'layout.bridgeDetail': () => 'Mỗi pod: một cặp veth, một đầu trong netns của pod (eth0), một đầu trên bridge. Trên Windows: vSwitch và VFP.',
  'layout.linuxNic': () => 'NIC eth0 (trong root netns)',
  'layout.eth0Keeps': (a) => `eth0 giữ IP ${a.ip} của node: trên Linux không có vSwitch nào chiếm nó`,
  'layout.hyperVSwitch': () => 'Hyper-V vSwitch',
  'layout.beyondExternal': () => 'NIC vật lý và đường dây nằm sau port này',
  'layout.otherPorts': () => 'tới các port khác của node',
  'layout.externalPort': () => 'External port',
  'layout.theNic': () => 'NIC vật lý',
  'layout.hostVnic': () => 'host vNIC (management)',
  'layout.podVnic': (a) => `vNIC của pod ${a.pod}`,
  'layout.aVnic': () => 'vNIC',
  'layout.port': (a) => `port ${a.name}`,
  'layout.routeOn': (a) => `qua ${a.iface}${a.note ? ` · ${a.note}` : ''}`,
};

addLayoutCatalogue('vi', LAYOUT_VI);
