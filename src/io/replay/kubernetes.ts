// Kubernetes objects (kubectl get -o yaml) → the scenario's nodes, namespaces, pods, Services and policies:
// the replay then derives HNS and VFP from them as the CNI plugin and kube-proxy would.
import { NS_NAME_LABEL } from '../../cluster/network-policy-common';
import { PORT_NAME_RE, type ScenarioInput } from '../../cluster/scenario/schema';
import type { KubeObjects } from '../k8s';
import type { KubeService } from '../k8s/model';
import { note, type ReplayReport } from './report';
import { reportMsg } from './messages-report';

type Input = Required<Pick<ScenarioInput, 'nodes' | 'namespaces' | 'pods' | 'services' | 'networkPolicies'>>;

/** Trailing dashes cut by a loop: an unanchored `-+$` retries from every dash (quadratic). */
const trimEndDashes = (s: string): string => {
  let end = s.length;
  while (end > 0 && s[end - 1] === '-') end--;
  return s.slice(0, end);
};
const isV4 = (s: string) => s.includes('.') && !s.includes(':');
const isV6 = (s: string) => s.includes(':');
/** `{ [field]: [v4, v6] }` when an object has an address (or range) of each family; nothing otherwise. */
const pair = <K extends string>(field: K, v4: string | undefined, v6: string | undefined) => (v4 && v6 ? ({ [field]: [v4, v6] } as Record<K, string[]>) : {});
const k8sName = (s: string) => trimEndDashes(s.toLowerCase().replace(/[^a-z0-9.-]/g, '-').replace(/^-+/, '')) || 'x';

export function fromKubernetes(objs: KubeObjects[], report: ReplayReport): Input {
  const out: Input = { nodes: [], namespaces: [], pods: [], services: [], networkPolicies: [] };
  for (const o of objs) {
    // A Namespace with labels of its own, for namespaceSelectors; the API server's
    // kubernetes.io/metadata.name goes without saying (the model sets it to the name).
    for (const n of o.namespaces) {
      const labels = Object.fromEntries(Object.entries(n.labels).filter(([k]) => k !== NS_NAME_LABEL));
      const name = k8sName(n.name);
      if (Object.keys(labels).length && !out.namespaces.some((x) => x.name === name)) out.namespaces.push({ name, labels });
    }
    for (const n of o.nodes) {
      if (out.nodes.some((x) => x.name === n.name)) continue;
      const os = n.os === 'linux' ? 'linux' : 'windows';
      if (!n.os) note(report, 'assumed', reportMsg('replay.report.noOsLabel', { node: n.name }));
      // Dual-stack: an InternalIP and a pod CIDR per family, listed IPv4 first as the scenario does.
      const ip = n.internalIPs.find(isV4) ?? n.internalIPs[0];
      const podCIDR = n.podCIDRs.find(isV4);
      out.nodes.push({ name: k8sName(n.name), os, ip, podCIDR, ...pair('ips', ip, n.internalIPs.find(isV6)), ...pair('podCIDRs', podCIDR, n.podCIDRs.find(isV6)) });
    }
    for (const p of o.pods) {
      if (p.hostNetwork) {
        note(report, 'assumed', reportMsg('replay.report.hostNetwork', { pod: `${p.namespace}/${p.name}` }));
        continue;
      }
      const ip = p.podIPs.find(isV4);
      if (!p.nodeName || !ip) {
        note(report, 'missing', reportMsg('replay.report.podUnplaced', { pod: `${p.namespace}/${p.name}`, phase: p.phase ?? 'unknown' }));
        continue;
      }
      const listen = [...new Set(p.ports.map((c) => `${c.protocol.toLowerCase()}/${c.containerPort}`))];
      if (p.ports.length === 0) note(report, 'assumed', reportMsg('replay.report.noPorts', { pod: `${p.namespace}/${p.name}` }));
      // containers[].ports: the names a Service's targetPort or a policy's port may use, and hostPorts.
      const ports = p.ports.map((c) => ({ ...(c.name && PORT_NAME_RE.test(c.name) ? { name: c.name } : {}), containerPort: c.containerPort, protocol: c.protocol, ...(c.hostPort ? { hostPort: c.hostPort } : {}) }));
      out.pods.push({ name: k8sName(p.name), namespace: k8sName(p.namespace), node: k8sName(p.nodeName), ip, ...pair('ips', ip, p.podIPs.find(isV6)), labels: p.labels, listen, ...(ports.some((c) => c.name || c.hostPort) ? { ports } : {}), ...podConditionsOf(objs, p.namespace, ip, `${p.namespace}/${p.name}`, report) });
    }
    for (const s of o.services) {
      if (s.type === 'ExternalName') continue;
      // spec.clusterIPs lists one address per family in ipFamilies' order (an IPv6 one may come first).
      const vips = s.clusterIPs.filter((x) => isV4(x) || isV6(x));
      const vip = vips[0];
      if (!vip) {
        note(report, 'assumed', reportMsg('replay.report.headless', { service: `${s.namespace}/${s.name}` }));
        continue;
      }
      if (!s.selector) note(report, 'missing', reportMsg('replay.report.noSelector', { service: `${s.namespace}/${s.name}` }));
      out.services.push({
        name: k8sName(s.name),
        namespace: k8sName(s.namespace),
        type: s.type === 'LoadBalancer' || s.type === 'NodePort' ? s.type : 'ClusterIP',
        clusterIP: vip,
        ...(vips.length === 2 ? { clusterIPs: vips } : {}),
        ...(s.ipFamilies ? { ipFamilies: s.ipFamilies } : {}),
        ...(s.ipFamilyPolicy ? { ipFamilyPolicy: s.ipFamilyPolicy } : {}),
        selector: s.selector ?? {},
        ports: s.ports.map((sp) => ({ name: sp.name, port: sp.port, targetPort: sp.targetPort, protocol: sp.protocol, nodePort: sp.nodePort })),
        sessionAffinity: s.sessionAffinity === 'ClientIP' ? 'ClientIP' : 'None',
        ...affinityConfigOf(s, report),
        externalTrafficPolicy: s.externalTrafficPolicy === 'Local' ? 'Local' : 'Cluster',
        internalTrafficPolicy: s.internalTrafficPolicy === 'Local' ? 'Local' : 'Cluster',
        externalIPs: s.externalIPs.filter((x) => x.includes('.')),
        ...loadBalancerOf(s, report),
      });
    }
    for (const np of o.networkPolicies) {
      out.networkPolicies.push({
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: k8sName(np.name), namespace: k8sName(np.namespace) },
        spec: {
          podSelector: np.spec.podSelector,
          policyTypes: np.spec.policyTypes,
          ingress: np.spec.ingress?.map((r) => ({ from: r.from, ports: r.ports?.map((p) => ({ protocol: p.protocol ?? 'TCP', port: p.port, endPort: p.endPort })) })),
          egress: np.spec.egress?.map((r) => ({ to: r.to, ports: r.ports?.map((p) => ({ protocol: p.protocol ?? 'TCP', port: p.port, endPort: p.endPort })) })),
        },
      });
    }
  }
  return out;
}

/** kube-proxy programs status.loadBalancer.ingress[].ip; spec.loadBalancerIP is the fallback. Said in the report. */
function loadBalancerOf(s: KubeService, report: ReplayReport): { loadBalancerIP?: string; loadBalancerIngress?: string[] } {
  if (s.type !== 'LoadBalancer') return {};
  const ingress = s.loadBalancerIngress.filter((x) => x.includes('.'));
  const asked = s.loadBalancerIP?.includes('.') ? s.loadBalancerIP : undefined;
  const service = `${s.namespace}/${s.name}`;
  if (ingress.length) note(report, 'assumed', reportMsg('replay.report.lbIngress', { service, ips: ingress.join(', '), unused: asked && !ingress.includes(asked) ? asked : '' }));
  else if (asked) note(report, 'assumed', reportMsg('replay.report.lbAsked', { service, ip: asked }));
  else note(report, 'missing', reportMsg('replay.report.lbNoAddress', { service }));
  return { ...(asked ? { loadBalancerIP: asked } : {}), ...(ingress.length ? { loadBalancerIngress: ingress } : {}) };
}

/** The affinity timeout is kept (the API's; kube-proxy on Windows gives HNS none): said in the report. */
function affinityConfigOf(s: KubeService, report: ReplayReport): { sessionAffinityConfig?: { clientIP: { timeoutSeconds: number } } } {
  const t = s.affinityTimeoutSeconds;
  if (s.sessionAffinity !== 'ClientIP' || t === undefined || !Number.isInteger(t) || t < 1 || t > 86400) return {};
  note(report, 'assumed', reportMsg('replay.report.affinity', { service: `${s.namespace}/${s.name}`, n: t }));
  return { sessionAffinityConfig: { clientIP: { timeoutSeconds: t } } };
}

/** A pod's readiness as its EndpointSlice endpoints (or an Endpoints' notReadyAddresses) say it:
 * Kubernetes reads an absent ready or serving as true, terminating as false. Said in the report. */
function podConditionsOf(objs: KubeObjects[], namespace: string, ip: string, pod: string, report: ReplayReport): { ready?: false; terminating?: true } {
  let serving = true;
  let terminating = false;
  for (const o of objs) {
    for (const s of o.endpointSlices) {
      if (s.namespace !== namespace) continue;
      for (const e of s.endpoints) {
        if (!e.addresses.includes(ip)) continue;
        if (e.conditions.terminating === true) terminating = true;
        if (e.conditions.serving === false || (e.conditions.ready === false && e.conditions.serving === undefined && e.conditions.terminating !== true)) serving = false;
      }
    }
    for (const ep of o.endpoints) if (ep.namespace === namespace && ep.subsets.some((x) => x.notReadyAddresses.some((a) => a.ip === ip)) && !terminating) serving = false;
  }
  if (!serving || terminating) note(report, 'assumed', reportMsg('replay.report.podConditions', { pod, terminating: terminating ? 1 : 0, notServing: serving ? 0 : 1 }));
  return { ...(serving ? {} : { ready: false as const }), ...(terminating ? { terminating: true as const } : {}) };
}
