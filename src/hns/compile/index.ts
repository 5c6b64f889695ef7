// compile(): HNS objects of one node → the vSwitch ports and the VFP layers/groups/rules HNS would
// program on them, every rule carrying its provenance (HNS object → Kubernetes object).
import type { Ipv4 } from '../../core/net/ip';
import type { Port } from '../../core/vfp/model';
import type { ArpAnswer } from '../../core/world/world';
import type { HnsEndpoint, HnsState } from '../model';
import { DEFAULT_COMPILE_OPTIONS, normalizeMac, parseIp, provenance, type CompileOptions, type Ctx, type NodeIdentity } from './context';
import { externalPort } from './external-port';
import { hostVnicPort } from './host-port';
import { endpointPort } from './pod-port';

export interface CompiledNode {
  ports: Port[];
  externalPortId: string;
  hostPortId: string;
  /** HNS endpoint id → VFP port id, for the endpoints that have a port (local ones). */
  endpointPorts: Map<string, string>;
  /** Addresses the vSwitch answers ARP for on behalf of a local endpoint with no port of its own. */
  arp: Map<Ipv4, ArpAnswer>;
  warnings: string[];
}

export { DEFAULT_COMPILE_OPTIONS, type CompileOptions, type NodeIdentity };

/** A local endpoint attached to a compartment (a pod, or the host's cbr0) has a vSwitch port;
 * remote endpoints and unattached ones (the overlay source-VIP endpoint) have none. */
const hasPort = (e: HnsEndpoint) => !e.isRemoteEndpoint && (e.compartmentId !== undefined || e.namespaceId !== undefined || e.portGuid !== undefined);

export function compileNode(hns: HnsState, node: NodeIdentity, opts: CompileOptions = DEFAULT_COMPILE_OPTIONS): CompiledNode {
  const warnings: string[] = [];
  const network = hns.networks.find((n) => n.type !== 'NAT') ?? hns.networks[0];
  if (!network) throw new Error(`no HNS network on ${node.name}`);
  const local = hns.endpoints.filter((e) => hasPort(e) && (!e.networkId || e.networkId.toLowerCase() === network.id.toLowerCase()));
  const ctx: Ctx = {
    hns,
    node,
    network,
    overlay: network.type === 'Overlay',
    opts,
    endpointsById: new Map(hns.endpoints.map((e) => [e.id, e])),
    localEndpoints: local,
    hostVnicMac: normalizeMac(node.mac),
    warnings,
  };
  const endpointPorts = new Map<string, string>();
  const ports: Port[] = [];
  local.forEach((e, i) => {
    const p = endpointPort(ctx, e, i);
    endpointPorts.set(e.id, p.id);
    ports.push(p);
  });
  const host = hostVnicPort(ctx);
  const ext = externalPort(ctx);
  ports.push(host, ext);
  return { ports, externalPortId: ext.id, hostPortId: host.id, endpointPorts, arp: hostArp(ctx), warnings };
}

/** A local endpoint with no port that carries the host's MAC stands for the host: kube-proxy's
 * source-VIP endpoint on Overlay (winkernel `newSourceVIP`: `isLocal`, the host's MAC, PA = node IP).
 * HNS answers ARP for its IP with that MAC, so a backend's reply to the source VIP reaches the host
 * vNIC port, where the load balancer's reverse NAT undoes the translation. */
function hostArp(ctx: Ctx): Map<Ipv4, ArpAnswer> {
  const arp = new Map<Ipv4, ArpAnswer>();
  for (const e of ctx.hns.endpoints) {
    if (e.isRemoteEndpoint || hasPort(e) || normalizeMac(e.macAddress) !== ctx.hostVnicMac) continue;
    if (e.networkId && e.networkId.toLowerCase() !== ctx.network.id.toLowerCase()) continue;
    const ip = parseIp(e.ipAddress);
    if (ip === undefined || ip === ctx.node.ip || arp.has(ip)) continue;
    arp.set(ip, { mac: ctx.hostVnicMac, provenance: provenance('Endpoint', e.id, e.origin, e.name) });
  }
  return arp;
}
