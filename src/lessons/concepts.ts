// What a workshop explains before the first packet moves, as data the UI lays out: the Linux
// building blocks students know and their Windows counterparts, who programs what (HCS, HNS, VFP),
// the HNS network modes, a node built up from bare metal, how a pod gets its network, the order in
// which to debug a node (tied to the dumps Import mode reads), and the pitfalls of hybrid clusters.
// Facts from the domain notes (../shared/domain); the sentences are ours.
import type { FormatId } from '../io/formats';

export interface Counterpart {
  linux: string;
  windows: string;
  /** Where the analogy holds and where it breaks. */
  note: string;
}

export const LINUX_TO_WINDOWS: readonly Counterpart[] = [
  {
    linux: 'network namespace (netns)',
    windows: 'network compartment',
    note: 'A separate TCP/IP stack with its own addresses, prefixes and routes; Windows prevents forwarding between compartments. Each pod gets one, the host has compartment 1.',
  },
  {
    linux: 'veth pair, eth0 in the pod',
    windows: 'vNIC bound to a vSwitch port (an HNS endpoint)',
    note: 'The pod\'s `vEthernet (…)` adapter lives in its compartment; the other end is not an interface but a port of the Hyper-V vSwitch.',
  },
  {
    linux: 'Linux bridge (L2) and IP routing (L3)',
    windows: 'Hyper-V vSwitch',
    note: 'Switches by MAC (and VLAN) and, through VFP, also routes and rewrites. A host can have many vSwitches; ports come and go at run time. Closer to Open vSwitch than to a plain bridge.',
  },
  {
    linux: 'iptables / IPVS / tc',
    windows: 'VFP (Virtual Filtering Platform) and Windows Firewall',
    note: 'VFP is a vSwitch extension: a match-action engine of layers, groups and rules on every port, doing ACLs, NAT, load balancing and encap/decap, the same data plane Azure runs. `iptables -L` has no equivalent; `vfpctrl /list-rule` is the closest.',
  },
  {
    linux: 'kube-proxy in iptables or IPVS mode',
    windows: 'kube-proxy in kernelspace mode (winkernel)',
    note: 'kube-proxy asks HNS for load balancers and HNS programs VFP rules on the node\'s ports. The userspace mode was removed in Kubernetes 1.26: kernelspace is the only mode.',
  },
  {
    linux: 'Cilium / eBPF (GKE Dataplane V2)',
    windows: 'on GKE: kube-proxy and VFP; on Google Distributed Cloud for VMware: an optional Windows Dataplane V2',
    note: 'GKE\'s notes say Windows node pools (on Google Cloud) do not use Dataplane V2: they stay on kube-proxy and VFP even when the Linux pools run it; that hybrid is valid, and Hubble only sees the Linux side. Google Distributed Cloud on VMware does have a Windows Dataplane V2 option (enableWindowsDataplaneV2). VFP Lab models the GKE case.',
  },
  {
    linux: 'conntrack',
    windows: 'VFP unified flow table',
    note: "A stateful layer's first packet walks the rules; later packets of the flow, and the replies, hit the port's flow table and get the cached transposition.",
  },
];

export interface Plane {
  name: string;
  role: string;
}

export const PLANES: readonly Plane[] = [
  { name: 'HNS (Host Networking Service)', role: 'The control plane: networks, endpoints, load balancers and policy lists are HNS objects; CNI plugins and kube-proxy create them, and HNS turns them into VFP rules.' },
  { name: 'VFP (Virtual Filtering Platform)', role: 'The data plane: the vSwitch extension that matches every packet crossing a port, in and out, against the rules HNS programmed.' },
  { name: 'HCS (Host Compute Service)', role: "HNS's twin for compute: it creates and runs containers (job objects, lifecycle). The pod's compartment is an HNS namespace; HNS attaches the network." },
];

export interface NetworkMode {
  mode: string;
  what: string;
  /** 'built': a scenario can describe it; 'imported': only a node's dumps bring it in, and their VFP
   * rules are replayed as they are. */
  inVfpLab: 'built' | 'imported';
}

export const NETWORK_MODES: readonly NetworkMode[] = [
  { mode: 'L2Bridge', what: 'Pods get addresses routable on the node network (GKE: an alias range of the VPC subnet); the vSwitch rewrites MACs, no encapsulation. win-bridge, the only mode GKE uses.', inVfpLab: 'built' },
  { mode: 'Overlay', what: 'Pods get addresses from an overlay range; traffic between nodes is VXLAN-encapsulated (UDP 4789, 50 bytes; Flannel: VNI 4096). win-overlay, for clusters that are not VPC-native.', inVfpLab: 'built' },
  { mode: 'L2Tunnel', what: "A special case of L2Bridge for Azure: every packet is sent to the physical Hyper-V host, where Azure's SDN policy applies (Azure CNI).", inVfpLab: 'imported' },
  { mode: 'Transparent', what: 'Containers directly on the physical network through an external vSwitch (ovn-kubernetes).', inVfpLab: 'imported' },
  { mode: 'NAT', what: "An internal vSwitch behind WinNAT, with port forwarding on the host: Docker's default network, not for Kubernetes.", inVfpLab: 'imported' },
];

/** A Windows node built up from bare metal, as the talk does it on slides. */
export const BARE_METAL_TO_POD: readonly string[] = [
  'A physical host: one physical NIC, with the node\'s IP and MAC, in the default compartment.',
  'Creating the HNS network creates a vSwitch bound to that NIC (its external port). The host gets a virtual NIC, `vEthernet (Ethernet)`, bound to another port (the management or host vNIC port), and the physical NIC\'s IP and MAC move to it.',
  'Each pod is a new compartment. Its HNS endpoint is a virtual NIC in that compartment, bound to a new vSwitch port, with its own IP and MAC.',
  'NAT, load balancing, encapsulation and ACLs are VFP rules on three kinds of port: the pod ports, the management port and the external port. Open a node and click a port to see them.',
];

/** How a pod gets its network, from the kubelet to the VFP port. */
export const POD_NETWORK_SETUP: readonly string[] = [
  'The kubelet asks the container runtime (dockershim in the talk\'s day, containerd\'s CRI today) to run the pod sandbox (`RunPodSandbox`).',
  'containerd creates the pod\'s network namespace first: an HNS namespace, which is the compartment, and passes its GUID to CNI as `CNI_NETNS` (dockershim instead started the pause container first and took the compartment from it).',
  'The runtime runs the CNI plugin (win-bridge, win-overlay, Calico, Azure CNI) with the network config from its conf folder and the `CNI_*` variables: `CNI_COMMAND=ADD`, `CNI_CONTAINERID`, `CNI_NETNS` (the namespace GUID), `CNI_IFNAME`, `CNI_PATH`.',
  'The plugin creates the HNS network if it does not exist yet, asks IPAM for an address in the node\'s pod range, and creates an HNS endpoint for it.',
  'It attaches the endpoint to the namespace (HNS adds a vSwitch port and the pod\'s vNIC) and applies the config\'s policies: the OutBoundNAT exception list, ROUTE policies with NeedEncap for the Service range, and so on. hcsshim is the library these calls go through.',
  'Then the runtime starts the pause (infrastructure) container through HCS inside that namespace, and the pod\'s containers join it.',
  'On each node a cbr0 endpoint in the host compartment, with IP forwarding on, is the pods\' default gateway: pod traffic to other nodes goes through it and out the host NIC.',
  'kube-proxy, separately, watches Services and EndpointSlices and asks HNS for a load balancer per Service port; HNS programs the LB and NAT rules on the ports.',
];

export interface DebugStep {
  title: string;
  look: string;
  commands: readonly string[];
  /** The dump formats Import mode reads for this step (none: look at it on the node). */
  reads: readonly FormatId[];
}

/** The order to debug a Windows node in: configuration first, the data plane last. */
export const DEBUG_ORDER: readonly DebugStep[] = [
  {
    title: 'Kubernetes: did the configuration reach the node?',
    look: 'kubelet and kube-proxy running; kube-proxy\'s log names the Service VIP and HNS accepted its load balancer (no `Policy creation failed`).',
    commands: ['kubectl get pods,svc,endpointslices,networkpolicies -A -o yaml', 'Get-Content C:\\k\\kubeproxy.err.log | sls <service ip> (the path depends on the install; a HostProcess kube-proxy: kubectl logs -n kube-system)'],
    reads: ['kubernetes-yaml', 'kube-proxy-log'],
  },
  {
    title: 'CNI: did the plugin get what Kubernetes asked for?',
    look: 'The network config: the OutBoundNAT exception list holds the cluster, Service and node ranges; the NeedEncap route covers the Service range; DNS and loopback DSR as intended.',
    commands: ["type C:\\etc\\cni\\net.d\\*.conf* (or the conf_dir in containerd's config.toml)"],
    reads: ['cni-conf'],
  },
  {
    title: 'HNS: are the objects there?',
    look: 'The network with its prefixes; the endpoints and their state, the remote ones not stale; a load balancer for the VIP and port; the policy lists; and the host ports HNS reserved for outbound NAT, in 64-port blocks (some must be left).',
    commands: [
      'Get-HnsNetwork | ConvertTo-Json -Depth 20',
      'Get-HnsEndpoint | ConvertTo-Json -Depth 20',
      'Get-HnsPolicyList | ConvertTo-Json -Depth 20',
      'hnsdiag list all -d',
      'netsh int ipv4 show excludedportrange protocol=tcp; netsh int ipv4 show dynamicport tcp',
      'ipconfig /all (on the node, and in a pod: the vEthernet adapters HNS made)',
    ],
    reads: ['hns-json', 'hns-list', 'hns-table', 'hnsdiag', 'netsh-ports', 'ipconfig'],
  },
  {
    title: 'VFP: are the rules on the ports?',
    look: "Find the pod's port by its MAC or endpoint id; list its layers, groups and rules; check that the expected LB, NAT or ACL rule exists and read the counters (DroppedAcl, a rule's dropped packets).",
    commands: ['vfpctrl /list-vmswitch-port', 'vfpctrl /port <port> /list-rule', 'vfpctrl /port <port> /get-rule-counter', 'vfpctrl /port <port> /get-port-counter'],
    reads: ['vfpctrl-ports', 'vfpctrl-rules', 'vfpctrl-json'],
  },
  {
    title: 'The data plane, last: where does the packet die?',
    look: "Only once the configuration checks out: capture the flow across the ports with pktmon and find the component that dropped the packet. VFP Lab replays the packet against the rules; load the capture beside the walk (Trace mode, or `npm run align`) to see where the model and your node part. Trace mode's \"Collect from the node\" writes the script for a probe.",
    commands: [
      'pktmon filter add <name> -i <ip> <ip2> -p <port> -e; pktmon start --capture --comp all --pkt-size 0',
      'pktmon stop; pktmon etl2txt PktMon.etl --out capture.txt; pktmon list --all',
      'pktmon counters --include-hidden --drop-reason',
      'collectlogs.ps1 (HNS, VFP, IP and port state in one folder; no capture)',
    ],
    reads: ['pktmon-txt', 'pktmon-list', 'pktmon-counters', 'pktmon-pcapng'],
  },
];

export interface Pitfall {
  title: string;
  text: string;
  /** A built-in scenario that shows it, when one does. */
  lesson?: string;
}

export const PITFALLS: readonly Pitfall[] = [
  {
    title: 'An MTU mismatch looks like a hang',
    text: 'If the HNS network or the pods use a larger MTU than the VPC or the overlay allows, big packets are dropped while small ones pass (a VTEP must not fragment VXLAN packets, RFC 7348 §4.3; plain routed packets are fragmented unless DF is set): connections open, then stall. Check the MTU end to end.',
    lesson: 'overlay-vxlan',
  },
  {
    title: 'NetworkPolicy on Windows is a subset',
    text: 'The policy agent turns a NetworkPolicy into HNS ACLs, which take addresses and port numbers: what else translates depends on the agent (VFP Lab\'s setting cluster.windowsPolicyAgent: a generic agent leaves named ports out and turns ipBlock.except into the cidr minus the exception; Calico for Windows skips a whole rule with except or a named port), SCTP is not supported on Windows nodes, and there are no identity-based or L7 rules. Test a policy written for Linux pods on Windows pods.',
    lesson: 'network-policy',
  },
  {
    title: 'A Service hides the client pod from the backend',
    text: "Without DSR the load balancer rewrites the source to the node IP, so the backend (and its NetworkPolicy) sees the client's node, not the client pod: a policy that allows only the client pod drops traffic that comes through the Service. Only DSR keeps the pod IP (kubernetes/kubernetes#83072; the Kubernetes Windows networking page).",
    lesson: 'network-policy',
  },
  {
    title: 'The exception list decides NAT',
    text: 'Pod traffic to anything not on the OutBoundNAT exception list leaves with the node\'s address. A missing cluster range breaks pod-to-pod policies by pod IP; a too-broad one (all of 10.0.0.0/8, say) sends pod traffic to outside hosts in that range with the pod address, and they have no route back to it.',
    lesson: 'nat-exceptions',
  },
  {
    title: 'DNS answers stay cached',
    text: "Windows pods resolve through the DNS Client service, not `/etc/resolv.conf`, and .NET caches answers its own way: an old answer can outlive the Service's endpoints. Set the DNS cache timeout in the application.",
  },
];
