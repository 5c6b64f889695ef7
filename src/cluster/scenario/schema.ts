// The Scenario format (design.md §4): one YAML or JSON document, `apiVersion: vfp-lab/v1`,
// `kind: Scenario`. Field names are a contract with saved files, share links and lessons. Unknown
// fields are errors naming their path; every field has the default the real system has.
import { z } from 'zod';
import { own, schemaMsg } from './schema-messages';
import { exerciseSchema } from './exercise-schema';
import { ipv6Oddity, parseIp, parseIpv4, parsePrefix } from '../../core/net/ip';
import { LISTEN_RE } from './listen';
import { CIDR_ANY_PATTERN, CIDR_LIST_PATTERN, CIDR_PATTERN, IP_PATTERN, IPV4_PATTERN, LISTEN_PATTERN, MAC_PATTERN } from './patterns';
import { parseMac } from '../../core/net/mac';
import { vfpEditSchema } from './vfp-edits';
// Registers the reader of imported node objects (overrides.ts): a document with them comes through here.
import './node-overrides';

export { LISTEN_RE };

export const API_VERSION = 'vfp-lab/v1';

// `.meta({ pattern })`: the same check as the code, for the published JSON Schema (patterns.ts).
const ipv4 = z
  .string()
  .refine((s) => parseIpv4(s) !== undefined, { message: own(schemaMsg('schema.ipv4', {})) })
  .meta({ pattern: IPV4_PATTERN });
const cidr = z
  .string()
  .refine((s) => s.includes('/') && parsePrefix(s)?.family === 'ipv4', { message: own(schemaMsg('schema.ipv4Cidr', {})) })
  .meta({ pattern: CIDR_PATTERN });
/** An address of either family. The IPv6 forms a cluster address cannot take (a zone, IPv4-mapped,
 * link-local...) pass here and are refused by name by the scenario checks (resolve.ts); the
 * published pattern refuses them outright. */
const ipAny = z
  .string()
  .refine((s) => parseIp(s) !== undefined || ipv6Oddity(s) !== undefined, { message: own(schemaMsg('schema.ip', {})) })
  .meta({ pattern: IP_PATTERN });
const cidrAny = z
  .string()
  .refine((s) => s.includes('/') && !s.includes('%') && parsePrefix(s) !== undefined, { message: own(schemaMsg('schema.cidr', {})) })
  .meta({ pattern: CIDR_ANY_PATTERN });
/** One CIDR, or an IPv4 and an IPv6 one, comma-separated, as Kubernetes' flags write a dual-stack range. */
const cidrList = z
  .string()
  .refine((s) => s.split(',').length <= 2 && s.split(',').every((x) => x.includes('/') && !x.includes('%') && parsePrefix(x) !== undefined), {
    message: own(schemaMsg('schema.cidrList', {})),
  })
  .meta({ pattern: CIDR_LIST_PATTERN });
const ipFamily = z.enum(['IPv4', 'IPv6']);
const mac = z
  .string()
  .refine((s) => parseMac(s) !== undefined, { message: own(schemaMsg('schema.mac', {})) })
  .meta({ pattern: MAC_PATTERN });
const name = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, { message: own(schemaMsg('schema.k8sName', {})) });
const labels = z.record(z.string(), z.string());
const listen = z
  .string()
  .regex(LISTEN_RE, { message: own(schemaMsg('schema.listen', {})) })
  .refine((s) => Number(s.split('/')[1]) >= 1 && Number(s.split('/')[1]) <= 65535, { message: own(schemaMsg('schema.listenPort', {})) })
  .meta({ pattern: LISTEN_PATTERN });
const port = z.number().int().min(1).max(65535);

export const CNI_PLUGINS = ['win-bridge', 'win-overlay', 'sdnbridge', 'sdnoverlay', 'flannel-host-gw', 'flannel-vxlan'] as const;

const clusterSchema = z.strictObject({
  cni: z.enum(CNI_PLUGINS).default('win-bridge'),
  /** Dual-stack: an IPv4 and an IPv6 range, comma-separated (kube-controller-manager --cluster-cidr). */
  clusterCIDR: cidrList.default('10.244.0.0/16'),
  /** Dual-stack: --service-cluster-ip-range with one range per family. */
  serviceCIDR: cidrList.default('10.96.0.0/12'),
  /** Dual-stack: the node network's IPv6 prefix after its IPv4 one. */
  nodeSubnet: cidrList.default('10.127.130.0/24'),
  /** Dual-stack: --node-cidr-mask-size-ipv6 (each node's IPv6 pod CIDR; Kubernetes' default /64). */
  nodeCidrMaskSizeIPv6: z.number().int().min(64).max(126).optional(),
  /** Left out, the exceptions are [clusterCIDR, serviceCIDR, nodeSubnet], as the usual CNI configs list them. */
  outboundNAT: z.strictObject({ exceptions: z.array(cidrAny).optional() }).default({}),
  kubeProxy: z
    .strictObject({
      /** kube-proxy --enable-dsr */
      dsr: z.boolean().default(false),
      /** What a non-DSR L2Bridge load balancer does to the source: node-ip (the default: only DSR keeps the
       * client pod's IP, kubernetes/kubernetes#83072) or none (a labelled option for builds that left it alone). */
      sourceNat: z.enum(['none', 'node-ip']).default('node-ip'),
    })
    .default({ dsr: false, sourceNat: 'node-ip' }),
  /** CNI loopbackDSR: lets a pod reach itself through its own Service when DSR is on. */
  loopbackDSR: z.boolean().default(false),
  networkPolicy: z.enum(['enforced', 'ignored']).default('enforced'),
  /** What programs NetworkPolicies as HNS ACLs on Windows nodes: `generic` follows the API (ipBlock.except
   * narrows its own peer; allows of several policies add up); `calico` does what Calico's Windows data
   * plane does (a rule with `except` or a named port is skipped: "negative matches (currently unsupported)"). */
  windowsPolicyAgent: z.enum(['generic', 'calico']).default('generic'),
  closedPort: z.enum(['drop', 'reset']).default('drop'),
  /** The Windows Server version of the Windows nodes, for the differences Kubernetes' Windows page lists
   * (session affinity needs 2022). A number or a string. */
  windowsVersion: z.union([z.literal(2019), z.literal(2022), z.literal(2025), z.enum(['2019', '2022', '2025'])]).default(2022),
  vxlan: z.strictObject({ vni: z.number().int().min(4096).max(16777215).default(4096), port: port.default(4789) }).default({ vni: 4096, port: 4789 }),
  mtu: z.number().int().min(576).max(9000).default(1500),
  underlay: z.strictObject({ kind: z.enum(['l2', 'vpc']).default('l2'), mtu: z.number().int().min(576).max(9216).default(1500) }).default({ kind: 'l2', mtu: 1500 }),
});

const nodeSchema = z.strictObject({
  name,
  os: z.enum(['windows', 'linux']).default('windows'),
  ip: ipv4.optional(),
  podCIDR: cidr.optional(),
  /** Dual-stack: spec.podCIDRs, one per family (the IPv4 one first, equal to podCIDR when both are given). */
  podCIDRs: z.array(cidrAny).min(1).max(2).optional(),
  /** Dual-stack: the node's addresses, one per family (kubelet --node-ip=IPv4,IPv6; the IPv4 one first). */
  ips: z.array(ipAny).min(1).max(2).optional(),
  /** The host vNIC's MAC, as `ipconfig /all` prints it (default: one made up from the node's name). */
  mac: mac.optional(),
  /** Overlay: the address kube-proxy uses as --source-vip (default: reserved from the pod CIDR). */
  sourceVip: ipv4.optional(),
  /** Imported HNS objects: they replace what the CNI plugin and kube-proxy would create on this node. */
  hns: z.unknown().optional(),
  /** Imported VFP ports: used as they are, instead of compiling HNS objects. */
  vfp: z.unknown().optional(),
  /** VFP changed by hand: deltas per port, applied after HNS is compiled (see vfp-edits.ts). */
  vfpEdits: z.array(vfpEditSchema).optional(),
});

/** An IANA service name, as the API takes a container port's name (IsValidPortName): at most 15 lower
 * case letters, digits and single inner "-", at least one letter. */
export const PORT_NAME_RE = /^(?=.{1,15}$)(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;
const portName = z.string().regex(PORT_NAME_RE, { message: own(schemaMsg('schema.portName', {})) });

/** A container port as the pod spec lists it (containers[].ports): a name that a Service's targetPort
 * or a NetworkPolicy's port can use, and a hostPort the CNI plugin maps from the node's address. It
 * opens nothing: `listen` says what the pod listens on. */
const containerPortSchema = z.strictObject({
  name: portName.optional(),
  containerPort: port,
  protocol: z.enum(['TCP', 'UDP', 'SCTP']).default('TCP'),
  /** The node's port mapped to containerPort (win-bridge: an HNS PortMapping endpoint policy). */
  hostPort: port.optional(),
});

const podSchema = z.strictObject({
  name,
  namespace: name.default('default'),
  node: name,
  ip: ipv4.optional(),
  /** Dual-stack: status.podIPs, one per family (the IPv4 one first). */
  ips: z.array(ipAny).min(1).max(2).optional(),
  labels: labels.default({}),
  listen: z.array(listen).default([]),
  /** The pod's container ports (left out: none named, no hostPort). */
  ports: z.array(containerPortSchema).optional(),
  /** The pod's Ready condition (left out: ready). Its EndpointSlice endpoint follows: ready, serving. */
  ready: z.boolean().optional(),
  /** Being deleted (metadata.deletionTimestamp): its endpoint is terminating, so not ready. */
  terminating: z.boolean().optional(),
});

/** A namespace and its labels, for NetworkPolicy namespaceSelectors. Optional: a namespace a pod or
 * policy names exists without an entry. The API server sets kubernetes.io/metadata.name to the name. */
const namespaceSchema = z.strictObject({
  name,
  labels: labels.default({}),
});

const servicePortSchema = z.strictObject({
  name: z.string().optional(),
  port,
  targetPort: z.union([port, z.string().min(1)]).optional(),
  protocol: z.enum(['TCP', 'UDP', 'SCTP']).default('TCP'),
  nodePort: z.number().int().min(1).max(65535).optional(),
});

const serviceSchema = z.strictObject({
  name,
  namespace: name.default('default'),
  type: z.enum(['ClusterIP', 'NodePort', 'LoadBalancer']).default('ClusterIP'),
  /** The primary family's ClusterIP (an IPv6 one for a Service whose first family is IPv6). */
  clusterIP: ipAny.optional(),
  /** Dual-stack: spec.clusterIPs, one per family in ipFamilies' order (the first equal to clusterIP). */
  clusterIPs: z.array(ipAny).min(1).max(2).optional(),
  /** spec.ipFamilies: the families the Service has, in order (default: the cluster's first, or both with a dual-stack policy). */
  ipFamilies: z.array(ipFamily).min(1).max(2).optional(),
  /** spec.ipFamilyPolicy (default SingleStack). */
  ipFamilyPolicy: z.enum(['SingleStack', 'PreferDualStack', 'RequireDualStack']).optional(),
  selector: labels.default({}),
  ports: z.array(servicePortSchema).min(1, { message: own(schemaMsg('schema.servicePorts', {})) }),
  sessionAffinity: z.enum(['None', 'ClientIP']).default('None'),
  /** The API's affinity timeout (default 10800 s). Accepted; winkernel gives HNS no timeout (only the distribution type). */
  sessionAffinityConfig: z.strictObject({ clientIP: z.strictObject({ timeoutSeconds: z.number().int().min(1).max(86400).optional() }).optional() }).optional(),
  externalTrafficPolicy: z.enum(['Cluster', 'Local']).default('Cluster'),
  internalTrafficPolicy: z.enum(['Cluster', 'Local']).default('Cluster'),
  externalIPs: z.array(ipv4).default([]),
  loadBalancerIP: ipv4.optional(),
  /** status.loadBalancer.ingress[].ip: what the cloud gave, and what kube-proxy programs (before loadBalancerIP). */
  loadBalancerIngress: z.array(ipv4).optional(),
});

const labelSelector = z.strictObject({
  matchLabels: labels.optional(),
  matchExpressions: z
    .array(z.strictObject({ key: z.string(), operator: z.enum(['In', 'NotIn', 'Exists', 'DoesNotExist']), values: z.array(z.string()).optional() }))
    .optional(),
});
const peer = z.strictObject({
  podSelector: labelSelector.optional(),
  namespaceSelector: labelSelector.optional(),
  ipBlock: z.strictObject({ cidr: cidrAny, except: z.array(cidrAny).optional() }).optional(),
});
const policyPort = z.strictObject({
  protocol: z.enum(['TCP', 'UDP', 'SCTP']).default('TCP'),
  port: z.union([port, z.string()]).optional(),
  endPort: port.optional(),
});
const networkPolicySchema = z.strictObject({
  apiVersion: z.literal('networking.k8s.io/v1').default('networking.k8s.io/v1'),
  kind: z.literal('NetworkPolicy').default('NetworkPolicy'),
  // kubectl prints uid, resourceVersion, managedFields... in metadata: accepted, not used.
  metadata: z.looseObject({ name, namespace: name.default('default') }),
  spec: z.strictObject({
    podSelector: labelSelector.default({}),
    policyTypes: z.array(z.enum(['Ingress', 'Egress'])).optional(),
    ingress: z.array(z.strictObject({ from: z.array(peer).optional(), ports: z.array(policyPort).optional() })).optional(),
    egress: z.array(z.strictObject({ to: z.array(peer).optional(), ports: z.array(policyPort).optional() })).optional(),
  }),
});

const externalSchema = z.strictObject({
  name,
  ip: ipv4,
  /** Dual-stack: the host's addresses, one per family (the IPv4 one first, equal to ip). */
  ips: z.array(ipAny).min(1).max(2).optional(),
  listen: z.array(listen).default([]),
});

export const REF_RE = /^(?:(pod|service|node|external)\/[^\s]+|\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?|\[[0-9A-Fa-f:.]+\](?::\d{1,5})?|[0-9A-Fa-f]*:[0-9A-Fa-f:.]+)$/;
const ref = z.string().regex(REF_RE, { message: own(schemaMsg('schema.ref', {})) });

export const OUTCOMES = ['delivered', 'dropped', 'rejected'] as const;

const probeSchema = z.strictObject({
  name: z.string().min(1).regex(/^[A-Za-z0-9][-A-Za-z0-9_.]*$/, { message: own(schemaMsg('schema.probeName', {})) }),
  from: ref,
  to: ref,
  protocol: z.enum(['tcp', 'udp', 'icmp', 'sctp']).default('tcp'),
  srcPort: port.optional(),
  /** Which family's addresses the refs stand for in a dual-stack cluster (default IPv4; an IPv6 literal sets IPv6). */
  ipFamily: ipFamily.optional(),
  size: z.number().int().min(28).max(65535).default(64),
  df: z.boolean().default(false),
  expect: z
    .strictObject({
      outcome: z.enum(OUTCOMES).optional(),
      reason: z.string().optional(),
      endpoint: z.union([z.string(), z.array(z.string())]).optional(),
      /** VFP Lab extension: the fate of the reply, when the point is that it is lost (or not). */
      reply: z.strictObject({ outcome: z.enum(OUTCOMES).optional(), reason: z.string().optional() }).optional(),
    })
    .optional(),
});

export const scenarioSchema = z.strictObject({
  apiVersion: z.literal(API_VERSION, { message: own(schemaMsg('schema.apiVersion', { v: API_VERSION })) }),
  kind: z.literal('Scenario', { message: own(schemaMsg('schema.kind', {})) }),
  metadata: z.strictObject({
    name,
    title: z.string().optional(),
    description: z.string().optional(),
  }),
  cluster: clusterSchema.default(clusterSchema.parse({})),
  nodes: z.array(nodeSchema).default([]),
  /** Namespaces with labels (optional: left out, every namespace carries only kubernetes.io/metadata.name). */
  namespaces: z.array(namespaceSchema).optional(),
  pods: z.array(podSchema).default([]),
  services: z.array(serviceSchema).default([]),
  networkPolicies: z.array(networkPolicySchema).default([]),
  externals: z.array(externalSchema).default([]),
  probes: z.array(probeSchema).default([]),
  /** A broken node to repair (see exercise.ts); built-in scenarios have none. */
  exercise: exerciseSchema.optional(),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ClusterConfig = Scenario['cluster'];
export type NodeSpec = Scenario['nodes'][number];
export type NamespaceSpec = NonNullable<Scenario['namespaces']>[number];
export type PodSpec = Scenario['pods'][number];
export type ContainerPortSpec = NonNullable<PodSpec['ports']>[number];
export type ServiceSpec = Scenario['services'][number];
export type ServicePortSpec = ServiceSpec['ports'][number];
export type NetworkPolicySpec = Scenario['networkPolicies'][number];
export type LabelSelector = z.infer<typeof labelSelector>;
export type PolicyPeer = z.infer<typeof peer>;
export type ExternalSpec = Scenario['externals'][number];
export type ProbeSpec = Scenario['probes'][number];
