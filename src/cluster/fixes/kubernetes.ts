// Kubernetes-level fixes: a NetworkPolicy rule that lets the packet in or out, a Service's
// targetPort or selector, a pod's listener. Candidates only: the search keeps the ones that work.
import { formatPrefix, hostPrefix, type Ip } from '../../core/net/ip';
import { hasPorts } from '../../core/net/protocol';
import { NS_NAME_LABEL, policyTypes, selectsPod } from '../network-policy-common';
import type { ResolvedPod } from '../scenario/resolve';
import type { NetworkPolicySpec, PolicyPeer, ServiceSpec } from '../scenario/schema';
import { copy, type FixContext } from './context';
import type { FixCandidate } from './types';
import { fixMsg, summaryOf, type FixMsg } from './messages';

export function kubernetesFixes(ctx: FixContext): FixCandidate[] {
  return [...policyFixes(ctx), ...listenerFixes(ctx), ...selectorFixes(ctx)];
}

/** The peers that stand for one end: its pod by labels, or its address as the policy agent sees it. */
function peers(pods: ResolvedPod[], ips: Ip[], policyNs: string): { peer: PolicyPeer; text: FixMsg | string }[] {
  const out: { peer: PolicyPeer; text: FixMsg | string }[] = [];
  for (const p of pods) {
    if (!Object.keys(p.labels).length) continue;
    const peer: PolicyPeer = { podSelector: { matchLabels: { ...p.labels } } };
    if (p.namespace !== policyNs) peer.namespaceSelector = { matchLabels: { [NS_NAME_LABEL]: p.namespace } };
    out.push({ peer, text: fixMsg('fix.peer.pods', { labels: Object.entries(p.labels).map(([k, v]) => `${k}=${v}`).join(',') }) });
  }
  for (const ip of new Set(ips)) {
    const cidr = formatPrefix(hostPrefix(ip));
    out.push({ peer: { ipBlock: { cidr } }, text: cidr });
  }
  return out;
}

function policyFixes(ctx: FixContext): FixCandidate[] {
  const { stopped: pkt, trace } = ctx;
  const port = hasPorts(pkt.protocol) ? [{ protocol: pkt.protocol.toUpperCase() as 'TCP', port: pkt.dstPort }] : undefined;
  const out: FixCandidate[] = [];
  ctx.scenario.networkPolicies.forEach((pol, i) => {
    const types = policyTypes(pol);
    const add = (dir: 'ingress' | 'egress', peerList: { peer: PolicyPeer; text: FixMsg | string }[], ref: string) => {
      for (const { peer, text } of peerList) {
        const after = copy(pol);
        const rule = dir === 'ingress' ? { from: [peer], ...(port ? { ports: port } : {}) } : { to: [peer], ...(port ? { ports: port } : {}) };
        (after.spec[dir] ??= [] as never[]).push(rule as never);
        const s = copy(ctx.scenario);
        s.networkPolicies[i] = after;
        out.push({
          ...summaryOf(policyFix(dir, `${pol.metadata.namespace}/${pol.metadata.name}`, text, port && `${port[0]!.protocol}/${port[0]!.port}`, ref)),
          level: 'kubernetes',
          objects: 1,
          change: { format: 'yaml', before: policyObject(pol), after: policyObject(after) },
          scenario: s,
        });
      }
    };
    for (const dst of ctx.dstPods)
      if (types.includes('Ingress') && selectsPod(pol, dst)) add('ingress', peers(ctx.srcPods, [pkt.src, trace.packet.src], pol.metadata.namespace), dst.ref);
    for (const src of ctx.srcPods)
      if (types.includes('Egress') && selectsPod(pol, src)) add('egress', peers(ctx.dstPods, [pkt.dst, trace.packet.dst], pol.metadata.namespace), src.ref);
  });
  return out;
}

/** The rule added: from (ingress) or to (egress) the peer, on the port when the protocol has one. */
function policyFix(dir: 'ingress' | 'egress', pol: string, peer: FixMsg | string, svc: string | undefined, ref: string): FixMsg {
  if (svc) return dir === 'ingress' ? fixMsg('fix.policyFromOn', { pol, peer, svc, ref }) : fixMsg('fix.policyToOn', { pol, peer, svc, ref });
  return dir === 'ingress' ? fixMsg('fix.policyFrom', { pol, peer, ref }) : fixMsg('fix.policyTo', { pol, peer, ref });
}

/** A NetworkPolicy as kubectl would print it: apiVersion and kind first. */
const policyObject = (p: NetworkPolicySpec) => ({ apiVersion: p.apiVersion, kind: p.kind, metadata: p.metadata, spec: p.spec });

/** The Service the probe was sent to (by its VIP and port, as the packet left). */
function targetService(ctx: FixContext): { index: number; svc: ServiceSpec; portIndex: number } | undefined {
  const p = ctx.trace.packet;
  for (const rsvc of ctx.sim.resolved.services) {
    const portIndex = rsvc.ports.findIndex((x) => (rsvc.clusterIP === p.dst && x.port === p.dstPort) || x.nodePort === p.dstPort);
    if (portIndex < 0 || rsvc.ports[portIndex]!.protocolName !== p.protocol) continue;
    const index = ctx.scenario.services.findIndex((s) => s.name === rsvc.name && s.namespace === rsvc.namespace);
    if (index >= 0) return { index, svc: ctx.scenario.services[index]!, portIndex };
  }
  return undefined;
}

function listenerFixes(ctx: FixContext): FixCandidate[] {
  if (ctx.verdict.reason !== 'NO_LISTENER') return [];
  const pkt = ctx.stopped;
  const out: FixCandidate[] = [];
  const pod = ctx.sim.resolved.pods.find((p) => p.ip === pkt.dst);
  if (!pod) return out;
  const i = ctx.scenario.pods.findIndex((p) => p.name === pod.name && p.namespace === pod.namespace);
  const listen = `${pkt.protocol}/${pkt.dstPort}`;
  if (i >= 0 && hasPorts(pkt.protocol)) {
    const s = copy(ctx.scenario);
    s.pods[i]!.listen.push(listen);
    out.push({ ...summaryOf(fixMsg('fix.listen', { ref: pod.ref, svc: listen })), level: 'kubernetes', objects: 1, change: { format: 'yaml', before: ctx.scenario.pods[i], after: s.pods[i] }, scenario: s });
  }
  const target = targetService(ctx);
  if (target) {
    for (const l of pod.listeners.filter((x) => x.protocol === pkt.protocol && x.port !== pkt.dstPort)) {
      const s = copy(ctx.scenario);
      s.services[target.index]!.ports[target.portIndex]!.targetPort = l.port;
      out.push({
        ...summaryOf(fixMsg('fix.targetPort', { svc: `${target.svc.namespace}/${target.svc.name}`, port: l.port, ref: pod.ref, was: pkt.dstPort })),
        level: 'kubernetes',
        objects: 1,
        change: { format: 'yaml', before: serviceObject(target.svc), after: serviceObject(s.services[target.index]!) },
        scenario: s,
      });
    }
  }
  return out;
}

function selectorFixes(ctx: FixContext): FixCandidate[] {
  if (ctx.verdict.reason !== 'NO_BACKEND') return [];
  const target = targetService(ctx);
  if (!target) return [];
  const sp = target.svc.ports[target.portIndex]!;
  const want = typeof sp.targetPort === 'number' ? sp.targetPort : sp.port;
  const proto = sp.protocol.toLowerCase();
  const seen = new Set<string>();
  const out: FixCandidate[] = [];
  for (const pod of ctx.sim.resolved.pods) {
    if (pod.namespace !== target.svc.namespace || !Object.keys(pod.labels).length) continue;
    if (!pod.listeners.some((l) => l.protocol === proto && l.port === want)) continue;
    const key = JSON.stringify(pod.labels);
    if (seen.has(key)) continue;
    seen.add(key);
    const s = copy(ctx.scenario);
    s.services[target.index]!.selector = { ...pod.labels };
    out.push({
      ...summaryOf(fixMsg('fix.select', { svc: `${target.svc.namespace}/${target.svc.name}`, labels: Object.entries(pod.labels).map(([k, v]) => `${k}=${v}`).join(','), ref: pod.ref, on: `${proto}/${want}` })),
      level: 'kubernetes',
      objects: 1,
      change: { format: 'yaml', before: serviceObject(target.svc), after: serviceObject(s.services[target.index]!) },
      scenario: s,
    });
  }
  return out;
}

/** A Service as Kubernetes writes it. */
function serviceObject(s: ServiceSpec) {
  const { name, namespace, ...spec } = s;
  return { apiVersion: 'v1', kind: 'Service', metadata: { name, namespace }, spec };
}
