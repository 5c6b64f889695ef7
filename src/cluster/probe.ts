// Probes: refs (pod/…, service/…, node/…, external/…, IP[:port]) resolved against a scenario, and
// the packet they send.
import { formatEndpoint, formatIp, parseEndpointText, parseIpv4, type Family, type Ip } from '../core/net/ip';
import type { Packet } from '../core/packet/packet';
import type { Protocol } from '../core/net/protocol';
import type { WalkStart } from '../core/walk/walk';
import type { ResolvedScenario } from './scenario/resolve';
import type { ProbeSpec } from './scenario/schema';
import { loadBalancerAddresses } from './scenario/lb-address';
import type { Msg } from '../core/message';
import { probeMsg, probeText, type ProbeMsg } from './probe-messages';

export interface RefTarget {
  /** Canonical ref, e.g. pod/default/web-1 or service/default/web:80. */
  ref: string;
  ip: Ip;
  port?: number;
  /** Where a packet from this ref starts (pods, nodes, externals). */
  start?: WalkStart;
}

/** A failure says why in English (`message`) and, when this module or a caller made it, as a value. */
export type Resolved<T> = { ok: true; value: T } | { ok: false; message: string; msg?: Msg };
const fail = <T>(m: ProbeMsg): Resolved<T> => ({ ok: false, message: probeText(m), msg: m });
/** A failure's reason as a value when it has one, else its English. */
const why = (r: { message: string; msg?: Msg }): string | Msg => r.msg ?? r.message;

function splitNsName(rest: string): { ns: string; name: string; port?: string } {
  const colon = rest.lastIndexOf(':');
  const body = colon >= 0 ? rest.slice(0, colon) : rest;
  const port = colon >= 0 ? rest.slice(colon + 1) : undefined;
  const slash = body.indexOf('/');
  return slash >= 0 ? { ns: body.slice(0, slash), name: body.slice(slash + 1), port } : { ns: 'default', name: body, port };
}

function portNumber(p: string | undefined): Resolved<number | undefined> {
  if (p === undefined) return { ok: true, value: undefined };
  if (!/^\d{1,5}$/.test(p) || Number(p) < 1 || Number(p) > 65535) return fail(probeMsg('probe.notPort', { p }));
  return { ok: true, value: Number(p) };
}


/** The address of `family` among an object's (IPv4 first, then its IPv6 one if any). */
const ofFamily = (family: Family, v4: Ip, v6: Ip | undefined): Ip | undefined => (family === 'ipv4' ? v4 : v6);

/** Resolves a ref. `fromOutside` picks a Service's external address instead of its ClusterIP;
 * `family` which of a dual-stack object's addresses it stands for. */
export function resolveRef(rs: ResolvedScenario, ref: string, fromOutside = false, family: Family = 'ipv4'): Resolved<RefTarget> {
  const kind = ref.slice(0, ref.indexOf('/'));
  const rest = ref.slice(ref.indexOf('/') + 1);
  if (!['pod', 'service', 'node', 'external'].includes(kind)) {
    const { ip, port: p } = parseEndpointText(ref);
    if (ip === undefined) return fail(probeMsg('probe.notRef', { ref }));
    const pn = portNumber(p);
    if (!pn.ok) return pn;
    return { ok: true, value: { ref: p ? formatEndpoint(ip, Number(p)) : formatIp(ip), ip, port: pn.value } };
  }
  const none = (what: ProbeMsg) => fail<RefTarget>(probeMsg(rs.ipv6 ? 'probe.noIpv6Here' : 'probe.noIpv6', { what }));
  const { ns, name, port } = splitNsName(rest);
  if (kind === 'service') {
    const svc = rs.services.find((s) => s.namespace === ns && s.name === name);
    if (!svc) return fail(probeMsg('probe.noService', { ref: `${ns}/${name}`, list: rs.services.map((s) => s.ref.slice(8)).join(', ') || undefined }));
    if (port === undefined) return fail(probeMsg('probe.servicePort', { example: `service/${ns}/${name}:${svc.ports[0]!.port}` }));
    const sp = svc.ports.find((p) => String(p.port) === port || p.name === port);
    if (!sp) return fail(probeMsg('probe.noServicePort', { ref: `${ns}/${name}`, port, list: svc.ports.map((p) => p.name ?? p.port).join(', ') }));
    const external = loadBalancerAddresses(svc.spec)?.ips[0] ?? svc.spec.externalIPs[0];
    const vip = svc.clusterIPs.find((x) => (typeof x === 'number') === (family === 'ipv4'));
    if (vip === undefined && !(fromOutside && external && family === 'ipv4')) return fail(probeMsg('probe.noServiceVip', { ref: `${ns}/${name}`, fam: family === 'ipv4' ? 'IPv4' : 'IPv6', list: svc.clusterIPs.map((x) => (typeof x === 'number' ? 'IPv4' : 'IPv6')).join(', ') }));
    const ip = fromOutside && external && family === 'ipv4' ? parseIpv4(external)! : vip!;
    return { ok: true, value: { ref: `service/${ns}/${name}:${sp.port}`, ip, port: sp.port } };
  }
  const pn = portNumber(port);
  if (!pn.ok) return pn;
  if (kind === 'pod') {
    const pod = rs.pods.find((p) => p.namespace === ns && p.name === name);
    if (!pod) return fail(probeMsg('probe.noPod', { ref: `${ns}/${name}`, list: rs.pods.map((p) => p.ref.slice(4)).join(', ') || undefined }));
    const ip = ofFamily(family, pod.ip, pod.ipv6);
    if (ip === undefined) return none(probeMsg('probe.pod', { ref: `${ns}/${name}` }));
    return { ok: true, value: { ref: pod.ref, ip, port: pn.value, start: { host: pod.node.name, compartment: pod.ref } } };
  }
  if (kind === 'node') {
    const node = rs.nodes.find((n) => n.name === rest.split(':')[0]);
    if (!node) return fail(probeMsg('probe.noNode', { n: rest.split(':')[0]!, list: rs.nodes.map((n) => n.name).join(', ') || undefined }));
    const ip = ofFamily(family, node.ip, node.ipv6);
    if (ip === undefined) return none(probeMsg('probe.node', { n: node.name }));
    return { ok: true, value: { ref: node.ref, ip, port: pn.value, start: { host: node.name, compartment: `${node.name}/host` } } };
  }
  const ext = rs.externals.find((e) => e.name === rest.split(':')[0]);
  if (!ext) return fail(probeMsg('probe.noExternal', { n: rest.split(':')[0]!, list: rs.externals.map((e) => e.name).join(', ') || undefined }));
  const ip = ofFamily(family, ext.ip, ext.ipv6);
  if (ip === undefined) return none(probeMsg('probe.external', { n: ext.name }));
  return { ok: true, value: { ref: ext.ref, ip, port: pn.value, start: { host: ext.ref, compartment: ext.ref } } };
}

export interface ProbeRun {
  start: WalkStart;
  packet: Packet;
  from: RefTarget;
  to: RefTarget;
}

/** How refs are resolved: resolveRef, or a matrix's memo of it (the same answers, each ref once). */
export type RefResolver = (rs: ResolvedScenario, ref: string, fromOutside?: boolean, family?: Family) => Resolved<RefTarget>;

/** The family a probe walks: its ipFamily, else an IPv6 literal's, else IPv4. */
export function probeFamily(probe: Pick<ProbeSpec, 'to' | 'from' | 'ipFamily'>): Family {
  if (probe.ipFamily) return probe.ipFamily === 'IPv6' ? 'ipv6' : 'ipv4';
  const lit = (r: string) => !/^(pod|service|node|external)\//.test(r) && typeof parseEndpointText(r).ip === 'string';
  return lit(probe.to) || lit(probe.from) ? 'ipv6' : 'ipv4';
}

/** The packet a probe sends and where it starts. Windows' ephemeral ports start at 49152. */
export function probePacket(rs: ResolvedScenario, probe: ProbeSpec, index: number, resolve: RefResolver = resolveRef): Resolved<ProbeRun> {
  const family = probeFamily(probe);
  const from = family === 'ipv4' ? resolve(rs, probe.from) : resolve(rs, probe.from, false, family);
  if (!from.ok) return fail(probeMsg('probe.from', { why: why(from) }));
  if (!from.value.start) return fail(probeMsg('probe.fromNoStart', {}));
  const outside = probe.from.startsWith('external/');
  const to = family === 'ipv4' ? resolve(rs, probe.to, outside) : resolve(rs, probe.to, outside, family);
  if (!to.ok) return fail(probeMsg('probe.to', { why: why(to) }));
  if (typeof from.value.ip !== typeof to.value.ip) return fail(probeMsg('probe.families', { to: probe.to, toFam: typeof to.value.ip === 'number' ? 'IPv4' : 'IPv6', from: probe.from, fromFam: typeof from.value.ip === 'number' ? 'IPv4' : 'IPv6' }));
  const protocol: Protocol = probe.protocol;
  if (protocol !== 'icmp' && to.value.port === undefined) return fail(probeMsg('probe.needsPort', { proto: protocol.toUpperCase(), example: `${probe.to}:PORT` }));
  const srcPort = probe.srcPort ?? 49152 + (index % 16384);
  const packet: Packet = {
    src: from.value.ip,
    dst: to.value.ip,
    protocol,
    srcPort: protocol === 'icmp' ? srcPort : srcPort,
    dstPort: protocol === 'icmp' ? 0 : to.value.port!,
    srcMac: '00-00-00-00-00-00',
    dstMac: '00-00-00-00-00-00',
    ttl: from.value.ref.startsWith('external/') || rs.nodes.find((n) => n.name === from.value.start!.host)?.os === 'linux' ? 64 : 128,
    size: probe.size,
    df: probe.df,
    tcpFlags: protocol === 'tcp' ? 'SYN' : undefined,
    icmp: protocol === 'icmp' ? 'echo-request' : undefined,
  };
  return { ok: true, value: { start: from.value.start, packet, from: from.value, to: to.value } };
}
