// What a node's packet capture says, as read from what pktmon prints: the components it watched
// (`pktmon list`, or the component lines `pktmon etl2txt` appends), the packet events (where each
// copy of a packet was seen, in which direction, with which headers, or where and why it was
// dropped), and the counters (`pktmon counters`). One model for every pktmon form, so that the
// aligner (../align) never cares which file a fact came from. Readers fill what their form carries
// and list in `lacks` what it cannot carry (a pcapng has no drop reason and no component id).

/** A pktmon component: a NIC, a vSwitch, a vSwitch port or the vNIC behind it, a protocol, a filter. */
export interface CaptureComponent {
  id: number;
  /** As pktmon prints it: `Container NIC 1b5f3d52`, `vmswitch.sys, cbr0_ep`, `Microsoft Hyper-V Network Adapter`. */
  name: string;
  /** pktmon's type (`VmsMiniport`, `VmsNic`, `VmsExtPort`, `VmsIntPort`, `NetVsc`, `Miniport`, `Filter`,
   * `Protocol`...), or the heading it was listed under (`Network Switches`, `Network Adapters`). */
  type?: string;
  /** Windows form, `00-15-5D-3A-AA-31` (pktmon list prints it so; etl2txt's PhysAddress `0x00155D3AAA31` is converted). */
  mac?: string;
  /** The vSwitch this component is a port of (pktmon list nests ports under their switch). */
  switchId?: number;
  /** The switch's name as the properties print it (an HNS network id on container hosts). */
  switchName?: string;
  ifIndex?: number;
  ips?: string[];
  /** 1-based line where the component was read. */
  line?: number;
  /** A pcapng has no field for pktmon's component id: a component read from a pcapng interface has
   * `id` = this interface index (0-based), and the packets on that interface have it as `component`. */
  interfaceIndex?: number;
}

/** A frame's headers as the capture printed or held them. Absent fields were not printed. */
export interface CapturedFrame {
  srcMac?: string;
  dstMac?: string;
  vlan?: number;
  /** `ipv4`, `ipv6`, `arp`, or the hex ethertype as printed. */
  ethertype?: string;
  src?: string;
  dst?: string;
  /** `tcp`, `udp`, `icmp`, `sctp`, or the protocol number as text. */
  protocol?: string;
  srcPort?: number;
  dstPort?: number;
  /** tcpdump's letters as printed, without brackets: `S`, `S.`, `.`, `R.`, `P.`. */
  tcpFlags?: string;
  /** ICMP as printed: `echo request`, `echo reply`, `udp port 80 unreachable`... */
  icmp?: string;
  /** The ICMP echo identifier. */
  icmpId?: number;
  /** TTL, or IPv6's hop limit. */
  ttl?: number;
  ipId?: number;
  /** IPv6's flow label (IPv6 has no identification). */
  flowLabel?: number;
  /** Bytes of the IP packet (tcpdump's `length` of the IP line, or the IP total length). */
  ipLength?: number;
  df?: boolean;
  /** The VXLAN network identifier of an encapsulated frame, whose inner frame is `inner`. */
  vni?: number;
  inner?: CapturedFrame;
}

export interface CaptureDrop {
  /** The reason as printed (`Filtered VLAN`, `Invalid Packet`), or its name from the code. */
  reason: string;
  /** pktmon's numeric drop reason, when printed or known from the name. */
  code?: number;
  /** The drop location as printed (`0xE0004135`, or a name). */
  location?: string;
}

/** One report of one packet at one component edge (a packet event), or of its drop there. */
export interface CaptureEvent {
  /** 1-based line of the event in its file (the pcapng packet's index for pcapng). */
  line: number;
  /** The file it was read from, once captures of several files are merged (../align/merge.ts). */
  file?: string;
  /** The time as printed (`2024-04-02 10:26:54.059070900`, `13:10:24.149071600`), where the form
   * gives it per event (pcapng); etl2txt keeps `ns` from the capture's `startTime` instead. */
  time?: string;
  /** Nanoseconds since the first event of the file, when the time could be read: orders events. */
  ns?: number;
  /** PktGroupId as printed: it can exceed 2^53, so it stays text. */
  groupId?: string;
  pktNumber?: number;
  appearance?: number;
  /** As printed: `Rx`, `Tx`, `In`, `Out`, `Ingress`, `Egress`. */
  direction?: string;
  /** pktmon's packet type (`Ethernet`, `IP`...). */
  type?: string;
  /** Absent where the form does not say (a pktmon pcapng written without per-component interfaces). */
  component?: number;
  edge?: number;
  filter?: number;
  originalSize?: number;
  loggedSize?: number;
  drop?: CaptureDrop;
  frame?: CapturedFrame;
}

export interface CaptureCounter {
  component: number;
  name?: string;
  /** `Upper` / `Lower` edge, when the table splits them. */
  edge?: string;
  rx?: { packets: number; bytes?: number };
  tx?: { packets: number; bytes?: number };
  /** Drop counters, per direction as the table labels them, with the most recent reason (`--drop-reason`). */
  drops?: { direction: string; packets: number; reason?: string }[];
  line?: number;
}

/** What a form cannot carry, said once for the file rather than guessed. */
export type CaptureLack = 'components' | 'drops' | 'headers' | 'events';

export type CaptureForm = 'pktmon-txt' | 'pktmon-list' | 'pktmon-counters' | 'pktmon-pcapng';

export interface Capture {
  form: CaptureForm;
  components: CaptureComponent[];
  events: CaptureEvent[];
  counters: CaptureCounter[];
  lacks: CaptureLack[];
  /** The file stopped inside an event (its line). */
  truncatedAt?: number;
  /** The first event's time as printed: events carry only `ns` from it (a string per event costs a million strings). */
  startTime?: string;
}

export const emptyCapture = (form: CaptureForm): Capture => ({ form, components: [], events: [], counters: [], lacks: [] });
