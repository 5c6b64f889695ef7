// Validated kubectl objects → the small model shapes. Kubernetes defaults are applied here
// (namespace `default`, protocol TCP, targetPort = port, type ClusterIP), so consumers never
// need to know them.
import type { z } from 'zod';
import type {
  KubeEndpointPort,
  KubeEndpoints,
  KubeEndpointSlice,
  KubeMeta,
  KubeNamespace,
  KubeNetworkPolicy,
  KubeNode,
  KubePod,
  KubeService,
} from './model';
import type { endpointSliceSchema, endpointsSchema, namespaceSchema, networkPolicySchema, nodeSchema, podSchema, serviceSchema } from './schemas';

type Meta = { name: string; namespace?: string | undefined; labels?: Record<string, string> | undefined };

const meta = (m: Meta): KubeMeta => ({ name: m.name, namespace: m.namespace || 'default', labels: m.labels ?? {} });

export function toNode(n: z.infer<typeof nodeSchema>): KubeNode {
  const labels = n.metadata.labels ?? {};
  const os = labels['kubernetes.io/os'] ?? labels['beta.kubernetes.io/os'] ?? n.status?.nodeInfo?.operatingSystem;
  const addresses = n.status?.addresses ?? [];
  return {
    name: n.metadata.name,
    labels,
    ...(os ? { os } : {}),
    podCIDRs: n.spec?.podCIDRs ?? (n.spec?.podCIDR ? [n.spec.podCIDR] : []),
    internalIPs: addresses.filter((a) => a.type === 'InternalIP').map((a) => a.address),
    addresses,
  };
}

export const toNamespace = (n: z.infer<typeof namespaceSchema>): KubeNamespace => ({ name: n.metadata.name, labels: n.metadata.labels ?? {} });

export function toPod(p: z.infer<typeof podSchema>): KubePod {
  const status = p.status;
  return {
    ...meta(p.metadata),
    ...(p.spec.nodeName ? { nodeName: p.spec.nodeName } : {}),
    podIPs: status?.podIPs?.map((x) => x.ip) ?? (status?.podIP ? [status.podIP] : []),
    hostNetwork: p.spec.hostNetwork ?? false,
    ports: (p.spec.containers ?? []).flatMap((c) =>
      (c.ports ?? []).map((port) => ({
        container: c.name,
        containerPort: port.containerPort,
        protocol: port.protocol ?? 'TCP',
        ...(port.name ? { name: port.name } : {}),
        ...(port.hostPort ? { hostPort: port.hostPort } : {}),
      })),
    ),
    ...(status?.phase ? { phase: status.phase } : {}),
  };
}

export function toService(s: z.infer<typeof serviceSchema>): KubeService {
  const spec = s.spec;
  return {
    ...meta(s.metadata),
    type: spec.type ?? 'ClusterIP',
    clusterIPs: spec.clusterIPs ?? (spec.clusterIP ? [spec.clusterIP] : []),
    ...(spec.ipFamilies ? { ipFamilies: spec.ipFamilies } : {}),
    ...(spec.ipFamilyPolicy ? { ipFamilyPolicy: spec.ipFamilyPolicy } : {}),
    ...(spec.selector ? { selector: spec.selector } : {}),
    ports: (spec.ports ?? []).map((p) => ({
      ...(p.name ? { name: p.name } : {}),
      port: p.port,
      targetPort: p.targetPort ?? p.port,
      protocol: p.protocol ?? 'TCP',
      ...(p.nodePort ? { nodePort: p.nodePort } : {}),
    })),
    ...(spec.sessionAffinity ? { sessionAffinity: spec.sessionAffinity } : {}),
    ...(spec.sessionAffinityConfig?.clientIP?.timeoutSeconds !== undefined ? { affinityTimeoutSeconds: spec.sessionAffinityConfig.clientIP.timeoutSeconds } : {}),
    ...(spec.externalTrafficPolicy ? { externalTrafficPolicy: spec.externalTrafficPolicy } : {}),
    ...(spec.internalTrafficPolicy ? { internalTrafficPolicy: spec.internalTrafficPolicy } : {}),
    externalIPs: spec.externalIPs ?? [],
    ...(spec.loadBalancerIP ? { loadBalancerIP: spec.loadBalancerIP } : {}),
    loadBalancerIngress: (s.status?.loadBalancer?.ingress ?? []).flatMap((i) => (i.ip ? [i.ip] : [])),
  };
}

const endpointPort = (p: { name?: string | undefined; port?: number | undefined; protocol?: KubeEndpointPort['protocol'] | undefined }): KubeEndpointPort => ({
  ...(p.name ? { name: p.name } : {}),
  ...(p.port !== undefined ? { port: p.port } : {}),
  protocol: p.protocol ?? 'TCP',
});

export function toEndpointSlice(s: z.infer<typeof endpointSliceSchema>): KubeEndpointSlice {
  const base = meta(s.metadata);
  const serviceName = base.labels['kubernetes.io/service-name'];
  return {
    ...base,
    ...(serviceName ? { serviceName } : {}),
    addressType: s.addressType,
    endpoints: (s.endpoints ?? []).map((e) => ({
      addresses: e.addresses,
      conditions: { ...e.conditions },
      ...(e.nodeName ? { nodeName: e.nodeName } : {}),
      ...(e.targetRef ? { targetRef: e.targetRef } : {}),
    })),
    ports: (s.ports ?? []).map(endpointPort),
  };
}

export function toEndpoints(e: z.infer<typeof endpointsSchema>): KubeEndpoints {
  return {
    ...meta(e.metadata),
    subsets: (e.subsets ?? []).map((s) => ({
      addresses: s.addresses ?? [],
      notReadyAddresses: s.notReadyAddresses ?? [],
      ports: (s.ports ?? []).map(endpointPort),
    })),
  };
}

export function toNetworkPolicy(p: z.infer<typeof networkPolicySchema>): KubeNetworkPolicy {
  return { ...meta(p.metadata), spec: p.spec };
}
