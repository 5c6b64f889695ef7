// Route lookup (longest prefix, then metric) and neighbour resolution, shared by every stack.
import { formatIp, formatPrefix, prefixContains, type Ip } from '../net/ip';
import type { Mac } from '../net/mac';
import type { ArpAnswer, Compartment, Host, Route, WindowsHost } from '../world/world';

export function lookupRoute(c: Compartment, dst: Ip): Route | undefined {
  let best: Route | undefined;
  for (const r of c.routes) {
    if (!prefixContains(r.prefix, dst)) continue;
    if (!best || r.prefix.len > best.prefix.len || (r.prefix.len === best.prefix.len && (r.metric ?? 0) < (best.metric ?? 0))) best = r;
  }
  return best;
}

export function describeRoute(r: Route): string {
  const via = r.nextHop !== undefined ? `via ${formatIp(r.nextHop)}` : 'on-link';
  return `${formatPrefix(r.prefix)} ${via} on ${r.iface}${r.note ? ` (${r.note})` : ''}`;
}

/** ARP: the MAC of an address on one of the host's segments; on a Windows host, also the addresses
 * the vSwitch answers for on behalf of an HNS endpoint without a port (`arpAnswerOf`). */
export function resolveMac(h: Host, ip: Ip): Mac | undefined {
  return h.neighbors.get(ip) ?? arpAnswerOf(h, ip)?.mac;
}

/** The vSwitch's answer for an address that no neighbour owns but an HNS endpoint without a port
 * stands for (kube-proxy's source-VIP endpoint on Overlay), with the object behind it. */
export function arpAnswerOf(h: Host, ip: Ip): ArpAnswer | undefined {
  return h.kind === 'windows' && !h.neighbors.has(ip) ? h.vswitch.arp?.get(ip) : undefined;
}

export const hostCompartment = (h: WindowsHost): Compartment => h.compartments.find((c) => c.kind === 'host')!;

/** The MAC of the next hop the host's own routing table gives for `ip`. */
export function nextHopMac(h: WindowsHost, ip: Ip): { mac?: Mac; via: Ip } {
  const r = lookupRoute(hostCompartment(h), ip);
  const via = r?.nextHop ?? ip;
  return { mac: r ? h.neighbors.get(via) : undefined, via };
}
