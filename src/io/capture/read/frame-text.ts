// The headers line pktmon prints under a packet event, tcpdump-like with `-e`:
//   00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 74: 10.244.1.5.50000 > 10.96.0.10.53: Flags [S], seq 1, win 64240, length 0
//   00-15-5D-C9-8C-0F > 00-15-5D-C9-8C-10, ethertype ARP (0x0806), length 42: Reply 10.127.130.9 is-at 00-15-5D-C9-8C-0F, length 28
// and, with `etl2txt --verbose`, the IP header in parentheses with the rest on a continuation line:
//   B0-09-DA-94-1C-E5 > 00-03-2D-46-A5-AC, ethertype IPv4 (0x0800), length 89: (tos 0x0, ttl 64, id 18227, offset 0, flags [DF], proto UDP (17), length 75)
//       192.168.100.158.56236 > 192.168.100.1.53: 41239+ A? example.com. (47)
// A VXLAN frame is printed as its outer headers (`…4789: VXLAN, flags [I] (0x08), vni 4096`) and,
// on the next line, the inner frame the same way. Everything here is manual scanning plus short
// anchored expressions: one call per header line of a file with a million events.
import type { CapturedFrame } from '../model';

/** `00-15-5d-3a-aa-31` or `00:15:5d:3a:aa:31` → `00-15-5D-3A-AA-31`; undefined when not a MAC. */
export function windowsMac(s: string): string | undefined {
  return isMacAt(s, 0) && s.length === 17 ? macAt(s, 0) : undefined;
}

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Whether `s` holds a MAC (`-` or `:` separated) at `i`: char codes only, no copy. */
function isMacAt(s: string, i: number): boolean {
  if (s.length < i + 17) return false;
  const sep = s.charCodeAt(i + 2);
  if (sep !== 45 && sep !== 58) return false;
  for (let k = 0; k < 6; k++) {
    const j = i + 3 * k;
    if (!isHex(s.charCodeAt(j)) || !isHex(s.charCodeAt(j + 1))) return false;
    if (k < 5 && s.charCodeAt(j + 2) !== sep) return false;
  }
  return true;
}

/** The MAC at `i` in Windows form (the common case, already `XX-XX-…` upper case, is not copied twice). */
function macAt(s: string, i: number): string {
  const m = s.slice(i, i + 17);
  return m.charCodeAt(2) === 45 && m === m.toUpperCase() ? m : m.replace(/:/g, '-').toUpperCase();
}

/** Whether a line (tab and spaces already cut) opens a frame: `MAC > MAC, `. */
export function startsWithMacPair(s: string): boolean {
  return s.length >= 37 && isMacAt(s, 0) && s.startsWith(' > ', 17) && isMacAt(s, 20);
}

const ETHERTYPES: Record<string, string> = { ipv4: 'ipv4', ipv6: 'ipv6', arp: 'arp' };
const UDP_PORTS = new Set([53, 67, 68, 123, 137, 138, 161, 500, 4500, 4789, 5353, 6081, 8472]);
const PROTOCOLS: Record<string, string> = { tcp: 'tcp', udp: 'udp', icmp: 'icmp', sctp: 'sctp', '6': 'tcp', '17': 'udp', '1': 'icmp', '132': 'sctp' };

export interface FrameText {
  frame?: CapturedFrame;
  /** Why the line could not be read (it is then left out rather than guessed). */
  problem?: string;
}

/**
 * One frame's text (the first header line and its continuations joined with a space) → its
 * headers. `inner` lines (the frame inside a VXLAN packet) are passed separately.
 */
export function parseFrameText(text: string, inner: string[] = []): FrameText {
  const s = text.trim();
  if (!startsWithMacPair(s)) return { problem: 'no `MAC > MAC,` at the start of the headers line' };
  const frame: CapturedFrame = { srcMac: macAt(s, 0), dstMac: macAt(s, 20) };
  let rest = s.slice(37);
  if (!rest.startsWith(', ')) return { problem: 'the headers line stops after the addresses' };
  rest = rest.slice(2);
  // `ethertype 802.1Q (0x8100), length 78: vlan 10, p 0, ethertype IPv4 (0x0800), …`
  for (let hops = 0; hops < 3; hops++) {
    const et = /^ethertype ([^ (,]{1,40}) \((0x[0-9A-Fa-f]{4})\), /.exec(rest);
    if (!et) return { problem: 'no `ethertype …` after the addresses' };
    rest = rest.slice(et[0].length);
    const name = et[1]!.toLowerCase();
    if (name === '802.1q' || et[2]!.toLowerCase() === '0x8100') {
      const len = /^length \d{1,6}: /.exec(rest);
      if (len) rest = rest.slice(len[0].length);
      const v = /^vlan (\d{1,4}), p \d{1,2}, /.exec(rest);
      if (!v) return { problem: 'an 802.1Q tag without `vlan N, p N`' };
      frame.vlan = Number(v[1]);
      rest = rest.slice(v[0].length);
      continue;
    }
    frame.ethertype = ETHERTYPES[name] ?? et[2]!.toLowerCase();
    break;
  }
  if (!frame.ethertype) return { problem: 'too many VLAN tags' };
  const len = /^length \d{1,6}: ?/.exec(rest);
  if (len) rest = rest.slice(len[0].length);
  else if (frame.vlan === undefined) return { problem: 'no `length N:` after the ethertype' };
  if (frame.ethertype === 'arp') return { frame: { ...frame, ...arp(rest) } };
  if (frame.ethertype !== 'ipv4' && frame.ethertype !== 'ipv6') return { frame };
  if (rest.startsWith('(')) {
    const close = closingParen(rest);
    const head = close > 0 ? rest.slice(1, close) : rest.slice(1);
    verboseIp(head, frame);
    rest = close > 0 ? rest.slice(close + 1).trimStart() : '';
  }
  readTransport(rest, frame);
  if (frame.vni !== undefined && inner.length) {
    const innerFrame = parseFrameText(inner[0]!, inner.slice(1));
    if (innerFrame.frame) frame.inner = innerFrame.frame;
    else if (/^IP6? /.test(inner[0]!.trim())) {
      // tcpdump without `-e` for the inner packet: `IP 10.244.1.5.50000 > 10.244.2.7.80: Flags [S], …`
      const f: CapturedFrame = { ethertype: inner[0]!.trim().startsWith('IP6') ? 'ipv6' : 'ipv4' };
      readTransport(inner[0]!.trim().replace(/^IP6? /, ''), f);
      frame.inner = f;
    }
  }
  return { frame };
}

/** `(tos 0x0, ttl 128, id 46774, offset 0, flags [DF], proto TCP (6), length 52)` without the parentheses. */
function verboseIp(head: string, frame: CapturedFrame): void {
  for (const part of head.split(', ')) {
    const sp = part.indexOf(' ');
    if (sp < 0) continue;
    const k = part.slice(0, sp);
    const v = part.slice(sp + 1);
    if (k === 'ttl' || k === 'hlim') frame.ttl = int(v);
    else if (k === 'id') frame.ipId = int(v);
    else if (k === 'length' || k === 'payload') frame.ipLength = int(v.replace(/^length /, ''));
    else if (k === 'flags') frame.df = v.includes('DF');
    else if (k === 'proto' || k === 'next-header') {
      const name = v.split(' ')[0]!.toLowerCase();
      const num = /\((\d{1,3})\)$/.exec(v)?.[1];
      frame.protocol = PROTOCOLS[name] ?? (num !== undefined ? (PROTOCOLS[num] ?? num) : name);
    }
  }
}

/** Where the parenthesis that opens `s` closes (nested ones skipped); -1 when it does not. */
function closingParen(s: string): number {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40) depth++;
    else if (c === 41 && --depth === 0) return i;
  }
  return -1;
}

/** `SRC[.PORT] > DST[.PORT]: what follows`. */
function readTransport(rest: string, frame: CapturedFrame): void {
  const gt = rest.indexOf(' > ');
  const colon = gt < 0 ? -1 : rest.indexOf(': ', gt);
  if (gt < 0 || colon < 0) return;
  const a = rest.slice(0, gt);
  const b = rest.slice(gt + 3, colon);
  const what = rest.slice(colon + 2);
  const icmp = what.startsWith('ICMP ') || what.startsWith('ICMP6');
  const isV6 = frame.ethertype === 'ipv6';
  const src = hostPort(a, isV6, !icmp);
  const dst = hostPort(b, isV6, !icmp);
  frame.src = src.host;
  frame.dst = dst.host;
  if (icmp) {
    frame.protocol ??= 'icmp';
    const body = what.replace(/^ICMP6?,? ?/, '');
    const cut = body.search(/, (?:id|length) /);
    frame.icmp = (cut < 0 ? body : body.slice(0, cut)).trim();
    const id = /, id (\d{1,5}),/.exec(body);
    if (id) frame.icmpId = Number(id[1]);
    return;
  }
  if (src.port !== undefined) frame.srcPort = src.port;
  if (dst.port !== undefined) frame.dstPort = dst.port;
  if (what.startsWith('Flags [')) {
    frame.protocol ??= 'tcp';
    const end = what.indexOf(']');
    if (end > 0) frame.tcpFlags = what.slice(7, end);
  } else if (what.startsWith('UDP')) frame.protocol ??= 'udp';
  else if (what.startsWith('sctp') || what.startsWith('SCTP')) frame.protocol ??= 'sctp';
  else if (what.startsWith('VXLAN')) {
    frame.protocol ??= 'udp';
    const vni = /vni (\d{1,8})/.exec(what);
    if (vni) frame.vni = Number(vni[1]);
  } else if (frame.protocol === undefined && ((src.port !== undefined && UDP_PORTS.has(src.port)) || (dst.port !== undefined && UDP_PORTS.has(dst.port)))) {
    // tcpdump decodes DNS, DHCP, NTP… without saying UDP: the well-known UDP ports say it.
    frame.protocol = 'udp';
  }
}

/** `10.244.1.5.50000` → host and port; `fe80::1.546` likewise; an ICMP address has no port. */
function hostPort(s: string, v6: boolean, withPort: boolean): { host: string; port?: number } {
  const t = s.trim();
  if (!withPort) return { host: t };
  const dot = t.lastIndexOf('.');
  let dots = 0;
  for (let i = t.indexOf('.'); i >= 0; i = t.indexOf('.', i + 1)) dots++;
  const hasPort = dot > 0 && dot >= t.length - 6 && /^\d{1,5}$/.test(t.slice(dot + 1)) && (v6 ? t.includes(':') : dots === 4);
  if (!hasPort) return { host: t };
  const port = Number(t.slice(dot + 1));
  return port <= 65535 ? { host: t.slice(0, dot), port } : { host: t };
}

/** `Request who-has 10.0.0.1 tell 10.0.0.9, length 28`, `Reply 10.0.0.9 is-at 00-15-…, length 28`. */
function arp(rest: string): CapturedFrame {
  const req = /^Request who-has ([0-9.]{7,15}) (?:\([^)]{1,40}\) )?tell ([0-9.]{7,15})/.exec(rest);
  if (req) return { src: req[2]!, dst: req[1]! };
  const rep = /^Reply ([0-9.]{7,15}) is-at /.exec(rest);
  if (rep) return { src: rep[1]! };
  return {};
}

const int = (s: string): number | undefined => {
  const n = Number.parseInt(s, 10);
  return Number.isFinite(n) ? n : undefined;
};
