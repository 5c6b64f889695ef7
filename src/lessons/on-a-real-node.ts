// For each step of a trace, the commands that show the same thing on a real node: the port's layers
// and rules with vfpctrl, HNS objects with hnsdiag, captures with pktmon on Windows; ip, iptables,
// conntrack, cilium and Hubble on Linux. Command syntax as the domain notes record it (vfpctrl usage
// text, Microsoft's debug scripts, pktmon's documentation); values come from the step itself.
import { formatIp, type Ip } from '../core/net/ip';
import type { TraceEvent } from '../core/trace/trace';
import { realNodeMsg, type RealNodeMsg } from './on-a-real-node-messages';

export interface NodeCommand {
  cmd: string;
  /** What its output shows about this step. */
  what: RealNodeMsg;
}

export interface OnARealNode {
  os: 'windows' | 'linux';
  node: string;
  commands: NodeCommand[];
  /** Where to take the commands with a grain of salt, and what Hubble sees. Backticks mark code. */
  notes: RealNodeMsg[];
}

/** What the caller knows of a host (a World's hosts fit this shape). */
export type HostInfo = { kind: 'windows' } | { kind: 'linux'; dataplane: 'iptables' | 'ebpf' } | { kind: 'external' };

/** `pod/default/web` → `-n default web` for kubectl; `default/web` for Hubble. */
function podOf(owner: string | undefined): { kubectl: string; hubble: string } | undefined {
  const m = owner?.match(/^pod\/(?:([^/]+)\/)?(.+)$/);
  if (!m) return undefined;
  const ns = tok(m[1] ?? 'default', '<namespace>');
  const name = tok(m[2], '<pod>');
  return { kubectl: `-n ${ns} ${name}`, hubble: `${ns}/${name}` };
}

const c = (cmd: string, what: RealNodeMsg): NodeCommand => ({ cmd, what });
const M = realNodeMsg;

/** A name from a dump or a share link goes into a command the user pastes into an administrator
 * shell: only plain tokens pass (GUIDs, VFP names, addresses); anything else becomes a placeholder. */
const SAFE = /^[A-Za-z0-9_.:/{}-]{1,200}$/;
const tok = (x: string | undefined, placeholder: string): string => (x !== undefined && SAFE.test(x) ? x : placeholder);

/** A pktmon capture from start to a readable file; filters stay until removed. */
function pktmonCapture(filters: NodeCommand[], start: NodeCommand, read: NodeCommand): NodeCommand[] {
  return [
    ...filters,
    start,
    c('pktmon counters', M('node.pktmonCounters', {})),
    c('pktmon stop', M('node.pktmonStop', {})),
    read,
    ...(filters.length ? [c('pktmon filter remove', M('node.pktmonFilterRemove', {}))] : []),
  ];
}

/** Drops, with VFP's own drop events when the rules may be the cause (the provider Microsoft's drop capture uses). */
function pktmonDrops(vfp: boolean): NodeCommand[] {
  return [
    vfp
      ? c('pktmon start --capture --type drop -t -p Microsoft-Windows-Hyper-V-VfpExt -k 0x2 -f drops.etl', M('node.dropsVfp', {}))
      : c('pktmon start --capture --type drop -f drops.etl', M('node.drops', {})),
    c('pktmon counters --type drop --drop-reason', M('node.dropCounters', {})),
    c('pktmon stop', M('node.endCapture', {})),
    c('pktmon etl2txt drops.etl', M('node.dropsText', {})),
  ];
}

/** The address family of a step's packet, as Windows' commands name it (an IPv6 packet: the IPv6 tables). */
const familyOf = (e: TraceEvent): 'IPv4' | 'IPv6' => (typeof e.packet.dst === 'number' ? 'IPv4' : 'IPv6');
const mtu = (e: TraceEvent) => c(`Get-NetIPInterface -IncludeAllCompartments -AddressFamily ${familyOf(e)} | ft InterfaceAlias,CompartmentId,NlMtu`, M('node.mtu', {}));

/** How the commands name a port: as the user's files do, by its endpoint when only that is there, or a placeholder. */
function portWord(e: TraceEvent, named: PortName | undefined): string | undefined {
  if (!e.at.port) return undefined;
  if (!named) return tok(e.at.port, '<port>');
  if (named.name) return tok(named.name, '<port>');
  if (named.endpoint) return `<port of endpoint ${tok(named.endpoint, '…').slice(0, 8)}>`;
  return `<${e.at.portKind === 'host' ? 'host vNIC' : e.at.portKind === 'external' ? 'external' : 'this'} port>`;
}

function windowsCommands(e: TraceEvent, named: PortName | undefined): NodeCommand[] {
  const at = { ...e.at, layer: e.at.layer && tok(e.at.layer, '<layer>'), group: e.at.group && tok(e.at.group, '<group>'), rule: e.at.rule && tok(e.at.rule, '<rule>') };
  const port = portWord(e, named);
  const pod = podOf(at.owner)?.kubectl;
  const ip = (n: Ip) => formatIp(n);
  const route = familyOf(e) === 'IPv4' ? '-4' : '-6';
  switch (e.kind) {
    case 'send':
    case 'answer':
    case 'route':
      return pod
        ? [c(`kubectl exec ${pod} -- ipconfig /all`, M('node.podIpconfig', {})), c(`kubectl exec ${pod} -- route print ${route}`, M('node.podRoutes', {}))]
        : [c(`Get-NetIPAddress -IncludeAllCompartments -AddressFamily ${familyOf(e)}`, M('node.compartments', {})), c(`route print ${route}`, M('node.hostRoutes', {}))];
    case 'port':
    case 'hairpin':
      return port
        ? [
            c(`vfpctrl /port ${port} /list-layer`, M('node.layers', {})),
            c(`vfpctrl /port ${port} /get-port-counter`, M('node.portCounters', {})),
            c(`vfpctrl /port ${port} /get-port-state`, M('node.portState', {})),
          ]
        : [];
    case 'layer': {
      if (!port || !at.layer) return [];
      const out = [c(`vfpctrl /port ${port} /layer ${at.layer}${at.group ? ` /group ${at.group}` : ''} /list-rule`, M('node.rules', { of: at.group ?? at.layer }))];
      if (at.rule && at.group) out.push(c(`vfpctrl /get-rule-info /port ${port} /layer ${at.layer} /group ${at.group} /rule ${at.rule}`, M('node.ruleInfo', {})));
      out.push(c(`vfpctrl /port ${port} /get-rule-counter`, M('node.ruleCounters', {})));
      if (e.lb) out.push(c('hnsdiag list loadbalancers -d', M('node.hnsLb', { vip: e.lb.vip })));
      if (e.transpositions?.some((t) => t.kind === 'snat')) out.push(c(`vfpctrl /port ${port} /list-nat-range`, M('node.natRanges', {})));
      return out;
    }
    case 'flow-hit':
      return port ? [c(`vfpctrl /port ${port} /list-unified-flow`, M('node.unifiedFlow', {}))] : [];
    case 'switch':
      return [c('vfpctrl /list-vmswitch-port', M('node.switchPorts', {})), c('hnsdiag list endpoints', M('node.hnsEndpoints', {}))];
    case 'wire':
      if (e.text.includes('MTU')) return [mtu(e)];
      return pktmonCapture(
        e.packet.outer?.kind === 'vxlan' ? [c('pktmon filter add VXLAN -t UDP -p 4789', M('node.watchVxlan', {}))] : [c(`pktmon filter add -i ${ip(e.packet.dst)}`, M('node.watchDst', {}))],
        c('pktmon start --capture --comp nics', M('node.captureNics', {})),
        c('pktmon etl2pcap PktMon.etl', M('node.etl2pcap', {})),
      );
    case 'deliver':
      return pod ? [c(`kubectl exec ${pod} -- netstat -ano`, M('node.podSockets', {}))] : [c('netstat -ano', M('node.hostSockets', {}))];
    case 'drop': {
      if (e.text.includes('NO_LISTENER')) return pod ? [c(`kubectl exec ${pod} -- netstat -ano`, M('node.noListenerPod', {}))] : [c('netstat -ano', M('node.noListener', {}))];
      if (e.text.includes('MTU_EXCEEDED')) return [mtu(e)];
      const out = port ? [c(`vfpctrl /port ${port} /get-rule-counter`, M('node.droppedCount', {}))] : [];
      if (port && e.text.includes('PORT_BLOCKED')) out.push(c(`vfpctrl /port ${port} /get-port-state`, M('node.blocked', {})));
      return [...out, ...pktmonDrops(!!port)];
    }
    case 'linux':
      return [];
  }
}

function linuxCommands(e: TraceEvent, dataplane: 'iptables' | 'ebpf'): NodeCommand[] {
  const who = podOf(e.at.owner);
  const pod = who?.kubectl;
  const ebpf = dataplane === 'ebpf';
  const t = e.text;
  const dst = formatIp(e.packet.dst);
  if (e.lb) return ebpf ? [c('cilium bpf lb list', M('node.ciliumLb', { vip: e.lb.vip }))] : [c(`iptables -t nat -L KUBE-SERVICES -n | grep ${e.lb.vip.split(':')[0]}`, M('node.kubeServices', {}))];
  if (t.includes('conntrack')) return ebpf ? [c('cilium bpf ct list global', M('node.ciliumCt', {}))] : [c(`conntrack -L | grep ${dst}`, M('node.conntrack', {}))];
  if (e.transpositions?.some((x) => x.kind === 'snat')) return ebpf ? [c('cilium bpf nat list', M('node.ciliumNat', {}))] : [c('iptables -t nat -L POSTROUTING -n -v', M('node.masquerade', {})), c('iptables -t nat -L IP-MASQ-AGENT -n -v', M('node.ipMasqAgent', {}))];
  if (e.at.layer && (e.at.layer.startsWith('cali-') || e.at.layer.includes('policy')) || t.includes('ACL_DENY'))
    return ebpf
      ? [c(`hubble observe ${who ? `--pod ${who.hubble} ` : ''}--verdict DROPPED`, M('node.hubbleDrops', {})), c('cilium monitor --type drop', M('node.ciliumMonitor', {}))]
      : [e.at.layer?.startsWith('cali-') ? c(`iptables -L ${tok(e.at.layer, '<chain>')} -v -n`, M('node.calicoChain', {})) : c('iptables -L FORWARD -v -n', M('node.forwardChain', {}))];
  if (e.kind === 'send' || e.kind === 'answer') return pod ? [c(`kubectl exec ${pod} -- ip addr`, M('node.podEth0', {}))] : [c('ip addr', M('node.nodeIfaces', {}))];
  if (e.kind === 'deliver' || t.includes('NO_LISTENER')) return pod ? [c(`kubectl exec ${pod} -- ss -ltn`, M('node.podSockets', {}))] : [c('ss -ltn', M('node.nodeSockets', {}))];
  if (t.includes('veth'))
    return ebpf
      ? [c('ip link show | grep lxc', M('node.lxc', {})), c('cilium endpoint list', M('node.ciliumEndpoints', {}))]
      : [c('bridge fdb show br cbr0', M('node.fdb', {})), c('ip link show master cbr0', M('node.bridgeLinks', {}))];
  if (e.kind === 'route' || t.includes('netns')) return pod ? [c(`kubectl exec ${pod} -- ip route`, M('node.podNetnsRoutes', {}))] : [c('ip route', M('node.rootRoutes', {}))];
  if (t.includes('MTU')) return [c('ip link show', M('node.linuxMtu', {}))];
  if (e.kind === 'wire') return [c(`tcpdump -ni eth0 host ${dst}`, M('node.tcpdump', {}))];
  return [];
}

export interface RealNodeOptions {
  /** The cluster's Linux side runs Cilium (Dataplane V2): say where Hubble sees a step. */
  hubble?: boolean;
  /** The node was replayed from its own dumps: its port GUIDs are the real ones. */
  fromDumps?: boolean;
  /** How the user's files name a replayed node's ports (io/replay port-names.ts); undefined for a node not from files. */
  portName?: (node: string, port: string, friendlyName?: string) => PortName | undefined;
}

/** A port as the user's files name it: `name` (a vfpctrl or HNS port name), only its `endpoint` id, or neither. */
export interface PortName {
  name?: string;
  endpoint?: string;
}

/** What a note says of the port the commands name: the files' name, its endpoint's only, or none. */
function portNote(e: TraceEvent, named: PortName | undefined, fromDumps: boolean | undefined): RealNodeMsg {
  if (named?.name || (fromDumps && !named)) return M('node.note.yourPorts', {});
  if (named?.endpoint) return M('node.note.endpointPort', { endpoint: tok(named.endpoint, '<endpoint>'), port: portWord(e, named) ?? '' });
  if (named) return M('node.note.unnamedPort', { port: portWord(e, named) ?? '' });
  return M('node.note.modelPorts', {});
}

/** The commands for a step, on the node where it happened; undefined when there is nothing to run
 * (an outside host) or nothing that shows this step. */
export function onARealNode(e: TraceEvent, hostOf: (node: string) => HostInfo | undefined, opts: RealNodeOptions = {}): OnARealNode | undefined {
  // A step on the wire is seen from the node that sent it ("win-a → node network").
  const node = hostOf(e.at.node) ? e.at.node : e.at.link?.split(' → ')[0];
  const h = node === undefined ? undefined : hostOf(node);
  if (!h || !node || h.kind === 'external') return undefined;
  if (h.kind === 'windows') {
    const named = e.at.port ? opts.portName?.(node, e.at.port, e.at.portName) : undefined;
    const commands = windowsCommands(e, named);
    if (!commands.length) return undefined;
    const notes: RealNodeMsg[] = [];
    if (commands.some((x) => x.cmd.startsWith('vfpctrl /port') || x.cmd.startsWith('vfpctrl /get-rule-info'))) notes.push(portNote(e, named, opts.fromDumps));
    if (opts.hubble) notes.push(M('node.note.noHubble', {}));
    return { os: 'windows', node, commands, notes };
  }
  const commands = linuxCommands(e, h.dataplane);
  if (!commands.length) return undefined;
  const pod = podOf(e.at.owner);
  return {
    os: 'linux',
    node,
    commands,
    notes: h.dataplane === 'ebpf' ? [M('node.note.hubble', { cmd: `hubble observe ${pod ? `--pod ${pod.hubble}` : `--node-name ${tok(node, '<node>')}`}` })] : [],
  };
}
