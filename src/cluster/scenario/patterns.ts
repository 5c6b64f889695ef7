// The checks the schema makes in code (parseIpv4, parsePrefix, port ranges), written as the regular
// expressions the published JSON Schemas carry (`pattern`), so that a JSON Schema validator refuses
// what the app refuses (issue 29). json-schema.test.ts holds them to the code, case by case and by
// property. They follow the code's quirks: surrounding white space is trimmed, a prefix length may
// have leading zeros, a port in `tcp/80` may too.

/** 0-255 without a leading zero, as parseIpv4 reads an octet. */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)';
const QUAD = `${OCTET}(?:\\.${OCTET}){3}`;
/** A prefix length 0-32 in at most three digits (parsePrefix: /^\d{1,3}$/, then ≤ 32). */
const PREFIX_LEN = '(?:0{0,2}\\d|0?[12]\\d|0?3[0-2])';
/** 1-65535 in at most five digits, leading zeros allowed (the listen check: Number of \d{1,5}). */
const PORT_1 = '(?=\\d{1,5}$)0*(?:6553[0-5]|655[0-2]\\d|65[0-4]\\d\\d|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3})';
/** 0-65535 in at most five digits (isPortRange). */
const PORT_0 = '(?:0*(?:6553[0-5]|655[0-2]\\d|65[0-4]\\d\\d|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3}|0))';

const H16 = '[0-9A-Fa-f]{1,4}';
const LS32 = `(?:${H16}:${H16}|${QUAD})`;
/** RFC 3986's IPv6address (RFC 4291 text: hex groups, one "::", an IPv4 tail), as parseIpv6 reads it. */
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join('|');
/** The IPv6 forms a cluster address cannot take (ipv6Oddity): unspecified and loopback (only zeros,
 * then at most a 1), IPv4-mapped (zeros, ffff, then an IPv4 address in either form) or a dotted tail
 * after zeros alone, link-local (fe80::/10), multicast (ff00::/8). A zone (%) is no part of IPV6. */
const NOT_ODD = `(?![0:]*1?\\s*$)(?![0:]*[fF]{4}:(?:${QUAD}|${H16}:${H16})\\s*$)(?![0:]*\\d{1,3}\\.)(?![fF][eE][89aAbB][0-9A-Fa-f]:)(?![fF][fF][0-9A-Fa-f]{2}:)`;

/** What parseIpv4 accepts. */
export const IPV4_PATTERN = `^\\s*${QUAD}\\s*$`;
/** What the schema's `cidr` accepts: an IPv4 address, a "/" and a length (host bits may be set). */
export const CIDR_PATTERN = `^\\s*${QUAD}\\s*/${PREFIX_LEN}\\s*$`;
/** A cluster address of either family: an IPv4 address, or an IPv6 one that is not one of ipv6Oddity's forms. */
export const IP_PATTERN = `^\\s*(?:${QUAD}|${NOT_ODD}(?:${IPV6}))\\s*$`;
/** A prefix of either family (an IPv6 length 0-128, at most three digits). */
const PREFIX_LEN6 = '(?:0{0,2}\\d|0?[1-9]\\d|1[01]\\d|12[0-8])';
export const CIDR_ANY_PATTERN = `^\\s*(?:${QUAD}\\s*/${PREFIX_LEN}|(?:${IPV6})/${PREFIX_LEN6})\\s*$`;
/** One CIDR, or two of different families separated by a comma, as Kubernetes' flags write a
 * dual-stack range (--cluster-cidr=10.244.0.0/16,fd00:10:244::/56). That the families differ, no
 * pattern says. */
export const CIDR_LIST_PATTERN = `^\\s*(?:${QUAD}\\s*/${PREFIX_LEN}|(?:${IPV6})/${PREFIX_LEN6})\\s*(?:,\\s*(?:${QUAD}\\s*/${PREFIX_LEN}|(?:${IPV6})/${PREFIX_LEN6})\\s*)?$`;
/** An address or a prefix (vfpEdits' rule conditions). */
export const ADDRESS_OR_CIDR_PATTERN = `^\\s*${QUAD}\\s*(?:/${PREFIX_LEN}\\s*)?$`;
/** `tcp/80`: LISTEN_RE with the port 1-65535. */
export const LISTEN_PATTERN = `^(?:tcp|udp|sctp)/${PORT_1}$`;
/** "80" or "8000-8100", each end 0-65535 (that the low end comes first, no pattern says). */
export const PORT_RANGE_PATTERN = `^(?=\\d{1,5}(?:-\\d{1,5})?$)${PORT_0}(?:-${PORT_0})?$`;
/** What parseMac accepts: twelve hex digits, with any of "-", ":" and "." around them (00-15-5D-0A-0B-0C). */
export const MAC_PATTERN = '^\\s*[-:.]*(?:[0-9A-Fa-f][-:.]*){12}\\s*$';
