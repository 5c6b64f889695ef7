// Vietnamese for why Build mode refuses an edit: the schema's and the Kubernetes checks' messages
// (src/cluster/scenario, as state/issue-words.ts words them: capital first, zod's defaults
// rewritten), a form field's parse error (state/field-text.ts), and a VFP edit that no longer
// applies (cluster/world/vfp-edits.ts). Names, addresses, fields and values stay in the holes.
import type { Catalogue } from './engine';

/** Who holds an address or a node port (resolve.ts `claim`). */
const holder: Catalogue = [
  ['node {n}', 'node {n}'],
  ['pod {n}', 'pod {n}'],
  ['service {n}', 'Service {n}'],
  ['external {n}', 'host bên ngoài {n}'],
];

/** The schema's own messages and zod's defaults after humanize(). */
const schema: Catalogue = [
  ['Cannot be empty', 'Không được để trống'],
  ['Needs at least one', 'Cần ít nhất một mục'],
  ['Needs at least {n} characters', 'Cần ít nhất {n} ký tự'],
  ['Needs at least {n} items', 'Cần ít nhất {n} mục'],
  ['Must be at least {n}', 'Phải từ {n} trở lên'],
  ['Takes at most {n} characters', 'Tối đa {n} ký tự'],
  ['Takes at most {n} items', 'Tối đa {n} mục'],
  ['Must be at most {n}', 'Phải không quá {n}'],
  ['Choose one of {list*}', 'Chọn một trong: {list}'],
  ['Enter a whole number', 'Nhập một số nguyên'],
  ['Is required', 'Bắt buộc phải có'],
  // A wrong type, with the value found (state/validate.ts through zodMessage, as files' errors say it).
  ['Expected {t@iotype}, found {v@iofound}', 'Cần {t}, nhưng gặp {v}'],
  ['Invalid input: expected {want}, received {got}', 'Giá trị không hợp lệ: cần {want}, nhận được {got}'],
  ['Invalid input: expected {want}', 'Giá trị không hợp lệ: cần {want}'],
  ['Invalid input', 'Giá trị không hợp lệ'],
  ['Unknown field {names*}', 'Trường không được hỗ trợ: {names}'],
  ['Expected an IPv4 address such as 10.0.0.5', 'Cần một địa chỉ IPv4, ví dụ 10.0.0.5'],
  ['Expected a MAC address such as 00-15-5D-0A-0B-0C', 'Cần một địa chỉ MAC, ví dụ 00-15-5D-0A-0B-0C'],
  ['Expected an IPv4 CIDR such as 10.244.0.0/16', 'Cần một CIDR IPv4, ví dụ 10.244.0.0/16'],
  ['Expected a Kubernetes name: lower case letters, digits, "-" and "."', 'Cần một tên Kubernetes: chữ thường, chữ số, "-" và "."'],
  ['Expected protocol/port such as tcp/80 or udp/53', 'Cần dạng protocol/port, ví dụ tcp/80 hoặc udp/53'],
  ['Port must be 1-65535', 'Port phải trong khoảng 1-65535'],
  ['A Service needs at least one port', 'Một Service cần ít nhất một port'],
  [
    'Expected a ref: pod/[ns/]name[:port], service/[ns/]name:port, node/name[:port], external/name[:port] or IP[:port]',
    'Cần một ref: pod/[ns/]name[:port], service/[ns/]name:port, node/name[:port], external/name[:port] hoặc IP[:port]',
  ],
  ['Expected a probe name: letters, digits, "-", "_" and "."', 'Cần một tên probe: chữ cái, chữ số, "-", "_" và "."'],
  ['ApiVersion must be {v}', 'apiVersion phải là {v}'],
  ['Kind must be Scenario', 'kind phải là Scenario'],
  ['Expected a port: pod/[namespace/]name, host, cbr0 or external', 'Cần một port: pod/[namespace/]name, host, cbr0 hoặc external'],
  ['Expected a name: letters, digits, "-", "_", "." (no spaces)', 'Cần một tên: chữ cái, chữ số, "-", "_", "." (không có dấu cách)'],
  ['Expected an IPv4 address or prefix such as 10.244.1.5 or 10.244.0.0/16', 'Cần một địa chỉ hoặc prefix IPv4, ví dụ 10.244.1.5 hoặc 10.244.0.0/16'],
  ['A port is 0-65535', 'Port nằm trong khoảng 0-65535'],
  ['Expected a port (0-65535) or a range such as 8000-8100', 'Cần một port (0-65535) hoặc một dải, ví dụ 8000-8100'],
  ['Expected a priority: a whole number 0-65535', 'Cần một priority: số nguyên từ 0 đến 65535'],
  ['A priority is a whole number', 'Priority phải là số nguyên'],
  ['A priority is 0-65535', 'Priority nằm trong khoảng 0-65535'],
  ['Safe text only: `code` and *emphasis*, no HTML tags', 'Chỉ dùng văn bản an toàn: `code` và *nhấn mạnh*, không dùng thẻ HTML'],
];

/** The Kubernetes checks of a whole document (resolve.ts, exercise.ts), after humanize(). */
const checks: Catalogue = [
  ['The service CIDR {svc} overlaps the cluster CIDR {cluster}', 'Service CIDR {svc} chồng lên cluster CIDR {cluster}'],
  ['{ip} is already used by {who@holder}', '{ip} đã được {who} dùng'],
  ['Two nodes are named {n}', 'Có hai node cùng tên {n}'],
  ['{ip} is outside the node subnet {net}', '{ip} nằm ngoài subnet của node {net}'],
  ['The node subnet {net} has no free address left', 'Subnet của node {net} đã hết địa chỉ trống'],
  ['{cidr} is outside the cluster CIDR {net}', '{cidr} nằm ngoài cluster CIDR {net}'],
  ["The cluster CIDR {net} has no room for another node's pod CIDR", 'Cluster CIDR {net} không còn chỗ cho pod CIDR của một node nữa'],
  ["{cidr} overlaps {node}'s pod CIDR", '{cidr} chồng lên pod CIDR của {node}'],
  ["The source VIP {vip} must come from the node's pod CIDR {net}", 'Source VIP {vip} phải nằm trong pod CIDR {net} của node'],
  ['HNS objects only exist on Windows nodes', 'Object HNS chỉ có trên node Windows'],
  ['Two pods are named {n}', 'Có hai pod cùng tên {n}'],
  ['Two namespaces are named {n}', 'Có hai namespace cùng tên {n}'],
  ['Expected a port name: at most 15 lower case letters, digits and single inner "-", with at least one letter (an IANA service name)', 'Cần một tên port: tối đa 15 chữ thường, chữ số và dấu "-" đơn ở giữa, có ít nhất một chữ cái (tên service theo IANA)'],
  ['Two container ports of {p} are named {n}', 'Hai container port của {p} cùng tên {n}'],
  ['The containerPort {n} is listed twice in {p}', 'containerPort {n} được liệt kê hai lần trong {p}'],
  ['The hostPort {hp} is already taken on {node} by {p}: the scheduler places no two such pods on one node', 'hostPort {hp} trên {node} đã thuộc về {p}: scheduler không đặt hai pod như vậy lên cùng một node'],
  ["A hostPort on a Linux node: the portmap CNI plugin's DNAT is not modelled; only Windows nodes map it", 'hostPort trên node Linux: DNAT của plugin CNI portmap không được mô phỏng; chỉ node Windows ánh xạ nó'],
  ['The win-overlay plugin does not program port mappings (it reads no runtimeConfig.portMappings): the hostPort is not reachable', 'Plugin win-overlay không lập trình port mapping (nó không đọc runtimeConfig.portMappings): không tới được hostPort'],
  ['SCTP is not supported on Windows nodes: no port mapping is programmed for it', 'Node Windows không hỗ trợ SCTP: không có port mapping nào được lập trình cho nó'],
  ['No pod this Service selects has a container port named "{n*}" ({proto}): the port has no endpoints', 'Không pod nào mà Service này chọn có container port tên "{n}" ({proto}): port này không có endpoint'],
  ['Selected pods without a container port named "{n*}" ({proto}), so no endpoints of this port: {pods*}', 'Các pod được chọn không có container port tên "{n}" ({proto}), nên không là endpoint của port này: {pods}'],
  ["The API server sets {k} to the namespace's name: {n}, not {w}", 'API server đặt {k} bằng tên của namespace: {n}, không phải {w}'],
  ['No node is named {n} (nodes: {list*})', 'Không có node nào tên {n} (các node: {list})'],
  ['No node is named {n}', 'Không có node nào tên {n}'],
  ["{ip} is outside {node}'s pod CIDR {net}", '{ip} nằm ngoài pod CIDR {net} của {node}'],
  [
    "{ip} is reserved on {node} (.1 is the gateway, .2 the host endpoint cbr0, or the node's source VIP)",
    '{ip} là địa chỉ dành riêng trên {node} (.1 là gateway, .2 là host endpoint cbr0, hoặc là source VIP của node)',
  ],
  ["{node}'s pod CIDR {net} has no free address left", 'Pod CIDR {net} của {node} đã hết địa chỉ trống'],
  ['Two Services are named {n}', 'Có hai Service cùng tên {n}'],
  ['{ip} is outside the service CIDR {net}', '{ip} nằm ngoài service CIDR {net}'],
  ['The service CIDR {net} has no free address left', 'Service CIDR {net} đã hết địa chỉ trống'],
  ['A Service with several ports must name each port', 'Service có nhiều port thì phải đặt tên cho từng port'],
  ['Two ports are named {n}', 'Có hai port cùng tên {n}'],
  ['A ClusterIP Service has no nodePort (use type NodePort or LoadBalancer)', 'Service kiểu ClusterIP không có nodePort (hãy dùng type NodePort hoặc LoadBalancer)'],
  ['NodePort {port}/{proto} is already allocated to {who@holder}', 'nodePort {port}/{proto} đã được cấp cho {who}'],
  ['{port} is outside the default NodePort range 30000-32767', '{port} nằm ngoài dải NodePort mặc định 30000-32767'],
  [
    "Flannel VXLAN on Windows supports only VNI 4096 and UDP port 4789 (Kubernetes' Windows networking page); this cluster uses VNI {vni}, UDP {port}",
    'Flannel VXLAN trên Windows chỉ hỗ trợ VNI 4096 và UDP port 4789 (trang Windows networking của Kubernetes); cluster này dùng VNI {vni}, UDP {port}',
  ],
  ['SCTP is not supported on Windows nodes: kube-proxy there programs nothing for this port', 'Node Windows không hỗ trợ SCTP: kube-proxy ở đó không cài gì cho port này'],
  ['LoadBalancerIP needs type LoadBalancer', 'loadBalancerIP cần type LoadBalancer'],
  ['LoadBalancerIngress needs type LoadBalancer', 'loadBalancerIngress cần type LoadBalancer'],
  ['SessionAffinityConfig needs sessionAffinity ClientIP (the API refuses it otherwise)', 'sessionAffinityConfig cần sessionAffinity ClientIP (nếu không API sẽ từ chối)'],
  [
    'Kube-proxy programs status.loadBalancer.ingress ({ips}); loadBalancerIP {ip} is only what was asked for and is not used',
    'kube-proxy lập trình status.loadBalancer.ingress ({ips}); loadBalancerIP {ip} chỉ là địa chỉ được yêu cầu và không được dùng',
  ],
  ['ExternalTrafficPolicy only affects NodePort, LoadBalancer and external IPs', 'externalTrafficPolicy chỉ có tác dụng với NodePort, LoadBalancer và external IP'],
  ['Two externals are named {n}', 'Có hai host bên ngoài cùng tên {n}'],
  [
    "{ip} is inside the cluster's own ranges; an outside host needs an address outside them",
    '{ip} nằm trong các dải của chính cluster; một host bên ngoài cần địa chỉ nằm ngoài các dải đó',
  ],
  ['Two probes are named {n}', 'Có hai probe cùng tên {n}'],
  ['The scenario has no nodes yet: add a Windows node to start', 'Kịch bản chưa có node nào: hãy thêm một node Windows để bắt đầu'],
  ['No probe is named "{n}"', 'Không có probe nào tên "{n}"'],
  ['Probe "{n}" has no expect: a goal needs one to be checked', 'Probe "{n}" không có expect: một mục tiêu cần expect để kiểm tra được'],
];

/** NetworkPolicy checked as the API server checks it (policy-api.ts), after humanize(). */
const policy: Catalogue = [
  ['"{k*}" is not a valid label key (a name of 1-63 letters, digits, "-", "_" or ".", optionally after a DNS prefix and "/")', '"{k}" không phải label key hợp lệ (một tên gồm 1-63 chữ cái, chữ số, "-", "_" hoặc ".", có thể đứng sau một DNS prefix và "/")'],
  ['"{k*}" is not a valid label key', '"{k}" không phải label key hợp lệ'],
  ['"{v*}" is not a valid label value (at most 63 letters, digits, "-", "_" or ".", alphanumeric at both ends)', '"{v}" không phải label value hợp lệ (tối đa 63 chữ cái, chữ số, "-", "_" hoặc ".", hai đầu phải là chữ cái hoặc chữ số)'],
  ['"{v*}" is not a valid label value', '"{v}" không phải label value hợp lệ'],
  ['Operator {op} needs at least one value', 'Operator {op} cần ít nhất một value'],
  ['Operator {op} takes no values', 'Operator {op} không nhận value nào'],
  ['Must specify a peer: podSelector, namespaceSelector or ipBlock', 'Phải chỉ định một peer: podSelector, namespaceSelector hoặc ipBlock'],
  ['May not specify more than 1 peer type: ipBlock goes alone, without podSelector or namespaceSelector', 'Không được chỉ định quá 1 loại peer: ipBlock phải đứng một mình, không kèm podSelector hay namespaceSelector'],
  ['{x} must be a strict subset of the cidr {cidr}', '{x} phải là tập con thực sự của cidr {cidr}'],
  // An empty name or value fills no hole: said on its own.
  ['"" is not a valid port name (1-15 lower case letters, digits and "-", with a letter)', '"" không phải tên port hợp lệ (1-15 chữ thường, chữ số và "-", có ít nhất một chữ cái)'],
  ['"" is not a valid label key (a name of 1-63 letters, digits, "-", "_" or ".", optionally after a DNS prefix and "/")', '"" không phải label key hợp lệ (một tên gồm 1-63 chữ cái, chữ số, "-", "_" hoặc ".", có thể đứng sau một DNS prefix và "/")'],
  ['"" is not a valid label key', '"" không phải label key hợp lệ'],
  ['"{p*}" is not a valid port name (1-15 lower case letters, digits and "-", with a letter)', '"{p}" không phải tên port hợp lệ (1-15 chữ thường, chữ số và "-", có ít nhất một chữ cái)'],
  ['EndPort needs a port', 'endPort cần có port'],
  ['EndPort cannot go with a named port', 'endPort không dùng được với port có tên'],
  ['EndPort {e} must be equal to or greater than port {p}', 'endPort {e} phải lớn hơn hoặc bằng port {p}'],
  ['PolicyTypes lists a type twice', 'policyTypes liệt kê một type hai lần'],
];

/** A form field's text that does not parse (field-text.ts). */
const fieldText: Catalogue = [
  ['"{part*}" is not a label: write key=value, separated by commas (app=web, tier=front)', '"{part}" không phải một label: hãy viết key=value, cách nhau bằng dấu phẩy (app=web, tier=front)'],
  ['"{part*}": labels have no spaces', '"{part}": label không được có dấu cách'],
  ['the label {key} is given twice', 'label {key} bị khai hai lần'],
  ['enter a whole number, such as 80', 'hãy nhập một số nguyên, ví dụ 80'],
  ['enter {what*}, such as 80', 'hãy nhập {what}, ví dụ 80'],
];

/** A VFP edit by hand that the node's ports no longer accept (cluster/world/vfp-edits.ts). */
const vfpEdits: Catalogue = [
  ['no port {port} on this node', 'node này không có port {port}'],
  ['port {port} already has a layer {layer}', 'port {port} đã có layer {layer}'],
  ['port {port} has no layer {layer}', 'port {port} không có layer {layer}'],
  ['layer {layer} already has a group {group}', 'layer {layer} đã có group {group}'],
  ['layer {layer} of port {port} has no group {group}', 'layer {layer} của port {port} không có group {group}'],
  ['group {group} already has a rule {rule}', 'group {group} đã có rule {rule}'],
  ['group {group} of port {port} has no rule {rule}', 'group {group} của port {port} không có rule {rule}'],
];

export const refusalMessages: Catalogue = [...schema, ...checks, ...policy, ...fieldText, ...vfpEdits];
export const refusalCatalogues = { holder };
