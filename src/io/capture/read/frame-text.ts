// The headers line pktmon prints under a packet event, tcpdump-like with `-e`:
//   00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 74: 10.244.1.5.50000 > 10.96.0.10.53: Flags [S], seq 1, win 64240, length 0
//   00-15-5D-C9-8C-0F > 00-15-5D-C9-8C-10, ethertype ARP (0x0806), length 42: Reply 10.127.130.9 is-at 00-15-5D-C9-8C-0F, length 28
// and, with `etl2txt --verbose`, the IP header in parentheses with the rest on a continuation line:
//   B0-09-DA-94-1C-E5 > 00-03-2D-46-A5-AC, ethertype IPv4 (0x0800), length 89: (tos 0x0, ttl 64, id 18227, offset 0, flags [DF], proto UDP (17), length 75)
//       192.168.100.158.56236 > 192.168.100.1.53: 41239+ A? example.com. (47)
// A VXLAN frame is printed as its outer headers (`…4789: VXLAN, flags [I] (0x08), vni 4096`) and,
// on the next line, the inner frame the same way. Everything here is manual scanning plus short
// anchored expressions: one call per header line of a file with a million events.
import { formatIpv6, parseIpv6 } from '../../../core/net/ip';
import { captureMsg, type CaptureMsg } from './messages';
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

/** The MAC at `i` in Windows form (the common case, already `XX-XX-…` upper case, is only interned). */
function macAt(s: string, i: number): string {
  // A capture prints the same few MACs over and over: the last two are checked in place first.
  if (s.startsWith(lastMacs[0], i)) return lastMacs[0];
  if (s.startsWith(lastMacs[1], i)) return lastMacs[1];
  let windows = s.charCodeAt(i + 2) === 45;
  for (let k = i; windows && k < i + 17; k++) windows = !(s.charCodeAt(k) >= 97 && s.charCodeAt(k) <= 102);
  const m = s.slice(i, i + 17);
  const mac = intern(windows ? m : m.replace(/:/g, '-').toUpperCase());
  if (windows) {
    lastMacs[1] = lastMacs[0];
    lastMacs[0] = mac;
  }
  return mac;
}
const lastMacs: [string, string] = ['\0', '\0'];

/**
 * One string per distinct address, MAC or flag word: a capture repeats a few of them a million
 * times, and a million events each holding their own copies is what makes reading slow (the
 * collector copies every string the events keep). Bounded: past the cap it starts again.
 */
const interned = new Map<string, string>();
const INTERN_CAP = 1 << 16;
export function intern(s: string): string {
  const had = interned.get(s);
  if (had !== undefined) return had;
  if (interned.size >= INTERN_CAP) interned.clear();
  // A copy, so that the kept string is not a slice that holds the whole chunk it was cut from.
  const own = (' ' + s).slice(1);
  interned.set(own, own);
  return own;
}

/** Whether a line (tab and spaces already cut) opens a frame: `MAC > MAC, `. */
export function startsWithMacPair(s: string, at = 0): boolean {
  return s.length >= at + 37 && isMacAt(s, at) && s.startsWith(' > ', at + 17) && isMacAt(s, at + 20);
}

const ETHERTYPES: Record<string, string> = { ipv4: 'ipv4', ipv6: 'ipv6', arp: 'arp' };
const UDP_PORTS = new Set([53, 67, 68, 123, 137, 138, 161, 500, 4500, 4789, 5353, 6081, 8472]);
const PROTOCOLS: Record<string, string> = { tcp: 'tcp', udp: 'udp', icmp: 'icmp', sctp: 'sctp', '6': 'tcp', '17': 'udp', '1': 'icmp', '132': 'sctp' };

export interface FrameText {
  frame?: CapturedFrame;
  /** Why the line could not be read (it is then left out rather than guessed). */
  problem?: CaptureMsg;
}

const NONE: readonly string[] = [];

/** `ethertype NAME (0xHHHH), ` at `i`: the name in lower case, the hex as printed in lower case, and where what follows starts. */
function ethertypeAt(s: string, i: number): { name: string; hex: string; next: number } | undefined {
  if (!s.startsWith('ethertype ', i)) return undefined;
  const from = i + 10;
  const paren = s.indexOf(' (0', from);
  if (paren <= from || paren - from > 40) return undefined;
  for (let k = from; k < paren; k++) {
    const c = s.charCodeAt(k);
    if (c === 32 || c === 40 || c === 44) return undefined;
  }
  const h = paren + 2;
  if (!(s.charCodeAt(h + 1) === 120 || s.charCodeAt(h + 1) === 88) || !s.startsWith('), ', h + 6)) return undefined;
  for (let k = h + 2; k < h + 6; k++) if (!isHex(s.charCodeAt(k))) return undefined;
  return { name: lower(s, from, paren), hex: lower(s, h, h + 6), next: h + 9 };
}

/** The few names an ethertype has, lower-cased without a new string each time. */
const LOWER = ['ipv4', 'ipv6', 'arp', '802.1q', '0x0800', '0x86dd', '0x0806', '0x8100'];
function lower(s: string, from: number, to: number): string {
  outer: for (const w of LOWER) {
    if (w.length !== to - from) continue;
    for (let k = 0; k < w.length; k++) if ((s.charCodeAt(from + k) | 0x20) !== (w.charCodeAt(k) | 0x20)) continue outer;
    return w;
  }
  return s.slice(from, to).toLowerCase();
}

/** Past `length N: ` (its space optional when `optionalSpace`) at `i`, or `i` when it is not there. */
function lengthAt(s: string, i: number, optionalSpace: boolean): number {
  if (!s.startsWith('length ', i)) return i;
  let k = i + 7;
  const from = k;
  while (k < s.length && k - from < 7 && s.charCodeAt(k) >= 48 && s.charCodeAt(k) <= 57) k++;
  if (k === from || k - from > 6 || s.charCodeAt(k) !== 58 /* : */) return i;
  if (s.charCodeAt(k + 1) === 32) return k + 2;
  return optionalSpace ? k + 1 : i;
}

/**
 * One frame's text (the first header line and its continuations joined with a space) → its
 * headers. `inner` lines (the frame inside a VXLAN packet) are passed separately.
 */
export function parseFrameText(text: string, inner: readonly string[] = NONE): FrameText {
  // The line as read, tab and all: its start skipped by index rather than trimmed into a copy.
  const s = text;
  let o = 0;
  while (s.charCodeAt(o) === 9 || s.charCodeAt(o) === 32) o++;
  if (!startsWithMacPair(s, o)) return { problem: captureMsg('capture.header.noMacs', {}) };
  // Every field of the common frame in the literal (unset ones undefined): one object of one
  // shape, not one grown field by field, which costs a second allocation per event.
  const frame: CapturedFrame = { srcMac: macAt(s, o), dstMac: macAt(s, o + 20), ethertype: undefined, src: undefined, dst: undefined, protocol: undefined, srcPort: undefined, dstPort: undefined, tcpFlags: undefined };
  if (!s.startsWith(', ', o + 37)) return { problem: captureMsg('capture.header.stopsAfterMacs', {}) };
  // Scanned by index, not sliced part by part: this runs once per event of a million-event file.
  let i = o + 39;
  // `ethertype 802.1Q (0x8100), length 78: vlan 10, p 0, ethertype IPv4 (0x0800), …`
  for (let hops = 0; hops < 3; hops++) {
    const et = ethertypeAt(s, i);
    if (!et) return { problem: captureMsg('capture.header.noEthertype', {}) };
    i = et.next;
    if (et.name === '802.1q' || et.hex === '0x8100') {
      i = lengthAt(s, i, false);
      const v = /^vlan (\d{1,4}), p \d{1,2}, /.exec(s.slice(i, i + 24));
      if (!v) return { problem: captureMsg('capture.header.badVlan', {}) };
      frame.vlan = Number(v[1]);
      i += v[0].length;
      continue;
    }
    frame.ethertype = ETHERTYPES[et.name] ?? et.hex;
    break;
  }
  if (!frame.ethertype) return { problem: captureMsg('capture.header.tooManyVlans', {}) };
  const afterLength = lengthAt(s, i, true);
  if (afterLength === i && frame.vlan === undefined) return { problem: captureMsg('capture.header.noLength', {}) };
  if (frame.ethertype === 'arp') return { frame: { ...frame, ...arp(s.slice(afterLength).trim()) } };
  if (frame.ethertype !== 'ipv4' && frame.ethertype !== 'ipv6') return { frame };
  let rest = s;
  let at = afterLength;
  if (s.charCodeAt(at) === 40 /* ( */) {
    rest = s.slice(at).trimEnd();
    const close = closingParen(rest);
    const head = close > 0 ? rest.slice(1, close) : rest.slice(1);
    verboseIp(head, frame);
    rest = close > 0 ? rest.slice(close + 1).trimStart() : '';
    at = 0;
  }
  const bad = readTransport(rest, frame, at);
  if (bad) return { problem: bad };
  if (frame.vni !== undefined && inner.length) {
    const innerFrame = parseFrameText(inner[0]!, inner.slice(1));
    if (innerFrame.frame) frame.inner = innerFrame.frame;
    else if (/^IP6? /.test(inner[0]!.trim())) {
      // tcpdump without `-e` for the inner packet: `IP 10.244.1.5.50000 > 10.244.2.7.80: Flags [S], …`
      const f: CapturedFrame = { ethertype: inner[0]!.trim().startsWith('IP6') ? 'ipv6' : 'ipv4' };
      if (!readTransport(inner[0]!.trim().replace(/^IP6? /, ''), f)) frame.inner = f;
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
    else if (k === 'flowlabel') {
      const n = Number.parseInt(v, 16);
      if (Number.isFinite(n) && n >= 0 && n <= 0xfffff) frame.flowLabel = n;
    }
    else if (k === 'id') frame.ipId = int(v);
    else if (k === 'length' || k === 'payload') frame.ipLength = int(v.replace(/^length /, ''));
    else if (k === 'flags') frame.df = v.includes('DF');
    else if (k === 'proto' || k === 'next-header') {
      const name = v.split(' ')[0]!.toLowerCase();
      const num = /\((\d{1,3})\)$/.exec(v)?.[1];
      frame.protocol = PROTOCOLS[name] ?? (num !== undefined ? (PROTOCOLS[num] ?? num) : name);
      // IPv6 in tcpdump -v: `next-header TCP (6) payload length: 40`, without a comma before the length.
      const payload = /payload length: (\d{1,5})$/.exec(v)?.[1];
      if (payload !== undefined) frame.ipLength = Number(payload) + 40;
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

/** `SRC[.PORT] > DST[.PORT]: what follows`; a problem when an address is not of the line's family. */
function readTransport(rest: string, frame: CapturedFrame, from = 0): CaptureMsg | undefined {
  const gt = rest.indexOf(' > ', from);
  const colon = gt < 0 ? -1 : rest.indexOf(': ', gt);
  if (gt < 0 || colon < 0) return undefined;
  const whatAt = colon + 2;
  const icmp = rest.startsWith('ICMP ', whatAt) || rest.startsWith('ICMP6', whatAt);
  const isV6 = frame.ethertype === 'ipv6';
  const srcPort = hostPort(rest, from, gt, isV6, !icmp);
  const src = addressOf(host, isV6);
  if (src === undefined) return captureMsg('capture.header.badAddress', { addr: host, family: isV6 ? 'IPv6' : 'IPv4' });
  frame.src = src;
  const dstPort = hostPort(rest, gt + 3, colon, isV6, !icmp);
  const dst = addressOf(host, isV6);
  if (dst === undefined) return captureMsg('capture.header.badAddress', { addr: host, family: isV6 ? 'IPv6' : 'IPv4' });
  frame.dst = dst;
  if (icmp) {
    frame.protocol ??= 'icmp';
    const body = rest.slice(whatAt).trimEnd().replace(/^ICMP6?,? ?/, '');
    // ICMPv6's unreachable says its code after a comma (`destination unreachable, unreachable port, …`).
    const cut = body.startsWith('destination unreachable, ') ? body.indexOf(',', 25) : body.search(/, (?:id|length) /);
    frame.icmp = (cut < 0 ? body : body.slice(0, cut)).trim();
    const id = /, id (\d{1,5}),/.exec(body);
    if (id) frame.icmpId = Number(id[1]);
    return undefined;
  }
  if (srcPort !== undefined) frame.srcPort = srcPort;
  if (dstPort !== undefined) frame.dstPort = dstPort;
  if (rest.startsWith('Flags [', whatAt)) {
    frame.protocol ??= 'tcp';
    const end = rest.indexOf(']', whatAt);
    if (end > 0) frame.tcpFlags = intern(rest.slice(whatAt + 7, end));
  } else if (rest.startsWith('UDP', whatAt)) frame.protocol ??= 'udp';
  else if (rest.startsWith('sctp', whatAt) || rest.startsWith('SCTP', whatAt)) frame.protocol ??= 'sctp';
  else if (rest.startsWith('VXLAN', whatAt)) {
    frame.protocol ??= 'udp';
    const vni = /vni (\d{1,8})/.exec(rest.slice(whatAt));
    if (vni) frame.vni = Number(vni[1]);
  } else if (frame.protocol === undefined && ((srcPort !== undefined && UDP_PORTS.has(srcPort)) || (dstPort !== undefined && UDP_PORTS.has(dstPort)))) {
    // tcpdump decodes DNS, DHCP, NTP… without saying UDP: the well-known UDP ports say it.
    frame.protocol = 'udp';
  }
  return undefined;
}

/** Text → RFC 5952 text of IPv6 addresses already seen: a capture repeats a few addresses a million times. */
const canonical6 = new Map<string, string>();

/**
 * The address as the model writes it: an IPv6 address in RFC 5952 form (tcpdump prints that form,
 * but upper case or leading zeros are read too); undefined when it is not one of the line's family
 * (an IPv6 address on an IPv4 line, text that is no IPv6 address on an IPv6 line).
 */
function addressOf(text: string, v6: boolean): string | undefined {
  if (!v6) return text.includes(':') ? undefined : text;
  const known = canonical6.get(text);
  if (known !== undefined) return known;
  const bytes = parseIpv6(text);
  if (!bytes) return undefined;
  if (canonical6.size >= 4096) canonical6.clear();
  const c = intern(formatIpv6(bytes));
  canonical6.set(text, c);
  return c;
}

/** The host `hostPort` read last (interned): a module slot rather than an object per address. */
let host = '';

/**
 * `10.244.1.5.50000` at `s[from, to)` → the port (undefined when none) and the host in `host`;
 * `fe80::1.546` likewise; an ICMP address has no port.
 */
function hostPort(s: string, from: number, to: number, v6: boolean, withPort: boolean): number | undefined {
  while (from < to && s.charCodeAt(from) === 32) from++;
  while (to > from && s.charCodeAt(to - 1) === 32) to--;
  if (withPort) {
    let dots = 0;
    let colon = false;
    let dot = -1;
    for (let k = from; k < to; k++) {
      const c = s.charCodeAt(k);
      if (c === 46) {
        dots++;
        dot = k;
      } else if (c === 58) colon = true;
    }
    const digits = to - dot - 1;
    if (dot > from && digits >= 1 && digits <= 5 && (v6 ? colon : dots === 4)) {
      let port = 0;
      for (let k = dot + 1; k < to && port >= 0; k++) {
        const c = s.charCodeAt(k) - 48;
        port = c >= 0 && c <= 9 ? port * 10 + c : -1;
      }
      if (port >= 0 && port <= 65535) {
        host = intern(s.slice(from, dot));
        return port;
      }
    }
  }
  host = intern(s.slice(from, to));
  return undefined;
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
