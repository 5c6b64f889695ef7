// What one Windows dump file holds once read: HNS objects and VFP ports, in the shapes of
// src/hns/model.ts and src/core/vfp/model.ts. A dump rarely prints everything the model needs
// (hnsdiag has no addresses, a filtered vfpctrl list has no port name), so the few scalar fields a
// format may leave out are optional here; the importer decides how to fill them.
import { hnsMsg, type HnsMsg } from './messages-hns';
import type { Port } from '../../core/vfp/model';
import type { EndpointPolicy, HnsEndpoint, HnsLoadBalancer, HnsNamespace, HnsNetwork, HostPortRanges, LbPortMapping } from '../../hns/model';

/** `T` with the fields `K` optional: what a dump printed of a model object. */
export type Dumped<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** hnsdiag prints no network type. */
export type DumpNetwork = Dumped<HnsNetwork, 'type'>;
/** hnsdiag prints no addresses and does not say whether an endpoint is remote. */
export type DumpEndpoint = Dumped<HnsEndpoint, 'ipAddress' | 'macAddress' | 'isRemoteEndpoint'>;
/** hnsdiag prints no load-balancer flags (nor port mappings: those are left empty, with a note). */
export type DumpLoadBalancer = Dumped<HnsLoadBalancer, 'flags'>;

export interface DumpHns {
  networks: DumpNetwork[];
  endpoints: DumpEndpoint[];
  loadBalancers: DumpLoadBalancer[];
  namespaces: HnsNamespace[];
}

/** A network adapter as `ipconfig /all` prints it (a host vNIC, a NIC, or a container's vNIC). */
export interface IpAdapter {
  /** `vEthernet (Ethernet 2)`, as after `Ethernet adapter`. */
  name: string;
  /** `Ethernet`, `Wireless LAN`, … (the word before `adapter`). */
  kind: string;
  line: number;
  description?: string;
  macAddress?: string;
  ipv4?: string;
  /** `IPv6 Address` (RFC 5952 form): a dual-stack node's or pod's global one; link-local and temporary addresses are not it. */
  ipv6?: string;
  prefixLength?: number;
  gateway?: string;
  /** `DNS Servers`, the IPv4 ones: a pod's are the cluster's DNS Service VIP. */
  dnsServers?: string[];
  /** `Hyper-V Virtual Ethernet Container Adapter`: the vNIC inside a container (a pod's endpoint). */
  container: boolean;
  disconnected?: boolean;
  /** `ipconfig /allcompartments`: the network compartment it is in (1 is the host's). */
  compartment?: number;
}

/** One load-balancer (ELB) policy without the policy list that names its backend endpoints. */
export interface ElbPolicy {
  vips: string[];
  portMapping: LbPortMapping;
  dsr: boolean;
}

export interface DumpModel {
  hns: DumpHns;
  /** Endpoint policies printed on their own (`(Get-HnsEndpoint …).Policies`), no endpoint around them. */
  policies?: EndpointPolicy[];
  /** ELB policies printed on their own (`(Get-HnsPolicyList …).Policies`): VIPs and ports, no backends. */
  elbPolicies?: ElbPolicy[];
  /** `ipconfig /all`: the adapters, and the host name it printed. */
  adapters?: IpAdapter[];
  hostName?: string;
  vfp: { ports: Port[] };
  /** netsh's dynamic and excluded port ranges (the host's ephemeral ports), per protocol. */
  portRanges?: HostPortRanges[];
  /** Facts about the dump as a whole, for the import summary (e.g. what the format cannot show). */
  notes?: string[];
}

export const emptyDump = (): DumpModel => ({
  hns: { networks: [], endpoints: [], loadBalancers: [], namespaces: [] },
  vfp: { ports: [] },
});

/** Port ids we invent when a dump does not name its port (vfpctrl /port <guid> ... prints no port line). */
export const PLACEHOLDER_PORT_PREFIX = 'unknown-port:';

/** One placeholder per file, so that two unnamed dumps never merge into one port. */
export const placeholderPortId = (file: string): string => `${PLACEHOLDER_PORT_PREFIX}${file}`;

export const isPlaceholderPortId = (id: string): boolean => id.startsWith(PLACEHOLDER_PORT_PREFIX);

export function addNote(model: DumpModel, note: string): void {
  if (!model.notes) model.notes = [];
  if (!model.notes.includes(note)) model.notes.push(note);
}

/**
 * The same HNS object printed more than once (a command run twice into one paste, or two runs
 * appended to one file): merged by id, the later printing's fields winning. Returns one line per
 * object merged, for the reader's warnings.
 */
export function mergeRepeats(model: DumpModel): HnsMsg[] {
  const said: HnsMsg[] = [];
  const merge = <T extends { id: string }>(kind: string, items: T[]): T[] => {
    const byId = new Map<string, { item: T; times: number }>();
    for (const it of items) {
      const key = it.id.toLowerCase();
      const seen = byId.get(key);
      if (seen) {
        seen.item = { ...seen.item, ...it };
        seen.times++;
      } else byId.set(key, { item: it, times: 1 });
    }
    for (const { item, times } of byId.values()) if (times > 1) said.push(hnsMsg('hns.repeated', { kind, id: item.id, n: times }));
    return [...byId.values()].map((x) => x.item);
  };
  model.hns.networks = merge('network', model.hns.networks);
  model.hns.endpoints = merge('endpoint', model.hns.endpoints);
  model.hns.loadBalancers = merge('load balancer', model.hns.loadBalancers);
  model.hns.namespaces = merge('namespace', model.hns.namespaces);
  return said;
}
