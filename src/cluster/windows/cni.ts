// What the Windows CNI plugin (and its network daemon) creates in HNS on one node: the network,
// the host's cbr0 endpoint (L2Bridge), one endpoint per pod with the policies of the CNI config:
// OutBoundNAT with its exception list, NeedEncap routes for the service CIDR and the node's own IP,
// the provider address on Overlay, and the loopback-DSR NAT when the config asks for it.
import { parseMac } from '../../core/net/mac';
import { formatIpv4, formatPrefix, nthAddress, nthIp } from '../../core/net/ip';
import { PROTOCOL_NUMBER } from '../../core/net/protocol';
import type { EndpointPolicy, HnsEndpoint, HnsNetwork, Origin, RemoteSubnetRoute } from '../../hns/model';
import type { ResolvedNode, ResolvedPod, ResolvedScenario } from '../scenario/resolve';
import { byOf, originMsg } from '../../core/vfp/origin-messages';
import { bridgeGateway, endpointId, hyperVMac, networkId, overlayGateway, overlayMac, sandboxId } from './conventions';

export interface CniObjects {
  network: HnsNetwork;
  hostEndpoint?: HnsEndpoint;
  podEndpoints: Map<string, HnsEndpoint>;
}

export function pluginName(rs: ResolvedScenario): string {
  const c = rs.scenario.cluster.cni;
  return c.startsWith('flannel') ? `flannel (${rs.overlay ? 'sdnoverlay' : 'sdnbridge'} delegate)` : c;
}

/** The node's physical NIC MAC, which the management vNIC took over. */
/** The node's MAC: the scenario's (an imported `ipconfig /all`), else one made up from its name. */
export const nodeMac = (n: ResolvedNode) => (n.spec.mac !== undefined ? parseMac(n.spec.mac) : undefined) ?? hyperVMac(`nic:${n.name}`);
export const drMac = (n: ResolvedNode) => hyperVMac(`dr:${n.name}`);

function networkOf(rs: ResolvedScenario, node: ResolvedNode): HnsNetwork {
  const c = rs.scenario.cluster;
  const name = rs.overlay ? (c.cni.startsWith('flannel') ? `flannel.${c.vxlan.vni}` : 'vxlan0') : c.cni.startsWith('flannel') ? 'cbr0' : 'l2bridge';
  const remoteSubnetRoutes: RemoteSubnetRoute[] = rs.overlay
    ? rs.nodes
        .filter((n) => n !== node)
        .map((n) => ({ destinationPrefix: formatPrefix(n.podCidr), isolationId: c.vxlan.vni, providerAddress: formatIpv4(n.ip), distributedRouterMacAddress: drMac(n) }))
    : [];
  return {
    id: networkId(node.name, name),
    name,
    type: rs.overlay ? 'Overlay' : 'L2Bridge',
    api: 2,
    managementIp: formatIpv4(node.ip),
    drMacAddress: rs.overlay ? drMac(node) : undefined,
    networkAdapterName: 'Ethernet',
    subnets: [
      { addressPrefix: formatPrefix(node.podCidr), gatewayAddress: formatIpv4(rs.overlay ? overlayGateway(node.podCidr) : nthAddress(node.podCidr, 1)), vsid: rs.overlay ? c.vxlan.vni : undefined },
      // Dual-stack (L2Bridge only): the pre-made network carries the node's IPv6 pod subnet too.
      ...(node.podCidr6 ? [{ addressPrefix: formatPrefix(node.podCidr6), gatewayAddress: String(nthIp(node.podCidr6, 1)) }] : []),
    ],
    remoteSubnetRoutes,
    vxlanPort: rs.overlay ? c.vxlan.port : undefined,
    hostRoute: rs.overlay,
    macPools: [{ startMacAddress: '00-15-5D-00-00-00', endMacAddress: '00-15-5D-FF-FF-FF' }],
    state: 1,
    origin: { kind: 'Node', name: node.name, ...byOf(originMsg(rs.overlay ? 'origin.overlay' : 'origin.l2bridge', {})) },
  };
}

function podPolicies(rs: ResolvedScenario, node: ResolvedNode, pod: ResolvedPod, origin: Origin): EndpointPolicy[] {
  const c = rs.scenario.cluster;
  const policies: EndpointPolicy[] = [
    { type: 'OutBoundNAT', exceptions: rs.exceptions.filter((x) => x.family === 'ipv4').map(formatPrefix), destinations: [], origin },
    { type: 'SDNRoute', destinationPrefix: c.serviceCIDR.split(',')[0]!, needEncap: true, origin },
  ];
  if (rs.overlay) policies.push({ type: 'ProviderAddress', providerAddress: formatIpv4(node.ip), origin });
  else policies.push({ type: 'SDNRoute', destinationPrefix: `${formatIpv4(node.ip)}/32`, needEncap: true, origin });
  // Dual-stack: the IPv6 service range and the node's IPv6 address get NeedEncap routes as their
  // IPv4 twins do (assumption dual-stack-ipv6); IPv6 is not source-NATed, so no IPv6 OutBoundNAT.
  const dual = { ...origin, assumptions: [...(origin.assumptions ?? []), 'dual-stack-ipv6'] };
  if (pod.ipv6 !== undefined && rs.ipv6?.serviceCidr) policies.push({ type: 'SDNRoute', destinationPrefix: formatPrefix(rs.ipv6.serviceCidr), needEncap: true, origin: dual });
  if (pod.ipv6 !== undefined && node.ipv6 !== undefined) policies.push({ type: 'SDNRoute', destinationPrefix: `${node.ipv6}/128`, needEncap: true, origin: dual });
  if (c.loopbackDSR) policies.push({ type: 'OutBoundNAT', exceptions: [], destinations: [formatIpv4(pod.ip)], origin });
  if (rs.overlay) policies.push({ type: 'EncapOverhead', overhead: 50, origin });
  policies.push(...portMappings(rs, pod, origin));
  return policies;
}

/** runtimeConfig.portMappings → PortMapping policies (containernetworking/plugins pkg/hns
 * ApplyPortMappingPolicy: v2 {Type: PortMapping, Settings: {InternalPort, ExternalPort, Protocol}};
 * sdnbridge/sdnoverlay likewise). win-overlay reads no port mappings; Windows has no SCTP. */
function portMappings(rs: ResolvedScenario, pod: ResolvedPod, origin: Origin): EndpointPolicy[] {
  if (rs.scenario.cluster.cni === 'win-overlay') return [];
  const by = { ...origin, ...byOf(originMsg('origin.hostPort', { plugin: pluginName(rs) })) };
  return (pod.spec.ports ?? [])
    .filter((p) => p.hostPort !== undefined && p.protocol !== 'SCTP')
    .map((p) => ({ type: 'PortMapping' as const, protocol: PROTOCOL_NUMBER[p.protocol.toLowerCase() as 'tcp' | 'udp'], internalPort: p.containerPort, externalPort: p.hostPort!, flags: 0, origin: by }));
}

export function cniObjects(rs: ResolvedScenario, node: ResolvedNode): CniObjects {
  const network = networkOf(rs, node);
  const plugin = pluginName(rs);
  const podEndpoints = new Map<string, HnsEndpoint>();
  let compartment = 2;
  for (const pod of rs.pods.filter((p) => p.node === node)) {
    const origin: Origin = { kind: 'Pod', namespace: pod.namespace, name: pod.name, ...byOf(originMsg('origin.cni', { plugin })) };
    podEndpoints.set(pod.ref, {
      id: endpointId(node.name, pod.ref),
      name: `${sandboxId(pod.ref)}_${network.name}`,
      api: 2,
      networkId: network.id,
      networkName: network.name,
      ipAddress: formatIpv4(pod.ip),
      prefixLength: node.podCidr.len,
      ...(pod.ipv6 !== undefined && node.podCidr6 ? { ipv6Address: pod.ipv6, ipv6PrefixLength: node.podCidr6.len, gatewayAddressV6: String(nthIp(node.podCidr6, 2)) } : {}),
      macAddress: rs.overlay ? overlayMac(pod.ip) : hyperVMac(`pod:${pod.ref}`),
      gatewayAddress: formatIpv4(rs.overlay ? overlayGateway(node.podCidr) : bridgeGateway(node.podCidr)),
      isRemoteEndpoint: false,
      policies: podPolicies(rs, node, pod, origin),
      namespaceId: endpointId(node.name, `ns:${pod.ref}`),
      compartmentId: ++compartment,
      state: 3,
      encapOverhead: rs.overlay ? 50 : undefined,
      origin,
    });
  }
  const hostEndpoint: HnsEndpoint | undefined = rs.overlay
    ? undefined
    : {
        id: endpointId(node.name, 'cbr0'),
        name: 'cbr0',
        api: 2,
        networkId: network.id,
        networkName: network.name,
        ipAddress: formatIpv4(bridgeGateway(node.podCidr)),
        prefixLength: node.podCidr.len,
        ...(node.podCidr6 ? { ipv6Address: String(nthIp(node.podCidr6, 2)), ipv6PrefixLength: node.podCidr6.len } : {}),
        macAddress: hyperVMac(`cbr0:${node.name}`),
        gatewayAddress: '0.0.0.0',
        isRemoteEndpoint: false,
        policies: [],
        compartmentId: 1,
        state: 3,
        origin: { kind: 'Node', name: node.name, ...byOf(originMsg('origin.hostEndpoint', {})) },
      };
  return { network, hostEndpoint, podEndpoints };
}
