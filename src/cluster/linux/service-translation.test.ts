// Linux nodes translate Services as kube-proxy's iptables mode programs them
// (kubernetes/kubernetes pkg/proxy/iptables/proxier.go), and Cilium's eBPF service map where it
// differs (issue 27 item 2; assumption linux-service-translation).
import { describe, expect, it } from 'vitest';
import { formatIp } from '../../core/net/ip';
import type { Trace } from '../../core/trace/trace';
import { external, lab, linuxNode, pod, scenario, service, winNode, type ClusterInput, type ServiceInput } from '../testing/scenario';

const build = (svc: Partial<ServiceInput> = {}, cluster: ClusterInput = {}) =>
  lab(
    scenario({
      cluster: { cni: 'win-bridge', ...cluster },
      nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24'), winNode('win-1', '10.127.130.11', '10.244.3.0/24')],
      pods: [
        pod('tux', 'lin-1', { ip: '10.244.1.10', labels: { app: 'tux' } }),
        pod('web-1', 'lin-1', { ip: '10.244.1.11', labels: { app: 'web' }, listen: ['tcp/8080'] }),
        pod('web-2', 'lin-2', { ip: '10.244.2.11', labels: { app: 'web' }, listen: ['tcp/8080'] }),
        pod('api', 'lin-2', { ip: '10.244.2.12', labels: { app: 'api' }, listen: ['tcp/8080'] }),
      ],
      services: [
        service('web', 'web', { clusterIP: '10.96.0.20', type: 'NodePort', ports: [{ port: 80, targetPort: 8080, nodePort: 30080 }], ...svc }),
        service('api', 'api', { clusterIP: '10.96.0.30', type: 'NodePort', ports: [{ port: 80, targetPort: 8080, nodePort: 30090 }], ...svc }),
        service('none', 'nobody', { clusterIP: '10.96.0.40', type: 'NodePort', ports: [{ port: 80, targetPort: 8080, nodePort: 30100 }] }),
      ],
      externals: [external('client', '10.127.130.50')],
    }),
  );
const ebpf: ClusterInput = { underlay: { kind: 'vpc' } };
const texts = (t: Trace) => t.events.map((e) => e.text).join('\n');
const src = (t: Trace) => `${formatIp(t.request.delivered!.packet.src)}:${t.request.delivered!.packet.srcPort}`;

describe('a Service with no endpoints is rejected, not dropped', () => {
  it.each([
    ['iptables', {}, /iptables KUBE-SERVICES \(filter\): "service\/default\/none:80 has no endpoints" → REJECT \(ICMP port unreachable\)/],
    ['eBPF', ebpf, /eBPF \(Cilium\) service map: service\/default\/none:80 has no backends → ICMP destination unreachable/],
  ] as const)('%s: the ClusterIP', (_, cluster, words) => {
    const t = build({}, cluster).run('pod/tux', 'service/none:80');
    expect(t.request.verdict).toMatchObject({ outcome: 'rejected', reason: 'NO_BACKEND' });
    expect(t.request.verdict.message).toMatch(words);
  });

  it('the NodePort, from outside (KUBE-EXTERNAL-SERVICES)', () => {
    const t = build().run('external/client', 'node/lin-1:30100');
    expect(t.request.verdict).toMatchObject({ outcome: 'rejected', reason: 'NO_BACKEND' });
    expect(t.request.verdict.message).toMatch(/KUBE-EXTERNAL-SERVICES \(filter\): "service\/default\/none:80 has no endpoints" → REJECT/);
  });
});

describe('internalTrafficPolicy: Local', () => {
  it('with no endpoint on the client\'s node drops ("has no local endpoints")', () => {
    const t = build({ internalTrafficPolicy: 'Local' }).run('pod/tux', 'service/api:80');
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_BACKEND' });
    expect(t.request.verdict.message).toMatch(/"service\/default\/api:80 has no local endpoints" → DROP \(internalTrafficPolicy Local\)/);
    expect(t.assumptions).toContain('linux-service-translation');
  });

  it("uses only the node's own endpoints (KUBE-SVL)", () => {
    for (const port of [50001, 50002, 50003, 50004, 50005, 50006]) {
      const t = build({ internalTrafficPolicy: 'Local' }).run('pod/tux', 'service/web:80', { srcPort: port });
      expect(t.request.delivered?.endpoint).toBe('pod/default/web-1');
      expect(texts(t)).toMatch(/KUBE-SERVICES → KUBE-SVL chain, DNAT/);
    }
  });
});

describe('externalTrafficPolicy: Local on a NodePort', () => {
  it('on a node with no local endpoint drops what comes from outside', () => {
    const t = build({ externalTrafficPolicy: 'Local' }).run('external/client', 'node/lin-1:30090');
    expect(t.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_BACKEND' });
    expect(t.request.verdict.message).toMatch(/KUBE-EXTERNAL-SERVICES \(filter\): "service\/default\/api:80 has no local endpoints" → DROP \(externalTrafficPolicy Local\)/);
  });

  it('on a node with a local endpoint keeps the client address, and the reply comes back', () => {
    const t = build({ externalTrafficPolicy: 'Local' }).run('external/client', 'node/lin-2:30090', { srcPort: 40000 });
    expect(t.request.delivered?.endpoint).toBe('pod/default/api');
    expect(src(t)).toBe('10.127.130.50:40000');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it("a pod of the node itself uses every endpoint (kube-proxy's short-circuit for pod traffic)", () => {
    const t = build({ externalTrafficPolicy: 'Local' }).run('pod/tux', 'node/lin-1:30090');
    expect(t.request.delivered?.endpoint).toBe('pod/default/api');
    expect(texts(t)).toMatch(/externalTrafficPolicy Local, but from a pod on this node: every endpoint/);
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });
});

describe('externalTrafficPolicy: Cluster masquerades to the node, and the reply comes back through it', () => {
  it.each([
    ['iptables', {}],
    ['eBPF', ebpf],
  ] as const)('%s: a NodePort whose backend is on another node', (_, cluster) => {
    const t = build({}, cluster).run('external/client', 'node/lin-1:30090', { srcPort: 40000 });
    expect(t.request.delivered?.endpoint).toBe('pod/default/api');
    expect(formatIp(t.request.delivered!.packet.src)).toBe('10.127.130.21');
    expect(texts(t)).toMatch(/externalTrafficPolicy Cluster: the reply must come back through lin-1/);
    expect(t.reply?.verdict, t.reply?.verdict.message).toMatchObject({ outcome: 'delivered', message: 'reply received by external/client' });
    // The reply passes lin-1's conntrack, which un-NATs it to the NodePort.
    expect(t.events.some((e) => e.leg === 'reply' && e.at.node === 'lin-1' && e.text.startsWith('conntrack: a reply of a translated connection'))).toBe(true);
  });

  it('iptables: a local backend sees the bridge address (MASQUERADE picks the outgoing interface)', () => {
    const t = build({ sessionAffinity: 'None' }).run('external/client', 'node/lin-1:30080', { srcPort: 40001 });
    if (t.request.delivered?.endpoint === 'pod/default/web-1') expect(formatIp(t.request.delivered.packet.src)).toBe('10.244.1.1');
    else expect(formatIp(t.request.delivered!.packet.src)).toBe('10.127.130.21');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });
});

describe('a pod reaching itself through its own Service is masqueraded (hairpin), and the reply arrives', () => {
  it.each([
    ['iptables', {}, '10.244.2.1', /KUBE-MARK-MASQ: the pod reaches itself through its Service \(hairpin\)/],
    ['eBPF', ebpf, '169.254.42.1', /SNAT: the pod reaches itself through its Service \(hairpin\)/],
  ] as const)('%s', (_, cluster, seen, words) => {
    const t = build({}, cluster).run('pod/api', 'service/api:80', { srcPort: 50001 });
    expect(t.request.delivered?.endpoint).toBe('pod/default/api');
    expect(formatIp(t.request.delivered!.packet.src)).toBe(seen);
    expect(texts(t)).toMatch(words);
    expect(t.reply?.verdict, t.reply?.verdict.message).toMatchObject({ outcome: 'delivered', message: 'reply received by pod/default/api' });
  });
});
