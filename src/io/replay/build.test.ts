// Replaying a node from what it printed: the scenario is built at the level each file came from,
// the walk uses the imported rules as they are, and the report names what was missing or assumed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { ruleEvidence } from '../../core/trace/evidence';
import { importFiles } from '../import';
import { buildReplay, type Replay } from '.';
import type { HnsState } from '../../hns/model';

const real = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url))) });
const text = (name: string, s: string) => ({ name, bytes: new TextEncoder().encode(s) });
function replay(...inputs: { name: string; bytes: Uint8Array }[]): Replay {
  const r = buildReplay(importFiles(inputs));
  if ('error' in r) throw new Error(r.error);
  return r;
}
const probe = (from: string, to: string, srcPort = 50000) => ({ name: 'p', from, to, protocol: 'tcp' as const, srcPort, size: 64, df: false });

describe('the RKE2 endpoint (Format-List) with its ACL layer (vfpctrl)', () => {
  const r = replay(real('get-hnsendpoint-list-calico-vxlan-rke2.txt'), real('vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt'));

  it('rebuilds one node named after its IP, with the endpoint as a pod', () => {
    expect(r.scenario.nodes.map((n) => [n.name, n.ip])).toEqual([['node-10-156-233-218', '10.156.233.218']]);
    expect(r.scenario.pods.map((p) => [p.name, p.ip])).toEqual([['ep-10-42-213-221', '10.42.213.221']]);
    expect(r.report.sources[0]!.files).toHaveLength(2);
    expect(r.report.missing.join('\n')).toContain('no HNS network');
    expect(r.report.assumed.join('\n')).toContain('listed without a port');
  });

  it("replays the kubelet's probe through the imported rule allow-host-to-endpoint, used as it is", () => {
    const sim = simulate(r.scenario);
    const res = runProbe(sim, probe('node/node-10-156-233-218', 'pod/ep-10-42-213-221:80'));
    if (!res.ok) throw new Error(res.message);
    const acl = res.value.trace.events.find((e) => e.kind === 'layer' && e.at.layer === 'ACL_ENDPOINT_LAYER');
    expect(acl?.layer?.ruleName).toBe('allow-host-to-endpoint');
    expect(acl?.at.rule).toBe('A2CFF68C-B5F4-4988-841F-0F6F77AF3D09');
    expect(res.value.trace.request.verdict.outcome).toBe('delivered');
  });

  it('a source the imported ACLs do not name meets the catch-all rule the dump shows (profile allow at 1000)', () => {
    const sim = simulate(r.scenario);
    const res = runProbe(sim, probe('pod/ep-10-42-213-221', '10.42.213.222:80'));
    expect(res.ok).toBe(true);
  });
});

describe('Kubernetes objects and a CNI config are derived, like a scenario', () => {
  const k8s = `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata: { name: win-a, labels: { kubernetes.io/os: windows } }
  spec: { podCIDR: 10.244.1.0/24 }
  status: { addresses: [{ type: InternalIP, address: 10.127.130.21 }] }
- apiVersion: v1
  kind: Node
  metadata: { name: win-b, labels: { kubernetes.io/os: windows } }
  spec: { podCIDR: 10.244.2.0/24 }
  status: { addresses: [{ type: InternalIP, address: 10.127.130.22 }] }
- apiVersion: v1
  kind: Pod
  metadata: { name: client, namespace: shop, labels: { app: client } }
  spec: { nodeName: win-a, containers: [{ name: c, image: x }] }
  status: { podIP: 10.244.1.10 }
- apiVersion: v1
  kind: Pod
  metadata: { name: api, namespace: shop, labels: { app: api } }
  spec: { nodeName: win-b, containers: [{ name: c, image: x, ports: [{ containerPort: 8080 }] }] }
  status: { podIP: 10.244.2.10 }
- apiVersion: v1
  kind: Service
  metadata: { name: api, namespace: shop }
  spec: { clusterIP: 10.96.0.44, selector: { app: api }, ports: [{ port: 80, targetPort: 8080 }] }
`;
  const r = replay(text('k8s.yaml', k8s), real('cni-flannel-l2bridge-sdn.conf'));

  it('takes the CNI mode and exceptions from the config, and infers the ranges it was not told', () => {
    expect(r.scenario.cluster.cni).toBe('win-bridge');
    expect(r.scenario.cluster.outboundNAT.exceptions).toEqual(['10.244.0.0/16', '10.96.0.0/12', '10.127.130.0/24']);
    expect(r.scenario.cluster.serviceCIDR).toBe('10.96.0.0/12');
    expect(r.scenario.cluster.nodeSubnet).toBe('10.127.130.0/24');
    expect(r.report.assumed.join('\n')).toMatch(/node subnet 10\.127\.130\.0\/24/);
  });

  it('walks a Service probe to the pod selected by the Service', () => {
    const res = runProbe(simulate(r.scenario), probe('pod/shop/client', 'service/shop/api:80'));
    if (!res.ok) throw new Error(res.message);
    expect(res.value.trace.request.delivered?.endpoint).toBe('pod/shop/api');
  });
});

describe('model vs evidence', () => {
  it('flags a rule the walk matched while its counter says it never matched', () => {
    const dump = ` ITEM LIST
===========

LAYER : ACL_ENDPOINT_LAYER
    Friendly name : ACL_ENDPOINT_LAYER
    Priority : 10

  GROUP : ACL_ENDPOINT_GROUP_IPV4_IN
      Friendly name : ACL_ENDPOINT_GROUP_IPV4_IN
      Priority : 1
      Direction : IN
      Type : IPv4
        Conditions:
            <none>
      Match type : Priority-based match

    RULE : 11111111-2222-3333-4444-555555555555
        Friendly name : allow-everything
        Priority : 1000
        Flags : 8195 terminating stateful
        Type : allow
        Conditions:
            <none>
        Flow TTL: 240
        FlagsEx : 0
`;
    const counters = JSON.stringify({
      Layers: [{ Name: 'ACL_ENDPOINT_LAYER', Groups: [{ Name: 'ACL_ENDPOINT_GROUP_IPV4_IN', Rules: [{ Id: '11111111-2222-3333-4444-555555555555', InformationArray: [{ RuleCounters: { MatchedPackets: 0, DroppedPackets: 0, PendingPackets: 0, DroppedFlows: 0 } }] }] }] }],
    });
    const r = replay(real('get-hnsendpoint-list-calico-vxlan-rke2.txt'), text('rules.txt', dump), text('counters.json', counters));
    const sim = simulate(r.scenario);
    const res = runProbe(sim, probe('node/node-10-156-233-218', 'pod/ep-10-42-213-221:80'));
    if (!res.ok) throw new Error(res.message);
    const ev = ruleEvidence(sim.world, res.value.trace);
    expect(ev).toEqual([expect.objectContaining({ layer: 'ACL_ENDPOINT_LAYER', rule: 'allow-everything', contradicts: true })]);
  });
});

describe('dumps of one port, in any order', () => {
  it('a rule keeps its conditions from the listing and its counters from the counter dump, whichever file comes first', () => {
    const listing = readFileSync(new URL('../../../fixtures/real/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt', import.meta.url), 'utf8');
    const counters = JSON.stringify({
      Layers: [{ Name: 'ACL_ENDPOINT_LAYER', Groups: [{ Name: 'ACL_ENDPOINT_GROUP_IPV4_IN', Rules: [{ Id: 'A2CFF68C-B5F4-4988-841F-0F6F77AF3D09', InformationArray: [{ RuleCounters: { MatchedPackets: 7, DroppedPackets: 0, PendingPackets: 0, DroppedFlows: 0 } }] }] }] }],
    });
    for (const order of [['counters.json', 'rules.txt'], ['rules.txt', 'counters.json']]) {
      const files = order.map((n) => (n === 'rules.txt' ? text(n, listing) : text(n, counters)));
      const r = replay(real('get-hnsendpoint-list-calico-vxlan-rke2.txt'), ...files);
      const port = (r.scenario.nodes[0]!.vfp as { ports: { layers: { groups: { rules: { id: string; conditions: object; counters?: { matchedPackets: number } }[] }[] }[] }[] }).ports[0]!;
      const rule = port.layers[0]!.groups[0]!.rules.find((x) => x.id === 'A2CFF68C-B5F4-4988-841F-0F6F77AF3D09')!;
      expect(rule.conditions).toHaveProperty('srcIp');
      expect(rule.counters?.matchedPackets).toBe(7);
    }
  });
});

describe('endpoints whose MAC no dump gives', () => {
  const ep = (id: string, ip: string, mac?: string) => ({ ID: id, Name: id, VirtualNetwork: 'na', VirtualNetworkName: 'net-a', IPAddress: ip, PrefixLength: 24, Namespace: { ID: `ns-${id}` }, ...(mac && { MacAddress: mac }) });
  const net = text('net.json', JSON.stringify([{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/24' }] }]));
  const eps = (...e: object[]) => text('eps.json', JSON.stringify(e));

  it('each gets a MAC of its own, said as assumed, so the vSwitch delivers to the right port', () => {
    const r = replay(net, eps(ep('e1', '10.244.1.5'), ep('e2', '10.244.1.6'), ep('e3', '10.244.1.7')));
    const macs = (r.scenario.nodes[0]!.hns as HnsState).endpoints.map((e) => e.macAddress);
    expect(new Set(macs).size).toBe(3);
    expect(macs.every((m) => m.startsWith('00-15-5D-'))).toBe(true);
    expect(r.report.assumedMsgs.filter((m) => m.id === 'replay.report.endpointNoMac')).toHaveLength(3);
    const got = runProbe(simulate(r.scenario), probe('pod/ep-10-244-1-5', 'pod/ep-10-244-1-6:80'));
    if (!got.ok) throw new Error(got.message);
    expect(got.value.trace.request.verdict.at).toMatchObject({ compartment: 'pod/default/ep-10-244-1-6' });
  });

  it('a MAC printed by one dump is kept when another dump of the endpoint lacks it', () => {
    const r = replay(net, eps(ep('e1', '10.244.1.5', '00-15-5D-00-00-05')), text('again.json', JSON.stringify([ep('e1', '10.244.1.5')])));
    expect((r.scenario.nodes[0]!.hns as HnsState).endpoints[0]!.macAddress).toBe('00-15-5D-00-00-05');
    expect(r.report.assumedMsgs.map((m) => m.id)).not.toContain('replay.report.endpointNoMac');
  });
});
