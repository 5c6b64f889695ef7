// Rebuild from what is there (issue 12): the real dumps, cut and recombined as people paste them,
// give a node to replay; nothing is refused for lying outside a default, and every guess is listed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { REASON_CODES } from '../../core/trace/reasons';
import { importFiles } from '../import';
import { buildReplay, type Replay } from '.';

const realText = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const file = (name: string, s: string) => ({ name, bytes: new TextEncoder().encode(s) });
const EP = realText('get-hnsendpoint-list-calico-vxlan-rke2.txt');
const NET = realText('get-hnsnetwork-list-overlay-external-flannel.txt');
const REMOTE = realText('get-hnsendpoint-json-remote-overlay-flannel.json');
/** A second pod on the RKE2 node: the real record with another id, MAC and address. */
const ep2 = (ip: string) => EP.replace(/^IPAddress .*$/m, `IPAddress          : ${ip}`).replace('c9385412', 'd9385412').replace('0E-2A-0a-2a-d5-dd', '0E-2A-0a-2a-d5-de');

function replay(...inputs: { name: string; bytes: Uint8Array }[]): Replay {
  const r = buildReplay(importFiles(inputs));
  if ('error' in r) throw new Error(r.error);
  return r;
}
const BAD = /undefined|NaN|\[object Object\]/;

/** Every pod to every pod, node and gateway: a verdict with a README reason code, and clean text. */
function everyProbeEnds(r: Replay): number {
  const sim = simulate(r.scenario);
  const targets = [...r.scenario.pods.map((p) => `${p.ip}:80`), ...r.scenario.nodes.map((n) => `${n.ip}:10250`)];
  const froms = [...r.scenario.pods.map((p) => `pod/${p.name}`), ...r.scenario.nodes.map((n) => `node/${n.name}`)];
  let n = 0;
  for (const from of froms)
    for (const to of targets) {
      const res = runProbe(sim, { name: 'p', from, to, protocol: 'tcp', size: 64, df: false });
      if (!res.ok) throw new Error(`${from} → ${to}: ${res.message}`);
      const v = res.value.trace.request.verdict;
      if (v.outcome !== 'delivered') expect(REASON_CODES, `${from} → ${to}`).toContain(v.reason);
      for (const e of res.value.trace.events) expect(JSON.stringify(e)).not.toMatch(BAD);
      n++;
    }
  for (const line of [...r.report.missing, ...r.report.assumed]) expect(line).not.toMatch(BAD);
  return n;
}

describe('rebuild from what is there', () => {
  it('an endpoint without PrefixLength and no network: the pod and cluster CIDRs come from its address', () => {
    const r = replay(file('ep.txt', EP.replace(/^PrefixLength.*\n/m, '')));
    expect(r.scenario.cluster.clusterCIDR).toBe('10.42.0.0/16');
    expect(r.scenario.nodes[0]!.podCIDR).toBe('10.42.213.0/24');
    expect(r.report.assumed.join('\n')).toMatch(/pod CIDR 10\.42\.213\.0\/24: taken from the local endpoints' addresses/);
    expect(everyProbeEnds(r)).toBeGreaterThan(0);
  });

  it('a pod at .2 of its range is accepted: the CNI gave it (Antrea and others reserve none)', () => {
    // 10.42.213.194 is .2 of the endpoint's 10.42.213.192/26.
    const r = replay(file('ep.txt', `${EP}\n${ep2('10.42.213.194')}`));
    expect(r.scenario.pods.map((p) => p.ip)).toContain('10.42.213.194');
    expect(everyProbeEnds(r)).toBeGreaterThan(0);
  });

  it('pods outside the printed subnet widen it instead of being refused', () => {
    const r = replay(file('eps.txt', `${EP}\n${ep2('10.42.213.130')}`));
    expect(r.scenario.nodes[0]!.podCIDR).toBe('10.42.213.128/25');
    expect(r.report.assumed.join('\n')).toMatch(/widened to hold every local endpoint/);
    expect(everyProbeEnds(r)).toBe(9);
  });

  it('only a Transparent bootstrap network dumped: the pods keep ports on an assumed network of their own', () => {
    const r = replay(file('net.txt', NET.replace(/^Type(\s+): overlay/m, 'Type$1: Transparent')), file('eps.txt', `${EP}\n${ep2('10.42.213.222')}`));
    expect(r.report.missing.join('\n')).toMatch(/the endpoints' network Calico is not in the dumps \(they hold External\)/);
    const sim = simulate(r.scenario);
    const res = runProbe(sim, { name: 'p', from: 'pod/ep-10-42-213-221', to: '10.42.213.222:80', protocol: 'tcp', size: 64, df: false });
    if (!res.ok) throw new Error(res.message);
    expect(res.value.trace.request.verdict.message).not.toMatch(/port undefined/);
    expect(everyProbeEnds(r)).toBeGreaterThan(0);
  });

  it('a Transparent network holding the pods is modelled as a switch, with the assumption named', () => {
    const net = NET.replace(/^Type(\s+): overlay/m, 'Type$1: Transparent').replace('192.168.255.0/30', '10.42.213.192/26').replace('192.168.255.1', '10.42.213.193');
    const eps = `${EP}\n${ep2('10.42.213.222')}`.replace(/06560ccd-89f3-4c69-a1a1-e9e368201482/g, NET.match(/^Id\s+: (\S+)/im)![1]!).replace(/^VirtualNetworkName : Calico/gm, 'VirtualNetworkName : External');
    const r = replay(file('net.txt', net), file('eps.txt', eps));
    expect(r.report.assumed.join('\n')).toMatch(/network External is Transparent: modelled as a switch with ports/);
    expect(r.scenario.cluster.cni).not.toBe('win-overlay');
    expect(everyProbeEnds(r)).toBeGreaterThan(0);
  });

  it('remote endpoints (with a PA) become pods on an assumed node, reachable by a probe', () => {
    const remote = REMOTE.replace(/10\.244\.2\.141/g, '10.42.7.141');
    const r = replay(file('eps.txt', `${EP}\n${ep2('10.42.213.222')}`), file('remote.json', remote));
    expect(r.scenario.nodes.map((n) => [n.name, n.ip])).toContainEqual(['node-10-123-74-74', '10.123.74.74']);
    expect(r.scenario.pods.find((p) => p.ip === '10.42.7.141')?.node).toBe('node-10-123-74-74');
    expect(r.report.assumed.join('\n')).toMatch(/remote endpoints 10\.42\.7\.141 are pods on an assumed node node-10-123-74-74/);
    expect(everyProbeEnds(r)).toBe(25);
  });

  it("a remote endpoint of another cluster's range is left out with a reason, not forced in", () => {
    const r = replay(file('eps.txt', EP), file('remote.json', REMOTE.replace('"PrefixLength":  16', '"PrefixLength":  24')));
    expect(r.report.missing.join('\n')).toMatch(/remote endpoint 10\.244\.2\.141 lies outside the range of this node's pods/);
    expect(r.scenario.nodes).toHaveLength(1);
  });
});
