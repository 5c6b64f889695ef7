// The built-in scenarios: YAML files parsed and validated like any user file, at build time
// (scripts/vite-scenarios.ts), so that the app starts without the YAML parser or the schema. Their ids (the
// `metadata.name`) are part of the permalink contract: #/scenario/<id>. The demo's scenario ships with
// the app; the others are a chunk of their own (builtin-scenarios.ts), fetched at idle after the
// first paint, before a start that names one, and before a picker's or a lesson's load
// (loadBuiltinScenarios). A test that reads them imports testing/builtins-loaded.ts first.
import talkL2bridge from './scenarios/talk-l2bridge.yaml?scenario';

import type { Scenario } from '../cluster/scenario/schema';
import { loadLateParts } from '../cluster/world/late-load';

export interface BuiltinScenario {
  id: string;
  title: string;
  /** What the scenario teaches, in one line. */
  summary: string;
  /** Parsed and validated at build time; those other than the demo's once loadBuiltinScenarios has run. */
  readonly scenario: Scenario;
  /** The probe a lesson plays first. */
  featuredProbe: string;
}

type Listed = Omit<BuiltinScenario, 'scenario'> & { scenario?: Scenario };

const LISTED = [
  {
    id: 'talk-l2bridge',
    title: 'The KubeCon talk: two Windows nodes on win-bridge',
    summary: 'Pod to pod, pod to internet through outbound NAT, pod to a Service VIP (encap to the management port), and the stopped web server.',
    scenario: talkL2bridge,
    featuredProbe: 'pod-to-service',
  },
  {
    id: 'overlay-vxlan',
    title: 'Overlay (VXLAN) and an MTU mismatch',
    summary: 'win-overlay: VXLAN VNI 4096 between nodes, the source VIP on Service traffic, and 1500-byte packets that no longer fit.',
    featuredProbe: 'pod-to-pod-vxlan',
  },
  {
    id: 'dsr',
    title: 'Direct Server Return',
    summary: "kube-proxy --enable-dsr: the load balancer runs on the client pod's own port; a pod hitting itself is dropped without loopback DSR.",
    featuredProbe: 'pod-to-service-remote-backend',
  },
  {
    id: 'network-policy',
    title: 'NetworkPolicy as VFP ACLs',
    summary: 'Ingress and egress policies become ACL_ENDPOINT_LAYER rules; the HNS default-deny; an ipBlock exception.',
    featuredProbe: 'batch-to-api-denied',
  },
  {
    id: 'nat-exceptions',
    title: 'Outbound NAT exceptions, missing and too broad',
    summary: 'A missing cluster CIDR SNATs pod-to-pod traffic; a too-broad range leaves replies with no way back; ping through NAT.',
    featuredProbe: 'policy-by-pod-ip-breaks',
  },
  {
    id: 'gke-hybrid',
    title: 'GKE hybrid: Linux (Dataplane V2) and Windows, VPC-native',
    summary: 'Alias IP ranges routed by the VPC, Services with Linux backends for Windows clients and the other way round, and one NetworkPolicy that Linux enforces and Windows cannot express (a named port).',
    featuredProbe: 'windows-pod-to-linux-service',
  },
  {
    id: 'nodeport',
    title: 'NodePort from outside, externalTrafficPolicy',
    summary: 'ETP Local keeps the client IP but needs a local backend; ETP Cluster SNATs to the node; a node cannot reach its own NodePort.',
    featuredProbe: 'outside-etp-cluster-any-node',
  },
  {
    id: 'session-affinity',
    title: 'Session affinity and a Service without endpoints',
    summary: 'sessionAffinity ClientIP becomes the SourceIP distribution; a Service whose selector matches nothing gets no load balancer.',
    featuredProbe: 'sticky-1',
  },
  {
    id: 'dual-stack',
    title: 'Dual-stack IPv4/IPv6',
    summary: "One Service, two families: the IPv6 load balancer and ACLs live in each layer's IPv6 groups; an IPv6 ipBlock drops what IPv4 lets in.",
    featuredProbe: 'v6-to-service',
  },
] as const satisfies readonly Listed[];

/** A built-in's id: what the UI's words for each built-in are keyed by (a new one needs them). */
export type BuiltinId = (typeof LISTED)[number]['id'];

type More = typeof import('./builtin-scenarios');
let more: More | undefined;
let loading: Promise<void> | undefined;

export function registerBuiltinScenarios(m: More): void {
  more = m;
}

export const builtinScenariosLoaded = (): boolean => more !== undefined;

/** Fetches the built-in scenarios other than the demo's (once). */
export function loadBuiltinScenarios(): Promise<void> {
  // With what the demo's world does not need (Linux nodes, VFP edits): some built-ins have them.
  loading ??= Promise.all([import('./builtin-scenarios'), loadLateParts()]).then(([m]) => registerBuiltinScenarios(m), (e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}

export const BUILTINS: BuiltinScenario[] = (LISTED as readonly Listed[]).map(({ scenario, ...b }) => ({
  ...b,
  get scenario(): Scenario {
    const s = scenario ?? more?.BUILTIN_SCENARIOS[b.id];
    if (!s) throw new Error(`the built-in scenario ${b.id} is not loaded yet (await loadBuiltinScenarios() first)`);
    return s;
  },
}));

export const DEMO_SCENARIO = 'talk-l2bridge';
export const DEMO_PROBE = 'pod-to-service';

export const builtinById = (id: string) => BUILTINS.find((b) => b.id === id);
