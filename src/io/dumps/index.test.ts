import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '../formats';
import { WINDOWS_DUMP_FORMATS } from './index';

const REAL = new URL('../../../fixtures/real/', import.meta.url);
const real = (name: string) => readFileSync(new URL(name, REAL), 'utf8');

/** Which of our formats each real sample is (undefined: not ours). */
const EXPECTED: Record<string, string | undefined> = {
  'vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt': 'vfpctrl-rules',
  'vfpctrl-list-rule-fw-admin-layer-sdn-host.txt': 'vfpctrl-rules',
  'vfpctrl-list-vmswitch-port-host-port-excerpt.txt': 'vfpctrl-ports',
  'hnsdiag-list-all-flannel-vxlan.txt': 'hnsdiag',
  'get-hnsendpoint-list-calico-vxlan-rke2.txt': 'hns-list',
  'get-hnsnetwork-list-overlay-external-flannel.txt': 'hns-list',
  'get-hnsendpoint-json-remote-overlay-flannel.json': 'hns-json',
  'cni-flannel-l2bridge-sdn.conf': undefined,
  'SOURCES.md': undefined,
  // The corpus grown for issue 12 (fixtures/real/SOURCES.md; counts in src/io/import/real-corpus.test.ts).
  'cni-calico-vxlan-single-network.conf': undefined,
  'get-hnsendpoint-list-remote-l2bridge-acs-engine.txt': 'hns-list',
  'get-hnsnamespace-list-calico-vxlan.txt': 'hns-list',
  'get-hnsnetwork-list-nat-localized-zh-calico.txt': 'hns-list',
  'get-hnsnetwork-list-nat-wrapped-sig-windows-tools.txt': 'hns-list',
  'get-hnsnetwork-list-trailing-spaces-sig-windows-dev-tools.txt': 'hns-list',
  'get-hnspolicylist-list-elb-dsr-calico-vxlan.txt': 'hns-list',
  'hnsdiag-list-all-quoted-vpc-cni-eks.txt': undefined, // Markdown `> ` quotes: the import pipeline takes them off
  'hnsdiag-list-all-twice-antrea-kubeadm.txt': 'hnsdiag',
  'hnsdiag-list-loadbalancers-vfpctrl-empty-flannel-vxlan.txt': 'hnsdiag',
  'netsh-excludedportrange-spanish-backticks.txt': 'netsh-ports',
  'netsh-excludedportrange-tcp-before-after-docker.txt': 'netsh-ports',
  'netsh-excludedportrange-tcp-capz.txt': 'netsh-ports',
  'cni-azure-windows-acl-missing-comma.conflist': undefined,
  'cni-azure-windows-bridge-aks.conflist': undefined,
  'cni-azure-windows-swift-overlay.conflist': undefined,
  'cni-flannel-overlay-sdn.conf': undefined,
  'cni-wincni-l2tunnel-sdn.conf': undefined,
  'hnsdiag-list-endpoints-select-string-calico-rke2.txt': 'hnsdiag', // newer hnsdiag's per-endpoint blocks
  'get-hnsendpoint-table-stale-remote-eks.txt': 'hns-table',
  'get-hnsendpoint-list-nat-two-containers-ws2022.txt': 'hns-list',
  'get-hnsendpoint-list-nat-acl-block-ws2022.txt': 'hns-list',
  'get-hnsendpoint-list-nat-acl-allow-ws2022.txt': 'hns-list',
  'get-hnsendpoint-list-nat-namespace-ctr-win11.txt': 'hns-list',
  'netsh-dump-ipv4-antrea-kubeadm.txt': undefined, // netsh dump (routes, addresses): no reader
  'pktmon-etl2txt-arp-events-l2bridge-ws2022.txt': undefined, // pktmon: read by src/io/capture, not a dump format
  'pktmon-etl2txt-components-filter-l2bridge-ws2022.txt': undefined, // pktmon: read by src/io/capture, not a dump format
  'pktmon-etl2txt-components-protocol-l2bridge-ws2022.txt': undefined, // pktmon: read by src/io/capture, not a dump format
  'pktmon-etl2txt-components-vmswitch-l2bridge-ws2022.txt': undefined, // pktmon: read by src/io/capture, not a dump format
  'pktmon-etl2txt-verbose-head-cut-l2bridge-ws2022.txt': undefined, // pktmon: read by src/io/capture, not a dump format
  'pktmon-list-adapters-msquic.txt': undefined, // pktmon: read by src/io/capture, not a dump format
  'vfpctrl-list-rule-lone-paroute-rule-sdn.txt': 'vfpctrl-rules',
  'vfpctrl-list-group-lone-pa-route-group-sdn.txt': 'vfpctrl-rules',
  'get-hnsnetwork-list-nat-vlan-policy-cni-nat.txt': 'hns-list',
  'get-hnsnetwork-list-nat-ws2025-containerd.txt': 'hns-list',
  'get-hnsnetwork-list-nat-ws2025-cut-in-subnets.txt': 'hns-list',
  'get-hnsnetwork-list-overlay-remote-subnet-route-calico.txt': 'hns-list',
  'ipconfig-all-node-vethernet-acs-engine.txt': 'ipconfig',
  'get-hnsendpoint-table-collapsed-spaces-eks.txt': 'hns-table',
  'get-hnsendpoint-json-nbsp-indent-flannel.json': 'hns-json',
  'ipconfig-hyperv-host-vethernet-chinese-file-share.txt': 'ipconfig',
  'ipconfig-all-pod-flannel-vxlan-cut-sig-windows-tools.txt': 'ipconfig',
  'ipconfig-all-pod-adapter-only-l2bridge-ws1709-sdn.txt': 'ipconfig',
  'ipconfig-all-container-containerd-nat-cni-plugins.txt': 'ipconfig',
  'hns-endpoint-policies-bare-calico-capz.json': 'hns-json',
  'kube-proxy-log-winkernel-lb-calico.txt': 'kube-proxy-log',
  'hnsdiag-list-loadbalancers-block-rke2.txt': undefined, // indented by 2 as in its Markdown list: the importer reads it de-indented
  'get-hnsendpoint-json-cut-remote-azure-cni-aks.txt': undefined, // the command line, then JSON: the importer reads the JSON after it
  'get-hnsendpoint-json-cut-calico-vxlan.txt': undefined, // the same
  'ipconfig-all-node-no-vswitch-aks-engine.txt': 'ipconfig',
  'hnsdiag-list-namespace-detail-cut-windows-containers.txt': undefined, // the command line, then JSON: the importer reads the JSON after it
  // Issue 28 item 5 (the last table of fixtures/real/SOURCES.md).
  'get-hnspolicylist-list-two-elb-cut-calico-vxlan.txt': 'hns-list',
  'get-hnsnetwork-list-nat-zh-tw-cut-calico.txt': 'hns-list',
  'get-hnsnetwork-list-external-narrow-wrap-cut-calico-sig-windows-tools.txt': 'hns-list',
  'kube-proxy-log-v2-nodeport-lb-calico.txt': 'kube-proxy-log',
  'kube-proxy-log-spew-existing-lb-zh-error-calico.txt': 'kube-proxy-log',
  'kube-proxy-eventlog-table-elided-eks.txt': undefined, // klog lines behind Get-EventLog's columns: no reader
  'kube-proxy-log-spew-hexdump-remote-l2bridge-acs-engine.txt': undefined, // go-spew endpoints, no load balancer line: no reader
  'kube-proxy-log-hns-endpoint-remote-l2bridge-sdn.txt': undefined, // "Hns Endpoint resource, {…}": kube-proxy-log reads load balancers only
  'get-hnsendpoint-list-remote-l2bridge-head-cut-acs-engine.txt': 'hns-list',
  'ipconfig-all-node-uplink-ipv6-cut-antrea.txt': undefined, // one adapter, no header, no IPv4 line: nothing says ipconfig
  'get-hnsnetwork-list-nat-vlan-ws2022-containerd-windows-containers.txt': 'hns-list',
  'new-hnsnetwork-verbose-wrapped-json-result-moby.txt': undefined, // the command and VERBOSE lines, then JSON: the importer looks after them
  'get-hnsnetwork-json-compressed-wrapped-head-cut-sdn.txt': undefined, // starts inside a string: no reader
  'docker-daemon-log-hns-network-response-dockernat-for-win.txt': undefined, // a log whose `[time]` prefix is no JSON array
  'get-hnsnetwork-list-vxlan0-german-indented-flannel.txt': undefined, // indented by 4 as a Markdown code block: the importer reads it de-indented
  'wsl-hns-objects-json-german.txt': undefined, // `HNS objects:`, then JSON: the importer reads the JSON after it
  'get-hnsendpoint-list-remote-dns-l2bridge-cut-acs-engine.txt': 'hns-list',
  'test-netconnection-pod-dns-vip-l2bridge-acs-engine.txt': undefined, // Test-NetConnection: no reader
  'get-hnsnamespace-list-three-cut-in-key-calico.txt': 'hns-list',
  'get-hnsnetwork-json-escaped-in-log-head-cut-rke2.txt': undefined, // escaped JSON inside a log string: no reader
  'kube-proxy-log-flags-no-lb-flannel-win2004.txt': undefined, // klog without a load balancer line
  'flanneld-log-vxlan-hns-network-request-flannel.txt': undefined, // flanneld's log: no reader
  'azure-vnet-cni-log-vethernet-interfaces-acs-engine.txt': undefined, // azure-vnet's log: no reader
  'get-vmswitch-list-nat-internal-docker-for-win.txt': undefined, // Get-VMSwitch: no reader
  'new-containernetwork-table-lines-joined-tp5.txt': undefined, // one joined line: no reader
  'get-hnsendpoint-list-proxy-policy-indented-l2bridge-rs4.txt': undefined, // indented by 4: the importer reads it de-indented
  'new-hnsnetwork-list-l2bridge-indented-gateway-outside-docs.txt': undefined, // indented by 12 under an unindented prompt: not read
  'ipconfig-node-backticks-indented-l2bridge-docs.txt': 'ipconfig',
  'get-hnsnetwork-list-nat-whole-win11-containerd-tunbury.txt': 'hns-list',
  'ipconfig-container-ctr-nat-then-ping-tunbury.txt': 'ipconfig',
};

/** Samples the reader must refuse with one error (netsh in another language). */
const REFUSED = new Set(['netsh-excludedportrange-spanish-backticks.txt']);

const best = (text: string) => {
  const scored = WINDOWS_DUMP_FORMATS.map((f) => ({ id: f.id, score: f.detect(text) })).sort((a, b) => b.score - a.score);
  return scored[0]!.score >= 0.5 ? scored[0]!.id : undefined;
};

describe('WINDOWS_DUMP_FORMATS', () => {
  it('has one entry per format id, all of them known ids', () => {
    const ids = WINDOWS_DUMP_FORMATS.map((f) => f.id);
    expect(ids).toEqual(['vfpctrl-rules', 'vfpctrl-ports', 'vfpctrl-json', 'hns-json', 'hns-list', 'hns-table', 'hnsdiag', 'netsh-ports', 'ipconfig', 'kube-proxy-log']);
    for (const id of ids) expect(FORMAT_IDS).toContain(id);
  });

  it('knows every real sample', () => {
    expect(readdirSync(REAL).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [file, id] of Object.entries(EXPECTED)) {
    it(`detects ${file} as ${id ?? 'none of ours'}, and parses it without errors`, () => {
      const text = real(file);
      expect(best(text)).toBe(id);
      const format = WINDOWS_DUMP_FORMATS.find((f) => f.id === id);
      if (!format) return;
      const res = format.parse(text, file);
      if (REFUSED.has(file)) return void expect(res.errors).toHaveLength(1);
      expect(res.errors).toEqual([]);
      const counts = format.count(res.value!);
      expect(Object.values(counts).reduce((a, b) => a + (b ?? 0), 0)).toBeGreaterThan(0);
    });
  }
});
