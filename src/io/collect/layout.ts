// The files the collect script writes into its folder, named so that the importer (which detects
// every format by content) reads the whole zip: the dumps as `npm run export` writes them for a
// built node, and the capture's files.
export const LAYOUT = {
  hnsNetworks: 'hns-networks.json',
  hnsEndpoints: 'hns-endpoints.json',
  hnsPolicyLists: 'hns-policylists.json',
  vfpPorts: 'vfp-ports.txt',
  /** One per port, after the port's name made safe for a file name. */
  vfpRules: (port: string) => `vfp-rules-${port}.txt`,
  capture: 'pktmon-capture.txt',
  list: 'pktmon-list.txt',
  counters: 'pktmon-counters.txt',
  etl: 'pktmon.etl',
} as const;
