// The dump formats VFP Lab reads, recognised by content (never by file name). The ids are a
// contract: they appear in the import summary (`npm run import -- ... --json`) and in the README.
export const FORMAT_IDS = [
  'scenario', // a VFP Lab scenario (YAML or JSON)
  'vfpctrl-rules', // vfpctrl /list-rule (a whole port, or one layer / group), text
  'vfpctrl-ports', // vfpctrl /list-vmswitch-port, text
  'vfpctrl-json', // vfpctrl ... /format 1: Ports, Rules, rule counters (Layers[].Groups[].Rules[]), port counters
  'hns-json', // Get-HnsNetwork / Get-HnsEndpoint / Get-HnsPolicyList | ConvertTo-Json (v1), or HCN v2 JSON
  'hns-list', // the same cmdlets' default PowerShell Format-List text
  'hns-table', // the same cmdlets piped to Format-Table (column names over dashes, one row per object)
  'hnsdiag', // hnsdiag list all | networks | endpoints | loadbalancers | namespaces
  'netsh-ports', // netsh int ipv4 show dynamicport / excludedportrange (collectlogs' *portrange.txt)
  'ipconfig', // ipconfig /all of a node (its IP, MACs) or of a pod (its endpoint's address, MAC, gateway)
  'kube-proxy-log', // kube-proxy's Windows (winkernel) log: the HNS load balancers it created
  'cni-conf', // a CNI network config (.conf) or config list (.conflist)
  'kubernetes-yaml', // kubectl get -o yaml: a List or several documents
  'pktmon-txt', // pktmon etl2txt (or format) text, default or --verbose: packet events, drops, components, counters
  'pktmon-list', // pktmon list [--all]: components by section, vSwitch ports under their switch
  'pktmon-counters', // pktmon counters [--drop-reason] table, or pktmon counters --json
  'pktmon-pcapng', // the pcapng of pktmon etl2pcap (binary): frames, interfaces; no drops
] as const;

export type FormatId = (typeof FORMAT_IDS)[number];

/** Counts of what a file held, by kind in plural camelCase (design.md §4, import summary). */
export type ObjectCounts = Partial<
  Record<
    | 'networks'
    | 'endpoints'
    | 'loadBalancers'
    | 'policyLists'
    | 'namespaces'
    | 'ports'
    | 'layers'
    | 'groups'
    | 'rules'
    | 'policies'
    | 'pods'
    | 'services'
    | 'endpointSlices'
    | 'networkPolicies'
    | 'nodes'
    | 'probes'
    | 'portRanges'
    | 'components'
    | 'events'
    | 'drops',
    number
  >
>;
