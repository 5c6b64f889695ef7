// fast-check arbitraries for scenarios: random *valid* scenarios (1-4 nodes, Windows and Linux, every
// CNI, l2 or vpc underlay, random pods / Services / NetworkPolicies / outside hosts, random probes
// between refs that exist) and random *invalid* edits of them (an unknown field, a bad CIDR, a
// duplicate name), each with the path where the problem must be reported.
//
// Valid by construction: explicit addresses follow one plan (node i: 10.127.130.(11+i), pod CIDR
// 10.244.(i+1).0/24; explicit pod IPs .20+ of their node's explicit pod CIDR; Services 10.96.1.x;
// outside hosts 10.127.130.5x or 93.184.216.x), everything else is left to IPAM.
import fc from 'fast-check';
import { CNI_PLUGINS } from '../scenario/schema';
import type { ClusterInput, ExternalInput, NodeInput, PodInput, PolicyInput, ProbeInput, ServiceInput } from './scenario';
import type { ScenarioInput } from '../scenario/schema';

const APPS = ['a', 'b', 'c'] as const;
const NAMESPACES = ['default', 'default', 'prod'] as const;
const LISTEN = ['tcp/80', 'tcp/8080', 'udp/53'] as const;

const clusterArb: fc.Arbitrary<ClusterInput> = fc.record({
  cni: fc.constantFrom(...CNI_PLUGINS),
  clusterCIDR: fc.constant('10.244.0.0/16'),
  serviceCIDR: fc.constant('10.96.0.0/12'),
  nodeSubnet: fc.constant('10.127.130.0/24'),
  kubeProxy: fc.record({ dsr: fc.boolean(), sourceNat: fc.constantFrom('none' as const, 'node-ip' as const) }),
  loopbackDSR: fc.boolean(),
  networkPolicy: fc.constantFrom('enforced' as const, 'ignored' as const),
  closedPort: fc.constantFrom('drop' as const, 'reset' as const),
  mtu: fc.constantFrom(1500, 1450),
  underlay: fc.record({ kind: fc.constantFrom('l2' as const, 'vpc' as const), mtu: fc.constantFrom(1500, 9000) }),
});

interface NodePlan {
  os: 'windows' | 'linux';
  explicitIp: boolean;
  explicitCidr: boolean;
}
const nodePlanArb: fc.Arbitrary<NodePlan> = fc.record({
  os: fc.oneof({ weight: 3, arbitrary: fc.constant('windows' as const) }, { weight: 1, arbitrary: fc.constant('linux' as const) }),
  explicitIp: fc.boolean(),
  explicitCidr: fc.boolean(),
});

interface PodPlan {
  node: number;
  app: (typeof APPS)[number];
  namespace: string;
  listen: string[];
  explicitIp: boolean;
}
const podPlanArb: fc.Arbitrary<PodPlan> = fc.record({
  node: fc.nat(3),
  app: fc.constantFrom(...APPS),
  namespace: fc.constantFrom(...NAMESPACES),
  listen: fc.subarray([...LISTEN]),
  explicitIp: fc.boolean(),
});

const servicePortsArb = fc
  .subarray([80, 443, 53], { minLength: 1, maxLength: 2 })
  .chain((ports) =>
    fc.tuple(
      ...ports.map((port) =>
        fc.record({
          port: fc.constant(port),
          protocol: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('TCP' as const, 'UDP' as const) }, { weight: 1, arbitrary: fc.constant('SCTP' as const) }),
          targetPort: fc.constantFrom<(number | string | undefined)[]>(undefined, 80, 8080, 53, 'http'),
        }),
      ),
    ),
  );

interface ServicePlan {
  namespace: string;
  type: 'ClusterIP' | 'NodePort' | 'LoadBalancer';
  app: (typeof APPS)[number] | null;
  ports: { port: number; protocol: 'TCP' | 'UDP' | 'SCTP'; targetPort?: number | string }[];
  sessionAffinity: 'None' | 'ClientIP';
  etpLocal: boolean;
  itpLocal: boolean;
  externalIP: boolean;
  loadBalancerIP: boolean;
  explicitClusterIp: boolean;
}
const servicePlanArb: fc.Arbitrary<ServicePlan> = fc.record({
  namespace: fc.constantFrom(...NAMESPACES),
  type: fc.constantFrom('ClusterIP' as const, 'NodePort' as const, 'LoadBalancer' as const),
  app: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...APPS) }, { weight: 1, arbitrary: fc.constant(null) }),
  ports: servicePortsArb,
  sessionAffinity: fc.constantFrom('None' as const, 'ClientIP' as const),
  etpLocal: fc.boolean(),
  itpLocal: fc.boolean(),
  externalIP: fc.boolean(),
  loadBalancerIP: fc.boolean(),
  explicitClusterIp: fc.boolean(),
});

const selectorArb = fc.oneof(fc.constantFrom(...APPS).map((app) => ({ matchLabels: { app } })), fc.constant({}));
const peerArb = fc.oneof(
  selectorArb.map((podSelector) => ({ podSelector })),
  fc.constantFrom({ ipBlock: { cidr: '10.244.0.0/16' } }, { ipBlock: { cidr: '10.244.0.0/16', except: ['10.244.1.0/24'] } }, { ipBlock: { cidr: '0.0.0.0/0' } }),
  fc.constant({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'prod' } } }),
);
const policyPortsArb = fc.option(
  fc.array(fc.record({ protocol: fc.constantFrom('TCP' as const, 'UDP' as const), port: fc.constantFrom<(number | string)[]>(80, 8080, 53, 'http') }), { minLength: 1, maxLength: 2 }),
  { nil: undefined },
);
const ruleArb = fc.record({ peers: fc.option(fc.array(peerArb, { minLength: 1, maxLength: 2 }), { nil: undefined }), ports: policyPortsArb });
const policyPlanArb = fc.record({
  namespace: fc.constantFrom(...NAMESPACES),
  podSelector: selectorArb,
  policyTypes: fc.option(fc.subarray(['Ingress', 'Egress'] as ('Ingress' | 'Egress')[], { minLength: 1 }), { nil: undefined }),
  ingress: fc.option(fc.array(ruleArb, { maxLength: 2 }), { nil: undefined }),
  egress: fc.option(fc.array(ruleArb, { maxLength: 2 }), { nil: undefined }),
});

const externalPlanArb = fc.record({ onUnderlay: fc.boolean(), listen: fc.subarray(['tcp/443', 'tcp/80', 'udp/53']) });

const probePlanArb = fc.record({
  from: fc.nat(50),
  toKind: fc.constantFrom('pod' as const, 'service' as const, 'node' as const, 'external' as const, 'ip' as const),
  to: fc.nat(50),
  port: fc.constantFrom(80, 8080, 53, 443, 9999, 10250, 31000),
  useName: fc.boolean(),
  protocol: fc.oneof({ weight: 8, arbitrary: fc.constantFrom('tcp' as const, 'udp' as const, 'icmp' as const) }, { weight: 1, arbitrary: fc.constant('sctp' as const) }),
  size: fc.constantFrom(64, 64, 1400, 1500),
  df: fc.boolean(),
  srcPort: fc.option(fc.integer({ min: 1024, max: 65535 }), { nil: undefined }),
});

const LITERAL_IPS = ['8.8.8.8', '10.127.130.11', '10.244.1.77', '10.96.0.1', '10.127.130.99'];

export const scenarioPlanArb = fc.record({
  cluster: clusterArb,
  nodes: fc.array(nodePlanArb, { minLength: 1, maxLength: 4 }),
  pods: fc.array(podPlanArb, { maxLength: 6 }),
  services: fc.array(servicePlanArb, { maxLength: 3 }),
  policies: fc.array(policyPlanArb, { maxLength: 2 }),
  externals: fc.array(externalPlanArb, { maxLength: 2 }),
  probes: fc.array(probePlanArb, { minLength: 1, maxLength: 5 }),
});
export type ScenarioPlan = typeof scenarioPlanArb extends fc.Arbitrary<infer T> ? T : never;

/** A plan → the scenario document it stands for. */
export function scenarioFromPlan(plan: ScenarioPlan): ScenarioInput {
  const nodes: NodeInput[] = plan.nodes.map((n, i) => ({
    name: `node-${i}`,
    os: n.os,
    ...(n.explicitIp ? { ip: `10.127.130.${11 + i}` } : {}),
    ...(n.explicitCidr ? { podCIDR: `10.244.${i + 1}.0/24` } : {}),
  }));
  const pods: PodInput[] = plan.pods.map((p, i) => {
    const node = p.node % nodes.length;
    const cidr = plan.nodes[node]!.explicitCidr;
    return { name: `pod-${i}`, namespace: p.namespace, node: `node-${node}`, labels: { app: p.app }, listen: p.listen, ...(p.explicitIp && cidr ? { ip: `10.244.${node + 1}.${20 + i}` } : {}) };
  });
  const services: ServiceInput[] = plan.services.map((s, i) => ({
    name: `svc-${i}`,
    namespace: s.namespace,
    type: s.type,
    selector: (s.app ? { app: s.app } : {}) as Record<string, string>,
    ports: s.ports.map((p, j) => ({ ...(s.ports.length > 1 ? { name: `p${j}` } : {}), port: p.port, protocol: p.protocol, ...(p.targetPort !== undefined ? { targetPort: p.targetPort } : {}) })),
    sessionAffinity: s.sessionAffinity,
    externalTrafficPolicy: s.etpLocal && (s.type !== 'ClusterIP' || s.externalIP) ? 'Local' : 'Cluster',
    internalTrafficPolicy: s.itpLocal ? 'Local' : 'Cluster',
    externalIPs: s.externalIP ? [`192.0.2.${10 + i}`] : [],
    ...(s.type === 'LoadBalancer' && s.loadBalancerIP ? { loadBalancerIP: `198.51.100.${10 + i}` } : {}),
    ...(s.explicitClusterIp ? { clusterIP: `10.96.1.${10 + i}` } : {}),
  }));
  const peerOf = (p: object) => p;
  const rules = (rs: (typeof plan.policies)[number]['ingress'], key: 'from' | 'to') =>
    rs?.map((r) => ({ ...(r.peers ? { [key]: r.peers.map(peerOf) } : {}), ...(r.ports ? { ports: r.ports } : {}) }));
  const networkPolicies: PolicyInput[] = plan.policies.map((p, i) => ({
    metadata: { name: `pol-${i}`, namespace: p.namespace },
    spec: {
      podSelector: p.podSelector,
      ...(p.policyTypes ? { policyTypes: p.policyTypes } : {}),
      ...(p.ingress ? { ingress: rules(p.ingress, 'from') } : {}),
      ...(p.egress ? { egress: rules(p.egress, 'to') } : {}),
    },
  }));
  const externals: ExternalInput[] = plan.externals.map((e, i) => ({ name: `ext-${i}`, ip: e.onUnderlay ? `10.127.130.${50 + i}` : `93.184.216.${34 + i}`, listen: e.listen }));

  const podRef = (p: PodInput) => `pod/${p.namespace}/${p.name}`;
  const froms = [...pods.map(podRef), ...nodes.map((n) => `node/${n.name}`), ...externals.map((e) => `external/${e.name}`)];
  const probes: ProbeInput[] = plan.probes.map((pr, i) => {
    const needsPort = pr.protocol !== 'icmp';
    const withPort = (ref: string) => (needsPort ? `${ref}:${pr.port}` : ref);
    let to: string;
    if (pr.toKind === 'pod' && pods.length) to = withPort(podRef(pods[pr.to % pods.length]!));
    else if (pr.toKind === 'service' && services.length) {
      const s = services[pr.to % services.length]!;
      const sp = s.ports[pr.to % s.ports.length]!;
      to = `service/${s.namespace}/${s.name}:${pr.useName && sp.name ? sp.name : sp.port}`;
    } else if (pr.toKind === 'external' && externals.length) to = withPort(`external/${externals[pr.to % externals.length]!.name}`);
    else if (pr.toKind === 'ip') to = withPort(LITERAL_IPS[pr.to % LITERAL_IPS.length]!);
    else to = withPort(`node/${nodes[pr.to % nodes.length]!.name}`);
    return { name: `probe-${i}`, from: froms[pr.from % froms.length]!, to, protocol: pr.protocol, size: pr.size, df: pr.df, ...(pr.srcPort ? { srcPort: pr.srcPort } : {}) };
  });

  return { apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'random' }, cluster: plan.cluster, nodes, pods, services, networkPolicies, externals, probes };
}

/** Random valid scenarios, as documents. */
export const validScenarioArb: fc.Arbitrary<ScenarioInput> = scenarioPlanArb.map(scenarioFromPlan);

// --- invalid edits ---

export interface InvalidEdit {
  kind: 'unknown-field' | 'bad-cidr' | 'duplicate-name';
  /** The edited document. */
  input: ScenarioInput;
  /** Where the problem must be reported. */
  path: (string | number)[];
}

type Doc = Record<string, unknown>;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const getIn = (doc: Doc, path: (string | number)[]): unknown => path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], doc);

/** Places of a document that are objects and refuse unknown keys. */
function strictObjects(doc: ScenarioInput): (string | number)[][] {
  const places: (string | number)[][] = [[], ['metadata'], ['cluster']];
  doc.nodes?.forEach((_, i) => places.push(['nodes', i]));
  doc.pods?.forEach((_, i) => places.push(['pods', i]));
  doc.services?.forEach((s, i) => {
    places.push(['services', i]);
    s.ports.forEach((_, j) => places.push(['services', i, 'ports', j]));
  });
  doc.networkPolicies?.forEach((_, i) => places.push(['networkPolicies', i, 'spec']));
  doc.externals?.forEach((_, i) => places.push(['externals', i]));
  doc.probes?.forEach((_, i) => places.push(['probes', i]));
  return places;
}

function cidrFields(doc: ScenarioInput): (string | number)[][] {
  const fields: (string | number)[][] = [
    ['cluster', 'clusterCIDR'],
    ['cluster', 'serviceCIDR'],
    ['cluster', 'nodeSubnet'],
  ];
  doc.nodes?.forEach((_, i) => fields.push(['nodes', i, 'podCIDR']));
  return fields;
}

const BAD_CIDRS = ['10.244.0.0/33', '10.244.0.0', 'banana', '300.1.1.0/24', '', '10.244.0.0/-1', 'fd00::/64', '10.244.0.0/16/8'];
const BOGUS_KEYS = ['bogus', 'replicas', 'spec', 'ipAddress', 'Name'];

export const invalidEditArb: fc.Arbitrary<InvalidEdit> = fc
  .tuple(validScenarioArb, fc.constantFrom('unknown-field' as const, 'bad-cidr' as const, 'duplicate-name' as const), fc.nat(100), fc.constantFrom(...BAD_CIDRS), fc.constantFrom(...BOGUS_KEYS))
  .map(([doc, kind, pick, badCidr, key]): InvalidEdit => {
    const input = clone(doc);
    if (kind === 'unknown-field') {
      const places = strictObjects(input);
      const at = places[pick % places.length]!;
      const obj = getIn(input as Doc, at) as Doc;
      // A key the object already has would not be unknown: pick one it lacks.
      const k = key in obj ? `${key}X` : key;
      obj[k] = 1;
      return { kind, input, path: [...at, k] };
    }
    if (kind === 'bad-cidr') {
      const fields = cidrFields(input);
      const at = fields[pick % fields.length]!;
      const parent = getIn(input as Doc, at.slice(0, -1)) as Doc;
      parent[at.at(-1)!] = badCidr;
      return { kind, input, path: at };
    }
    const collections = (['nodes', 'pods', 'services', 'externals', 'probes'] as const).filter((c) => (input[c]?.length ?? 0) > 0);
    const c = collections[pick % collections.length]!;
    const list = input[c] as unknown[];
    list.push(clone(list[pick % list.length]));
    return { kind, input, path: [c, list.length - 1, 'name'] };
  });
