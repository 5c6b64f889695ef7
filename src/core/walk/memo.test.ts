// The packet a repeat is walked as (sentPacket): a packet equal in value to one sent before is that
// one, and a change to any field, even on the same object, makes it another.
import { describe, expect, it } from 'vitest';
import type { Packet } from '../packet/packet';
import { tcp } from '../testing/builders';
import { repeatRuntime } from './fast-path';
import { Walk } from './context';
import { FIELDS, sentPacket } from './memo';
import type { World } from '../world/world';

const world = {} as World;
const walkOn = (rt = repeatRuntime()) => {
  const w = new Walk(world, rt, { host: 'n', compartment: 'c', request: tcp('10.0.0.1:1000', '10.0.0.2:80') });
  w.keep = true;
  w.fp = rt.fastPath as Walk['fp'];
  return w;
};

/** A packet with every field set (the outer header only when it is the field changed: a packet
 * with one never takes the shortcut by object, whose comparison is what this test is about). */
const full = (f?: (typeof FIELDS)[number]): Packet => ({
  ...tcp('10.0.0.1:40000', '10.96.0.10:80', { flags: 'SYN' }),
  icmp: 'echo-request',
  frontend: '10.96.0.10:80/6',
  ...(f === 'outer' ? { outer: { kind: 'vxlan', src: 1, dst: 2, srcMac: '00-15-5d-00-00-01', dstMac: '00-15-5d-00-00-02', srcPort: 4789, dstPort: 4789, vni: 4096 } } : {}),
});

function changed(p: Packet, f: (typeof FIELDS)[number]): unknown {
  const v = p[f];
  if (f === 'outer') return { ...p.outer!, dst: p.outer!.dst + 1 };
  if (f === 'protocol') return v === 'tcp' ? 'udp' : 'tcp';
  if (typeof v === 'number') return v + 1;
  if (typeof v === 'boolean') return !v;
  return `${String(v)}-changed`;
}

describe('sentPacket', () => {
  it('walks a packet equal in value to one sent before as that one (a copy, not the caller\'s object)', () => {
    const w = walkOn();
    const first = sentPacket(w, full());
    expect(sentPacket(w, full())).toBe(first);
    expect(sentPacket(w, first)).toBe(first);
  });

  it.each(FIELDS)('takes a packet whose %s changed, on the same object, for another', (f) => {
    const w = walkOn();
    const p = full(f);
    const before = sentPacket(w, p);
    (p as unknown as Record<string, unknown>)[f] = changed(p, f);
    const after = sentPacket(w, p);
    expect(after).not.toBe(before);
    expect(after[f]).toEqual(p[f]);
    // The first value is still the packet it was.
    expect(before[f]).not.toEqual(p[f]);
  });
});
