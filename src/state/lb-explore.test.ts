import { describe, expect, it } from 'vitest';
import { offsetIp, formatIp } from '../core/net/ip';
import { chooseBackend } from '../core/vfp/lb-hash';
import { hashInputOf, histogram, nthFlow, whatIf } from './lb-explore';
import { packetBefore } from './frame';
import { probeOf, talk, resultOf } from './test-helpers';

const s = talk();
const events = resultOf(s, probeOf(s, 'pod-to-service')).trace.events;
const at = events.findIndex((e) => e.lb);
const lb = events[at]!.lb!;
const input = hashInputOf(packetBefore(events, at)!);

describe('what-if on the load balancer', () => {
  it("reproduces the walk's own hash and choice from the packet that entered the LB layer", () => {
    const w = whatIf(lb, input, 'none');
    expect(w).toMatchObject({ hash: lb.hash, hashInput: lb.hashInput, index: lb.chosen.index, moved: false });
  });

  it('moves the choice for some other source port with the 5-tuple hash', () => {
    const moved = Array.from({ length: 40 }, (_, i) => whatIf(lb, { ...input, srcPort: 50000 + i }, 'none')).filter((w) => w.moved);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved[0]!.backend?.endpoint).toBe('pod/default/web-2');
  });

  it('keeps the choice whatever the source port with source-IP affinity', () => {
    const first = whatIf(lb, input, 'sourceIp');
    for (let port = 1024; port < 1100; port++) expect(whatIf(lb, { ...input, srcPort: port }, 'sourceIp').index).toBe(first.index);
    expect(first.hashInput).toBe(formatIp(input.src));
  });
});

describe('histogram over N flows', () => {
  it('counts every flow once', () => {
    const counts = histogram({ distribution: 'none', input, backends: 2, flows: 10_000, vary: 'srcPort' });
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10_000);
    // The 5-tuple hash spreads one client's connections over both backends.
    expect(Math.min(...counts)).toBeGreaterThan(3000);
  });

  it('puts all of one client on one backend with source-IP affinity', () => {
    expect(histogram({ distribution: 'sourceIp', input, backends: 2, flows: 1000, vary: 'srcPort' }).filter((c) => c > 0)).toEqual([1000]);
  });

  it('spreads many clients even with source-IP affinity', () => {
    expect(Math.min(...histogram({ distribution: 'sourceIp', input, backends: 2, flows: 1000, vary: 'srcIp' }))).toBeGreaterThan(0);
  });

  it('varies source ports through 1024-65535, then the next client address', () => {
    expect(nthFlow(input, 'srcPort', 0)).toMatchObject({ src: input.src, srcPort: 1024 });
    expect(nthFlow(input, 'srcPort', 64511)).toMatchObject({ src: input.src, srcPort: 65535 });
    expect(nthFlow(input, 'srcPort', 64512)).toMatchObject({ src: offsetIp(input.src, 1), srcPort: 1024 });
    expect(nthFlow(input, 'srcIp', 3)).toMatchObject({ src: offsetIp(input.src, 3), srcPort: input.srcPort });
  });

  it('counts flow i as nthFlow(i) hashed by chooseBackend, across the end of the port range', () => {
    for (const vary of ['srcPort', 'srcIp'] as const)
      for (const distribution of ['none', 'sourceIpProtocol', 'sourceIp'] as const) {
        const flows = 64_600;
        const expected = new Array<number>(3).fill(0);
        for (let i = 0; i < flows; i++) expected[chooseBackend(distribution, nthFlow(input, vary, i), 3).index]! += 1;
        expect(histogram({ distribution, input, backends: 3, flows, vary })).toEqual(expected);
      }
  });

  it('returns no bars for a load balancer without backends', () => {
    expect(histogram({ distribution: 'none', input, backends: 0, flows: 10, vary: 'srcPort' })).toEqual([]);
  });
});
