// Never a dead end (issue 12): a replay that cannot be walked says, in one message, what is missing
// and which command prints it; the message comes from what the rebuild itself needed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../import';
import { emptyReport } from './report';
import { buildReplay, missingMessage, probeDeadEnd, replayDeadEnd, vipsWithoutPorts } from '.';

const realText = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const file = (name: string, s: string) => ({ name, bytes: new TextEncoder().encode(s) });
const HNSDIAG = realText('hnsdiag-list-all-flannel-vxlan.txt');
const EP = realText('get-hnsendpoint-list-calico-vxlan-rke2.txt');
const REMOTE = realText('get-hnsendpoint-json-remote-overlay-flannel.json');
const BAD = /undefined|NaN|\[object Object\]/;

describe('what is missing, in one message', () => {
  it('hnsdiag alone: its endpoints have no addresses, so the message asks for Get-HnsEndpoint', () => {
    const r = buildReplay(importFiles([file('hnsdiag.txt', HNSDIAG)]));
    const msg = replayDeadEnd(r)!;
    expect(msg).toBe(
      "missing: the endpoints' IP addresses (endpoints 11796e63…, 07f382ab…, 99f4e4e7…, and 3 more) — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)",
    );
  });

  it("hnsdiag's load balancers show no ports: a probe to their VIP stops before walking, naming Get-HnsPolicyList", () => {
    const r = buildReplay(importFiles([file('hnsdiag.txt', HNSDIAG), file('ep.txt', EP)]));
    if ('error' in r) throw new Error(r.error);
    expect(replayDeadEnd(r)).toBeUndefined();
    expect(vipsWithoutPorts(r.report)).toEqual(['10.96.0.1', '10.96.0.10']);
    expect(probeDeadEnd(r.report, '10.96.0.10:53')).toBe('missing: the ports of the load balancer (VIP 10.96.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
    expect(probeDeadEnd(r.report, '10.42.213.221:80')).toBeUndefined();
  });

  it('a remote endpoint alone leaves no local pod to start from: the pods\' endpoints are asked for', () => {
    const r = buildReplay(importFiles([file('remote.json', REMOTE)]));
    expect(replayDeadEnd(r)).toMatch(/^missing: the pods' HNS endpoints — run `Get-HnsEndpoint \| ConvertTo-Json -Depth 10`/);
  });

  it('a real endpoint is enough: no dead end', () => {
    const r = buildReplay(importFiles([file('ep.txt', EP)]));
    expect(replayDeadEnd(r)).toBeUndefined();
  });

  it('needs met by one command share one clause; a failed build says its own error first, then what is missing', () => {
    const report = emptyReport();
    report.needs.push({ key: 'subnet' }, { key: 'node-ip' }, { key: 'endpoint-ips', about: 'abcd1234…' });
    expect(missingMessage(report.needs)).toBe(
      "missing: the network's subnet and the node's IP — run `Get-HnsNetwork | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`); the endpoints' IP addresses (endpoint abcd1234…) — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)",
    );
    const msg = replayDeadEnd({ error: 'pods[0].ip: outside the pod CIDR', report })!;
    expect(msg).toMatch(/^the files do not make a node: pods\[0\]\.ip: outside the pod CIDR; also missing: the network's subnet and the node's IP — run `Get-HnsNetwork/);
    expect(replayDeadEnd({ error: 'x', report: emptyReport() })).toBe('the files do not make a node: x');
  });

  it('every real file, alone or with another, either has a local pod to start from or says what is missing, in clean words', () => {
    const names = ['hnsdiag-list-all-flannel-vxlan.txt', 'get-hnsendpoint-list-calico-vxlan-rke2.txt', 'get-hnsendpoint-json-remote-overlay-flannel.json', 'get-hnsnetwork-list-overlay-external-flannel.txt', 'vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt', 'vfpctrl-list-vmswitch-port-host-port-excerpt.txt'];
    for (const a of names)
      for (const b of names) {
        const r = buildReplay(importFiles(a === b ? [file(a, realText(a))] : [file(a, realText(a)), file(b, realText(b))]));
        const msg = replayDeadEnd(r);
        const pods = 'error' in r ? 0 : r.scenario.pods.filter((p) => r.report.sources.some((s) => s.node === p.node)).length;
        expect(pods > 0 || !!msg, `${a} + ${b}`).toBe(true);
        if (msg) {
          expect(msg).toMatch(/^missing: .* — run `/);
          expect(msg).not.toMatch(BAD);
        }
      }
  });
});

describe('a Service address the files hold no load balancer for (issue 28)', () => {
  const r = buildReplay(importFiles([file('ep.txt', EP)]));
  if ('error' in r) throw new Error(r.error);

  it("the pods' DNS server with no load balancer is said missing in the report, as a load balancer", () => {
    expect(r.report.missing).toContain("no load balancer for 10.43.0.10 (the pods' DNS server) is in the files (they hold none): a probe to it has nothing to translate it");
  });

  it('a probe to it, or to any address of the Service range, stops before walking and names Get-HnsPolicyList', () => {
    const lb = (vip: string) => `missing: the load balancer (VIP ${vip}) — run \`Get-HnsPolicyList | ConvertTo-Json -Depth 10\` (or \`hnsdiag list all -d\`)`;
    expect(probeDeadEnd(r.report, '10.43.0.10:53')).toBe(lb('10.43.0.10'));
    expect(probeDeadEnd(r.report, '10.43.7.7:80')).toBe(lb('10.43.7.7'));
    expect(probeDeadEnd(r.report, '10.42.213.221:80')).toBeUndefined();
    expect(probeDeadEnd(r.report, 'pod/x')).toBeUndefined();
  });

  it('is not said when the load balancer is in the files', () => {
    const LB = '{"ID":"D680D0E7-185B-46A7-B097-37A8B439F588","Policies":[{"Type":"ELB","VIPs":["10.43.0.10"],"ExternalPort":53,"InternalPort":53,"Protocol":17}],"References":["/endpoints/c9385412-bdef-49f5-88b0-c9d484ef6716"]}';
    const withLb = buildReplay(importFiles([file('ep.txt', EP), file('lb.json', LB)]));
    expect(withLb.report.missing.join('\n')).not.toMatch(/no load balancer for/);
    expect(probeDeadEnd(withLb.report, '10.43.0.10:53')).toBeUndefined();
    expect(probeDeadEnd(withLb.report, '10.43.7.7:80')).toMatch(/^missing: the load balancer \(VIP 10\.43\.7\.7\)/);
  });
});
