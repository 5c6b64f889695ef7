// simulate() / runProbe() / checkExpect(): a scenario made ready to walk, probes checked against
// their `expect` (with the VFP Lab `reply` extension), and end-to-end walks of the translation's
// headline facts (hns-cni-kubeproxy.md §5 and §6, design.md §3).
import { describe, expect, it } from 'vitest';
import { formatIp } from '../core/net/ip';
import type { Packet } from '../core/packet/packet';
import type { LegResult, Trace } from '../core/trace/trace';
import { canonicalRef, checkExpect, runProbe, simulate } from './simulation';
import { bridgeCluster, external, lab, NET, overlayCluster, parse, pod, probe, probeSpec, service } from './testing/scenario';

const PACKET: Packet = { src: 1, dst: 2, protocol: 'tcp', srcPort: 1, dstPort: 2, srcMac: '00-00-00-00-00-00', dstMac: '00-00-00-00-00-00', ttl: 64, size: 64, df: false };
const delivered = (endpoint: string): LegResult => ({ verdict: { outcome: 'delivered', reason: null, message: 'ok' }, delivered: { node: 'n', endpoint, packet: PACKET } });
const dropped = (reason: LegResult['verdict']['reason']): LegResult => ({ verdict: { outcome: 'dropped', reason, message: 'no' } });
const trace = (request: LegResult, reply?: LegResult): Trace => ({ packet: PACKET, events: [], request, reply: reply && { ...reply, packet: PACKET }, assumptions: [] });
const expecting = (expect: object) => probeSpec('node/a', '10.0.0.1:80', { expect: expect as never });

describe('checkExpect', () => {
  it('no expect: nothing to report', () => {
    expect(checkExpect(probeSpec('node/a', '10.0.0.1:80'), trace(dropped('NO_ROUTE')))).toEqual([]);
  });

  it('a matching outcome, reason and endpoint: nothing to report', () => {
    expect(checkExpect(expecting({ outcome: 'delivered', endpoint: 'pod/default/web' }), trace(delivered('pod/default/web')))).toEqual([]);
    expect(checkExpect(expecting({ outcome: 'dropped', reason: 'ACL_DENY' }), trace(dropped('ACL_DENY')))).toEqual([]);
  });

  it('a different outcome is reported with the reason the walk gave', () => {
    expect(checkExpect(expecting({ outcome: 'delivered' }), trace(dropped('ACL_DENY')))).toEqual(['outcome: expected delivered, got dropped (ACL_DENY)']);
  });

  it('a different reason is reported', () => {
    expect(checkExpect(expecting({ reason: 'NO_ROUTE' }), trace(dropped('ACL_DENY')))).toEqual(['reason: expected NO_ROUTE, got ACL_DENY']);
  });

  it('endpoint: a list means any of them; refs without a namespace mean default', () => {
    expect(checkExpect(expecting({ endpoint: ['pod/web-1', 'pod/web-2'] }), trace(delivered('pod/default/web-2')))).toEqual([]);
    expect(checkExpect(expecting({ endpoint: ['pod/web-1'] }), trace(delivered('pod/default/web-2')))).toEqual(['endpoint: expected pod/default/web-1, got pod/default/web-2']);
    expect(checkExpect(expecting({ endpoint: 'pod/web-1' }), trace(dropped('NO_ROUTE')))).toEqual(['endpoint: expected pod/default/web-1, got nothing delivered']);
  });

  it('reply extension: the reply\'s outcome and reason are checked', () => {
    const t = trace(delivered('pod/default/web'), dropped('NAT_NO_RETURN_PATH'));
    expect(checkExpect(expecting({ outcome: 'delivered', reply: { outcome: 'dropped', reason: 'NAT_NO_RETURN_PATH' } }), t)).toEqual([]);
    expect(checkExpect(expecting({ reply: { outcome: 'delivered' } }), t)).toEqual(['reply outcome: expected delivered, got dropped (NAT_NO_RETURN_PATH)']);
    expect(checkExpect(expecting({ reply: { reason: 'ICMP_NOT_TRANSLATED' } }), t)).toEqual(['reply reason: expected ICMP_NOT_TRANSLATED, got NAT_NO_RETURN_PATH']);
  });

  it('reply extension: expecting a reply when none was sent is reported', () => {
    expect(checkExpect(expecting({ reply: { outcome: 'delivered' } }), trace(dropped('ACL_DENY')))).toEqual(['reply: expected delivered, got no reply (the request was not answered)']);
  });

  it('every difference is reported, not only the first', () => {
    expect(checkExpect(expecting({ outcome: 'delivered', reason: 'NO_ROUTE', endpoint: 'pod/x' }), trace(dropped('ACL_DENY')))).toHaveLength(3);
  });
});

describe('canonicalRef', () => {
  it('pod/name and service/name:port gain the default namespace; full refs and other kinds are unchanged', () => {
    expect(canonicalRef('pod/web')).toBe('pod/default/web');
    expect(canonicalRef('service/web:80')).toBe('service/default/web:80');
    expect(canonicalRef('pod/prod/web')).toBe('pod/prod/web');
    expect(canonicalRef('node/win-1')).toBe('node/win-1');
    expect(canonicalRef('external/site')).toBe('external/site');
  });
});

describe('runProbe', () => {
  const sim = simulate(parse(bridgeCluster({ pods: [pod('a', 'win-1')] })));

  it('a probe whose ref does not resolve is an error value, not a throw', () => {
    const r = runProbe(sim, probeSpec('pod/a', 'pod/ghost:80'));
    expect(r.ok).toBe(false);
  });

  it('a probe of the scenario uses its index for the default source port', () => {
    const s = simulate(parse(bridgeCluster({ pods: [pod('a', 'win-1')], probes: [probe('one', 'pod/a', '10.127.130.12:80'), probe('two', 'pod/a', '10.127.130.12:80')] })));
    const r = runProbe(s, s.resolved.scenario.probes[1]!);
    expect(r.ok && r.value.run.packet.srcPort).toBe(49153);
  });
});

// End-to-end: the headline facts, walked.
const pods = [
  pod('client', 'win-1', { ip: '10.244.1.5', labels: { app: 'client' } }),
  pod('web-1', 'win-1', { ip: '10.244.1.10', labels: { app: 'web' }, listen: ['tcp/8080'] }),
  pod('web-2', 'win-2', { ip: '10.244.2.10', labels: { app: 'web' }, listen: ['tcp/8080'] }),
];
const externals = [external('site', '93.184.216.34', ['tcp/443']), external('nas', '10.127.130.50', ['tcp/445'])];

describe('walks: no NAT inside the cluster, NAT to the outside (§5 step 4, §6)', () => {
  const l = lab(bridgeCluster({ pods, externals, services: [service('web', 'web', { clusterIP: '10.96.0.50', type: 'NodePort', ports: [{ port: 80, targetPort: 8080, nodePort: 30080 }] }), service('empty', 'nobody', { clusterIP: '10.96.0.60' })] }));

  it('pod → pod on another node: delivered with the client pod\'s IP as source (cluster CIDR is an exception)', () => {
    const t = l.run('pod/client', 'pod/web-2:8080');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(formatIp(t.request.delivered!.packet.src)).toBe('10.244.1.5');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it('pod → internet leaves with the node IP as source (OutBoundNAT), and the reply comes back', () => {
    const t = l.run('pod/client', 'external/site:443');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(formatIp(t.request.delivered!.packet.src)).toBe(NET.n1.ip);
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it('pod → a host of the node subnet is not SNATed (the node subnet is an exception)', () => {
    const t = l.run('pod/client', 'external/nas:445');
    expect(t.request.delivered && formatIp(t.request.delivered.packet.src)).toBe('10.244.1.5');
  });

  it('…and on an L2 node network that host cannot answer: the reply to the untranslated pod source is lost as NAT_NO_RETURN_PATH (§6 "too broad", reasons.ts)', () => {
    const t = l.run('pod/client', 'external/nas:445');
    expect(t.reply?.verdict).toMatchObject({ outcome: 'dropped', reason: 'NAT_NO_RETURN_PATH' });
  });

  it('on a vpc underlay the VPC routes the pod ranges, so the same host can answer', () => {
    const v = lab(bridgeCluster({ pods, externals, cluster: { underlay: { kind: 'vpc' } } }));
    expect(v.run('pod/client', 'external/nas:445').reply?.verdict.outcome).toBe('delivered');
  });

  it('pod → ClusterIP: delivered to one of the Service\'s backends on its targetPort', () => {
    const t = l.run('pod/client', 'service/web:80');
    expect(['pod/default/web-1', 'pod/default/web-2']).toContain(t.request.delivered?.endpoint);
    expect(t.request.delivered!.packet.dstPort).toBe(8080);
  });

  it('a Service without endpoints has no load balancer, so its VIP is not translated: NO_BACKEND', () => {
    expect(l.run('pod/client', 'service/empty:80').request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_BACKEND' });
  });

  it('NodePort from an outside client is delivered to a backend', () => {
    const t = l.run('external/nas', 'node/win-1:30080');
    expect(['pod/default/web-1', 'pod/default/web-2']).toContain(t.request.delivered?.endpoint);
  });

  it('NodePort from the node itself is refused: UNSUPPORTED (documented limitation, §3.6)', () => {
    expect(l.run('node/win-1', 'node/win-1:30080').request.verdict).toMatchObject({ outcome: 'dropped', reason: 'UNSUPPORTED' });
  });

  it('ping to the internet: the echo leaves, the reply is not translated back (ICMP_NOT_TRANSLATED, §3.6)', () => {
    const t = l.run('pod/client', 'external/site', { protocol: 'icmp' });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.reply?.verdict.reason).toBe('ICMP_NOT_TRANSLATED');
  });

  it('a closed port drops silently by default (stealth mode, Q1)', () => {
    expect(l.run('pod/client', 'pod/web-2:9999').request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_LISTENER' });
  });

  it('cluster.closedPort reset: a closed port is rejected (RST) and the RST comes back', () => {
    const r = lab(bridgeCluster({ pods, cluster: { closedPort: 'reset' } })).run('pod/client', 'pod/web-2:9999');
    expect(r.request.verdict).toMatchObject({ outcome: 'rejected', reason: 'NO_LISTENER' });
    expect(r.reply?.verdict.outcome).toBe('delivered');
  });
});

describe('walks: DSR and loopback DSR (§5 DSR variant, Q2 item 7)', () => {
  const dsr = (loopbackDSR: boolean) => lab(bridgeCluster({ pods: [pods[1]!], services: [service('web', 'web', { clusterIP: '10.96.0.50' })], cluster: { kubeProxy: { dsr: true }, loopbackDSR } }));

  it('with DSR, the LB is at the client pod\'s own port: the trace passes LB_DSR', () => {
    const t = lab(bridgeCluster({ pods, services: [service('web', 'web', { clusterIP: '10.96.0.50' })], cluster: { kubeProxy: { dsr: true } } })).run('pod/client', 'service/web:80');
    expect(t.events.some((e) => e.layer?.layer === 'LB_DSR' && e.lb)).toBe(true);
    expect(formatIp(t.request.delivered!.packet.src)).toBe('10.244.1.5');
  });

  it('a pod reaching itself through its own Service with DSR is dropped without loopbackDSR (HAIRPIN_DROP)', () => {
    expect(dsr(false).run('pod/web-1', 'service/web:80').request.verdict.reason).toBe('HAIRPIN_DROP');
  });

  it('with loopbackDSR the same packet reaches the pod', () => {
    expect(dsr(true).run('pod/web-1', 'service/web:80').request.verdict.outcome).toBe('delivered');
  });
});

describe('walks: overlay (§5 overlay variant, Q5)', () => {
  const l = lab(overlayCluster({ pods, services: [service('web', 'web', { clusterIP: '10.96.0.50' })] }));

  it('pod → pod on another node travels inside VXLAN (VNI 4096, UDP 4789) to the remote node\'s IP, and arrives with the pod IP', () => {
    const t = l.run('pod/client', 'pod/web-2:8080');
    const encap = t.events.flatMap((e) => e.transpositions ?? []).find((x) => x.kind === 'encap')!;
    expect(encap.after.outer).toMatchObject({ dst: t.request.delivered && l.resolved.nodes[1]!.ip, vni: 4096, dstPort: 4789 });
    expect(formatIp(t.request.delivered!.packet.src)).toBe('10.244.1.5');
  });

  it('a node reaches a pod on another node through VXLAN (REMOTESUBNETROUTE on the host port)', () => {
    const t = l.run('node/win-2', 'pod/web-1:8080');
    expect(t.request.delivered?.endpoint).toBe('pod/default/web-1');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it('a pod reaches another node\'s IP, and that node\'s reply comes back through VXLAN (host port REMOTESUBNETROUTE, Q5; Calico #8569)', () => {
    const t = l.run('pod/client', 'node/win-2:10250');
    expect(t.request.delivered?.endpoint).toBe('node/win-2');
    expect(t.reply?.verdict).toMatchObject({ outcome: 'delivered' });
  });

  it('a pod on overlay reaches a Service', () => {
    expect(l.run('pod/client', 'service/web:80').request.verdict.outcome).toBe('delivered');
  });
});
