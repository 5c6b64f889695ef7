// Endpoint policies, v1 flat (`{"Type":"OutBoundNAT","ExceptionList":[...]}`) or v2 typed
// (`{"Type":"OutBoundNAT","Settings":{"Exceptions":[...]}}`), into the canonical EndpointPolicy.
// Type names match without case (`SDNROUTE`, `outboundnat`); a type we do not model is kept as
// `Other` with its settings, silently: HNS has many policy types that do not change a packet's path.
import { ANY_PROTOCOL, PROTOCOL_NUMBER, type Protocol } from '../../../core/net/protocol';
import type { AclPolicy, EndpointPolicy } from '../../../hns/model';
import { textOf } from '../json-walk';
import type { Fields } from './fields';
import { hnsMsg, type HnsMsg } from '../messages-hns';

/** The settings of a policy: v2 nests them under `Settings`, v1 puts them beside `Type`. */
export const settingsOf = (p: Fields): Fields => p.obj('Settings') ?? p;

export function endpointPolicy(p: Fields): EndpointPolicy {
  const name = p.str('Type') ?? '';
  const s = settingsOf(p);
  switch (name.toLowerCase()) {
    case 'outboundnat': {
      const vip = s.vip('VirtualIP', 'VIP');
      return { type: 'OutBoundNAT', exceptions: s.addresses('Exceptions', 'ExceptionList'), destinations: s.addresses('Destinations'), ...(vip && { vip }) };
    }
    case 'route':
    case 'sdnroute': {
      const destinationPrefix = s.prefix('DestinationPrefix');
      if (!destinationPrefix) return other(p, name, hnsMsg('hns.routeNoPrefix', { name }));
      const nextHop = s.hop('NextHop');
      return { type: 'SDNRoute', destinationPrefix, needEncap: s.bool('NeedEncap') ?? false, ...(nextHop && { nextHop }) };
    }
    case 'pa':
    case 'provideraddress': {
      const providerAddress = s.ip('ProviderAddress', 'PA');
      return providerAddress ? { type: 'ProviderAddress', providerAddress } : other(p, name, hnsMsg('hns.paNoAddress', { name }));
    }
    case 'acl':
      return acl(p, s) ?? other(p, name);
    case 'nat':
    case 'portmapping': {
      const vip = s.vip('VIP');
      return {
        type: 'PortMapping',
        protocol: protocolOf(s.raw('Protocol')) ?? 6,
        internalPort: s.num('InternalPort') ?? 0,
        externalPort: s.num('ExternalPort') ?? 0,
        flags: s.num('Flags') ?? 0,
        ...(vip && { vip }),
      };
    }
    case 'encapoverhead': {
      const overhead = s.num('Overhead');
      return overhead === undefined ? other(p, name, hnsMsg('hns.encapNoOverhead', {})) : { type: 'EncapOverhead', overhead };
    }
    default:
      return other(p, name);
  }
}

function other(p: Fields, name: string, problem?: HnsMsg): EndpointPolicy {
  if (problem) p.warn(problem, 'Type');
  const s = p.obj('Settings');
  const settings = s ? s.o : Object.fromEntries(Object.entries(p.o).filter(([k]) => k.toLowerCase() !== 'type'));
  return { type: 'Other', name: name || '(no Type)', settings };
}

function acl(p: Fields, s: Fields): AclPolicy | undefined {
  const action = oneOf(s.str('Action'), ['Allow', 'Block', 'Pass'] as const);
  const direction = oneOf(s.str('Direction'), ['In', 'Out'] as const);
  if (!action || !direction) {
    const id = s.str('Id');
    p.warn(id ? hnsMsg('hns.aclIdUnreadable', { id }) : hnsMsg('hns.aclUnreadable', {}), 'Type');
    return undefined;
  }
  const priority = s.num('Priority');
  if (priority === undefined) s.warn(hnsMsg('hns.aclNoPriority', {}), 'Priority');
  const id = s.str('Id');
  return {
    type: 'ACL',
    ...(id && { id }),
    action,
    direction,
    priority: priority ?? 0,
    protocols: aclProtocols(s),
    localAddresses: s.addresses('LocalAddresses'),
    remoteAddresses: s.addresses('RemoteAddresses'),
    localPorts: aclPorts(s, 'LocalPorts', 'LocalPort'),
    remotePorts: aclPorts(s, 'RemotePorts', 'RemotePort'),
    ruleType: /^host$/i.test(s.str('RuleType') ?? '') ? 'Host' : 'Switch',
  };
}

/** v2 `Protocols: "6,17"`, v1 `Protocol: 256`; none = any (256). */
function aclProtocols(s: Fields): number[] {
  const out: number[] = [];
  for (const item of s.strings('Protocols', 'Protocol')) {
    const n = protocolOf(item);
    if (n === undefined) s.warn(hnsMsg('hns.aclProtocol', { p: item }), 'Protocols');
    else out.push(n);
  }
  return out.length === 0 ? [ANY_PROTOCOL] : out;
}

/** v2 `LocalPorts: "80,443"` (ranges allowed), v1 `LocalPort: 80` (0 = any). */
function aclPorts(s: Fields, v2: string, v1: string): string[] {
  const list = s.strings(v2);
  if (list.length > 0) return list;
  const one = s.str(v1);
  return one === undefined || one === '0' ? [] : [one];
}

function protocolOf(v: unknown): number | undefined {
  const t = textOf(v)?.toLowerCase();
  if (t === undefined) return undefined;
  if (/^\d{1,3}$/.test(t)) return Number(t) <= ANY_PROTOCOL ? Number(t) : undefined;
  return PROTOCOL_NUMBER[t as Protocol];
}

function oneOf<T extends string>(text: string | undefined, values: readonly T[]): T | undefined {
  return values.find((v) => v.toLowerCase() === text?.toLowerCase());
}
