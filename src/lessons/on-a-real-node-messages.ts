// What each command of "On a real node" shows, and the panel's notes, as message values (issue 30):
// English here (the evidence report, the panel in English), Vietnamese in ui/inspector/real-node.vi.ts.
// Commands themselves are never translated: they are pasted into a shell.
import { msg, render, type MsgOf } from '../core/message';

export const REAL_NODE_EN = {
  'node.pktmonCounters': () => 'packets per component while it runs (reproduce the problem now)',
  'node.pktmonStop': () => 'end the capture and write the file',
  'node.pktmonFilterRemove': () => 'clear the filters for the next capture',
  'node.dropsVfp': () => "capture dropped packets at every component of the switch, with VFP's drop events",
  'node.drops': () => 'capture dropped packets at every component of the switch',
  'node.dropCounters': () => 'which component dropped how many, and why (reproduce the problem first)',
  'node.endCapture': () => 'end the capture',
  'node.dropsText': () => 'the dropped packets as text, with the component and reason',
  'node.mtu': () => 'the MTU of every interface, the pod vNICs in their compartments included',
  'node.podIpconfig': () => "the pod's compartment: its vNIC, address and gateway",
  'node.podRoutes': () => 'the routes the compartment chose from',
  'node.compartments': () => 'every compartment: the host vNIC in compartment 1, one per pod',
  'node.hostRoutes': () => "the host compartment's routes",
  'node.layers': () => 'the layers of this port, with their priorities',
  'node.portCounters': () => 'packets and drops counted on this port',
  'node.portState': () => "whether the port is blocked (Microsoft's health check expects Blocked FALSE)",
  /** `of`: the group or layer name. */
  'node.rules': (a: { of: string }) => `the rules of ${a.of}, with priorities and flags`,
  'node.ruleInfo': () => 'the matched rule in full (its DIP list for a load balancer)',
  'node.ruleCounters': () => 'how many packets each rule matched or dropped',
  'node.hnsLb': (a: { vip: string }) => `the HNS load balancer behind ${a.vip}, with its DIPs`,
  'node.natRanges': () => 'the port ranges outbound NAT hands out',
  'node.unifiedFlow': () => 'the unified flow table: this connection and its cached transposition',
  'node.switchPorts': () => 'every port of the switch, with its friendly name and MAC',
  'node.hnsEndpoints': () => 'the HNS endpoints those ports belong to',
  'node.watchVxlan': () => 'watch only VXLAN',
  'node.watchDst': () => 'watch only this destination',
  'node.captureNics': () => 'capture on the physical NIC',
  'node.etl2pcap': () => 'a pcapng file for Wireshark',
  'node.podSockets': () => 'the sockets listening in the pod',
  'node.hostSockets': () => 'the sockets listening on the host',
  'node.noListenerPod': () => 'nothing listens on the port: the stack drops it',
  'node.noListener': () => 'nothing listens on the port',
  'node.droppedCount': () => 'the rule that dropped it counts the packet',
  'node.blocked': () => 'Blocked TRUE: the port drops everything',
  'node.ciliumLb': (a: { vip: string }) => `the service map: ${a.vip} and its backends (run in the Cilium agent pod, anetd on GKE; cilium-dbg on Cilium 1.15 and later)`,
  'node.kubeServices': () => "kube-proxy's chain for the Service, then its KUBE-SVC-… and KUBE-SEP-… chains",
  'node.ciliumCt': () => "Cilium's connection tracking table",
  'node.conntrack': () => 'the kernel connection tracking entries with this address, either direction',
  'node.ciliumNat': () => "Cilium's NAT table (masquerade)",
  'node.masquerade': () => 'the MASQUERADE rule and its packet count',
  'node.ipMasqAgent': () => 'where ip-masq-agent runs (GKE): the ranges it leaves alone, then MASQUERADE',
  'node.hubbleDrops': () => 'policy drops and their drop reason',
  'node.ciliumMonitor': () => 'drops as the agent sees them',
  'node.calicoChain': () => "Calico's policy chain for the pod and its counters",
  'node.forwardChain': () => 'the FORWARD chain and its counters',
  'node.podEth0': () => "the pod netns's eth0 (one end of the veth pair) and its address",
  'node.nodeIfaces': () => "the node's interfaces",
  'node.nodeSockets': () => 'the sockets listening on the node',
  'node.lxc': () => "the host ends of the pods' veths, where Cilium's eBPF programs sit",
  'node.ciliumEndpoints': () => 'the pods Cilium manages, with their identity and policy state',
  'node.fdb': () => "the bridge's forwarding database",
  'node.bridgeLinks': () => 'the veth ends plugged into the bridge',
  'node.podNetnsRoutes': () => "the pod netns's routes",
  'node.rootRoutes': () => "the root netns's routes",
  'node.linuxMtu': () => 'the MTU of eth0, the bridge and the VXLAN device',
  'node.tcpdump': () => "the packet on the node's NIC",
  // Notes. Backticks mark code.
  'node.note.yourPorts': () => "The port GUIDs are your node's, as its dumps name them.",
  /** `endpoint`: its id; `port`: the placeholder the commands put in its place. */
  'node.note.endpointPort': (a: { endpoint: string; port: string }) =>
    `The name of the port of endpoint ${a.endpoint} is in none of your files: \`vfpctrl /list-vmswitch-port\` lists it (its friendly name is that endpoint id); put it in place of \`${a.port}\`.`,
  'node.note.unnamedPort': (a: { port: string }) =>
    `The name of this port is in none of your files: \`vfpctrl /list-vmswitch-port\` lists the switch's ports with their friendly names and MACs; put its name in place of \`${a.port}\`.`,
  'node.note.modelPorts': () =>
    "The port GUIDs are this model's. On your node, find the pod's port with `vfpctrl /list-vmswitch-port` (a pod port's friendly name is its HNS endpoint id) or `Get-HnsEndpoint` (its port GUID is under Resources.Allocators).",
  'node.note.noHubble': () => 'Hubble does not see this step: GKE Windows nodes are not part of Dataplane V2 (Cilium). Capture with pktmon instead.',
  /** `cmd`: the hubble command. */
  'node.note.hubble': (a: { cmd: string }) => `Hubble sees this step: \`${a.cmd}\``,
} as const;

export type RealNodeMsg = MsgOf<typeof REAL_NODE_EN>;
export const realNodeMsg = msg<typeof REAL_NODE_EN>();
export const realNodeText = (m: RealNodeMsg): string => render([REAL_NODE_EN], m);
