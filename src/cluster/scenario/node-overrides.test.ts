// A node's imported objects are checked once each: a Build-mode edit makes a new nodes array but
// keeps the objects it did not touch, and those are not checked again (a 100k-rule node took seconds).
import { describe, expect, it } from 'vitest';
import { readNodeOverrides, trustNodeOverrides } from './node-overrides';

const port = { id: 'p1', name: 'Port 1', friendlyName: 'client', kind: 'endpoint', layers: [] };
const badVfp = () => ({ ports: [{ id: 7 }] });

describe('readNodeOverrides', () => {
  it('names the node and the field of a problem', () => {
    const { issues, overrides } = readNodeOverrides([{ name: 'a' }, { name: 'b', vfp: badVfp() }]);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.path[0] === 'nodes' && i.path[1] === 1 && i.path[2] === 'vfp')).toBe(true);
    expect(overrides.has('b')).toBe(false);
  });

  it('reads the same imported object in a new nodes array (an edit elsewhere) from its first check', () => {
    const vfp = badVfp();
    // Trusted as the import worker checked it: had the new array checked the object again, the problem would show.
    trustNodeOverrides([{ name: 'big', vfp }]);
    const edited = readNodeOverrides([{ name: 'big', vfp }, { name: 'new node' }]);
    expect(edited.issues).toEqual([]);
    expect(edited.overrides.get('big')?.vfp).toEqual(vfp.ports);
    // Renamed (a new node object, the same imported object): still the first check.
    expect(readNodeOverrides([{ name: 'renamed', vfp }]).overrides.get('renamed')?.vfp).toEqual(vfp.ports);
  });

  it('checks an imported object that changed (a new object), and says where it is now', () => {
    // The node as the worker checked it before the edit: trusting it says nothing of the new object.
    trustNodeOverrides([{ name: 'big', vfp: { ports: [port] } }]);
    const { issues } = readNodeOverrides([{ name: 'other' }, { name: 'big', vfp: badVfp() }]);
    expect(issues.map((i) => i.path.slice(0, 3))).toContainEqual(['nodes', 1, 'vfp']);
  });

  it('gives one answer per nodes array (resolve, the simulation and the evidence read the same one)', () => {
    const nodes = [{ name: 'b', vfp: badVfp() }];
    expect(readNodeOverrides(nodes)).toBe(readNodeOverrides(nodes));
  });
});

describe('readNodeOverrides, dual-stack (issue 31)', () => {
  const endpoint = { id: 'e1', name: 'e1', api: 1, ipAddress: '10.244.1.5', ipv6Address: 'fd00::5', ipv6PrefixLength: 64, gatewayAddressV6: 'fd00::1', macAddress: '00-15-5D-00-00-05', isRemoteEndpoint: false, policies: [] };
  const hns = () => ({ networks: [], endpoints: [{ ...endpoint }], loadBalancers: [], namespaces: [] });
  const rulePort = (action: unknown) => ({
    ports: [
      {
        ...port,
        blocked: false,
        layers: [
          {
            name: 'SLB_NAT_LAYER',
            priority: 40,
            stateful: true,
            defaultAction: { in: 'allow', out: 'allow' },
            groups: [{ name: 'G6', priority: 1, direction: 'out', family: 'ipv6', conditions: {}, matchType: 'priority', rules: [{ id: 'r', priority: 1, flags: { terminating: true, stateful: true, raw: 3 }, conditions: {}, action, flowTtl: 0 }] }],
          },
        ],
      },
    ],
  });

  it('keeps an endpoint’s IPv6 address, prefix length and gateway (unknown keys are dropped, these are not)', () => {
    const { issues, overrides } = readNodeOverrides([{ name: 'a', hns: hns() }]);
    expect(issues).toEqual([]);
    expect(overrides.get('a')?.hns?.endpoints[0]).toMatchObject({ ipv6Address: 'fd00::5', ipv6PrefixLength: 64, gatewayAddressV6: 'fd00::1' });
  });

  it('keeps IPv6 backends and NAT addresses in RFC 5952 form; refuses other IPv6 text and an IPv6 encap PA', () => {
    const lb = { type: 'lbnat', backends: [{ ip: 'fd00::5', port: 80, local: true }], distribution: 'none' };
    const ok = readNodeOverrides([{ name: 'a', vfp: rulePort(lb) }]);
    expect(ok.issues).toEqual([]);
    expect(ok.overrides.get('a')?.vfp?.[0]?.layers[0]?.groups[0]?.rules[0]?.action).toEqual(lb);
    expect(readNodeOverrides([{ name: 'a', vfp: rulePort({ type: 'nat', dst: 'fd00::1f' }) }]).issues).toEqual([]);
    expect(readNodeOverrides([{ name: 'a', vfp: rulePort({ ...lb, backends: [{ ip: 'FD00::5', port: 80, local: true }] }) }]).issues.length).toBeGreaterThan(0);
    expect(readNodeOverrides([{ name: 'a', vfp: rulePort({ type: 'encap', vni: 4096, pa: 'fd00::9', udpPort: 4789 }) }]).issues.length).toBeGreaterThan(0);
  });
});

describe("an origin's value (byMsg) read from a document", () => {
  const hns = (byMsg: unknown) => ({
    networks: [],
    endpoints: [{ id: 'e1', name: 'e1', api: 2, ipAddress: '10.0.0.4', macAddress: '00-15-5D-00-00-04', isRemoteEndpoint: false, policies: [], origin: { kind: 'Pod', name: 'web', by: 'network policy agent (HNS ACLs): lets the kubelet probe the pod', byMsg } }],
    loadBalancers: [],
    namespaces: [],
  });
  const nested = (levels: number) => {
    let m: unknown = { id: 'origin.agent', args: { agent: 'generic' } };
    for (let i = 1; i < levels; i++) m = { id: 'origin.agentProbe', args: { agent: m } };
    return m;
  };

  it('keeps a value nested as the simulation nests one (an agent inside a probe rule)', () => {
    const r = readNodeOverrides([{ name: 'n', hns: hns(nested(2)) }]);
    expect(r.issues).toEqual([]);
    expect(r.overrides.get('n')?.hns?.endpoints[0]?.origin?.byMsg).toEqual(nested(2));
  });

  it('refuses one nested past a few levels as a problem, even thousands deep (no stack overflow)', () => {
    for (const levels of [5, 5000]) {
      const r = readNodeOverrides([{ name: 'n', hns: hns(nested(levels)) }]);
      expect(r.issues.length, String(levels)).toBeGreaterThan(0);
      expect(r.issues[0]!.path.slice(0, 6)).toEqual(['nodes', 0, 'hns', 'endpoints', 0, 'origin']);
    }
  });
});
