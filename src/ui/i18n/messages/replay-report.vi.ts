// Tiếng Việt cho báo cáo của replay (src/io/replay/messages-report.ts): những gì các file không cho
// biết (missing) và những gì được giả định thay vào (assumed). Cùng id, cùng tham số, kiểu
// Translation<typeof REPLAY_REPORT_EN>. Tên, địa chỉ, file và lệnh giữ nguyên.
import type { Translation } from '../../../core/message';
import type { REPLAY_REPORT_EN } from '../../../io/replay/messages-report';

export const REPLAY_REPORT_VI: Translation<typeof REPLAY_REPORT_EN> = {
  'replay.report.noCni': () => 'không có config CNI: exception của OutBoundNAT và route NeedEncap lấy từ HNS endpoint nếu endpoint có',
  'replay.report.podUnplaced': (a) => `pod ${a.pod} chưa có node hoặc chưa có IP (phase ${a.phase}): bỏ ra`,
  'replay.report.noSelector': (a) => `Service ${a.service} không có selector: endpoint của nó được quản lý bằng tay, không suy ra được`,
  'replay.report.lbNoAddress': (a) => `Service ${a.service} là LoadBalancer chưa có địa chỉ nào (không có status.loadBalancer.ingress, không có spec.loadBalancerIP)`,
  'replay.report.remoteNoPa': (a) => `remote endpoint ${a.ip} không có provider address (PA) trong dump: không biết node nào giữ nó, nên không tới được`,
  'replay.report.remoteInside': (a) => `remote endpoint ${a.ip} nằm trong chính pod CIDR ${a.cidr} của node này: bỏ ra`,
  'replay.report.remoteOutside': (a) => `remote endpoint ${a.ip} nằm ngoài dải pod của node này (${a.cidr}): dump của cluster khác? bỏ ra`,
  'replay.report.remoteShare': (a) => `các remote endpoint sau ${a.pa} (${a.ips}) dùng chung dải với pod CIDR của node này: node của chúng không được dựng lại`,
  'replay.report.endpointNoIp': (a) => `endpoint ${a.id}${a.name ? ` (${a.name})` : ''} không có địa chỉ IPv4 trong dump (hnsdiag chỉ liệt kê id): nó không tham gia đường đi nào được`,
  'replay.report.lbNoPorts': (a) => `load balancer ${a.id} không có port mapping trong dump (hnsdiag không in ra): nó không dịch địa chỉ nào`,
  'replay.report.lbUnheld': (a) => `load balancer ${a.id} gửi tới ${a.n} endpoint mà không file nào có (${a.ids}${a.n > 3 ? ', …' : ''}): các file không cho biết probe sẽ tới backend nào`,
  'replay.report.noNetwork': (a) => `không có HNS network trong dump (Get-HnsNetwork): giả định một network ${a.type} dựa theo các endpoint`,
  'replay.report.otherNetwork': (a) => `network ${a.net} của các endpoint không có trong dump (dump chỉ có ${a.nets}): giả định một network ${a.type} dựa theo các endpoint (Get-HnsNetwork liệt kê nó)`,
  'replay.report.noNodeIp': () => 'IP của node không có trong dump nào (ManagementIP của Get-HnsNetwork)',
  'replay.report.unplacedRules': (a) =>
    `một danh sách rule vfpctrl không nêu port của nó (hãy chạy vfpctrl /port <guid> /list-rule, hoặc mỗi port một file): không biết nó thuộc endpoint nào trong ${a.n} endpoint local`,
  'replay.report.noDnsLb': (a) =>
    a.none
      ? `các file không có load balancer cho ${a.ip} (DNS server của các pod), cũng không có load balancer nào khác: probe tới địa chỉ này không có gì để dịch địa chỉ`
      : `các file không có load balancer cho ${a.ip} (DNS server của các pod): probe tới địa chỉ này không có gì để dịch địa chỉ`,
  'replay.report.bareElb': (a) => `load balancer cho ${a.ip} chỉ có trong các file dưới dạng một ELB policy được in ra mà không kèm policy list của nó: các file không có endpoint backend của nó`,
  'replay.report.ipv6Overlay': (a) => `${a.n} endpoint có địa chỉ IPv6, nhưng network là Overlay, loại không mang IPv6 trên Windows: bản replay chỉ có IPv4`,
  'replay.report.podMacDiffers': (a) => `ipconfig /all bên trong ${a.pod} cho ${a.ip} MAC ${a.inside}, nhưng HNS endpoint ${a.id} lại có ${a.dumped}: các file có phải lấy từ cùng một pod không?`,
  'replay.report.nodeIpDiffers': (a) => `ipconfig /all (${a.file}) cho thấy node là ${a.ip} trên ${a.adapter}, nhưng HNS lại nói là ${a.hns}: các file có phải lấy từ cùng một node không?`,

  'replay.report.podIpconfig': (a) => `ipconfig /all của ${a.pod} và HNS endpoint ${a.id} là cùng một endpoint (${a.ip}${a.mac ? `, MAC ${a.mac}` : ''}): lấy thêm những gì ipconfig cho biết`,
  'replay.report.podConditions': (a) =>
    `pod ${a.pod}: ${a.terminating && a.notServing ? 'đang kết thúc và không phục vụ (terminating, not serving)' : a.terminating ? 'đang kết thúc (terminating)' : 'không phục vụ (not serving)'}, theo điều kiện của endpoint của nó`,
  'replay.report.affinity': (a) => `Service ${a.service}: giữ timeout ${a.n} s của session affinity; kube-proxy trên Windows không đưa timeout nào cho HNS`,
  'replay.report.lbIngress': (a) =>
    `Service ${a.service}: địa chỉ load balancer ${a.ips} lấy từ status.loadBalancer.ingress[].ip (thứ kube-proxy lập trình)${a.unused ? `; spec.loadBalancerIP ${a.unused} không được dùng` : ''}`,
  'replay.report.lbAsked': (a) =>
    `Service ${a.service}: địa chỉ load balancer ${a.ip} lấy từ spec.loadBalancerIP (chưa có status.loadBalancer.ingress: cloud chưa cấp địa chỉ nào, nên kube-proxy sẽ không lập trình gì)`,
  'replay.report.scenarios': (a) => `đã import nhiều file kịch bản: dùng ${a.file}`,
  'replay.report.nodeIpUnknown': (a) => `không biết IP của node: giả định là ${a.ip}`,
  'replay.report.nodeSubnet': (a) => `subnet của node ${a.cidr}: dải nhỏ nhất (từ /24 trở lên) chứa được các IP của node`,
  'replay.report.serviceCidr': (a) => `service CIDR ${a.cidr}: dải nhỏ nhất (từ /16 trở lên) chứa được các ClusterIP`,
  'replay.report.nodePodCidr': (a) => `pod CIDR ${a.cidr} của ${a.node}: dải nhỏ nhất (từ /24 trở lên) chứa được các pod của nó`,
  'replay.report.noOsLabel': (a) => `node ${a.node} không có label kubernetes.io/os: coi là Windows`,
  'replay.report.hostNetwork': (a) => `pod ${a.pod} dùng host network: nó chính là node của nó, không phải một pod riêng`,
  'replay.report.noPorts': (a) => `pod ${a.pod} không khai báo container port nào: không giả định có gì đang listen trong nó`,
  'replay.report.headless': (a) => `Service ${a.service} là headless: không có VIP, không có load balancer; bỏ ra`,
  'replay.report.podCidrWidened': (a) => `pod CIDR ${a.cidr}: subnet ${a.subnet} của network được nới rộng để chứa địa chỉ của mọi endpoint local`,
  'replay.report.podCidrFromEndpoint': (a) =>
    `pod CIDR ${a.cidr}: lấy từ endpoint ${a.ep} (theo PrefixLength của nó), vì ${a.subnet ? `subnet ${a.subnet} của network không chứa endpoint nào trong số đó` : 'các file không có subnet của network'}`,
  'replay.report.podCidrFromAddresses': (a) =>
    `pod CIDR ${a.cidr}: lấy từ địa chỉ của các endpoint local (không có PrefixLength), vì ${a.subnet ? `subnet ${a.subnet} của network không chứa endpoint nào trong số đó` : 'các file không có subnet của network'}`,
  'replay.report.clusterCidrWidened': (a) => `cluster CIDR ${a.cidr}: ${a.stated} không chứa hết pod CIDR của các node (${a.cidrs}), nên đã được nới rộng`,
  'replay.report.clusterCidr': (a) => `cluster CIDR ${a.cidr}: dải nhỏ nhất (từ /16 trở lên) chứa được các pod CIDR`,
  'replay.report.remoteNode': (a) => `các remote endpoint ${a.ips} là pod trên một node giả định ${a.node} (theo provider address của chúng), pod CIDR ${a.cidr}; HNS và VFP của node đó được suy ra, không phải từ dump`,
  'replay.report.hnsdiagNoType': (a) => `network ${a.name || 'không tên'}: hnsdiag không in type; coi là L2Bridge`,
  'replay.report.cutNoType': (a) => `network ${a.name || 'không tên'}: ${a.file} không có \`Type\` cho network này (bản ghi bị cắt trước field đó?); coi là L2Bridge`,
  'replay.report.nodeIpFromPa': (a) => `IP của node ${a.ip} là provider address (PA) của các endpoint policy được in ra mà không kèm endpoint`,
  'replay.report.bare': (a) =>
    `${a.nat && a.route ? 'các exception của OutBoundNAT và dải Service' : a.nat ? 'các exception của OutBoundNAT' : 'dải Service'} của cluster được lấy từ các endpoint policy được in ra mà không kèm endpoint`,
  'replay.report.nodeIpFromIpconfig': (a) => `IP của node ${a.ip} là địa chỉ của ${a.adapter} trong ${a.file} (ipconfig /all)`,
  'replay.report.nodeSubnetFromIpconfig': (a) => `subnet của node ${a.cidr}: địa chỉ và mask của ${a.adapter} trong ${a.file} (ipconfig /all)`,
  'replay.report.nodeMacFromIpconfig': (a) => `MAC của node ${a.mac} là MAC của ${a.adapter} trong ${a.file} (ipconfig /all)`,
  'replay.report.unattached': (a) => `endpoint ${a.id} (${a.ip}) không nêu namespace, compartment hay port nào trong dump: coi là endpoint của một pod, có port vSwitch và compartment riêng`,
  'replay.report.nodeIpv6FromIpconfig': (a) => `địa chỉ IPv6 của node ${a.ip} là địa chỉ IPv6 của ${a.adapter} trong ${a.file} (ipconfig /all)`,
  'replay.report.endpointNoMac': (a) => `endpoint ${a.id} (${a.ip}): không dump nào cho biết MAC của nó; coi là ${a.mac}`,
  'replay.report.lbNoFlags': (a) => `load balancer ${a.id}: flags của nó không có trong dump; coi là không DSR`,
  'replay.report.switchLike': (a) => `network ${a.name} là ${a.type}: mô hình hóa như một switch có port, giống L2Bridge (không overlay, không tự đổi địa chỉ)`,
  'replay.report.rulesToOnlyEndpoint': (a) => `rule của ${a.id}… được liệt kê không kèm port; coi là port của endpoint local duy nhất, ${a.ip}`,
  'replay.report.podsByAddress': (a) => `pod được đặt tên theo IP của endpoint (ep-a-b-c-d); dump không cho biết cái gì listen trong pod, nên mọi port đều coi là mở (label ${a.label})`,
  'replay.report.dualStack': (a) =>
    `dual-stack: ${a.n} endpoint local có địa chỉ IPv6 bên cạnh địa chỉ IPv4; mỗi pod như vậy nhận cả hai (status.podIPs), và các dải của cluster liệt kê một CIDR IPv4 và một CIDR IPv6`,
  'replay.report.nodeIpv6': (a) => `địa chỉ IPv6 của node ${a.ip} là route NeedEncap /128 của các endpoint (bản IPv6 của route /32 tới node)`,
  'replay.report.podCidr6': (a) =>
    `pod CIDR IPv6 ${a.cidr} của ${a.node}: dải nhỏ nhất (từ /64 trở lên) chứa được địa chỉ IPv6 của các endpoint, vì ${a.subnet ? `subnet IPv6 ${a.subnet} của network không chứa hết chúng` : 'các file không có subnet IPv6 nào của network'}`,
  'replay.report.remotePodCidr6': (a) => `pod CIDR IPv6 ${a.cidr} của ${a.node}: dải nhỏ nhất (từ /64 trở lên) chứa được địa chỉ IPv6 của các remote endpoint của nó`,
  'replay.report.clusterCidr6': (a) => `cluster CIDR IPv6 ${a.cidr}: dải nhỏ nhất (từ /56 trở lên) chứa được các pod CIDR IPv6`,
  'replay.report.serviceCidr6': (a) => `service CIDR IPv6 ${a.cidr}: dải nhỏ nhất (từ /112 trở lên) chứa được VIP của các load balancer IPv6 (các file không có route NeedEncap IPv6)`,
  'replay.report.nodeSubnet6': (a) => `subnet IPv6 của node ${a.cidr}: dải /64 chứa địa chỉ IPv6 của node`,
};
