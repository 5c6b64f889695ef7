// HNS objects → what `Get-HnsNetwork | ConvertTo-Json -Depth 10`, `Get-HnsEndpoint | …` and
// `Get-HnsPolicyList | …` print on the node: the v1 shapes and field names the importer reads
// (src/io/dumps/hns/*.ts), keys in HNS's order (ordinal), PowerShell 5.1's layout. VFP Lab's own
// `origin` is not printed (Windows has no such field); everything else the model holds is.
import { protocolFromNumber } from '../../core/net/protocol';
import { LB_FLAG_DSR, PM_FLAG_ILB, PM_FLAG_LOCAL_ROUTED_VIP, PM_FLAG_PRESERVE_DIP, PM_FLAG_USE_MUX } from '../../hns/model';
import type { EndpointPolicy, HnsEndpoint, HnsLoadBalancer, HnsNamespace, HnsNetwork, HnsState } from '../../hns/model';
import { convertToJson, type PsJson } from './convertto-json';

type Obj = { [key: string]: PsJson | undefined };

/** The vSwitch ports behind the HNS objects (from compile): printed as HNS's allocators. */
export interface PortGuids {
  /** HNS endpoint id → its VFP port GUID ("Endpoint Port" allocator). */
  endpointPorts?: ReadonlyMap<string, string>;
  hostVnicPortGuid?: string;
  externalNicPortGuid?: string;
}

/** Keys sorted as HNS returns them (ordinal: upper case before lower case), undefined dropped. */
function sorted(o: Obj): Obj {
  const out: Obj = {};
  for (const k of Object.keys(o).sort()) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

const nonEmpty = <T>(list: T[] | undefined): T[] | undefined => (list && list.length > 0 ? list : undefined);

/** Settings of a policy VFP Lab does not model, flattened beside Type (v1 style) when they are an object. */
function otherSettings(settings: unknown): Obj {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return {};
  return JSON.parse(JSON.stringify(settings)) as Obj;
}

export function networkJson(n: HnsNetwork, guids: PortGuids = {}): PsJson {
  const policies: PsJson[] = [
    ...n.remoteSubnetRoutes.map((r) =>
      sorted({ Type: 'RemoteSubnetRoute', DestinationPrefix: r.destinationPrefix, IsolationId: r.isolationId, ProviderAddress: r.providerAddress, DistributedRouterMacAddress: r.distributedRouterMacAddress }),
    ),
    ...(n.vxlanPort !== undefined ? [sorted({ Type: 'VxlanPort', Port: n.vxlanPort })] : []),
    ...(n.hostRoute ? [{ Type: 'HostRoute' }] : []),
    ...(n.otherPolicies ?? []).map((p) => sorted({ ...otherSettings(p.settings), Type: p.type })),
  ];
  const hostVnic = n.hostVnicPortGuid ?? guids.hostVnicPortGuid;
  const externalNic = n.externalNicPortGuid ?? guids.externalNicPortGuid;
  const allocators: PsJson[] = [
    ...(hostVnic ? [sorted({ Tag: 'Host Vnic', EndpointPortGuid: hostVnic })] : []),
    ...(externalNic ? [sorted({ Tag: 'External Adapter Info', ExternalNicPortGuid: externalNic })] : []),
  ];
  return sorted({
    ID: n.id,
    Name: n.name,
    Type: n.type,
    ManagementIP: n.managementIp,
    DrMacAddress: n.drMacAddress,
    NetworkAdapterName: n.networkAdapterName,
    Subnets: n.subnets.map((s) =>
      sorted({
        AddressPrefix: s.addressPrefix,
        GatewayAddress: s.gatewayAddress,
        Policies: s.vsid !== undefined ? [{ Type: 'VSID', VSID: s.vsid }] : [],
      }),
    ),
    MacPools: n.macPools.map((m) => sorted({ StartMacAddress: m.startMacAddress, EndMacAddress: m.endMacAddress })),
    Policies: policies,
    Extensions: n.extensions?.map((e) => sorted({ Id: e.id, Name: e.name, IsEnabled: e.isEnabled })),
    Resources: allocators.length ? { Allocators: allocators } : undefined,
    State: n.state,
    Flags: n.flags,
  });
}

/** One endpoint policy in v1 form (`ROUTE`, `PA`, `NAT`, flat settings beside `Type`). */
export function endpointPolicyJson(p: EndpointPolicy): PsJson {
  switch (p.type) {
    case 'OutBoundNAT':
      return sorted({ Type: 'OutBoundNAT', ExceptionList: p.exceptions, Destinations: nonEmpty(p.destinations), VIP: p.vip });
    case 'SDNRoute':
      return sorted({ Type: 'ROUTE', DestinationPrefix: p.destinationPrefix, NeedEncap: p.needEncap, NextHop: p.nextHop });
    case 'ProviderAddress':
      return { PA: p.providerAddress, Type: 'PA' };
    case 'ACL': {
      const any = p.protocols.length === 0 || (p.protocols.length === 1 && p.protocols[0] === 256);
      return sorted({
        Type: 'ACL',
        Id: p.id,
        Action: p.action,
        Direction: p.direction,
        Priority: p.priority,
        // v1 prints one protocol number (256 = any) or a comma-separated list.
        Protocol: any ? 256 : undefined,
        Protocols: any ? undefined : p.protocols.join(','),
        LocalAddresses: nonEmpty(p.localAddresses)?.join(','),
        RemoteAddresses: nonEmpty(p.remoteAddresses)?.join(','),
        LocalPorts: nonEmpty(p.localPorts)?.join(','),
        RemotePorts: nonEmpty(p.remotePorts)?.join(','),
        RuleType: p.ruleType,
      });
    }
    case 'PortMapping': {
      const name = protocolFromNumber(p.protocol);
      return sorted({ Type: 'NAT', Protocol: name ? name.toUpperCase() : p.protocol, InternalPort: p.internalPort, ExternalPort: p.externalPort, VIP: p.vip, Flags: p.flags || undefined });
    }
    case 'EncapOverhead':
      return { Overhead: p.overhead, Type: 'EncapOverhead' };
    case 'Other':
      return sorted({ ...otherSettings(p.settings), Type: p.name });
  }
}

export function endpointJson(e: HnsEndpoint, network: HnsNetwork | undefined, guids: PortGuids = {}): PsJson {
  const portGuid = e.portGuid ?? guids.endpointPorts?.get(e.id);
  const allocator = portGuid ? sorted({ Tag: 'Endpoint Port', EndpointPortGuid: portGuid, CompartmendId: e.compartmentId }) : undefined;
  // A local endpoint's compartment without a port GUID has no allocator to sit in: keep it anyway.
  const compartmentOnly = !allocator && e.compartmentId !== undefined ? sorted({ Tag: 'Endpoint Port', CompartmendId: e.compartmentId }) : undefined;
  const allocators = [allocator ?? compartmentOnly].filter((a): a is Obj => a !== undefined);
  const mine = e.networkId ? network && network.id.toLowerCase() === e.networkId.toLowerCase() ? network : undefined : network;
  return sorted({
    ID: e.id,
    Name: e.name,
    // HNS puts every endpoint on a network: one the model left unattached is the node's network.
    VirtualNetwork: e.networkId ?? mine?.id,
    VirtualNetworkName: e.networkName ?? mine?.name,
    Type: mine?.type,
    IPAddress: e.ipAddress,
    PrefixLength: e.prefixLength,
    // Dual-stack: v1 prints the endpoint's IPv6 configuration in fields of its own beside the IPv4 one.
    IPv6Address: e.ipv6Address,
    IPv6PrefixLength: e.ipv6PrefixLength,
    MacAddress: e.macAddress,
    GatewayAddress: e.gatewayAddress,
    GatewayAddressV6: e.gatewayAddressV6,
    IsRemoteEndpoint: e.isRemoteEndpoint ? true : undefined,
    Policies: e.policies.map(endpointPolicyJson),
    Namespace: e.namespaceId ? { ID: e.namespaceId, IsDefault: false } : undefined,
    State: e.state,
    EncapOverhead: e.encapOverhead,
    DNSServerList: nonEmpty(e.dnsServerList)?.join(','),
    DNSSuffix: e.dnsSuffix,
    Resources: allocators.length ? { Allocators: allocators } : undefined,
    SharedContainers: e.sharedContainers ?? [],
  });
}

/** A load balancer as a v1 policy list: one ELB policy per port mapping, backends as References. */
export function policyListJson(lb: HnsLoadBalancer): PsJson {
  const dsr = (lb.flags & LB_FLAG_DSR) !== 0;
  return sorted({
    ID: lb.id,
    Policies: lb.portMappings.map((pm) =>
      sorted({
        Type: 'ELB',
        Protocol: pm.protocol,
        InternalPort: pm.internalPort,
        ExternalPort: pm.externalPort,
        VIPs: lb.frontendVips,
        SourceVIP: lb.sourceVip || undefined,
        IsDSR: dsr,
        ILB: (pm.flags & PM_FLAG_ILB) !== 0,
        LocalRoutedVip: (pm.flags & PM_FLAG_LOCAL_ROUTED_VIP) !== 0,
        UseMux: (pm.flags & PM_FLAG_USE_MUX) !== 0 || undefined,
        PreserveDip: (pm.flags & PM_FLAG_PRESERVE_DIP) !== 0 || undefined,
        DistributionType: pm.distributionType || undefined,
      }),
    ),
    References: lb.endpoints.map((id) => `/endpoints/${id}`),
    State: lb.state,
  });
}

/** A namespace as HNS.V2.psm1's Get-HnsNamespace prints it (v1 has no namespace cmdlet). */
export function namespaceJson(ns: HnsNamespace): PsJson {
  return sorted({
    ID: ns.id,
    NamespaceId: ns.compartmentId,
    Type: 'Guest',
    Resources: ns.endpoints.map((id) => ({ Data: { ID: id }, Type: 'Endpoint' })),
    SchemaVersion: { Major: 2, Minor: 0 },
  });
}

/** Each text is undefined when the cmdlet would print nothing (no object of that kind). */
export interface HnsJsonFiles {
  networks?: string;
  endpoints?: string;
  policyLists?: string;
  namespaces?: string;
}

/** The text of each cmdlet for one node's HNS objects. */
export function hnsJson(hns: HnsState, guids: PortGuids = {}): HnsJsonFiles {
  const network = hns.networks.find((n) => n.type !== 'NAT') ?? hns.networks[0];
  return {
    networks: hns.networks.length ? convertToJson(hns.networks.map((n) => networkJson(n, n === network ? guids : {}))) : undefined,
    endpoints: hns.endpoints.length ? convertToJson(hns.endpoints.map((e) => endpointJson(e, network, guids))) : undefined,
    policyLists: hns.loadBalancers.length ? convertToJson(hns.loadBalancers.map(policyListJson)) : undefined,
    namespaces: hns.namespaces.length ? convertToJson(hns.namespaces.map(namespaceJson)) : undefined,
  };
}

