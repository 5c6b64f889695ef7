// Every command the collect script runs, with the page that documents it. Only documented commands
// and flags: a script an engineer pastes on a production node must not guess.
export interface DocumentedCommand {
  command: string;
  /** What it prints, in a few words. */
  prints: string;
  doc: string;
}

const PKTMON = 'https://learn.microsoft.com/windows-server/administration/windows-commands/pktmon';

export const COMMANDS = {
  hnsNetworks: { command: 'Get-HnsNetwork | ConvertTo-Json -Depth 10', prints: 'the HNS networks', doc: 'https://github.com/microsoft/SDN/blob/master/Kubernetes/windows/hns.psm1' },
  hnsEndpoints: { command: 'Get-HnsEndpoint | ConvertTo-Json -Depth 10', prints: 'the HNS endpoints and their policies', doc: 'https://github.com/microsoft/SDN/blob/master/Kubernetes/windows/hns.psm1' },
  hnsPolicyLists: { command: 'Get-HnsPolicyList | ConvertTo-Json -Depth 10', prints: "kube-proxy's load balancers", doc: 'https://github.com/microsoft/SDN/blob/master/Kubernetes/windows/hns.psm1' },
  vfpPorts: { command: 'vfpctrl /list-vmswitch-port', prints: 'the vSwitch ports', doc: 'https://learn.microsoft.com/windows-server/networking/sdn/troubleshoot/troubleshoot-windows-server-software-defined-networking-stack' },
  vfpRules: { command: 'vfpctrl /port <port> /list-rule', prints: "one port's VFP layers, groups and rules", doc: 'https://learn.microsoft.com/windows-server/networking/sdn/troubleshoot/troubleshoot-windows-server-software-defined-networking-stack' },
  pktmonFilterRemove: { command: 'pktmon filter remove', prints: 'removes all packet filters', doc: `${PKTMON}-filter` },
  pktmonFilterAdd: { command: 'pktmon filter add <name> [-t TCP|UDP|ICMP] [-i <ip> [ip2]] [-p <port>] [-e]', prints: 'adds a filter: packets with both addresses (either direction), inner headers too with -e', doc: `${PKTMON}-filter-add` },
  pktmonStart: { command: 'pktmon start --capture --comp all --pkt-size 0 --file-name <file>', prints: 'starts capturing on every component, whole packets', doc: `${PKTMON}-start` },
  pktmonCounters: { command: 'pktmon counters --include-hidden --drop-reason', prints: 'per-component packet and drop counters, with the last drop reason', doc: `${PKTMON}-counters` },
  pktmonStop: { command: 'pktmon stop', prints: 'stops the capture', doc: `${PKTMON}-stop` },
  pktmonEtl2txt: { command: 'pktmon etl2txt <file> --out <text>', prints: 'the capture as text: packet events, drops, then the components', doc: `${PKTMON}-etl2txt` },
  pktmonList: { command: 'pktmon list --all', prints: 'the components with their ids, MACs and names', doc: `${PKTMON}-list` },
  compressArchive: { command: 'Compress-Archive -Path <folder>\\* -DestinationPath <zip>', prints: 'the folder as one zip', doc: 'https://learn.microsoft.com/powershell/module/microsoft.powershell.archive/compress-archive' },
} as const satisfies Record<string, DocumentedCommand>;
