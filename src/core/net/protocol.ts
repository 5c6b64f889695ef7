// IP protocol numbers and the names the trace JSON uses.
export type Protocol = 'tcp' | 'udp' | 'icmp' | 'sctp';

export const PROTOCOL_NUMBER: Record<Protocol, number> = { icmp: 1, tcp: 6, udp: 17, sctp: 132 };

const BY_NUMBER = new Map<number, Protocol>(Object.entries(PROTOCOL_NUMBER).map(([k, v]) => [v, k as Protocol]));

export function protocolFromNumber(n: number): Protocol | undefined {
  return BY_NUMBER.get(n);
}

/** ICMP over IPv6 (next header 58): the walk's `icmp` in an IPv6 packet. */
export const ICMPV6 = 58;

/** The number a rule condition sees: ICMP is 58 in an IPv6 packet. */
export const protocolNumberOf = (p: Protocol, ipv6: boolean): number => (ipv6 && p === 'icmp' ? ICMPV6 : PROTOCOL_NUMBER[p]);

/** HNS ACLs use 256 for "any protocol". */
export const ANY_PROTOCOL = 256;

export function protocolName(n: number): string {
  if (n === ANY_PROTOCOL) return 'any';
  if (n === ICMPV6) return 'icmpv6';
  return BY_NUMBER.get(n) ?? String(n);
}

export const hasPorts = (p: Protocol): boolean => p === 'tcp' || p === 'udp' || p === 'sctp';
