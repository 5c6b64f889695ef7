// Verdicts on a replayed overlay node that used to make no sense (issue 12): a pod to its own
// gateway looped until its TTL ran out, the node subnet's gateway "had no route to" itself, and a
// pod on an assumed remote node (a remote endpoint with a PA) was not encapsulated.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import type { ProbeSpec } from '../../cluster/scenario/schema';
import { importFiles } from '../import';
import { buildReplay, type Replay } from '.';

const realText = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const file = (name: string, s: string) => ({ name, bytes: new TextEncoder().encode(s) });
const EP = realText('get-hnsendpoint-list-calico-vxlan-rke2.txt');
const REMOTE = realText('get-hnsendpoint-json-remote-overlay-flannel.json');

function replay(...inputs: { name: string; bytes: Uint8Array }[]): Replay {
  const r = buildReplay(importFiles(inputs));
  if ('error' in r) throw new Error(r.error);
  return r;
}
function trace(r: Replay, to: string, protocol: ProbeSpec['protocol'] = 'tcp', from = 'pod/ep-10-42-213-221') {
  const res = runProbe(simulate(r.scenario), { name: 'p', from, to, protocol, size: 64, df: false });
  if (!res.ok) throw new Error(res.message);
  return res.value.trace;
}

describe('overlay verdicts on the real RKE2 Calico endpoint', () => {
  const r = replay(file('ep.txt', EP));

  it('a pod to its own gateway (the distributed router) reaches the host, which answers for it', () => {
    const ping = trace(r, '10.42.213.193', 'icmp');
    expect(ping.request.verdict.outcome).toBe('delivered');
    expect(ping.request.delivered?.endpoint).toBe('node/node-10-156-233-218');
    const tcp = trace(r, '10.42.213.193:80');
    expect(tcp.request.verdict.reason).toBe('NO_LISTENER');
    expect(tcp.events.length).toBeLessThan(30);
  });

  it("the node subnet's gateway itself: reached, and said to be a router whose services are not modelled", () => {
    for (const from of ['pod/ep-10-42-213-221', 'node/node-10-156-233-218']) {
      const v = trace(r, '10.156.233.1:80', 'tcp', from).request.verdict;
      expect(v.reason).toBe('NO_LISTENER');
      expect(v.message).toMatch(/reached the node subnet's gateway 10\.156\.233\.1 itself/);
      expect(v.message).not.toMatch(/no route to 10\.156\.233\.1/);
    }
  });

  it('the node\'s own address is its host compartment', () => {
    const v = trace(r, '10.156.233.218:10250').request;
    expect(v.verdict.outcome).toBe('delivered');
    expect(v.delivered?.endpoint).toBe('node/node-10-156-233-218');
  });

  it('a pod on an assumed remote node (a remote endpoint with a PA) is reached through VXLAN to that PA', () => {
    const rr = replay(file('ep.txt', EP), file('remote.json', REMOTE.replace(/10\.244\.2\.141/g, '10.42.7.141')));
    const t = trace(rr, '10.42.7.141:80');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.request.delivered?.node).toBe('node-10-123-74-74');
    const encap = t.events.find((e) => /encap VXLAN VNI 4096 → PA 10\.123\.74\.74/.test(e.text));
    expect(encap?.text).toMatch(/CA_PA_10\.42\.7\.141_10\.123\.74\.74/);
  });
});

describe('the same endpoint on an L2Bridge network with no cbr0 (no PA, no EncapOverhead)', () => {
  const l2 = EP.replace(/^EncapOverhead.*\n/m, '').replace(', @{PA=10.156.233.218; Type=PA}', '');
  const r = replay(file('ep.txt', l2));

  it('the pod\'s gateway is the one its endpoint was given, and the host answers for it', () => {
    const ping = trace(r, '10.42.213.193', 'icmp');
    expect(ping.request.verdict.outcome).toBe('delivered');
    expect(ping.request.delivered?.endpoint).toMatch(/^node\//);
  });

  it('traffic leaving the pod crosses the host instead of stopping on an unanswered ARP', () => {
    const v = trace(r, '10.0.0.1:80').request.verdict;
    expect(v.message).not.toMatch(/no neighbour answers ARP/);
    expect(v.message).toMatch(/gateway 10\.0\.0\.1 itself/);
  });
});
