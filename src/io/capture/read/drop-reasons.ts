// pktmon's drop reasons, code ↔ name, from Microsoft's published pktmon NetMon parser (2018 schema;
// /work/shared/domain/vfp-and-troubleshooting.md §7.5). Newer Windows prints more codes than these:
// an unknown code stays a number (`drop reason 57`) and an unknown name keeps no code.

export const DROP_REASONS: Readonly<Record<number, string>> = {
  0: 'Unspecified',
  1: 'Invalid Data',
  2: 'Invalid Packet',
  3: 'Insufficient resources',
  4: 'Adapter not ready',
  5: 'Media Disconnected',
  6: 'Not accepted',
  7: 'Device busy',
  8: 'Filtered',
  9: 'Filtered VLAN',
  10: 'Unauthorized VLAN',
  11: 'Unauthorized MAC',
  12: 'Failed security policy',
  13: 'Failed pVlan setting',
  14: 'QoS drop',
  15: 'IPSec drop',
  16: 'Spoofed MAC address is not allowed',
  17: 'Failed DHCP guard',
  18: 'Failed Router Guard',
  19: 'Bridge is not allowed inside VM',
  20: 'Virtual Subnet ID does not match',
  21: 'Required vSwitch extension is missing',
  22: 'Creating vSwitch over another vSwitch is not allowed',
  23: 'MTU mismatch',
  24: 'Native forwarding required',
  25: 'Invalid VLAN format',
  26: 'Invalid destination MAC',
  27: 'Invalid source MAC',
  28: 'First NB too small',
  29: 'Windows Network Virtualization error',
  30: 'Storm limit exceeded',
  31: 'ICMP request injected by switch',
  32: 'Failed to update destination list',
  33: 'Destination NIC is disabled',
  34: 'Packet does not match destination NIC packet filter',
  35: 'vSwitch data flow is disabled',
  36: 'Port isolation setting does not allow untagged traffic',
  37: 'Invalid PD queue',
  38: 'Adapter is in low power state',
  101: 'Adapter paused',
  102: 'Adapter reset in progress',
  103: 'Send aborted',
  104: 'Unsupported EtherType',
  201: 'Microport error',
  202: 'VF not ready',
  203: 'Microport not ready',
  204: 'VMBus error',
};

/** Letters and digits only, lower case: `MTU Mismatch`, `MTU mismatch` and `MtuMismatch` are one name. */
const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_NAME = new Map(Object.entries(DROP_REASONS).map(([code, name]) => [key(name), Number(code)]));

/** The reason as printed (a name, a number, or `Name (12)`) → `{ reason, code }`. */
export function dropReason(printed: string): { reason: string; code?: number } {
  const text = printed.trim();
  if (/^\d{1,6}$/.test(text)) {
    const code = Number(text);
    return { reason: DROP_REASONS[code] ?? `drop reason ${code}`, code };
  }
  // `Filtered VLAN (9)` or `9 (Filtered VLAN)`: whichever is printed, both are kept.
  const paren = /^([^()]{1,200}) \((\d{1,6})\)$/.exec(text);
  if (paren) return { reason: paren[1]!.trim(), code: Number(paren[2]) };
  const code = BY_NAME.get(key(text));
  return code === undefined ? { reason: text } : { reason: text, code };
}

/** The name of a code, when known. */
export const dropReasonName = (code: number): string | undefined => DROP_REASONS[code];
/** The code of a name, when known (case and spaces do not matter). */
export const dropReasonCode = (name: string): number | undefined => BY_NAME.get(key(name));
