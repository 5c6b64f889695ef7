// zod schemas for the kinds we read, accepting real `kubectl get -o yaml` output: unknown fields
// (managedFields, annotations, status conditions...) are dropped, not errors — this is Kubernetes'
// format, not ours. What we do use is checked as the API server would (ports, IPs, CIDRs, enums).
// JSON `null` is removed before validation (`stripNulls`), as Kubernetes reads null as absent.
import { z } from 'zod';
import { parsePrefix, prefixCovers } from '../../core/net/ip';
import { k8sMsg, k8sText, type K8sMsg } from './messages';

const isIp = (s: string): boolean => !s.includes('/') && parsePrefix(s) !== undefined;
const isCidr = (s: string): boolean => s.includes('/') && parsePrefix(s) !== undefined;
const quote = (v: unknown): string => JSON.stringify(v) ?? String(v);

/** A check's issue: its sentence in English, and as a value on its params (issues.ts says it). */
const issue = (m: K8sMsg, path?: (string | number)[]) => ({ code: 'custom' as const, message: k8sText(m), params: { msg: m }, ...(path ? { path } : {}) });

/** A string `ok` accepts, else the sentence `say` gives for it (quoted). */
const checked = (ok: (s: string) => boolean, say: (v: string) => K8sMsg) =>
  z.string().superRefine((s, ctx) => {
    if (!ok(s)) ctx.addIssue(issue(say(quote(s))));
  });

export const ip = checked(isIp, (v) => k8sMsg('k8s.notIp', { v }));
export const cidr = checked(isCidr, (v) => k8sMsg('k8s.notCidr', { v }));
/** `None` (headless), `""` (not yet allocated) or an address. */
const clusterIp = checked((s) => s === 'None' || s === '' || isIp(s), (v) => k8sMsg('k8s.notClusterIp', { v }));
const port = z.number().int().min(1).max(65535);
const protocol = z.enum(['TCP', 'UDP', 'SCTP']);
const labels = z.record(z.string(), z.string());
/** IntOrString. A quoted number is a string to Kubernetes, i.e. a port *name*, which must contain a letter. */
const intOrName = z.union([
  port,
  checked((s) => /[a-z]/i.test(s), (v) => k8sMsg('k8s.quotedPort', { v })),
]);

const metadata = z.object({ name: z.string().min(1), namespace: z.string().optional(), labels: labels.optional() });

export const nodeSchema = z.object({
  metadata,
  spec: z.object({ podCIDR: cidr.optional(), podCIDRs: z.array(cidr).optional() }).optional(),
  status: z
    .object({
      addresses: z
        .array(
          z.object({ type: z.string(), address: z.string() }).superRefine((a, ctx) => {
            if ((a.type === 'InternalIP' || a.type === 'ExternalIP') && !isIp(a.address))
              ctx.addIssue(issue(k8sMsg('k8s.notIp', { v: quote(a.address) }), ['address']));
          }),
        )
        .optional(),
      nodeInfo: z.object({ operatingSystem: z.string().optional() }).optional(),
    })
    .optional(),
});

/** A Namespace: its name and labels (for NetworkPolicy namespaceSelectors). */
export const namespaceSchema = z.object({ metadata });

export const podSchema = z.object({
  metadata,
  spec: z.object({
    nodeName: z.string().optional(),
    hostNetwork: z.boolean().optional(),
    containers: z
      .array(
        z.object({
          name: z.string(),
          ports: z
            .array(z.object({ containerPort: port, protocol: protocol.optional(), name: z.string().optional(), hostPort: port.optional() }))
            .optional(),
        }),
      )
      .optional(),
  }),
  status: z
    .object({ podIP: ip.optional(), podIPs: z.array(z.object({ ip })).optional(), phase: z.string().optional() })
    .optional(),
});

const servicePort = z.object({
  name: z.string().optional(),
  port,
  targetPort: intOrName.optional(),
  protocol: protocol.optional(),
  nodePort: port.optional(),
});

export const serviceSchema = z.object({
  metadata,
  spec: z.object({
    type: z.enum(['ClusterIP', 'NodePort', 'LoadBalancer', 'ExternalName']).optional(),
    clusterIP: clusterIp.optional(),
    clusterIPs: z.array(clusterIp).optional(),
    ipFamilies: z.array(z.enum(['IPv4', 'IPv6'])).optional(),
    ipFamilyPolicy: z.enum(['SingleStack', 'PreferDualStack', 'RequireDualStack']).optional(),
    selector: labels.optional(),
    ports: z.array(servicePort).optional(),
    sessionAffinity: z.enum(['None', 'ClientIP']).optional(),
    sessionAffinityConfig: z.object({ clientIP: z.object({ timeoutSeconds: z.number().int().optional() }).optional() }).optional(),
    externalTrafficPolicy: z.enum(['Cluster', 'Local']).optional(),
    internalTrafficPolicy: z.enum(['Cluster', 'Local']).optional(),
    externalIPs: z.array(ip).optional(),
    loadBalancerIP: z.union([ip, z.literal('')]).optional(),
  }),
  status: z
    .object({
      loadBalancer: z
        .object({ ingress: z.array(z.object({ ip: ip.optional(), hostname: z.string().optional() })).optional() })
        .optional(),
    })
    .optional(),
});

const objectRef = z.object({ kind: z.string().optional(), name: z.string().optional(), namespace: z.string().optional() });
const endpointPort = z.object({ name: z.string().optional(), port: z.number().int().min(0).max(65535).optional(), protocol: protocol.optional() });

export const endpointSliceSchema = z
  .object({
    metadata,
    addressType: z.enum(['IPv4', 'IPv6', 'FQDN']),
    endpoints: z
      .array(
        z.object({
          addresses: z.array(z.string()).min(1),
          conditions: z
            .object({ ready: z.boolean().optional(), serving: z.boolean().optional(), terminating: z.boolean().optional() })
            .optional(),
          nodeName: z.string().optional(),
          targetRef: objectRef.optional(),
        }),
      )
      .optional(),
    ports: z.array(endpointPort).optional(),
  })
  .superRefine((slice, ctx) => {
    if (slice.addressType === 'FQDN') return;
    slice.endpoints?.forEach((e, i) =>
      e.addresses.forEach((a, j) => {
        const family = parsePrefix(a)?.family;
        if (!isIp(a) || family !== (slice.addressType === 'IPv4' ? 'ipv4' : 'ipv6'))
          ctx.addIssue(issue(k8sMsg('k8s.notFamily', { v: quote(a), family: slice.addressType }), ['endpoints', i, 'addresses', j]));
      }),
    );
  });

const endpointAddress = z.object({ ip, nodeName: z.string().optional(), targetRef: objectRef.optional() });

export const endpointsSchema = z.object({
  metadata,
  subsets: z
    .array(
      z.object({
        addresses: z.array(endpointAddress).optional(),
        notReadyAddresses: z.array(endpointAddress).optional(),
        ports: z.array(endpointPort).optional(),
      }),
    )
    .optional(),
});

const labelSelector = z.object({
  matchLabels: labels.optional(),
  matchExpressions: z
    .array(z.object({ key: z.string(), operator: z.enum(['In', 'NotIn', 'Exists', 'DoesNotExist']), values: z.array(z.string()).optional() }))
    .optional(),
});

const peer = z
  .object({
    podSelector: labelSelector.optional(),
    namespaceSelector: labelSelector.optional(),
    ipBlock: z.object({ cidr, except: z.array(cidr).optional() }).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.ipBlock && (p.podSelector || p.namespaceSelector))
      ctx.addIssue(issue(k8sMsg('k8s.ipBlockAlone', {}), ['ipBlock']));
    const outer = p.ipBlock && parsePrefix(p.ipBlock.cidr);
    p.ipBlock?.except?.forEach((e, i) => {
      const inner = parsePrefix(e);
      if (outer && inner && !(prefixCovers(outer, inner) && inner.len > outer.len))
        ctx.addIssue(issue(k8sMsg('k8s.exceptOutside', { v: quote(e), cidr: p.ipBlock!.cidr }), ['ipBlock', 'except', i]));
    });
  });

const policyPort = z.object({ protocol: protocol.optional(), port: intOrName.optional(), endPort: port.optional() });

export const networkPolicySchema = z.object({
  metadata,
  spec: z.object({
    podSelector: labelSelector,
    policyTypes: z.array(z.enum(['Ingress', 'Egress'])).optional(),
    ingress: z.array(z.object({ from: z.array(peer).optional(), ports: z.array(policyPort).optional() })).optional(),
    egress: z.array(z.object({ to: z.array(peer).optional(), ports: z.array(policyPort).optional() })).optional(),
  }),
});

/** Kubernetes reads `null` as "not set"; removing null members lets the schemas say `optional()`. */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null) continue;
    Object.defineProperty(out, k, { value: stripNulls(v), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

