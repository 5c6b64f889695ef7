// What `pktmon etl2txt` (with the component information pktmon appends by default, flag 0x002) and
// `pktmon list` would print on a node for one walk: each pass of the packet through a vSwitch port
// reported at the NIC behind the port (a pod's or the host's vNIC, the physical NIC), Tx when it
// leaves towards the switch or the wire and Rx when it arrives, with the headers tcpdump-style; a
// drop as a drop event with pktmon's reason and location. Used to make the fixtures a node would
// give for a walk (a capture the model agrees with, then one changed to disagree), never to stand
// in for a real capture. The shape of every line follows published outputs (fixtures/real/pktmon-*);
// what no source shows (the type pktmon gives a container's NIC, the reason it prints for a VFP
// ACL drop) is chosen here and said in the fixtures' README.
import { formatIpv4, formatIp, type Ip } from '../../core/net/ip';
import type { Packet } from '../../core/packet/packet';
import type { Trace } from '../../core/trace/trace';
import type { Port } from '../../core/vfp/model';
import type { World } from '../../core/world/world';
import { walkPlaces, type WalkPlace } from '../align/places';

export interface PktmonText {
  /** `pktmon etl2txt` of the capture (events, then the component lines). */
  etl2txt: string;
  /** `pktmon list --all`. */
  list: string;
}

export interface CaptureWriteOptions {
  /** Make the node drop the packet at this 1-based place of the walk (its request or reply), with this pktmon reason. */
  dropAt?: { place: number; reason: string; location?: string };
  /** 2026-12-01 10:00:00 plus this many microseconds for the first event. */
  startUs?: number;
}

export interface Component {
  id: number;
  type: string;
  name: string;
  mac: string;
  ifIndex: number;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

function stamp(us: number): string {
  const s = 10 * 3600 + Math.floor(us / 1e6);
  const frac = `${pad(us % 1e6, 6)}000`;
  return `2026-12-01 ${pad(Math.floor(s / 3600), 2)}:${pad(Math.floor(s / 60) % 60, 2)}:${pad(s % 60, 2)}.${frac}`;
}

const prefix = (us: number) => `[01]0F5C.1A2C::${stamp(us)} [Microsoft-Windows-PktMon] `;

const TCP_FLAGS: Record<string, string> = { SYN: 'S', 'SYN-ACK': 'S.', ACK: '.', RST: 'R', 'RST-ACK': 'R.' };

/** The packet's headers as pktmon prints them under an event (no outer header for host-internal encapsulation). */
export function headerText(p: Packet): string {
  const ip = (a: Ip, port?: number) => (port === undefined ? formatIp(a) : `${formatIp(a)}.${port}`);
  const v6 = typeof p.dst === 'string';
  const frameLen = p.size + 14;
  let l4: string;
  if (p.protocol === 'tcp') l4 = `${ip(p.src, p.srcPort)} > ${ip(p.dst, p.dstPort)}: Flags [${TCP_FLAGS[p.tcpFlags ?? 'SYN'] ?? 'S'}], seq 1, win 64240, length 0`;
  else if (p.protocol === 'udp') l4 = `${ip(p.src, p.srcPort)} > ${ip(p.dst, p.dstPort)}: UDP, length ${Math.max(0, p.size - 28)}`;
  else if (p.protocol === 'icmp') l4 = `${ip(p.src)} > ${ip(p.dst)}: ${v6 ? 'ICMP6, echo' : 'ICMP echo'} ${p.icmp === 'echo-reply' ? 'reply' : 'request'}, id ${p.srcPort}, seq 1, length ${Math.max(8, p.size - (v6 ? 40 : 20))}`;
  else l4 = `${ip(p.src, p.srcPort)} > ${ip(p.dst, p.dstPort)}: sctp (1) [INIT]`;
  const inner = `${p.srcMac} > ${p.dstMac}, ethertype ${v6 ? 'IPv6 (0x86dd)' : 'IPv4 (0x0800)'}, length ${frameLen}: ${l4}`;
  if (p.outer?.kind !== 'vxlan') return `\t${inner}`;
  const o = p.outer;
  const outerLen = frameLen + 50;
  return `\t${o.srcMac} > ${o.dstMac}, ethertype IPv4 (0x0800), length ${outerLen}: ${formatIpv4(o.src)}.${o.srcPort} > ${formatIpv4(o.dst)}.${o.dstPort}: VXLAN, flags [I] (0x08), vni ${o.vni ?? 0}\n\t${inner}`;
}

export function componentsOf(world: World, node: string): { byPort: Map<string, Component>; all: Component[]; switchName: string } {
  const host = world.hosts.get(node);
  if (host?.kind !== 'windows') throw new Error(`${node} is not a Windows node`);
  const all: Component[] = [];
  const byPort = new Map<string, Component>();
  let id = 9;
  const add = (p: Port, c: Omit<Component, 'id' | 'ifIndex'>) => {
    const comp = { ...c, id: id++, ifIndex: 10 + all.length };
    all.push(comp);
    byPort.set(p.id, comp);
  };
  for (const p of host.vswitch.ports) {
    if (p.kind === 'external') add(p, { type: 'Miniport', name: 'Microsoft Hyper-V Network Adapter', mac: host.mac });
    else if (p.kind === 'host') add(p, { type: 'VmsMiniport', name: `vmswitch.sys, ${p.friendlyName}`, mac: p.mac ?? host.mac });
    else add(p, { type: 'VmsNic', name: p.friendlyName, mac: p.mac ?? '00-00-00-00-00-00' });
  }
  return { byPort, all, switchName: host.vswitch.name };
}

/** The event lines for one walk on one node; the component lines pktmon appends; `pktmon list`. */
export function pktmonTextOf(world: World, trace: Trace, node: string, opts: CaptureWriteOptions = {}): PktmonText {
  const { byPort, all, switchName } = componentsOf(world, node);
  const places = walkPlaces(trace).filter((p) => p.node === node);
  const lines: string[] = [];
  let us = opts.startUs ?? 120_000;
  let appearance = 0;
  let group = 281474976710656;
  let leg: WalkPlace['leg'] | undefined;
  for (const [i, place] of places.entries()) {
    const c = byPort.get(place.port);
    if (!c) continue;
    if (place.leg !== leg) {
      leg = place.leg;
      group++;
      appearance = 0;
    }
    appearance++;
    us += 37;
    // The NIC sees the packet before the port's layers on the way out, after them on the way in.
    const packet = place.direction === 'out' ? place.before : place.after;
    const drop = opts.dropAt && opts.dropAt.place === i + 1 ? opts.dropAt : undefined;
    const size = packet.size + 14 + (packet.outer?.kind === 'vxlan' ? 50 : 0);
    const dir = place.direction === 'out' ? 'Tx' : 'Rx';
    const dropFields = drop ? `DropReason ${drop.reason} , DropLocation ${drop.location ?? '0xE0004135'} , ` : '';
    lines.push(`${prefix(us)}PktGroupId ${group}, PktNumber 1, Appearance ${appearance}, Direction ${dir} , Type Ethernet , Component ${c.id}, Edge 1, Filter 1, ${dropFields}OriginalSize ${size}, LoggedSize ${size} `);
    lines.push(headerText(packet));
    if (drop) break;
  }
  us += 5_000_000;
  for (const c of all) {
    lines.push(`${prefix(us)}Component ${c.id}, Type ${c.type} , Name ${c.name} `);
    lines.push(`${prefix(us)}Property: Component ${c.id}, VMSwitchName  = ${switchName} `);
    lines.push(`${prefix(us)}Property: Component ${c.id}, PhysAddress  = 0x${c.mac.replace(/-/g, '')} `);
    lines.push(`${prefix(us)}Property: Component ${c.id}, IfIndex  = ${c.ifIndex} `);
  }
  const list = ['', 'Network Adapters:', '   Id MAC Address       Name', '   -- -----------       ----', ...all.map((c) => `${String(c.id).padStart(5)} ${c.mac} ${c.name}`), ''].join('\r\n');
  return { etl2txt: lines.join('\r\n') + '\r\n', list };
}
