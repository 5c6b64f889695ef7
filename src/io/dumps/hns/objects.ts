// Sorting HNS objects by kind. A file may mix networks, endpoints, policy lists and v2 objects, and
// none of them says what it is, so the kind comes from the fields each kind alone has.
import type { HnsApi } from '../../../hns/model';
import type { DumpModel } from '../model';
import { readEndpoint } from './endpoint';
import type { Fields } from './fields';
import { hnsMsg } from '../messages-hns';
import { readElbPolicy, readLoadBalancer, readPolicyList } from './load-balancer';
import { readNamespace } from './namespace';
import { endpointPolicy } from './policies';
import { networkTypeOf, readNetwork } from './network';

export type HnsKind = 'network' | 'endpoint' | 'policyList' | 'loadBalancer' | 'namespace';

export function kindOf(f: Fields): HnsKind | undefined {
  if (f.has('FrontendVIPs', 'HostComputeEndpoints') || (f.has('PortMappings') && !f.has('IpConfigurations'))) return 'loadBalancer';
  // A policy list on newer builds also names its HostComputeNetwork: its ELB policies and references
  // to /endpoints/… say what it is, as long as it has no address of its own. `IsApplied` is a policy
  // list's alone: it still says so when a paste is cut before the References.
  const elb = f.has('References', 'IsApplied') || f.list('Policies').some((p) => /^elb$/i.test(p.str('Type') ?? ''));
  if (elb && !f.has('IPAddress', 'IpConfigurations', 'IsRemoteEndpoint')) return 'policyList';
  if (f.has('HostComputeNetwork', 'IpConfigurations', 'VirtualNetwork', 'VirtualNetworkName', 'IPAddress', 'IsRemoteEndpoint')) return 'endpoint';
  if (elb) return 'policyList';
  if (f.has('NamespaceId') || /^(host|hostdefault|guest|guestdefault)$/i.test(f.str('Type') ?? '')) return 'namespace';
  // v1 Get-HnsNamespace: a compartment, a default flag and the containers in it.
  if (f.has('IsDefault') && f.has('CompartmentId', 'CompartmentGuid', 'Containers')) return 'namespace';
  if (f.has('Subnets', 'Ipams', 'ManagementIP', 'NetworkAdapterName', 'DrMacAddress', 'MacPools', 'MacPool', 'LayeredOn')) return 'network';
  if (networkTypeOf(f.str('Type'))) return 'network';
  return undefined;
}

/** v2 objects carry SchemaVersion or fields v1 never had. */
export function apiOf(f: Fields): HnsApi {
  return f.has('SchemaVersion', 'HostComputeNetwork', 'HostComputeNamespace', 'IpConfigurations', 'Ipams', 'FrontendVIPs', 'HostComputeEndpoints', 'MacPool') ? 2 : 1;
}

/** Policy types an endpoint carries (v1 and v2 names), for policies printed without their endpoint. */
const POLICY_TYPES = /^(outboundnat|route|sdnroute|pa|provideraddress|acl|nat|portmapping|encapoverhead|l2driver|loopbackdsr|qos|vlan|vsid|iov|networkacl)$/i;

/** An endpoint policy on its own: a `Type` endpoints' policies have, and none of an object's own fields. */
export const isBarePolicy = (f: Fields): boolean => POLICY_TYPES.test(f.str('Type') ?? '') && !f.has('ID', 'Name', 'Policies', 'IPAddress', 'Subnets');

/** A policy list's ELB policy on its own: `Type: ELB` and its ports, no ID or References around it. */
const isBareElb = (f: Fields): boolean => /^elb$/i.test(f.str('Type') ?? '') && !f.has('ID', 'References', 'Policies');

/** Reads one object into the model; returns its kind, or undefined (with a warning) when unknown. */
export function addHnsObject(model: DumpModel, f: Fields): HnsKind | undefined {
  const kind = kindOf(f);
  const api = apiOf(f);
  switch (kind) {
    case 'network': {
      const n = readNetwork(f, api);
      if (n) model.hns.networks.push(n);
      break;
    }
    case 'endpoint': {
      const e = readEndpoint(f, api);
      if (e) model.hns.endpoints.push(e);
      break;
    }
    case 'loadBalancer':
    case 'policyList': {
      const lb = kind === 'loadBalancer' ? readLoadBalancer(f) : readPolicyList(f);
      if (lb) model.hns.loadBalancers.push(lb);
      break;
    }
    case 'namespace': {
      const ns = readNamespace(f);
      if (ns) model.hns.namespaces.push(ns);
      break;
    }
    default: {
      if (isBarePolicy(f)) {
        model.policies = [...(model.policies ?? []), endpointPolicy(f)];
        return undefined;
      }
      if (isBareElb(f)) {
        model.elbPolicies = [...(model.elbPolicies ?? []), readElbPolicy(f)];
        return undefined;
      }
      const keys = Object.keys(f.o).slice(0, 8).join(', ');
      f.warn(hnsMsg('hns.unknownObject', { keys: keys || 'none' }));
    }
  }
  return kind;
}
