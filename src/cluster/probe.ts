// Probes: refs (pod/…, service/…, node/…, external/…, IP[:port]) resolved against a scenario, and
// the packet they send.
import { formatIpv4, parseIpv4, type Ipv4 } from '../core/net/ip';
import type { Packet } from '../core/packet/packet';
import type { Protocol } from '../core/net/protocol';
import type { WalkStart } from '../core/walk/walk';
import type { ResolvedScenario } from './scenario/resolve';
import type { ProbeSpec } from './scenario/schema';
import { loadBalancerAddresses } from './scenario/lb-address';

export interface RefTarget {
  /** Canonical ref, e.g. pod/default/web-1 or service/default/web:80. */
  ref: string;
  ip: Ipv4;
  port?: number;
  /** Where a packet from this ref starts (pods, nodes, externals). */
  start?: WalkStart;
}

export type Resolved<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = <T>(message: string): Resolved<T> => ({ ok: false, message });

function splitNsName(rest: string): { ns: string; name: string; port?: string } {
  const colon = rest.lastIndexOf(':');
  const body = colon >= 0 ? rest.slice(0, colon) : rest;
  const port = colon >= 0 ? rest.slice(colon + 1) : undefined;
  const slash = body.indexOf('/');
  return slash >= 0 ? { ns: body.slice(0, slash), name: body.slice(slash + 1), port } : { ns: 'default', name: body, port };
}

function portNumber(p: string | undefined): Resolved<number | undefined> {
  if (p === undefined) return { ok: true, value: undefined };
  if (!/^\d{1,5}$/.test(p) || Number(p) < 1 || Number(p) > 65535) return fail(`"${p}" is not a port number`);
  return { ok: true, value: Number(p) };
}

/** Resolves a ref. `fromOutside` picks a Service's external address instead of its ClusterIP. */
export function resolveRef(rs: ResolvedScenario, ref: string, fromOutside = false): Resolved<RefTarget> {
  const kind = ref.slice(0, ref.indexOf('/'));
  const rest = ref.slice(ref.indexOf('/') + 1);
  if (!['pod', 'service', 'node', 'external'].includes(kind)) {
    const [ipText, p] = ref.split(':');
    const ip = parseIpv4(ipText ?? '');
    if (ip === undefined) return fail(`"${ref}" is not a ref (pod/…, service/…, node/…, external/… or IP[:port])`);
    const pn = portNumber(p);
    if (!pn.ok) return pn;
    return { ok: true, value: { ref: p ? `${formatIpv4(ip)}:${p}` : formatIpv4(ip), ip, port: pn.value } };
  }
  const { ns, name, port } = splitNsName(rest);
  if (kind === 'service') {
    const svc = rs.services.find((s) => s.namespace === ns && s.name === name);
    if (!svc) return fail(`no Service ${ns}/${name}${rs.services.length ? ` (Services: ${rs.services.map((s) => s.ref.slice(8)).join(', ')})` : ''}`);
    if (port === undefined) return fail(`a Service ref needs a port: service/${ns}/${name}:${svc.ports[0]!.port}`);
    const sp = svc.ports.find((p) => String(p.port) === port || p.name === port);
    if (!sp) return fail(`Service ${ns}/${name} has no port ${port} (ports: ${svc.ports.map((p) => p.name ?? p.port).join(', ')})`);
    const external = loadBalancerAddresses(svc.spec)?.ips[0] ?? svc.spec.externalIPs[0];
    const ip = fromOutside && external ? parseIpv4(external)! : svc.clusterIP;
    return { ok: true, value: { ref: `service/${ns}/${name}:${sp.port}`, ip, port: sp.port } };
  }
  const pn = portNumber(port);
  if (!pn.ok) return pn;
  if (kind === 'pod') {
    const pod = rs.pods.find((p) => p.namespace === ns && p.name === name);
    if (!pod) return fail(`no pod ${ns}/${name}${rs.pods.length ? ` (pods: ${rs.pods.map((p) => p.ref.slice(4)).join(', ')})` : ''}`);
    return { ok: true, value: { ref: pod.ref, ip: pod.ip, port: pn.value, start: { host: pod.node.name, compartment: pod.ref } } };
  }
  if (kind === 'node') {
    const node = rs.nodes.find((n) => n.name === rest.split(':')[0]);
    if (!node) return fail(`no node ${rest.split(':')[0]}${rs.nodes.length ? ` (nodes: ${rs.nodes.map((n) => n.name).join(', ')})` : ''}`);
    return { ok: true, value: { ref: node.ref, ip: node.ip, port: pn.value, start: { host: node.name, compartment: `${node.name}/host` } } };
  }
  const ext = rs.externals.find((e) => e.name === rest.split(':')[0]);
  if (!ext) return fail(`no external host ${rest.split(':')[0]}${rs.externals.length ? ` (external hosts: ${rs.externals.map((e) => e.name).join(', ')})` : ''}`);
  return { ok: true, value: { ref: ext.ref, ip: ext.ip, port: pn.value, start: { host: ext.ref, compartment: ext.ref } } };
}

export interface ProbeRun {
  start: WalkStart;
  packet: Packet;
  from: RefTarget;
  to: RefTarget;
}

/** How refs are resolved: resolveRef, or a matrix's memo of it (the same answers, each ref once). */
export type RefResolver = (rs: ResolvedScenario, ref: string, fromOutside?: boolean) => Resolved<RefTarget>;

/** The packet a probe sends and where it starts. Windows' ephemeral ports start at 49152. */
export function probePacket(rs: ResolvedScenario, probe: ProbeSpec, index: number, resolve: RefResolver = resolveRef): Resolved<ProbeRun> {
  const from = resolve(rs, probe.from);
  if (!from.ok) return fail(`from: ${from.message}`);
  if (!from.value.start) return fail('from: a probe starts at a pod, a node or an external host, not at a literal IP or a Service');
  const outside = probe.from.startsWith('external/');
  const to = resolve(rs, probe.to, outside);
  if (!to.ok) return fail(`to: ${to.message}`);
  const protocol: Protocol = probe.protocol;
  if (protocol !== 'icmp' && to.value.port === undefined) return fail(`to: ${protocol.toUpperCase()} needs a destination port (${probe.to}:PORT)`);
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
