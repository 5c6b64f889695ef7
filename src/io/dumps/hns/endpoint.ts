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
  const v4 = ipConfigs.find((c) => (c.str('IpAddress') ?? '').includes('.')) ?? ipConfigs[0];
  const ip = f.ip('IPAddress') ?? v4?.ip('IpAddress');
  const prefixLength = f.num('PrefixLength') ?? v4?.num('PrefixLength');
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
  const networkId = f.str('VirtualNetwork', 'HostComputeNetwork');
  if (networkId) e.networkId = networkId;
  const networkName = f.str('VirtualNetworkName');
  if (networkName) e.networkName = networkName;
  const gateway = f.ip('GatewayAddress') ?? f.list('Routes').find((r) => /^(0\.0\.0\.0\/0|::\/0)$/.test(r.str('DestinationPrefix') ?? ''))?.ip('NextHop');
  if (gateway) e.gatewayAddress = gateway;
  const namespaceId = f.obj('Namespace')?.str('ID') ?? f.str('HostComputeNamespace') ?? (typeof f.raw('Namespace') === 'string' ? f.str('Namespace') : undefined);
  if (namespaceId) e.namespaceId = namespaceId;
  const state = f.num('State');
  if (state !== undefined) e.state = state;
  const overhead = f.num('EncapOverhead') ?? policies.find((p) => p.type === 'EncapOverhead')?.overhead;
  if (overhead !== undefined) e.encapOverhead = overhead;
  const dns = f.obj('Dns');
  const servers = f.has('DNSServerList') ? f.strings('DNSServerList') : (dns?.strings('ServerList') ?? []);
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
