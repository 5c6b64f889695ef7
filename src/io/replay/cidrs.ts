// Address ranges a replay has to infer when no Kubernetes object or CNI config states them.
import { formatPrefix, ipv4Prefix, mustIpv4, parseIpv4, parsePrefix, type Ipv4 } from '../../core/net/ip';

/** The smallest prefix (not longer than `maxLen`) that covers every address. */
export function covering(ips: Ipv4[], maxLen: number): string | undefined {
  if (ips.length === 0) return undefined;
  let len = maxLen;
  const first = ips[0]!;
  while (len > 0 && !ips.every((ip) => ipv4Prefix(ip, len).family === 'ipv4' && (ipv4Prefix(ip, len) as { base: number }).base === (ipv4Prefix(first, len) as { base: number }).base)) len--;
  return formatPrefix(ipv4Prefix(first, len));
}

export const ipOf = (s: string | undefined): Ipv4 | undefined => (s ? parseIpv4(s) : undefined);
export const prefixBase = (cidr: string): Ipv4 | undefined => {
  const p = parsePrefix(cidr);
  return p?.family === 'ipv4' ? p.base : undefined;
};
export const cidrOf = (ip: string, len: number): string => formatPrefix(ipv4Prefix(mustIpv4(ip), len));
