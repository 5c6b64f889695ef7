// A node's imported objects, stored in the scenario (`nodes[].hns`, `nodes[].vfp`) so that saved
// files, share links and undo carry them. They are untrusted input like the rest of a file: checked
// here before the simulator sees them (unknown keys are dropped, wrong types are problems).
import { z } from 'zod';
import { parseIpv6Address } from '../../core/net/ip';
import type { Port } from '../../core/vfp/model';
import type { HnsState } from '../../hns/model';
import type { Msg } from '../../core/message';
import type { Issue } from './issues';
import { schemaIssueMsg, zodTypeMsg } from './schema-issue';
import { registerOverrideReader } from './overrides';

// `by` as a value (an origin's id and its holes: text, numbers or another value), said in the
// user's language; a value this build does not know is shown by its English `by`. Nested a few
// levels at most (origin.agentProbe holds an agent's value): a document nesting thousands would
// overflow a recursive check's stack, so the schema is built to a fixed depth, not recursive.
const MSG_DEPTH = 4;
const msgValue = (depth: number): z.ZodType<Msg> => {
  const hole = depth > 1 ? z.union([z.string(), z.number(), msgValue(depth - 1)]) : z.union([z.string(), z.number()]);
  return z.object({ id: z.string(), args: z.record(z.string(), hole.optional()) });
};
const byMsg = msgValue(MSG_DEPTH).optional();
const origin = z.object({ kind: z.string(), namespace: z.string().optional(), name: z.string(), by: z.string(), byMsg }).optional();
const str = z.string();
const num = z.number();

const endpointPolicy = z.union([
  z.object({ type: z.literal('OutBoundNAT'), exceptions: z.array(str), destinations: z.array(str), vip: str.optional(), origin }),
  z.object({ type: z.literal('SDNRoute'), destinationPrefix: str, nextHop: str.optional(), needEncap: z.boolean(), origin }),
  z.object({ type: z.literal('ProviderAddress'), providerAddress: str, origin }),
  z.object({
    type: z.literal('ACL'),
    id: str.optional(),
    action: z.enum(['Allow', 'Block', 'Pass']),
    direction: z.enum(['In', 'Out']),
    priority: num,
    protocols: z.array(num),
    localAddresses: z.array(str),
    remoteAddresses: z.array(str),
    localPorts: z.array(str),
    remotePorts: z.array(str),
    ruleType: z.enum(['Switch', 'Host']),
    origin,
  }),
  z.object({ type: z.literal('PortMapping'), protocol: num, internalPort: num, externalPort: num, vip: str.optional(), flags: num, origin }),
  z.object({ type: z.literal('EncapOverhead'), overhead: num, origin }),
  z.object({ type: z.literal('Other'), name: str, settings: z.unknown(), origin }),
]);

export const hnsStateSchema = z.object({
  networks: z.array(
    z.object({
      id: str,
      name: str,
      type: z.enum(['L2Bridge', 'L2Tunnel', 'Overlay', 'Transparent', 'NAT', 'ICS', 'Private']),
      api: z.union([z.literal(1), z.literal(2)]),
      managementIp: str.optional(),
      drMacAddress: str.optional(),
      networkAdapterName: str.optional(),
      subnets: z.array(z.object({ addressPrefix: str, gatewayAddress: str.optional(), vsid: num.optional() })),
      remoteSubnetRoutes: z.array(z.object({ destinationPrefix: str, isolationId: num, providerAddress: str, distributedRouterMacAddress: str.optional() })),
      vxlanPort: num.optional(),
      hostRoute: z.boolean().optional(),
      macPools: z.array(z.object({ startMacAddress: str, endMacAddress: str })),
      state: num.optional(),
      flags: num.optional(),
      extensions: z.array(z.object({ id: str.optional(), name: str, isEnabled: z.boolean() })).optional(),
      hostVnicPortGuid: str.optional(),
      externalNicPortGuid: str.optional(),
      otherPolicies: z.array(z.object({ type: str, settings: z.unknown() })).optional(),
      origin,
    }),
  ),
  endpoints: z.array(
    z.object({
      id: str,
      name: str,
      api: z.union([z.literal(1), z.literal(2)]),
      networkId: str.optional(),
      networkName: str.optional(),
      ipAddress: str,
      prefixLength: num.optional(),
      ipv6Address: str.optional(),
      ipv6PrefixLength: num.optional(),
      gatewayAddressV6: str.optional(),
      macAddress: str,
      gatewayAddress: str.optional(),
      isRemoteEndpoint: z.boolean(),
      policies: z.array(endpointPolicy),
      namespaceId: str.optional(),
      state: num.optional(),
      encapOverhead: num.optional(),
      dnsServerList: z.array(str).optional(),
      dnsSuffix: str.optional(),
      portGuid: str.optional(),
      compartmentId: num.optional(),
      sharedContainers: z.array(str).optional(),
      origin,
    }),
  ),
  loadBalancers: z.array(
    z.object({
      id: str,
      api: z.union([z.literal(1), z.literal(2)]),
      frontendVips: z.array(str),
      sourceVip: str.optional(),
      endpoints: z.array(str),
      portMappings: z.array(z.object({ protocol: num, internalPort: num, externalPort: num, distributionType: num, flags: num })),
      flags: num,
      state: num.optional(),
      origin,
    }),
  ),
  namespaces: z.array(z.object({ id: str, compartmentId: num.optional(), endpoints: z.array(str) })),
});

const prefix = z.union([
  z.object({ family: z.literal('ipv4'), base: z.number().int().min(0).max(0xffffffff), len: z.number().int().min(0).max(32) }),
  z.object({ family: z.literal('ipv6'), bytes: z.array(z.number().int().min(0).max(255)).length(16), len: z.number().int().min(0).max(128) }),
]);
const range = z.object({ lo: num, hi: num });
const conditions = z.object({
  srcIp: z.array(prefix).optional(),
  dstIp: z.array(prefix).optional(),
  protocols: z.array(num).optional(),
  srcPorts: z.array(range).optional(),
  dstPorts: z.array(range).optional(),
  vni: num.optional(),
  encapsulated: z.boolean().optional(),
});
const ipv4 = z.number().int().min(0).max(0xffffffff);
// A VFP address of either family as the core holds it (ip.ts Ip): an IPv4 number, or IPv6 in its
// RFC 5952 text (only that form: the core compares IPv6 addresses as strings).
const ip = z.union([ipv4, z.string().refine((t) => parseIpv6Address(t) === t, { message: 'not an IPv6 address in RFC 5952 form' })]);
const pool = z.object({ name: str, ip, lo: num, hi: num });
const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('allow') }),
  z.object({ type: z.literal('block') }),
  z.object({ type: z.literal('meter') }),
  z.object({ type: z.literal('dynnat'), pool }),
  z.object({ type: z.literal('nat'), src: ip.optional(), srcPort: num.optional(), dst: ip.optional(), dstPort: num.optional() }),
  z.object({
    type: z.literal('lbnat'),
    backends: z.array(z.object({ ip, port: num, endpoint: str.optional(), hnsId: str.optional(), local: z.boolean(), mac: str.optional() })),
    distribution: z.enum(['none', 'sourceIpProtocol', 'sourceIp']),
    snat: z.object({ ip, pool }).optional(),
    preserveDip: z.boolean().optional(),
    selfHit: z.enum(['drop', 'snat']).optional(),
    hairpinSnat: z.object({ ip, pool }).optional(),
  }),
  z.object({ type: z.literal('encap'), vni: num, pa: ipv4, innerDstMac: str.optional(), udpPort: num }),
  z.object({ type: z.literal('route-encap'), to: ipv4, toMac: str }),
  z.object({ type: z.literal('decap') }),
  z.object({ type: z.literal('mac-rewrite'), dstMac: str.optional(), srcMac: str.optional() }),
  z.object({ type: z.literal('paroute') }),
]);
const provenance = z
  .object({
    hns: z.object({ type: str, id: str, name: str.optional() }).optional(),
    k8s: z.object({ kind: str, namespace: str.optional(), name: str }).optional(),
    by: str.optional(),
    byMsg,
    assumptions: z.array(str).optional(),
  })
  .optional();
const direction = z.enum(['in', 'out']);

export const portSchema = z.object({
  id: str,
  friendlyName: str,
  kind: z.enum(['endpoint', 'host', 'external']),
  mac: str.optional(),
  blocked: z.boolean(),
  owner: str.optional(),
  switchName: str.optional(),
  portNumber: num.optional(),
  provenance,
  counters: z.partialRecord(direction, z.object({ totalPackets: num.optional(), droppedPackets: num.optional(), droppedAcl: num.optional(), pendingPackets: num.optional() })).optional(),
  layers: z.array(
    z.object({
      name: str,
      friendlyName: str.optional(),
      priority: num,
      stateful: z.boolean(),
      defaultAction: z.object({ in: z.enum(['allow', 'block']), out: z.enum(['allow', 'block']) }),
      defaultNote: z.partialRecord(direction, z.object({ text: str, assumption: str.optional() })).optional(),
      provenance,
      groups: z.array(
        z.object({
          name: str,
          friendlyName: str.optional(),
          priority: num,
          direction,
          family: z.enum(['ipv4', 'ipv6']),
          conditions,
          matchType: z.enum(['priority', 'lpm']),
          rules: z.array(
            z.object({
              id: str,
              friendlyName: str.optional(),
              priority: num,
              flags: z.object({ terminating: z.boolean(), stateful: z.boolean(), raw: num }),
              conditions,
              action,
              flowTtl: num,
              provenance,
              extra: z.array(str).optional(),
              counters: z.object({ matchedPackets: num, droppedPackets: num, pendingPackets: num.optional(), droppedFlows: num.optional() }).optional(),
            }),
          ),
        }),
      ),
    }),
  ),
});

export interface NodeOverride {
  hns?: HnsState;
  vfp?: Port[];
}

type Checked = { overrides: Map<string, NodeOverride>; issues: Issue[] };

// A scenario is a value: an edit makes a new nodes array, it never changes one in place. So one
// check per array serves resolve, the simulation and Import's evidence, which all read the same
// scenario (checking a 100k-rule node takes seconds).
const checked = new WeakMap<object, Checked>();

/** One imported object checked: what it gives, and its problems (paths from the object). */
type Part<T> = { value?: T; problems: { path: (string | number)[]; message: string; msg?: Msg }[] };

// And one check per imported object: an edit in Build mode makes a new nodes array (and a new node
// for the one it changed) but keeps the imported objects it did not touch, so a replayed 100k-rule
// node is not checked again on the page after every edit.
const hnsParts = new WeakMap<object, Part<HnsState>>();
const vfpParts = new WeakMap<object, Part<Port[]>>();

function part<T>(cache: WeakMap<object, Part<T>>, x: unknown, parse: (x: unknown) => Part<T>): Part<T> {
  if (typeof x !== 'object' || x === null) return parse(x);
  let p = cache.get(x);
  if (!p) cache.set(x, (p = parse(x)));
  return p;
}

function parsed<T>(r: z.ZodSafeParseResult<unknown>, value: (data: unknown) => T, input: unknown): Part<T> {
  if (r.success) return { value: value(r.data), problems: [] };
  return {
    problems: r.error.issues.slice(0, 5).map((x) => {
      // As a value too (Build says it in the user's language): zod's words, as zod wrote them.
      const msg = x.code === 'invalid_type' ? zodTypeMsg(x, input) : schemaIssueMsg(x);
      return { path: x.path.filter((k): k is string | number => typeof k !== 'symbol'), message: x.message, ...(msg && { msg }) };
    }),
  };
}

const vfpSchema = z.object({ ports: z.array(portSchema) });
const hnsPart = (x: unknown) => part(hnsParts, x, (y) => parsed(hnsStateSchema.safeParse(y), (d) => d as HnsState, y));
const vfpPart = (x: unknown) => part(vfpParts, x, (y) => parsed(vfpSchema.safeParse(y), (d) => (d as { ports: Port[] }).ports, y));

/** Checks the imported objects of each node; problems carry the path of the field. */
export function readNodeOverrides(nodes: { name: string; hns?: unknown; vfp?: unknown }[]): Checked {
  let r = checked.get(nodes);
  if (!r) checked.set(nodes, (r = check(nodes)));
  return r;
}

/**
 * Takes these nodes' imported objects as checked: the import worker ran this check on them and sent
 * what it kept (state/replay-transfer.ts), so the page does not check 100k rules a second time.
 */
export function trustNodeOverrides(nodes: { name: string; hns?: unknown; vfp?: unknown }[]): void {
  for (const n of nodes) {
    if (typeof n.hns === 'object' && n.hns !== null) hnsParts.set(n.hns, { value: n.hns as HnsState, problems: [] });
    if (typeof n.vfp === 'object' && n.vfp !== null) vfpParts.set(n.vfp, { value: (n.vfp as { ports: Port[] }).ports, problems: [] });
  }
  checked.delete(nodes);
}

function check(nodes: { name: string; hns?: unknown; vfp?: unknown }[]): Checked {
  const overrides = new Map<string, NodeOverride>();
  const issues: Issue[] = [];
  nodes.forEach((n, i) => {
    const o: NodeOverride = {};
    const take = <T>(field: 'hns' | 'vfp', p: Part<T>): T | undefined => {
      for (const x of p.problems) issues.push({ path: ['nodes', i, field, ...x.path], message: x.message, ...(x.msg && { msg: x.msg }), severity: 'error' });
      return p.value;
    };
    if (n.hns !== undefined) o.hns = take('hns', hnsPart(n.hns));
    if (n.vfp !== undefined) o.vfp = take('vfp', vfpPart(n.vfp));
    if (o.hns || o.vfp) overrides.set(n.name, o);
  });
  return { overrides, issues };
}

registerOverrideReader(readNodeOverrides);
