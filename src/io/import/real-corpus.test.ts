// The real corpus (fixtures/real, sources in fixtures/real/SOURCES.md): every published output is
// read with the counts taken by hand, and where a file (or a set from one node) has two endpoints or
// more, a replay between them reaches a verdict with a README reason code, or stops before walking
// with one message that says what is missing. Adding a file is one row of CORPUS.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import type { FormatId, ObjectCounts } from '../formats';
import { buildReplay } from '../replay';
import { importFiles } from '.';

interface Row {
  /** Files in fixtures/real read together (one node). The counts are the first file's first part. */
  files: string[];
  format: FormatId | null;
  objects: ObjectCounts;
  /** An error the reader must give (e.g. netsh in another language); none otherwise. */
  error?: RegExp;
  /**
   * Where the file has two endpoints or more: a probe (pod → pod between the first two rebuilt pods
   * unless given) ends in `verdict` (an outcome, or a README reason code), or — when the files give
   * no two pods to walk between — the replay report says what is `missing`.
   */
  replay?: { from?: string; to?: string; verdict?: string; missing?: RegExp; assumed?: RegExp };
}

const CORPUS: Row[] = [
  { files: ['hnsdiag-list-all-twice-antrea-kubeadm.txt'], format: 'hnsdiag', objects: { networks: 3, endpoints: 5, loadBalancers: 0, namespaces: 0 }, replay: { missing: /has no IPv4 address in the dump \(hnsdiag lists ids only\)/ } },
  { files: ['hnsdiag-list-all-quoted-vpc-cni-eks.txt'], format: 'hnsdiag', objects: { networks: 2, endpoints: 11, loadBalancers: 0, namespaces: 0 }, replay: { missing: /has no IPv4 address in the dump/ } },
  { files: ['hnsdiag-list-loadbalancers-vfpctrl-empty-flannel-vxlan.txt'], format: 'hnsdiag', objects: { networks: 0, endpoints: 0, loadBalancers: 8, namespaces: 0 } },
  { files: ['netsh-excludedportrange-tcp-capz.txt'], format: 'netsh-ports', objects: { portRanges: 9 } },
  { files: ['netsh-excludedportrange-tcp-before-after-docker.txt'], format: 'netsh-ports', objects: { portRanges: 8 } },
  { files: ['netsh-excludedportrange-spanish-backticks.txt'], format: 'netsh-ports', objects: {}, error: /netsh printed this in Spanish: only the English output is read/ },
  { files: ['get-hnsnamespace-list-calico-vxlan.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 0, loadBalancers: 0, namespaces: 2 } },
  { files: ['get-hnspolicylist-list-elb-dsr-calico-vxlan.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 0, loadBalancers: 1, policyLists: 1, namespaces: 0 } },
  { files: ['get-hnsendpoint-list-remote-l2bridge-acs-engine.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 2, loadBalancers: 0, namespaces: 0, policies: 2 }, replay: { missing: /remote endpoint 10\.244\.0\.5 has no provider address \(PA\)/ } },
  { files: ['get-hnsnetwork-list-nat-wrapped-sig-windows-tools.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['get-hnsnetwork-list-nat-localized-zh-calico.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['get-hnsnetwork-list-trailing-spaces-sig-windows-dev-tools.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['get-hnsnetwork-list-nat-vlan-policy-cni-nat.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['cni-calico-vxlan-single-network.conf'], format: 'cni-conf', objects: { policies: 2 } },
  { files: ['cni-azure-windows-bridge-aks.conflist'], format: 'cni-conf', objects: { policies: 2 } },
  { files: ['cni-azure-windows-swift-overlay.conflist'], format: 'cni-conf', objects: { policies: 2 } },
  { files: ['cni-azure-windows-acl-missing-comma.conflist'], format: 'cni-conf', objects: {}, error: /JSON syntax error at line 55, column 17: .*\(a missing comma\?\)/ },
  { files: ['cni-flannel-overlay-sdn.conf'], format: 'cni-conf', objects: { policies: 2 } },
  { files: ['cni-wincni-l2tunnel-sdn.conf'], format: 'cni-conf', objects: { policies: 2 } },
  // Newer hnsdiag's per-endpoint blocks (issue 28).
  { files: ['hnsdiag-list-endpoints-select-string-calico-rke2.txt'], format: 'hnsdiag', objects: { networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0 } },
  { files: ['hnsdiag-list-loadbalancers-block-rke2.txt'], format: 'hnsdiag', objects: { networks: 0, endpoints: 0, loadBalancers: 1, namespaces: 0 } },
  // Format-Table (issue 28): eight stale remote endpoints, none with a PA.
  {
    files: ['get-hnsendpoint-table-stale-remote-eks.txt'],
    format: 'hns-table',
    objects: { networks: 0, endpoints: 8, loadBalancers: 0, namespaces: 0 },
    replay: { missing: /remote endpoint 172\.0\.32\.0 has no provider address \(PA\)/ },
  },
  // Built from it by collapsing the runs of spaces (a chat's paste): the same endpoints and replay.
  {
    files: ['get-hnsendpoint-table-collapsed-spaces-eks.txt'],
    format: 'hns-table',
    objects: { networks: 0, endpoints: 8, loadBalancers: 0, namespaces: 0 },
    replay: { missing: /remote endpoint 172\.0\.32\.0 has no provider address \(PA\)/ },
  },
  // Built from the flannel endpoint by no-break spaces for every two spaces (a web page's copy).
  { files: ['get-hnsendpoint-json-nbsp-indent-flannel.json'], format: 'hns-json', objects: { networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0, policies: 1 } },
  { files: ['netsh-dump-ipv4-antrea-kubeadm.txt'], format: null, objects: {} },
  { files: ['vfpctrl-list-rule-lone-paroute-rule-sdn.txt'], format: 'vfpctrl-rules', objects: { ports: 1, layers: 1, groups: 1, rules: 1 } },
  { files: ['vfpctrl-list-group-lone-pa-route-group-sdn.txt'], format: 'vfpctrl-rules', objects: { ports: 1, layers: 1, groups: 1, rules: 0 } },
  { files: ['get-hnsendpoint-list-nat-namespace-ctr-win11.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0 } },
  // One Windows Server 2022 host, two containers on `nat`: before, with the author's HNS ACLs blocking
  // tcp/80, then allowing it. The replays give what the author saw.
  {
    files: ['get-hnsendpoint-list-nat-two-containers-ws2022.txt'],
    format: 'hns-list',
    objects: { networks: 0, endpoints: 2, loadBalancers: 0, namespaces: 0 },
    replay: { from: 'pod/ep-172-19-3-166', to: 'pod/ep-172-19-6-74:80', verdict: 'delivered', assumed: /names no namespace, compartment or port in the dump/ },
  },
  {
    files: ['get-hnsendpoint-list-nat-acl-block-ws2022.txt'],
    format: 'hns-list',
    objects: { networks: 0, endpoints: 2, loadBalancers: 0, namespaces: 0, policies: 4 },
    replay: { from: 'pod/ep-172-19-3-166', to: 'pod/ep-172-19-6-74:80', verdict: 'ACL_DENY' },
  },
  {
    files: ['get-hnsendpoint-list-nat-acl-allow-ws2022.txt'],
    format: 'hns-list',
    objects: { networks: 0, endpoints: 2, loadBalancers: 0, namespaces: 0, policies: 2 },
    replay: { from: 'pod/ep-172-19-3-166', to: 'pod/ep-172-19-6-74:80', verdict: 'delivered' },
  },
  // Issue 28: Windows Server 2025 (containerd + Docker), the same record cut inside Subnets, a Calico Overlay network.
  { files: ['get-hnsnetwork-list-nat-ws2025-containerd.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['get-hnsnetwork-list-nat-ws2025-cut-in-subnets.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['get-hnsnetwork-list-overlay-remote-subnet-route-calico.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['hnsdiag-list-namespace-detail-cut-windows-containers.txt'], format: 'hns-json', objects: { networks: 0, endpoints: 0, loadBalancers: 0, namespaces: 1 } },
  { files: ['ipconfig-all-node-vethernet-acs-engine.txt'], format: 'ipconfig', objects: { endpoints: 0, nodes: 1 } },
  { files: ['ipconfig-all-node-no-vswitch-aks-engine.txt'], format: 'ipconfig', objects: { endpoints: 0, nodes: 1 } },
  { files: ['ipconfig-all-pod-flannel-vxlan-cut-sig-windows-tools.txt'], format: 'ipconfig', objects: { endpoints: 1, nodes: 0 } },
  { files: ['ipconfig-all-pod-adapter-only-l2bridge-ws1709-sdn.txt'], format: 'ipconfig', objects: { endpoints: 1, nodes: 0 } },
  { files: ['ipconfig-all-container-containerd-nat-cni-plugins.txt'], format: 'ipconfig', objects: { endpoints: 1, nodes: 0 } },
  { files: ['ipconfig-hyperv-host-vethernet-chinese-file-share.txt'], format: 'ipconfig', objects: { endpoints: 0, nodes: 1 } },
  { files: ['hns-endpoint-policies-bare-calico-capz.json'], format: 'hns-json', objects: { networks: 0, endpoints: 0, loadBalancers: 0, namespaces: 0, policies: 4 } },
  // JSON after its command line, cut by the stored copy: read up to the cut (issue 28).
  { files: ['get-hnsendpoint-json-cut-remote-azure-cni-aks.txt'], format: 'hns-json', objects: { networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0, policies: 1 } },
  { files: ['get-hnsendpoint-json-cut-calico-vxlan.txt'], format: 'hns-json', objects: { networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0, policies: 2 } },
  { files: ['kube-proxy-log-winkernel-lb-calico.txt'], format: 'kube-proxy-log', objects: { loadBalancers: 1 } },
  // Issue 25: what pktmon printed (pieces of one verbose etl2txt from an L2Bridge node, and a list).
  { files: ['pktmon-etl2txt-verbose-head-cut-l2bridge-ws2022.txt'], format: 'pktmon-txt', objects: { components: 0, events: 1, drops: 0 } },
  { files: ['pktmon-etl2txt-arp-events-l2bridge-ws2022.txt'], format: 'pktmon-txt', objects: { components: 0, events: 3, drops: 0 } },
  { files: ['pktmon-etl2txt-components-vmswitch-l2bridge-ws2022.txt'], format: 'pktmon-txt', objects: { components: 2, events: 0, drops: 0 } },
  { files: ['pktmon-etl2txt-components-protocol-l2bridge-ws2022.txt'], format: 'pktmon-txt', objects: { components: 2, events: 0, drops: 0 } },
  { files: ['pktmon-etl2txt-components-filter-l2bridge-ws2022.txt'], format: 'pktmon-txt', objects: { components: 1, events: 0, drops: 0 } },
  { files: ['pktmon-list-adapters-msquic.txt'], format: 'pktmon-list', objects: { components: 3 } },
  // Issue 28 item 5: more real outputs (fixtures/real/SOURCES.md, last table).
  { files: ['get-hnspolicylist-list-two-elb-cut-calico-vxlan.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 0, loadBalancers: 1, policyLists: 1, namespaces: 0 } },
  { files: ['get-hnsnetwork-list-nat-zh-tw-cut-calico.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['get-hnsnetwork-list-external-narrow-wrap-cut-calico-sig-windows-tools.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['kube-proxy-log-v2-nodeport-lb-calico.txt'], format: 'kube-proxy-log', objects: { loadBalancers: 1 } },
  { files: ['kube-proxy-log-spew-existing-lb-zh-error-calico.txt'], format: 'kube-proxy-log', objects: { loadBalancers: 1 } },
  { files: ['kube-proxy-eventlog-table-elided-eks.txt'], format: null, objects: {} },
  { files: ['kube-proxy-log-spew-hexdump-remote-l2bridge-acs-engine.txt'], format: null, objects: {} },
  { files: ['kube-proxy-log-hns-endpoint-remote-l2bridge-sdn.txt'], format: null, objects: {} },
  {
    files: ['get-hnsendpoint-list-remote-l2bridge-head-cut-acs-engine.txt'],
    format: 'hns-list',
    objects: { networks: 0, endpoints: 2, loadBalancers: 0, namespaces: 0, policies: 1 },
    replay: { missing: /remote endpoint 10\.244\.1\.6 has no provider address \(PA\)/ },
  },
  { files: ['ipconfig-all-node-uplink-ipv6-cut-antrea.txt'], format: null, objects: {} },
  { files: ['get-hnsnetwork-list-nat-vlan-ws2022-containerd-windows-containers.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['new-hnsnetwork-verbose-wrapped-json-result-moby.txt'], format: 'hns-json', objects: {}, error: /unexpected character "\]" at line 8 column 17/ },
  { files: ['get-hnsnetwork-json-compressed-wrapped-head-cut-sdn.txt'], format: null, objects: {} },
  { files: ['docker-daemon-log-hns-network-response-dockernat-for-win.txt'], format: null, objects: {} },
  { files: ['get-hnsnetwork-list-vxlan0-german-indented-flannel.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['wsl-hns-objects-json-german.txt'], format: 'hns-json', objects: { networks: 0, endpoints: 0, loadBalancers: 0, namespaces: 0 }, error: /no whole HNS network, endpoint, policy list, load balancer or namespace before the text ends \(truncated\?\)/ },
  { files: ['get-hnsendpoint-list-remote-dns-l2bridge-cut-acs-engine.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0, policies: 1 }, replay: { missing: /remote endpoint 10\.244\.0\.4 has no provider address \(PA\)/ } },
  { files: ['test-netconnection-pod-dns-vip-l2bridge-acs-engine.txt'], format: null, objects: {} },
  { files: ['get-hnsnamespace-list-three-cut-in-key-calico.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 0, loadBalancers: 0, namespaces: 2 } },
  { files: ['get-hnsnetwork-json-escaped-in-log-head-cut-rke2.txt'], format: null, objects: {} },
  { files: ['kube-proxy-log-flags-no-lb-flannel-win2004.txt'], format: null, objects: {} },
  { files: ['flanneld-log-vxlan-hns-network-request-flannel.txt'], format: null, objects: {} },
  { files: ['azure-vnet-cni-log-vethernet-interfaces-acs-engine.txt'], format: null, objects: {} },
  { files: ['get-vmswitch-list-nat-internal-docker-for-win.txt'], format: null, objects: {} },
  { files: ['new-containernetwork-table-lines-joined-tp5.txt'], format: null, objects: {} },
  { files: ['get-hnsendpoint-list-proxy-policy-indented-l2bridge-rs4.txt'], format: 'hns-list', objects: { networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0, policies: 3 } },
  { files: ['new-hnsnetwork-list-l2bridge-indented-gateway-outside-docs.txt'], format: null, objects: {} },
  { files: ['ipconfig-node-backticks-indented-l2bridge-docs.txt'], format: 'ipconfig', objects: { endpoints: 0, nodes: 1 } },
  { files: ['get-hnsnetwork-list-nat-whole-win11-containerd-tunbury.txt'], format: 'hns-list', objects: { networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 } },
  { files: ['ipconfig-container-ctr-nat-then-ping-tunbury.txt'], format: 'ipconfig', objects: { endpoints: 1, nodes: 0 } },
];

const REASONS = new Set(
  [...readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]!),
);
const read = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url))) });
const clean = (s: string) => expect(s).not.toMatch(/undefined|NaN|\[object Object\]/);

describe('the real corpus', () => {
  it('reads the README reason codes', () => expect(REASONS.has('NO_ROUTE')).toBe(true));

  for (const row of CORPUS) {
    describe(row.files.join(' + '), () => {
      const imported = importFiles(row.files.map(read));

      it(`is read as ${row.format ?? 'no format'} with the counts taken by hand`, () => {
        const [first] = imported.files;
        expect(first!.format).toBe(row.format);
        expect(first!.objects).toEqual(row.objects);
        if (row.error) expect(first!.errors.map((e) => e.message).join('\n')).toMatch(row.error);
        else expect(first!.errors).toEqual([]);
        for (const f of imported.files) for (const p of [...f.warnings, ...f.errors]) clean(p.message);
      });

      const spec = row.replay;
      if (spec) {
        it(spec.verdict ? `replays to ${spec.verdict}` : 'says what is missing for a replay', () => {
          const r = buildReplay(imported);
          if ('error' in r) throw new Error(r.error);
          for (const m of [...r.report.missing, ...r.report.assumed]) clean(m);
          const pods = r.scenario.pods;
          if (spec.assumed) expect(r.report.assumed.join('\n')).toMatch(spec.assumed);
          if (spec.missing) {
            expect(pods.length).toBeLessThan(2);
            expect(r.report.missing.join('\n')).toMatch(spec.missing);
            return;
          }
          const from = spec.from ?? `pod/${pods[0]!.name}`;
          const to = spec.to ?? `pod/${pods[1]!.name}:80`;
          const res = runProbe(simulate(r.scenario), { name: 'corpus', from, to, protocol: 'tcp', srcPort: 50000, size: 64, df: false });
          if (!res.ok) throw new Error(res.message);
          const v = res.value.trace.request.verdict;
          if (v.outcome !== 'delivered') expect(REASONS).toContain(v.reason);
          expect(v.outcome === 'delivered' ? 'delivered' : v.reason).toBe(spec.verdict);
        });
      }
    });
  }
});
