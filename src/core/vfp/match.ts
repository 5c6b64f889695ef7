// Rule conditions against a packet. A layer sees the outermost headers: the outer VXLAN / encap
// header while the packet is encapsulated, the inner headers once it was decapsulated.
import { formatIp, formatPrefix, prefixContains, type Ip } from '../net/ip';
import { PROTOCOL_NUMBER, ANY_PROTOCOL, protocolName, protocolNumberOf } from '../net/protocol';
import type { Packet } from '../packet/packet';
import type { Conditions, PortRange } from './model';

/** The header fields conditions look at. */
export interface HeaderView {
  src: Ip;
  dst: Ip;
  protocol: number;
  srcPort: number;
  dstPort: number;
  vni?: number;
  encapsulated: boolean;
  frontend?: string;
}

const UDP = PROTOCOL_NUMBER.udp;

export function headerView(p: Packet): HeaderView {
  if (p.outer) {
    return { src: p.outer.src, dst: p.outer.dst, protocol: UDP, srcPort: p.outer.srcPort, dstPort: p.outer.dstPort, vni: p.outer.vni, encapsulated: true };
  }
  const h: HeaderView = { src: p.src, dst: p.dst, protocol: protocolNumberOf(p.protocol, typeof p.dst === 'string'), srcPort: p.srcPort, dstPort: p.dstPort, encapsulated: false };
  if (p.frontend !== undefined) h.frontend = p.frontend;
  return h;
}

const inRanges = (rs: PortRange[], n: number) => rs.some((r) => n >= r.lo && n <= r.hi);
const protoMatches = (ps: number[], n: number) => ps.some((p) => p === n || p === ANY_PROTOCOL);

export function matches(c: Conditions, h: HeaderView): boolean {
  if (c.protocols && !protoMatches(c.protocols, h.protocol)) return false;
  if (c.dstIp && !c.dstIp.some((p) => prefixContains(p, h.dst))) return false;
  if (c.srcIp && !c.srcIp.some((p) => prefixContains(p, h.src))) return false;
  if (c.dstPorts && !inRanges(c.dstPorts, h.dstPort)) return false;
  if (c.srcPorts && !inRanges(c.srcPorts, h.srcPort)) return false;
  if (c.vni !== undefined && c.vni !== h.vni) return false;
  if (c.encapsulated !== undefined && c.encapsulated !== h.encapsulated) return false;
  if (c.frontends && (h.frontend === undefined || !c.frontends.includes(h.frontend))) return false;
  return true;
}

export interface ConditionCheck {
  label: string;
  expected: string;
  actual: string;
  pass: boolean;
}

const ranges = (rs: PortRange[]) => rs.map((r) => (r.lo === r.hi ? String(r.lo) : `${r.lo}-${r.hi}`)).join(', ');

/** Each condition of a rule, passed or failed, in the words vfpctrl uses. */
export function explainConditions(c: Conditions, h: HeaderView): ConditionCheck[] {
  const out: ConditionCheck[] = [];
  if (c.srcIp)
    out.push({
      label: 'Source IP',
      expected: c.srcIp.map(formatPrefix).join(', '),
      actual: formatIp(h.src),
      pass: c.srcIp.some((p) => prefixContains(p, h.src)),
    });
  if (c.dstIp)
    out.push({
      label: 'Destination IP',
      expected: c.dstIp.map(formatPrefix).join(', '),
      actual: formatIp(h.dst),
      pass: c.dstIp.some((p) => prefixContains(p, h.dst)),
    });
  if (c.protocols)
    out.push({
      label: 'Protocols',
      expected: c.protocols.map(protocolName).join(', '),
      actual: protocolName(h.protocol),
      pass: protoMatches(c.protocols, h.protocol),
    });
  if (c.srcPorts)
    out.push({ label: 'Source ports', expected: ranges(c.srcPorts), actual: String(h.srcPort), pass: inRanges(c.srcPorts, h.srcPort) });
  if (c.dstPorts)
    out.push({
      label: 'Destination ports',
      expected: ranges(c.dstPorts),
      actual: String(h.dstPort),
      pass: inRanges(c.dstPorts, h.dstPort),
    });
  if (c.vni !== undefined) out.push({ label: 'VNI', expected: String(c.vni), actual: String(h.vni ?? '-'), pass: c.vni === h.vni });
  if (c.encapsulated !== undefined)
    out.push({ label: 'Encapsulated', expected: c.encapsulated ? 'yes' : 'no', actual: h.encapsulated ? 'yes' : 'no', pass: c.encapsulated === h.encapsulated });
  if (c.frontends)
    out.push({
      label: 'Load-balancer frontend (model)',
      expected: c.frontends.join(', '),
      actual: h.frontend ?? 'none',
      pass: h.frontend !== undefined && c.frontends.includes(h.frontend),
    });
  return out;
}
