// Issue 28 items 3 and 4 in the app: a probe walked on the replay the import put on the canvas is
// first checked against what its files lack — the player says the missing load balancer (and the
// command that prints it), not a routing verdict; the composer's literal addresses resolve to the
// endpoint holding them, and an address nothing holds says which endpoint to collect.
import { describe, expect, it } from 'vitest';
import { importFiles } from '../io/import';
import { buildReplay, replayText } from '../io/replay';
import { sourceByAddress } from './composer';
import { composerMsg } from './composer-messages';
import { rememberReplay } from './replay-checks';
import { traceProbe } from './simulation';
import rke2 from '../../fixtures/real/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';
import kubeProxyLog from '../../fixtures/real/kube-proxy-log-winkernel-lb-calico.txt?raw';
import { replayOf } from './replay-outcome';

const NAME = 'get-hnsendpoint-list-calico-vxlan-rke2.txt';
const built = buildReplay(importFiles([{ name: NAME, bytes: new TextEncoder().encode(rke2) }]));
if ('error' in built) throw new Error(built.error);
const probe = (from: string, to: string) => ({ name: 'adhoc', from, to, protocol: 'udp' as const, size: 64, df: false });

describe('a replay on the canvas checks its probes', () => {
  it('unremembered, the DNS VIP walks to a routing verdict; remembered, it is said to lack its load balancer', () => {
    const copy = structuredClone(built.scenario);
    const walked = traceProbe(copy, probe('pod/ep-10-42-213-221', '10.43.0.10:53'));
    expect(walked.ok && walked.value.trace.request.verdict.outcome).not.toBe('delivered');
    rememberReplay(built.scenario, built.report);
    const r = traceProbe(built.scenario, probe('10.42.213.221', '10.43.0.10:53'));
    expect(r.ok).toBe(false);
    expect(r.deadEnd && replayText(r.deadEnd)).toBe('to 10.43.0.10:53: not walked: missing: the load balancer (VIP 10.43.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
    expect(!r.ok && r.message).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('literal addresses at both ends walk as their pods', () => {
    rememberReplay(built.scenario, built.report);
    const r = traceProbe(built.scenario, { ...probe('10.42.213.221', '10.42.213.221:80'), protocol: 'tcp' });
    expect(r.ok && r.value.trace.request.verdict.outcome).toBe('delivered');
  });

  it("the composer's 'or its address' names the endpoint to collect on a replay, and only there", () => {
    rememberReplay(built.scenario, built.report);
    const found = sourceByAddress(built.scenario, '10.42.9.9');
    expect('deadEnd' in found && found.deadEnd && replayText(found.deadEnd)).toBe(
      'from: 10.42.9.9 is the address of no pod or node in the files: missing: the HNS endpoint that holds 10.42.9.9 — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)',
    );
    expect(sourceByAddress(structuredClone(built.scenario), '10.42.9.9')).toEqual({ error: composerMsg('composer.noHolder', { ip: '10.42.9.9' }) });
    expect(sourceByAddress(built.scenario, '10.42.213.221')).toEqual({ ref: 'pod/default/ep-10-42-213-221' });
  });

  it("a load balancer from kube-proxy's log whose backends no file holds is not offered as a probe: what is missing is said instead", () => {
    const o = replayOf(importFiles([{ name: 'kube-proxy.log', bytes: new TextEncoder().encode(kubeProxyLog) }, { name: NAME, bytes: new TextEncoder().encode(rke2) }]));
    if (!o.ok) throw new Error(o.error);
    expect(o.unwalkable?.vips).toEqual(['10.99.234.145']);
    expect(o.unwalkable?.missing.text).toBe('missing: the endpoints the load balancer sends to (VIP 10.99.234.145) — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
    expect(o.probes.map((p) => p.label).filter((l) => l.includes('10.99.234.145'))).toEqual([]);
  });
});
