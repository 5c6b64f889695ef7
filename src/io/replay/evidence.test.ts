// Issue 28 item 2: what kube-proxy's log and ipconfig hold becomes part of the replayed node, each
// object marked with where it came from (its origin's `by` names the file; the rules made from it
// carry that as their provenance). Real files from fixtures/real.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { LOGGED } from '../../hns/model';
import { readNodeOverrides } from '../../cluster/scenario/node-overrides';
import type { Rule } from '../../core/vfp/model';
import { importFiles } from '../import';
import { buildReplay } from '.';

const real = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url))) });
const LOG = 'kube-proxy-log-winkernel-lb-calico.txt';
const EP = 'get-hnsendpoint-list-calico-vxlan-rke2.txt';
const POD_IPCONFIG = 'ipconfig-all-pod-flannel-vxlan-cut-sig-windows-tools.txt';

function replay(...names: string[]) {
  const r = buildReplay(importFiles(names.map(real)));
  if ('error' in r) throw new Error(r.error);
  return r;
}

/** The replayed node's HNS objects, as the scenario carries them. */
function hnsOf(r: ReturnType<typeof replay>) {
  const all = [...readNodeOverrides(r.scenario.nodes).overrides.values()].flatMap((o) => (o.hns ? [o.hns] : []));
  return { loadBalancers: all.flatMap((h) => h.loadBalancers), endpoints: all.flatMap((h) => h.endpoints) };
}

function rules(s: ReturnType<typeof replay>['scenario']): Rule[] {
  const out: Rule[] = [];
  for (const h of simulate(s).world.hosts.values()) if (h.kind === 'windows') for (const p of h.vswitch.ports.values()) for (const l of p.layers) for (const g of l.groups) out.push(...g.rules);
  return out;
}

describe('evidence that is not HNS, marked on the replayed node', () => {
  it("a load balancer from kube-proxy's log is the log's, by file: on the HNS object and on the VFP rule made from it", () => {
    const r = replay(LOG, EP);
    const lb = hnsOf(r).loadBalancers.find((x) => x.id === 'a335d997-4160-44f9-9f72-1087a2cba45e');
    expect(lb?.origin).toEqual({ kind: LOGGED, name: LOG, by: `kube-proxy (winkernel), as its log ${LOG} says`, byMsg: { id: 'origin.logged', args: { file: LOG } } });
    const rule = rules(r.scenario).find((x) => x.provenance?.hns?.id === lb!.id);
    expect(rule?.provenance?.by).toBe(`kube-proxy (winkernel), as its log ${LOG} says`);
    // Its value went through the document (hnsOf reads it back) to the rule: the UI says it in any language.
    expect(rule?.provenance?.byMsg).toEqual({ id: 'origin.logged', args: { file: LOG } });
    // A log is no Kubernetes object: the rule names none.
    expect(rule?.provenance?.k8s).toBeUndefined();
  });

  it("a pod's ipconfig /all: its endpoint (address and MAC from ipconfig) is said to come from that file", () => {
    const r = replay(POD_IPCONFIG);
    const ep = hnsOf(r).endpoints.find((e) => e.ipAddress === '10.244.11.7');
    expect(ep?.macAddress).toBe('00-15-5D-CD-19-B6');
    expect(ep?.origin?.by).toBe(`HNS (endpoint read from ipconfig /all in ${POD_IPCONFIG})`);
    expect(ep?.origin?.byMsg).toEqual({ id: 'origin.ipconfigEndpoint', args: { file: POD_IPCONFIG } });
  });

  it('an endpoint from an HNS dump stays HNS\'s', () => {
    const r = replay(EP);
    const ep = hnsOf(r).endpoints.find((e) => e.ipAddress === '10.42.213.221');
    expect(ep?.origin?.by).toBe('HNS (imported endpoint)');
    expect(ep?.origin?.byMsg).toEqual({ id: 'origin.importedEndpoint', args: {} });
  });

  it("the node's ipconfig /all gives its subnet (address and mask), said with the file; a mask that leaves out a node IP is not taken", () => {
    const r = replay('ipconfig-all-node-vethernet-acs-engine.txt');
    expect(r.scenario.cluster.nodeSubnet).toBe('10.240.0.0/12');
    expect(r.report.assumed).toContain("node subnet 10.240.0.0/12: vEthernet (Ethernet 2)'s address and mask in ipconfig-all-node-vethernet-acs-engine.txt (ipconfig /all)");
    expect(r.report.assumed.some((a) => a.includes('smallest /24-or-wider'))).toBe(false);
  });

  it("the node's ipconfig /all gives the host vNIC's MAC: on the scenario's node, said with the file, on the node's interface the walk uses", () => {
    const r = replay('ipconfig-all-node-vethernet-acs-engine.txt');
    const node = r.scenario.nodes.find((n) => n.ip === '10.240.0.65')!;
    expect(node.mac).toBe('00-0D-3A-03-5A-E5');
    expect(r.report.assumed).toContain("the node's MAC 00-0D-3A-03-5A-E5 is vEthernet (Ethernet 2)'s in ipconfig-all-node-vethernet-acs-engine.txt (ipconfig /all)");
    const host = [...simulate(r.scenario).world.hosts.values()].find((h) => h.kind === 'windows')!;
    expect(host.mac).toBe('00-0D-3A-03-5A-E5');
  });
});
