// The ids of the model's assumptions (their texts: assumptions.ts). The walk checks a rule's ids
// against this list; it is apart from the texts so the simulator does not carry them.
export const ASSUMPTION_IDS = [
  'layer-order',
  'layer-default-allow',
  'acl-default-deny-ingress',
  'lb-hash',
  'reverse-flow-at-entry-port',
  'snat-binding-steering',
  'needencap-to-host',
  'non-dsr-lb-at-host-port',
  'host-port-hairpin',
  'l2bridge-ingress-mac-rewrite',
  'mac-rewrite-by-route',
  'non-dsr-source',
  'dsr-at-client-port',
  'overlay-dr-mac',
  'closed-port-silent',
  'icmp-snat-one-way',
  'local-traffic-dsr',
  'session-affinity-ignored',
  'internet-edge',
  'vpc-routing',
  'linux-black-box',
  'linux-service-translation',
  'node-reaches-clusterip',
  'egress-acl-before-lb',
  'named-port-acl-per-pod',
  'hostport-nat-at-host-port',
  'dual-stack-ipv6',
] as const;

export type AssumptionId = (typeof ASSUMPTION_IDS)[number];

const known: ReadonlySet<string> = new Set(ASSUMPTION_IDS);

export const isAssumptionId = (id: string): id is AssumptionId => known.has(id);
