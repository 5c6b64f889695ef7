// Walks of the facts the truth pass corrected against public sources (issue 11): for each, the
// verdict, the path (the rules the packet met) and the addresses the backend sees.
import { describe, expect, it } from 'vitest';
import { formatIp } from '../core/net/ip';
import type { Trace } from '../core/trace/trace';
import { runProbe } from './simulation';
import { bridgeCluster, external, lab, NET, netpol, overlayCluster, pod, probeSpec, service } from './testing/scenario';

/** The addresses the receiver saw: "src:port → dst:port". */
const seen = (t: Trace) => {
  const p = t.request.delivered?.packet;
  return p ? `${formatIp(p.src)}:${p.srcPort} → ${formatIp(p.dst)}:${p.dstPort}` : undefined;
};
/** The rules the request matched, by friendly name, in order. */
const rules = (t: Trace, leg: 'request' | 'reply' = 'request') => t.events.filter((e) => e.leg === leg && e.layer?.ruleName).map((e) => e.layer!.ruleName!);

const pods = [pod('client', 'win-1', { ip: '10.244.1.10' }), pod('web', 'win-2', { ip: '10.244.2.20', labels: { app: 'web' }, listen: ['tcp/8080'] })];
const web = service('web', 'web', { clusterIP: '10.96.0.50' });

describe('1. the source a non-DSR backend sees is the node IP (kubernetes/kubernetes#83072)', () => {
  it('by default the load balancer on the host port rewrites the source to the client node IP; the reply is un-NATed back to the VIP', () => {
    const t = lab(bridgeCluster({ pods, services: [web] })).run('pod/client', 'service/web:80', { srcPort: 50000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.request.delivered?.endpoint).toBe('pod/default/web');
    expect(rules(t)).toContain('NAT_10.96.0.50_80_80_6'); // one backend: NAT_…, networkhealth.ps1's name
    expect(seen(t)).toMatch(new RegExp(`^${NET.n1.ip.replace(/\./g, '\\.')}:\\d+ → 10\\.244\\.2\\.20:8080$`));
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(formatIp(t.reply!.delivered!.packet.src)).toBe('10.96.0.50');
    expect(formatIp(t.reply!.delivered!.packet.dst)).toBe('10.244.1.10');
    expect(t.assumptions).toContain('non-dsr-source');
  });

  // design.md §3: the reverse flow lives on the port that translated the request.
  it('the reply to the node IP is un-NATed at the host port that translated the request, then hairpins to the client port, which does not translate again', () => {
    const local = pod('web', 'win-1', { ip: '10.244.1.20', labels: { app: 'web' }, listen: ['tcp/8080'] });
    for (const ps of [pods, [pods[0]!, local]]) {
      const t = lab(bridgeCluster({ pods: ps, services: [web] })).run('pod/client', 'service/web:80', { srcPort: 50000 });
      const reply = t.events.filter((e) => e.leg === 'reply');
      const unNat = reply.filter((e) => e.transpositions?.some((x) => x.kind === 'un-dnat' || x.kind === 'un-snat'));
      expect(unNat).toHaveLength(1);
      const at = unNat[0]!;
      expect(at.at).toMatchObject({ node: 'win-1', place: 'port', portKind: 'host', owner: 'node/win-1', direction: 'in' });
      const tr = at.transpositions!;
      const backend = ps[1]!.ip!;
      // The frame turned round too: to the client's MAC, which the vSwitch delivers to its port.
      expect(tr.map((x) => x.kind)).toEqual(['un-dnat', 'un-snat', 'mac-rewrite']);
      const sent = t.events.find((e) => e.leg === 'request' && e.at.owner === 'pod/default/client' && e.at.place === 'port')!.packet;
      expect([tr[2]!.after.srcMac, tr[2]!.after.dstMac]).toEqual([sent.dstMac, sent.srcMac]);
      expect(`${formatIp(tr[0]!.before.src)}:${tr[0]!.before.srcPort} → ${formatIp(tr[0]!.before.dst)}`).toBe(`${backend}:8080 → ${NET.n1.ip}`);
      expect(`${formatIp(tr[1]!.after.src)}:${tr[1]!.after.srcPort} → ${formatIp(tr[1]!.after.dst)}:${tr[1]!.after.dstPort}`).toBe('10.96.0.50:80 → 10.244.1.10:50000');
      // Then back into the vSwitch to the client's port, whose reverse flow only passes it.
      const i = reply.indexOf(at);
      expect(reply.slice(i).find((e) => e.kind === 'hairpin')?.at.portKind).toBe('host');
      const client = reply.filter((e) => e.at.owner === 'pod/default/client' && e.at.place === 'port');
      expect(client.length).toBeGreaterThan(0);
      expect(client.every((e) => reply.indexOf(e) > i && !e.transpositions?.length)).toBe(true);
      expect(t.reply?.delivered?.endpoint).toBe('pod/default/client');
    }
  });

  it('a repeated packet of the connection (fast path) has its reply un-NATed at the host port too', () => {
    const l = lab(bridgeCluster({ pods, services: [web] }));
    const spec = probeSpec('pod/client', 'service/web:80', { srcPort: 50000 });
    const first = runProbe(l.sim, spec);
    if (!first.ok) throw new Error(first.message);
    const again = runProbe(l.sim, spec, { runtime: first.value.runtime, now: 1 });
    if (!again.ok) throw new Error(again.message);
    const t = again.value.trace;
    expect(t.events.some((e) => e.leg === 'request' && e.kind === 'flow-hit' && e.at.portKind === 'host')).toBe(true);
    const unNat = t.events.filter((e) => e.leg === 'reply' && e.transpositions?.some((x) => x.kind === 'un-dnat'));
    expect(unNat.map((e) => e.at.portKind)).toEqual(['host']);
    expect(t.reply?.delivered?.endpoint).toBe('pod/default/client');
    // The client's port holds no un-NAT of its own for this connection, after either packet.
    const client = l.port('win-1', 'pod/default/client').id;
    const entries = [...again.value.runtime.flows.values()].flatMap((m) => [...m.values()]).filter((f) => f.portId === client && f.reverse);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.flatMap((f) => f.edits).filter((e) => e.op === 'set-src' || e.op === 'set-dst')).toEqual([]);
  });

  it('without the node-IP source (DSR, sourceNat: none) the reply never passes the host port: the client port un-NATs it', () => {
    for (const kubeProxy of [{ sourceNat: 'none' as const }, { dsr: true }]) {
      const t = lab(bridgeCluster({ pods, services: [web], cluster: { kubeProxy } })).run('pod/client', 'service/web:80', { srcPort: 50000 });
      const unNat = t.events.filter((e) => e.leg === 'reply' && e.transpositions?.some((x) => x.kind === 'un-dnat'));
      expect(unNat.map((e) => e.at.owner)).toEqual(['pod/default/client']);
      expect(t.reply?.delivered?.endpoint).toBe('pod/default/client');
    }
  });

  it('sourceNat: none (a labelled option) and DSR keep the client pod IP', () => {
    for (const kubeProxy of [{ sourceNat: 'none' as const }, { dsr: true }]) {
      const t = lab(bridgeCluster({ pods, services: [web], cluster: { kubeProxy } })).run('pod/client', 'service/web:80', { srcPort: 50000 });
      expect(t.request.verdict.outcome).toBe('delivered');
      expect(seen(t)).toBe('10.244.1.10:50000 → 10.244.2.20:8080');
    }
  });

  it('a NetworkPolicy that allows only the client pod drops non-DSR Service traffic, and says why; DSR delivers it', () => {
    const only = netpol('web-from-client', { podSelector: { matchLabels: { app: 'web' } }, policyTypes: ['Ingress'], ingress: [{ from: [{ ipBlock: { cidr: '10.244.1.10/32' } }] }] });
    const t = lab(bridgeCluster({ pods, services: [web], networkPolicies: [only] })).run('pod/client', 'service/web:80');
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { node: 'win-2', owner: 'pod/default/web', layer: 'ACL_ENDPOINT_LAYER' } });
    expect(t.request.verdict.hint).toContain(`rewrote the source 10.244.1.10 → ${NET.n1.ip}`);
    expect(t.request.verdict.hint).toContain('DSR');
    const direct = lab(bridgeCluster({ pods, services: [web], networkPolicies: [only] })).run('pod/client', 'pod/web:8080');
    expect(direct.request.verdict.outcome).toBe('delivered');
    const dsr = lab(bridgeCluster({ pods, services: [web], networkPolicies: [only], cluster: { kubeProxy: { dsr: true } } })).run('pod/client', 'service/web:80', { srcPort: 50000 });
    expect(dsr.request.verdict.outcome).toBe('delivered');
    expect(seen(dsr)).toBe('10.244.1.10:50000 → 10.244.2.20:8080');
  });
});

describe('4. a flow matches only its own Service\'s rules', () => {
  const shop = pod('shop', 'win-2', { ip: '10.244.2.30', labels: { app: 'shop' }, listen: ['tcp/8080'] });
  const client = pod('client', 'win-1', { ip: '10.244.1.10' });
  const a = service('shop-a', 'shop', { clusterIP: '10.96.0.60' });
  const b = service('shop-b', 'shop', { clusterIP: '10.96.0.61' });

  it('with DSR, two Services on the same backend and target port: the flow to B meets NAT_ of B only; the backend sees the client pod', () => {
    const t = lab(bridgeCluster({ pods: [client, shop], services: [a, b], cluster: { kubeProxy: { dsr: true } } })).run('pod/client', 'service/shop-b:80', { srcPort: 50000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    const names = rules(t);
    expect(names.some((n) => n.startsWith('LB_DSR_') && n.includes('10.96.0.61'))).toBe(true);
    expect(names.filter((n) => n.startsWith('NAT_')).every((n) => n.includes('10.96.0.61'))).toBe(true);
    expect(names.some((n) => n.includes('10.96.0.60'))).toBe(false);
    expect(seen(t)).toBe('10.244.1.10:50000 → 10.244.2.30:8080');
  });

  it('without DSR, a same-node backend: the reply meets HairPin_ of its own Service only', () => {
    const local = pod('client', 'win-2', { ip: '10.244.2.10' });
    const t = lab(bridgeCluster({ pods: [local, shop], services: [a, b] })).run('pod/client', 'service/shop-b:80', { srcPort: 50000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(rules(t, 'reply').filter((n) => n.startsWith('HairPin_'))).toEqual(['HairPin_10.96.0.61_80_80_6']);
    expect(seen(t)).toMatch(/^10\.127\.130\.12:\d+ → 10\.244\.2\.30:8080$/);
  });
});

describe('3. VXLAN never fragments (RFC 7348 §4.3)', () => {
  const a = pod('a', 'win-1', { ip: '10.244.1.10' });
  const b = pod('b', 'win-2', { ip: '10.244.2.20', listen: ['tcp/8080'] });

  it('an oversize inner packet on an overlay is dropped on the wire, DF or not, with the 1450 advice', () => {
    for (const df of [false, true]) {
      const t = lab(overlayCluster({ pods: [a, b] })).run('pod/a', 'pod/b:8080', { size: 1500, df });
      expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'MTU_EXCEEDED', at: { place: 'wire' } });
      expect(t.request.verdict.message).toContain('RFC 7348');
      expect(t.request.verdict.hint).toContain('1450');
      expect(t.request.delivered).toBeUndefined();
      expect(t.events.some((e) => e.transpositions?.some((x) => x.kind === 'encap'))).toBe(true);
    }
  });

  it('at 1450 it fits, and the backend sees the pod addresses', () => {
    const t = lab(overlayCluster({ pods: [a, b] })).run('pod/a', 'pod/b:8080', { size: 1450, srcPort: 50000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(seen(t)).toBe('10.244.1.10:50000 → 10.244.2.20:8080');
  });
});

describe('2. ipBlock.except narrows its own peer; the Windows policy agent is a setting', () => {
  const frontend = pod('frontend', 'win-1', { ip: '10.244.1.20', labels: { app: 'frontend' } });
  const db = pod('db', 'win-2', { ip: '10.244.2.40', labels: { app: 'db' }, listen: ['tcp/5432'] });
  const api = pod('api', 'win-2', { ip: '10.244.2.30', labels: { app: 'api' }, listen: ['tcp/8080'] });
  const wide = netpol('frontend-wide', { podSelector: { matchLabels: { app: 'frontend' } }, policyTypes: ['Egress'], egress: [{ to: [{ ipBlock: { cidr: '10.244.0.0/16', except: ['10.244.2.40/32'] } }] }] });
  const toDb = netpol('frontend-to-db', { podSelector: { matchLabels: { app: 'frontend' } }, policyTypes: ['Egress'], egress: [{ to: [{ podSelector: { matchLabels: { app: 'db' } } }], ports: [{ protocol: 'TCP', port: 5432 }] }] });
  const world = (windowsPolicyAgent?: 'generic' | 'calico', policies = [wide, toDb]) => lab(bridgeCluster({ pods: [frontend, db, api], networkPolicies: policies, cluster: windowsPolicyAgent ? { windowsPolicyAgent } : {} }));

  it('generic (default): the except keeps db out of the wide rule only; another policy that allows db is honoured', () => {
    const l = world();
    const t = l.run('pod/frontend', 'pod/db:5432', { srcPort: 50000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(rules(t)).toContain('frontend-to-db-egress-1');
    expect(seen(t)).toBe('10.244.1.20:50000 → 10.244.2.40:5432');
    expect(rules(t).some((n) => n.includes('except'))).toBe(false);
    expect(l.run('pod/frontend', 'pod/api:8080').request.verdict.outcome).toBe('delivered');
    // Without the second policy the except still keeps db out, by the default deny (no block rule).
    const alone = world('generic', [wide]).run('pod/frontend', 'pod/db:5432');
    expect(alone.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { owner: 'pod/default/frontend', layer: 'ACL_ENDPOINT_LAYER' } });
    expect(alone.request.verdict.rule?.id).toBe('(layer default)');
  });

  it('calico: a rule with except is skipped whole; the drop says so; other policies still apply', () => {
    const l = world('calico');
    expect(l.run('pod/frontend', 'pod/db:5432').request.verdict.outcome).toBe('delivered');
    const t = l.run('pod/frontend', 'pod/api:8080');
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { owner: 'pod/default/frontend', layer: 'ACL_ENDPOINT_LAYER' } });
    expect(t.request.verdict.message).toContain('Calico skipped frontend-wide egress rule 1');
    expect(t.request.verdict.message).toContain('negative matches (currently unsupported)');
  });

  it('calico: a rule with a named port is skipped whole, and the pod stays isolated', () => {
    const named = netpol('api-http', { podSelector: { matchLabels: { app: 'api' } }, policyTypes: ['Ingress'], ingress: [{ from: [{ podSelector: { matchLabels: { app: 'frontend' } } }], ports: [{ protocol: 'TCP', port: 'http' }] }] });
    const t = world('calico', [named]).run('pod/frontend', 'pod/api:8080');
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { owner: 'pod/default/api' } });
    expect(t.request.verdict.message).toContain('named port');
  });
});

describe('6. ICMP through outbound NAT: the echo leaves with the pod IP (assumption icmp-snat-one-way)', () => {
  it('the outside host sees the pod address; no outbound NAT rule matched; the reply cannot come back', () => {
    const t = lab(bridgeCluster({ pods, externals: [external('site', '93.184.216.34')] })).run('pod/client', 'external/site', { protocol: 'icmp' });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(formatIp(t.request.delivered!.packet.src)).toBe('10.244.1.10');
    expect(rules(t).some((n) => n.startsWith('SNAT_'))).toBe(false);
    expect(t.reply?.verdict.reason).toBe('ICMP_NOT_TRANSLATED');
    expect(t.assumptions).toContain('icmp-snat-one-way');
  });
});

describe("5. names after networkhealth.ps1, and the model's own names labelled", () => {
  it('a non-DSR Service with two backends: LB_<VIP>_<ext>_<ext>_<proto>; the invented names are labelled in the trace', () => {
    const two = [...pods, pod('web-2', 'win-2', { ip: '10.244.2.21', labels: { app: 'web' }, listen: ['tcp/8080'] })];
    const t = lab(bridgeCluster({ pods: two, services: [web] })).run('pod/client', 'service/web:80', { srcPort: 50000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    const lb = t.events.find((e) => e.layer?.ruleName === 'LB_10.96.0.50_80_80_6')!;
    expect(lb.layer!.modelOwn).toEqual({ ruleName: 'pattern', rulePriority: true, layerPriority: true });
    const needEncap = t.events.find((e) => e.layer?.ruleName?.startsWith('ROUTE_NEEDENCAP_'))!;
    expect(needEncap.layer!.modelOwn?.ruleName).toBe('invented');
    expect(needEncap.text).toContain("(the model's own name)");
    expect(seen(t)).toMatch(/^10\.127\.130\.11:\d+ → 10\.244\.2\.2[01]:8080$/);
  });

  it('a NodePort with one backend: NAT_<management IP>_<ext>_<ext>_<proto> on the host port', () => {
    const np = service('web', 'web', { type: 'NodePort', ports: [{ port: 80, targetPort: 8080, nodePort: 30080 }] });
    const t = lab(bridgeCluster({ pods, services: [np] })).run('pod/client', `node/win-2:30080`);
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(rules(t)).toContain(`NAT_${NET.n2.ip}_30080_30080_6`);
  });
});

describe('7. Flannel VXLAN: a Windows node reaches only its local pods', () => {
  const a = pod('a', 'win-1', { ip: '10.244.1.10', listen: ['tcp/80'] });
  const b = pod('b', 'win-2', { ip: '10.244.2.20', listen: ['tcp/80'] });
  const world = (cni: 'flannel-vxlan' | 'win-overlay') => lab(overlayCluster({ pods: [a, b], cluster: { cni } }));

  it('node → pod on another node is not delivered (UNSUPPORTED, in the node\'s host compartment)', () => {
    const t = world('flannel-vxlan').run('node/win-1', 'pod/b:80');
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'UNSUPPORTED', at: { node: 'win-1', place: 'compartment' } });
    expect(t.request.verdict.message).toContain('Flannel VXLAN');
    expect(t.events.some((e) => e.at.place === 'wire')).toBe(false);
  });

  it('node → its own pod, and pod → remote pod, still work; the remote pod sees the pod address', () => {
    const l = world('flannel-vxlan');
    expect(l.run('node/win-1', 'pod/a:80').request.verdict.outcome).toBe('delivered');
    const t = l.run('pod/a', 'pod/b:80', { srcPort: 50000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.events.some((e) => e.packet.outer?.kind === 'vxlan')).toBe(true);
    expect(seen(t)).toBe('10.244.1.10:50000 → 10.244.2.20:80');
  });

  it('win-overlay (not Flannel) is not affected', () => {
    expect(world('win-overlay').run('node/win-1', 'pod/b:80').request.verdict.outcome).toBe('delivered');
  });
});

describe('8. externalTrafficPolicy: Local is DSR whatever --enable-dsr says (kube-proxy winkernel)', () => {
  const shop = pod('shop', 'win-2', { ip: '10.244.2.30', labels: { app: 'shop' }, listen: ['tcp/8080'] });
  const np = (etp: 'Local' | 'Cluster') => service('shop', 'shop', { type: 'NodePort', externalTrafficPolicy: etp, ports: [{ port: 80, targetPort: 8080, nodePort: 30080 }] });
  const outside = external('customer', '198.51.100.23');

  it('dsr: false, ETP Local: the backend sees the client IP, and the trace says why (labelled)', () => {
    const t = lab(bridgeCluster({ pods: [shop], services: [np('Local')], externals: [outside] })).run('external/customer', 'node/win-2:30080', { srcPort: 51000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(rules(t)).toContain(`NAT_${NET.n2.ip}_30080_30080_6`);
    expect(seen(t)).toBe('198.51.100.23:51000 → 10.244.2.30:8080');
    expect(t.assumptions).toContain('local-traffic-dsr');
  });

  it('ETP Cluster through another node: the source becomes that node IP, and no Local label', () => {
    const t = lab(bridgeCluster({ pods: [shop], services: [np('Cluster')], externals: [outside] })).run('external/customer', 'node/win-1:30080', { srcPort: 51000 });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(seen(t)).toMatch(/^10\.127\.130\.11:\d+ → 10\.244\.2\.30:8080$/);
    expect(t.assumptions).not.toContain('local-traffic-dsr');
  });
});

describe('9. cluster.windowsVersion: session affinity needs Windows Server 2022', () => {
  const client = pod('client', 'win-1', { ip: '10.244.1.10' });
  const carts = [1, 2, 3].map((i) => pod(`cart-${i}`, 'win-2', { ip: `10.244.2.${20 + i}`, labels: { app: 'cart' }, listen: ['tcp/8080'] }));
  const sticky = service('cart', 'cart', { clusterIP: '10.96.0.70', sessionAffinity: 'ClientIP' });
  const backendOf = (windowsVersion: 2019 | 2022 | '2019', srcPort: number) => {
    const l = lab(bridgeCluster({ pods: [client, ...carts], services: [sticky], cluster: { windowsVersion } }));
    const t = l.run('pod/client', 'service/cart:80', { srcPort });
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(seen(t)).toMatch(/^10\.127\.130\.11:\d+ → 10\.244\.2\.2[123]:8080$/);
    return { t, l, endpoint: t.request.delivered!.endpoint };
  };

  it('2022 (default): ClientIP affinity hashes the source IP only, so every source port lands on one backend', () => {
    const ends = new Set([50001, 50002, 50003, 50004, 50005].map((p) => backendOf(2022, p).endpoint));
    expect(ends.size).toBe(1);
    expect(backendOf(2022, 50001).t.events.find((e) => e.lb)!.lb!.distribution).toBe('sourceIp');
  });

  it('2019 (a number or a string): kube-proxy says affinity is not supported; each flow is hashed on its own (labelled)', () => {
    const { t, l } = backendOf('2019', 50001);
    expect(t.events.find((e) => e.lb)!.lb!.distribution).toBe('none');
    expect(t.assumptions).toContain('session-affinity-ignored');
    expect(l.sim.notes.some((n) => n.message.includes('Session Affinity is not supported on this version of Windows'))).toBe(true);
    const ends = new Set([50001, 50002, 50003, 50004, 50005, 50006].map((p) => backendOf(2019, p).endpoint));
    expect(ends.size).toBeGreaterThan(1);
  });
});
