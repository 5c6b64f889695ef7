// What a replay's report says (issue 30): what the files did not say (missing) and what was put in
// its place (assumed), as message values (src/core/message.ts). English here, byte for byte what
// the CLI prints; the UI says the same ids in the user's language (ui/i18n/messages/replay-report.vi.ts).
// Names, addresses, files and commands fill the holes as the files wrote them; a list hole holds the
// items already joined with ", ".
import { msg, render, type MsgOf } from '../../core/message';

export const REPLAY_REPORT_EN = {
  // Missing from the files.
  'replay.report.noCni': () => 'no CNI config: the OutBoundNAT exceptions and NeedEncap routes come from the HNS endpoints when they have them',
  'replay.report.podUnplaced': (a: { pod: string; phase: string }) => `pod ${a.pod} has no node or no IP yet (phase ${a.phase}): left out`,
  'replay.report.noSelector': (a: { service: string }) => `Service ${a.service} has no selector: its endpoints are managed by hand and not derived`,
  'replay.report.lbNoAddress': (a: { service: string }) => `Service ${a.service} is a LoadBalancer with no address (no status.loadBalancer.ingress, no spec.loadBalancerIP)`,
  'replay.report.remoteNoPa': (a: { ip: string }) => `remote endpoint ${a.ip} has no provider address (PA) in the dump: which node holds it is unknown, so it cannot be reached`,
  'replay.report.remoteInside': (a: { ip: string; cidr: string }) => `remote endpoint ${a.ip} lies in this node's own pod CIDR ${a.cidr}: left out`,
  'replay.report.remoteOutside': (a: { ip: string; cidr: string }) => `remote endpoint ${a.ip} lies outside the range of this node's pods (${a.cidr}): another cluster's dump? left out`,
  'replay.report.remoteShare': (a: { pa: string; ips: string }) => `the remote endpoints behind ${a.pa} (${a.ips}) share a range with this node's pod CIDR: their node is not rebuilt`,
  'replay.report.endpointNoIp': (a: { id: string; name: string }) => `endpoint ${a.id}${a.name ? ` (${a.name})` : ''} has no IPv4 address in the dump (hnsdiag lists ids only): it cannot take part in a walk`,
  'replay.report.lbNoPorts': (a: { id: string }) => `load balancer ${a.id} has no port mappings in the dump (hnsdiag prints none): it translates nothing`,
  'replay.report.lbUnheld': (a: { id: string; n: number; ids: string }) =>
    `load balancer ${a.id} sends to ${a.n} endpoint${a.n > 1 ? 's' : ''} that no file holds (${a.ids}${a.n > 3 ? ', …' : ''}): which backend a probe reaches is not in the files`,
  'replay.report.noNetwork': (a: { type: string }) => `no HNS network in the dumps (Get-HnsNetwork): an ${a.type} network is assumed from the endpoints`,
  'replay.report.otherNetwork': (a: { net: string; nets: string; type: string }) =>
    `the endpoints' network ${a.net} is not in the dumps (they hold ${a.nets}): an ${a.type} network is assumed from the endpoints (Get-HnsNetwork lists it)`,
  'replay.report.noNodeIp': () => "the node's IP is in no dump (Get-HnsNetwork's ManagementIP)",
  'replay.report.unplacedRules': (a: { n: number }) =>
    `a vfpctrl rule list does not name its port (run vfpctrl /port <guid> /list-rule, or one file per port): which of the ${a.n} local endpoints it belongs to is unknown`,
  'replay.report.noDnsLb': (a: { ip: string; none: number }) => `no load balancer for ${a.ip} (the pods' DNS server) is in the files${a.none ? ' (they hold none)' : ''}: a probe to it has nothing to translate it`,
  'replay.report.bareElb': (a: { ip: string }) => `the load balancer for ${a.ip} is in the files only as an ELB policy printed without its policy list: its backend endpoints are not`,
  'replay.report.podMacDiffers': (a: { pod: string; ip: string; inside: string; id: string; dumped: string }) =>
    `ipconfig /all inside ${a.pod} gives ${a.ip} the MAC ${a.inside}, but HNS endpoint ${a.id} has ${a.dumped}: are the files from one pod?`,
  'replay.report.nodeIpDiffers': (a: { file: string; ip: string; adapter: string; hns: string }) =>
    `ipconfig /all (${a.file}) gives the node ${a.ip} on ${a.adapter}, but HNS says ${a.hns}: are the files from one node?`,
  'replay.report.ipv6Overlay': (a: { n: number }) =>
    `${a.n} endpoint${a.n > 1 ? 's have' : ' has'} an IPv6 address, but the network is Overlay, which carries no IPv6 on Windows: the replay is IPv4 only`,

  // Assumed in their place.
  'replay.report.podIpconfig': (a: { pod: string; id: string; ip: string; mac: string }) =>
    `${a.pod}'s ipconfig /all and HNS endpoint ${a.id} are one endpoint (${a.ip}${a.mac ? `, MAC ${a.mac}` : ''}): what ipconfig adds is taken`,
  'replay.report.podConditions': (a: { pod: string; terminating: number; notServing: number }) =>
    `pod ${a.pod}: ${[a.terminating && 'terminating', a.notServing && 'not serving'].filter(Boolean).join(' and ')}, as its endpoint's conditions say`,
  'replay.report.affinity': (a: { service: string; n: number }) => `Service ${a.service}: session affinity timeout ${a.n} s kept; kube-proxy on Windows gives HNS no timeout`,
  'replay.report.lbIngress': (a: { service: string; ips: string; unused: string }) =>
    `Service ${a.service}: load-balancer address ${a.ips} from status.loadBalancer.ingress[].ip (what kube-proxy programs)${a.unused ? `; spec.loadBalancerIP ${a.unused} is not used` : ''}`,
  'replay.report.lbAsked': (a: { service: string; ip: string }) =>
    `Service ${a.service}: load-balancer address ${a.ip} from spec.loadBalancerIP (no status.loadBalancer.ingress: the cloud has given none yet, so kube-proxy would program none)`,
  'replay.report.scenarios': (a: { file: string }) => `several scenario files were imported: ${a.file} is used`,
  'replay.report.nodeIpUnknown': (a: { ip: string }) => `the node IP is unknown: ${a.ip} is assumed`,
  'replay.report.nodeSubnet': (a: { cidr: string }) => `node subnet ${a.cidr}: the smallest /24-or-wider range covering the node IPs`,
  'replay.report.serviceCidr': (a: { cidr: string }) => `service CIDR ${a.cidr}: the smallest /16-or-wider range covering the ClusterIPs`,
  'replay.report.nodePodCidr': (a: { node: string; cidr: string }) => `${a.node}'s pod CIDR ${a.cidr}: the smallest /24-or-wider range covering its pods`,
  'replay.report.noOsLabel': (a: { node: string }) => `node ${a.node} has no kubernetes.io/os label: taken as Windows`,
  'replay.report.hostNetwork': (a: { pod: string }) => `pod ${a.pod} uses the host network: it is its node, not a pod of its own`,
  'replay.report.noPorts': (a: { pod: string }) => `pod ${a.pod} declares no container ports: nothing is assumed to listen in it`,
  'replay.report.headless': (a: { service: string }) => `Service ${a.service} is headless: no VIP, no load balancer; left out`,
  'replay.report.podCidrWidened': (a: { cidr: string; subnet: string }) => `pod CIDR ${a.cidr}: the network's subnet ${a.subnet} widened to hold every local endpoint's address`,
  'replay.report.podCidrFromEndpoint': (a: { cidr: string; ep: string; subnet: string }) =>
    `pod CIDR ${a.cidr}: taken from endpoint ${a.ep} (its PrefixLength)${a.subnet ? `, as the network's subnet ${a.subnet} holds none of them` : ', as no network subnet is in the files'}`,
  'replay.report.podCidrFromAddresses': (a: { cidr: string; subnet: string }) =>
    `pod CIDR ${a.cidr}: taken from the local endpoints' addresses (no PrefixLength printed)${a.subnet ? `, as the network's subnet ${a.subnet} holds none of them` : ', as no network subnet is in the files'}`,
  'replay.report.clusterCidrWidened': (a: { cidr: string; stated: string; cidrs: string }) => `cluster CIDR ${a.cidr}: ${a.stated} does not hold every node's pod CIDR (${a.cidrs}), so it was widened`,
  'replay.report.clusterCidr': (a: { cidr: string }) => `cluster CIDR ${a.cidr}: the smallest /16-or-wider range covering the pod CIDRs`,
  'replay.report.remoteNode': (a: { ips: string; node: string; cidr: string }) =>
    `remote endpoints ${a.ips} are pods on an assumed node ${a.node} (their provider address), pod CIDR ${a.cidr}; that node's HNS and VFP are derived, not dumped`,
  'replay.report.hnsdiagNoType': (a: { name: string }) => `network ${a.name}: hnsdiag prints no type; taken as L2Bridge`,
  'replay.report.cutNoType': (a: { name: string; file: string }) => `network ${a.name}: ${a.file} has no \`Type\` for it (the record is cut before it?); taken as L2Bridge`,
  'replay.report.nodeIpFromPa': (a: { ip: string }) => `the node IP ${a.ip} is the provider address (PA) of endpoint policies printed without their endpoint`,
  'replay.report.bare': (a: { nat: number; route: number }) =>
    `the cluster's ${[a.nat && 'OutBoundNAT exceptions', a.route && 'Service range'].filter(Boolean).join(' and ')} come from endpoint policies printed without their endpoint`,
  'replay.report.nodeIpFromIpconfig': (a: { ip: string; adapter: string; file: string }) => `the node IP ${a.ip} is ${a.adapter}'s address in ${a.file} (ipconfig /all)`,
  'replay.report.nodeSubnetFromIpconfig': (a: { cidr: string; adapter: string; file: string }) => `node subnet ${a.cidr}: ${a.adapter}'s address and mask in ${a.file} (ipconfig /all)`,
  'replay.report.nodeMacFromIpconfig': (a: { mac: string; adapter: string; file: string }) => `the node's MAC ${a.mac} is ${a.adapter}'s in ${a.file} (ipconfig /all)`,
  'replay.report.unattached': (a: { id: string; ip: string }) =>
    `endpoint ${a.id} (${a.ip}) names no namespace, compartment or port in the dump: it is taken as a pod's, with a vSwitch port and a compartment of its own`,
  'replay.report.nodeIpv6FromIpconfig': (a: { ip: string; adapter: string; file: string }) => `the node's IPv6 address ${a.ip} is ${a.adapter}'s in ${a.file} (ipconfig /all)`,
  'replay.report.endpointNoMac': (a: { id: string; ip: string; mac: string }) => `endpoint ${a.id} (${a.ip}): no dump gives its MAC; taken as ${a.mac}`,
  'replay.report.lbNoFlags': (a: { id: string }) => `load balancer ${a.id}: its flags are not in the dump; taken as non-DSR`,
  'replay.report.switchLike': (a: { name: string; type: string }) => `network ${a.name} is ${a.type}: modelled as a switch with ports, like L2Bridge (no overlay, no address rewriting of its own)`,
  'replay.report.rulesToOnlyEndpoint': (a: { id: string; ip: string }) => `the rules of ${a.id}… were listed without a port; they are taken as the port of the only local endpoint, ${a.ip}`,
  'replay.report.podsByAddress': (a: { label: string }) =>
    `pods are named after their endpoints' IPs (ep-a-b-c-d); what listens in them is not in the dumps, so every port is taken as open (label ${a.label})`,
  // Dual-stack (issue 31).
  'replay.report.dualStack': (a: { n: number }) =>
    `dual-stack: ${a.n} local endpoint${a.n > 1 ? 's have' : ' has'} an IPv6 address beside the IPv4 one; each such pod takes both (status.podIPs), and the cluster's ranges list an IPv4 and an IPv6 CIDR`,
  'replay.report.nodeIpv6': (a: { ip: string }) => `the node's IPv6 address ${a.ip} is the /128 NeedEncap route of its endpoints (the IPv6 twin of the node's /32 route)`,
  'replay.report.podCidr6': (a: { node: string; cidr: string; subnet: string }) =>
    `${a.node}'s IPv6 pod CIDR ${a.cidr}: the smallest /64-or-wider range covering its endpoints' IPv6 addresses${a.subnet ? `, as the network's IPv6 subnet ${a.subnet} does not hold them all` : ', as no IPv6 subnet of the network is in the files'}`,
  'replay.report.remotePodCidr6': (a: { node: string; cidr: string }) => `${a.node}'s IPv6 pod CIDR ${a.cidr}: the smallest /64-or-wider range covering its remote endpoints' IPv6 addresses`,
  'replay.report.clusterCidr6': (a: { cidr: string }) => `IPv6 cluster CIDR ${a.cidr}: the smallest /56-or-wider range covering the IPv6 pod CIDRs`,
  'replay.report.serviceCidr6': (a: { cidr: string }) => `IPv6 service CIDR ${a.cidr}: the smallest /112-or-wider range covering the IPv6 load balancers' VIPs (no IPv6 NeedEncap route in the files)`,
  'replay.report.nodeSubnet6': (a: { cidr: string }) => `IPv6 node subnet ${a.cidr}: the /64 holding the node's IPv6 address`,
} as const;

export type ReplayReportMsg = MsgOf<typeof REPLAY_REPORT_EN>;
export const reportMsg = msg<typeof REPLAY_REPORT_EN>();

/** In English: the CLI, the report's `missing` and `assumed` lists. */
export const reportText = (m: ReplayReportMsg): string => render([REPLAY_REPORT_EN], m);
