// Editing actions of the builder: pure functions from a scenario to the next one. The store
// validates the result (scenarioStore.edit); these only say what the user asked for, with the
// defaults a new object gets and the references a rename must carry along.
import { formatIpv4, mustPrefix, nthAddress, parseIpv4, prefixContainsIpv4 } from '../core/net/ip';
import type { ExternalSpec, NetworkPolicySpec, NodeSpec, PodSpec, ProbeSpec, Scenario, ServiceSpec } from '../cluster/scenario/schema';

export type ObjectKind = 'pod' | 'service' | 'node' | 'external';

/** The identity a ref points at: pod/[ns/]name, service/[ns/]name, node/name, external/name. */
export interface ObjectKey {
  kind: ObjectKind;
  namespace: string;
  name: string;
}

const NAMESPACED = new Set<ObjectKind>(['pod', 'service']);

/** The first `base-N` (N from 1) that is not taken. */
export function nextName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const replaceAt = <T>(list: T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));
const removeAt = <T>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);

// --- refs ----------------------------------------------------------------------------------------

interface ParsedRef {
  key: ObjectKey;
  /** Whether the ref spelled its namespace out (pod/shop/web) or left it to default (pod/web). */
  explicitNs: boolean;
  port?: string;
}

function parseRef(ref: string): ParsedRef | undefined {
  const m = /^(pod|service|node|external)\/(.+)$/.exec(ref);
  if (!m) return undefined;
  const kind = m[1] as ObjectKind;
  const colon = m[2]!.lastIndexOf(':');
  const body = colon >= 0 ? m[2]!.slice(0, colon) : m[2]!;
  const port = colon >= 0 ? m[2]!.slice(colon + 1) : undefined;
  const slash = NAMESPACED.has(kind) ? body.indexOf('/') : -1;
  if (slash >= 0) return { key: { kind, namespace: body.slice(0, slash), name: body.slice(slash + 1) }, explicitNs: true, port };
  return { key: { kind, namespace: 'default', name: body }, explicitNs: false, port };
}

const sameKey = (a: ObjectKey, b: ObjectKey) => a.kind === b.kind && a.namespace === b.namespace && a.name === b.name;

/** The ref rewritten for a renamed (or moved) object; other refs unchanged. Keeps the ref's style:
 * a short `pod/web` stays short unless the object left the default namespace. */
export function rewriteRef(ref: string, from: ObjectKey, to: ObjectKey): string {
  const p = parseRef(ref);
  if (!p || !sameKey(p.key, from)) return ref;
  const ns = NAMESPACED.has(to.kind) && (p.explicitNs || to.namespace !== 'default') ? `${to.namespace}/` : '';
  return `${to.kind}/${ns}${to.name}${p.port !== undefined ? `:${p.port}` : ''}`;
}

function renameInProbes(probes: ProbeSpec[], from: ObjectKey, to: ObjectKey): ProbeSpec[] {
  if (sameKey(from, to)) return probes;
  const rw = (r: string) => rewriteRef(r, from, to);
  return probes.map((p) => {
    const endpoint = p.expect?.endpoint;
    const expect = p.expect && endpoint !== undefined ? { ...p.expect, endpoint: Array.isArray(endpoint) ? endpoint.map(rw) : rw(endpoint) } : p.expect;
    return { ...p, from: rw(p.from), to: rw(p.to), ...(expect ? { expect } : {}) };
  });
}

/** A pod's port in the nodes' VFP edits by hand follows the pod's rename. */
function renameInVfpEdits(nodes: NodeSpec[], from: ObjectKey, to: ObjectKey): NodeSpec[] {
  if (sameKey(from, to) || !nodes.some((n) => n.vfpEdits?.length)) return nodes;
  return nodes.map((n) => (n.vfpEdits?.length ? { ...n, vfpEdits: n.vfpEdits.map((e) => ({ ...e, port: rewriteRef(e.port, from, to) })) } : n));
}

// --- nodes ---------------------------------------------------------------------------------------

export function addNode(s: Scenario, os: 'windows' | 'linux'): Scenario {
  const name = nextName(os === 'windows' ? 'win-node' : 'linux-node', s.nodes.map((n) => n.name));
  return { ...s, nodes: [...s.nodes, { name, os }] };
}

/** Replaces node `index`; a rename moves its pods and the probes that name it along. */
export function setNode(s: Scenario, index: number, node: NodeSpec): Scenario {
  const old = s.nodes[index];
  if (!old) return s;
  const renamed = old.name !== node.name;
  return {
    ...s,
    nodes: replaceAt(s.nodes, index, node),
    pods: renamed ? s.pods.map((p) => (p.node === old.name ? { ...p, node: node.name } : p)) : s.pods,
    probes: renamed ? renameInProbes(s.probes, { kind: 'node', namespace: 'default', name: old.name }, { kind: 'node', namespace: 'default', name: node.name }) : s.probes,
  };
}

/** Removes node `index` and the pods that ran on it (a pod cannot exist without its node). */
export function removeNode(s: Scenario, index: number): Scenario {
  const old = s.nodes[index];
  if (!old) return s;
  return { ...s, nodes: removeAt(s.nodes, index), pods: s.pods.filter((p) => p.node !== old.name) };
}

// --- pods ----------------------------------------------------------------------------------------

/** A new pod on `node` (default: the first Windows node, else the first node). */
export function addPod(s: Scenario, node?: string): Scenario {
  const on = node ?? (s.nodes.find((n) => n.os === 'windows') ?? s.nodes[0])?.name;
  if (!on) return s;
  const name = nextName('pod', s.pods.filter((p) => p.namespace === 'default').map((p) => p.name));
  return { ...s, pods: [...s.pods, { name, namespace: 'default', node: on, labels: {}, listen: [] }] };
}

export function setPod(s: Scenario, index: number, pod: PodSpec): Scenario {
  const old = s.pods[index];
  if (!old) return s;
  return {
    ...s,
    nodes: renameInVfpEdits(s.nodes, { kind: 'pod', namespace: old.namespace, name: old.name }, { kind: 'pod', namespace: pod.namespace, name: pod.name }),
    pods: replaceAt(s.pods, index, pod),
    probes: renameInProbes(s.probes, { kind: 'pod', namespace: old.namespace, name: old.name }, { kind: 'pod', namespace: pod.namespace, name: pod.name }),
  };
}

export const removePod = (s: Scenario, index: number): Scenario => ({ ...s, pods: removeAt(s.pods, index) });

// --- Services ------------------------------------------------------------------------------------

export function addService(s: Scenario): Scenario {
  const name = nextName('svc', s.services.filter((x) => x.namespace === 'default').map((x) => x.name));
  const svc: ServiceSpec = {
    name,
    namespace: 'default',
    type: 'ClusterIP',
    selector: {},
    ports: [{ port: 80, targetPort: 80, protocol: 'TCP' }],
    sessionAffinity: 'None',
    externalTrafficPolicy: 'Cluster',
    internalTrafficPolicy: 'Cluster',
    externalIPs: [],
  };
  return { ...s, services: [...s.services, svc] };
}

export function setService(s: Scenario, index: number, svc: ServiceSpec): Scenario {
  const old = s.services[index];
  if (!old) return s;
  return {
    ...s,
    services: replaceAt(s.services, index, svc),
    probes: renameInProbes(s.probes, { kind: 'service', namespace: old.namespace, name: old.name }, { kind: 'service', namespace: svc.namespace, name: svc.name }),
  };
}

export const removeService = (s: Scenario, index: number): Scenario => ({ ...s, services: removeAt(s.services, index) });

// --- NetworkPolicies -----------------------------------------------------------------------------

/** A new policy that selects every pod of the namespace and allows no ingress: the usual first
 * policy ("default deny"), to open up rule by rule. */
export function addNetworkPolicy(s: Scenario): Scenario {
  const name = nextName('policy', s.networkPolicies.map((p) => p.metadata.name));
  const policy: NetworkPolicySpec = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name, namespace: 'default' },
    spec: { podSelector: {}, policyTypes: ['Ingress'] },
  };
  return { ...s, networkPolicies: [...s.networkPolicies, policy] };
}

export const setNetworkPolicy = (s: Scenario, index: number, p: NetworkPolicySpec): Scenario =>
  s.networkPolicies[index] ? { ...s, networkPolicies: replaceAt(s.networkPolicies, index, p) } : s;

export const removeNetworkPolicy = (s: Scenario, index: number): Scenario => ({ ...s, networkPolicies: removeAt(s.networkPolicies, index) });

// --- outside hosts -------------------------------------------------------------------------------

/** TEST-NET-3 (RFC 5737): addresses meant for examples, never someone's real server. */
const EXAMPLE_NET = mustPrefix('203.0.113.0/24');

export function addExternal(s: Scenario): Scenario {
  const name = nextName('external', s.externals.map((e) => e.name));
  const taken = new Set(s.externals.map((e) => parseIpv4(e.ip)));
  let ip = nthAddress(EXAMPLE_NET, 10);
  while (taken.has(ip) && prefixContainsIpv4(EXAMPLE_NET, ip + 1)) ip++;
  const ext: ExternalSpec = { name, ip: formatIpv4(ip), listen: ['tcp/80'] };
  return { ...s, externals: [...s.externals, ext] };
}

export function setExternal(s: Scenario, index: number, ext: ExternalSpec): Scenario {
  const old = s.externals[index];
  if (!old) return s;
  return {
    ...s,
    externals: replaceAt(s.externals, index, ext),
    probes: renameInProbes(s.probes, { kind: 'external', namespace: 'default', name: old.name }, { kind: 'external', namespace: 'default', name: ext.name }),
  };
}

export const removeExternal = (s: Scenario, index: number): Scenario => ({ ...s, externals: removeAt(s.externals, index) });

// --- probes --------------------------------------------------------------------------------------

const podRef = (p: PodSpec) => `pod/${p.namespace === 'default' ? '' : `${p.namespace}/`}${p.name}`;

/** A new probe from the first pod to the most interesting target there is: a Service, another
 * pod, an outside host. Undefined when the scenario has no pod to send from. */
export function addProbe(s: Scenario): Scenario {
  const from = s.pods[0];
  if (!from) return s;
  const svc = s.services[0];
  const other = s.pods.find((p) => p !== from);
  const ext = s.externals[0];
  const to = svc
    ? `service/${svc.namespace === 'default' ? '' : `${svc.namespace}/`}${svc.name}:${svc.ports[0]!.port}`
    : other
      ? `${podRef(other)}${other.listen[0] ? `:${other.listen[0].split('/')[1]}` : ''}`
      : ext
        ? `external/${ext.name}${ext.listen[0] ? `:${ext.listen[0].split('/')[1]}` : ''}`
        : podRef(from);
  const probe: ProbeSpec = { name: nextName('probe', s.probes.map((p) => p.name)), from: podRef(from), to, protocol: 'tcp', size: 64, df: false };
  return { ...s, probes: [...s.probes, probe] };
}

/** A probe composed by hand, kept in the scenario under a name that says where it goes
 * ("client-to-web-80"); a name already taken gets a number. */
export function saveProbe(s: Scenario, p: ProbeSpec): { scenario: Scenario; name: string } {
  const part = (ref: string) => ref.replace(/^(pod|service|node|external)\//, '').replace(/^default\//, '').replace(/[^A-Za-z0-9_.-]+/g, '-');
  const base = `${part(p.from)}-to-${part(p.to)}${p.protocol === 'tcp' ? '' : `-${p.protocol}`}`.replace(/^-+|-+$/g, '').slice(0, 60) || 'probe';
  const taken = new Set(s.probes.map((x) => x.name));
  const name = taken.has(base) ? nextName(base, taken) : base;
  return { scenario: { ...s, probes: [...s.probes, { ...p, name }] }, name };
}

export const setProbe = (s: Scenario, index: number, p: ProbeSpec): Scenario => (s.probes[index] ? { ...s, probes: replaceAt(s.probes, index, p) } : s);

export const removeProbe = (s: Scenario, index: number): Scenario => ({ ...s, probes: removeAt(s.probes, index) });

// --- cluster and metadata ------------------------------------------------------------------------

export const setCluster = (s: Scenario, cluster: Scenario['cluster']): Scenario => ({ ...s, cluster });

export const setMetadata = (s: Scenario, metadata: Scenario['metadata']): Scenario => ({ ...s, metadata });

// --- namespaces ----------------------------------------------------------------------------------

/** Every namespace the scenario names (its objects' and namespaces[]'s), default first, then by name. */
export function namespacesOf(s: Scenario): string[] {
  const names = new Set(['default', ...s.pods.map((p) => p.namespace), ...s.services.map((x) => x.namespace), ...s.networkPolicies.map((p) => p.metadata.namespace), ...(s.namespaces ?? []).map((n) => n.name)]);
  return [...names].sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)));
}

/** A namespace's labels: namespaces[] keeps an entry while it has labels, and is left out when none
 * has (a document without namespaces stays as it was). */
export function setNamespaceLabels(s: Scenario, name: string, labels: Record<string, string>): Scenario {
  const list = s.namespaces ?? [];
  const i = list.findIndex((n) => n.name === name);
  const empty = Object.keys(labels).length === 0;
  const next = empty ? list.filter((n) => n.name !== name) : i < 0 ? [...list, { name, labels }] : replaceAt(list, i, { name, labels });
  const { namespaces: _, ...rest } = s;
  return next.length ? { ...rest, namespaces: next } : rest;
}
