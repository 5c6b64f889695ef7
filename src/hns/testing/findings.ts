// Small HNS objects and VFP ports for the node checks' tests (findings.test.ts and the Vietnamese
// renderings of their messages): each builder fills what a real object has and takes the fields a
// test cares about.
import type { Port, Rule } from '../../core/vfp/model';
import type { HnsEndpoint, HnsLoadBalancer, HnsNetwork, HnsState } from '../model';

export const net = (o: Partial<HnsNetwork> = {}): HnsNetwork => ({ id: 'N1', name: 'cbr0', type: 'L2Bridge', api: 1, managementIp: '10.0.0.4', subnets: [], remoteSubnetRoutes: [], macPools: [], ...o });
export const ep = (o: Partial<HnsEndpoint>): HnsEndpoint => ({ id: 'E1', name: 'e1', api: 1, ipAddress: '10.244.1.5', macAddress: '00-15-5D-00-00-05', isRemoteEndpoint: false, policies: [], state: 3, ...o });
export const lb = (o: Partial<HnsLoadBalancer>): HnsLoadBalancer => ({ id: 'L1', api: 1, frontendVips: ['10.96.0.10'], endpoints: ['E1'], portMappings: [{ protocol: 6, internalPort: 80, externalPort: 80, distributionType: 0, flags: 0 }], flags: 0, state: 2, ...o });
export const state = (o: Partial<HnsState>): HnsState => ({ networks: [net()], endpoints: [], loadBalancers: [], namespaces: [], ...o });
export const rule = (o: Partial<Rule>): Rule => ({ id: 'R', priority: 100, flags: { terminating: true, stateful: true, raw: 8195 }, conditions: {}, action: { type: 'allow' }, flowTtl: 240, ...o });

/** A port with one group of `rules` in each layer. */
export const port = (layers: { name: string; rules: Rule[] }[], o: Partial<Port> = {}): Port => ({
  id: 'P1',
  friendlyName: 'E1',
  kind: 'endpoint',
  blocked: false,
  layers: layers.map((l) => ({ name: l.name, priority: 1, stateful: true, defaultAction: { in: 'allow', out: 'allow' }, groups: [{ name: `${l.name}_G`, priority: 1, direction: 'out', family: 'ipv4', conditions: {}, matchType: 'priority', rules: l.rules }] })),
  ...o,
});

/** netsh's TCP port ranges: the excluded ranges, and the dynamic range when it was read. */
export const tcp = (excluded: [number, number][], dynamic?: { start: number; count: number }) => ({ protocol: 'tcp' as const, dynamic, excluded: excluded.map(([lo, hi]) => ({ lo, hi, administered: false })) });
