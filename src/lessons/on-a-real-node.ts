// For each step of a trace, the commands that show the same thing on a real node: the port's layers
// and rules with vfpctrl, HNS objects with hnsdiag, captures with pktmon on Windows; ip, iptables,
// conntrack, cilium and Hubble on Linux. Command syntax as the domain notes record it (vfpctrl usage
// text, Microsoft's debug scripts, pktmon's documentation); values come from the step itself.
import { formatIp, type Ip } from '../core/net/ip';
import type { TraceEvent } from '../core/trace/trace';

export interface NodeCommand {
  cmd: string;
  /** What its output shows about this step. */
  what: string;
}

export interface OnARealNode {
  os: 'windows' | 'linux';
  node: string;
  commands: NodeCommand[];
  /** Where to take the commands with a grain of salt, and what Hubble sees. Backticks mark code. */
  notes: string[];
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

const c = (cmd: string, what: string): NodeCommand => ({ cmd, what });

/** A name from a dump or a share link goes into a command the user pastes into an administrator
 * shell: only plain tokens pass (GUIDs, VFP names, addresses); anything else becomes a placeholder. */
const SAFE = /^[A-Za-z0-9_.:/{}-]{1,200}$/;
const tok = (x: string | undefined, placeholder: string): string => (x !== undefined && SAFE.test(x) ? x : placeholder);

/** A pktmon capture from start to a readable file; filters stay until removed. */
function pktmonCapture(filters: NodeCommand[], start: NodeCommand, read: NodeCommand): NodeCommand[] {
  return [
    ...filters,
    start,
    c('pktmon counters', 'packets per component while it runs (reproduce the problem now)'),
    c('pktmon stop', 'end the capture and write the file'),
    read,
    ...(filters.length ? [c('pktmon filter remove', 'clear the filters for the next capture')] : []),
  ];
}

/** Drops, with VFP's own drop events when the rules may be the cause (the provider Microsoft's drop capture uses). */
function pktmonDrops(vfp: boolean): NodeCommand[] {
  return [
    vfp
      ? c('pktmon start --capture --type drop -t -p Microsoft-Windows-Hyper-V-VfpExt -k 0x2 -f drops.etl', 'capture dropped packets at every component of the switch, with VFP\'s drop events')
      : c('pktmon start --capture --type drop -f drops.etl', 'capture dropped packets at every component of the switch'),
    c('pktmon counters --type drop --drop-reason', 'which component dropped how many, and why (reproduce the problem first)'),
    c('pktmon stop', 'end the capture'),
    c('pktmon etl2txt drops.etl', 'the dropped packets as text, with the component and reason'),
  ];
}

const MTU = c('Get-NetIPInterface -IncludeAllCompartments -AddressFamily IPv4 | ft InterfaceAlias,CompartmentId,NlMtu', 'the MTU of every interface, the pod vNICs in their compartments included');

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
  switch (e.kind) {
    case 'send':
    case 'answer':
    case 'route':
      return pod
        ? [c(`kubectl exec ${pod} -- ipconfig /all`, "the pod's compartment: its vNIC, address and gateway"), c(`kubectl exec ${pod} -- route print -4`, 'the routes the compartment chose from')]
        : [c('Get-NetIPAddress -IncludeAllCompartments -AddressFamily IPv4', 'every compartment: the host vNIC in compartment 1, one per pod'), c('route print -4', "the host compartment's routes")];
    case 'port':
    case 'hairpin':
      return port
        ? [
            c(`vfpctrl /port ${port} /list-layer`, 'the layers of this port, with their priorities'),
            c(`vfpctrl /port ${port} /get-port-counter`, 'packets and drops counted on this port'),
            c(`vfpctrl /port ${port} /get-port-state`, 'whether the port is blocked (Microsoft\'s health check expects Blocked FALSE)'),
          ]
        : [];
    case 'layer': {
      if (!port || !at.layer) return [];
      const out = [c(`vfpctrl /port ${port} /layer ${at.layer}${at.group ? ` /group ${at.group}` : ''} /list-rule`, `the rules of ${at.group ?? at.layer}, with priorities and flags`)];
      if (at.rule && at.group) out.push(c(`vfpctrl /get-rule-info /port ${port} /layer ${at.layer} /group ${at.group} /rule ${at.rule}`, 'the matched rule in full (its DIP list for a load balancer)'));
      out.push(c(`vfpctrl /port ${port} /get-rule-counter`, 'how many packets each rule matched or dropped'));
      if (e.lb) out.push(c('hnsdiag list loadbalancers -d', `the HNS load balancer behind ${e.lb.vip}, with its DIPs`));
      if (e.transpositions?.some((t) => t.kind === 'snat')) out.push(c(`vfpctrl /port ${port} /list-nat-range`, 'the port ranges outbound NAT hands out'));
      return out;
    }
    case 'flow-hit':
      return port ? [c(`vfpctrl /port ${port} /list-unified-flow`, 'the unified flow table: this connection and its cached transposition')] : [];
    case 'switch':
      return [c('vfpctrl /list-vmswitch-port', "every port of the switch, with its friendly name and MAC"), c('hnsdiag list endpoints', 'the HNS endpoints those ports belong to')];
    case 'wire':
      if (e.text.includes('MTU')) return [MTU];
      return pktmonCapture(
        e.packet.outer?.kind === 'vxlan' ? [c('pktmon filter add VXLAN -t UDP -p 4789', 'watch only VXLAN')] : [c(`pktmon filter add -i ${ip(e.packet.dst)}`, 'watch only this destination')],
        c('pktmon start --capture --comp nics', 'capture on the physical NIC'),
        c('pktmon etl2pcap PktMon.etl', 'a pcapng file for Wireshark'),
      );
    case 'deliver':
      return pod ? [c(`kubectl exec ${pod} -- netstat -ano`, 'the sockets listening in the pod')] : [c('netstat -ano', 'the sockets listening on the host')];
    case 'drop': {
      if (e.text.includes('NO_LISTENER')) return pod ? [c(`kubectl exec ${pod} -- netstat -ano`, 'nothing listens on the port: the stack drops it')] : [c('netstat -ano', 'nothing listens on the port')];
      if (e.text.includes('MTU_EXCEEDED')) return [MTU];
      const out = port ? [c(`vfpctrl /port ${port} /get-rule-counter`, 'the rule that dropped it counts the packet')] : [];
      if (port && e.text.includes('PORT_BLOCKED')) out.push(c(`vfpctrl /port ${port} /get-port-state`, 'Blocked TRUE: the port drops everything'));
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
  if (e.lb) return ebpf ? [c('cilium bpf lb list', `the service map: ${e.lb.vip} and its backends (run in the Cilium agent pod, anetd on GKE; cilium-dbg on Cilium 1.15 and later)`)] : [c(`iptables -t nat -L KUBE-SERVICES -n | grep ${e.lb.vip.split(':')[0]}`, "kube-proxy's chain for the Service, then its KUBE-SVC-… and KUBE-SEP-… chains")];
  if (t.includes('conntrack')) return ebpf ? [c('cilium bpf ct list global', "Cilium's connection tracking table")] : [c(`conntrack -L | grep ${dst}`, 'the kernel connection tracking entries with this address, either direction')];
  if (e.transpositions?.some((x) => x.kind === 'snat')) return ebpf ? [c('cilium bpf nat list', "Cilium's NAT table (masquerade)")] : [c('iptables -t nat -L POSTROUTING -n -v', 'the MASQUERADE rule and its packet count'), c('iptables -t nat -L IP-MASQ-AGENT -n -v', 'where ip-masq-agent runs (GKE): the ranges it leaves alone, then MASQUERADE')];
  if (e.at.layer && (e.at.layer.startsWith('cali-') || e.at.layer.includes('policy')) || t.includes('ACL_DENY'))
    return ebpf
      ? [c(`hubble observe ${who ? `--pod ${who.hubble} ` : ''}--verdict DROPPED`, 'policy drops and their drop reason'), c('cilium monitor --type drop', 'drops as the agent sees them')]
      : [e.at.layer?.startsWith('cali-') ? c(`iptables -L ${tok(e.at.layer, '<chain>')} -v -n`, "Calico's policy chain for the pod and its counters") : c('iptables -L FORWARD -v -n', 'the FORWARD chain and its counters')];
  if (e.kind === 'send' || e.kind === 'answer') return pod ? [c(`kubectl exec ${pod} -- ip addr`, "the pod netns's eth0 (one end of the veth pair) and its address")] : [c('ip addr', "the node's interfaces")];
  if (e.kind === 'deliver' || t.includes('NO_LISTENER')) return pod ? [c(`kubectl exec ${pod} -- ss -ltn`, 'the sockets listening in the pod')] : [c('ss -ltn', 'the sockets listening on the node')];
  if (t.includes('veth'))
    return ebpf
      ? [c('ip link show | grep lxc', "the host ends of the pods' veths, where Cilium's eBPF programs sit"), c('cilium endpoint list', 'the pods Cilium manages, with their identity and policy state')]
      : [c('bridge fdb show br cbr0', "the bridge's forwarding database"), c('ip link show master cbr0', 'the veth ends plugged into the bridge')];
  if (e.kind === 'route' || t.includes('netns')) return pod ? [c(`kubectl exec ${pod} -- ip route`, "the pod netns's routes")] : [c('ip route', "the root netns's routes")];
  if (t.includes('MTU')) return [c('ip link show', 'the MTU of eth0, the bridge and the VXLAN device')];
  if (e.kind === 'wire') return [c(`tcpdump -ni eth0 host ${dst}`, "the packet on the node's NIC")];
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
function portNote(e: TraceEvent, named: PortName | undefined, fromDumps: boolean | undefined): string {
  if (named?.name || (fromDumps && !named)) return "The port GUIDs are your node's, as its dumps name them.";
  if (named?.endpoint)
    return `The name of the port of endpoint ${tok(named.endpoint, '<endpoint>')} is in none of your files: \`vfpctrl /list-vmswitch-port\` lists it (its friendly name is that endpoint id); put it in place of \`${portWord(e, named)}\`.`;
  if (named)
    return `The name of this port is in none of your files: \`vfpctrl /list-vmswitch-port\` lists the switch's ports with their friendly names and MACs; put its name in place of \`${portWord(e, named)}\`.`;
  return "The port GUIDs are this model's. On your node, find the pod's port with `vfpctrl /list-vmswitch-port` (a pod port's friendly name is its HNS endpoint id) or `Get-HnsEndpoint` (its port GUID is under Resources.Allocators).";
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
    const notes: string[] = [];
    if (commands.some((x) => x.cmd.startsWith('vfpctrl /port') || x.cmd.startsWith('vfpctrl /get-rule-info'))) notes.push(portNote(e, named, opts.fromDumps));
    if (opts.hubble) notes.push('Hubble does not see this step: GKE Windows nodes are not part of Dataplane V2 (Cilium). Capture with pktmon instead.');
    return { os: 'windows', node, commands, notes };
  }
  const commands = linuxCommands(e, h.dataplane);
  if (!commands.length) return undefined;
  const pod = podOf(e.at.owner);
  return {
    os: 'linux',
    node,
    commands,
    notes: h.dataplane === 'ebpf' ? [`Hubble sees this step: \`hubble observe ${pod ? `--pod ${pod.hubble}` : `--node-name ${tok(node, '<node>')}`}\``] : [],
  };
}
