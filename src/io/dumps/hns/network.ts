// HNS networks: v1 (`Get-HnsNetwork`: ManagementIP, DrMacAddress, Subnets[], MacPools[], flat
// policies) and v2 (HostComputeNetwork: Ipams[].Subnets[], MacPool.Ranges, typed Policies such as
// ProviderAddress, DrMacAddress, RemoteSubnetRoute, VxlanPort, HostRoute).
import { parseMac } from '../../../core/net/mac';
import type { HnsApi, HnsSubnet, NetworkType, RemoteSubnetRoute } from '../../../hns/model';
import type { DumpNetwork } from '../model';
import type { Fields } from './fields';
import { hnsMsg } from '../messages-hns';
import { settingsOf } from './policies';

const NETWORK_TYPES: NetworkType[] = ['L2Bridge', 'L2Tunnel', 'Overlay', 'Transparent', 'NAT', 'ICS', 'Private'];

/** Network type names match without case (`overlay` in v1 output). */
export const networkTypeOf = (text: string | undefined): NetworkType | undefined => NETWORK_TYPES.find((t) => t.toLowerCase() === text?.toLowerCase());

export function readNetwork(f: Fields, api: HnsApi): DumpNetwork | undefined {
  const name = f.str('Name') ?? '';
  const id = f.str('ID') ?? name;
  if (!id) {
    f.warn(hnsMsg('hns.networkNoId', {}));
    return undefined;
  }
  if (!f.str('ID')) f.warn(hnsMsg('hns.networkNameAsId', { name }), 'ID');
  const typeText = f.str('Type');
  const type = networkTypeOf(typeText);
  if (typeText && !type) f.warn(hnsMsg('hns.networkType', { t: typeText, types: NETWORK_TYPES.join(', ') }), 'Type');
  const n: DumpNetwork = { id, name, api, subnets: subnetsOf(f), remoteSubnetRoutes: [], macPools: macPoolsOf(f), ...(type && { type }) };
  const mgmt = f.ip('ManagementIP');
  if (mgmt) n.managementIp = mgmt;
  const dr = f.str('DrMacAddress');
  if (dr) n.drMacAddress = parseMac(dr) ?? dr;
  const adapter = f.str('NetworkAdapterName');
  if (adapter) n.networkAdapterName = adapter;
  const state = f.num('State');
  if (state !== undefined) n.state = state;
  const flags = f.num('Flags');
  if (flags !== undefined) n.flags = flags;
  const extensions = f.list('Extensions').map((e) => {
    const extId = e.str('Id');
    return { name: e.str('Name') ?? extId ?? '', isEnabled: e.bool('IsEnabled') ?? false, ...(extId && { id: extId }) };
  });
  if (extensions.length > 0) n.extensions = extensions;
  for (const a of allocatorsOf(f)) {
    const tag = a.str('Tag')?.toLowerCase();
    if (tag === 'host vnic') n.hostVnicPortGuid = a.str('EndpointPortGuid') ?? n.hostVnicPortGuid;
    if (tag === 'external adapter info') n.externalNicPortGuid = a.str('ExternalNicPortGuid') ?? n.externalNicPortGuid;
  }
  for (const p of f.list('Policies')) networkPolicy(n, p);
  return n;
}

/** Allocators of `Resources` (and of `Layer.Resources`, as `Get-HnsNetwork -Detailed` nests them). */
export function allocatorsOf(f: Fields): Fields[] {
  return [...(f.obj('Resources')?.list('Allocators') ?? []), ...(f.obj('Layer')?.obj('Resources')?.list('Allocators') ?? [])];
}

function networkPolicy(n: DumpNetwork, p: Fields): void {
  const type = p.str('Type') ?? '';
  const s = settingsOf(p);
  switch (type.toLowerCase()) {
    case 'provideraddress':
      n.managementIp ??= s.ip('ProviderAddress');
      return;
    case 'drmacaddress': {
      const mac = s.str('Address');
      if (mac) n.drMacAddress = parseMac(mac) ?? mac;
      return;
    }
    case 'netadaptername':
      n.networkAdapterName ??= s.str('NetworkAdapterName');
      return;
    case 'vxlanport':
      n.vxlanPort = s.num('Port') ?? n.vxlanPort;
      return;
    case 'hostroute':
      n.hostRoute = true;
      return;
    case 'remotesubnetroute': {
      const route = remoteSubnetRoute(s);
      if (route) n.remoteSubnetRoutes.push(route);
      return;
    }
    case 'vswitchextension':
      n.extensions = [...(n.extensions ?? []), { name: s.str('ExtensionID') ?? '', id: s.str('ExtensionID'), isEnabled: s.bool('Enable') ?? false }];
      return;
    default:
      n.otherPolicies = [...(n.otherPolicies ?? []), { type, settings: s.o }];
  }
}

function remoteSubnetRoute(s: Fields): RemoteSubnetRoute | undefined {
  const destinationPrefix = s.prefix('DestinationPrefix');
  const providerAddress = s.ip('ProviderAddress');
  if (!destinationPrefix || !providerAddress) {
    s.warn(hnsMsg('hns.remoteRoute', {}));
    return undefined;
  }
  const mac = s.str('DistributedRouterMacAddress');
  return { destinationPrefix, providerAddress, isolationId: s.num('IsolationId') ?? 0, ...(mac && { distributedRouterMacAddress: parseMac(mac) ?? mac }) };
}

function subnetsOf(f: Fields): HnsSubnet[] {
  const v1 = f.list('Subnets').map((s) => ({ s, prefix: s.prefix('AddressPrefix'), gateway: s.gateway('GatewayAddress') }));
  const v2 = f
    .list('Ipams')
    .flatMap((i) => i.list('Subnets'))
    .map((s) => ({
      s,
      prefix: s.prefix('IpAddressPrefix', 'AddressPrefix'),
      gateway: s.list('Routes').find((r) => /^(0\.0\.0\.0\/0|::\/0)$/.test(r.str('DestinationPrefix') ?? ''))?.gateway('NextHop'),
    }));
  const out: HnsSubnet[] = [];
  for (const { s, prefix, gateway } of [...v1, ...v2]) {
    if (!prefix) {
      s.warn(hnsMsg('hns.subnetNoPrefix', {}));
      continue;
    }
    const vsidPolicy = s.list('Policies').find((p) => /^vsid$/i.test(p.str('Type') ?? ''));
    const vsid = vsidPolicy && settingsOf(vsidPolicy).num('VSID', 'IsolationId');
    out.push({ addressPrefix: prefix, ...(gateway && { gatewayAddress: gateway }), ...(vsid !== undefined && { vsid }) });
  }
  return out;
}

function macPoolsOf(f: Fields): DumpNetwork['macPools'] {
  const ranges = [...f.list('MacPools'), ...(f.obj('MacPool')?.list('Ranges') ?? [])];
  return ranges.flatMap((r) => {
    const start = r.str('StartMacAddress');
    const end = r.str('EndMacAddress');
    return start && end ? [{ startMacAddress: parseMac(start) ?? start, endMacAddress: parseMac(end) ?? end }] : [];
  });
}
