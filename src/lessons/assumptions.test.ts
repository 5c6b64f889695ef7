// Every assumption's text is held to a trace that shows it (issue 11, item 6): for each id, a built-in
// probe whose trace lists the assumption, and a check that the trace does what the text says. A new
// assumption without a case here fails the first test.
import './testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS, type AssumptionId } from '../core/assumptions';
import { formatIp } from '../core/net/ip';
import type { Trace, TraceEvent } from '../core/trace/trace';
import { runProbe, simulate } from '../cluster/simulation';
import { BUILTINS } from '.';

const traces = new Map<string, Trace>();
function trace(id: string, probe: string, cluster: Record<string, unknown> = {}): Trace {
  const key = `${id}/${probe}/${JSON.stringify(cluster)}`;
  const hit = traces.get(key);
  if (hit) return hit;
  const loaded = structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);
  const s = { ...loaded, cluster: { ...loaded.cluster, ...cluster } } as typeof loaded;
  const r = runProbe(simulate(s), s.probes.find((p) => p.name === probe)!);
  if (!r.ok) throw new Error(r.message);
  traces.set(key, r.value.trace);
  return r.value.trace;
}

const leg = (t: Trace, l: 'request' | 'reply') => t.events.filter((e) => e.leg === l);
const ruleMatched = (es: TraceEvent[], name: RegExp, where: Partial<TraceEvent['at']> = {}) =>
  es.some((e) => name.test(e.layer?.ruleName ?? '') && Object.entries(where).every(([k, v]) => (e.at as unknown as Record<string, unknown>)[k] === v));
const src = (t: Trace) => formatIp(t.request.delivered!.packet.src);

/** Per assumption: the probe that shows it, words of its text, and what the trace must show. */
const CASES: Record<AssumptionId, { probe: [string, string] | [string, string, Record<string, unknown>]; says: string[]; shows: (t: Trace) => boolean }> = {
  'layer-order': {
    probe: ['talk-l2bridge', 'pod-to-service'],
    says: ['ascending priority for OUT', 'reverse for IN'],
    shows: (t) => {
      const out = leg(t, 'request').filter((e) => e.at.owner === 'pod/default/client' && e.at.direction === 'out' && e.layer).map((e) => e.layer!.priority);
      return out.length > 1 && out.every((p, i) => i === 0 || p >= out[i - 1]!);
    },
  },
  'node-reaches-clusterip': {
    probe: ['nodeport', 'node-to-clusterip'],
    says: ['known limitation', 'networkhealth.ps1', 'LB_HOST_'],
    shows: (t) => t.events[0]?.at.owner === 'node/win-node-1' && ruleMatched(leg(t, 'request'), /^(LB|NAT)_/, { layer: 'SLB_LB_LAYER', owner: 'node/win-node-1' }) && t.request.verdict.outcome === 'delivered',
  },
  'egress-acl-before-lb': {
    probe: ['network-policy', 'frontend-to-api-service'],
    says: ["sees the Service's VIP and port", 'leaves the order open'],
    shows: (t) => leg(t, 'request').some((e) => e.layer?.layer === 'ACL_ENDPOINT_LAYER' && e.at.direction === 'out' && !!e.layer.ruleName && formatIp(e.packet.dst) === formatIp(t.packet.dst)),
  },
  'named-port-acl-per-pod': {
    probe: ['network-policy', 'monitoring-scraper-to-metrics'],
    says: ['HNS ACLs take port numbers', "the number each pod gives that name", 'Calico for Windows skips rules with named ports'],
    shows: (t) => ruleMatched(leg(t, 'request'), /^metrics-from-monitoring-ingress-1$/, { owner: 'pod/default/metrics' }) && t.request.delivered?.packet.dstPort === 9100,
  },
  'dual-stack-ipv6': {
    probe: ['dual-stack', 'v6-to-service'],
    says: ['IPv6 groups beside the IPv4 ones', 'in both families', 'NeedEncap route like the IPv4 one', 'not source-NATed', "the node's IPv6 address"],
    shows: (t) =>
      ruleMatched(leg(t, 'request'), /^ROUTE_NEEDENCAP_fd00:10:96::\/112$/, { owner: 'pod/default/client' }) &&
      leg(t, 'request').some((e) => e.layer?.group === 'SLB_GROUP_LB_IPv6_OUT' && e.layer.layer === 'SLB_LB_LAYER') &&
      src(t) === 'fd00:10:127:130::b' &&
      t.reply?.verdict.outcome === 'delivered',
  },
  'hostport-nat-at-host-port': {
    probe: ['nodeport', 'outside-to-hostport'],
    says: ['PortMapping', 'ExternalPort = hostPort, InternalPort = containerPort', 'SLB_LB_LAYER beside the NodePort rules', 'the source kept', 'un-NATed there'],
    shows: (t) =>
      ruleMatched(leg(t, 'request'), /^NAT_10\.127\.130\.12_8088_8080_6$/, { layer: 'SLB_LB_LAYER', owner: 'node/win-node-2' }) &&
      src(t) === '198.51.100.23' &&
      t.request.delivered?.packet.dstPort === 8080 &&
      t.reply?.verdict.outcome === 'delivered' &&
      t.reply.delivered?.packet.srcPort === 8088,
  },
  'layer-default-allow': { probe: ['talk-l2bridge', 'pod-to-pod-same-node'], says: ['passes the packet on unchanged'], shows: (t) => t.events.some((e) => /no rule matched: passes unchanged/.test(e.text)) },
  'acl-default-deny-ingress': {
    probe: ['network-policy', 'batch-to-api-denied'],
    says: ['unmatched packets of that direction are blocked', 'assumed for ingress'],
    shows: (t) => t.request.verdict.reason === 'ACL_DENY' && t.request.verdict.at?.direction === 'in' && t.request.verdict.rule?.id === '(layer default)',
  },
  'lb-hash': {
    probe: ['talk-l2bridge', 'pod-to-service'],
    says: ['FNV-1a', 'modulo the ordered backend list'],
    shows: (t) => {
      const lb = t.events.find((e) => e.lb)!.lb!;
      return lb.chosen.index === parseInt(lb.hash, 16) % lb.backends.length;
    },
  },
  'reverse-flow-at-entry-port': {
    probe: ['talk-l2bridge', 'pod-to-service'],
    says: ['comes back to the host port that translated the request', 'un-NATs it there', 'without a second un-NAT', 'the port where the request entered VFP'],
    shows: (t) => {
      const r = leg(t, 'reply');
      const unNat = (e: TraceEvent) => !!e.transpositions?.some((x) => x.kind === 'un-dnat' || x.kind === 'un-snat');
      const atHost = r.findIndex((e) => e.at.owner === 'node/win-node-1' && e.at.portKind === 'host' && unNat(e));
      const atClient = r.findIndex((e) => e.at.owner === 'pod/default/client' && e.at.place === 'port');
      return atHost >= 0 && atClient > atHost && !r.some((e) => e.at.owner === 'pod/default/client' && unNat(e));
    },
  },
  'snat-binding-steering': { probe: ['talk-l2bridge', 'pod-to-internet'], says: ["steered to the pod's port by the NAT pool's mapping"], shows: (t) => leg(t, 'reply').some((e) => /handed out by a NAT pool/.test(e.text)) },
  'needencap-to-host': {
    probe: ['talk-l2bridge', 'pod-to-service'],
    says: ['host-internal encapsulation to the management (host vNIC) port', 'SLB_DECAP_LAYER_STATEFUL'],
    shows: (t) => t.events.some((e) => e.transpositions?.some((x) => x.kind === 'encap' && x.after.outer?.kind === 'host-encap')) && ruleMatched(t.events, /^DECAP_/, { layer: 'SLB_DECAP_LAYER_STATEFUL' }) && !leg(t, 'request').some((e) => e.at.place === 'wire'),
  },
  'non-dsr-lb-at-host-port': { probe: ['talk-l2bridge', 'pod-to-service'], says: ['host vNIC (management) port in SLB_LB_LAYER'], shows: (t) => ruleMatched(t.events, /^LB_/, { layer: 'SLB_LB_LAYER', owner: 'node/win-node-1' }) },
  'host-port-hairpin': { probe: ['talk-l2bridge', 'pod-to-service'], says: ['sent back into the vSwitch from that port'], shows: (t) => t.events.some((e) => e.kind === 'hairpin' && e.at.owner === 'node/win-node-1') },
  'l2bridge-ingress-mac-rewrite': {
    probe: ['talk-l2bridge', 'pod-to-pod-other-node'],
    says: ['VNET_MAC_REWRITE_LAYER on the external port'],
    shows: (t) => leg(t, 'request').some((e) => e.layer?.layer === 'VNET_MAC_REWRITE_LAYER' && e.layer.ruleName && e.at.portKind === 'external'),
  },
  'mac-rewrite-by-route': {
    probe: ['dsr', 'pod-to-service-remote-backend'],
    says: ["next hop the host's routing table gives"],
    shows: (t) => t.events.some((e) => e.lb && e.transpositions?.some((x) => x.kind === 'mac-rewrite' || x.after.dstMac !== x.before.dstMac)),
  },
  'non-dsr-source': { probe: ['talk-l2bridge', 'pod-to-service'], says: ['rewrites the source of a Service packet to the node IP', 'kubernetes/kubernetes#83072'], shows: (t) => src(t) === '10.127.130.11' },
  'dsr-at-client-port': {
    probe: ['dsr', 'pod-to-service-remote-backend'],
    says: ["LB_DSR rule on the client pod's own port", 'NAT_/ALLOW_NAT_'],
    shows: (t) => ruleMatched(leg(t, 'request'), /^LB_DSR_/, { owner: 'pod/default/client' }) && ruleMatched(leg(t, 'request'), /^NAT_/, { layer: 'SLB_NAT_LAYER' }) && src(t) === formatIp(t.packet.src),
  },
  'overlay-dr-mac': { probe: ['overlay-vxlan', 'pod-to-internet'], says: ['distributed router', 'handed to the host vNIC'], shows: (t) => leg(t, 'request').some((e) => /distributed router → host vNIC/.test(e.text)) },
  'closed-port-silent': { probe: ['talk-l2bridge', 'pod-to-stopped-server'], says: ['dropped silently'], shows: (t) => t.request.verdict.outcome === 'dropped' && t.request.verdict.reason === 'NO_LISTENER' && !t.reply },
  'icmp-snat-one-way': {
    probe: ['nat-exceptions', 'ping-internet'],
    says: ["leaves with the pod's own address", 'TCP and UDP only'],
    shows: (t) => t.request.delivered?.packet.src === t.packet.src && t.reply?.verdict.reason === 'ICMP_NOT_TRANSLATED',
  },
  'local-traffic-dsr': {
    probe: ['nodeport', 'outside-to-node-with-backend'],
    says: ['externalTrafficPolicy: Local a DSR load balancer', 'whatever --enable-dsr'],
    shows: (t) => t.request.verdict.outcome === 'delivered' && src(t) === '198.51.100.23' && ruleMatched(leg(t, 'request'), /_30080_/, { owner: 'node/win-node-2' }),
  },
  'session-affinity-ignored': {
    probe: ['session-affinity', 'sticky-2', { windowsVersion: 2019 }],
    says: ['needs Windows Server 2022', 'hashed on its own 5-tuple'],
    shows: (t) => t.events.some((e) => e.lb?.distribution === 'none' && e.lb.hashInput.split('|').length === 5),
  },
  'internet-edge': { probe: ['talk-l2bridge', 'pod-to-internet'], says: ['addresses of the node subnet', 'not pod addresses'], shows: (t) => t.request.verdict.outcome === 'delivered' && src(t) === '10.127.130.11' },
  'vpc-routing': { probe: ['gke-hybrid', 'windows-pod-to-windows-pod'], says: ["routes each node's alias IP range to that node"], shows: (t) => leg(t, 'request').some((e) => /alias IP range/.test(e.text)) && !t.events.some((e) => e.packet.outer?.kind === 'vxlan') },
  'linux-black-box': { probe: ['gke-hybrid', 'linux-pod-to-windows-service'], says: ['netns, veth, a bridge'], shows: (t) => t.events.some((e) => e.kind === 'linux') },
  'linux-service-translation': {
    probe: ['gke-hybrid', 'linux-pod-to-itself-through-service'],
    says: ['a pod that reaches itself through its Service (hairpin)', 'a pod that reaches itself gets the source 169.254.42.1'],
    shows: (t) => src(t) === '169.254.42.1' && t.reply?.verdict.outcome === 'delivered',
  },
};

describe('assumption texts agree with the walk', () => {
  it('every assumption has a case', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ASSUMPTIONS).sort());
  });

  it.each(Object.entries(CASES))('%s: its text says what its trace shows', (id, c) => {
    const t = trace(c.probe[0], c.probe[1], c.probe[2]);
    expect(t.assumptions).toContain(id);
    for (const words of c.says) expect(ASSUMPTIONS[id as AssumptionId].text).toContain(words);
    expect(c.shows(t)).toBe(true);
  });
});
