// Test builders for scenarios: small constructors for each part of a Scenario, two ready-made
// clusters (win-bridge and win-overlay on two Windows nodes), and a `lab()` that runs the whole
// translation (schema → resolve → CNI / kube-proxy / policy agent → HNS → VFP → World) and offers
// finders for what it produced. Only tests import this.
import { formatIpv4 } from '../../core/net/ip';
import type { Trace } from '../../core/trace/trace';
import type { Layer, Port, Rule } from '../../core/vfp/model';
import type { HnsEndpoint, HnsLoadBalancer, HnsState } from '../../hns/model';
import { runProbe, simulate, type Simulation } from '../simulation';
import type { Issue } from '../scenario/issues';
import { resolveScenario, type ResolvedScenario } from '../scenario/resolve';
import { scenarioSchema, type ProbeSpec, type Scenario, type ScenarioInput } from '../scenario/schema';
import type { WindowsNodeBuild } from '../world/windows-node';

export type NodeInput = NonNullable<ScenarioInput['nodes']>[number];
export type PodInput = NonNullable<ScenarioInput['pods']>[number];
export type ServiceInput = NonNullable<ScenarioInput['services']>[number];
export type PolicyInput = NonNullable<ScenarioInput['networkPolicies']>[number];
export type ExternalInput = NonNullable<ScenarioInput['externals']>[number];
export type ProbeInput = NonNullable<ScenarioInput['probes']>[number];
export type ClusterInput = NonNullable<ScenarioInput['cluster']>;

type Parts = Omit<ScenarioInput, 'apiVersion' | 'kind' | 'metadata'> & { name?: string };

/** A scenario document (input form: defaults left out, as a user writes it). */
export function scenario(parts: Parts = {}): ScenarioInput {
  const { name, ...rest } = parts;
  return { apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: name ?? 'test' }, ...rest };
}

/** A dual-stack cluster's ranges, IPv4 listed first (a `cluster` part; spread it to add more). */
export const DUAL_STACK: ClusterInput = { clusterCIDR: '10.244.0.0/16,fd00:10:244::/56', serviceCIDR: '10.96.0.0/12,fd00:10:96::/112' };

export const winNode = (name: string, ip?: string, podCIDR?: string, extra: Partial<NodeInput> = {}): NodeInput => ({ name, os: 'windows', ip, podCIDR, ...extra });
export const linuxNode = (name: string, ip?: string, podCIDR?: string, extra: Partial<NodeInput> = {}): NodeInput => ({ name, os: 'linux', ip, podCIDR, ...extra });

export const pod = (name: string, node: string, extra: Partial<PodInput> = {}): PodInput => ({ name, node, ...extra });

/** A Service selecting `app: <app>` with one TCP port (override anything through `extra`). */
export const service = (name: string, app: string, extra: Partial<ServiceInput> = {}): ServiceInput => ({
  name,
  selector: { app },
  ports: [{ port: 80, targetPort: 8080 }],
  ...extra,
});

export const netpol = (name: string, spec: PolicyInput['spec'], namespace = 'default'): PolicyInput => ({ metadata: { name, namespace }, spec });
export const external = (name: string, ip: string, listen: string[] = []): ExternalInput => ({ name, ip, listen });
export const probe = (name: string, from: string, to: string, extra: Partial<ProbeInput> = {}): ProbeInput => ({ name, from, to, ...extra });

/** Addresses of the two-node clusters below. */
export const NET = {
  clusterCIDR: '10.244.0.0/16',
  serviceCIDR: '10.96.0.0/12',
  nodeSubnet: '10.127.130.0/24',
  n1: { ip: '10.127.130.11', podCIDR: '10.244.1.0/24' },
  n2: { ip: '10.127.130.12', podCIDR: '10.244.2.0/24' },
} as const;

const twoNodes = (): NodeInput[] => [winNode('win-1', NET.n1.ip, NET.n1.podCIDR), winNode('win-2', NET.n2.ip, NET.n2.podCIDR)];
const baseCluster = (cni: ClusterInput['cni'], cluster: ClusterInput): ClusterInput => ({
  cni,
  clusterCIDR: NET.clusterCIDR,
  serviceCIDR: NET.serviceCIDR,
  nodeSubnet: NET.nodeSubnet,
  ...cluster,
});

/** win-bridge (L2Bridge) on two Windows nodes win-1 / win-2 of an L2 node network. */
export function bridgeCluster(parts: Parts & { cluster?: ClusterInput } = {}): ScenarioInput {
  return scenario({ nodes: twoNodes(), ...parts, cluster: baseCluster('win-bridge', parts.cluster ?? {}) });
}

/** win-overlay (Overlay, VXLAN) on two Windows nodes win-1 / win-2. */
export function overlayCluster(parts: Parts & { cluster?: ClusterInput } = {}): ScenarioInput {
  return scenario({ nodes: twoNodes(), ...parts, cluster: baseCluster('win-overlay', parts.cluster ?? {}) });
}

/** Parses through the zod schema; a test that means a valid scenario fails loudly here. */
export function parse(input: unknown): Scenario {
  const r = scenarioSchema.safeParse(input);
  if (!r.success) throw new Error(`the test scenario does not parse: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return r.data;
}

/** Schema problems and resolve problems, as a list of issues with paths (the validation contract). */
export function validate(input: unknown): Issue[] {
  const r = scenarioSchema.safeParse(input);
  if (!r.success)
    return r.error.issues.map((i) => ({
      path: [...i.path.filter((k): k is string | number => typeof k !== 'symbol'), ...(i.code === 'unrecognized_keys' ? [i.keys[0]!] : [])],
      message: i.message,
      severity: 'error' as const,
    }));
  return resolveScenario(r.data).issues;
}

export const errors = (issues: Issue[]) => issues.filter((i) => i.severity === 'error');
export const warnings = (issues: Issue[]) => issues.filter((i) => i.severity === 'warning');

/** Resolves a scenario that must be free of errors. */
export function resolved(input: ScenarioInput): ResolvedScenario {
  const rs = resolveScenario(parse(input));
  const errs = errors(rs.issues);
  if (errs.length) throw new Error(`the test scenario has errors: ${errs.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
  return rs;
}

/** A probe as the schema fills it in. */
export const probeSpec = (from: string, to: string, extra: Partial<ProbeInput> = {}): ProbeSpec =>
  parse(scenario({ probes: [probe(extra.name ?? 'adhoc', from, to, extra)] })).probes[0]!;

export interface Lab {
  scenario: Scenario;
  resolved: ResolvedScenario;
  sim: Simulation;
  /** A Windows node's build (HNS objects, compiled ports, host). */
  node(name: string): WindowsNodeBuild;
  hns(node: string): HnsState;
  /** Load balancers kube-proxy made on `node` for Service `name` (namespace default unless given). */
  lbs(node: string, service: string, namespace?: string): HnsLoadBalancer[];
  /** The ClusterIP / NodePort / externalIP LB of a Service, told apart by kube-proxy's `by` text. */
  lb(node: string, service: string, kind: 'ClusterIP' | 'NodePort' | 'externalIP' | 'LoadBalancer'): HnsLoadBalancer | undefined;
  podEndpoint(node: string, pod: string, namespace?: string): HnsEndpoint;
  remoteEndpoints(node: string): HnsEndpoint[];
  endpointById(node: string, id: string): HnsEndpoint | undefined;
  /** The VFP port of a pod (`pod/ns/name`), of cbr0 (`cbr0`), the host vNIC (`host`) or the external port (`external`). */
  port(node: string, which: string): Port;
  /** Runs an ad-hoc probe, or a named probe of the scenario. */
  run(from: string, to: string, extra?: Partial<ProbeInput>): Trace;
  runNamed(name: string): Trace;
}

export function lab(input: ScenarioInput): Lab {
  const rs = resolved(input);
  const sim = simulate(rs.scenario);
  const node = (name: string) => {
    const b = sim.windows.get(name);
    if (!b) throw new Error(`no Windows node ${name} (have: ${[...sim.windows.keys()].join(', ')})`);
    return b;
  };
  const hns = (n: string) => node(n).hns;
  const lbs = (n: string, svc: string, ns = 'default') => hns(n).loadBalancers.filter((l) => l.origin?.kind === 'Service' && l.origin.name === svc && l.origin.namespace === ns);
  const run = (p: ProbeSpec): Trace => {
    const r = runProbe(sim, p);
    if (!r.ok) throw new Error(`probe ${p.name}: ${r.message}`);
    return r.value.trace;
  };
  return {
    scenario: rs.scenario,
    resolved: rs,
    sim,
    node,
    hns,
    lbs,
    lb: (n, svc, kind) => lbs(n, svc).find((l) => l.origin?.by.includes(`: ${kind} `)),
    podEndpoint: (n, p, ns = 'default') => {
      const e = hns(n).endpoints.find((x) => !x.isRemoteEndpoint && x.origin?.kind === 'Pod' && x.origin.name === p && x.origin.namespace === ns);
      if (!e) throw new Error(`no endpoint for pod ${ns}/${p} on ${n}`);
      return e;
    },
    remoteEndpoints: (n) => hns(n).endpoints.filter((e) => e.isRemoteEndpoint),
    endpointById: (n, id) => hns(n).endpoints.find((e) => e.id === id),
    port: (n, which) => {
      const b = node(n);
      const ports = b.compiled.ports;
      const found =
        which === 'host'
          ? ports.find((p) => p.id === b.compiled.hostPortId)
          : which === 'external'
            ? ports.find((p) => p.id === b.compiled.externalPortId)
            : which === 'cbr0'
              ? ports.find((p) => p.kind === 'host' && p.id !== b.compiled.hostPortId)
              : ports.find((p) => p.kind === 'endpoint' && p.owner === which);
      if (!found) throw new Error(`no port ${which} on ${n} (owners: ${ports.map((p) => p.owner).join(', ')})`);
      return found;
    },
    run: (from, to, extra = {}) => run(probeSpec(from, to, extra)),
    runNamed: (name) => {
      const p = rs.scenario.probes.find((x) => x.name === name);
      if (!p) throw new Error(`no probe ${name}`);
      return run(p);
    },
  };
}

// --- VFP finders ---

export function layerOf(port: Port, name: string): Layer | undefined {
  return port.layers.find((l) => l.name === name);
}

/** Rules of a layer (optionally of one group). */
export function rulesOf(port: Port, layerName: string, groupName?: string): Rule[] {
  const l = layerOf(port, layerName);
  if (!l) return [];
  return l.groups.filter((g) => !groupName || g.name === groupName).flatMap((g) => g.rules);
}

/** Every rule of the port with the layer and group that hold it. */
export function allRules(port: Port): { layer: string; group: string; rule: Rule }[] {
  return port.layers.flatMap((l) => l.groups.flatMap((g) => g.rules.map((rule) => ({ layer: l.name, group: g.name, rule }))));
}

export function ruleNamed(port: Port, pattern: RegExp | string): { layer: string; group: string; rule: Rule } | undefined {
  return allRules(port).find((r) => (typeof pattern === 'string' ? r.rule.friendlyName === pattern : pattern.test(r.rule.friendlyName ?? '')));
}

export const cidr32 = (ip: number) => `${formatIpv4(ip)}/32`;
