// Vietnamese for the replay's report (src/io/replay): what the files did not say (missing), what was
// put in its place (assumed), and the one "what is missing" line with the command that prints it.
import type { Catalogue } from './engine';

const missing: Catalogue = [
  // The rebuilt scenario's title (io/replay/imported-title.ts).
  ['Imported from a node', 'Dựng lại từ dump của một node'],
  ['no CNI config: the OutBoundNAT exceptions and NeedEncap routes come from the HNS endpoints when they have them', 'không có config CNI: exception của OutBoundNAT và route NeedEncap lấy từ HNS endpoint nếu endpoint có'],
  ['pod {pod} has no node or no IP yet (phase {phase}): left out', 'pod {pod} chưa có node hoặc chưa có IP (phase {phase}): bỏ ra'],
  ['Service {svc} has no selector: its endpoints are managed by hand and not derived', 'Service {svc} không có selector: endpoint của nó được quản lý bằng tay, không suy ra được'],
  ['Service {svc} is a LoadBalancer with no address (no status.loadBalancer.ingress, no spec.loadBalancerIP)', 'Service {svc} là LoadBalancer chưa có địa chỉ nào (không có status.loadBalancer.ingress, không có spec.loadBalancerIP)'],
  ['remote endpoint {ip} has no provider address (PA) in the dump: which node holds it is unknown, so it cannot be reached', 'remote endpoint {ip} không có provider address (PA) trong dump: không biết node nào giữ nó, nên không tới được'],
  ["remote endpoint {ip} lies in this node's own pod CIDR {cidr}: left out", 'remote endpoint {ip} nằm trong chính pod CIDR {cidr} của node này: bỏ ra'],
  ["remote endpoint {ip} lies outside the range of this node's pods ({cidr}): another cluster's dump? left out", 'remote endpoint {ip} nằm ngoài dải pod của node này ({cidr}): dump của cluster khác? bỏ ra'],
  ["the remote endpoints behind {pa} ({ips*}) share a range with this node's pod CIDR: their node is not rebuilt", 'các remote endpoint sau {pa} ({ips}) dùng chung dải với pod CIDR của node này: node của chúng không được dựng lại'],
  ['endpoint {id} ({name*}) has no IPv4 address in the dump (hnsdiag lists ids only): it cannot take part in a walk', 'endpoint {id} ({name}) không có địa chỉ IPv4 trong dump (hnsdiag chỉ liệt kê id): nó không tham gia đường đi nào được'],
  ['endpoint {id} has no IPv4 address in the dump (hnsdiag lists ids only): it cannot take part in a walk', 'endpoint {id} không có địa chỉ IPv4 trong dump (hnsdiag chỉ liệt kê id): nó không tham gia đường đi nào được'],
  ['load balancer {id*} has no port mappings in the dump (hnsdiag prints none): it translates nothing', 'load balancer {id} không có port mapping trong dump (hnsdiag không in ra): nó không dịch địa chỉ nào'],
  ['no HNS network in the dumps (Get-HnsNetwork): an {type} network is assumed from the endpoints', 'không có HNS network trong dump (Get-HnsNetwork): giả định một network {type} dựa theo các endpoint'],
  ["the endpoints' network {net*} is not in the dumps (they hold {nets*}): an {type} network is assumed from the endpoints (Get-HnsNetwork lists it)", 'network {net} của các endpoint không có trong dump (dump chỉ có {nets}): giả định một network {type} dựa theo các endpoint (Get-HnsNetwork liệt kê nó)'],
  ["the node's IP is in no dump (Get-HnsNetwork's ManagementIP)", 'IP của node không có trong dump nào (ManagementIP của Get-HnsNetwork)'],
  ['a vfpctrl rule list does not name its port (run vfpctrl /port <guid> /list-rule, or one file per port): which of the {n} local endpoints it belongs to is unknown', 'một danh sách rule vfpctrl không nêu port của nó (hãy chạy vfpctrl /port <guid> /list-rule, hoặc mỗi port một file): không biết nó thuộc endpoint nào trong {n} endpoint local'],
  ["no load balancer for {ip} (the pods' DNS server) is in the files (they hold none): a probe to it has nothing to translate it", 'các file không có load balancer cho {ip} (DNS server của các pod), cũng không có load balancer nào khác: probe tới địa chỉ này không có gì để dịch địa chỉ'],
  ["no load balancer for {ip} (the pods' DNS server) is in the files: a probe to it has nothing to translate it", 'các file không có load balancer cho {ip} (DNS server của các pod): probe tới địa chỉ này không có gì để dịch địa chỉ'],
  ['the load balancer for {ip} is in the files only as an ELB policy printed without its policy list: its backend endpoints are not', 'load balancer cho {ip} chỉ có trong các file dưới dạng một ELB policy được in ra mà không kèm policy list của nó: các file không có endpoint backend của nó'],
  // A load balancer whose backends no file holds (windows.ts unheldBackends, issue 28).
  ['load balancer {id} sends to {n} endpoints that no file holds ({ids*}): which backend a probe reaches is not in the files', 'load balancer {id} gửi tới {n} endpoint mà không file nào có ({ids}): các file không cho biết probe sẽ tới backend nào'],
  ['load balancer {id} sends to {n} endpoint that no file holds ({ids*}): which backend a probe reaches is not in the files', 'load balancer {id} gửi tới {n} endpoint mà không file nào có ({ids}): các file không cho biết probe sẽ tới backend nào'],
  ['ipconfig /all inside {pod*} gives {ip} the MAC {a}, but HNS endpoint {id} has {b}: are the files from one pod?', 'ipconfig /all bên trong {pod} cho {ip} MAC {a}, nhưng HNS endpoint {id} lại có {b}: các file có phải lấy từ cùng một pod không?'],
  ['ipconfig /all ({file*}) gives the node {ip} on {adapter*}, but HNS says {hns}: are the files from one node?', 'ipconfig /all ({file}) cho thấy node là {ip} trên {adapter}, nhưng HNS lại nói là {hns}: các file có phải lấy từ cùng một node không?'],
];

const assumed: Catalogue = [
  ["{pod*}'s ipconfig /all and HNS endpoint {id} are one endpoint ({ip}, MAC {mac}): what ipconfig adds is taken", 'ipconfig /all của {pod} và HNS endpoint {id} là cùng một endpoint ({ip}, MAC {mac}): lấy thêm những gì ipconfig cho biết'],
  ["{pod*}'s ipconfig /all and HNS endpoint {id} are one endpoint ({ip}): what ipconfig adds is taken", 'ipconfig /all của {pod} và HNS endpoint {id} là cùng một endpoint ({ip}): lấy thêm những gì ipconfig cho biết'],
  ["pod {pod}: terminating, as its endpoint's conditions say", 'pod {pod}: đang kết thúc (terminating), theo điều kiện của endpoint của nó'],
  ["pod {pod}: not serving, as its endpoint's conditions say", 'pod {pod}: không phục vụ (not serving), theo điều kiện của endpoint của nó'],
  ["pod {pod}: terminating and not serving, as its endpoint's conditions say", 'pod {pod}: đang kết thúc và không phục vụ (terminating, not serving), theo điều kiện của endpoint của nó'],
  ['Service {svc}: session affinity timeout {n} s kept; kube-proxy on Windows gives HNS no timeout', 'Service {svc}: giữ timeout {n} s của session affinity; kube-proxy trên Windows không đưa timeout nào cho HNS'],
  [
    'Service {svc}: load-balancer address {ips*} from status.loadBalancer.ingress[].ip (what kube-proxy programs); spec.loadBalancerIP {ip} is not used',
    'Service {svc}: địa chỉ load balancer {ips} lấy từ status.loadBalancer.ingress[].ip (thứ kube-proxy lập trình); spec.loadBalancerIP {ip} không được dùng',
  ],
  ['Service {svc}: load-balancer address {ips*} from status.loadBalancer.ingress[].ip (what kube-proxy programs)', 'Service {svc}: địa chỉ load balancer {ips} lấy từ status.loadBalancer.ingress[].ip (thứ kube-proxy lập trình)'],
  [
    'Service {svc}: load-balancer address {ip} from spec.loadBalancerIP (no status.loadBalancer.ingress: the cloud has given none yet, so kube-proxy would program none)',
    'Service {svc}: địa chỉ load balancer {ip} lấy từ spec.loadBalancerIP (chưa có status.loadBalancer.ingress: cloud chưa cấp địa chỉ nào, nên kube-proxy sẽ không lập trình gì)',
  ],
  ['several scenario files were imported: {file*} is used', 'đã import nhiều file kịch bản: dùng {file}'],
  ['the node IP is unknown: {ip} is assumed', 'không biết IP của node: giả định là {ip}'],
  ['node subnet {cidr}: the smallest /24-or-wider range covering the node IPs', 'subnet của node {cidr}: dải nhỏ nhất (từ /24 trở lên) chứa được các IP của node'],
  ['service CIDR {cidr}: the smallest /16-or-wider range covering the ClusterIPs', 'service CIDR {cidr}: dải nhỏ nhất (từ /16 trở lên) chứa được các ClusterIP'],
  ["{node}'s pod CIDR {cidr}: the smallest /24-or-wider range covering its pods", 'pod CIDR {cidr} của {node}: dải nhỏ nhất (từ /24 trở lên) chứa được các pod của nó'],
  ['node {node} has no kubernetes.io/os label: taken as Windows', 'node {node} không có label kubernetes.io/os: coi là Windows'],
  ['pod {pod} uses the host network: it is its node, not a pod of its own', 'pod {pod} dùng host network: nó chính là node của nó, không phải một pod riêng'],
  ['pod {pod} declares no container ports: nothing is assumed to listen in it', 'pod {pod} không khai báo container port nào: không giả định có gì đang listen trong nó'],
  ['Service {svc} is headless: no VIP, no load balancer; left out', 'Service {svc} là headless: không có VIP, không có load balancer; bỏ ra'],
  ["pod CIDR {cidr}: the network's subnet {subnet} widened to hold every local endpoint's address", 'pod CIDR {cidr}: subnet {subnet} của network được nới rộng để chứa địa chỉ của mọi endpoint local'],
  ["pod CIDR {cidr}: taken from endpoint {ep} (its PrefixLength), as the network's subnet {subnet} holds none of them", 'pod CIDR {cidr}: lấy từ endpoint {ep} (theo PrefixLength của nó), vì subnet {subnet} của network không chứa endpoint nào trong số đó'],
  ['pod CIDR {cidr}: taken from endpoint {ep} (its PrefixLength), as no network subnet is in the files', 'pod CIDR {cidr}: lấy từ endpoint {ep} (theo PrefixLength của nó), vì các file không có subnet của network'],
  ["pod CIDR {cidr}: taken from the local endpoints' addresses (no PrefixLength printed), as the network's subnet {subnet} holds none of them", 'pod CIDR {cidr}: lấy từ địa chỉ của các endpoint local (không có PrefixLength), vì subnet {subnet} của network không chứa endpoint nào trong số đó'],
  ["pod CIDR {cidr}: taken from the local endpoints' addresses (no PrefixLength printed), as no network subnet is in the files", 'pod CIDR {cidr}: lấy từ địa chỉ của các endpoint local (không có PrefixLength), vì các file không có subnet của network'],
  ["cluster CIDR {cidr}: {stated} does not hold every node's pod CIDR ({cidrs*}), so it was widened", 'cluster CIDR {cidr}: {stated} không chứa hết pod CIDR của các node ({cidrs}), nên đã được nới rộng'],
  ['cluster CIDR {cidr}: the smallest /16-or-wider range covering the pod CIDRs', 'cluster CIDR {cidr}: dải nhỏ nhất (từ /16 trở lên) chứa được các pod CIDR'],
  ["remote endpoints {ips*} are pods on an assumed node {node} (their provider address), pod CIDR {cidr}; that node's HNS and VFP are derived, not dumped", 'các remote endpoint {ips} là pod trên một node giả định {node} (theo provider address của chúng), pod CIDR {cidr}; HNS và VFP của node đó được suy ra, không phải từ dump'],
  ['network : hnsdiag prints no type; taken as L2Bridge', 'network không tên: hnsdiag không in type; coi là L2Bridge'],
  ['network : {file*} has no `Type` for it (the record is cut before it?); taken as L2Bridge', 'network không tên: {file} không có `Type` cho network này (bản ghi bị cắt trước field đó?); coi là L2Bridge'],
  ['network {name*}: {file*} has no `Type` for it (the record is cut before it?); taken as L2Bridge', 'network {name}: {file} không có `Type` cho network này (bản ghi bị cắt trước field đó?); coi là L2Bridge'],
  ['the node IP {ip} is the provider address (PA) of endpoint policies printed without their endpoint', 'IP của node {ip} là provider address (PA) của các endpoint policy được in ra mà không kèm endpoint'],
  ["the cluster's {what@iobare} come from endpoint policies printed without their endpoint", '{what} của cluster được lấy từ các endpoint policy được in ra mà không kèm endpoint'],
  ["the node IP {ip} is {adapter*}'s address in {file*} (ipconfig /all)", 'IP của node {ip} là địa chỉ của {adapter} trong {file} (ipconfig /all)'],
  ["node subnet {cidr}: {adapter*}'s address and mask in {file*} (ipconfig /all)", 'subnet của node {cidr}: địa chỉ và mask của {adapter} trong {file} (ipconfig /all)'],
  ["the node's MAC {mac} is {adapter*}'s in {file*} (ipconfig /all)", 'MAC của node {mac} là MAC của {adapter} trong {file} (ipconfig /all)'],
  ['network {name*}: hnsdiag prints no type; taken as L2Bridge', 'network {name}: hnsdiag không in type; coi là L2Bridge'],
  ["endpoint {id} ({ip}) names no namespace, compartment or port in the dump: it is taken as a pod's, with a vSwitch port and a compartment of its own", 'endpoint {id} ({ip}) không nêu namespace, compartment hay port nào trong dump: coi là endpoint của một pod, có port vSwitch và compartment riêng'],
  ['load balancer {id*}: its flags are not in the dump; taken as non-DSR', 'load balancer {id}: flags của nó không có trong dump; coi là không DSR'],
  ['network {name*} is {type}: modelled as a switch with ports, like L2Bridge (no overlay, no address rewriting of its own)', 'network {name} là {type}: mô hình hóa như một switch có port, giống L2Bridge (không overlay, không tự đổi địa chỉ)'],
  ['the rules of {id} were listed without a port; they are taken as the port of the only local endpoint, {ip}', 'rule của {id} được liệt kê không kèm port; coi là port của endpoint local duy nhất, {ip}'],
  ["pods are named after their endpoints' IPs (ep-a-b-c-d); what listens in them is not in the dumps, so every port is taken as open (label {label})", 'pod được đặt tên theo IP của endpoint (ep-a-b-c-d); dump không cho biết cái gì listen trong pod, nên mọi port đều coi là mở (label {label})'],
];

/** What the replay took from endpoint policies printed without their endpoint (windows.ts). */
export const iobare: Catalogue = [
  ['OutBoundNAT exceptions and Service range', 'các exception của OutBoundNAT và dải Service'],
  ['OutBoundNAT exceptions', 'các exception của OutBoundNAT'],
  ['Service range', 'dải Service'],
];

/** "missing: A and B — run `X` (or `Y`); C — run `Z`" (needs.ts), and why a replay cannot start. */
const needs: Catalogue = [
  ['missing: {clauses@ioclauses}', 'còn thiếu: {clauses}'],
  ['the files do not make a node: {why@ioreasons}; also missing: {clauses@ioclauses}', 'các file không tạo thành một node: {why}; ngoài ra còn thiếu: {clauses}'],
  ['the files do not make a node: {why@ioreasons}', 'các file không tạo thành một node: {why}'],
  // A literal address as a probe's source or destination (address-ref.ts).
  ['{ip} is the address of no pod or node in the files: {m@message}', '{ip} không phải địa chỉ của pod hay node nào trong các file: {m}'],
  ["{ip} is pod {pod} (its endpoint's address)", '{ip} là pod {pod} (địa chỉ endpoint của nó)'],
  ['{ip} is node {node}', '{ip} là node {node}'],
];

export const ioclauses: Catalogue = [
  ['{a@ioclause}; {rest@ioclauses}', '{a}; {rest}'],
  ['{a@ioclause}', '{a}'],
];

export const ioclause: Catalogue = [
  ['{what@ioneeds} — run `{run*}` (or `{or*}`)', '{what}: chạy `{run}` (hoặc `{or}`)'],
  ['{what@ioneeds} — run `{run*}`', '{what}: chạy `{run}`'],
];

/** The needs of one command, joined with ", " and " and " (lists in parentheses come last or alone). */
export const ioneeds: Catalogue = [
  ["{a@ioneed} and the pods' HNS endpoints", "{a} và HNS endpoint của các pod"],
  ['{a@ioneed}, {b@ioneed} and {c@ioneed}', '{a}, {b} và {c}'],
  ['{a@ioneed} and {b@ioneed}', '{a} và {b}'],
  ['{a@ioneed}', '{a}'],
];

export const ioneed: Catalogue = [
  ["the pods' HNS endpoints", 'HNS endpoint của các pod'],
  ["the pods' HNS network", 'HNS network của các pod'],
  ["the network's subnet", 'subnet của network'],
  ["the node's IP", 'IP của node'],
  ["the endpoints' IP addresses (endpoints {ids*}, and {n} more)", 'địa chỉ IP của các endpoint (endpoint {ids} và {n} endpoint khác)'],
  ["the endpoints' IP addresses (endpoints {ids*})", 'địa chỉ IP của các endpoint (endpoint {ids})'],
  ["the endpoints' IP addresses (endpoint {id})", 'địa chỉ IP của các endpoint (endpoint {id})'],
  ["the endpoints' IP addresses", 'địa chỉ IP của các endpoint'],
  ['the ports of the load balancers (VIPs {vips*}, and {n} more)', 'port của các load balancer (VIP {vips} và {n} VIP khác)'],
  ['the ports of the load balancers (VIPs {vips*})', 'port của các load balancer (VIP {vips})'],
  ['the ports of the load balancer (VIP {vip})', 'port của load balancer (VIP {vip})'],
  ['the ports of the load balancers', 'port của các load balancer'],
  ['the ports of the load balancer', 'port của load balancer'],
  ['the backend endpoints of the load balancers (VIPs {vips*}, and {n} more)', 'các endpoint backend của các load balancer (VIP {vips} và {n} VIP khác)'],
  ['the backend endpoints of the load balancers (VIPs {vips*})', 'các endpoint backend của các load balancer (VIP {vips})'],
  ['the backend endpoints of the load balancer (VIP {vip})', 'các endpoint backend của load balancer (VIP {vip})'],
  ['the backend endpoints of the load balancers', 'các endpoint backend của các load balancer'],
  ['the backend endpoints of the load balancer', 'các endpoint backend của load balancer'],
  ['the load balancers (VIPs {vips*}, and {n} more)', 'các load balancer (VIP {vips} và {n} VIP khác)'],
  ['the load balancers (VIPs {vips*})', 'các load balancer (VIP {vips})'],
  ['the load balancer (VIP {vip})', 'load balancer (VIP {vip})'],
  ['the load balancers', 'các load balancer'],
  ['the load balancer', 'load balancer'],
  ['the HNS endpoint that holds {ips*}', 'HNS endpoint giữ {ips}'],
  ['the endpoints the load balancers send to (VIPs {vips*}, and {n} more)', 'các endpoint mà các load balancer gửi tới (VIP {vips} và {n} VIP khác)'],
  ['the endpoints the load balancers send to (VIPs {vips*})', 'các endpoint mà các load balancer gửi tới (VIP {vips})'],
  ['the endpoints the load balancer sends to (VIP {vip})', 'các endpoint mà load balancer gửi tới (VIP {vip})'],
  ['the endpoints the load balancers send to', 'các endpoint mà các load balancer gửi tới'],
  ['the endpoints the load balancer sends to', 'các endpoint mà load balancer gửi tới'],
];

/** A build's errors joined with "; ": each `path: message` (cluster checks of the rebuilt scenario). */
export const ioreasons: Catalogue = [
  ['{a@message}; {rest@ioreasons}', '{a}; {rest}'],
  ['{a@message}', '{a}'],
];

const build: Catalogue = [
  ['{path}: {m@message}', '{path}: {m}'],
  // Several of them (a replay's or the "after" set's build errors): last, as it fits many sentences.
  ['{a@message}; {rest@ioreasons}', '{a}; {rest}'],
  // The cluster check a replay meets most (src/cluster/scenario/resolve.ts), said here too.
  ['the service CIDR {a} overlaps the cluster CIDR {b}', 'service CIDR {a} chồng lấn với cluster CIDR {b}'],
  ['a Service needs at least one port', 'một Service cần ít nhất một port'],
  ['two Services are named {name}', 'có hai Service cùng tên {name}'],
  ['{ip} is already used by service {name}', '{ip} đã được service {name} dùng'],
  ['the scenario has no nodes yet: add a Windows node to start', 'kịch bản chưa có node nào: hãy thêm một node Windows để bắt đầu'],
];

export const replayMessages: Catalogue = [...missing, ...assumed, ...needs, ...build];
