// Endpoint policies as CNI configs carry them, normalised into the HNS model's EndpointPolicy.
// Two dialects exist (domain notes §1.6): HNS v1 flat objects (`{Type: "OutBoundNAT",
// ExceptionList}`, `{Type: "ROUTE", DestinationPrefix, NeedEncap}`, `{Type: "PA", PA}`) and HCN v2
// `{Type, Settings: {...}}` (`Exceptions`, `SDNRoute`, `ProviderAddress`). Real files mix the
// spellings (`SDNROUTE`, `SdnRoute`, v2 Settings holding a v1 `ExceptionList`), so type names are
// matched without case and both field names are accepted; the dialect is told by `Settings`.
import { cniMsg, type CniMsg } from './messages';
import type { AclPolicy, EndpointPolicy } from '../../hns/model';
import type { CniNetworkPolicy } from './model';
import { type CniReader, type ObjNode, type ValueNode, show } from './reader';

export type PolicyShape = 1 | 2;

type Kind = Exclude<EndpointPolicy['type'], 'Other'>;

/** Type names by lower-case spelling: the canonical kind and its v1 and v2 names. */
const KNOWN: Record<string, { kind: Kind; v1?: string; v2: string }> = {
  outboundnat: { kind: 'OutBoundNAT', v1: 'OutBoundNAT', v2: 'OutBoundNAT' },
  route: { kind: 'SDNRoute', v1: 'ROUTE', v2: 'SDNRoute' },
  sdnroute: { kind: 'SDNRoute', v1: 'ROUTE', v2: 'SDNRoute' },
  pa: { kind: 'ProviderAddress', v1: 'PA', v2: 'ProviderAddress' },
  provideraddress: { kind: 'ProviderAddress', v1: 'PA', v2: 'ProviderAddress' },
  acl: { kind: 'ACL', v1: 'ACL', v2: 'ACL' },
  nat: { kind: 'PortMapping', v1: 'NAT', v2: 'PortMapping' },
  portmapping: { kind: 'PortMapping', v1: 'NAT', v2: 'PortMapping' },
  // No v1 counterpart: v1 endpoints report EncapOverhead as a field, not a policy.
  encapoverhead: { kind: 'EncapOverhead', v2: 'EncapOverhead' },
};

export interface PolicyCollection {
  endpoint: EndpointPolicy[];
  network: CniNetworkPolicy[];
  /** The dialect of each endpoint policy read, in order. */
  shapes: PolicyShape[];
}

/** Reads `policies` (win-bridge, win-overlay, calico) and `AdditionalArgs` (sdnbridge, sdnoverlay). */
export function readPolicyLists(r: CniReader, plugin: ObjNode, into: PolicyCollection): void {
  for (const listName of ['policies', 'AdditionalArgs']) {
    for (const entry of r.array(plugin, listName) ?? []) {
      const obj = r.asObject(entry);
      if (!obj) continue;
      const name = r.string(obj, 'name');
      if (name === undefined) {
        if (!r.get(obj, 'name')) r.error([...obj.path, 'name'], cniMsg('cni.noEntryName', {}));
        continue;
      }
      const valueNode = r.get(obj, 'value');
      const value = valueNode ? r.asObject(valueNode) : undefined;
      if (!valueNode) r.error([...obj.path, 'value'], cniMsg('cni.noEntryValue', { name }));
      if (!value) continue;
      const kind = name.toLowerCase();
      if (kind === 'endpointpolicy') {
        const read = readEndpointPolicy(r, value);
        if (read) {
          into.endpoint.push(read.policy);
          into.shapes.push(read.shape);
        }
      } else if (kind === 'networkpolicy') {
        const type = r.string(value, 'Type') ?? '';
        into.network.push({ type, settings: r.get(value, 'Settings')?.value ?? withoutType(value.value) });
      } else r.warn(entry.path, cniMsg('cni.ignoredEntry', { v: show(name) }));
    }
  }
}

export function readEndpointPolicy(r: CniReader, v: ObjNode): { policy: EndpointPolicy; shape: PolicyShape } | undefined {
  const typeName = r.string(v, 'Type');
  if (typeName === undefined) {
    if (!r.get(v, 'Type')) r.error([...v.path, 'Type'], cniMsg('cni.noPolicyType', {}));
    return undefined;
  }
  const settingsNode = r.get(v, 'Settings');
  const shape: PolicyShape = settingsNode ? 2 : 1;
  const s = settingsNode ? r.asObject(settingsNode) : v;
  if (!s) return undefined;
  const known = KNOWN[typeName.toLowerCase()];
  if (!known) return { policy: { type: 'Other', name: typeName, settings: settingsNode ? settingsNode.value : withoutType(v.value) }, shape };
  const typePath = [...v.path, 'Type'];
  if (shape === 2 && known.v1 && known.v1 !== known.v2 && typeName.toLowerCase() === known.v1.toLowerCase())
    r.warn(typePath, cniMsg('cni.v1Name', { type: typeName, v2: known.v2 }));
  if (shape === 1 && known.v1 && known.v1 !== known.v2 && typeName.toLowerCase() === known.v2.toLowerCase())
    r.warn(typePath, cniMsg('cni.v2Name', { type: typeName, v1: known.v1 }));
  const policy = readKind(r, known.kind, s);
  return policy ? { policy, shape } : undefined;
}

function readKind(r: CniReader, kind: Kind, s: ObjNode): EndpointPolicy | undefined {
  switch (kind) {
    case 'OutBoundNAT':
      return outboundNat(r, s);
    case 'SDNRoute':
      return sdnRoute(r, s);
    case 'ProviderAddress': {
      const pa = required(r, s, ['ProviderAddress', 'PA'], cniMsg('cni.noProviderAddress', {}));
      const address = pa && r.address(pa);
      return address ? { type: 'ProviderAddress', providerAddress: address } : undefined;
    }
    case 'ACL':
      return acl(r, s);
    case 'PortMapping':
      return portMapping(r, s);
    case 'EncapOverhead': {
      const overhead = r.integer(s, 'Overhead');
      if (overhead === undefined && !r.get(s, 'Overhead')) r.error([...s.path, 'Overhead'], cniMsg('cni.noOverhead', {}));
      return overhead === undefined ? undefined : { type: 'EncapOverhead', overhead };
    }
  }
}

function required(r: CniReader, s: ObjNode, names: readonly string[], missing: CniMsg): ValueNode | undefined {
  const v = r.getAny(s, names);
  if (!v) r.error([...s.path, names[0]!], missing);
  return v;
}

const defined = <T>(v: T | undefined): v is T => v !== undefined;

/** An optional address; templates write "" for "not set" (VIP, NextHop). */
function optionalAddress(r: CniReader, s: ObjNode, names: readonly string[]): string | undefined {
  const v = r.getAny(s, names);
  if (!v || v.value === '') return undefined;
  return r.address(v);
}

function outboundNat(r: CniReader, s: ObjNode): EndpointPolicy {
  const exceptions = r.strings(s, ['Exceptions', 'ExceptionList']).map((x) => r.prefix(x)).filter(defined);
  const destinations = r.strings(s, 'Destinations').map((x) => r.prefix(x)).filter(defined);
  const vip = optionalAddress(r, s, ['VirtualIP', 'VIP']);
  return { type: 'OutBoundNAT', exceptions, destinations, ...(vip ? { vip } : {}) };
}

function sdnRoute(r: CniReader, s: ObjNode): EndpointPolicy | undefined {
  const dest = required(r, s, ['DestinationPrefix'], cniMsg('cni.noDestinationPrefix', {}));
  const destinationPrefix = dest && r.prefix(dest);
  const nextHop = optionalAddress(r, s, ['NextHop']);
  const needEncap = r.boolean(s, 'NeedEncap') ?? false;
  if (!destinationPrefix) return undefined;
  return { type: 'SDNRoute', destinationPrefix, needEncap, ...(nextHop ? { nextHop } : {}) };
}

const PROTOCOLS: Record<string, number> = { tcp: 6, udp: 17, icmp: 1, icmpv4: 1, icmpv6: 58, igmp: 2, any: 256 };

/** `6`, `"6"`, `"TCP"`, `"6,17"`; absent or empty means any (256). */
function protocols(r: CniReader, v: ValueNode | undefined): number[] {
  if (!v) return [256];
  if (typeof v.value === 'number' && Number.isInteger(v.value) && v.value >= 0 && v.value <= 256) return [v.value];
  if (typeof v.value === 'string') {
    if (v.value.trim() === '') return [256];
    const out: number[] = [];
    for (const part of v.value.split(',')) {
      const t = part.trim().toLowerCase();
      const n = /^\d+$/.test(t) ? Number(t) : PROTOCOLS[t];
      if (n === undefined || n > 256) {
        r.error(v.path, cniMsg('cni.notProtocol', { v: show(part.trim()) }));
        return [256];
      }
      out.push(n);
    }
    return out;
  }
  r.error(v.path, cniMsg('cni.wantProtocol', { v: show(v.value) }));
  return [256];
}

/** HNS ACL address and port fields are comma-separated strings; lists are accepted too. */
function commaList(r: CniReader, s: ObjNode, names: readonly string[]): ValueNode[] {
  const v = r.getAny(s, names);
  if (!v) return [];
  if (typeof v.value === 'number') return [{ value: String(v.value), path: v.path }];
  if (typeof v.value === 'string')
    return v.value
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '')
      .map((value) => ({ value, path: v.path }));
  if (Array.isArray(v.value)) return v.value.map((value, i) => ({ value: typeof value === 'number' ? String(value) : value, path: [...v.path, i] }));
  r.error(v.path, cniMsg('cni.wantCommaList', { v: show(v.value) }));
  return [];
}

function ports(r: CniReader, s: ObjNode, names: readonly string[]): string[] {
  return commaList(r, s, names)
    .map((p) => {
      const value = p.value;
      const m = typeof value === 'string' ? /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(value) : null;
      if (typeof value !== 'string' || !m || Number(m[1]) > 65535 || Number(m[2] ?? 0) > 65535) {
        r.error(p.path, cniMsg('cni.notPort', { v: show(value) }));
        return undefined;
      }
      // v1 writes 0 for "any port".
      return value === '0' ? undefined : value;
    })
    .filter(defined);
}

function oneOf<T extends string>(r: CniReader, s: ObjNode, name: string, allowed: readonly T[], fallback?: T): T | undefined {
  const v = r.get(s, name);
  if (!v) {
    if (fallback === undefined) r.error([...s.path, name], cniMsg('cni.noneOf', { names: allowed.join(', ') }));
    return fallback;
  }
  const value = v.value;
  const hit = typeof value === 'string' ? allowed.find((a) => a.toLowerCase() === value.toLowerCase()) : undefined;
  if (!hit) r.error(v.path, cniMsg('cni.notOneOf', { v: show(v.value), names: allowed.join(', ') }));
  return hit ?? fallback;
}

function acl(r: CniReader, s: ObjNode): AclPolicy | undefined {
  const action = oneOf(r, s, 'Action', ['Allow', 'Block', 'Pass'] as const);
  const direction = oneOf(r, s, 'Direction', ['In', 'Out'] as const);
  const ruleType = oneOf(r, s, 'RuleType', ['Switch', 'Host'] as const, 'Switch') ?? 'Switch';
  const addresses = (names: readonly string[]) =>
    commaList(r, s, names)
      .map((a) => r.prefix(a))
      .filter(defined);
  const id = r.string(s, 'Id');
  const policy: AclPolicy = {
    type: 'ACL',
    action: action ?? 'Allow',
    direction: direction ?? 'In',
    priority: r.integer(s, 'Priority') ?? 0,
    protocols: protocols(r, r.getAny(s, ['Protocols', 'Protocol'])),
    localAddresses: addresses(['LocalAddresses']),
    remoteAddresses: addresses(['RemoteAddresses']),
    localPorts: ports(r, s, ['LocalPorts', 'LocalPort']),
    remotePorts: ports(r, s, ['RemotePorts', 'RemotePort']),
    ruleType,
    ...(id ? { id } : {}),
  };
  return action && direction ? policy : undefined;
}

function portMapping(r: CniReader, s: ObjNode): EndpointPolicy {
  const protocolNode = r.get(s, 'Protocol');
  const vip = optionalAddress(r, s, ['VIP', 'VirtualIP']);
  return {
    type: 'PortMapping',
    protocol: protocols(r, protocolNode ?? { value: 'tcp', path: s.path })[0]!,
    internalPort: r.integer(s, 'InternalPort') ?? 0,
    externalPort: r.integer(s, 'ExternalPort') ?? 0,
    flags: r.integer(s, 'Flags') ?? 0,
    ...(vip ? { vip } : {}),
  };
}

function withoutType(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([k]) => k.toLowerCase() !== 'type'));
}
