import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../core/net/ip';
import type { Packet } from '../core/packet/packet';
import { changedFields, frameAt, packetBefore } from './frame';
import { probeOf, talk, resultOf } from './test-helpers';

const base: Packet = { src: mustIpv4('10.244.1.39'), dst: mustIpv4('10.96.0.50'), protocol: 'tcp', srcPort: 49155, dstPort: 80, srcMac: '00-15-5D-00-00-01', dstMac: '00-15-5D-00-00-02', ttl: 128, size: 64, df: false };

describe('changedFields', () => {
  it('names each rewritten field', () => {
    expect(changedFields(base, { ...base, dst: mustIpv4('10.244.1.36'), dstMac: '00-15-5D-AD-8C-E8' })).toEqual(['dstMac', 'dst']);
    expect(changedFields(base, base)).toEqual([]);
  });

  it('reports an outer header pushed or popped as `outer`, and outer rewrites by field', () => {
    const outer = { kind: 'vxlan' as const, src: 1, dst: 2, srcMac: 'a', dstMac: 'b', srcPort: 4789, dstPort: 4789, vni: 4096 };
    expect(changedFields(base, { ...base, outer })).toEqual(['outer']);
    expect(changedFields({ ...base, outer }, base)).toEqual(['outer']);
    expect(changedFields({ ...base, outer }, { ...base, outer: { ...outer, dstMac: 'c' } })).toEqual(['outer.dstMac']);
  });
});

describe('frameAt (pod-to-service)', () => {
  const s = talk();
  const trace = resultOf(s, probeOf(s, 'pod-to-service')).trace;
  const lbStep = trace.events.findIndex((e) => e.lb) + 1;

  it('is empty before the first step and done at the last', () => {
    expect(frameAt(trace, 0)).toMatchObject({ step: 0, event: undefined, done: false, changed: [] });
    expect(frameAt(trace, trace.events.length)).toMatchObject({ done: true });
    expect(frameAt(trace, 10_000).step).toBe(trace.events.length);
  });

  it('shows the DNAT and MAC rewrite of the load balancer as changed fields', () => {
    const f = frameAt(trace, lbStep);
    expect(f.changed).toEqual(expect.arrayContaining(['dst', 'dstMac']));
    expect(f.lb?.step).toBe(lbStep);
  });

  it('keeps the latest load-balancing decision on later steps, and none before it', () => {
    expect(frameAt(trace, lbStep - 1).lb).toBeUndefined();
    expect(frameAt(trace, lbStep + 3).lb?.lb.chosen.endpoint).toBe('pod/default/web-1');
  });

  it('has no "before" where the reply starts: it is a new packet, not a rewrite', () => {
    const firstReply = trace.events.findIndex((e) => e.leg === 'reply');
    expect(packetBefore(trace.events, firstReply)).toBeUndefined();
    expect(frameAt(trace, firstReply + 1)).toMatchObject({ before: undefined, changed: [] });
  });
});
