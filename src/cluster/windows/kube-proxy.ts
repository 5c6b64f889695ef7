// What kube-proxy (winkernel, "kernelspace" mode) creates in HNS on one Windows node for every
// Service port: a ClusterIP load balancer, a NodePort one, one per external IP and per
// LoadBalancer IP, with the flag matrix of hns-cni-kubeproxy.md §3.2, and remote endpoints for
// backends on other nodes (conjured 02-11 MACs; a provider address on Overlay).
import { formatEndpoint, formatIp, formatIpv4, prefixContainsIpv4, type Ip, type Ipv4 } from '../../core/net/ip';
import { PROTOCOL_NUMBER } from '../../core/net/protocol';
import {
  LB_FLAG_DSR,
  LB_FLAG_IPV6,
  PM_FLAG_LOCAL_ROUTED_VIP,
  PM_FLAG_VIP_EXTERNAL_IP,
  type HnsEndpoint,
  type HnsLoadBalancer,
  type LbPortMapping,
  type Origin,
} from '../../hns/model';
import type { ResolvedNode, ResolvedPod, ResolvedScenario, ResolvedService, EndpointConditions } from '../scenario/resolve';
import { endpointId, lbId, remoteEndpointMac } from './conventions';
import { nodeMac } from './cni';
import { byOf, originMsg } from '../../core/vfp/origin-messages';
import type { TranslationNote } from './translation-notes';
import { loadBalancerAddresses } from '../scenario/lb-address';
import { firstByKubeProxyOrder, servicePortBackends } from '../scenario/named-ports';

export interface KubeProxyObjects {
  loadBalancers: HnsLoadBalancer[];
  remoteEndpoints: HnsEndpoint[];
  /** Overlay: the source-VIP endpoint kube-proxy creates at each sync. */
  sourceVipEndpoint?: HnsEndpoint;
  notes: TranslationNote[];
}


/** What Windows Server supports, per Kubernetes' Windows networking page (only rows that change a walk). */
const SUPPORTS = { sessionAffinity: 2022 } as const;
export function versionSupports(version: number | string, feature: keyof typeof SUPPORTS): boolean {
  return Number(version) >= SUPPORTS[feature];
}

const assumptionsOf = (affinityIgnored: boolean, localTrafficDsr: boolean): { assumptions?: string[] } => {
  const a = [...(affinityIgnored ? ['session-affinity-ignored'] : []), ...(localTrafficDsr ? ['local-traffic-dsr'] : [])];
  return a.length ? { assumptions: a } : {};
};

export function kubeProxyObjects(rs: ResolvedScenario, node: ResolvedNode, localEndpoints: Map<string, HnsEndpoint>): KubeProxyObjects {
  const c = rs.scenario.cluster;
  const notes: TranslationNote[] = [];
  const lbs: HnsLoadBalancer[] = [];
  const remotes = new Map<Ip, HnsEndpoint>();

  const endpointFor = (pod: ResolvedPod): HnsEndpoint => {
    const local = localEndpoints.get(pod.ref);
    if (local) return local;
    let r = remotes.get(pod.ip);
    if (!r) {
      const pa = rs.overlay ? (rs.nodes.find((n) => prefixContainsIpv4(n.podCidr, pod.ip))?.ip ?? node.ip) : undefined;
      r = {
        id: endpointId(node.name, `remote:${formatIpv4(pod.ip)}`),
        name: `remote_${formatIpv4(pod.ip)}`,
        api: 2,
        ipAddress: formatIpv4(pod.ip),
        ...(pod.ipv6 !== undefined ? { ipv6Address: pod.ipv6 } : {}),
        macAddress: remoteEndpointMac(pod.ip),
        isRemoteEndpoint: true,
        policies: pa !== undefined ? [{ type: 'ProviderAddress', providerAddress: formatIpv4(pa) }] : [],
        state: 1,
        origin: { kind: 'Pod', namespace: pod.namespace, name: pod.name, ...byOf(originMsg('origin.remoteEndpoint', {})) },
      };
      remotes.set(pod.ip, r);
    }
    return r;
  };

  for (const svc0 of rs.services) {
    const origin: Origin = { kind: 'Service', namespace: svc0.namespace, name: svc0.name, ...byOf(originMsg('origin.kubeProxy', {})) };
    const obj = svc0.ref;
    const use = windowsEndpoints(svc0);
    const svc = { ...svc0, endpoints: use.endpoints };
    for (const c of svc0.conditions) if (!use.endpoints.includes(c.pod)) notes.push({ node: node.name, object: obj, severity: 'info', message: `endpoint ${c.pod.ref} is ${conditionWords(c)}: kube-proxy (winkernel) leaves it out of the load balancers` });
    if (use.fallback) notes.push({ node: node.name, object: obj, severity: 'info', message: `no ready endpoint: kube-proxy (winkernel) uses ${use.fallback} for the ClusterIP and ingress load balancers, and creates no NodePort or externalIP load balancer` });
    const sourceVip = rs.overlay ? formatIpv4(node.sourceVip) : '';
    for (const sp of svc.ports) {
      if (sp.protocol === 'SCTP') {
        notes.push({ node: node.name, object: obj, severity: 'warning', message: `port ${sp.port}/SCTP: SCTP is not supported on Windows; kube-proxy programs no load balancer for it` });
        continue;
      }
      // A named targetPort is resolved per endpoint (the EndpointSlice's ports); a pod without the
      // name is no endpoint of this port. HNS takes one internal port per load balancer: winkernel
      // uses the first endpoint's ("hcsshim.AddLoadBalancer() doesn't support endpoints with
      // different ports, so only port from first endpoint is used").
      const { backends, missing } = servicePortBackends(sp, svc.endpoints);
      for (const m of missing) notes.push({ node: node.name, object: obj, severity: 'warning', message: `port ${sp.port}: ${m.why}: its EndpointSlice endpoint has no port for targetPort "${String(sp.targetPort)}", so it is no backend of this port` });
      for (const b of backends.filter((x) => x.guessed)) notes.push({ node: node.name, object: obj, severity: 'info', message: `port ${sp.port}: targetPort "${String(sp.targetPort)}" taken as ${b.pod.ref}'s only ${sp.protocol} listener, ${b.port} (the pod names no container ports)` });
      const first = firstByKubeProxyOrder(backends, (p) => formatIpv4(p.ip));
      if (svc.endpoints.length > 0 && !first) {
        notes.push({ node: node.name, object: obj, severity: 'warning', message: `port ${sp.port}: no endpoint has a container port named "${String(sp.targetPort)}" (${sp.protocol}): kube-proxy creates no load balancer for it` });
        continue;
      }
      const target = first?.port ?? (typeof sp.targetPort === 'number' ? sp.targetPort : sp.port);
      const others = backends.filter((b) => b.port !== target);
      if (first && others.length)
        notes.push({ node: node.name, object: obj, severity: 'warning', message: `port ${sp.port}: targetPort "${String(sp.targetPort)}" is ${target} on ${first.pod.ref} but ${others.map((b) => `${b.port} on ${b.pod.ref}`).join(', ')}: kube-proxy (winkernel) gives HNS one internal port, the first endpoint's (${target}), for every backend` });
      const all = backends.map((b) => b.pod);
      const local = all.filter((p) => p.node === node);
      // Session affinity needs Windows Server 2022 (Kubernetes' Windows page); on 2019 kube-proxy logs
      // that it is not supported, and the model ignores it (assumption session-affinity-ignored).
      const affinityIgnored = svc.spec.sessionAffinity === 'ClientIP' && !versionSupports(c.windowsVersion, 'sessionAffinity');
      const timeout = svc.spec.sessionAffinity === 'ClientIP' ? svc.spec.sessionAffinityConfig?.clientIP?.timeoutSeconds : undefined;
      if (timeout !== undefined && !affinityIgnored)
        notes.push({ node: node.name, object: obj, severity: 'info', message: `sessionAffinityConfig.clientIP.timeoutSeconds ${timeout}: kube-proxy (winkernel) sets only the distribution type (SourceIP) on the load balancer; HNS gets no timeout` });
      if (affinityIgnored) notes.push({ node: node.name, object: obj, severity: 'warning', message: 'kube-proxy: "Session Affinity is not supported on this version of Windows" (Windows Server 2019; it needs 2022): each flow is hashed on its own' });
      const pm = (ext: number, flags: number): LbPortMapping => ({
        protocol: PROTOCOL_NUMBER[sp.protocolName],
        internalPort: target,
        externalPort: ext,
        distributionType: svc.spec.sessionAffinity === 'ClientIP' && !affinityIgnored ? 2 : 0,
        flags,
      });
      const make = (what: string, vips: string[], mapping: LbPortMapping, backends0: ResolvedPod[], dsr: boolean, localTraffic = false, from?: string, ipv6 = false) => {
        // kube-proxy's IPv6 proxier sees the IPv6 endpoints only.
        const backends = ipv6 ? backends0.filter((b) => b.ipv6 !== undefined) : backends0;
        if (backends.length === 0) return;
        if (backends.length > 1024) notes.push({ node: node.name, object: obj, severity: 'warning', message: 'more than 1024 backends for one Service is not supported on Windows' });
        lbs.push({
          id: lbId(node.name, `${obj}:${sp.port}:${what}`),
          api: 2,
          frontendVips: vips,
          sourceVip: ipv6 ? '' : sourceVip,
          endpoints: backends.map((b) => endpointFor(b).id),
          portMappings: [mapping],
          flags: (dsr ? LB_FLAG_DSR : 0) | (ipv6 ? LB_FLAG_IPV6 : 0),
          state: 2,
          origin: { ...origin, ...byOf(originMsg('origin.lb', { what, from })), ...assumptionsOf(affinityIgnored, localTraffic && !c.kubeProxy.dsr) },
        });
      };
      const etpLocal = svc.spec.externalTrafficPolicy === 'Local';
      // winkernel creates a remote endpoint for every ready endpoint of the Service that is not on
      // this node, before it picks which ones each load balancer uses: with internalTrafficPolicy
      // Local the ClusterIP load balancer takes only the local ones, but the remote endpoints stay
      // (only when both traffic policies are Local does it skip them: "Both internalTraffic and
      // external traffic policies are local").
      if (!(svc.spec.internalTrafficPolicy === 'Local' && etpLocal)) for (const b of all) if (b.node !== node) endpointFor(b);
      // One load balancer per family of the Service (dual-stack: kube-proxy runs an IPv4 and an IPv6 proxier).
      const v4vip = svc.clusterIPs.find((x): x is Ipv4 => typeof x === 'number');
      const v6vip = svc.clusterIPs.find((x) => typeof x === 'string');
      if (v4vip !== undefined) make('ClusterIP', [formatIpv4(v4vip)], pm(sp.port, 0), svc.spec.internalTrafficPolicy === 'Local' ? local : all, c.kubeProxy.dsr);
      if (v6vip !== undefined) make('ClusterIP IPv6', [formatIp(v6vip)], pm(sp.port, 0), svc.spec.internalTrafficPolicy === 'Local' ? local : all, c.kubeProxy.dsr, false, undefined, true);
      if (v6vip !== undefined && node.ipv6 !== undefined && sp.nodePort !== undefined && !use.fallback)
        make('NodePort IPv6', [], pm(sp.nodePort, PM_FLAG_VIP_EXTERNAL_IP | PM_FLAG_LOCAL_ROUTED_VIP), etpLocal ? local : all, etpLocal, etpLocal, undefined, true);
      // ETP Local: "local traffic DSR" whenever HNS supports DSR, whatever --enable-dsr says
      // (kube-proxy winkernel; the Windows page lists Local in non-DSR mode as unsupported).
      if (sp.nodePort !== undefined && !use.fallback) make('NodePort', [], pm(sp.nodePort, PM_FLAG_VIP_EXTERNAL_IP | PM_FLAG_LOCAL_ROUTED_VIP), etpLocal ? local : all, etpLocal, etpLocal);
      if (!use.fallback) for (const ip of svc.spec.externalIPs) make(`externalIP ${ip}`, [ip], pm(sp.port, PM_FLAG_VIP_EXTERNAL_IP), etpLocal ? local : all, etpLocal, etpLocal);
      // kube-proxy programs status.loadBalancer.ingress; the scenario's loadBalancerIP is the fallback. The
      // object says which it came from.
      const lbAddr = loadBalancerAddresses(svc.spec);
      for (const ip of lbAddr?.ips ?? []) make(`LoadBalancer ${ip}`, [ip], pm(sp.port, PM_FLAG_VIP_EXTERNAL_IP), etpLocal ? local : all, etpLocal, etpLocal, lbAddr!.from);
      if (all.length === 0) notes.push({ node: node.name, object: obj, severity: 'info', message: `no endpoints: kube-proxy creates no load balancer, so ${svc.clusterIPs.map((x) => formatEndpoint(x, sp.port)).join(' and ') || `${formatIp(svc.clusterIP)}:${sp.port}`} is not translated` });
      else if (etpLocal && local.length === 0 && sp.nodePort !== undefined)
        notes.push({ node: node.name, object: obj, severity: 'info', message: `externalTrafficPolicy Local and no local endpoint on ${node.name}: no NodePort load balancer here` });
    }
  }
  // Overlay: for every Service a remote endpoint whose IP is the ClusterIP itself (host MAC, PA = node
  // IP), created before winkernel looks at the Service's endpoints: with or without any ("No existing
  // remote endpoint" → createEndpoint). SCTP ports get nothing on Windows, so an SCTP-only Service neither.
  if (rs.overlay) {
    for (const svc of rs.services) {
      if (svc.ports.every((sp) => sp.protocol === 'SCTP')) continue;
      remotes.set(svc.clusterIP, {
        id: endpointId(node.name, `clusterip:${formatIp(svc.clusterIP)}`),
        name: `remote_${formatIp(svc.clusterIP)}`,
        api: 2,
        ipAddress: formatIp(svc.clusterIP),
        macAddress: nodeMac(node),
        isRemoteEndpoint: true,
        policies: [{ type: 'ProviderAddress', providerAddress: formatIpv4(node.ip) }],
        state: 1,
        origin: { kind: 'Service', namespace: svc.namespace, name: svc.name, ...byOf(originMsg('origin.remoteClusterIp', {})) },
      });
    }
  }
  const sourceVipEndpoint: HnsEndpoint | undefined = rs.overlay
    ? {
        id: endpointId(node.name, 'source-vip'),
        name: 'sourceVip',
        api: 2,
        ipAddress: formatIpv4(node.sourceVip),
        macAddress: nodeMac(node),
        isRemoteEndpoint: false,
        policies: [],
        state: 1,
        origin: { kind: 'Node', name: node.name, ...byOf(originMsg('origin.sourceVip', {})) },
      }
    : undefined;
  return { loadBalancers: lbs, remoteEndpoints: [...remotes.values()], sourceVipEndpoint, notes };
}

export function servicesWithoutBackends(rs: ResolvedScenario): ResolvedService[] {
  return rs.services.filter((s) => s.endpoints.length === 0);
}

const conditionWords = (c: EndpointConditions): string => `${c.terminating ? 'terminating' : 'not ready'} (EndpointSlice ready=${c.ready}, serving=${c.serving}, terminating=${c.terminating})`;

/**
 * The endpoints winkernel puts in a Service's load balancers: the ready ones. Only for a Service with
 * load-balancer ingress IPs does it look further (pkg/proxy/winkernel/proxier.go): when every endpoint
 * is terminating, the serving terminating ones (a graceful drain); when none is serving, all of them.
 */
function windowsEndpoints(svc: ResolvedService): { endpoints: ResolvedPod[]; fallback?: string } {
  if (svc.endpoints.length || !svc.conditions.length || !loadBalancerAddresses(svc.spec)?.ips.length) return { endpoints: svc.endpoints };
  const serving = svc.conditions.filter((c) => c.serving);
  if (serving.length && svc.conditions.every((c) => c.terminating)) return { endpoints: serving.map((c) => c.pod), fallback: 'the serving terminating endpoints' };
  if (!serving.length) return { endpoints: svc.conditions.map((c) => c.pod), fallback: 'every endpoint (none is serving)' };
  return { endpoints: [] };
}
