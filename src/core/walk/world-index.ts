// Lookups a walk repeats at every step, indexed once per world object. A world does not change
// while packets walk it (an edit builds a new one), so an index made on first use stays true; the
// WeakMaps let it go with its world.
import type { Ip } from '../net/ip';
import type { Compartment, Host, World } from '../world/world';

interface HostIndex {
  byId: Map<string, Compartment>;
  /** The compartment whose vNIC a port is bound to. */
  byPort: Map<string, Compartment>;
}

interface UnderlayIndex {
  /** The stations of the segment by MAC, in the world's order (a host on the internet is none). */
  byMac: Map<string, Host[]>;
  /** The first host with that IP (either family). */
  byIp: Map<Ip, Host>;
  /** The wire's link name from each host, and from each host to each host (Place.link). */
  links: Map<Host, { out: string; to: Map<Host, string> }>;
}

const hosts = new WeakMap<Compartment[], HostIndex>();
const underlays = new WeakMap<World, UnderlayIndex>();

function hostIndex(h: Host): HostIndex {
  let x = hosts.get(h.compartments);
  if (!x) {
    x = { byId: new Map(), byPort: new Map() };
    for (const c of h.compartments) {
      if (!x.byId.has(c.id)) x.byId.set(c.id, c);
      for (const i of c.interfaces) if (i.portId !== undefined && !x.byPort.has(i.portId)) x.byPort.set(i.portId, c);
    }
    hosts.set(h.compartments, x);
  }
  return x;
}

export const compartmentById = (h: Host, id: string): Compartment | undefined => hostIndex(h).byId.get(id);
export const compartmentOfPort = (h: Host, portId: string): Compartment | undefined => hostIndex(h).byPort.get(portId);

function underlayIndex(world: World): UnderlayIndex {
  let x = underlays.get(world);
  if (!x) {
    x = { byMac: new Map(), byIp: new Map(), links: new Map() };
    for (const h of world.hosts.values()) {
      if (!(h.kind === 'external' && h.location === 'internet')) {
        const list = x.byMac.get(h.mac);
        if (list) list.push(h);
        else x.byMac.set(h.mac, [h]);
      }
      if (!x.byIp.has(h.ip)) x.byIp.set(h.ip, h);
      if (h.ipv6 !== undefined && !x.byIp.has(h.ipv6)) x.byIp.set(h.ipv6, h);
    }
    underlays.set(world, x);
  }
  return x;
}

/** The station of the segment with that MAC; a switch never sends a frame back to its sender. */
export function hostByMac(world: World, mac: string, sender: Host): Host | undefined {
  for (const h of underlayIndex(world).byMac.get(mac) ?? []) if (h !== sender) return h;
  return undefined;
}

export const hostByIp = (world: World, ip: Ip): Host | undefined => underlayIndex(world).byIp.get(ip);

function linksOf(world: World, from: Host): { out: string; to: Map<Host, string> } {
  const links = underlayIndex(world).links;
  let l = links.get(from);
  if (!l) links.set(from, (l = { out: `${from.name} → ${world.underlay.name}`, to: new Map() }));
  return l;
}

/** `from → the underlay`, the link a frame leaves by. */
export const linkOut = (world: World, from: Host): string => linksOf(world, from).out;

/** `from → to`, the link between two stations of an L2 segment. */
export function linkBetween(world: World, from: Host, to: Host): string {
  const l = linksOf(world, from);
  let s = l.to.get(to);
  if (s === undefined) l.to.set(to, (s = `${from.name} → ${to.name}`));
  return s;
}
