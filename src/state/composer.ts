// The probe composer: pick lists drawn from the scenario, a form, and the ProbeSpec it makes (the
// same shape a scenario's `probes[]` holds, named `adhoc`). Field errors name the field, for the
// form to show next to it, as message values (composer-messages.ts).
import { parseIp } from '../core/net/ip';
import type { Protocol } from '../core/net/protocol';
import { canonicalRef } from '../cluster/simulation';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { ADHOC } from './player-store';
import type { Msg } from '../core/message';
import { composerMsg as m, type ComposerMsg } from './composer-messages';
import { keptReplayOf } from './replay-gaps';

export type TargetKind = 'pod' | 'service' | 'node' | 'external' | 'ip';

export const TARGET_KINDS: { id: TargetKind; label: string }[] = [
  { id: 'pod', label: 'Pod' },
  { id: 'service', label: 'Service' },
  { id: 'node', label: 'Node (node port)' },
  { id: 'external', label: 'Outside host' },
  { id: 'ip', label: 'Any IP' },
];

export const PROTOCOLS: Protocol[] = ['tcp', 'udp', 'icmp', 'sctp'];

export interface ComposerForm {
  /** A ref: pod/ns/name, node/name or external/name. */
  from: string;
  toKind: TargetKind;
  /** The target's ref without a port (pod/ns/name, service/ns/name, ...), or an IPv4 address. */
  to: string;
  port: string;
  protocol: Protocol;
  /** Empty: an ephemeral port, as the OS would pick. */
  srcPort: string;
  size: string;
  df: boolean;
  /** Dual-stack: which family's addresses the refs stand for (absent: IPv4; an IPv6 address typed sets IPv6). */
  family?: 'IPv4' | 'IPv6';
}

// Which scenarios walk both families is the cluster layer's to say; the composer offers the choice.
export { isDualStack } from '../cluster/scenario/dual-stack';

export interface Choice {
  ref: string;
  label: string;
  /** Ports worth offering: a pod's or outside host's listeners, a Service's ports, node ports. */
  ports: { value: string; label: string; protocol: Protocol }[];
}

/** The pick-list's groups of where a packet starts (the UI has a word for each). */
export type ComposerGroup = 'Pods' | 'Nodes' | 'Outside hosts';

export interface ComposerChoices {
  from: { group: ComposerGroup; choices: Choice[] }[];
  to: Record<Exclude<TargetKind, 'ip'>, Choice[]>;
}

const listenPorts = (listen: string[]) =>
  listen.map((l) => {
    const [protocol, port] = l.split('/') as [Protocol, string];
    return { value: port, label: `${port}/${protocol}`, protocol };
  });

export function composerChoices(s: Scenario): ComposerChoices {
  const pods = s.pods.map((p) => ({ ref: `pod/${p.namespace}/${p.name}`, label: `${p.namespace === 'default' ? '' : `${p.namespace}/`}${p.name} (${p.node})`, ports: listenPorts(p.listen) }));
  const nodePorts = s.services.flatMap((svc) => svc.ports.filter((p) => p.nodePort).map((p) => ({ value: String(p.nodePort), label: `${p.nodePort} → ${svc.name}:${p.port}`, protocol: p.protocol.toLowerCase() as Protocol })));
  const nodes = s.nodes.map((n) => ({ ref: `node/${n.name}`, label: `${n.name} (${n.os})`, ports: nodePorts }));
  const externals = s.externals.map((e) => ({ ref: `external/${e.name}`, label: `${e.name} (${e.ip})`, ports: listenPorts(e.listen) }));
  const services = s.services.map((svc) => ({
    ref: `service/${svc.namespace}/${svc.name}`,
    label: `${svc.namespace === 'default' ? '' : `${svc.namespace}/`}${svc.name} (${svc.type})`,
    ports: svc.ports.map((p) => ({ value: String(p.port), label: `${p.port}/${p.protocol}${p.name ? ` (${p.name})` : ''}`, protocol: p.protocol.toLowerCase() as Protocol })),
  }));
  return {
    from: (
      [
        { group: 'Pods', choices: pods },
        { group: 'Nodes', choices: nodes },
        { group: 'Outside hosts', choices: externals },
      ] satisfies ComposerChoices['from']
    ).filter((g) => g.choices.length),
    to: { pod: pods, service: services, node: nodes, external: externals },
  };
}

/**
 * The source a typed address names (issue 28: an engineer has the address, a replayed node names
 * its pods by endpoint): the pod, node or outside host that holds it, as the "from" list names it.
 */
export function sourceByAddress(s: Scenario, text: string): { ref: string } | { error: ComposerMsg; notAddress?: true; deadEnd?: Msg } {
  const typed = parseIp(text.trim());
  if (typed === undefined) return { error: m('composer.notAddress', { text: text.trim() }), notAddress: true };
  // As the document writes it, or any other text of the same address (an IPv6 one in any form).
  const ip = text.trim();
  const same = (a: string | undefined) => a !== undefined && (a === ip || parseIp(a) === typed);
  const holds = (o: { ip?: string; ips?: string[] }) => same(o.ip) || (o.ips ?? []).some(same);
  const pod = s.pods.find(holds);
  if (pod) return { ref: `pod/${pod.namespace}/${pod.name}` };
  const node = s.nodes.find(holds);
  if (node) return { ref: `node/${node.name}` };
  const ext = s.externals.find(holds);
  if (ext) return { ref: `external/${ext.name}` };
  // On a node replayed from its files: which endpoint to collect, and the command that prints it.
  const replay = keptReplayOf(s);
  const checked = replay?.checks.probe(s, replay.report, { from: ip, to: ip });
  return { error: m('composer.noHolder', { ip }), ...(checked && 'deadEnd' in checked ? { deadEnd: checked.deadEnd } : {}) };
}

/** A first form that can be sent as it is: the first pod to the first Service (or pod) port. */
export function defaultForm(s: Scenario): ComposerForm {
  const c = composerChoices(s);
  const from = c.from[0]?.choices[0]?.ref ?? '';
  const toKind: TargetKind = c.to.service.length ? 'service' : c.to.pod.length > 1 ? 'pod' : c.to.external.length ? 'external' : 'ip';
  const target = toKind === 'ip' ? undefined : c.to[toKind].find((t) => t.ref !== from) ?? c.to[toKind][0];
  const port = target?.ports[0];
  return { from, toKind, to: target?.ref ?? '', port: port?.value ?? '80', protocol: port?.protocol ?? 'tcp', srcPort: '', size: '64', df: false };
}

export type FormErrors = Partial<Record<keyof ComposerForm, ComposerMsg>>;

const intIn = (text: string, lo: number, hi: number) => /^\d{1,5}$/.test(text.trim()) && Number(text) >= lo && Number(text) <= hi;

/** The probe a form describes, or the errors of its fields. */
export function buildProbe(f: ComposerForm): { probe?: ProbeSpec; errors: FormErrors } {
  const errors: FormErrors = {};
  if (!f.from) errors.from = m('composer.pickSource', {});
  if (!f.to.trim()) errors.to = m(f.toKind === 'ip' ? 'composer.typeAddress' : 'composer.pickTarget', {});
  else if (f.toKind === 'ip' && parseIp(f.to.trim().replace(/^\[(.*)\]$/, '$1')) === undefined) errors.to = m('composer.notAddress', { text: f.to });
  const needsPort = f.protocol !== 'icmp' || f.toKind === 'service';
  const port = f.port.trim();
  if (needsPort && !port) errors.port = f.toKind === 'service' ? m('composer.serviceNeedsPort', {}) : m('composer.needsPort', { proto: f.protocol.toUpperCase() });
  else if (port && f.protocol !== 'icmp' && !intIn(port, 1, 65535)) errors.port = m('composer.port', {});
  if (f.srcPort.trim() && !intIn(f.srcPort, 1, 65535)) errors.srcPort = m('composer.srcPort', {});
  if (!intIn(f.size, 28, 65535)) errors.size = m('composer.size', {});
  if (Object.keys(errors).length) return { errors };
  // ICMP carries no port, except that a Service ref always names one.
  const withPort = port && (f.protocol !== 'icmp' || f.toKind === 'service') ? `:${port}` : '';
  // An IPv6 address with a port is written in brackets ([fd00::5]:80), and walks IPv6.
  const literal6 = f.toKind === 'ip' && typeof parseIp(f.to.trim().replace(/^\[(.*)\]$/, '$1')) === 'string';
  const target = literal6 ? `[${f.to.trim().replace(/^\[(.*)\]$/, '$1')}]` : f.to.trim();
  const probe: ProbeSpec = {
    name: ADHOC,
    from: f.from,
    to: literal6 && !withPort ? target.slice(1, -1) : `${target}${withPort}`,
    ...(f.family === 'IPv6' || literal6 ? { ipFamily: 'IPv6' as const } : {}),
    protocol: f.protocol,
    size: Number(f.size),
    df: f.df,
    ...(f.srcPort.trim() ? { srcPort: Number(f.srcPort) } : {}),
  };
  return { probe, errors };
}

/** The form for a saved probe ("edit a copy"); a Service port given by name becomes its number. */
export function formFromProbe(p: ProbeSpec, s: Scenario): ComposerForm {
  const to = canonicalRef(p.to);
  const slash = to.indexOf('/');
  const kind = slash > 0 ? to.slice(0, slash) : 'ip';
  const colon = to.lastIndexOf(':');
  // `[IPv6]:port` or a bare IPv6 address: its colons are no port's.
  const bare6 = kind === 'ip' && !to.startsWith('[') && to.split(':').length > 2;
  const hasPort = !bare6 && colon > slash && (!to.startsWith('[') || colon > to.indexOf(']'));
  const target = hasPort ? to.slice(0, colon) : to;
  let port = hasPort ? to.slice(colon + 1) : '';
  if (kind === 'service' && !/^\d+$/.test(port)) {
    const svc = s.services.find((x) => `service/${x.namespace}/${x.name}` === target);
    port = String(svc?.ports.find((x) => x.name === port)?.port ?? port);
  }
  return {
    from: canonicalRef(p.from).replace(/:\d+$/, ''),
    toKind: (['pod', 'service', 'node', 'external'].includes(kind) ? kind : 'ip') as TargetKind,
    to: target,
    port,
    protocol: p.protocol,
    srcPort: p.srcPort !== undefined ? String(p.srcPort) : '',
    size: String(p.size),
    df: p.df,
    ...(p.ipFamily ? { family: p.ipFamily } : {}),
  };
}
