// The Linux node model (design.md §3, assumption linux-black-box): a netns per pod on a bridge, host
// routes, kube-proxy iptables or Cilium eBPF Service translation, masquerade outside the cluster.
import { describe, expect, it } from 'vitest';
import { formatIp, formatPrefix } from '../../core/net/ip';
import type { LinuxHost } from '../../core/world/world';
import { DUAL_STACK, external, lab, linuxNode, netpol, pod, scenario, service, winNode, type ClusterInput } from '../testing/scenario';

const build = (cluster: ClusterInput = {}) =>
  lab(
    scenario({
      cluster: { cni: 'win-bridge', ...cluster },
      nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24'), winNode('win-1', '10.127.130.11', '10.244.3.0/24')],
      pods: [
        pod('tux', 'lin-1', { ip: '10.244.1.10', labels: { app: 'tux' } }),
        pod('redis', 'lin-2', { ip: '10.244.2.10', labels: { app: 'redis' }, listen: ['tcp/6379'] }),
        pod('iis', 'win-1', { ip: '10.244.3.10', labels: { app: 'iis' }, listen: ['tcp/80'] }),
      ],
      services: [service('redis', 'redis', { clusterIP: '10.96.0.20', type: 'NodePort', sessionAffinity: 'ClientIP', ports: [{ port: 6379, targetPort: 6379, nodePort: 30379 }] })],
      externals: [external('site', '93.184.216.34', ['tcp/443'])],
    }),
  );
const host = (l: ReturnType<typeof build>, name: string) => l.sim.world.hosts.get(name) as LinuxHost;
const texts = (t: { events: { text: string }[] }) => t.events.map((e) => e.text).join('\n');

describe('Linux node', () => {
  it('on an l2 underlay the Service translation is kube-proxy iptables, and the trace says so', () => {
    const l = build();
    expect(host(l, 'lin-1').dataplane).toBe('iptables');
    const t = l.run('pod/tux', 'service/redis:6379');
    expect(t.request.delivered?.endpoint).toBe('pod/default/redis');
    expect(texts(t)).toMatch(/iptables KUBE-SERVICES/);
    expect(texts(t)).not.toMatch(/eBPF/);
  });

  it('on a vpc underlay (GKE Dataplane V2) the Service translation is Cilium eBPF, and the trace says so', () => {
    const l = build({ underlay: { kind: 'vpc' } });
    expect(host(l, 'lin-1').dataplane).toBe('ebpf');
    const t = l.run('pod/tux', 'service/redis:6379');
    expect(t.request.delivered?.endpoint).toBe('pod/default/redis');
    expect(texts(t)).toMatch(/eBPF \(Cilium\) service map/);
    expect(texts(t)).not.toMatch(/iptables/);
  });

  it('the masquerade exceptions are the outbound-NAT exceptions (the cluster\'s ranges)', () => {
    expect(host(build(), 'lin-1').masqueradeExceptions.map(formatPrefix)).toEqual(['10.244.0.0/16', '10.96.0.0/12', '10.127.130.0/24']);
    expect(host(build({ outboundNAT: { exceptions: ['10.244.0.0/16'] } }), 'lin-1').masqueradeExceptions.map(formatPrefix)).toEqual(['10.244.0.0/16']);
  });

  it('pod → outside the exceptions is masqueraded to the node IP (iptables MASQUERADE / eBPF masquerade)', () => {
    const t = build().run('pod/tux', 'external/site:443');
    expect(formatIp(t.request.delivered!.packet.src)).toBe('10.127.130.21');
    expect(texts(t)).toMatch(/POSTROUTING MASQUERADE/);
    const e = build({ underlay: { kind: 'vpc' } }).run('pod/tux', 'external/site:443');
    expect(texts(e)).toMatch(/eBPF masquerade/);
  });

  it('pod → pod inside the cluster CIDR keeps the pod IP (no masquerade)', () => {
    const t = build().run('pod/tux', 'pod/iis:80');
    expect(t.request.delivered?.endpoint).toBe('pod/default/iis');
    expect(formatIp(t.request.delivered!.packet.src)).toBe('10.244.1.10');
  });

  it('Linux pods use the node bridge (.1 of the pod CIDR) as default gateway', () => {
    const pc = host(build(), 'lin-1').compartments.find((c) => c.owner === 'pod/default/tux')!;
    expect(formatIp(pc.routes.find((r) => r.prefix.len === 0)!.nextHop!)).toBe('10.244.1.1');
  });

  it('on an l2 underlay the node routes every other node\'s pod CIDR via that node\'s IP; on vpc the VPC does', () => {
    const viaL2 = host(build(), 'lin-1').compartments[0]!.routes.filter((r) => r.nextHop !== undefined && r.prefix.len === 24);
    expect(viaL2.map((r) => [formatPrefix(r.prefix), formatIp(r.nextHop!)])).toEqual([
      ['10.244.2.0/24', '10.127.130.22'],
      ['10.244.3.0/24', '10.127.130.11'],
    ]);
    const viaVpc = host(build({ underlay: { kind: 'vpc' } }), 'lin-1').compartments[0]!.routes.filter((r) => r.nextHop !== undefined && r.prefix.len === 24);
    expect(viaVpc).toEqual([]);
  });

  it('Service rules: ClusterIP and NodePort (on the node IP), with ClientIP affinity as a source-IP distribution', () => {
    const rules = host(build(), 'lin-1').services;
    expect(rules.map((r) => [formatIp(r.vip), r.port, r.nodePort ?? false, r.distribution])).toEqual([
      ['10.96.0.20', 6379, false, 'sourceIp'],
      ['10.127.130.21', 30379, true, 'sourceIp'],
    ]);
  });

  it('a Linux node never gets HNS objects or VFP ports', () => {
    expect(build().sim.windows.has('lin-1')).toBe(false);
  });

  it('a Windows pod reaches a Service whose only backend is on a Linux node (the Windows node\'s kube-proxy makes a remote endpoint for it)', () => {
    const l = build();
    expect(l.remoteEndpoints('win-1').map((e) => e.ipAddress)).toEqual(['10.244.2.10']);
    expect(l.run('pod/iis', 'service/redis:6379').request.delivered?.endpoint).toBe('pod/default/redis');
  });

  it('a Linux node on a VXLAN overlay runs flannel VXLAN: a route per other node via its VTEP on flannel.4096, both ways inside VXLAN', () => {
    const l = lab(
      scenario({
        cluster: { cni: 'flannel-vxlan' },
        nodes: [winNode('win-1', '10.127.130.11', '10.244.1.0/24'), linuxNode('lin-1', '10.127.130.21', '10.244.2.0/24')],
        pods: [pod('tux', 'lin-1', { ip: '10.244.2.10', listen: ['tcp/80'] }), pod('iis', 'win-1', { ip: '10.244.1.10', listen: ['tcp/80'] })],
      }),
    );
    const root = host(l as unknown as ReturnType<typeof build>, 'lin-1').compartments[0]!;
    expect(root.routes.filter((r) => r.iface === 'flannel.4096').map((r) => [formatPrefix(r.prefix), formatIp(r.nextHop!)])).toEqual([['10.244.1.0/24', '10.244.1.0']]);
    expect(l.sim.notes.filter((n) => n.object === 'node/lin-1' && n.severity === 'warning')).toEqual([]);
    for (const [from, to, back] of [
      ['pod/tux', 'pod/iis:80', 'pod/default/tux'],
      ['pod/iis', 'pod/tux:80', 'pod/default/iis'],
    ] as const) {
      const t = l.run(from, to);
      expect(t.reply?.verdict, t.reply?.verdict.message).toMatchObject({ outcome: 'delivered', message: `reply received by ${back}` });
      // Linux → Windows and back: every packet between the nodes is VXLAN (VNI 4096, UDP 4789).
      const wire = t.events.filter((e) => e.kind === 'wire');
      expect(wire.length).toBe(2);
      expect(wire.every((e) => e.packet.outer?.kind === 'vxlan' && e.packet.outer.vni === 4096 && e.packet.outer.dstPort === 4789)).toBe(true);
      expect(texts(t)).toMatch(/flannel\.4096: VXLAN \(VNI 4096, UDP 4789\) → VTEP 10\.127\.130\.11 \(win-1\), out eth0/);
      expect(texts(t)).toMatch(/lin-1: eth0 receives VXLAN \(VNI 4096, UDP 4789\) from 10\.127\.130\.11; flannel\.4096 decapsulates it/);
    }
  });

  it("a Linux node on a VXLAN overlay with another VNI or port than Windows' 4096/4789 is warned about", () => {
    const l = lab(scenario({ cluster: { cni: 'flannel-vxlan', vxlan: { vni: 5000 } }, nodes: [winNode('w'), linuxNode('l')] }));
    expect(l.sim.notes.some((n) => n.object === 'node/l' && /needs VNI 4096 and UDP port 4789/.test(n.message))).toBe(true);
  });
});

describe('a named targetPort on Linux nodes (kube-proxy iptables: one DNAT per endpoint)', () => {
  const named = lab(
    scenario({
      cluster: { cni: 'win-bridge' },
      nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24')],
      pods: [
        pod('tux', 'lin-1', { ip: '10.244.1.10' }),
        pod('web-a', 'lin-2', { ip: '10.244.2.10', labels: { app: 'web' }, listen: ['tcp/8080'], ports: [{ name: 'http', containerPort: 8080 }] }),
        pod('web-b', 'lin-2', { ip: '10.244.2.11', labels: { app: 'web' }, listen: ['tcp/9090'], ports: [{ name: 'http', containerPort: 9090 }] }),
        pod('web-c', 'lin-2', { ip: '10.244.2.12', labels: { app: 'web' }, listen: ['tcp/8080'], ports: [{ name: 'metrics', containerPort: 8080 }] }),
      ],
      services: [service('web', 'web', { clusterIP: '10.96.0.30', ports: [{ port: 80, targetPort: 'http' }] })],
    }),
  );

  it('each endpoint gets its own number for the name; a pod without the name is no backend', () => {
    const rule = host(named, 'lin-1').services.find((s) => formatIp(s.vip) === '10.96.0.30')!;
    expect(rule.backends.map((b) => `${formatIp(b.ip)}:${b.port}`)).toEqual(['10.244.2.10:8080', '10.244.2.11:9090']);
  });
});

describe('Linux node, dual-stack (issue 31)', () => {
  const dual = (networkPolicies: ReturnType<typeof netpol>[] = []) =>
    lab(
      scenario({
        cluster: { ...DUAL_STACK, cni: 'win-bridge', nodeSubnet: '10.127.130.0/24,fd00:10:127:130::/64' },
        nodes: [winNode('win-1', '10.127.130.11', '10.244.1.0/24'), linuxNode('lin-1', '10.127.130.21', '10.244.2.0/24')],
        pods: [pod('client', 'win-1', { ip: '10.244.1.10', labels: { app: 'client' } }), pod('other', 'win-1', { ip: '10.244.1.11' }), pod('api', 'lin-1', { ip: '10.244.2.10', labels: { app: 'api' }, listen: ['tcp/8080'] })],
        services: [service('api', 'api', { ipFamilyPolicy: 'PreferDualStack', ports: [{ port: 80, targetPort: 8080 }] })],
        networkPolicies,
      }),
    );

  it('the node, its bridge and its pods carry their IPv6 addresses, routed like the IPv4 ones', () => {
    const h = host(dual(), 'lin-1');
    expect(h.ipv6).toBe('fd00:10:127:130::15');
    const api = h.compartments.find((c) => c.owner === 'pod/default/api')!;
    expect(api.interfaces[0]!.ipv6).toEqual({ ip: 'fd00:10:244:2::a', prefixLen: 64 });
    expect(api.routes.map((r) => `${formatPrefix(r.prefix)} via ${r.nextHop === undefined ? '-' : formatIp(r.nextHop)}`)).toContain('::/0 via fd00:10:244:2::1');
  });

  it('an IPv6 packet reaches a Linux pod from a Windows pod, directly and through the IPv6 ClusterIP (ip6tables DNAT), and comes back', () => {
    const l = dual();
    for (const to of ['pod/api:8080', 'service/api:80']) {
      const t = l.run('pod/client', to, { ipFamily: 'IPv6' });
      expect(t.request.delivered?.endpoint, to).toBe('pod/default/api');
      expect(formatIp(t.request.delivered!.packet.dst)).toBe('fd00:10:244:2::a');
      expect(t.reply?.verdict.outcome, to).toBe('delivered');
    }
    const back = l.run('pod/api', 'pod/client', { protocol: 'icmp', ipFamily: 'IPv6' });
    expect(back.request.verdict.outcome).toBe('delivered');
    expect(back.reply?.verdict.outcome).toBe('delivered');
  });

  it("the Linux pod's policy agent allows a selected pod by both its addresses, and an IPv6 ipBlock by its except", () => {
    const byPod = dual([netpol('api-in', { podSelector: { matchLabels: { app: 'api' } }, policyTypes: ['Ingress'], ingress: [{ from: [{ podSelector: { matchLabels: { app: 'client' } } }] }] })]);
    for (const ipFamily of ['IPv4', 'IPv6'] as const) {
      expect(byPod.run('pod/client', 'pod/api:8080', { ipFamily }).request.verdict.outcome, ipFamily).toBe('delivered');
      expect(byPod.run('pod/other', 'pod/api:8080', { ipFamily }).request.verdict.outcome, ipFamily).toBe('dropped');
    }
    const block = dual([netpol('api-in', { podSelector: { matchLabels: { app: 'api' } }, policyTypes: ['Ingress'], ingress: [{ from: [{ ipBlock: { cidr: 'fd00:10:244::/56', except: ['fd00:10:244:1::b/128'] } }, { ipBlock: { cidr: '10.244.0.0/16' } }] }] })]);
    expect(block.run('pod/client', 'pod/api:8080', { ipFamily: 'IPv6' }).request.verdict.outcome).toBe('delivered');
    const dropped = block.run('pod/other', 'pod/api:8080', { ipFamily: 'IPv6' }).request.verdict;
    expect(dropped).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY' });
    expect(block.run('pod/other', 'pod/api:8080', { ipFamily: 'IPv4' }).request.verdict.outcome).toBe('delivered');
  });
});
