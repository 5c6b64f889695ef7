// Vietnamese for what the dump readers write (src/io/dumps: vfpctrl, Get-Hns*, hnsdiag, netsh, ipconfig,
// kube-proxy's log, and
// the repairs of a damaged paste). Field, layer, group and rule names, commands and values stay.
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

/** Get-Hns* as JSON or Format-List, and hnsdiag. */
const hns: Catalogue = [
  ['a value that is not an HNS object ({type}); skipped', 'một giá trị không phải HNS object ({type}); bỏ qua'],
  ['no HNS network, endpoint, policy list, load balancer or namespace found in this JSON', 'không thấy HNS network, endpoint, policy list, load balancer hay namespace nào trong JSON này'],
  ['`{path*}` was printed as text (deeper than ConvertTo-Json -Depth); read as a PowerShell object', '`{path}` bị in thành text (sâu hơn ConvertTo-Json -Depth); đọc như một object PowerShell'],
  ['`{path*}` was printed as System.Object[]; its entries are not in the file', '`{path}` bị in thành System.Object[]; các phần tử của nó không có trong file'],
  ['`{path*}` was cut after {n} entries; its entries are not in the file', '`{path}` bị cắt sau {n} phần tử; các phần tử của nó không có trong file'],
  ['`{path*}` was printed as {v*}: deeper than ConvertTo-Json -Depth; its content is not in the file', '`{path}` bị in thành {v}: sâu hơn ConvertTo-Json -Depth; nội dung của nó không có trong file'],
  ['`{path*}` was printed as System.Object[]: PowerShell does not print nested arrays in a list; its entries are not in the file (ConvertTo-Json -Depth 10 prints everything)', '`{path}` bị in thành System.Object[]: PowerShell không in mảng lồng nhau trong list; các phần tử của nó không có trong file (ConvertTo-Json -Depth 10 in ra đầy đủ)'],
  ['`{path*}`: PowerShell printed only the first {n} entries (`...}`); the rest are not in the file (ConvertTo-Json -Depth 10 prints everything)', '`{path}`: PowerShell chỉ in {n} phần tử đầu (`...}`); phần còn lại không có trong file (ConvertTo-Json -Depth 10 in ra đầy đủ)'],
  ['the text ends mid-record at line {l} (truncated?): the last record was read as far as it goes', 'text dừng giữa chừng một bản ghi ở dòng {l} (bị cắt cụt?): bản ghi cuối được đọc tới đâu hay tới đó'],
  ['{n} continuation line had lost its indentation (line {ls*}): joined to the field above, whose value was still open', '{n} dòng nối tiếp bị mất thụt lề (dòng {ls}): đã nối vào field phía trên, vốn chưa hết giá trị'],
  ['{n} continuation lines had lost their indentation (line {ls*}): joined to the field above, whose value was still open', '{n} dòng nối tiếp bị mất thụt lề (dòng {ls}): đã nối vào field phía trên, vốn chưa hết giá trị'],
  ['{n} line was hard-wrapped at {w} columns (line {ls*}): joined back to the line above', '{n} dòng bị ngắt cứng ở cột {w} (dòng {ls}): đã nối lại vào dòng phía trên'],
  ['{n} lines were hard-wrapped at {w} columns (line {ls*}): joined back to the line above', '{n} dòng bị ngắt cứng ở cột {w} (dòng {ls}): đã nối lại vào dòng phía trên'],
  ['{t*} is not a `Key : value` line of Format-List output; ignored', '{t} không phải dòng `Key : value` của output Format-List; bỏ qua'],
  ['{n} more lines that are not `Key : value` were ignored', 'đã bỏ qua thêm {n} dòng không phải `Key : value`'],
  ['no HNS network, endpoint, policy list or namespace found (expected Get-HnsNetwork / Get-HnsEndpoint / Get-HnsPolicyList Format-List output)', 'không thấy HNS network, endpoint, policy list hay namespace nào (cần output Format-List của Get-HnsNetwork / Get-HnsEndpoint / Get-HnsPolicyList)'],
  ['load balancer row {t*} is not `ID | Virtual IPs | Direct IP IDs`; skipped', 'dòng load balancer {t} không có dạng `ID | Virtual IPs | Direct IP IDs`; bỏ qua'],
  ['row has {n} cells for {m} columns', 'dòng có {n} ô cho {m} cột'],
  ['detail block (lines {r}) is not JSON ({why@iojsonat}); not read', 'khối chi tiết (dòng {r}) không phải JSON ({why}); không đọc'],
  ['{n} table row was hard-wrapped at {w} columns (line {ls*}): joined back', '{n} dòng của bảng bị ngắt cứng ở cột {w} (dòng {ls}): đã nối lại'],
  ['{n} table rows were hard-wrapped at {w} columns (line {ls*}): joined back', '{n} dòng của bảng bị ngắt cứng ở cột {w} (dòng {ls}): đã nối lại'],
  ['{n} line(s) that are neither a section, a column header nor a row, first {t*}; not read', '{n} dòng không phải section, tiêu đề cột hay dòng của bảng, dòng đầu là {t}; không đọc'],
  ['no hnsdiag table found (expected `Networks:` / `Endpoints:` / `LoadBalancers:` sections or their column headers)', 'không thấy bảng hnsdiag nào (cần các section `Networks:` / `Endpoints:` / `LoadBalancers:` hoặc tiêu đề cột của chúng)'],
  ['section {s} appears {n} times (lines {ls*}; several runs of hnsdiag?): its objects are merged by id, each counted once', 'section {s} xuất hiện {n} lần (dòng {ls}; chạy hnsdiag nhiều lần?): các object của nó được gộp theo id, mỗi cái đếm một lần'],
  ["load balancer {id} is printed {n} times (several runs of one command?): merged into one, the last printing's fields winning", 'load balancer {id} được in {n} lần (chạy một lệnh nhiều lần?): đã gộp làm một, field của lần in sau cùng được giữ'],
  ["policy list {id} is printed {n} times (several runs of one command?): merged into one, the last printing's fields winning", 'policy list {id} được in {n} lần (chạy một lệnh nhiều lần?): đã gộp làm một, field của lần in sau cùng được giữ'],
  ["{kind@iohnskind} {id} is printed {n} times (several runs of one command?): merged into one, the last printing's fields winning", '{kind} {id} được in {n} lần (chạy một lệnh nhiều lần?): đã gộp làm một, field của lần in sau cùng được giữ'],
  ['`{kv*}` is not a number; ignored', '`{kv}` không phải số; bỏ qua'],
  ['`{kv*}` is not True or False; ignored', '`{kv}` không phải True hay False; bỏ qua'],
  ['`{kv*}` is not an IP address; ignored', '`{kv}` không phải địa chỉ IP; bỏ qua'],
  ['`{kv*}` is not an address prefix ({why@iolonger}); ignored', '`{kv}` không phải address prefix ({why}); bỏ qua'],
  ['`{kv*}` is not an address prefix; ignored', '`{kv}` không phải address prefix; bỏ qua'],
  ['`{kv*}` is not an IP address ({why@iolonger}); ignored', '`{kv}` không phải địa chỉ IP ({why}); bỏ qua'],
  ['load balancer without ID; skipped', 'load balancer không có ID; bỏ qua'],
  ['policy list {id} holds no ELB policy (policy types: {types*}); VFP Lab reads only load-balancer policy lists, skipped', 'policy list {id} không có policy ELB nào (các loại policy: {types}); VFP Lab chỉ đọc policy list của load balancer, bỏ qua'],
  ['policy list (no ID) has no ID (policy types: {types*}); VFP Lab reads only load-balancer policy lists, skipped', 'policy list không có ID (các loại policy: {types}); VFP Lab chỉ đọc policy list của load balancer, bỏ qua'],
  ['load-balancer port mapping without Protocol; taken as TCP (6)', 'port mapping của load balancer không có Protocol; coi là TCP (6)'],
  ['load-balancer port mapping with protocol `{p*}`; taken as TCP (6)', 'port mapping của load balancer có protocol `{p}`; coi là TCP (6)'],
  ['namespace without ID; skipped', 'namespace không có ID; bỏ qua'],
  ['an object that is no HNS network, endpoint, policy list, load balancer or namespace (fields: {keys*}); skipped', 'một object không phải HNS network, endpoint, policy list, load balancer hay namespace (các field: {keys}); bỏ qua'],
  ['endpoint without ID; skipped', 'endpoint không có ID; bỏ qua'],
  ['endpoint {name*} without ID; skipped', 'endpoint {name} không có ID; bỏ qua'],
  ['`{mac*}` is not a MAC address; kept as printed', '`{mac}` không phải địa chỉ MAC; giữ nguyên như đã in'],
  ['`{mac*}` is not a MAC address', '`{mac}` không phải địa chỉ MAC'],
  ['endpoint {id} has no IP address', 'endpoint {id} không có địa chỉ IP'],
  ['network without ID or Name; skipped', 'network không có ID hay Name; bỏ qua'],
  ['network {name*} has no ID; its name is used instead', 'network {name} không có ID; dùng tên của nó thay thế'],
  ['network type `{t*}` is none of {types*}', 'network type `{t}` không thuộc {types}'],
  ['RemoteSubnetRoute without DestinationPrefix or ProviderAddress; skipped', 'RemoteSubnetRoute không có DestinationPrefix hay ProviderAddress; bỏ qua'],
  ['subnet without an address prefix; skipped', 'subnet không có address prefix; bỏ qua'],
  ['{name} policy without an address; kept as an unmodelled policy', 'policy {name} không có địa chỉ; giữ như một policy chưa được mô hình hóa'],
  ['EncapOverhead policy without Overhead; kept as an unmodelled policy', 'policy EncapOverhead không có Overhead; giữ như một policy chưa được mô hình hóa'],
  ['ACL policy without a readable Action (Allow/Block/Pass) and Direction (In/Out); kept as an unmodelled policy', 'policy ACL không có Action (Allow/Block/Pass) và Direction (In/Out) đọc được; giữ như một policy chưa được mô hình hóa'],
  ['ACL policy {id} without a readable Action (Allow/Block/Pass) and Direction (In/Out); kept as an unmodelled policy', 'policy ACL {id} không có Action (Allow/Block/Pass) và Direction (In/Out) đọc được; giữ như một policy chưa được mô hình hóa'],
  ['ACL policy without Priority; taken as 0', 'policy ACL không có Priority; coi là 0'],
  ['ACL protocol `{p*}` is not a protocol number; ignored', 'protocol `{p}` của ACL không phải số protocol; bỏ qua'],
  // Endpoint policies printed on their own (`(Get-HnsEndpoint …).Policies`), and JSON cut before any whole object.
  ['{n} endpoint policy ({kinds*}) printed without its endpoint: which endpoint holds it is not in the file (Get-HnsEndpoint | ConvertTo-Json -Depth 10 prints the whole endpoint)', '{n} endpoint policy ({kinds}) được in ra mà không kèm endpoint của nó: file không cho biết endpoint nào giữ policy này (Get-HnsEndpoint | ConvertTo-Json -Depth 10 in ra toàn bộ endpoint)'],
  ['{n} endpoint policies ({kinds*}) printed without their endpoint: which endpoint holds them is not in the file (Get-HnsEndpoint | ConvertTo-Json -Depth 10 prints the whole endpoint)', '{n} endpoint policy ({kinds}) được in ra mà không kèm endpoint của chúng: file không cho biết endpoint nào giữ các policy này (Get-HnsEndpoint | ConvertTo-Json -Depth 10 in ra toàn bộ endpoint)'],
  // ELB policies printed on their own (`(Get-HnsPolicyList …).Policies`): hns/bare.ts.
  ["{n} load-balancer (ELB) policy ({what*}) printed without its policy list: the backend endpoints (References) and the list's ID are not in the file (Get-HnsPolicyList | ConvertTo-Json -Depth 10 prints them)", '{n} load-balancer (ELB) policy ({what}) được in ra mà không kèm policy list của nó: file không có các endpoint backend (References) và ID của policy list (Get-HnsPolicyList | ConvertTo-Json -Depth 10 in ra chúng)'],
  ["{n} load-balancer (ELB) policies ({what*}, and {m} more) printed without their policy list: the backend endpoints (References) and the list's ID are not in the file (Get-HnsPolicyList | ConvertTo-Json -Depth 10 prints them)", '{n} load-balancer (ELB) policy ({what} và {m} policy khác) được in ra mà không kèm policy list của chúng: file không có các endpoint backend (References) và ID của policy list (Get-HnsPolicyList | ConvertTo-Json -Depth 10 in ra chúng)'],
  ["{n} load-balancer (ELB) policies ({what*}) printed without their policy list: the backend endpoints (References) and the list's ID are not in the file (Get-HnsPolicyList | ConvertTo-Json -Depth 10 prints them)", '{n} load-balancer (ELB) policy ({what}) được in ra mà không kèm policy list của chúng: file không có các endpoint backend (References) và ID của policy list (Get-HnsPolicyList | ConvertTo-Json -Depth 10 in ra chúng)'],
  ['no whole HNS network, endpoint, policy list, load balancer or namespace before the text ends (truncated?): nothing of it was kept', 'không có HNS network, endpoint, policy list, load balancer hay namespace nào còn nguyên trước chỗ text dừng (bị cắt cụt?): không giữ lại được gì'],
  // Format-List cut inside a value (powershell-list.ts, hns-list.ts).
  ['`{path*}` at line {l} is not closed (lines lost? truncated?): {kept@iokept}', '`{path}` ở dòng {l} không được đóng lại (mất dòng? bị cắt cụt?): {kept}'],
  ['the text ends inside `{path*}` at line {l} (truncated?): {kept@iokept}', 'text dừng giữa `{path}` ở dòng {l} (bị cắt cụt?): {kept}'],
  // hnsdiag's one-block-per-object layout: an author's note after a value.
  ['{line*}: only {v*} is the {key@iofield}; the rest of the line was left out', '{line}: chỉ {v} là {key}; phần còn lại của dòng bị bỏ ra'],
];

/** What was kept of a Format-List value the text cut (hns-list.ts). */
export const iokept: Catalogue = [
  ['{a@iokept}; {lost*} was cut off', '{a}; {lost} bị cắt mất'],
  ['read up to its last whole field ({n} entry kept)', 'đọc tới field cuối cùng còn nguyên (giữ {n} phần tử)'],
  ['read up to its last whole field ({n} entries kept)', 'đọc tới field cuối cùng còn nguyên (giữ {n} phần tử)'],
  ['read up to its last whole field', 'đọc tới field cuối cùng còn nguyên'],
  ['nothing of it could be read: dropped', 'không đọc được gì trong đó: bỏ đi'],
];

/** The hnsdiag fields whose value is read alone (hnsdiag.ts, lower-cased). */
export const iofield: Catalogue = [
  ['ip address', 'địa chỉ IP'],
  ['mac address', 'địa chỉ MAC'],
  ['virtual network', 'virtual network'],
];

/** Get-HnsNetwork / Get-HnsEndpoint | Format-Table (hns-table.ts) and ipconfig /all (ipconfig.ts). */
const tables: Catalogue = [
  ['{t*} is neither a column header nor a row of a PowerShell table; ignored', '{t} không phải tiêu đề cột cũng không phải dòng của một bảng PowerShell; bỏ qua'],
  ['{n} more lines outside the table were ignored', 'đã bỏ qua thêm {n} dòng nằm ngoài bảng'],
  ['{n} cell was cut by PowerShell to fit the table (`...`, column {cols*}; first on line {l}): left out (Format-List or ConvertTo-Json print them whole)', '{n} ô bị PowerShell cắt bớt cho vừa bảng (`...`, cột {cols}; lần đầu ở dòng {l}): bỏ ra (Format-List hoặc ConvertTo-Json in đầy đủ)'],
  ['{n} cells were cut by PowerShell to fit the table (`...`, column {cols*}; first on line {l}): left out (Format-List or ConvertTo-Json print them whole)', '{n} ô bị PowerShell cắt bớt cho vừa bảng (`...`, cột {cols}; lần đầu ở dòng {l}): bỏ ra (Format-List hoặc ConvertTo-Json in đầy đủ)'],
  // A table pasted with damage: Format-Table -Wrap, runs of spaces collapsed by the paste.
  ['{n} line (line {ls*}) went on under a column with the cells before it blank: Format-Table -Wrap; joined to the row above', '{n} dòng (dòng {ls}) viết tiếp dưới một cột, các ô trước nó để trống: Format-Table -Wrap; ghép vào hàng phía trên'],
  ['{n} lines (line {ls*}) went on under a column with the cells before it blank: Format-Table -Wrap; joined to the row above', '{n} dòng (dòng {ls}) viết tiếp dưới một cột, các ô trước nó để trống: Format-Table -Wrap; ghép vào hàng phía trên'],
  ['{n} row (line {ls*}) did not line up with the dashes (the paste collapsed runs of spaces?): read one word per column', '{n} hàng (dòng {ls}) không thẳng cột với các gạch ngang (khi dán, các chuỗi dấu cách bị gộp lại?): đọc mỗi từ là một cột'],
  ['{n} rows (line {ls*}) did not line up with the dashes (the paste collapsed runs of spaces?): read one word per column', '{n} hàng (dòng {ls}) không thẳng cột với các gạch ngang (khi dán, các chuỗi dấu cách bị gộp lại?): đọc mỗi từ là một cột'],
  ['{n} row (line {ls*}) did not line up with the dashes and held more words than columns: which word belongs to which column is unknown; skipped', '{n} hàng (dòng {ls}) không thẳng cột với các gạch ngang và có nhiều từ hơn số cột: không biết từ nào thuộc cột nào; bỏ qua'],
  ['{n} rows (line {ls*}) did not line up with the dashes and held more words than columns: which word belongs to which column is unknown; skipped', '{n} hàng (dòng {ls}) không thẳng cột với các gạch ngang và có nhiều từ hơn số cột: không biết từ nào thuộc cột nào; bỏ qua'],
  ['PowerShell left out {n} column that did not fit the console (its WARNING line): it is not in the file (Format-List or ConvertTo-Json print every field)', 'PowerShell bỏ ra {n} cột không vừa màn hình console (dòng WARNING của nó): cột này không có trong file (Format-List hoặc ConvertTo-Json in mọi field)'],
  ['PowerShell left out {n} columns that did not fit the console (its WARNING line): they are not in the file (Format-List or ConvertTo-Json print every field)', 'PowerShell bỏ ra {n} cột không vừa màn hình console (dòng WARNING của nó): các cột này không có trong file (Format-List hoặc ConvertTo-Json in mọi field)'],
  ['no HNS network or endpoint found (expected Get-HnsNetwork / Get-HnsEndpoint | Format-Table output: column names over a line of dashes)', 'không thấy HNS network hay endpoint nào (cần output Get-HnsNetwork / Get-HnsEndpoint | Format-Table: tên các cột nằm trên một dòng gạch ngang)'],
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

export const iohnskind: Catalogue = [
  ['network', 'network'],
  ['endpoint', 'endpoint'],
  ['load balancer', 'load balancer'],
  ['namespace', 'namespace'],
  ['policy list', 'policy list'],
];

export const iolonger: Catalogue = [['a /{n} is longer than the address', '/{n} dài hơn cả địa chỉ']];

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

export const dumpMessages: Catalogue = [...vfp, ...hns, ...tables, ...kubeProxy, ...netsh, ...repairs];
