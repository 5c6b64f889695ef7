import { describe, expect, it } from 'vitest';
import { mustPrefix } from '../core/net/ip';
import { findings, freeBlocks } from './findings';
import type { HnsEndpoint } from './model';
import { ep, lb, net, port, rule, state, tcp } from './testing/findings';

const checks = (f: ReturnType<typeof findings>) => f.map((x) => x.check);

describe('node checks, as Microsoft\'s networkhealth script runs them', () => {
  it('a healthy node has no findings', () => {
    expect(findings(state({ endpoints: [ep({})], loadBalancers: [lb({})] }))).toEqual([]);
  });
  it('an APIPA management IP means a broken network', () => {
    const f = findings(state({ networks: [net({ managementIp: '169.254.12.9' })] }));
    expect(f).toEqual([expect.objectContaining({ check: 'Management IP', severity: 'error', evidence: 'Network cbr0: ManagementIP 169.254.12.9', fix: 'recreate the HNS network' })]);
  });
  it('a local endpoint not in state 3 is broken; remote endpoints and cbr0 are not checked', () => {
    const f = findings(state({ endpoints: [ep({ state: 2 }), ep({ id: 'R1', isRemoteEndpoint: true, state: 1 }), ep({ id: 'C', name: 'cbr0', state: 1 })], loadBalancers: [lb({ endpoints: ['E1', 'R1'] })] }));
    expect(checks(f)).toEqual(['Endpoint state']);
    expect(f[0]!.evidence).toContain('State 2');
  });
  it('a load balancer not in state 2 is invalid', () => {
    expect(checks(findings(state({ endpoints: [ep({})], loadBalancers: [lb({ state: 1 })] })))).toEqual(['Load balancer state']);
  });
  it('a remote endpoint that no load balancer references is stale', () => {
    const f = findings(state({ endpoints: [ep({}), ep({ id: 'R9', isRemoteEndpoint: true, ipAddress: '10.244.9.9' })], loadBalancers: [lb({})] }));
    expect(f).toEqual([expect.objectContaining({ check: 'Stale remote endpoint', message: expect.stringContaining('10.244.9.9') })]);
  });
  it('a blocked port', () => {
    expect(checks(findings(state({}), [port([], { blocked: true })]))).toEqual(['Port blocked']);
  });
});

describe('the DNS Service and DSR (the Service range from the endpoints\' NeedEncap route)', () => {
  const route = { type: 'SDNRoute' as const, destinationPrefix: '10.96.0.0/12', needEncap: true };
  const pod = (o: Partial<HnsEndpoint> = {}) => ep({ policies: [route], dnsServerList: ['10.96.0.10'], ...o });

  it('no load balancer for the DNS server the pods use breaks name resolution', () => {
    const f = findings(state({ endpoints: [pod()], loadBalancers: [lb({ frontendVips: ['10.96.0.50'], flags: 1 })] }));
    expect(f).toEqual([expect.objectContaining({ check: 'DNS load balancer', severity: 'error', evidence: 'Endpoint E1…: DNSServerList 10.96.0.10', fix: 'restart kube-proxy (it recreates the load balancers)' })]);
  });

  it('a DNS server outside the Service range (an upstream resolver) is not a Service to balance', () => {
    expect(checks(findings(state({ endpoints: [pod({ dnsServerList: ['8.8.8.8'] })], loadBalancers: [lb({ frontendVips: ['10.96.0.50'], flags: 1 })] })))).toEqual([]);
  });

  it('ClusterIP load balancers that are not DSR are said once, as information', () => {
    const f = findings(state({ endpoints: [pod()], loadBalancers: [lb({}), lb({ id: 'L2', frontendVips: ['10.96.0.50'] }), lb({ id: 'L3', frontendVips: ['10.127.0.5'] })] }));
    expect(f).toEqual([expect.objectContaining({ check: 'ClusterIP not DSR', severity: 'info', message: expect.stringMatching(/^2 ClusterIP load balancers are not DSR/) })]);
  });

  it("a /32 NeedEncap route (the node's own address) is no Service range; a load balancer from hnsdiag (no port mappings) says nothing about DSR", () => {
    const nodeRoute = { type: 'SDNRoute' as const, destinationPrefix: '10.96.0.10/32', needEncap: true };
    expect(findings(state({ endpoints: [ep({ policies: [nodeRoute], dnsServerList: ['10.96.0.10'] })], loadBalancers: [lb({ frontendVips: ['10.96.0.50'] })] }))).toEqual([]);
    expect(checks(findings(state({ endpoints: [pod()], loadBalancers: [lb({ portMappings: [] })] })))).toEqual([]);
  });

  it('without a NeedEncap route the Service range is unknown: neither check speaks', () => {
    expect(findings(state({ endpoints: [ep({ dnsServerList: ['10.96.0.10'] })], loadBalancers: [lb({ frontendVips: ['10.96.0.50'] })] }))).toEqual([]);
  });
});

describe('ephemeral ports (netsh port ranges)', () => {
  it('counts the free 64-port blocks between the exclusions of the dynamic range', () => {
    expect(freeBlocks(tcp([], { start: 49152, count: 16384 }))).toBe(256);
    // 49152-49215 free (1 block), 49216-65000 excluded, 65001-65535 free (535 ports: 8 blocks).
    expect(freeBlocks(tcp([[49216, 65000]], { start: 49152, count: 16384 }))).toBe(9);
    // Exclusions outside the range or overlapping each other count once.
    expect(freeBlocks(tcp([[1000, 2000], [49152, 49300], [49200, 49400]], { start: 49152, count: 16384 }))).toBe(Math.floor((65535 - 49401 + 1) / 64));
  });

  it('fewer than 10 free blocks is dynamic port exhaustion; the dynamic range of another file is used', () => {
    const f = findings(state({}), [], { portRanges: [tcp([[49216, 65000]]), tcp([], { start: 49152, count: 16384 })] });
    expect(f).toEqual([expect.objectContaining({ check: 'Ephemeral ports', severity: 'error', message: expect.stringMatching(/^only 9 free 64-port TCP blocks/), evidence: 'TCP dynamic range 49152-65535; 1 excluded range' })]);
  });

  it("without the dynamic range, Windows' default is taken, the evidence says so, and it is only a warning", () => {
    const f = findings(state({}), [], { portRanges: [tcp([[49152, 65400]])] })[0]!;
    expect(f.evidence).toContain("Windows' default");
    expect(f.severity).toBe('warning');
  });

  it('a dynamic range over the NodePort range is a warning; a healthy range says nothing', () => {
    expect(findings(state({}), [], { portRanges: [tcp([], { start: 10000, count: 55535 })] })).toEqual([expect.objectContaining({ check: 'Ephemeral ports', severity: 'warning' })]);
    expect(findings(state({}), [], { portRanges: [tcp([], { start: 33000, count: 32536 })] })).toEqual([]);
  });
});

describe('HNS objects against the VFP rules behind them', () => {
  const dsrLb = lb({ flags: 1 });
  it('a DSR load balancer without its LB_DSR rule on a pod port', () => {
    const f = findings(state({ endpoints: [ep({})], loadBalancers: [dsrLb] }), [port([{ name: 'ACL_ENDPOINT_LAYER', rules: [] }, { name: 'LB_DSR', rules: [] }])]);
    expect(f).toEqual([expect.objectContaining({ check: 'LB_DSR rule missing', message: expect.stringContaining('10.96.0.10') })]);
  });
  it('the LB_DSR rule is there: no finding', () => {
    const r = rule({ friendlyName: 'LB_DSR_x', conditions: { dstIp: [mustPrefix('10.96.0.10/32')] }, action: { type: 'lbnat', backends: [{ ip: 0x0af40105, port: 80, local: true }], distribution: 'none' } });
    expect(findings(state({ endpoints: [ep({})], loadBalancers: [dsrLb] }), [port([{ name: 'LB_DSR', rules: [r] }])])).toEqual([]);
  });
  it('an LB_DSR rule whose DIP matches no HNS endpoint is stale', () => {
    const r = rule({ friendlyName: 'LB_DSR_x', conditions: { dstIp: [mustPrefix('10.96.0.10/32')] }, action: { type: 'lbnat', backends: [{ ip: 0x0af40163, port: 80, local: false }], distribution: 'none' } });
    const f = findings(state({ endpoints: [ep({})], loadBalancers: [dsrLb] }), [port([{ name: 'LB_DSR', rules: [r] }])]);
    expect(f).toEqual([expect.objectContaining({ check: 'Stale LB_DSR rule', evidence: 'Port E1: DIP Range 10.244.1.99:80' })]);
  });
  it('an HNS ACL without its VFP rule', () => {
    const acl = { type: 'ACL' as const, id: 'allow-host-to-endpoint', action: 'Allow' as const, direction: 'In' as const, priority: 900, protocols: [256], localAddresses: [], remoteAddresses: [], localPorts: [], remotePorts: [], ruleType: 'Switch' as const };
    const f = findings(state({ endpoints: [ep({ policies: [acl] })] }), [port([{ name: 'ACL_ENDPOINT_LAYER', rules: [rule({ friendlyName: 'something-else' })] }])]);
    expect(checks(f)).toEqual(['ACL not programmed']);
    expect(findings(state({ endpoints: [ep({ policies: [acl] })] }), [port([{ name: 'ACL_ENDPOINT_LAYER', rules: [rule({ friendlyName: 'allow-host-to-endpoint' })] }])])).toEqual([]);
  });
});

describe('remote endpoints kube-proxy keeps without a load balancer (issue 27 item 3)', () => {
  it("the ClusterIP's own remote endpoint on overlay (provider address = the node's) is not stale, load balancer or not", () => {
    const vip = ep({ id: 'V1', isRemoteEndpoint: true, ipAddress: '10.96.0.50', policies: [{ type: 'ProviderAddress', providerAddress: '10.127.130.11' }] });
    expect(findings(state({ networks: [net({ managementIp: '10.127.130.11' })], endpoints: [ep({}), vip], loadBalancers: [lb({})] }))).toEqual([]);
  });
  it('a remote endpoint of another node that no load balancer uses is stale, and the message says when it is not', () => {
    const r = ep({ id: 'R9', isRemoteEndpoint: true, ipAddress: '10.244.9.9', policies: [{ type: 'ProviderAddress', providerAddress: '10.127.130.12' }] });
    const f = findings(state({ networks: [net({ managementIp: '10.127.130.11' })], endpoints: [ep({}), r], loadBalancers: [lb({})] }));
    expect(f).toEqual([expect.objectContaining({ check: 'Stale remote endpoint', message: expect.stringContaining('internalTrafficPolicy Local: not stale then') })]);
  });
});

describe("a node's own objects pass its own checks (issue 27 item 4)", () => {
  const ports = [port([{ name: 'ACL_ENDPOINT_LAYER', rules: [] }, { name: 'LB_DSR', rules: [] }])];
  it('the cbr0 gateway endpoint is the host\'s: no LB_DSR rule is missing on its port', () => {
    expect(checks(findings(state({ endpoints: [ep({ name: 'cbr0_gateway' })], loadBalancers: [lb({ flags: 1 })] }), ports))).toEqual([]);
    expect(checks(findings(state({ endpoints: [ep({})], loadBalancers: [lb({ flags: 1 })] }), ports))).toEqual(['LB_DSR rule missing']);
  });
  it("an external IP's DSR load balancer (VipExternalIP) needs no LB_DSR rule on the pods' ports", () => {
    const ext = lb({ flags: 1, frontendVips: ['192.0.2.10'], portMappings: [{ protocol: 6, internalPort: 80, externalPort: 80, distributionType: 0, flags: 16 }] });
    expect(checks(findings(state({ endpoints: [ep({})], loadBalancers: [ext] }), ports))).toEqual([]);
  });
  it("kube-proxy's source-VIP endpoint on Overlay is never attached (State 1): not a broken pod endpoint", () => {
    const svip = ep({ id: 'S1', name: 'sourceVip', ipAddress: '10.244.1.2', state: 1 });
    expect(checks(findings(state({ endpoints: [ep({}), svip], loadBalancers: [lb({ sourceVip: '10.244.1.2' })] })))).toEqual([]);
    expect(checks(findings(state({ endpoints: [ep({}), svip], loadBalancers: [lb({})] })))).toEqual(['Endpoint state']);
  });
});
