// A replay of dual-stack dumps (issue 31): the scenario Kubernetes would write for the cluster the
// endpoints show, and the report of what was taken for what.
import { describe, expect, it } from 'vitest';
import { simulate, runProbe } from '../../cluster/simulation';
import { importFiles } from '../import';
import { buildReplay } from './build';
import { probeDeadEnd } from './needs';
import { covering6 } from './dual-stack';
import type { Ipv6 } from '../../core/net/ip';

const encoder = new TextEncoder();
const json = (v: unknown) => JSON.stringify(v, null, 2);
const ep = (id: string, ip: string, more: object = {}) => ({ ID: id, Name: id, VirtualNetwork: 'na', VirtualNetworkName: 'net-a', IPAddress: ip, PrefixLength: 24, Namespace: { ID: `ns-${id}` }, ...more });
const replay = (files: [string, string][]) => buildReplay(importFiles(files.map(([name, t]) => ({ name, bytes: encoder.encode(t) }))));
const net = (type: string, subnets: object[]) => ['net.json', json([{ ID: 'na', Name: 'net-a', Type: type, ManagementIP: '10.0.0.4', Subnets: subnets }])] as [string, string];
const routes = [
  { Type: 'ROUTE', DestinationPrefix: '10.96.0.0/12', NeedEncap: true },
  { Type: 'ROUTE', DestinationPrefix: 'fd00:10:96::/112', NeedEncap: true },
  { Type: 'ROUTE', DestinationPrefix: 'fd00:10:127:130::4/128', NeedEncap: true },
];

describe('a replay of dual-stack dumps', () => {
  it('writes the ranges, the node and the pods as a dual-stack cluster, and walks an IPv6 probe', () => {
    const r = replay([
      net('L2Bridge', [{ AddressPrefix: '10.244.1.0/24' }, { AddressPrefix: 'fd00:10:244:1::/64' }]),
      ['eps.json', json([ep('e1', '10.244.1.5', { IPv6Address: 'fd00:10:244:1::5', IPv6PrefixLength: 64, Policies: routes }), ep('e2', '10.244.1.6', { IPv6Address: 'FD00:10:244:1:0::6', Policies: routes })])],
    ]);
    if ('error' in r) throw new Error(r.error);
    expect(r.scenario.cluster).toMatchObject({ clusterCIDR: '10.244.0.0/16,fd00:10:244::/56', serviceCIDR: '10.96.0.0/12,fd00:10:96::/112', nodeSubnet: '10.0.0.0/24,fd00:10:127:130::/64' });
    expect(r.scenario.nodes[0]).toMatchObject({ ip: '10.0.0.4', ips: ['10.0.0.4', 'fd00:10:127:130::4'], podCIDR: '10.244.1.0/24', podCIDRs: ['10.244.1.0/24', 'fd00:10:244:1::/64'] });
    expect(r.scenario.pods.map((p) => p.ips)).toEqual([
      ['10.244.1.5', 'fd00:10:244:1::5'],
      ['10.244.1.6', 'fd00:10:244:1::6'],
    ]);
    // The network's IPv6 subnet and the Service route are facts: only the rest is said as assumed.
    expect(r.report.assumedMsgs.map((m) => m.id).filter((id) => /6$|dualStack/.test(id))).toEqual(['replay.report.dualStack', 'replay.report.nodeIpv6', 'replay.report.clusterCidr6', 'replay.report.nodeSubnet6']);
    const sim = simulate(r.scenario);
    const got = runProbe(sim, { name: 'v6', from: 'pod/ep-10-244-1-5', to: 'pod/ep-10-244-1-6:80', protocol: 'tcp', size: 64, df: false, ipFamily: 'IPv6' });
    if (!got.ok) throw new Error(got.message);
    expect(got.value.run.packet.dst).toBe('fd00:10:244:1::6');
    expect(got.value.trace.request.verdict.outcome).toBe('delivered');
  });

  it("delivers an IPv6 probe through the dumped IPv6 load balancer and drops one at the endpoint's IPv6 ACL", () => {
    const block = [
      { Type: 'ACL', Action: 'Block', Direction: 'In', RemoteAddresses: 'fd00:10:244:1::7/128', Priority: 200, Protocols: '6' },
      { Type: 'ACL', Action: 'Allow', Direction: 'In', Priority: 1000 },
      { Type: 'ACL', Action: 'Allow', Direction: 'Out', Priority: 1000 },
    ];
    const lb = { ID: 'lb6', FrontendVIPs: ['FD00:10:96::25'], SourceVIP: 'fd00:10:244:1::2', HostComputeEndpoints: ['e2'], PortMappings: [{ Protocol: 6, InternalPort: 8080, ExternalPort: 80, DistributionType: 0, Flags: 0 }], Flags: 2, SchemaVersion: { Major: 2, Minor: 16 } };
    const r = replay([
      net('L2Bridge', [{ AddressPrefix: '10.244.1.0/24' }, { AddressPrefix: 'fd00:10:244:1::/64' }]),
      ['eps.json', json([ep('e1', '10.244.1.5', { IPv6Address: 'fd00:10:244:1::5', Policies: routes }), ep('e2', '10.244.1.6', { IPv6Address: 'fd00:10:244:1::6', Policies: [...routes, ...block] }), ep('e3', '10.244.1.7', { IPv6Address: 'fd00:10:244:1::7', Policies: routes })])],
      ['lbs.json', json([lb])],
    ]);
    if ('error' in r) throw new Error(r.error);
    const sim = simulate(r.scenario);
    const send = (from: string, to: string, ipFamily?: 'IPv6') => {
      const got = runProbe(sim, { name: 'v6', from: `pod/${from}`, to, protocol: 'tcp', size: 64, df: false, ...(ipFamily && { ipFamily }) });
      if (!got.ok) throw new Error(got.message);
      return got.value.trace.request.verdict;
    };
    expect(send('ep-10-244-1-5', '[fd00:10:96::25]:80')).toMatchObject({ outcome: 'delivered', at: { compartment: 'pod/default/ep-10-244-1-6' } });
    expect(send('ep-10-244-1-7', 'pod/ep-10-244-1-6:8080', 'IPv6')).toMatchObject({ outcome: 'dropped', at: { layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV6_IN' } });
    // An address in the IPv6 Service range with no load balancer in the files: said missing, not walked.
    expect(probeDeadEnd(r.report, '[fd00:10:96::99]:80')).toBe('missing: the load balancer (VIP fd00:10:96::99) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
    expect(probeDeadEnd(r.report, '[FD00:10:96::25]:80')).toBeUndefined();
  });

  it('an Overlay network with IPv6 endpoints stays IPv4, and says so', () => {
    const r = replay([net('Overlay', [{ AddressPrefix: '10.244.1.0/24' }]), ['eps.json', json([ep('e1', '10.244.1.5', { IPv6Address: 'fd00:10:244:1::5' })])]]);
    if ('error' in r) throw new Error(r.error);
    expect(r.scenario.cluster.clusterCIDR).toBe('10.244.0.0/16');
    expect(r.scenario.pods[0]!.ips).toBeUndefined();
    expect(r.report.missingMsgs.map((m) => m.id)).toContain('replay.report.ipv6Overlay');
  });

  it('IPv4 dumps make no dual-stack field', () => {
    const r = replay([net('L2Bridge', [{ AddressPrefix: '10.244.1.0/24' }]), ['eps.json', json([ep('e1', '10.244.1.5', { Policies: routes.slice(0, 1) })])]]);
    if ('error' in r) throw new Error(r.error);
    expect(r.scenario.cluster.clusterCIDR).toBe('10.244.0.0/16');
    expect(r.scenario.nodes[0]!.ips).toBeUndefined();
    expect(r.scenario.pods[0]!.ips).toBeUndefined();
  });

  it('covering6: the smallest prefix no longer than the limit', () => {
    expect(covering6(['fd00:10:244:1::5', 'fd00:10:244:1::6'] as Ipv6[], 64)).toBe('fd00:10:244:1::/64');
    expect(covering6(['fd00:10:244:1::', 'fd00:10:244:2::'] as Ipv6[], 56)).toBe('fd00:10:244::/56');
    expect(covering6(['fd00:10:244:1::', 'fd00:10:245:1::'] as Ipv6[], 56)).toBe('fd00:10:244::/47');
  });
});
