// HNS endpoints: v1 (`Get-HnsEndpoint`: IPAddress, VirtualNetwork, IsRemoteEndpoint, allocators
// with the VFP port GUID) and v2 (HostComputeEndpoint: IpConfigurations, HostComputeNetwork, Flags
// bit 1 = remote, Dns, Routes).
import { parseMac } from '../../../core/net/mac';
import type { HnsApi } from '../../../hns/model';
import type { DumpEndpoint } from '../model';
import { hnsMsg } from '../messages-hns';
import type { Fields } from './fields';
import { allocatorsOf } from './network';
import { endpointPolicy } from './policies';

export function readEndpoint(f: Fields, api: HnsApi): DumpEndpoint | undefined {
  const id = f.str('ID');
  if (!id) {
    const name = f.str('Name');
    f.warn(name ? hnsMsg('hns.endpointNamedNoId', { name }) : hnsMsg('hns.endpointNoId', {}));
    return undefined;
  }
  const ipConfigs = f.list('IpConfigurations');
  // Dual-stack v2 lists one configuration per family; the IPv6 one is the one whose address has a colon.
  const isV6 = (c: (typeof ipConfigs)[number]) => (c.str('IpAddress') ?? '').includes(':');
  const v4 = ipConfigs.find((c) => (c.str('IpAddress') ?? '').includes('.')) ?? ipConfigs.find((c) => !isV6(c));
  const v6 = ipConfigs.find(isV6);
  const ip = f.ip('IPAddress') ?? v4?.ip('IpAddress');
  const prefixLength = f.num('PrefixLength') ?? v4?.num('PrefixLength');
  const ipv6 = f.ip('IPv6Address') ?? v6?.ip('IpAddress');
  const ipv6PrefixLength = f.num('IPv6PrefixLength') ?? v6?.num('PrefixLength');
  const macText = f.str('MacAddress');
  const mac = macText && parseMac(macText);
  if (macText && !mac) f.warn(hnsMsg('hns.macKept', { mac: macText }), 'MacAddress');
  const flags = f.num('Flags');
  const policies = f.list('Policies').map(endpointPolicy);
  // v1 prints IsRemoteEndpoint on remote endpoints only; v2 sets Flags bit 1 (RemoteEndpoint).
  const isRemoteEndpoint = f.bool('IsRemoteEndpoint') ?? (api === 2 && flags !== undefined && (flags & 1) === 1);
  const e: DumpEndpoint = { id, name: f.str('Name') ?? '', api, isRemoteEndpoint, policies };
  if (ip) e.ipAddress = ip;
  else f.warn(hnsMsg('hns.endpointNoIp', { id }), 'IPAddress');
  if (macText) e.macAddress = mac || macText;
  if (prefixLength !== undefined) e.prefixLength = prefixLength;
  if (ipv6) e.ipv6Address = ipv6;
  if (ipv6PrefixLength !== undefined) e.ipv6PrefixLength = ipv6PrefixLength;
  const networkId = f.str('VirtualNetwork', 'HostComputeNetwork');
  if (networkId) e.networkId = networkId;
  const networkName = f.str('VirtualNetworkName');
  if (networkName) e.networkName = networkName;
  // v2's default routes: `0.0.0.0/0` for IPv4, `::/0` for IPv6 (an IPv4-only dump has no `::/0`).
  const routes = f.list('Routes');
  const defaultRoute = (re: RegExp) => routes.find((r) => re.test(r.str('DestinationPrefix') ?? ''));
  const gateway = f.ip('GatewayAddress') ?? defaultRoute(/^0\.0\.0\.0\/0$/)?.ip('NextHop');
  if (gateway) e.gatewayAddress = gateway;
  const gatewayV6 = f.gateway('GatewayAddressV6') ?? defaultRoute(/^::\/0$/)?.gateway('NextHop');
  if (gatewayV6) e.gatewayAddressV6 = gatewayV6;
  const namespaceId = f.obj('Namespace')?.str('ID') ?? f.str('HostComputeNamespace') ?? (typeof f.raw('Namespace') === 'string' ? f.str('Namespace') : undefined);
  if (namespaceId) e.namespaceId = namespaceId;
  const state = f.num('State');
  if (state !== undefined) e.state = state;
  const overhead = f.num('EncapOverhead') ?? policies.find((p) => p.type === 'EncapOverhead')?.overhead;
  if (overhead !== undefined) e.encapOverhead = overhead;
  const dns = f.obj('Dns');
  const servers = f.has('DNSServerList') ? f.addresses('DNSServerList') : (dns?.addresses('ServerList') ?? []);
  if (servers.length > 0) e.dnsServerList = servers;
  const suffix = f.str('DNSSuffix') ?? dns?.str('Domain') ?? (dns?.strings('Search') ?? []).join(',');
  if (suffix) e.dnsSuffix = suffix;
  const allocators = allocatorsOf(f);
  // A remote endpoint's provider address may be only in its "VNET Policy" allocator (CA -> PA).
  const vnetPa = allocators.find((a) => /^vnet policy$/i.test(a.str('Tag') ?? ''))?.ip('PA');
  if (vnetPa && !policies.some((p) => p.type === 'ProviderAddress')) policies.push({ type: 'ProviderAddress', providerAddress: vnetPa });
  const port = allocators.find((a) => /^endpoint port$/i.test(a.str('Tag') ?? ''));
  const portGuid = port?.str('EndpointPortGuid');
  if (portGuid) e.portGuid = portGuid;
  const compartment = port?.num('CompartmendId', 'CompartmentId'); // HNS spells it "Compartmend"
  if (compartment !== undefined) e.compartmentId = compartment;
  const shared = f.strings('SharedContainers');
  if (shared.length > 0) e.sharedContainers = shared;
  return e;
}
