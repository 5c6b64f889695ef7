// Vietnamese for what the dump readers write (src/io/dumps: vfpctrl, netsh, ipconfig, kube-proxy's log,
// and the repairs of a damaged paste). Field, layer, group and rule names, commands and values stay.
// The HNS readers' words are message values (messages/dumps-hns.vi.ts).
import type { Catalogue } from './engine';

/** vfpctrl /list-rule, /list-vmswitch-port and /format 1. */
const vfp: Catalogue = [
  ['vfpctrl reported {what*}', 'vfpctrl báo {what}'],
  ['port name {name*} is not a GUID', 'port name {name} không phải GUID'],
  ['{t*} is not a number', '{t} không phải số'],
  ['{t*} is not a MAC address', '{t} không phải địa chỉ MAC'],
  ['{n} line(s) before the first `Port name` belong to a port whose name is not in the file (cut by Select-String -Context?); not read', '{n} dòng trước `Port name` đầu tiên thuộc về một port không có tên trong file (bị Select-String -Context cắt?); không đọc'],
  ['no vSwitch port found (expected `Port name : <guid>` lines of vfpctrl /list-vmswitch-port)', 'không thấy port vSwitch nào (cần các dòng `Port name : <guid>` của vfpctrl /list-vmswitch-port)'],
  ['port {id} has no Port Friendly name; taken as an endpoint port', 'port {id} không có Port Friendly name; coi là port của endpoint'],
  ['port {id}: friendly name {name*} is none of ExternalPort, Container NIC <hex> or an endpoint GUID; taken as an endpoint port', 'port {id}: friendly name {name} không phải ExternalPort, Container NIC <hex> hay GUID của endpoint; coi là port của endpoint'],
  ['LAYER without a name', 'LAYER không có tên'],
  ['GROUP without a name', 'GROUP không có tên'],
  ['RULE outside any GROUP (the GROUP line is missing); kept in group UNKNOWN_GROUP', 'RULE nằm ngoài mọi GROUP (thiếu dòng GROUP); giữ trong group UNKNOWN_GROUP'],
  ['group {g} has no LAYER line above it (the list was filtered by /layer); layer taken as {l} from the group name', 'group {g} không có dòng LAYER phía trên (danh sách đã lọc bằng /layer); suy ra layer {l} từ tên group'],
  ['group {g} has no LAYER line above it and its name does not tell the layer; kept in layer {l}', 'group {g} không có dòng LAYER phía trên và tên của nó không cho biết layer; giữ trong layer {l}'],
  ['{t*} is not a vfpctrl group field; ignored', '{t} không phải field của group vfpctrl; bỏ qua'],
  ['{t*} is not a vfpctrl layer field; ignored', '{t} không phải field của layer vfpctrl; bỏ qua'],
  ['{t*} is not a vfpctrl rule field; ignored', '{t} không phải field của rule vfpctrl; bỏ qua'],
  ['no vfpctrl /list-rule output found (expected an ` ITEM LIST` banner or LAYER / GROUP / RULE lines)', 'không thấy output của vfpctrl /list-rule (cần banner ` ITEM LIST` hoặc các dòng LAYER / GROUP / RULE)'],
  ['field `{key*}` ({n} time, first here) is not interpreted; kept as text on rules', 'field `{key}` ({n} lần, lần đầu ở đây) không được diễn giải; giữ dạng text trên rule'],
  ['field `{key*}` ({n} times, first here) is not interpreted; kept as text on rules', 'field `{key}` ({n} lần, lần đầu ở đây) không được diễn giải; giữ dạng text trên rule'],
  ['{n} line outside any LAYER / GROUP / RULE block not read, first {t*}', '{n} dòng nằm ngoài mọi khối LAYER / GROUP / RULE không được đọc, dòng đầu là {t}'],
  ['{n} lines outside any LAYER / GROUP / RULE block not read, first {t*}', '{n} dòng nằm ngoài mọi khối LAYER / GROUP / RULE không được đọc, dòng đầu là {t}'],
  ['the text ends mid-rule at line {l} (truncated?): the last rule was read as far as it goes, without {t*}', 'text dừng giữa chừng một rule ở dòng {l} (bị cắt cụt?): rule cuối được đọc tới đâu hay tới đó, không có {t}'],
  ['this JSON holds none of Ports, Layers, Groups, Rules or InformationArray; nothing read', 'JSON này không có Ports, Layers, Groups, Rules hay InformationArray nào; không đọc được gì'],
  ['a Ports entry is not an object; skipped', 'một mục của Ports không phải object; bỏ qua'],
  ['a Layers entry is not an object; skipped', 'một mục của Layers không phải object; bỏ qua'],
  ['a Groups entry is not an object; skipped', 'một mục của Groups không phải object; bỏ qua'],
  ['a Rules entry is not an object; skipped', 'một mục của Rules không phải object; bỏ qua'],
  ['a port without Name; its rules go to the placeholder port', 'port không có Name; rule của nó được đưa vào port tạm'],
  ['rules without their layer and group; kept in layer {l}', 'rule không có layer và group của chúng; giữ trong layer {l}'],
  ['groups without their layer; kept in layer {l}', 'group không có layer của chúng; giữ trong layer {l}'],
  ['condition `{key*}` is not modelled; rule {id} will match more packets than on the node', 'condition `{key}` chưa được mô hình hóa; rule {id} sẽ khớp nhiều packet hơn trên node thật'],
  ['condition {t*} is not modelled; {name} will match more packets than on the node', 'condition {t} chưa được mô hình hóa; {name} sẽ khớp nhiều packet hơn trên node thật'],
  ['condition {key*}: {why@iocond}', 'condition {key}: {why}'],
  ['{t*} is not a condition (`Label : value`); ignored', '{t} không phải condition (`Label : value`); bỏ qua'],
  ["{n} rule(s) give Type as a number; vfpctrl's numeric action codes are not published, so they are kept as allow", '{n} rule ghi Type bằng số; mã action dạng số của vfpctrl không được công bố, nên giữ là allow'],
  ['the JSON does not name its port (vfpctrl /port <guid> ... /format 1); its content is kept on placeholder port {id*}', 'JSON không nêu tên port của nó (vfpctrl /port <guid> ... /format 1); nội dung được giữ trên port tạm {id}'],
  ['the file does not name the port of these rules (vfpctrl /port <guid> ... prints no port line); they are kept on placeholder port {id*}; its kind is unknown, taken as an endpoint port', 'file không nêu tên port của các rule này (vfpctrl /port <guid> ... không in dòng port); chúng được giữ trên port tạm {id}; không rõ loại port, coi là port của endpoint'],
  ['the file does not name the port of these rules (vfpctrl /port <guid> ... prints no port line); they are kept on placeholder port {id*}; taken as {kind@ioportkind} port from its layers', 'file không nêu tên port của các rule này (vfpctrl /port <guid> ... không in dòng port); chúng được giữ trên port tạm {id}; coi là port {kind} dựa vào các layer của nó'],
  ['the file does not name the port of these rules (vfpctrl /port <guid> ... prints no port line); they are kept on placeholder port {id*}', 'file không nêu tên port của các rule này (vfpctrl /port <guid> ... không in dòng port); chúng được giữ trên port tạm {id}'],
  ['rule counters unreadable: {path} {why@iozod}', 'không đọc được counter của rule: {path} {why}'],
  ['port counters unreadable: {path} {why@iozod}', 'không đọc được counter của port: {path} {why}'],
  ['RULE without a name or friendly name; named after its line', 'RULE không có name hay friendly name; đặt tên theo dòng của nó'],
  ['rule {id} has no Priority; taken as 65535 (last)', 'rule {id} không có Priority; coi là 65535 (cuối cùng)'],
  ['rule {id} has no Flags; taken as terminating', 'rule {id} không có Flags; coi là terminating'],
  ['rule {id} has no Type; taken as allow', 'rule {id} không có Type; coi là allow'],
  ['{t*} is neither IN nor OUT', '{t} không phải IN cũng không phải OUT'],
  ['group {g} has no Direction; taken as {dir} from the name of the group', 'group {g} không có Direction; suy ra {dir} từ tên group'],
  ['group {g} has no Direction; taken as {dir} from the name of rule {r}', 'group {g} không có Direction; suy ra {dir} từ tên rule {r}'],
  ['group {g} has no Direction and no group or rule name tells it: the direction is unknown; its rules are applied to OUT packets only (paste the GROUP block with its Direction line)', 'group {g} không có Direction, và cả tên group lẫn tên rule đều không cho biết chiều; vì không rõ chiều, rule của nó chỉ được áp cho packet OUT (hãy dán cả khối GROUP kèm dòng Direction)'],
  ['group {g} has no Priority; taken as 0', 'group {g} không có Priority; coi là 0'],
  ['rule {r}: type `{t*}` printed no Modify values VFP Lab can read; kept as allow', 'rule {r}: type `{t}` không in giá trị Modify nào VFP Lab đọc được; giữ là allow'],
  ['rule {r}: rule type `{t*}` is not modelled; kept as allow (the packet passes unchanged)', 'rule {r}: rule type `{t}` chưa được mô hình hóa; giữ là allow (packet đi qua không đổi)'],
  ['rule {r}: DIP entry `{t*}` is not `{ ip : port }`; skipped', 'rule {r}: mục DIP `{t}` không có dạng `{ ip : port }`; bỏ qua'],
  ['rule {r}: backend {ip} is not IPv4 (the simulator moves IPv4 packets only); skipped', 'rule {r}: backend {ip} không phải IPv4 (trình mô phỏng chỉ chuyển packet IPv4); bỏ qua'],
  ['rule {r}: lbnat rule without any readable DIP; it has no backend', 'rule {r}: rule lbnat không có DIP nào đọc được; nó không có backend'],
  ['rule {r}: the address and port range of NAT pool {pool} are not in a rule dump (see vfpctrl /list-nat-range); using 0.0.0.0, ports 0-65535', 'rule {r}: dump của rule không có địa chỉ và dải port của NAT pool {pool} (xem vfpctrl /list-nat-range); dùng 0.0.0.0, port 0-65535'],
  ['rule {r}: encap destination or VNI not found in the dump; using 0.0.0.0 / VNI 0', 'rule {r}: không thấy encap destination hay VNI trong dump; dùng 0.0.0.0 / VNI 0'],
  ['`{mac*}` is not a MAC address', '`{mac}` không phải địa chỉ MAC'],
];

/** Why a vfpctrl condition cannot be read (dumps/vfp/conditions.ts). */
export const iocond: Catalogue = [
  ['`{t*}` is not an IP address, prefix or range', '`{t}` không phải địa chỉ IP, prefix hay dải địa chỉ'],
  ['`{t*}` is not a protocol number', '`{t}` không phải số protocol'],
  ['`{t*}` is not a port or port range', '`{t}` không phải port hay dải port'],
  ['`{t*}` is not a VXLAN network identifier', '`{t}` không phải VXLAN network identifier'],
];

/** zod's own words: for a counter it cannot read (dumps/vfp/counters.ts), a scenario file's field (scenario/located.ts). */
export const iozod: Catalogue = [
  ['Invalid input: expected {t}, received {u}', 'giá trị không hợp lệ: cần {t}, nhưng gặp {u}'],
  ['Invalid input', 'giá trị không hợp lệ'],
  ['Invalid option: expected one of {x*}', 'giá trị không hợp lệ: cần một trong {x}'],
  ['Too small: expected {t} to be >={n}', 'quá nhỏ: {t} phải >={n}'],
  ['Too big: expected {t} to be <={n}', 'quá lớn: {t} phải <={n}'],
  ['Too small: expected {x*}', 'quá nhỏ: cần {x}'],
  ['Too big: expected {x*}', 'quá lớn: cần {x}'],
];

export const ioportkind: Catalogue = [
  ['an endpoint', 'endpoint'],
  ['an external', 'external'],
  ['a {kind}', '{kind}'],
];

/** ipconfig /all (ipconfig.ts). */
const ipconfig: Catalogue = [
  ['ipconfig printed this in Chinese ({h*}): its adapter and field names were read as the English ones (Host Name, IPv4 Address, Subnet Mask, Default Gateway…); other fields are left out', 'ipconfig in ra bằng tiếng Trung ({h}): tên adapter và field được đọc như tên tiếng Anh tương ứng (Host Name, IPv4 Address, Subnet Mask, Default Gateway…); các field khác bị bỏ ra'],
  ['{t*} is not a line of ipconfig /all; ignored', '{t} không phải dòng của ipconfig /all; bỏ qua'],
  ['no network adapter found (expected `ipconfig /all` output: `Ethernet adapter <name>:` and its fields)', 'không thấy network adapter nào (cần output `ipconfig /all`: `Ethernet adapter <name>:` và các field của nó)'],
  ['{n} more lines that are not ipconfig /all were ignored', 'đã bỏ qua thêm {n} dòng không phải của ipconfig /all'],
];

/** kube-proxy's Windows log (kube-proxy-log.ts): the load balancers it created. */
const kubeProxy: Catalogue = [
  ['the load balancer kube-proxy logged at line {n} is not readable JSON ({why@message}); not read', 'load balancer mà kube-proxy ghi log ở dòng {n} không phải JSON đọc được ({why}); không đọc'],
  ['no load balancer found in this kube-proxy log (expected its "Hns LoadBalancer resource created" or "Hns loadbalancer policy resource" lines, at -v=3 or more)', 'không thấy load balancer nào trong log kube-proxy này (cần các dòng "Hns LoadBalancer resource created" hoặc "Hns loadbalancer policy resource" của nó, ở mức -v=3 trở lên)'],
  ['{n} load balancer is known from a "created" log line only: its ports and backends are not in the log (kube-proxy logs them at -v=5)', '{n} load balancer chỉ được biết qua một dòng log "created": port và backend của nó không có trong log (kube-proxy ghi chúng ở mức -v=5)'],
  ['{n} load balancers are known from a "created" log line only: their ports and backends are not in the log (kube-proxy logs them at -v=5)', '{n} load balancer chỉ được biết qua các dòng log "created": port và backend của chúng không có trong log (kube-proxy ghi chúng ở mức -v=5)'],
];

/** netsh int ipv4 show dynamicport / excludedportrange. */
const netsh: Catalogue = [
  ['netsh printed this in {lang@iolang}: only the English output is read (its numbers are not guessed from words VFP Lab does not know); run it on an English display language, or paste the English text', 'netsh in ra bằng {lang}: chỉ output tiếng Anh được đọc (VFP Lab không đoán số liệu từ những từ nó không biết); hãy chạy lệnh với ngôn ngữ hiển thị tiếng Anh, hoặc dán bản tiếng Anh'],
  ['"Number of Ports" before "Start Port": {t*}', '"Number of Ports" đứng trước "Start Port": {t}'],
  ['a dynamic range outside 1-65535 is left out: start {s}, {n} ports', 'dải dynamic nằm ngoài 1-65535 bị bỏ ra: bắt đầu {s}, {n} port'],
  ['an excluded range outside 1-65535, or upside down, is left out: {t*}', 'dải excluded nằm ngoài 1-65535, hoặc bị ngược, bị bỏ ra: {t}'],
  ["not a line of netsh's port ranges, skipped: {t*}", 'không phải dòng dải port của netsh, bỏ qua: {t}'],
  ['no "Protocol tcp|udp Dynamic Port Range" or "Port Exclusion Ranges" block: is this netsh output (in English)?', 'không có khối "Protocol tcp|udp Dynamic Port Range" hay "Port Exclusion Ranges": đây có phải output của netsh (tiếng Anh) không?'],
];

/** What a damaged paste needed (json-repair.ts, text.ts, report.ts). */
const repairs: Catalogue = [
  ['`...` elisions on line {ls*}: the author left part of the output out; read what is there (an elided value is null)', 'chỗ lược `...` ở dòng {ls}: người dán đã bỏ bớt một phần output; đọc phần còn lại (giá trị bị lược là null)'],
  ['strings broken across lines (line {ls*}): the paste was hard-wrapped; joined back', 'chuỗi bị ngắt qua nhiều dòng (dòng {ls}): bản dán bị ngắt dòng cứng; đã nối lại'],
  ['bare JSON objects separated by commas (first after line {l}): read as a list', 'các object JSON rời cách nhau bằng dấu phẩy (đầu tiên sau dòng {l}): đọc thành một danh sách'],
  ['line {n} is {kb} KB long: only its first 64 KB were read (no real dump has such a line; a paste may have lost its line ends)', 'dòng {n} dài {kb} KB: chỉ đọc 64 KB đầu (không dump thật nào có dòng như vậy; có lẽ bản dán đã mất ký tự xuống dòng)'],
  ['{n} more lines over 64 KB were cut the same way', 'thêm {n} dòng dài hơn 64 KB bị cắt cùng cách'],
  ['the text ends inside a value (truncated?): read as it is, the brackets still open closed; the rest is not in the file', 'text dừng giữa một giá trị (bị cắt cụt?): đọc nguyên như vậy, đóng lại các ngoặc còn mở; phần còn lại không có trong file'],
  ['the text ends inside a value (truncated?): read up to its last whole member, the brackets still open closed; the rest is not in the file', 'text dừng giữa một giá trị (bị cắt cụt?): đọc tới member cuối cùng còn nguyên, đóng lại các ngoặc còn mở; phần còn lại không có trong file'],
  ['{n} more warnings not shown', 'còn {n} ghi chú nữa không hiện'],
  ['{n} more errors not shown', 'còn {n} lỗi nữa không hiện'],
];

export const dumpMessages: Catalogue = [...vfp, ...ipconfig, ...kubeProxy, ...netsh, ...repairs];
