// NetworkPolicy on Linux nodes, walked end to end (scenario → world → walk): ingress judged where
// the bridge hands the packet to the pod, egress where it leaves the pod (after the Service DNAT),
// new connections only; a drop names Calico's chain or Cilium's policy map and the NetworkPolicy.
import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../core/trace/trace';
import { createRuntime } from '../../core/world/runtime';
import { BUILTINS } from '../../lessons';
import { runProbe, simulate } from '../simulation';
import { lab, linuxNode, netpol, pod, probeSpec, scenario, service, winNode, type ClusterInput, type PolicyInput } from '../testing/scenario';

const build = (policies: PolicyInput[], cluster: ClusterInput = {}) =>
  lab(
    scenario({
      cluster: { cni: 'win-bridge', ...cluster },
      nodes: [linuxNode('lin-1', '10.127.130.21', '10.244.1.0/24'), linuxNode('lin-2', '10.127.130.22', '10.244.2.0/24'), winNode('win-1', '10.127.130.11', '10.244.3.0/24')],
      pods: [
        pod('client', 'lin-1', { ip: '10.244.1.10', labels: { app: 'client' } }),
        pod('web', 'lin-1', { ip: '10.244.1.20', labels: { app: 'web' }, listen: ['tcp/80'] }),
        pod('db', 'lin-2', { ip: '10.244.2.10', labels: { app: 'db' }, listen: ['tcp/5432'] }),
        pod('iis', 'win-1', { ip: '10.244.3.10', labels: { app: 'iis' }, listen: ['tcp/80'] }),
      ],
      services: [service('web', 'web', { clusterIP: '10.96.0.80', ports: [{ port: 80, targetPort: 80 }] })],
      networkPolicies: policies,
    }),
  );
const vpc: ClusterInput = { underlay: { kind: 'vpc' } };
const texts = (t: Trace) => t.events.map((e) => e.text).join('\n');

const denyAllIngress = (app: string) => netpol(`deny-${app}`, { podSelector: { matchLabels: { app } }, policyTypes: ['Ingress'] });
const webFromClient = netpol('web-from-client', { podSelector: { matchLabels: { app: 'web' } }, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'client' } } }], ports: [{ port: 80 }] }] });
const clientToDbOnly = netpol('client-to-db', { podSelector: { matchLabels: { app: 'client' } }, policyTypes: ['Egress'], egress: [{ to: [{ podSelector: { matchLabels: { app: 'db' } } }], ports: [{ port: 5432 }] }] });

describe('ingress', () => {
  it('a pod isolated by a deny-all drops a new connection: ACL_DENY at Calico\'s to-workload chain, naming the NetworkPolicy', () => {
    const t = build([denyAllIngress('web')]).run('pod/client', 'pod/web:80');
    const v = t.request.verdict;
    expect(v).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { node: 'lin-1', compartment: 'pod/default/web', layer: expect.stringMatching(/^cali-tw-cali[0-9a-f]{11}$/) } });
    expect(v.message).toMatch(/^iptables cali-tw-cali[0-9a-f]{11} \(Calico, to pod\/default\/web\): no rule of networkpolicy default\/deny-web allows tcp\/80 from 10\.244\.1\.10 → DROP/);
    expect(v.rule?.provenance?.k8s).toEqual({ kind: 'NetworkPolicy', namespace: 'default', name: 'deny-web' });
    expect(v.rule?.provenance?.by).toMatch(/Calico/);
    expect(t.reply).toBeUndefined();
  });

  it('on GKE Dataplane V2 the same drop is Cilium\'s eBPF policy map', () => {
    const v = build([denyAllIngress('web')], vpc).run('pod/client', 'pod/web:80').request.verdict;
    expect(v).toMatchObject({ reason: 'ACL_DENY', at: { layer: 'eBPF policy map' } });
    expect(v.message).toMatch(/eBPF policy map of pod\/default\/web's endpoint \(Cilium, ingress\): no rule of networkpolicy default\/deny-web allows tcp\/80 from 10\.244\.1\.10 → Policy denied/);
    expect(v.message).not.toMatch(/iptables|cali/);
    expect(v.rule?.provenance?.k8s?.name).toBe('deny-web');
  });

  it('a Windows pod → a Linux pod under a deny-all is dropped on the Linux node (the gap this closes)', () => {
    const v = build([denyAllIngress('db')]).run('pod/iis', 'pod/db:5432').request.verdict;
    expect(v).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { node: 'lin-2', compartment: 'pod/default/db' } });
  });

  it('an allowed peer and port is delivered, and an event names the allowing policy; the nearest allow explains a refused one', () => {
    const l = build([webFromClient]);
    const ok = l.run('pod/client', 'pod/web:80');
    expect(ok.request.verdict.outcome).toBe('delivered');
    expect(texts(ok)).toMatch(/cali-tw-cali[0-9a-f]{11} \(Calico, to pod\/default\/web\): networkpolicy default\/web-from-client ingress rule 1 allows tcp\/80 from 10\.244\.1\.10 → ACCEPT/);
    const refused = l.run('pod/db', 'pod/web:80').request.verdict;
    expect(refused.reason).toBe('ACL_DENY');
    expect(refused.nearestAllow).toMatchObject({ rule: 'networkpolicy default/web-from-client ingress rule 1', failed: [{ label: 'Source IP', expected: '10.244.1.10/32', actual: '10.244.2.10', pass: false }] });
  });

  it('policies add up: an allow in a second policy lets a peer the first one does not name', () => {
    const fromDb = netpol('web-from-db', { podSelector: { matchLabels: { app: 'web' } }, ingress: [{ from: [{ podSelector: { matchLabels: { app: 'db' } } }] }] });
    const l = build([webFromClient, fromDb]);
    expect(l.run('pod/db', 'pod/web:80').request.verdict.outcome).toBe('delivered');
    expect(l.run('pod/iis', 'pod/web:80').request.verdict.message).toMatch(/no rule of any of networkpolicy default\/web-from-client, networkpolicy default\/web-from-db allows/);
  });

  it('traffic from the pod\'s own node is always allowed (the kubelet\'s probes); from another node it is judged', () => {
    const l = build([denyAllIngress('web')]);
    expect(l.run('node/lin-1', 'pod/web:80').request.verdict.outcome).toBe('delivered');
    expect(l.run('node/lin-2', 'pod/web:80').request.verdict.reason).toBe('ACL_DENY');
  });

  it('a pod reaching itself through its own Service is not blocked by its own ingress policy', () => {
    expect(build([denyAllIngress('web')]).run('pod/web', 'service/web:80').request.verdict.outcome).toBe('delivered');
  });

  it('networkPolicy: ignored → nothing is enforced', () => {
    expect(build([denyAllIngress('web')], { networkPolicy: 'ignored' }).run('pod/client', 'pod/web:80').request.verdict.outcome).toBe('delivered');
  });
});

describe('egress', () => {
  it('a new connection to a peer no rule allows is dropped at Calico\'s from-workload chain', () => {
    const v = build([clientToDbOnly]).run('pod/client', 'pod/web:80').request.verdict;
    expect(v).toMatchObject({ reason: 'ACL_DENY', at: { node: 'lin-1', compartment: 'pod/default/client', layer: expect.stringMatching(/^cali-fw-cali/) } });
    expect(v.message).toMatch(/no rule of networkpolicy default\/client-to-db allows tcp\/80 to 10\.244\.1\.20 → DROP \(the pod is isolated for egress\)/);
    expect(v.nearestAllow?.failed.map((f) => f.label)).toEqual(['Destination IP', 'Destination ports']);
  });

  it('an allowed destination is delivered, across nodes', () => {
    expect(build([clientToDbOnly]).run('pod/client', 'pod/db:5432').request.verdict.outcome).toBe('delivered');
  });

  it('egress is judged after the Service DNAT: a policy naming the backend pod allows its ClusterIP', () => {
    const toWeb = netpol('client-to-web', { podSelector: { matchLabels: { app: 'client' } }, policyTypes: ['Egress'], egress: [{ to: [{ podSelector: { matchLabels: { app: 'web' } } }] }] });
    const t = build([toWeb]).run('pod/client', 'service/web:80');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(texts(t)).toMatch(/client-to-web egress rule 1 allows tcp\/80 to 10\.244\.1\.20/);
  });

  it('ipBlock.except carves its addresses out of that peer only', () => {
    const outside = netpol('client-out', { podSelector: { matchLabels: { app: 'client' } }, policyTypes: ['Egress'], egress: [{ to: [{ ipBlock: { cidr: '10.244.0.0/16', except: ['10.244.1.0/24'] } }] }] });
    const l = build([outside]);
    expect(l.run('pod/client', 'pod/db:5432').request.verdict.outcome).toBe('delivered');
    const v = l.run('pod/client', 'pod/web:80').request.verdict;
    expect(v.reason).toBe('ACL_DENY');
    expect(v.nearestAllow?.failed).toEqual([{ label: 'Destination IP', expected: '10.244.0.0/16 except 10.244.1.0/24', actual: '10.244.1.20', pass: false }]);
  });
});

describe('conntrack: replies and known connections', () => {
  it('the reply of an allowed connection passes a pod whose other direction allows nothing', () => {
    const webLocked = netpol('web-locked', { podSelector: { matchLabels: { app: 'web' } }, policyTypes: ['Ingress', 'Egress'], ingress: [{ from: [{ podSelector: { matchLabels: { app: 'client' } } }] }] });
    const t = build([webLocked]).run('pod/client', 'pod/web:80');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(t.events.filter((e) => e.leg === 'reply').map((e) => e.text).join('\n')).toMatch(/cali-fw-cali[0-9a-f]{11} \(Calico, from pod\/default\/web\): conntrack ESTABLISHED, the reply of an allowed connection → ACCEPT/);
  });

  it('the reply to a Linux pod whose ingress allows nothing comes back in (egress-initiated connection)', () => {
    const clientLocked = netpol('client-locked', { podSelector: { matchLabels: { app: 'client' } }, policyTypes: ['Ingress', 'Egress'], egress: [{}] });
    const t = build([clientLocked], vpc).run('pod/client', 'pod/iis:80');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.reply?.verdict.outcome).toBe('delivered');
  });

  it('the same packet again is a known connection: conntrack passes it before any rule', () => {
    const l = build([webFromClient]);
    const runtime = createRuntime();
    const p = probeSpec('pod/client', 'pod/web:80', { srcPort: 50000 });
    runProbe(l.sim, p, { runtime });
    const again = runProbe(l.sim, p, { runtime });
    if (!again.ok) throw new Error(again.message);
    expect(again.value.trace.request.verdict.outcome).toBe('delivered');
    expect(texts(again.value.trace)).toMatch(/conntrack ESTABLISHED, a packet of an allowed connection → ACCEPT/);
  });
});

describe('pods no policy selects', () => {
  it('are not affected, and their traces say nothing of policy', () => {
    const l = build([denyAllIngress('web'), clientToDbOnly]);
    const t = l.run('pod/iis', 'pod/db:5432');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.reply?.verdict.outcome).toBe('delivered');
    expect(texts(t)).not.toMatch(/cali-|eBPF policy|conntrack ESTABLISHED/);
  });
});

describe('gke-hybrid with a deny-all on the Linux redis pod', () => {
  it('windows-pod-to-linux-pod is dropped by the eBPF policy map instead of delivered', () => {
    const b = BUILTINS.find((x) => x.id === 'gke-hybrid')!;
    const s = structuredClone(b.scenario);
    s.networkPolicies.push({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'deny-all', namespace: 'default' }, spec: { podSelector: { matchLabels: { app: 'redis' } }, policyTypes: ['Ingress'] } });
    const r = runProbe(simulate(s), s.probes.find((p) => p.name === 'windows-pod-to-linux-pod')!);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.trace.request.verdict).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', at: { node: 'gke-linux-pool-1', layer: 'eBPF policy map' } });
    expect(r.value.trace.request.verdict.message).toMatch(/no rule of networkpolicy default\/deny-all allows tcp\/6379 from 10\.4\.1\.10/);
  });
});
