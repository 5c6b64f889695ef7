// The Kubernetes objects VFP Lab reads from `kubectl get -o yaml|json`, reduced to the fields the
// simulator uses. Field names follow the Kubernetes API so that they read the same as the YAML.

export type KubeProtocol = 'TCP' | 'UDP' | 'SCTP';

export interface KubeMeta {
  name: string;
  /** Defaults to `default` for namespaced kinds when the manifest leaves it out. */
  namespace: string;
  labels: Record<string, string>;
}

export interface KubeNode {
  name: string;
  labels: Record<string, string>;
  /** `kubernetes.io/os` label (or the older beta label, or status.nodeInfo.operatingSystem). */
  os?: string;
  /** `spec.podCIDRs`, or `[spec.podCIDR]`. */
  podCIDRs: string[];
  /** `status.addresses` of type InternalIP. */
  internalIPs: string[];
  addresses: { type: string; address: string }[];
}

/** A Namespace, cluster-scoped: its labels as written (the API server adds kubernetes.io/metadata.name). */
export interface KubeNamespace {
  name: string;
  labels: Record<string, string>;
}

export interface KubeContainerPort {
  container: string;
  containerPort: number;
  protocol: KubeProtocol;
  name?: string;
  hostPort?: number;
}

export interface KubePod extends KubeMeta {
  nodeName?: string;
  /** `status.podIPs`, or `[status.podIP]`. */
  podIPs: string[];
  hostNetwork: boolean;
  ports: KubeContainerPort[];
  phase?: string;
}

export interface KubeServicePort {
  name?: string;
  port: number;
  /** A number, or the name of a container port. Kubernetes defaults it to `port`. */
  targetPort: number | string;
  protocol: KubeProtocol;
  nodePort?: number;
}

export type KubeServiceType = 'ClusterIP' | 'NodePort' | 'LoadBalancer' | 'ExternalName';

export interface KubeService extends KubeMeta {
  type: KubeServiceType;
  /** `spec.clusterIPs`, or `[spec.clusterIP]`; `None` for a headless Service. */
  clusterIPs: string[];
  /** `spec.ipFamilies` and `spec.ipFamilyPolicy` (dual-stack), as the API server filled them in. */
  ipFamilies?: ('IPv4' | 'IPv6')[];
  ipFamilyPolicy?: 'SingleStack' | 'PreferDualStack' | 'RequireDualStack';
  /** Absent: the Service has no selector (its endpoints are managed by hand). */
  selector?: Record<string, string>;
  ports: KubeServicePort[];
  sessionAffinity?: string;
  /** `spec.sessionAffinityConfig.clientIP.timeoutSeconds`. */
  affinityTimeoutSeconds?: number;
  externalTrafficPolicy?: string;
  internalTrafficPolicy?: string;
  externalIPs: string[];
  loadBalancerIP?: string;
  /** `status.loadBalancer.ingress[].ip`. */
  loadBalancerIngress: string[];
}

export interface KubeObjectRef {
  kind?: string;
  name?: string;
  namespace?: string;
}

export interface KubeSliceEndpoint {
  addresses: string[];
  /** As written; Kubernetes reads an absent `ready` or `serving` as true, `terminating` as false. */
  conditions: { ready?: boolean; serving?: boolean; terminating?: boolean };
  nodeName?: string;
  targetRef?: KubeObjectRef;
}

export interface KubeEndpointPort {
  name?: string;
  port?: number;
  protocol: KubeProtocol;
}

export interface KubeEndpointSlice extends KubeMeta {
  /** The `kubernetes.io/service-name` label. */
  serviceName?: string;
  addressType: 'IPv4' | 'IPv6' | 'FQDN';
  endpoints: KubeSliceEndpoint[];
  ports: KubeEndpointPort[];
}

export interface KubeEndpointAddress {
  ip: string;
  nodeName?: string;
  targetRef?: KubeObjectRef;
}

export interface KubeEndpoints extends KubeMeta {
  subsets: { addresses: KubeEndpointAddress[]; notReadyAddresses: KubeEndpointAddress[]; ports: KubeEndpointPort[] }[];
}

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}

export interface NetworkPolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

export interface NetworkPolicyPort {
  protocol?: KubeProtocol;
  port?: number | string;
  endPort?: number;
}

/** The spec as Kubernetes writes it, checked structurally. */
export interface NetworkPolicySpec {
  podSelector: LabelSelector;
  policyTypes?: ('Ingress' | 'Egress')[];
  ingress?: { from?: NetworkPolicyPeer[]; ports?: NetworkPolicyPort[] }[];
  egress?: { to?: NetworkPolicyPeer[]; ports?: NetworkPolicyPort[] }[];
}

export interface KubeNetworkPolicy extends KubeMeta {
  spec: NetworkPolicySpec;
}

export interface KubeObjects {
  nodes: KubeNode[];
  namespaces: KubeNamespace[];
  pods: KubePod[];
  services: KubeService[];
  endpointSlices: KubeEndpointSlice[];
  endpoints: KubeEndpoints[];
  networkPolicies: KubeNetworkPolicy[];
}

export const emptyKubeObjects = (): KubeObjects => ({ nodes: [], namespaces: [], pods: [], services: [], endpointSlices: [], endpoints: [], networkPolicies: [] });
