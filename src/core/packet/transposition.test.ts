import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../net/ip';
import { tcp } from '../testing/builders';
import { wireSize, type OuterHeader, type Packet } from './packet';
import { applyEdit, applyEdits, describeEdit, type Edit } from './transposition';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

const base: Packet = deepFreeze({ ...tcp('10.1.1.10:40000', '10.96.0.10:80', { size: 1000 }), srcMac: '02-00-0A-01-01-0A', dstMac: '02-C0-0A-01-01-02' });
const outer: OuterHeader = { kind: 'vxlan', src: mustIpv4('10.0.0.11'), dst: mustIpv4('10.0.0.12'), srcMac: '00-1D-0A-00-00-0B', dstMac: '00-1D-0A-00-00-0C', srcPort: 50000, dstPort: 4789, vni: 4096 };
const ip = mustIpv4;

describe('applyEdit', () => {
  it('set-src rewrites the source address and port, nothing else', () => {
    const p = applyEdit(base, { op: 'set-src', ip: ip('10.0.0.11'), port: 40001 });
    expect(p).toEqual({ ...base, src: ip('10.0.0.11'), srcPort: 40001 });
  });

  it('set-src without a port keeps the source port (ICMP SNAT)', () => {
    expect(applyEdit(base, { op: 'set-src', ip: ip('10.0.0.11') }).srcPort).toBe(40000);
  });

  it('set-dst rewrites the destination address and port (DNAT), or only the address', () => {
    expect(applyEdit(base, { op: 'set-dst', ip: ip('10.1.1.20'), port: 8080 })).toEqual({ ...base, dst: ip('10.1.1.20'), dstPort: 8080 });
    expect(applyEdit(base, { op: 'set-dst', ip: ip('10.1.1.20') })).toEqual({ ...base, dst: ip('10.1.1.20') });
  });

  it('set-mac rewrites only the MACs it names', () => {
    expect(applyEdit(base, { op: 'set-mac', dst: '02-00-0A-01-01-14' })).toEqual({ ...base, dstMac: '02-00-0A-01-01-14' });
    expect(applyEdit(base, { op: 'set-mac', src: '00-1D-0A-00-00-0B' })).toEqual({ ...base, srcMac: '00-1D-0A-00-00-0B' });
  });

  it('push adds outer headers; the inner packet is unchanged and the wire grows by 50 bytes', () => {
    const p = applyEdit(base, { op: 'push', outer });
    expect(p.outer).toEqual(outer);
    expect({ ...p, outer: undefined }).toEqual({ ...base, outer: undefined });
    expect(wireSize(p)).toBe(wireSize(base) + 50);
  });

  it('pop removes the outer headers entirely (no outer key left)', () => {
    const p = applyEdit(applyEdit(base, { op: 'push', outer }), { op: 'pop' });
    expect('outer' in p).toBe(false);
    expect(p).toEqual(base);
  });

  it('set-outer-mac rewrites the outer MACs only, and leaves a plain packet as it is', () => {
    const enc = applyEdit(base, { op: 'push', outer });
    const p = applyEdit(enc, { op: 'set-outer-mac', dst: '00-00-5E-00-01-01' });
    expect(p.outer).toEqual({ ...outer, dstMac: '00-00-5E-00-01-01' });
    expect(p.dstMac).toBe(base.dstMac);
    expect(applyEdit(base, { op: 'set-outer-mac', dst: '00-00-5E-00-01-01' })).toBe(base);
  });

  it('never mutates its input (frozen packets survive every edit)', () => {
    const edits: Edit[] = [
      { op: 'set-src', ip: 1, port: 2 },
      { op: 'set-dst', ip: 3, port: 4 },
      { op: 'set-mac', src: '00-00-00-00-00-01', dst: '00-00-00-00-00-02' },
      { op: 'push', outer },
      { op: 'set-outer-mac', src: '00-00-00-00-00-03' },
      { op: 'pop' },
    ];
    const frozenEnc = deepFreeze(applyEdit(base, { op: 'push', outer }));
    for (const e of edits) {
      expect(() => applyEdit(base, e)).not.toThrow();
      expect(() => applyEdit(frozenEnc, e)).not.toThrow();
    }
    expect(base.src).toBe(ip('10.1.1.10'));
  });
});

describe('applyEdits', () => {
  it('applies edits in order (later edits see the earlier ones)', () => {
    const p = applyEdits(base, [
      { op: 'set-dst', ip: ip('10.1.1.20'), port: 80 },
      { op: 'set-dst', ip: ip('10.1.2.20') },
    ]);
    expect(p.dst).toBe(ip('10.1.2.20'));
    expect(p.dstPort).toBe(80);
  });

  it('an empty edit list returns the same packet', () => {
    expect(applyEdits(base, [])).toBe(base);
  });

  it('push then pop is the identity for any packet', () => {
    fc.assert(
      fc.property(fc.nat(0xffffffff), fc.nat(65535), fc.nat(0xffffffff), fc.nat(65535), (src, sp, dst, dp) => {
        const p: Packet = { ...base, src, srcPort: sp, dst, dstPort: dp };
        expect(applyEdits(p, [{ op: 'push', outer }, { op: 'pop' }])).toEqual(p);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('describeEdit', () => {
  it('says what each edit does in readable words', () => {
    expect(describeEdit({ op: 'set-src', ip: ip('10.0.0.11'), port: 40000 })).toBe('source → 10.0.0.11:40000');
    expect(describeEdit({ op: 'set-dst', ip: ip('10.1.1.20') })).toBe('destination → 10.1.1.20');
    expect(describeEdit({ op: 'set-mac', dst: '02-00-0A-01-01-14' })).toBe('destination MAC → 02-00-0A-01-01-14');
    expect(describeEdit({ op: 'push', outer })).toBe('push VXLAN VNI 4096 to PA 10.0.0.12');
    expect(describeEdit({ op: 'push', outer: { ...outer, kind: 'host-encap' } })).toBe('push host-internal encap to 10.0.0.12');
    expect(describeEdit({ op: 'pop' })).toBe('pop the outer headers');
  });
});
