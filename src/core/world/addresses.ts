// The address of a family on an interface or a host. A dual-stack interface carries an IPv4 address
// and an IPv6 one; a packet's family decides which is its source, its masquerade address, its
// gateway.
import { familyOf, type Family, type Ip } from '../net/ip';
import type { Interface } from './world';

/** The interface's address of `family` (undefined when it has none). */
export function ifaceAddress(i: Pick<Interface, 'ip' | 'ipv6'>, family: Family): Ip | undefined {
  return family === 'ipv4' ? i.ip : i.ipv6?.ip;
}

/** Whether `ip` is one of the interface's addresses. */
export function ifaceOwns(i: Pick<Interface, 'ip' | 'ipv6'>, ip: Ip): boolean {
  return typeof ip === 'number' ? i.ip === ip : i.ipv6?.ip === ip;
}

/** A host's (node's) address of the family of `like`: its IPv4 address, or its IPv6 one. */
export function hostAddressLike(h: { ip: number; ipv6?: Ip }, like: Ip): Ip | undefined {
  return familyOf(like) === 'ipv4' ? h.ip : h.ipv6;
}

/** Whether `ip` is one of the host's own (node) addresses. */
export const hostOwns = (h: { ip: number; ipv6?: Ip }, ip: Ip): boolean => h.ip === ip || (h.ipv6 !== undefined && h.ipv6 === ip);
