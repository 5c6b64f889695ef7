// The canvas cards' words in Vietnamese, by the English shapes the layouts make (layout-words.ts).
// In the Vietnamese chunk (i18n/vi.ts imports this): English readers never fetch it.
import { addLayoutShapes } from './layout-words';

/** English shape → Vietnamese, $1… for the values the layout put in. */
const SHAPES_VI: [RegExp, string][] = [
  [/^Host compartment (\d+)$/, 'Compartment host $1'],
  [/^compartment (\S+)$/, 'compartment $1'],
  [/^listening (.+) and perhaps more \(unknown\)$/, 'đang lắng nghe $1, có thể còn nữa (không rõ)'],
  [/^what listens is unknown$/, 'không rõ cái gì đang lắng nghe'],
  [/^listening (.+)$/, 'đang lắng nghe $1'],
  [/^nothing listens$/, 'không có gì lắng nghe'],
  [/^Root network namespace$/, 'Root network namespace'],
  [/^Hyper-V vSwitch · HNS network “(.*)” \((.*)\)$/, 'Hyper-V vSwitch · HNS network “$1” ($2)'],
  [/^VFP on every port: select one for its layers, groups and rules\.$/, 'VFP nằm trên mọi port: chọn một port để xem layer, group và rule của nó.'],
  [/^On Linux: a bridge plus iptables\.$/, 'Trên Linux: một bridge cộng iptables.'],
  [/^Physical NIC “Ethernet”$/, 'NIC vật lý “Ethernet”'],
  [/^Its IP (\S+) and MAC moved to the mgmt vNIC when the vSwitch was bound to it$/, 'IP $1 và MAC của nó đã chuyển sang mgmt vNIC khi vSwitch được gắn vào NIC này'],
  [/^Node network (\S+) \(L2\)$/, 'Mạng của node $1 (L2)'],
  [/^to the other nodes and the gateway (\S+)$/, 'tới các node khác và gateway $1'],
  [/^VPC subnet (\S+)$/, 'Subnet VPC $1'],
  [/^gateway (\S+) · MTU (\d+) · routes each node’s alias IP range$/, 'gateway $1 · MTU $2 · route alias IP range của từng node'],
  [/^gateway (\S+) · MTU (\d+) · VXLAN between the nodes \(no pod routes\)$/, 'gateway $1 · MTU $2 · VXLAN giữa các node (không có route tới pod)'],
  [/^gateway (\S+) · MTU (\d+) · host-gw routes to each pod CIDR$/, 'gateway $1 · MTU $2 · route host-gw tới pod CIDR của từng node'],
  [/^Internet edge$/, 'Biên Internet'],
  [/^NIC eth0 \(in the root netns\)$/, 'NIC eth0 (trong root netns)'],
  [/^eth0 keeps the node IP (\S+): on Linux no vSwitch takes it over$/, 'eth0 giữ IP $1 của node: trên Linux không có vSwitch nào chiếm nó'],
  [/^External port$/, 'External port'],
  [/^the physical NIC and the wire are beyond this port$/, 'NIC vật lý và đường dây nằm sau port này'],
  [/^to the other ports of the node$/, 'tới các port khác của node'],
  // The close-up's vNIC end.
  [/^the physical NIC$/, 'NIC vật lý'],
  [/^the host vNIC \(management\)$/, 'host vNIC (management)'],
  [/^(.+)’s vNIC$/, 'vNIC của $1'],
];

addLayoutShapes('vi', SHAPES_VI);
