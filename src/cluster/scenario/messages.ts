// What resolving a scenario says about it (resolve.ts, exercise.ts), as message values
// (src/core/message.ts): English here (the CLI, `Issue.message`, lower case first as the checks
// always wrote it; the builder capitalises it), Vietnamese in src/ui/i18n/messages/scenario.vi.ts.
// Names, addresses and CIDRs stay in the holes as the document wrote them. The API's checks of
// namespaces, policies and container ports have their own catalogue (messages-api.ts), so that the
// first load, which resolves every scenario, does not carry their words.
import { msg, render, type MsgOf } from '../../core/message';
import type { Issue, Path } from './issues';

export const SCENARIO_EN = {
  // Who holds an address or a node port (the `who` of scenario.ipUsed and scenario.nodePortTaken).
  'scenario.holder.node': (a: { n: string }) => `node ${a.n}`,
  'scenario.holder.pod': (a: { n: string }) => `pod ${a.n}`,
  'scenario.holder.service': (a: { n: string }) => `service ${a.n}`,
  'scenario.holder.external': (a: { n: string }) => `external ${a.n}`,
  'scenario.holder.gateway': () => `the node subnet's gateway`,
  'scenario.holder.reserved': (a: { node: string }) => `${a.node}'s reserved address (gateway, cbr0 or source VIP)`,
  'scenario.holder.sourceVip': (a: { node: string }) => `${a.node}'s source VIP`,
  'scenario.serviceCidrOverlaps': (a: { svc: string; cluster: string }) => `the service CIDR ${a.svc} overlaps the cluster CIDR ${a.cluster}`,
  'scenario.ipUsed': (a: { ip: string; who: string }) => `${a.ip} is already used by ${a.who}`,
  'scenario.nodeTwice': (a: { n: string }) => `two nodes are named ${a.n}`,
  'scenario.nodeOutsideSubnet': (a: { ip: string; net: string }) => `${a.ip} is outside the node subnet ${a.net}`,
  'scenario.nodeSubnetFull': (a: { net: string }) => `the node subnet ${a.net} has no free address left`,
  'scenario.podCidrOutside': (a: { cidr: string; net: string }) => `${a.cidr} is outside the cluster CIDR ${a.net}`,
  'scenario.clusterCidrFull': (a: { net: string }) => `the cluster CIDR ${a.net} has no room for another node's pod CIDR`,
  'scenario.podCidrOverlaps': (a: { cidr: string; node: string }) => `${a.cidr} overlaps ${a.node}'s pod CIDR`,
  'scenario.sourceVipOutside': (a: { vip: string; net: string }) => `the source VIP ${a.vip} must come from the node's pod CIDR ${a.net}`,
  'scenario.hnsOnLinux': () => 'HNS objects only exist on Windows nodes',
  'scenario.podTwice': (a: { n: string }) => `two pods are named ${a.n}`,
  'scenario.noSuchNode': (a: { n: string }) => `no node is named ${a.n}`,
  'scenario.noSuchNodeOf': (a: { n: string; list: string }) => `no node is named ${a.n} (nodes: ${a.list})`,
  'scenario.podOutsideCidr': (a: { ip: string; node: string; net: string }) => `${a.ip} is outside ${a.node}'s pod CIDR ${a.net}`,
  'scenario.podReserved': (a: { ip: string; node: string }) => `${a.ip} is reserved on ${a.node} (.1 is the gateway, .2 the host endpoint cbr0, or the node's source VIP)`,
  'scenario.podCidrFull': (a: { node: string; net: string }) => `${a.node}'s pod CIDR ${a.net} has no free address left`,
  'scenario.serviceTwice': (a: { n: string }) => `two Services are named ${a.n}`,
  'scenario.clusterIpOutside': (a: { ip: string; net: string }) => `${a.ip} is outside the service CIDR ${a.net}`,
  'scenario.serviceCidrFull': (a: { net: string }) => `the service CIDR ${a.net} has no free address left`,
  'scenario.portUnnamed': () => 'a Service with several ports must name each port',
  'scenario.portTwice': (a: { n: string }) => `two ports are named ${a.n}`,
  'scenario.clusterIpNodePort': () => 'a ClusterIP Service has no nodePort (use type NodePort or LoadBalancer)',
  'scenario.nodePortTaken': (a: { port: number; proto: string; who: string }) => `nodePort ${a.port}/${a.proto} is already allocated to ${a.who}`,
  'scenario.nodePortRange': (a: { port: number }) => `${a.port} is outside the default NodePort range 30000-32767`,
  'scenario.sctpService': () => 'SCTP is not supported on Windows nodes: kube-proxy there programs nothing for this port',
  'scenario.affinityConfig': () => 'sessionAffinityConfig needs sessionAffinity ClientIP (the API refuses it otherwise)',
  'scenario.lbIpType': () => 'loadBalancerIP needs type LoadBalancer',
  'scenario.lbIngressType': () => 'loadBalancerIngress needs type LoadBalancer',
  'scenario.lbIpUnused': (a: { ips: string; ip: string }) => `kube-proxy programs status.loadBalancer.ingress (${a.ips}); loadBalancerIP ${a.ip} is only what was asked for and is not used`,
  'scenario.etpNoEffect': () => 'externalTrafficPolicy only affects NodePort, LoadBalancer and external IPs',
  'scenario.externalTwice': (a: { n: string }) => `two externals are named ${a.n}`,
  // Dual-stack (issue 31).
  'scenario.rangeFamilies': (a: { field: string; text: string }) => `${a.field} ${a.text} lists two ranges of one family: a dual-stack range is an IPv4 and an IPv6 CIDR`,
  'scenario.ipv4First': (a: { field: string; text: string }) => `${a.field} ${a.text}: the IPv4 range comes first (Windows nodes run IPv4-primary dual-stack clusters; VFP Lab models no other)`,
  'scenario.overlayIpv6': (a: { cni: string }) => `${a.cni} makes an Overlay network, which does not carry IPv6 on Windows: dual-stack needs an L2Bridge network (win-bridge, sdnbridge or flannel host-gw), as Kubernetes' Windows networking page says`,
  'scenario.notDualStack': (a: { ip: string; field: string }) => `${a.ip} is an IPv6 address, but the cluster has no IPv6 range (${a.field} would list one after the IPv4 range)`,
  'scenario.wrongFamily': (a: { text: string; family: 'IPv4' | 'IPv6' }) => `${a.text} is not an ${a.family} address or range, which this place takes`,
  'scenario.familyTwice': (a: { family: 'IPv4' | 'IPv6' }) => `two ${a.family} entries: one address (or range) per family`,
  'scenario.firstDiffers': (a: { first: string; single: string; field: string }) => `the first entry ${a.first} must be ${a.field} (${a.single}), as Kubernetes requires`,
  'scenario.ipv6Odd': (a: { ip: string; kind: 'zone' | 'mapped' | 'unspecified' | 'loopback' | 'multicast' | 'link-local' }) =>
    `${a.ip} ${
      {
        zone: 'carries a zone (%…), which names a link, not an address',
        mapped: 'is an IPv4-mapped IPv6 address: write the IPv4 address itself',
        unspecified: 'is the unspecified address (::)',
        loopback: 'is the loopback address (::1)',
        multicast: 'is a multicast address (ff00::/8)',
        'link-local': 'is a link-local address (fe80::/10), which every link has and no cluster hands out',
      }[a.kind]
    }: a pod, node, Service or host address is a global or unique-local one`,
  'scenario.noServiceFamily': (a: { family: 'IPv4' | 'IPv6'; net: string }) => `ipFamilies lists ${a.family}, but the service CIDR ${a.net} has no ${a.family} range`,
  'scenario.requireDualStack': (a: { net: string }) => `ipFamilyPolicy RequireDualStack needs an IPv4 and an IPv6 service range; the service CIDR is ${a.net}`,
  'scenario.singleStackTwo': () => 'ipFamilyPolicy SingleStack takes one family, but ipFamilies lists two',
  'scenario.externalInside': (a: { ip: string }) => `${a.ip} is inside the cluster's own ranges; an outside host needs an address outside them`,
  'scenario.probeTwice': (a: { n: string }) => `two probes are named ${a.n}`,
  'scenario.noNodes': () => 'the scenario has no nodes yet: add a Windows node to start',
  'scenario.flannelVxlan': (a: { vni: number; port: number }) =>
    `flannel VXLAN on Windows supports only VNI 4096 and UDP port 4789 (Kubernetes' Windows networking page); this cluster uses VNI ${a.vni}, UDP ${a.port}`,
  'scenario.noProbe': (a: { n: string }) => `no probe is named "${a.n}"`,
  'scenario.probeNoExpect': (a: { n: string }) => `probe "${a.n}" has no expect: a goal needs one to be checked`,
};

export type ScenarioMsg = MsgOf<typeof SCENARIO_EN>;
export const scenarioMsg = msg<typeof SCENARIO_EN>();

/** An issue saying `m`, its English as `message`. */
export const scenarioIssue = (path: Path, severity: Issue['severity'], m: ScenarioMsg): Issue => ({ path, message: render([SCENARIO_EN], m), severity, msg: m });
