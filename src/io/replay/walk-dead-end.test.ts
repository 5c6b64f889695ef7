// Issue 28 item 3: a probe on a replayed node that cannot be walked ends in ONE message naming what
// is missing and the command that prints it, for every way it can fail; literal addresses at either
// end are resolved to the endpoint that holds them. Real files from fixtures/real.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { importFiles } from '../import';
import { buildReplay, checkReplayProbe, replayText } from '.';

const real = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url))) });
const EP = 'get-hnsendpoint-list-calico-vxlan-rke2.txt';
const LOG = 'kube-proxy-log-winkernel-lb-calico.txt';
const HNSDIAG = 'hnsdiag-list-all-flannel-vxlan.txt';
const BAD = /undefined|NaN|\[object Object\]|\n\s+at /;

function replay(...names: string[]) {
  const r = buildReplay(importFiles(names.map(real)));
  if ('error' in r) throw new Error(r.error);
  return r;
}

/** The one message, in English, or the resolved probe. */
function check(r: ReturnType<typeof replay>, from: string, to: string) {
  const c = checkReplayProbe(r.scenario, r.report, { name: 'adhoc', from, to, protocol: 'tcp' as const, size: 64, df: false });
  return 'deadEnd' in c ? replayText(c.deadEnd) : c;
}

describe('checkReplayProbe: every way a replay cannot walk, said once with the command', () => {
  const rke2 = replay(EP);

  it('no pod of that name: the pods there are, and the endpoint to collect', () => {
    expect(check(rke2, 'pod/x', '10.42.213.193:80')).toBe(
      'from: the files hold no pod default/x (their pods: ep-10-42-213-221; a pod rebuilt from its HNS endpoint is named after its address, and the address itself may be given): missing: the HNS endpoint of pod default/x — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)',
    );
    expect(check(rke2, 'pod/ep-10-42-213-221', 'pod/kube-system/coredns:53')).toMatch(/^to: the files hold no pod kube-system\/coredns .*missing: the HNS endpoint of pod kube-system\/coredns — run `Get-HnsEndpoint/);
  });

  it('no node of that name: the node the files describe, and the dumps to take on the other', () => {
    expect(check(rke2, 'node/win-2', '10.42.213.221:80')).toBe(
      'from: the files describe no node win-2 (they describe node-10-156-233-218 (10.156.233.218)): missing: the dumps of node win-2 (run on that node, then imported with these) — run `hnsdiag list all -d` (or `collectlogs.ps1`)',
    );
  });

  it('no Service of that name: the Service to collect, or its load balancer', () => {
    expect(check(rke2, 'pod/ep-10-42-213-221', 'service/kube-system/kube-dns:53')).toBe(
      'to: the files hold no Service kube-system/kube-dns: missing: the Service kube-system/kube-dns — run `kubectl get service -A -o yaml` (or `Get-HnsPolicyList | ConvertTo-Json -Depth 10`)',
    );
  });

  it("no Service of that name where the files hold load balancers: their VIPs are offered instead", () => {
    const flannel = replay(HNSDIAG);
    expect(check(flannel, `node/${flannel.scenario.nodes[0]!.name}`, 'service/x:53')).toBe(
      'to: the files hold no Service default/x (the VIPs of their load balancers: 10.96.0.1, 10.96.0.10; VIP:PORT may be given instead): missing: the Service default/x — run `kubectl get service -A -o yaml` (or `Get-HnsPolicyList | ConvertTo-Json -Depth 10`)',
    );
  });

  it('no outside host: dumps hold none, its address is what to give', () => {
    expect(check(rke2, 'pod/ep-10-42-213-221', 'external/www:443')).toMatch(/^to: the files name no outside host www .*give its address instead, as IP:PORT$/);
  });

  it('a source address nothing holds: the endpoint that holds it', () => {
    expect(check(rke2, '10.42.9.9', '10.42.213.221:80')).toBe('from: 10.42.9.9 is the address of no pod or node in the files: missing: the HNS endpoint that holds 10.42.9.9 — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
  });

  it('the DNS VIP with no load balancer in the files: the load balancer, not a routing verdict', () => {
    expect(check(rke2, '10.42.213.221', '10.43.0.10:53')).toBe('to 10.43.0.10:53: not walked: missing: the load balancer (VIP 10.43.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
  });

  it('no endpoint address at all (hnsdiag lists ids): a pod source says what the rebuild lacked', () => {
    const r = replay(HNSDIAG);
    expect(check(r, 'pod/x', '10.0.0.1:80')).toBe(
      "from: the files hold no pod default/x: missing: the endpoints' IP addresses (endpoints 11796e63…, 07f382ab…, 99f4e4e7…, and 3 more) — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)",
    );
  });

  it('a load balancer from the log whose backends no file holds: the endpoints to collect, not NO_BACKEND', () => {
    const r = replay(LOG, EP);
    expect(check(r, '10.42.213.221', '10.99.234.145:80')).toBe('to 10.99.234.145:80: not walked: missing: the endpoints the load balancer sends to (VIP 10.99.234.145) — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
    expect(r.report.missing.some((m) => m.startsWith('load balancer a335d997-4160-44f9-9f72-1087a2cba45e sends to 3 endpoints that no file holds'))).toBe(true);
  });

  it('literal addresses at both ends resolve to their pods and walk', () => {
    const c = check(rke2, '10.42.213.221', '10.42.213.221:80');
    if (typeof c === 'string') throw new Error(c);
    expect(c.probe).toMatchObject({ from: 'pod/ep-10-42-213-221', to: 'pod/ep-10-42-213-221:80' });
    expect(c.said).toEqual(["10.42.213.221 is pod ep-10-42-213-221 (its endpoint's address)", "10.42.213.221 is pod ep-10-42-213-221 (its endpoint's address)"]);
    expect(runProbe(simulate(rke2.scenario), c.probe).ok).toBe(true);
  });

  it('no message carries undefined, NaN, [object Object] or a stack', () => {
    const said = [
      check(rke2, 'pod/x', 'pod/y:1'),
      check(rke2, 'node/', '1.2.3.4'),
      check(rke2, 'pod/ep-10-42-213-221', 'service/x'),
      check(rke2, 'external/', 'x'),
      check(replay(HNSDIAG), 'node/a:1', 'pod/b'),
    ];
    for (const s of said) expect(typeof s === 'string' ? s : JSON.stringify(s)).not.toMatch(BAD);
  });
});
