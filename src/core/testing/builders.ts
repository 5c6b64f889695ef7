// Test-world builders for src/core: a tiny World by hand (Windows hosts with ports, layers, groups,
// rules, compartments, routes and neighbours; an L2 or VPC underlay; outside hosts), without going
// through src/cluster, so that core tests do not depend on the Kubernetes translation.
//
// Everything is plain data: a WorldSpec is a literal (easy to generate with fast-check), buildWorld()
// turns it into a fresh World (new objects every call: the core caches indexes per object).
//
// Conventions (all overridable):
//   port ids         `<host>:<pod>`, `<host>:mgmt` (host vNIC), `<host>:cbr0`, `<host>:ext` (uplink)
//   compartment ids  `pod/default/<pod>` (owner = the same ref), `<host>/host` (owner `node/<host>`)
//   MACs             node 00-1D-<ip>, pod 02-00-<ip>, cbr0 02-C0-<ip>, DR 02-D0-<ip>, outside 52-54-<ip>
//   L2Bridge         cbr0 = `.2` of the pod CIDR (pods' default gateway, IP forwarding on)
//   Overlay          no cbr0: the pods' gateway is `.1`, the distributed router's MAC
import { formatIpv4, mustIpv4, mustPrefix, nthAddress, type Ipv4, type Prefix } from '../net/ip';
import { macFromIpv4, mustMac, type Mac } from '../net/mac';
import { PROTOCOL_NUMBER, type Protocol } from '../net/protocol';
import type { Packet, TcpFlags } from '../packet/packet';
import type { Action, Backend, Conditions, Direction, Distribution, Group, Layer, NatPool, Port, PortRange, Rule } from '../vfp/model';
import { walk, type WalkOptions, type WalkResult } from '../walk/walk';
import { DEFAULT_SETTINGS, type ModelSettings } from '../world/settings';
import type { AddressInfo, Compartment, ExternalHost, Host, Interface, Listener, LocalRefusal, Route, Underlay, WindowsHost, World } from '../world/world';
import type { VerdictMsg } from '../trace/verdict-messages';

// ---------------------------------------------------------------------------------------------
// Addresses

export const ip = (text: string): Ipv4 => mustIpv4(text);
export const prefix = (text: string): Prefix => mustPrefix(text);
export const mac = (text: string): Mac => mustMac(text);

export const nodeMacOf = (nodeIp: string): Mac => macFromIpv4('00-1D', ip(nodeIp));
export const podMacOf = (podIp: string): Mac => macFromIpv4('02-00', ip(podIp));
export const cbr0MacOf = (podCidr: string): Mac => macFromIpv4('02-C0', nthAddress(prefix(podCidr), 2));
export const drMacOf = (podCidr: string): Mac => macFromIpv4('02-D0', nthAddress(prefix(podCidr), 1));
export const externalMacOf = (extIp: string): Mac => macFromIpv4('52-54', ip(extIp));
export const GATEWAY_MAC: Mac = '00-00-5E-00-01-01';

export const podRef = (name: string): string => `pod/default/${name}`;
export const nodeRef = (name: string): string => `node/${name}`;
export const externalRef = (name: string): string => `external/${name}`;
export const podPortId = (host: string, pod: string): string => `${host}:${pod}`;
export const hostPortId = (host: string): string => `${host}:mgmt`;
export const cbr0PortId = (host: string): string => `${host}:cbr0`;
export const externalPortId = (host: string): string => `${host}:ext`;

// ---------------------------------------------------------------------------------------------
// VFP objects

/** A port list: `80`, `[8000, 8080]` (a range) or a list of either. */
export type PortSpec = number | [number, number] | (number | [number, number])[];

/** Conditions in test-friendly form: addresses as text, protocols by name or number (256 = any). */
export interface CondSpec {
  src?: string | string[];
  dst?: string | string[];
  proto?: Protocol | number | (Protocol | number)[];
  srcPorts?: PortSpec;
  dstPorts?: PortSpec;
  vni?: number;
  encapsulated?: boolean;
}

const list = <T>(x: T | T[] | undefined): T[] | undefined => (x === undefined ? undefined : Array.isArray(x) ? x : [x]);

function portRanges(spec: PortSpec | undefined): PortRange[] | undefined {
  if (spec === undefined) return undefined;
  if (typeof spec === 'number') return [{ lo: spec, hi: spec }];
  if (spec.length === 2 && typeof spec[0] === 'number' && typeof spec[1] === 'number' && !Array.isArray(spec[0])) {
    // A bare pair is a range; write [[a, a], [b, b]] or [a, b, ...] with 3+ items for a list.
    return [{ lo: spec[0], hi: spec[1] as number }];
  }
  return (spec as (number | [number, number])[]).map((x) => (typeof x === 'number' ? { lo: x, hi: x } : { lo: x[0], hi: x[1] }));
}

export function cond(spec: CondSpec = {}): Conditions {
  const c: Conditions = {};
  const src = list(spec.src);
  const dst = list(spec.dst);
  const proto = list(spec.proto);
  if (src) c.srcIp = src.map(prefix);
  if (dst) c.dstIp = dst.map(prefix);
  if (proto) c.protocols = proto.map((p) => (typeof p === 'number' ? p : PROTOCOL_NUMBER[p]));
  const sp = portRanges(spec.srcPorts);
  const dp = portRanges(spec.dstPorts);
  if (sp) c.srcPorts = sp;
  if (dp) c.dstPorts = dp;
  if (spec.vni !== undefined) c.vni = spec.vni;
  if (spec.encapsulated !== undefined) c.encapsulated = spec.encapsulated;
  return c;
}

export interface RuleOpts {
  priority?: number;
  name?: string;
  /** Default true, as every rule seen on Windows nodes. */
  terminating?: boolean;
  /** Default true (flows are created), as HNS programs its ACL and NAT rules. */
  stateful?: boolean;
  /** Flow TTL in seconds (default 240). */
  ttl?: number;
}

export function rule(id: string, action: Action, when: CondSpec = {}, opts: RuleOpts = {}): Rule {
  const terminating = opts.terminating ?? true;
  const stateful = opts.stateful ?? true;
  return {
    id,
    friendlyName: opts.name,
    priority: opts.priority ?? 100,
    flags: { terminating, stateful, raw: (terminating ? 1 : 0) | (stateful ? 2 : 0) | (terminating && stateful ? 0x2000 : 0) },
    conditions: cond(when),
    action,
    flowTtl: opts.ttl ?? 240,
  };
}

export const allow = (id: string, when: CondSpec = {}, opts: RuleOpts = {}): Rule => rule(id, { type: 'allow' }, when, opts);
export const block = (id: string, when: CondSpec = {}, opts: RuleOpts = {}): Rule => rule(id, { type: 'block' }, when, opts);

export interface GroupOpts {
  priority?: number;
  family?: 'ipv4' | 'ipv6';
  matchType?: 'priority' | 'lpm';
  when?: CondSpec;
}

export function group(name: string, direction: Direction, rules: Rule[], opts: GroupOpts = {}): Group {
  return {
    name,
    priority: opts.priority ?? 1,
    direction,
    family: opts.family ?? 'ipv4',
    conditions: cond(opts.when),
    matchType: opts.matchType ?? 'priority',
    rules,
  };
}

export interface LayerOpts {
  /** Default action when no rule matches: one for both directions, or per direction (default allow). */
  default?: 'allow' | 'block' | Partial<Record<Direction, 'allow' | 'block'>>;
  stateful?: boolean;
}

export function layer(name: string, priority: number, groups: Group[], opts: LayerOpts = {}): Layer {
  const d = opts.default;
  const def = typeof d === 'string' ? { in: d, out: d } : { in: d?.in ?? 'allow', out: d?.out ?? 'allow' };
  return { name, priority, stateful: opts.stateful ?? true, groups, defaultAction: def };
}

/** ACL_ENDPOINT_LAYER (priority 10) with its IPv4 IN and OUT groups, as HNS names them. */
export function aclLayer(rules: { in?: Rule[]; out?: Rule[] }, opts: LayerOpts = {}): Layer {
  return layer(
    'ACL_ENDPOINT_LAYER',
    10,
    [group('ACL_ENDPOINT_GROUP_IPV4_IN', 'in', rules.in ?? []), group('ACL_ENDPOINT_GROUP_IPV4_OUT', 'out', rules.out ?? [])],
    opts,
  );
}

/** SLB_NAT_LAYER (priority 30) with its IN and OUT groups. */
export function natLayer(rules: { in?: Rule[]; out?: Rule[] }, opts: LayerOpts = {}): Layer {
  return layer('SLB_NAT_LAYER', 30, [group('SLB_GROUP_NAT_IPv4_IN', 'in', rules.in ?? []), group('SLB_GROUP_NAT_IPv4_OUT', 'out', rules.out ?? [])], opts);
}

/** LB_DSR (priority 20) with one OUT group. */
export function lbLayer(rules: Rule[], opts: LayerOpts = {}): Layer {
  return layer('LB_DSR', 20, [group('LB_DSR_IPv4_OUT', 'out', rules)], opts);
}

export function natPool(name: string, natIp: string, lo = 40000, size = 64): NatPool {
  return { name, ip: ip(natIp), lo, hi: lo + size - 1 };
}

export const dynnat = (pool: NatPool): Action => ({ type: 'dynnat', pool });

export interface BackendSpec {
  ip: string;
  port: number;
  endpoint?: string;
  /** A local backend carries its MAC; a remote one is reached by the host's routes. */
  mac?: string;
}

export function lbnat(backends: BackendSpec[], distribution: Distribution = 'none', extra: Partial<Extract<Action, { type: 'lbnat' }>> = {}): Action {
  const bs: Backend[] = backends.map((b) => ({ ip: ip(b.ip), port: b.port, endpoint: b.endpoint, local: b.mac !== undefined, mac: b.mac }));
  return { type: 'lbnat', backends: bs, distribution, ...extra };
}

/** VNET_ENCAP_LAYER (priority 40), OUT, LPM: VXLAN encapsulation of `to` towards the provider address `pa`. */
export function encapLayer(routes: { id: string; to: string; pa: string; vni?: number; innerDstMac?: string; udpPort?: number }[]): Layer {
  const rules = routes.map((r) =>
    rule(r.id, { type: 'encap', vni: r.vni ?? 4096, pa: ip(r.pa), innerDstMac: r.innerDstMac, udpPort: r.udpPort ?? 4789 }, { dst: r.to, encapsulated: false }, { stateful: false }),
  );
  return layer('VNET_ENCAP_LAYER', 40, [group('VNET_GROUP_ENCAP_IPV4_OUT', 'out', rules, { matchType: 'lpm' })], { stateful: false });
}

/** The uplink's VXLAN decapsulation (IN) of packets for `hostIp` on UDP `udpPort` with VNI `vni`. */
export function decapLayer(hostIp: string, vni = 4096, udpPort = 4789): Layer {
  return layer(
    'VNET_ENCAP_LAYER',
    40,
    [group('VNET_GROUP_DECAP_IPV4_IN', 'in', [rule(`decap-${vni}`, { type: 'decap' }, { dst: hostIp, proto: 'udp', dstPorts: udpPort, vni, encapsulated: true }, { stateful: false })])],
    { stateful: false },
  );
}

// ---------------------------------------------------------------------------------------------
// Hosts and the world

export interface RouteSpec {
  /** Destination prefix (`10.1.2.0/24`, `0.0.0.0/0`). */
  to: string;
  /** Next hop; absent: on-link. */
  via?: string;
  /** Interface name; defaults to the management vNIC (host) or the pod's vNIC (pod). */
  dev?: string;
  metric?: number;
  note?: string;
}

export interface PodSpec {
  name: string;
  ip: string;
  /** `tcp/80`, `udp/53`. */
  listen?: string[];
  mac?: string;
  /** Layers of the pod's vSwitch port. */
  layers?: Layer[];
  blocked?: boolean;
  mtu?: number;
  closedPort?: 'drop' | 'reset';
  /** Replaces the default routes (pod CIDR on-link, default via the gateway). */
  routes?: RouteSpec[];
}

export interface WindowsSpec {
  name: string;
  ip: string;
  podCidr: string;
  network?: 'L2Bridge' | 'Overlay';
  mac?: string;
  pods?: PodSpec[];
  /** The external port (uplink). Default true. */
  uplink?: boolean;
  /** Default route of the host compartment via the underlay gateway. Default true. */
  defaultRoute?: boolean;
  /** On an L2 underlay with L2Bridge: routes to the other Windows hosts' pod CIDRs via their IPs. Default true. */
  hostGw?: boolean;
  /** More routes of the host compartment (after the defaults). */
  routes?: RouteSpec[];
  /** Extra ARP entries of the host (ip → MAC). */
  neighbors?: Record<string, string>;
  hostPortLayers?: Layer[];
  cbr0Layers?: Layer[];
  externalPortLayers?: Layer[];
  /** Listeners of the host compartment. */
  listen?: string[];
  /** NIC MTU towards the underlay and of the management vNIC (default: the underlay's). */
  mtu?: number;
  /** MTU of the pods' vNICs and cbr0 (default 1500). */
  podMtu?: number;
  closedPort?: 'drop' | 'reset';
  /** IP forwarding on the management vNIC and cbr0 (default true). */
  forwarding?: boolean;
  /** Packets the host compartment refuses (e.g. NodePort from the node itself). */
  refusals?: LocalRefusal[];
}

export interface ExternalSpec {
  name: string;
  ip: string;
  location?: 'underlay' | 'internet';
  listen?: string[];
  closedPort?: 'drop' | 'reset';
}

export interface UnderlaySpec {
  kind?: 'l2' | 'vpc';
  subnet?: string;
  gateway?: string;
  mtu?: number;
  /** More prefixes the underlay routes to a node (beyond a VPC's alias ranges). */
  nodeRoutes?: { to: string; node: string; note?: string }[];
}

export interface WorldSpec {
  underlay?: UnderlaySpec;
  windows: WindowsSpec[];
  externals?: ExternalSpec[];
  /** Service VIPs for the address book (explanations, NO_BACKEND). */
  vips?: { ip: string; ref: string; noBackends?: VerdictMsg }[];
  settings?: Partial<ModelSettings>;
}

export function parseListen(items: string[] = []): Listener[] {
  return items.map((s) => {
    const [proto, port] = s.split('/');
    if (!proto || !port || !(proto in PROTOCOL_NUMBER)) throw new Error(`bad listener ${s}`);
    return { protocol: proto as Protocol, port: Number(port) };
  });
}

const MGMT = 'vEthernet (Ethernet)';
const CBR0 = 'vEthernet (cbr0)';
export const podIfaceName = (pod: string): string => `vEthernet (${pod})`;

function route(r: RouteSpec, defaultDev: string): Route {
  return { prefix: prefix(r.to), nextHop: r.via !== undefined ? ip(r.via) : undefined, iface: r.dev ?? defaultDev, metric: r.metric, note: r.note };
}

function windowsHost(spec: WindowsSpec, world: WorldSpec, u: Underlay, underlayNeighbors: Map<Ipv4, Mac>): WindowsHost {
  const overlay = spec.network === 'Overlay';
  const cidr = prefix(spec.podCidr);
  const hostMac = spec.mac ? mac(spec.mac) : nodeMacOf(spec.ip);
  const mtu = spec.mtu ?? u.mtu;
  const podMtu = spec.podMtu ?? 1500;
  const forwarding = spec.forwarding ?? true;
  const closedPort = spec.closedPort ?? 'drop';
  const neighbors = new Map<Ipv4, Mac>(underlayNeighbors);
  const ports: Port[] = [];
  const owner = nodeRef(spec.name);

  const mgmt: Interface = { name: MGMT, ip: ip(spec.ip), prefixLen: u.subnet.family === 'ipv4' ? u.subnet.len : 24, mac: hostMac, portId: hostPortId(spec.name), forwarding, mtu };
  ports.push({ id: hostPortId(spec.name), friendlyName: `${spec.name} host vNIC`, kind: 'host', mac: hostMac, blocked: false, layers: spec.hostPortLayers ?? [], owner });
  const hostIfaces: Interface[] = [mgmt];
  const hostRoutes: Route[] = [{ prefix: u.subnet, iface: MGMT, note: 'node subnet' }];
  if (spec.defaultRoute ?? true) hostRoutes.push({ prefix: prefix('0.0.0.0/0'), nextHop: u.gateway, iface: MGMT, note: 'default gateway' });

  let gateway: Ipv4;
  if (overlay) {
    gateway = nthAddress(cidr, 1);
    neighbors.set(gateway, drMacOf(spec.podCidr));
    hostRoutes.push({ prefix: cidr, iface: MGMT, note: "this node's pod CIDR" });
  } else {
    gateway = nthAddress(cidr, 2);
    const cbrMac = cbr0MacOf(spec.podCidr);
    hostIfaces.push({ name: CBR0, ip: gateway, prefixLen: cidr.len, mac: cbrMac, portId: cbr0PortId(spec.name), forwarding, mtu: podMtu });
    ports.push({ id: cbr0PortId(spec.name), friendlyName: `${spec.name} cbr0`, kind: 'host', mac: cbrMac, blocked: false, layers: spec.cbr0Layers ?? [], owner });
    hostRoutes.push({ prefix: cidr, iface: CBR0, note: "this node's pod CIDR, via cbr0" });
    neighbors.set(gateway, cbrMac);
  }
  if (u.kind === 'l2' && !overlay && (spec.hostGw ?? true)) {
    for (const other of world.windows) {
      if (other.name !== spec.name) hostRoutes.push({ prefix: prefix(other.podCidr), nextHop: ip(other.ip), iface: MGMT, note: `host-gw route to ${other.name}'s pod CIDR` });
    }
  }
  for (const r of spec.routes ?? []) hostRoutes.push(route(r, MGMT));

  const podComps: Compartment[] = [];
  for (const pod of spec.pods ?? []) {
    const podMac = pod.mac ? mac(pod.mac) : podMacOf(pod.ip);
    const ref = podRef(pod.name);
    const iface: Interface = { name: podIfaceName(pod.name), ip: ip(pod.ip), prefixLen: cidr.len, mac: podMac, portId: podPortId(spec.name, pod.name), mtu: pod.mtu ?? podMtu };
    neighbors.set(iface.ip, podMac);
    ports.push({ id: podPortId(spec.name, pod.name), friendlyName: pod.name, kind: 'endpoint', mac: podMac, blocked: pod.blocked ?? false, layers: pod.layers ?? [], owner: ref });
    podComps.push({
      id: ref,
      kind: 'pod',
      owner: ref,
      interfaces: [iface],
      routes: pod.routes
        ? pod.routes.map((r) => route(r, iface.name))
        : [
            { prefix: cidr, iface: iface.name, note: 'pod subnet' },
            { prefix: prefix('0.0.0.0/0'), nextHop: gateway, iface: iface.name, note: 'default gateway' },
          ],
      listeners: parseListen(pod.listen),
      closedPort: pod.closedPort ?? closedPort,
      ttl: 128,
    });
  }
  if (spec.uplink ?? true) ports.push({ id: externalPortId(spec.name), friendlyName: `${spec.name} uplink`, kind: 'external', blocked: false, layers: spec.externalPortLayers ?? [], owner });
  for (const [k, v] of Object.entries(spec.neighbors ?? {})) neighbors.set(ip(k), mac(v));

  const hostComp: Compartment = {
    id: `${spec.name}/host`,
    number: 1,
    kind: 'host',
    owner,
    interfaces: hostIfaces,
    routes: hostRoutes,
    listeners: parseListen(spec.listen),
    closedPort,
    ttl: 128,
    refusals: spec.refusals,
  };
  return {
    kind: 'windows',
    name: spec.name,
    ip: ip(spec.ip),
    mac: hostMac,
    network: { name: overlay ? 'vxlan0' : 'cbr0', type: overlay ? 'Overlay' : 'L2Bridge', drMac: overlay ? drMacOf(spec.podCidr) : undefined },
    vswitch: { name: overlay ? 'vxlan0' : 'cbr0', ports, externalPortId: spec.uplink ?? true ? externalPortId(spec.name) : undefined, hostPortId: hostPortId(spec.name) },
    compartments: [hostComp, ...podComps],
    neighbors,
    mtu,
    unsupportedProtocols: ['sctp'],
  };
}

function externalHost(spec: ExternalSpec, u: Underlay, underlayNeighbors: Map<Ipv4, Mac>): ExternalHost {
  const location = spec.location ?? 'underlay';
  const m = externalMacOf(spec.ip);
  const ref = externalRef(spec.name);
  return {
    kind: 'external',
    name: ref,
    ip: ip(spec.ip),
    mac: m,
    location,
    neighbors: new Map(underlayNeighbors),
    compartments: [
      {
        id: ref,
        kind: 'host',
        owner: ref,
        interfaces: [{ name: 'eth0', ip: ip(spec.ip), prefixLen: location === 'underlay' && u.subnet.family === 'ipv4' ? u.subnet.len : 32, mac: m, link: 'uplink', mtu: 1500 }],
        routes:
          location === 'underlay'
            ? [
                { prefix: u.subnet, iface: 'eth0', note: 'node subnet' },
                { prefix: prefix('0.0.0.0/0'), nextHop: u.gateway, iface: 'eth0', note: 'default gateway' },
              ]
            : [{ prefix: prefix('0.0.0.0/0'), iface: 'eth0', note: 'the internet' }],
        listeners: parseListen(spec.listen),
        closedPort: spec.closedPort ?? 'reset',
        ttl: 64,
      },
    ],
  };
}

/** A fresh World from a spec (new objects every call). */
export function buildWorld(spec: WorldSpec): World {
  const us = spec.underlay ?? {};
  const kind = us.kind ?? 'l2';
  const subnet = prefix(us.subnet ?? '10.0.0.0/24');
  const gateway = us.gateway !== undefined ? ip(us.gateway) : nthAddress(subnet, 1);
  const u: Underlay = {
    kind,
    name: kind === 'vpc' ? 'VPC' : 'node network',
    subnet,
    gateway,
    gatewayMac: GATEWAY_MAC,
    mtu: us.mtu ?? 1500,
    nodeRoutes: [
      ...(kind === 'vpc' ? spec.windows.map((w) => ({ prefix: prefix(w.podCidr), node: w.name, note: `${w.name}'s alias IP range` })) : []),
      ...(us.nodeRoutes ?? []).map((r) => ({ prefix: prefix(r.to), node: r.node, note: r.note ?? `route to ${r.node}` })),
    ],
  };
  const underlayNeighbors = new Map<Ipv4, Mac>([[gateway, GATEWAY_MAC]]);
  for (const w of spec.windows) underlayNeighbors.set(ip(w.ip), w.mac ? mac(w.mac) : nodeMacOf(w.ip));
  for (const e of spec.externals ?? []) if ((e.location ?? 'underlay') === 'underlay') underlayNeighbors.set(ip(e.ip), externalMacOf(e.ip));

  const hosts = new Map<string, Host>();
  for (const w of spec.windows) hosts.set(w.name, windowsHost(w, spec, u, underlayNeighbors));
  for (const e of spec.externals ?? []) hosts.set(externalRef(e.name), externalHost(e, u, underlayNeighbors));

  const addressBook = new Map<Ipv4, AddressInfo>();
  for (const w of spec.windows) {
    addressBook.set(ip(w.ip), { kind: 'node', ref: nodeRef(w.name) });
    for (const p of w.pods ?? []) addressBook.set(ip(p.ip), { kind: 'pod', ref: podRef(p.name) });
  }
  for (const e of spec.externals ?? []) addressBook.set(ip(e.ip), { kind: 'external', ref: externalRef(e.name) });
  for (const v of spec.vips ?? []) addressBook.set(ip(v.ip), { kind: 'service-vip', ref: v.ref, noBackends: v.noBackends });
  addressBook.set(gateway, { kind: 'gateway', ref: `gateway ${formatIpv4(gateway)}` });

  return { hosts, underlay: u, addressBook, settings: { ...DEFAULT_SETTINGS, ...spec.settings } };
}

// ---------------------------------------------------------------------------------------------
// Looking things up in a built world

export function windowsHostOf(world: World, name: string): WindowsHost {
  const h = world.hosts.get(name);
  if (!h || h.kind !== 'windows') throw new Error(`no Windows host ${name}`);
  return h;
}

export function portOf(world: World, host: string, portId: string): Port {
  const p = windowsHostOf(world, host).vswitch.ports.find((x) => x.id === portId);
  if (!p) throw new Error(`no port ${portId} on ${host}`);
  return p;
}

/** Where a walk starts: the compartment whose owner (or id) is `ref` (`pod/default/client`, `node/n1`, `external/site`). */
export function startOf(world: World, ref: string): { host: string; compartment: string } {
  for (const h of world.hosts.values()) {
    const c = h.compartments.find((x) => x.owner === ref || x.id === ref);
    if (c) return { host: h.name, compartment: c.id };
  }
  throw new Error(`no compartment for ${ref}`);
}

// ---------------------------------------------------------------------------------------------
// Packets

export interface PacketOpts {
  size?: number;
  df?: boolean;
  ttl?: number;
  flags?: TcpFlags;
}

function endpoint(text: string): { ip: Ipv4; port: number } {
  const [a, p] = text.split(':');
  return { ip: ip(a!), port: p === undefined ? 0 : Number(p) };
}

const ZERO_MAC: Mac = '00-00-00-00-00-00';

/** A packet from `a.b.c.d:port` to `e.f.g.h:port`; MACs are set by the sender's route lookup. */
export function packet(protocol: Protocol, from: string, to: string, opts: PacketOpts = {}): Packet {
  const s = endpoint(from);
  const d = endpoint(to);
  const p: Packet = { src: s.ip, dst: d.ip, protocol, srcPort: s.port, dstPort: d.port, srcMac: ZERO_MAC, dstMac: ZERO_MAC, ttl: opts.ttl ?? 128, size: opts.size ?? 64, df: opts.df ?? false };
  if (protocol === 'tcp') p.tcpFlags = opts.flags ?? 'SYN';
  return p;
}

export const tcp = (from: string, to: string, opts: PacketOpts = {}): Packet => packet('tcp', from, to, opts);
export const udp = (from: string, to: string, opts: PacketOpts = {}): Packet => packet('udp', from, to, opts);
export const sctp = (from: string, to: string, opts: PacketOpts = {}): Packet => packet('sctp', from, to, opts);

/** An ICMP echo request; the identifier travels as the source port (destination port 0). */
export function ping(from: string, to: string, id = 1, opts: PacketOpts = {}): Packet {
  return { ...packet('icmp', `${from}:${id}`, `${to}:0`, opts), icmp: 'echo-request' };
}

// ---------------------------------------------------------------------------------------------
// Walking

/** Walks `p` from the compartment owned by `ref` (see startOf). */
export function walkFrom(world: World, ref: string, p: Packet, opts: WalkOptions = {}): WalkResult {
  return walk(world, startOf(world, ref), p, opts);
}
