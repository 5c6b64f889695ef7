// The canvas cards' words. The layouts (cluster-layout, node-layout, port-layout) word a card as a
// message value of LAYOUT_EN, or as data shown as it is (a name, an address: a plain string); a card
// says the value in the chosen language from that language's catalogue (layout-words.vi.ts, in the
// language's chunk), English until it has arrived. The layouts size their cards by the English.
import { msg, render, type Catalogue, type MsgOf } from '../../core/message';
import type { Lang } from '../../state/lang';

export const LAYOUT_EN = {
  'layout.internet': () => 'Internet edge',
  'layout.nodeNetwork': (a: { cidr: string }) => `Node network ${a.cidr} (L2)`,
  'layout.vpcSubnet': (a: { cidr: string }) => `VPC subnet ${a.cidr}`,
  'layout.vpc': (a: { cidr: string }) => `VPC ${a.cidr}`,
  /** The cluster view's node network bar: its gateway, MTU and how pods reach each other (`how`). */
  'layout.underlay': (a: { gw: string; mtu: number; how: string }) => `gateway ${a.gw} · MTU ${a.mtu} · ${a.how}`,
  'layout.aliasRoutes': () => 'routes each node’s alias IP range',
  'layout.vxlan': () => 'VXLAN between the nodes (no pod routes)',
  'layout.hostGw': () => 'host-gw routes to each pod CIDR',
  'layout.toOtherNodes': (a: { gw: string }) => `to the other nodes and the gateway ${a.gw}`,
  'layout.hostCompartment': (a: { n: number }) => `Host compartment ${a.n}`,
  /** `n`: the compartment's number, `?` when unknown. */
  'layout.compartment': (a: { n: string }) => `compartment ${a.n}`,
  'layout.rootNetns': () => 'Root network namespace',
  'layout.netns': () => 'network namespace',
  /** `ports`: `tcp/80, udp/53` as they are. */
  'layout.listening': (a: { ports: string }) => `listening ${a.ports}`,
  'layout.listeningMore': (a: { ports: string }) => `listening ${a.ports} and perhaps more (unknown)`,
  'layout.listenUnknown': () => 'what listens is unknown',
  'layout.nothingListens': () => 'nothing listens',
  'layout.vswitch': (a: { net: string; type: string }) => `Hyper-V vSwitch · HNS network “${a.net}” (${a.type})`,
  'layout.vfpEveryPort': () => 'VFP on every port: select one for its layers, groups and rules.',
  'layout.onLinux': () => 'On Linux: a bridge plus iptables.',
  'layout.physicalNic': () => 'Physical NIC “Ethernet”',
  'layout.nicMoved': (a: { ip: string }) => `Its IP ${a.ip} and MAC moved to the mgmt vNIC when the vSwitch was bound to it`,
  'layout.cilium': () => 'No bridge · Cilium eBPF (Dataplane V2)',
  'layout.ciliumDetail': () =>
    "Each pod: a veth pair, one end in its netns (eth0), the host end (lxc…) carries Cilium's eBPF programs, which forward; cilium_host is the pods' gateway. On Windows: the vSwitch and VFP.",
  'layout.bridge': () => 'Linux bridge cbr0 · kube-proxy iptables',
  'layout.bridgeDetail': () => 'Each pod: a veth pair, one end in its netns (eth0), one on the bridge. On Windows: the vSwitch and VFP.',
  'layout.linuxNic': () => 'NIC eth0 (in the root netns)',
  'layout.eth0Keeps': (a: { ip: string }) => `eth0 keeps the node IP ${a.ip}: on Linux no vSwitch takes it over`,
  // The port close-up's two ends.
  'layout.hyperVSwitch': () => 'Hyper-V vSwitch',
  'layout.beyondExternal': () => 'the physical NIC and the wire are beyond this port',
  'layout.otherPorts': () => 'to the other ports of the node',
  'layout.externalPort': () => 'External port',
  'layout.theNic': () => 'the physical NIC',
  'layout.hostVnic': () => 'the host vNIC (management)',
  /** `pod`: `web-1` or `shop/api`. */
  'layout.podVnic': (a: { pod: string }) => `pod ${a.pod}’s vNIC`,
  'layout.aVnic': () => 'the vNIC’s vNIC',
  'layout.port': (a: { name: string }) => `port ${a.name}`,
  /** A route's line under its prefix: the interface, then why the route is there (`note`, may be empty). */
  'layout.routeOn': (a: { iface: string; note: string }) => `on ${a.iface}${a.note ? ` · ${a.note}` : ''}`,
} as const;

export type LayoutMsg = MsgOf<typeof LAYOUT_EN>;
export const layoutMsg = msg<typeof LAYOUT_EN>();

/** What a card shows: a sentence (a message value) or data shown as it is (a name, an address). */
export type CardText = LayoutMsg | string;

const catalogues: Partial<Record<Lang, Catalogue>> = {};

/** Registers a language's catalogue (its chunk calls this when it arrives). */
export function addLayoutCatalogue(lang: Lang, catalogue: Catalogue): void {
  catalogues[lang] = catalogue;
}

/** The card's words in English: what the layouts measure, and the cards' test ids. */
export const layoutText = (t: CardText): string => (typeof t === 'string' ? t : render([LAYOUT_EN], t));

/** A card's words in the chosen language (English until the language's catalogue is here). */
export function layoutWords(lang: Lang, t: CardText): string {
  if (typeof t === 'string') return t;
  const c = catalogues[lang];
  return render(c ? [c, LAYOUT_EN] : [LAYOUT_EN], t);
}
