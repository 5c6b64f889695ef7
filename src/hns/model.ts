// The HNS object model: networks, endpoints, namespaces, load balancers and their policies, with the
// field names and type names of the real v1 (Get-HnsNetwork / Get-HnsEndpoint / Get-HnsPolicyList)
// and v2 (HCN) JSON. Both generations normalise to these shapes; `api` says which one an object came
// from, so the UI can show it as Windows printed it.

import type { Msg } from '../core/message';

export type HnsApi = 1 | 2;

/**
 * Not part of HNS's JSON: who asked HNS for an object (VFP Lab's provenance), so that every VFP rule
 * can name the Kubernetes object behind it. Imported dumps have none.
 */
export interface Origin {
  /** Kubernetes kind (Pod, Service, NetworkPolicy, Node), the config that asked (CNI config), or the
   * log that says it was asked (LOGGED: a load balancer kube-proxy logged creating; `name` is the file). */
  kind: string;
  namespace?: string;
  name: string;
  /** The component that called HNS: the CNI plugin, kube-proxy (winkernel), a policy agent. */
  by: string;
  /** `by` as a value (the UI says it in the user's language); the simulation's origins have one. */
  byMsg?: Msg;
  /** Model decisions (assumption ids) the caller's choice relies on; the VFP rules made from it carry them. */
  assumptions?: string[];
}
/** Origin kind of an object known from kube-proxy's log rather than from HNS (io/replay). */
export const LOGGED = 'kube-proxy log';

export type NetworkType = 'L2Bridge' | 'L2Tunnel' | 'Overlay' | 'Transparent' | 'NAT' | 'ICS' | 'Private';

export interface HnsSubnet {
  addressPrefix: string;
  gatewayAddress?: string;
  /** VSID / VXLAN VNI from the subnet's VSID policy. */
  vsid?: number;
}

export interface RemoteSubnetRoute {
  destinationPrefix: string;
  isolationId: number;
  providerAddress: string;
  distributedRouterMacAddress?: string;
}

export interface HnsNetwork {
  id: string;
  name: string;
  type: NetworkType;
  api: HnsApi;
  managementIp?: string;
  drMacAddress?: string;
  networkAdapterName?: string;
  subnets: HnsSubnet[];
  remoteSubnetRoutes: RemoteSubnetRoute[];
  /** VxlanPort network policy, or 4789. */
  vxlanPort?: number;
  /** HostRoute network policy present (host ↔ local pod on overlay). */
  hostRoute?: boolean;
  macPools: { startMacAddress: string; endMacAddress: string }[];
  state?: number;
  flags?: number;
  /** Switch extensions as Get-HnsNetwork lists them. */
  extensions?: { id?: string; name: string; isEnabled: boolean }[];
  /** The port GUIDs from `Resources.Allocators` (Get-HnsNetwork -Detailed). */
  hostVnicPortGuid?: string;
  externalNicPortGuid?: string;
  /** Policies we keep but do not model, by type name. */
  otherPolicies?: { type: string; settings: unknown }[];
  origin?: Origin;
}

export type AclAction = 'Allow' | 'Block' | 'Pass';
export type AclDirection = 'In' | 'Out';

export interface AclPolicy {
  type: 'ACL';
  id?: string;
  action: AclAction;
  direction: AclDirection;
  priority: number;
  /** Protocol numbers; 256 = any. */
  protocols: number[];
  localAddresses: string[];
  remoteAddresses: string[];
  localPorts: string[];
  remotePorts: string[];
  ruleType: 'Switch' | 'Host';
}

export type EndpointPolicy = (
  | { type: 'OutBoundNAT'; exceptions: string[]; destinations: string[]; vip?: string }
  /** v1 `ROUTE`, v2 `SDNRoute` (also spelled `SDNROUTE` in the wild). */
  | { type: 'SDNRoute'; destinationPrefix: string; nextHop?: string; needEncap: boolean }
  /** v1 `PA`, v2 `ProviderAddress`. */
  | { type: 'ProviderAddress'; providerAddress: string }
  | AclPolicy
  /** v1 `NAT`, v2 `PortMapping`. */
  | { type: 'PortMapping'; protocol: number; internalPort: number; externalPort: number; vip?: string; flags: number }
  | { type: 'EncapOverhead'; overhead: number }
  | { type: 'Other'; name: string; settings: unknown }
) & { origin?: Origin };

export interface HnsEndpoint {
  id: string;
  name: string;
  api: HnsApi;
  networkId?: string;
  networkName?: string;
  ipAddress: string;
  prefixLength?: number;
  /** Dual-stack (L2Bridge): the endpoint's IPv6 address, as v1 prints it (`IPv6Address`,
   * `IPv6PrefixLength`, `GatewayAddressV6`) and v2 lists it (a second `IpConfigurations` entry, a `::/0` route). */
  ipv6Address?: string;
  ipv6PrefixLength?: number;
  gatewayAddressV6?: string;
  macAddress: string;
  gatewayAddress?: string;
  isRemoteEndpoint: boolean;
  policies: EndpointPolicy[];
  namespaceId?: string;
  /** v1 EndpointState: 3 = attached and shared (healthy for a local pod endpoint). */
  state?: number;
  encapOverhead?: number;
  dnsServerList?: string[];
  dnsSuffix?: string;
  /** From `Resources.Allocators`: the VFP port GUID ("Endpoint Port") and compartment. */
  portGuid?: string;
  compartmentId?: number;
  /** Containers sharing the endpoint (pause + app). */
  sharedContainers?: string[];
  origin?: Origin;
}

export interface LbPortMapping {
  /** 6 TCP, 17 UDP. */
  protocol: number;
  internalPort: number;
  externalPort: number;
  /** 0 None, 1 SourceIPProtocol, 2 SourceIP. */
  distributionType: number;
  /** 1 ILB, 2 LocalRoutedVIP, 4 UseMux, 8 PreserveDIP, 16 VipExternalIP. */
  flags: number;
}

export interface HnsLoadBalancer {
  id: string;
  api: HnsApi;
  /** Empty for NodePort load balancers. */
  frontendVips: string[];
  sourceVip?: string;
  /** Backend endpoint ids (v1 `References: /endpoints/<id>`, v2 `HostComputeEndpoints`). */
  endpoints: string[];
  portMappings: LbPortMapping[];
  /** 1 DSR, 2 IPv6. */
  flags: number;
  /** v1 policy-list state: 2 = valid. */
  state?: number;
  origin?: Origin;
}

export interface HnsNamespace {
  id: string;
  compartmentId?: number;
  endpoints: string[];
}

export interface HnsState {
  networks: HnsNetwork[];
  endpoints: HnsEndpoint[];
  loadBalancers: HnsLoadBalancer[];
  namespaces: HnsNamespace[];
}

export const LB_FLAG_DSR = 1;
/** kube-proxy's own LoadBalancerFlags value for its IPv6 proxier's load balancers (winkernel hns.go). */
export const LB_FLAG_IPV6 = 2;
/** NatFlags IPv6: the dual-stack copy of a PortMapping (or OutBoundNAT) for the IPv6 family. */
export const NAT_FLAG_IPV6 = 2;
export const PM_FLAG_ILB = 1;
export const PM_FLAG_LOCAL_ROUTED_VIP = 2;
export const PM_FLAG_USE_MUX = 4;
export const PM_FLAG_PRESERVE_DIP = 8;
export const PM_FLAG_VIP_EXTERNAL_IP = 16;
export const DISTRIBUTION = ['none', 'sourceIpProtocol', 'sourceIp'] as const;

export const emptyHnsState = (): HnsState => ({ networks: [], endpoints: [], loadBalancers: [], namespaces: [] });

/** A host's port ranges as `netsh int ipv4 show dynamicport` / `show excludedportrange` print them:
 * the pool HNS takes outbound-NAT ports from, in 64-port blocks (VFP notes §8.7). */
export interface HostPortRanges {
  protocol: 'tcp' | 'udp';
  /** The dynamic (ephemeral) range; absent when only the exclusions were printed. */
  dynamic?: { start: number; count: number };
  /** Excluded ranges; `administered` ranges carry netsh's `*`. */
  excluded: { lo: number; hi: number; administered: boolean }[];
}
