// Which pktmon component watches which vSwitch port of which node. By MAC first (a port's endpoint
// MAC, the host vNIC's, the physical NIC's: pktmon lists each component's MAC), then by the eight
// hex digits Windows puts in port and adapter names (`Container NIC 193a4833`, an endpoint GUID).
// A component matching nothing is listed, never guessed.
import { parseMac } from '../../core/net/mac';
import type { Port } from '../../core/vfp/model';
import type { World } from '../../core/world/world';
import type { Capture, CaptureComponent } from '../capture/model';

/**
 * Which side of the port the component sits on. `adapter`: the NIC behind the port (a pod's or the
 * host's vNIC, the physical NIC), where pktmon's Tx is the packet leaving towards the switch (VFP's
 * OUT; the wire for the physical NIC) and Rx the packet arriving. `switch-port`: the vSwitch's own
 * port, whose direction words are not mapped (the order of the walk places the event instead).
 */
export type Side = 'adapter' | 'switch-port';

export interface ComponentPlace {
  component: number;
  node: string;
  port: string;
  side: Side;
  how: 'mac' | 'name';
}

export interface ComponentMap {
  /** The node the capture was taken on: the Windows node whose ports the most components map to. */
  node?: string;
  byComponent: Map<number, ComponentPlace>;
  /** Components of the capture that map to no port of that node. */
  unmapped: CaptureComponent[];
}

const SWITCH_PORT_TYPES = /^(vms(ext|int|vm)?port|vmsvmnic|port|vswitch port)$/i;
const PHYSICAL = /^(miniport|netvsc|network adapters?|nic|physical)$/i;

function sideOf(c: CaptureComponent): Side {
  const type = (c.type ?? '').trim();
  if (SWITCH_PORT_TYPES.test(type) || (c.switchId !== undefined && !/nic|miniport/i.test(type))) return 'switch-port';
  return 'adapter';
}

/** A host-vNIC adapter (vEthernet, vmswitch's own miniport) rather than the physical NIC, when both show the node's MAC. */
const isHostVnic = (c: CaptureComponent) => /vethernet|vmswitch\.sys|hyper-v virtual ethernet|^vms(miniport|nic)$/i.test(`${c.name} ${c.type ?? ''}`) && !PHYSICAL.test(c.type ?? '');

/** Eight-hex tokens of a name: `Container NIC 193a4833` → 193a4833; a GUID → its first group. */
const hexTokens = (s: string): string[] => (s.toLowerCase().match(/\b[0-9a-f]{8}\b/g) ?? []).filter((x) => /[0-9]/.test(x));

function portsByMac(ports: readonly Port[]): Map<string, Port[]> {
  const m = new Map<string, Port[]>();
  for (const p of ports) if (p.mac) m.set(p.mac, [...(m.get(p.mac) ?? []), p]);
  return m;
}

function placeFor(c: CaptureComponent, node: string, ports: readonly Port[], hostMac: string, external?: Port): ComponentPlace | undefined {
  const side = sideOf(c);
  const mac = c.mac && parseMac(c.mac);
  if (mac) {
    const byMac = portsByMac(ports).get(mac) ?? [];
    // The management vNIC took the physical NIC's MAC: the NIC itself stands for the external port.
    if (mac === hostMac && external && !isHostVnic(c) && side === 'adapter') return { component: c.id, node, port: external.id, side, how: 'mac' };
    const hostVnic = byMac.find((p) => p.kind === 'host');
    const port = byMac.length === 1 ? byMac[0] : hostVnic;
    if (port) return { component: c.id, node, port: port.id, side, how: 'mac' };
  }
  const tokens = hexTokens(c.name);
  if (tokens.length) {
    const port = ports.find((p) => [...hexTokens(p.id), ...hexTokens(p.friendlyName)].some((t) => tokens.includes(t)));
    if (port) return { component: c.id, node, port: port.id, side, how: 'name' };
  }
  if (external && c.name.trim() && (c.name.trim() === external.friendlyName)) return { component: c.id, node, port: external.id, side, how: 'name' };
  return undefined;
}

export function mapComponents(world: World, capture: Capture): ComponentMap {
  let best: { node: string; byComponent: Map<number, ComponentPlace> } | undefined;
  for (const [name, host] of world.hosts) {
    if (host.kind !== 'windows') continue;
    const ports = host.vswitch.ports;
    const external = ports.find((p) => p.id === host.vswitch.externalPortId) ?? ports.find((p) => p.kind === 'external');
    const byComponent = new Map<number, ComponentPlace>();
    for (const c of capture.components) {
      const place = placeFor(c, name, ports, host.mac, external);
      if (place) byComponent.set(c.id, place);
    }
    if (byComponent.size && (!best || byComponent.size > best.byComponent.size)) best = { node: name, byComponent };
  }
  if (!best) return { byComponent: new Map(), unmapped: [...capture.components] };
  return { node: best.node, byComponent: best.byComponent, unmapped: capture.components.filter((c) => !best.byComponent.has(c.id)) };
}

/** The walk's direction a pktmon direction word means on an adapter; undefined where it is not known. */
export function adapterDirection(word: string | undefined): 'in' | 'out' | undefined {
  const w = (word ?? '').trim().toLowerCase();
  if (w === 'tx' || w === 'out' || w === 'send') return 'out';
  if (w === 'rx' || w === 'in' || w === 'receive') return 'in';
  return undefined;
}
