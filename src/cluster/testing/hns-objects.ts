// Hand-made HNS objects for compile() tests: one node (10.0.0.11), an L2Bridge or Overlay network,
// local pod endpoints, remote endpoints, ACLs and load balancers with only the fields a test cares
// about. compile() is a pure function of these, so each test states its HNS input in full.
import { mustIpv4 } from '../../core/net/ip';
import { compileNode, DEFAULT_COMPILE_OPTIONS, type CompiledNode, type CompileOptions } from '../../hns/compile';
import type { AclPolicy, EndpointPolicy, HnsEndpoint, HnsLoadBalancer, HnsNetwork, HnsState, LbPortMapping, RemoteSubnetRoute } from '../../hns/model';

export const NODE_IP = '10.0.0.11';
export const NODE_MAC = '00-15-5D-00-00-0B';
export const NODE = { name: 'n1', ip: mustIpv4(NODE_IP), mac: NODE_MAC };
export const NETWORK_ID = 'AAAAAAAA-0000-0000-0000-000000000001';

export function l2bridge(extra: Partial<HnsNetwork> = {}): HnsNetwork {
  return {
    id: NETWORK_ID,
    name: 'l2bridge',
    type: 'L2Bridge',
    api: 2,
    managementIp: NODE_IP,
    subnets: [{ addressPrefix: '10.1.1.0/24', gatewayAddress: '10.1.1.1' }],
    remoteSubnetRoutes: [],
    macPools: [],
    ...extra,
  };
}

export function overlay(remote: RemoteSubnetRoute[] = [], extra: Partial<HnsNetwork> = {}): HnsNetwork {
  return l2bridge({
    name: 'vxlan0',
    type: 'Overlay',
    drMacAddress: '00-15-5D-DD-00-01',
    subnets: [{ addressPrefix: '10.1.1.0/24', gatewayAddress: '10.1.1.1', vsid: 4096 }],
    remoteSubnetRoutes: remote,
    vxlanPort: 4789,
    hostRoute: true,
    ...extra,
  });
}

let compartment = 2;
/** A local (pod) endpoint, attached to a compartment, so it gets a VFP port. */
export function localEndpoint(id: string, ip: string, policies: EndpointPolicy[] = [], extra: Partial<HnsEndpoint> = {}): HnsEndpoint {
  return {
    id,
    name: `${id}_l2bridge`,
    api: 2,
    networkId: NETWORK_ID,
    ipAddress: ip,
    prefixLength: 24,
    macAddress: `00-15-5D-01-01-${ip.split('.').at(-1)!.padStart(2, '0').slice(-2)}`,
    isRemoteEndpoint: false,
    policies,
    compartmentId: ++compartment,
    origin: { kind: 'Pod', namespace: 'default', name: id, by: 'test' },
    ...extra,
  };
}

/** kube-proxy's stand-in for a backend on another node: no port. */
export function remoteEndpoint(id: string, ip: string, pa?: string): HnsEndpoint {
  return {
    id,
    name: `remote_${ip}`,
    api: 2,
    ipAddress: ip,
    macAddress: '02-11-00-00-00-00',
    isRemoteEndpoint: true,
    policies: pa ? [{ type: 'ProviderAddress', providerAddress: pa }] : [],
  };
}

export function acl(a: Partial<AclPolicy> & Pick<AclPolicy, 'action' | 'direction' | 'priority'>): AclPolicy {
  return { type: 'ACL', protocols: [256], localAddresses: [], remoteAddresses: [], localPorts: [], remotePorts: [], ruleType: 'Switch', ...a };
}

export const outboundNat = (exceptions: string[], destinations: string[] = []): EndpointPolicy => ({ type: 'OutBoundNAT', exceptions, destinations });
export const needEncap = (destinationPrefix: string): EndpointPolicy => ({ type: 'SDNRoute', destinationPrefix, needEncap: true });

export function portMapping(externalPort: number, internalPort: number, extra: Partial<LbPortMapping> = {}): LbPortMapping {
  return { protocol: 6, internalPort, externalPort, distributionType: 0, flags: 0, ...extra };
}

export function loadBalancer(id: string, vips: string[], endpoints: string[], mapping: LbPortMapping, extra: Partial<HnsLoadBalancer> = {}): HnsLoadBalancer {
  return { id, api: 2, frontendVips: vips, sourceVip: '', endpoints, portMappings: [mapping], flags: 0, ...extra };
}

export function state(network: HnsNetwork, endpoints: HnsEndpoint[] = [], loadBalancers: HnsLoadBalancer[] = []): HnsState {
  return { networks: [network], endpoints, loadBalancers, namespaces: [] };
}

export function compile(s: HnsState, opts: Partial<CompileOptions> = {}): CompiledNode {
  return compileNode(s, NODE, { ...DEFAULT_COMPILE_OPTIONS, ...opts });
}

/** The compiled port of an endpoint, the host vNIC port or the external port. */
export function portOf(c: CompiledNode, which: string) {
  const id = which === 'host' ? c.hostPortId : which === 'external' ? c.externalPortId : c.endpointPorts.get(which);
  const p = c.ports.find((x) => x.id === id);
  if (!p) throw new Error(`no port for ${which}`);
  return p;
}
