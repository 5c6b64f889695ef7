// MAC addresses, printed as Windows prints them: six upper-case hex pairs joined by dashes.
export type Mac = string;

export const BROADCAST_MAC: Mac = 'FF-FF-FF-FF-FF-FF';
/** The MAC of a frame not addressed yet (a stack's packet before its route picked the next hop). */
export const NO_MAC: Mac = '00-00-00-00-00-00';

/** Accepts `00-15-5D-0A-0B-0C`, `00:15:5d:0a:0b:0c` or `00155D0A0B0C`; returns the Windows form. */
export function parseMac(text: string): Mac | undefined {
  const hex = text.trim().replace(/[-:.]/g, '');
  if (!/^[0-9a-fA-F]{12}$/.test(hex)) return undefined;
  return hex.toUpperCase().match(/../g)!.join('-');
}

export function mustMac(text: string): Mac {
  const m = parseMac(text);
  if (!m) throw new Error(`not a MAC address: ${text}`);
  return m;
}

/** `prefix` (two bytes such as `0E-2A` or `02-11`) followed by the four octets of an IPv4 address,
 * the convention of win-overlay endpoints (0E-2A) and of kube-proxy's remote endpoints (02-11). */
export function macFromIpv4(prefix: string, ip: number): Mac {
  const octets = [ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255];
  const head = prefix.replace(/[-:]/g, '').toUpperCase().match(/../g)!;
  return [...head, ...octets.map((o) => o.toString(16).padStart(2, '0').toUpperCase())].join('-');
}
