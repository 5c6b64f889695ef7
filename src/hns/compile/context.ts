// What compile() knows about the node while it turns HNS objects into VFP rules.
import type { Ip, Ipv4, Ipv6 } from '../../core/net/ip';
import type { Mac } from '../../core/net/mac';
import type { Backend, Provenance } from '../../core/vfp/model';
import type { HnsEndpoint, HnsLoadBalancer, HnsNetwork, HnsState, Origin } from '../model';
import { LB_FLAG_IPV6, LOGGED } from '../model';
import { byOf, originMsg } from '../../core/vfp/origin-messages';

export interface CompileOptions {
  /** What HNS does with an empty SourceVIP on a non-DSR L2Bridge load balancer: rewrite the source to
   * the node IP (the default: only DSR keeps the client pod's IP, kubernetes/kubernetes#83072 and the
   * Kubernetes Windows networking page) or keep it (`keep-source`, a labelled option). */
  emptySourceVip: 'keep-source' | 'node-ip';
  /** First port of the outbound-NAT pools; each endpoint gets its own 64-port block, as HNS reserves them. */
  natPortBase: number;
}

export const DEFAULT_COMPILE_OPTIONS: CompileOptions = { emptySourceVip: 'node-ip', natPortBase: 33000 };

export interface NodeIdentity {
  name: string;
  /** The node IP (the network's ManagementIP when the dump has one). */
  ip: Ipv4;
  /** Dual-stack: the node's IPv6 address (the source of its IPv6 load balancers' SNAT). */
  ipv6?: Ipv6;
  /** The physical NIC's MAC, which the management vNIC took over. */
  mac: Mac;
}

export interface Ctx {
  hns: HnsState;
  node: NodeIdentity;
  network: HnsNetwork;
  overlay: boolean;
  opts: CompileOptions;
  endpointsById: Map<string, HnsEndpoint>;
  /** Local endpoints that get a port, with their port GUID. */
  localEndpoints: HnsEndpoint[];
  hostVnicMac: Mac;
  warnings: string[];
}

/** A VFP rule's provenance from the HNS object (and the Kubernetes object) behind it. */
export function provenance(hnsType: string, id: string, origin: Origin | undefined, name?: string, assumptions?: string[]): Provenance {
  return {
    hns: { type: hnsType, id, name },
    k8s: origin && origin.kind !== 'CNI config' && origin.kind !== LOGGED ? { kind: origin.kind, namespace: origin.namespace, name: origin.name } : undefined,
    ...(origin ? { by: origin.by, ...(origin.byMsg && { byMsg: origin.byMsg }) } : byOf(originMsg('origin.imported', {}))),
    ...(origin?.kind === 'NetworkPolicy' ? { intent: true } : {}),
    assumptions: origin?.assumptions?.length ? [...(assumptions ?? []), ...origin.assumptions] : assumptions,
  };
}

export const endpointRef = (e: HnsEndpoint): string | undefined =>
  e.origin?.kind === 'Pod' ? `pod/${e.origin.namespace ?? 'default'}/${e.origin.name}` : e.origin?.kind === 'Node' ? `node/${e.origin.name}` : undefined;

interface BackendMemo {
  /** The DIP list of a load balancer's port mapping, and the warnings its making gave. */
  lists: Map<HnsLoadBalancer, Map<number, { backends: Backend[]; warnings: string[] }>>;
  /** One DIP per (endpoint, port): a Service's backends are the same objects in all its rules. */
  dips: Map<HnsEndpoint, Map<number, Backend>>;
}

/** Made once per compile (Ctx): a node of a big cluster has thousands of load balancers whose rules
 * ask for the same DIPs, and rebuilding them (parsing every address again) made most of the compile's
 * garbage. Backends are never changed once made, so sharing them is safe. */
const memos = new WeakMap<Ctx, BackendMemo>();

/** The DIPs of a load balancer, in the order HNS lists its endpoints. */
export function backendsOf(ctx: Ctx, lb: HnsLoadBalancer, internalPort: number): Backend[] {
  let memo = memos.get(ctx);
  if (!memo) memos.set(ctx, (memo = { lists: new Map(), dips: new Map() }));
  let byPort = memo.lists.get(lb);
  if (!byPort) memo.lists.set(lb, (byPort = new Map()));
  // kube-proxy's IPv6 proxier programs its own load balancers (Flags IPv6): their DIPs are the endpoints' IPv6 addresses.
  const v6 = (lb.flags & LB_FLAG_IPV6) !== 0;
  const key = v6 ? -internalPort - 1 : internalPort;
  const known = byPort.get(key);
  if (known) {
    ctx.warnings.push(...known.warnings);
    return known.backends;
  }
  const out: Backend[] = [];
  const warnings: string[] = [];
  for (const id of lb.endpoints) {
    const e = ctx.endpointsById.get(id);
    if (!e) {
      warnings.push(`load balancer ${lb.id} references endpoint ${id}, which does not exist`);
      continue;
    }
    let dips = memo.dips.get(e);
    if (!dips) memo.dips.set(e, (dips = new Map()));
    let b = dips.get(key);
    if (!b) {
      const ip = v6 ? parseIpAny(e.ipv6Address) : parseIp(e.ipAddress);
      if (ip === undefined) {
        if (v6) warnings.push(`IPv6 load balancer ${lb.id} references endpoint ${id}, which has no IPv6 address`);
        continue;
      }
      dips.set(key, (b = { ip, port: internalPort, endpoint: e.origin ? endpointRef(e) : e.name, hnsId: e.id, local: !e.isRemoteEndpoint, mac: e.isRemoteEndpoint ? undefined : normalizeMac(e.macAddress) }));
    }
    out.push(b);
  }
  ctx.warnings.push(...warnings);
  byPort.set(key, { backends: out, warnings });
  return out;
}

import { parseIp as parseAddress, parseIpv4 } from '../../core/net/ip';
import { frontendKey } from '../../core/packet/packet';

/** The frontend keys of a load balancer's port mapping: each VIP, or the node IP for a NodePort. */
export function frontendsOf(ctx: Ctx, vips: string[], port: number, protocol: number): string[] {
  const ips = vips.length ? vips.map(parseIpAny).filter((v): v is Ip => v !== undefined) : [ctx.node.ip];
  return ips.map((ip) => frontendKey(ip, port, protocol));
}
import { parseMac } from '../../core/net/mac';
export const parseIp = (s: string | undefined) => (s ? parseIpv4(s) : undefined);
/** An address of either family (an IPv6 one in canonical text). */
export const parseIpAny = (s: string | undefined): Ip | undefined => (s ? parseAddress(s) : undefined);
export const normalizeMac = (s: string) => parseMac(s) ?? s;

/** The overlay network's VXLAN id: a subnet's VSID, else a remote subnet route's isolation id, else
 * 4096 (the Windows overlay default). */
export const networkVni = (ctx: Ctx): number => ctx.network.subnets.find((s) => s.vsid !== undefined)?.vsid ?? ctx.network.remoteSubnetRoutes[0]?.isolationId ?? 4096;
