// Vietnamese for what a VFP port pass says (src/core/walk/port-pass.ts): the port, its layers and
// rules, the action a rule took, the flow cache. Action names (allow, block, encap, dynnat, lbnat…),
// layer, group and rule names stay as VFP prints them.
import type { Catalogue } from './engine';

/** portLabel(): how a port is named, capitalised at the start of a line or not. */
export const port: Catalogue = [
  ["Pod {pod}'s port", 'Port của pod {pod}'],
  ["pod {pod}'s port", 'port của pod {pod}'],
  ['Host vNIC (management) port', 'Port host vNIC (management)'],
  ['host vNIC (management) port', 'port host vNIC (management)'],
  ['Host cbr0 port', 'Port cbr0 của host'],
  ['host cbr0 port', 'port cbr0 của host'],
  ['External port', 'External port'],
  ['external port', 'external port'],
  ['Port {id}…', 'Port {id}…'],
  ['port {id}…', 'port {id}…'],
];

/** directionText(): which way a packet crosses a port. */
export const dirlong: Catalogue = [
  ['outbound (OUT: leaving the vNIC into the switch)', 'chiều ra (OUT: rời vNIC đi vào switch)'],
  ['inbound (IN: from the switch towards the vNIC)', 'chiều vào (IN: từ switch đi về vNIC)'],
  ['outbound (OUT: from the switch towards the wire)', 'chiều ra (OUT: từ switch ra dây)'],
  ['inbound (IN: from the wire into the switch)', 'chiều vào (IN: từ dây vào switch)'],
];

/** describeEdit() (src/core/packet/transposition.ts): one rewrite. */
export const edit: Catalogue = [
  ['source MAC → {mac}', 'MAC nguồn → {mac}'],
  ['destination MAC → {mac}', 'MAC đích → {mac}'],
  ['outer destination MAC → {mac}', 'MAC đích của header ngoài → {mac}'],
  ['source → {ip}', 'nguồn → {ip}'],
  ['destination → {ip}', 'đích → {ip}'],
  ['push VXLAN VNI {vni} to PA {ip}', 'push header VXLAN VNI {vni} tới PA {ip}'],
  ['push host-internal encap to {ip}', 'push header encap nội bộ host tới {ip}'],
  ['pop the outer headers', 'pop header ngoài'],
];

/** Rewrites joined with "; " (flow cache) or ", " (nat). */
export const edits: Catalogue = [
  ['no rewrite', 'không ghi lại gì'],
  ['{a@edit}; {b@edits}', '{a}; {b}'],
  ['{a@edit}, {b@edits}', '{a}, {b}'],
  ['{a@edit}', '{a}'],
];

/** What the deciding rule did (applyAction's text). */
export const verb: Catalogue = [
  ['dynnat (SNAT) source → {ip} (ICMP: no port to track)', 'dynnat (SNAT) nguồn → {ip} (ICMP: không có port để theo dõi)'],
  ['dynnat (SNAT) source → {ip} from pool {pool}', 'dynnat (SNAT) nguồn → {ip}, lấy từ pool {pool}'],
  ['nat {e@edits}', 'nat {e}'],
  ['lbnat: hash({input}) = {hash} → backend #{i} of {n}: {backend} ({ep})', 'lbnat: hash({input}) = {hash} → chọn backend #{i}/{n}: {backend} ({ep})'],
  ['lbnat: hash({input}) = {hash} → backend #{i} of {n}: {backend}', 'lbnat: hash({input}) = {hash} → chọn backend #{i}/{n}: {backend}'],
  ['encap VXLAN VNI {vni} → PA {pa} (UDP {udp})', 'encap VXLAN VNI {vni} → PA {pa} (UDP {udp})'],
  ['encap to the management port {ip} (NeedEncap route; stays inside the host)', 'encap tới management port {ip} (route NeedEncap; gói không rời khỏi host)'],
  ['decap: pop the VXLAN (VNI {vni}) headers', 'decap: gỡ header VXLAN (VNI {vni})'],
  ['decap: pop the host-internal headers', 'decap: gỡ lớp encap nội bộ host'],
  ['decap (not encapsulated)', 'decap (packet không có lớp encap nào)'],
  ['MAC rewrite destination → {dst} source → {src}', 'MAC rewrite: MAC đích → {dst}, MAC nguồn → {src}'],
  ['MAC rewrite destination → {dst}', 'MAC rewrite: MAC đích → {dst}'],
  ['MAC rewrite source → {src}', 'MAC rewrite: MAC nguồn → {src}'],
  ["paroute: outer next hop {ip} ({mac}) from the host's routes", 'paroute: next hop của header ngoài là {ip} ({mac}), theo bảng route của host'],
  ['paroute (nothing encapsulated)', 'paroute (không có gì được encap)'],
  ['paroute: no next hop for the provider address', 'paroute: không có next hop cho provider address'],
  ['meter (counted, passes)', 'meter (đếm rồi cho qua)'],
  // allow, block, lbnat, dynnat…: VFP's own action names.
  ['{action}', '{action}'],
];

/** A layer's default (pipeline.ts, hns/compile/pod-port.ts). */
export const deflt: Catalogue = [
  ['layer default: block', 'mặc định của layer: block'],
  ['no rule matched: passes unchanged', 'không rule nào khớp: packet đi tiếp, không đổi gì'],
  [
    'default deny: the endpoint has ACLs for this direction and none allows the packet (HNS default-deny, verified for egress)',
    'default deny: endpoint có ACL cho chiều này nhưng không ACL nào cho phép packet (default-deny của HNS, đã kiểm chứng với egress)',
  ],
  ['default deny: the endpoint has ACLs for this direction and none allows the packet', 'default deny: endpoint có ACL cho chiều này nhưng không ACL nào cho phép packet'],
  ['default deny: a policy selects the endpoint for this direction', 'default deny: có policy chọn endpoint này cho chiều này'],
  ['{a@deflt}; {b*}', '{a}; {b}'],
];

/** One " · " part of a port line. */
export const portLines: Catalogue = [
  ['{port@port}, {dir}', '{port}, {dir}'],
  ['group {group}', 'group {group}'],
  ["rule {rule*} (the model's own name) (priority {prio}) matched → {verb@verb}", 'rule {rule} (tên do mô hình đặt) (priority {prio}) khớp → {verb}'],
  ['rule {rule*} (priority {prio}) matched → {verb@verb}', 'rule {rule} (priority {prio}) khớp → {verb}'],
  ['no rule matched: passes unchanged', 'không rule nào khớp: packet đi tiếp, không đổi gì'],
  ['no rule matched → {note@deflt}', 'không rule nào khớp → {note}'],
  ['Enters host vNIC (management) port ({name*}), {dir@dirlong}', 'Vào port host vNIC (management) ({name}), {dir}'],
  ['Enters {port@port} ({name*}), {dir@dirlong}', 'Vào {port} ({name}), {dir}'],
  ['flow cache hit: a blocked flow', 'trúng flow cache: flow này đã bị block'],
  ['flow cache hit (reverse flow: the connection is known to the stateful layers): translation undone: {e@edits}', 'trúng flow cache (reverse flow: các layer stateful đã biết connection này): hoàn tác translation: {e}'],
  ['flow cache hit: one lookup, cached transposition: {e@edits}', 'trúng flow cache: chỉ một lần tra, áp dụng transposition đã cache: {e}'],
  ['flow cache hit on the inner packet (reverse flow of the translation made here): translation undone: {e@edits}', 'trúng flow cache với packet bên trong (reverse flow của translation làm tại đây): hoàn tác translation: {e}'],
  ['{port@port}: {rest@hairpin}', '{port}: {rest}'],
];

/** What a port that sends a packet back into the vSwitch says after its name. */
export const hairpin: Catalogue = [
  ['the reply, un-NATed here, is for {ip}; the port sends it back into the vSwitch (hairpin) to {to@port}', 'reply đã được un-NAT tại đây và gửi tới {ip}; port đẩy nó ngược vào vSwitch (hairpin) tới {to}'],
  ['the packet is for {ip}, not the host, so the port sends it back into the vSwitch (hairpin), OUT', 'packet gửi tới {ip} chứ không phải cho host, nên port đẩy nó ngược vào vSwitch (hairpin), OUT'],
  ["{ip} is a hairpin translation's address; the reply goes back into the vSwitch to {to@port}", '{ip} là địa chỉ của một hairpin translation; reply quay lại vSwitch tới {to}'],
];
