// A pod's hostPort (issue 27 item 9): the CNI plugin's PortMapping endpoint policy
// (containernetworking/plugins pkg/hns ApplyPortMappingPolicy; hns-cni-kubeproxy.md §1.7, §4.1), the
// NAT rule HNS programs for it (assumption hostport-nat-at-host-port), the walk to node IP:hostPort and
// back, and the policy as an exported Get-HnsEndpoint prints it and a replay reads it again.
import { describe, expect, it } from 'vitest';
import { formatIp, mustIpv4, mustPrefix } from '../../core/net/ip';
import { parse as parseHnsJson } from '../../io/dumps/hns-json';
import { convertToJson } from '../../io/export/convertto-json';
import { endpointJson } from '../../io/export/hns-json';
import { compileNode } from '../../hns/compile';
import type { HnsEndpoint } from '../../hns/model';
import { bridgeCluster, external, lab, NET, overlayCluster, pod, ruleNamed } from '../testing/scenario';

const web = (more: object = {}) => pod('web', 'win-1', { ip: '10.244.1.10', listen: ['tcp/80'], ports: [{ name: 'http', containerPort: 80, hostPort: 8081 }, { containerPort: 53, hostPort: 5353, protocol: 'UDP' }], ...more });
const cluster = (cni: 'win-bridge' | 'win-overlay' | 'sdnoverlay' = 'win-bridge') =>
  lab((cni === 'win-bridge' ? bridgeCluster : overlayCluster)({ cluster: { cni }, pods: [web(), pod('client', 'win-2', { ip: cni === 'win-bridge' ? '10.244.2.10' : undefined })], externals: [external('laptop', '10.127.130.200', [])] }));

describe('the PortMapping endpoint policy', () => {
  it('win-bridge gives the pod endpoint one PortMapping per hostPort: ExternalPort = hostPort, InternalPort = containerPort, Protocol by number', () => {
    const pms = cluster().podEndpoint('win-1', 'web').policies.filter((p) => p.type === 'PortMapping');
    expect(pms).toEqual([
      expect.objectContaining({ type: 'PortMapping', protocol: 6, externalPort: 8081, internalPort: 80, flags: 0 }),
      expect.objectContaining({ type: 'PortMapping', protocol: 17, externalPort: 5353, internalPort: 53, flags: 0 }),
    ]);
  });

  it('a container port without hostPort gives none; win-overlay reads no port mappings', () => {
    const none = lab(bridgeCluster({ pods: [pod('web', 'win-1', { ports: [{ name: 'http', containerPort: 80 }] })] }));
    expect(none.podEndpoint('win-1', 'web').policies.some((p) => p.type === 'PortMapping')).toBe(false);
    expect(cluster('win-overlay').podEndpoint('win-1', 'web').policies.some((p) => p.type === 'PortMapping')).toBe(false);
    expect(cluster('sdnoverlay').podEndpoint('win-1', 'web').policies.some((p) => p.type === 'PortMapping')).toBe(true);
  });

  it('HNS programs it as a NAT rule on the host vNIC port, SLB_LB_LAYER IN: node IP:hostPort → pod IP:containerPort, labelled as the model\'s placement', () => {
    const r = ruleNamed(cluster().port('win-1', 'host'), /^NAT_10\.127\.130\.11_8081_80_6$/)!;
    expect(r).toMatchObject({ layer: 'SLB_LB_LAYER', group: 'SLB_GROUP_LB_IPv4_IN' });
    expect(r.rule.conditions).toMatchObject({ dstIp: [mustPrefix(`${NET.n1.ip}/32`)], protocols: [6], dstPorts: [{ lo: 8081, hi: 8081 }] });
    expect(r.rule.action).toMatchObject({ type: 'lbnat', backends: [{ ip: mustIpv4('10.244.1.10'), port: 80, endpoint: 'pod/default/web' }] });
    expect((r.rule.action as { snat?: unknown }).snat).toBeUndefined();
    expect(r.rule.provenance?.assumptions).toContain('hostport-nat-at-host-port');
    expect(r.rule.provenance?.k8s).toMatchObject({ kind: 'Pod', name: 'web' });
  });
});

describe('walked', () => {
  it('outside → node IP:hostPort is NATed to the pod\'s containerPort and delivered with the client\'s address; the reply comes back from node IP:hostPort', () => {
    const t = cluster().run('external/laptop', `node/win-1:8081`);
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.request.delivered).toMatchObject({ endpoint: 'pod/default/web' });
    const p = t.request.delivered!.packet;
    expect([formatIp(p.src), formatIp(p.dst), p.dstPort]).toEqual(['10.127.130.200', '10.244.1.10', 80]);
    expect(t.reply?.verdict.outcome).toBe('delivered');
    const r = t.reply!.delivered!.packet;
    expect([formatIp(r.src), r.srcPort, formatIp(r.dst)]).toEqual([NET.n1.ip, 8081, '10.127.130.200']);
  });

  it('a pod of another node reaches it too; a hostPort no pod has is not translated (nothing listens on the node)', () => {
    expect(cluster().run('pod/client', 'node/win-1:8081').request.delivered?.endpoint).toBe('pod/default/web');
    expect(cluster().run('external/laptop', 'node/win-1:8082').request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_LISTENER' });
  });

  it('UDP hostPort: NATed to the UDP containerPort (the pod does not listen on udp/53 here: NO_LISTENER at the pod, after the NAT)', () => {
    const t = cluster().run('external/laptop', 'node/win-1:5353', { protocol: 'udp' });
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_LISTENER' });
    expect(t.events.some((e) => /NAT_10\.127\.130\.11_5353_53_17/.test(e.text))).toBe(true);
  });
});

describe('export and replay', () => {
  it('the exported Get-HnsEndpoint prints the policy as v1 NAT (Protocol, InternalPort, ExternalPort), and the reader and compile give the same rule back', () => {
    const l = cluster();
    const ep = l.podEndpoint('win-1', 'web');
    const json = endpointJson(ep, l.hns('win-1').networks[0]);
    const pols = (json as { Policies: Record<string, unknown>[] }).Policies.filter((p) => p.Type === 'NAT');
    expect(pols).toEqual([
      { ExternalPort: 8081, InternalPort: 80, Protocol: 'TCP', Type: 'NAT' },
      { ExternalPort: 5353, InternalPort: 53, Protocol: 'UDP', Type: 'NAT' },
    ]);
    const read = parseHnsJson(convertToJson([json]), 'endpoints.json').value!.hns.endpoints[0]!;
    expect(read.policies.filter((p) => p.type === 'PortMapping')).toEqual([
      expect.objectContaining({ protocol: 6, externalPort: 8081, internalPort: 80 }),
      expect.objectContaining({ protocol: 17, externalPort: 5353, internalPort: 53 }),
    ]);
    const hns = l.hns('win-1');
    const compiled = compileNode({ ...hns, endpoints: hns.endpoints.map((e) => (e.id === ep.id ? ({ ...read, compartmentId: 3 } as HnsEndpoint) : e)) }, { name: 'win-1', ip: mustIpv4(NET.n1.ip), mac: '00-15-5D-00-00-01' });
    const host = compiled.ports.find((p) => p.id === compiled.hostPortId)!;
    expect(ruleNamed(host, /^NAT_10\.127\.130\.11_8081_80_6$/)).toBeDefined();
  });

  it("a dual-stack copy (NatFlags IPv6 = 2, as sdnbridge adds with enableDualStack) programs no IPv4 rule", () => {
    const l = cluster();
    const hns = l.hns('win-1');
    const ep = l.podEndpoint('win-1', 'web');
    const v6 = { ...ep, policies: ep.policies.map((p) => (p.type === 'PortMapping' ? { ...p, flags: 2 } : p)) };
    const compiled = compileNode({ ...hns, endpoints: hns.endpoints.map((e) => (e.id === ep.id ? v6 : e)) }, { name: 'win-1', ip: mustIpv4(NET.n1.ip), mac: '00-15-5D-00-00-01' });
    expect(ruleNamed(compiled.ports.find((p) => p.id === compiled.hostPortId)!, /^NAT_10\.127\.130\.11_8081/)).toBeUndefined();
  });
});
