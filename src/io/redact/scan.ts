// One left-to-right scan finds every redactable token, so that a token is replaced once and a
// replacement is never scanned again (a fake address cannot be mistaken for an original).
const HEX = '[0-9A-Fa-f]';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';

const GUID = `(?<guid>(?<![0-9A-Fa-f-])${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}(?![0-9A-Fa-f-]))`;
const MAC = `(?<mac>(?<![0-9A-Fa-f:-])${HEX}{2}(?<sep>[-:])${HEX}{2}(?:\\k<sep>${HEX}{2}){4}(?![0-9A-Fa-f:-]))`;
/** A dotted quad, not part of a longer dotted number (a version such as 10.0.17763.1), with an optional /len. */
const IPV4 = `(?<ipv4>(?<![\\d.])(?:${OCTET}\\.){3}${OCTET}(?:/(?:3[0-2]|[12]?\\d))?(?!\\d|\\.\\d))`;
/** Hex and colons with at least two colons; validated after matching (times like 12:30:45 are not). */
const IPV6 = `(?<ipv6>(?<![\\w:.])(?=[0-9A-Fa-f:]*:[0-9A-Fa-f]*:)[0-9A-Fa-f:]{2,39}(?:/\\d{1,3})?(?![\\w:]|\\.\\d))`;
/** A container or sandbox id. */
const CONTAINER_ID = `(?<cid>(?<![0-9A-Fa-f])${HEX}{64}(?![0-9A-Fa-f]))`;
/** Eight hex digits alone: maybe the head of a GUID (a port's friendly name). */
const HEAD = `(?<head>(?<![0-9A-Fa-f-])${HEX}{8}(?![0-9A-Fa-f-]))`;

export type TokenKind = 'guid' | 'cid' | 'mac' | 'ipv4' | 'ipv6' | 'name' | 'head';

export interface TokenGroups {
  guid?: string;
  cid?: string;
  mac?: string;
  ipv4?: string;
  ipv6?: string;
  name?: string;
  head?: string;
}

export function tokenRegex(namePattern: string | undefined): RegExp {
  const parts = [GUID, CONTAINER_ID, MAC, IPV4, IPV6, ...(namePattern ? [`(?<name>${namePattern})`] : []), HEAD];
  return new RegExp(parts.join('|'), 'g');
}

/** The kind and text of a match's token. */
export function tokenOf(groups: TokenGroups): { kind: TokenKind; text: string } | undefined {
  for (const kind of ['guid', 'cid', 'mac', 'ipv4', 'ipv6', 'name', 'head'] as const) {
    const text = groups[kind];
    if (text !== undefined) return { kind, text };
  }
  return undefined;
}
