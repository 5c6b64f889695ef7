// The pcapng `pktmon etl2pcap` (`pktmon pcapng`) writes: binary, recognised by the Section Header
// Block (0x0A0D0D0A then the byte-order magic 0x1A2B3C4D, either byte order). Each Ethernet
// frame's headers are decoded from its bytes. Microsoft's etl2pcap page: "All the information about
// the packet drop reports, and packet flow through the networking stack will be lost in the pcapng
// output" — so `lacks` always holds `drops`, and `components` unless the file has per-component
// interfaces (named, as newer pktmon and etl2pcapng write them: one interface per component). pcapng
// has no field for pktmon's component id: such a component's `id` is its interface index
// (`interfaceIndex` says so). An EPB comment that carries pktmon's fields (`PktGroupId 5, …,
// Component 13, …`) is read like an etl2txt event line.
import { formatIpv6 } from '../../../core/net/ip';
import { captureMsg, captureProblem } from './messages';
import type { ParseResult, Problem } from '../../result';
import { civilFromDays } from './civil';
import { emptyCapture, type Capture, type CapturedFrame, type CaptureEvent } from '../model';

/** Whether the bytes open with a pcapng Section Header Block. */
export function isPcapng(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  if (!(bytes[0] === 0x0a && bytes[1] === 0x0d && bytes[2] === 0x0d && bytes[3] === 0x0a)) return false;
  const m = (bytes[8]! << 24) | (bytes[9]! << 16) | (bytes[10]! << 8) | bytes[11]!;
  return m === 0x4d3c2b1a || m === 0x1a2b3c4d;
}

interface Iface {
  linkType: number;
  name?: string;
  description?: string;
  mac?: string;
  ips: string[];
  /** Timestamp units per second. */
  tsPerSec: bigint;
}

const MAX_PACKETS = 5_000_000;

export function parsePktmonPcapng(bytes: Uint8Array, _file = ''): ParseResult<Capture> {
  try {
    return read(bytes);
  } catch {
    return { warnings: [], errors: [captureProblem(captureMsg('capture.pcapng.unreadable', {}))] };
  }
}

function read(bytes: Uint8Array): ParseResult<Capture> {
  if (!isPcapng(bytes)) return { warnings: [], errors: [captureProblem(captureMsg('capture.pcapng.notPcapng', {}))] };
  const cap = emptyCapture('pktmon-pcapng');
  const warnings: Problem[] = [];
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let le = true;
  let ifaces: Iface[] = [];
  const all: Iface[] = [];
  let t0: bigint | undefined;
  let at = 0;
  let index = 0;
  const ifaceOf: number[] = [];
  const u32 = (o: number) => dv.getUint32(o, le);
  const u16 = (o: number) => dv.getUint16(o, le);
  while (at + 12 <= bytes.length) {
    if (bytes[at] === 0x0a && bytes[at + 1] === 0x0d && bytes[at + 2] === 0x0d && bytes[at + 3] === 0x0a) {
      const magic = dv.getUint32(at + 8, true);
      if (magic === 0x1a2b3c4d) le = true;
      else if (magic === 0x4d3c2b1a) le = false;
      else break;
      ifaces = [];
    }
    const type = u32(at);
    const length = u32(at + 4);
    if (length < 12 || length % 4 !== 0 || at + length > bytes.length) {
      cap.truncatedAt = index + 1;
      warnings.push(captureProblem(captureMsg('capture.pcapng.truncated', { at })));
      break;
    }
    const body = at + 8;
    const end = at + length - 4;
    if (type === 1 && body + 8 <= end) {
      const o = options(bytes, body + 8, end, le);
      const resol = o.get(9)?.[0];
      const tsPerSec = resol === undefined ? 1_000_000n : resol & 0x80 ? 2n ** BigInt(resol & 0x7f) : 10n ** BigInt(resol);
      const iface: Iface = { linkType: u16(body), tsPerSec, ips: [] };
      const name = o.get(2);
      const desc = o.get(3);
      if (name?.length) iface.name = text(name);
      if (desc?.length) iface.description = text(desc);
      const mac = o.get(6);
      if (mac?.length === 6) iface.mac = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('-').toUpperCase();
      const v4 = o.get(4);
      if (v4 && v4.length >= 4) iface.ips.push(`${v4[0]}.${v4[1]}.${v4[2]}.${v4[3]}`);
      // if_IPv6addr: 16 bytes of address and a prefix length.
      const v6 = o.get(5);
      if (v6 && v6.length >= 16) iface.ips.push(ipv6(v6, 0));
      ifaces.push(iface);
      all.push(iface);
    } else if (type === 6 || type === 3 || type === 2) {
      index++;
      if (index > MAX_PACKETS) {
        warnings.push(captureProblem(captureMsg('capture.pcapng.tooMany', { max: MAX_PACKETS })));
        break;
      }
      let ifIndex = 0;
      let ts: bigint | undefined;
      let capLen: number;
      let origLen: number;
      let dataAt: number;
      if (type === 6) {
        ifIndex = u32(body);
        ts = (BigInt(u32(body + 4)) << 32n) | BigInt(u32(body + 8));
        capLen = u32(body + 12);
        origLen = u32(body + 16);
        dataAt = body + 20;
      } else if (type === 2) {
        ifIndex = u16(body);
        ts = (BigInt(u32(body + 4)) << 32n) | BigInt(u32(body + 8));
        capLen = u32(body + 12);
        origLen = u32(body + 16);
        dataAt = body + 20;
      } else {
        origLen = u32(body);
        capLen = Math.min(origLen, end - body - 4);
        dataAt = body + 4;
      }
      capLen = Math.max(0, Math.min(capLen, end - dataAt));
      const iface = ifaces[ifIndex];
      const e: CaptureEvent = { line: index, originalSize: origLen, loggedSize: capLen };
      ifaceOf.push(iface ? all.indexOf(iface) : -1);
      if (ts !== undefined && iface) {
        const ns = (ts * 1_000_000_000n) / iface.tsPerSec;
        t0 ??= ns;
        e.ns = Number(ns - t0);
        e.time = clockText(ns);
      }
      if (type === 6) {
        const epbFlags = options(bytes, dataAt + ((capLen + 3) & ~3), end, le);
        const flags = epbFlags.get(2);
        if (flags && flags.length >= 4) {
          const dir = (le ? flags[0]! : flags[3]!) & 3;
          if (dir === 1) e.direction = 'Rx';
          else if (dir === 2) e.direction = 'Tx';
        }
        const comment = epbFlags.get(1);
        if (comment?.length) commentFields(text(comment), e);
      }
      if (!iface || iface.linkType === 1) {
        const frame = decodeEthernet(bytes.subarray(dataAt, dataAt + capLen), 0);
        if (frame) e.frame = frame;
      }
      cap.events.push(e);
    }
    at += length;
  }
  if (at < bytes.length && cap.truncatedAt === undefined && at + 12 > bytes.length && bytes.length - at > 0) {
    cap.truncatedAt = index + 1;
    warnings.push(captureProblem(captureMsg('capture.pcapng.truncated', { at })));
  }
  const perComponent = all.length > 1 && all.some((i) => i.name || i.description);
  if (perComponent) {
    all.forEach((i, k) => {
      cap.components.push({
        id: k,
        interfaceIndex: k,
        name: i.name ?? i.description ?? '',
        ...(i.description && i.name ? { type: i.description } : {}),
        ...(i.mac ? { mac: i.mac } : {}),
        ...(i.ips.length ? { ips: i.ips } : {}),
      });
    });
    cap.events.forEach((e, k) => {
      if (e.component === undefined && ifaceOf[k]! >= 0) e.component = ifaceOf[k];
    });
    cap.lacks = ['drops'];
  } else cap.lacks = cap.events.some((e) => e.component !== undefined) ? ['drops'] : ['components', 'drops'];
  warnings.unshift(captureProblem(perComponent ? captureMsg('capture.pcapng.losesDrops', {}) : captureMsg('capture.pcapng.loses', {})));
  return { value: cap, warnings, errors: [] };
}

function options(b: Uint8Array, at: number, end: number, le: boolean): Map<number, Uint8Array> {
  const out = new Map<number, Uint8Array>();
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  while (at + 4 <= end) {
    const code = dv.getUint16(at, le);
    const len = dv.getUint16(at + 2, le);
    if (code === 0 || at + 4 + len > end) break;
    if (!out.has(code)) out.set(code, b.subarray(at + 4, at + 4 + len));
    at += 4 + ((len + 3) & ~3);
  }
  return out;
}

declare const TextDecoder: new (label: string) => { decode(input: Uint8Array): string };
const text = (b: Uint8Array): string => {
  let end = b.length;
  while (end > 0 && b[end - 1] === 0) end--;
  return new TextDecoder('utf-8').decode(b.subarray(0, end));
};

function clockText(ns: bigint): string {
  if (ns < 0n) return '';
  const sec = ns / 1_000_000_000n;
  const days = Number(sec / 86_400n);
  const inDay = Number(sec % 86_400n);
  const { y, m, d } = civilFromDays(days);
  const p2 = (v: number) => String(v).padStart(2, '0');
  const frac = (ns % 1_000_000_000n).toString().padStart(9, '0');
  return `${y}-${p2(m)}-${p2(d)} ${p2(Math.floor(inDay / 3600))}:${p2(Math.floor(inDay / 60) % 60)}:${p2(inDay % 60)}.${frac}`;
}

/** pktmon fields carried in a packet comment, read as an etl2txt event line reads them. */
function commentFields(comment: string, e: CaptureEvent): void {
  for (const part of comment.split(/[,\n]/)) {
    const t = part.trim();
    const sp = t.lastIndexOf(' ');
    if (sp <= 0) continue;
    const k = t.slice(0, sp).trim();
    const v = t.slice(sp + 1).trim();
    const num = /^\d{1,15}$/.test(v) ? Number(v) : undefined;
    if (k === 'PktGroupId' && /^\d{1,25}$/.test(v)) e.groupId = v;
    else if (k === 'PktNumber' && num !== undefined) e.pktNumber = num;
    else if (k === 'Appearance' && num !== undefined) e.appearance = num;
    else if (k === 'Component' && num !== undefined) e.component = num;
    else if (k === 'Edge' && num !== undefined) e.edge = num;
    else if (k === 'Direction') e.direction = v;
  }
}

const ipv4 = (b: Uint8Array, at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const macAt = (b: Uint8Array, at: number) => Array.from(b.subarray(at, at + 6), (x) => x.toString(16).padStart(2, '0')).join('-').toUpperCase();

/** An IPv6 address in RFC 5952 form, as the model's addresses are written (core/net/ip.ts). */
const ipv6 = (b: Uint8Array, at: number): string => formatIpv6([...b.subarray(at, at + 16)]);

/** tcpdump's letters, in tcpdump's order. */
function tcpFlags(f: number): string {
  let s = '';
  if (f & 0x01) s += 'F';
  if (f & 0x02) s += 'S';
  if (f & 0x04) s += 'R';
  if (f & 0x08) s += 'P';
  if (f & 0x10) s += '.';
  if (f & 0x20) s += 'U';
  if (f & 0x40) s += 'E';
  if (f & 0x80) s += 'W';
  return s || 'none';
}

const ICMP: Record<number, string> = { 0: 'echo reply', 8: 'echo request', 11: 'time exceeded in-transit', 5: 'redirect' };
/** ICMPv6 as tcpdump names it (print-icmp6.c): the type, and for an unreachable its code. */
const ICMP6: Record<number, string> = { 1: 'destination unreachable', 2: 'packet too big', 3: 'time exceeded in-transit', 4: 'parameter problem', 128: 'echo request', 129: 'echo reply', 133: 'router solicitation', 134: 'router advertisement', 135: 'neighbor solicitation', 136: 'neighbor advertisement' };
const UNREACH6: Record<number, string> = { 0: 'unreachable route', 1: 'unreachable prohibited', 3: 'unreachable address', 4: 'unreachable port' };
const UNREACH: Record<number, string> = { 0: 'net unreachable', 1: 'host unreachable', 2: 'protocol unreachable', 3: 'port unreachable', 4: 'need to frag', 13: 'admin prohibited filter' };

/** An Ethernet frame's headers; undefined when it is too short to hold an Ethernet header. */
export function decodeEthernet(f: Uint8Array, depth: number): CapturedFrame | undefined {
  if (f.length < 14) return undefined;
  const frame: CapturedFrame = { dstMac: macAt(f, 0), srcMac: macAt(f, 6) };
  let at = 12;
  let type = be16(f, at);
  if ((type === 0x8100 || type === 0x88a8) && f.length >= 18) {
    frame.vlan = be16(f, 14) & 0xfff;
    at = 16;
    type = be16(f, at);
  }
  at += 2;
  if (type === 0x0806) {
    frame.ethertype = 'arp';
    if (f.length >= at + 28) {
      frame.src = ipv4(f, at + 14);
      frame.dst = ipv4(f, at + 24);
    }
    return frame;
  }
  if (type === 0x0800 && f.length >= at + 20) {
    frame.ethertype = 'ipv4';
    const ihl = (f[at]! & 15) * 4;
    frame.ipLength = be16(f, at + 2);
    frame.ipId = be16(f, at + 4);
    frame.df = (be16(f, at + 6) & 0x4000) !== 0;
    frame.ttl = f[at + 8];
    frame.src = ipv4(f, at + 12);
    frame.dst = ipv4(f, at + 16);
    transport(f, at + ihl, f[at + 9]!, frame, depth);
    return frame;
  }
  if (type === 0x86dd && f.length >= at + 40) {
    frame.ethertype = 'ipv6';
    frame.ipLength = be16(f, at + 4) + 40;
    frame.flowLabel = ((f[at + 1]! & 15) << 16) | be16(f, at + 2);
    frame.ttl = f[at + 7];
    frame.src = ipv6(f, at + 8);
    frame.dst = ipv6(f, at + 24);
    transport(f, at + 40, f[at + 6]!, frame, depth);
    return frame;
  }
  frame.ethertype = `0x${type.toString(16).padStart(4, '0')}`;
  return frame;
}

function transport(f: Uint8Array, at: number, proto: number, frame: CapturedFrame, depth: number): void {
  frame.protocol = proto === 6 ? 'tcp' : proto === 17 ? 'udp' : proto === 1 || proto === 58 ? 'icmp' : proto === 132 ? 'sctp' : String(proto);
  if ((proto === 6 || proto === 17 || proto === 132) && f.length >= at + 4) {
    frame.srcPort = be16(f, at);
    frame.dstPort = be16(f, at + 2);
  }
  if (proto === 6 && f.length >= at + 14) frame.tcpFlags = tcpFlags(f[at + 13]!);
  if ((proto === 1 || proto === 58) && f.length >= at + 2) {
    const t = f[at]!;
    const code = f[at + 1]!;
    const v6 = proto === 58;
    frame.icmp = v6 ? (t === 1 ? `${ICMP6[1]}, ${UNREACH6[code] ?? `code ${code}`}` : (ICMP6[t] ?? `type ${t}`)) : t === 3 ? (UNREACH[code] ?? `unreachable code ${code}`) : (ICMP[t] ?? `type ${t}`);
    if (((!v6 && (t === 0 || t === 8)) || (v6 && (t === 128 || t === 129))) && f.length >= at + 6) frame.icmpId = be16(f, at + 4);
  }
  // VXLAN (4789, or 8472 as Linux flannel uses): flags 0x08, the VNI, then the inner Ethernet frame.
  if (proto === 17 && depth < 2 && (frame.dstPort === 4789 || frame.dstPort === 8472) && f.length >= at + 16 + 14 && (f[at + 8]! & 0x08)) {
    frame.vni = (f[at + 12]! << 16) | (f[at + 13]! << 8) | f[at + 14]!;
    const inner = decodeEthernet(f.subarray(at + 16), depth + 1);
    if (inner) frame.inner = inner;
  }
}
