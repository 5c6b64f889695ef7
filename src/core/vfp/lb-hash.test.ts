import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../net/ip';
import type { Protocol } from '../net/protocol';
import { backendIndex, chooseBackend, fmix32, hashFields, type HashInput } from './lb-hash';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

// FNV-1a 32 and MurmurHash3's fmix32, written again here (BigInt arithmetic) so that the test does
// not trust the code under test. The model: index = fmix32(fnv1a(fields)) mod n.
const M32 = 0xffffffffn;
function fnv(bytes: number[]): number {
  let h = 0x811c9dc5n;
  for (const b of bytes) h = ((h ^ BigInt(b)) * 0x01000193n) & M32;
  return Number(h);
}
function fmix(x: number): number {
  let h = BigInt(x);
  h ^= h >> 16n;
  h = (h * 0x85ebca6bn) & M32;
  h ^= h >> 13n;
  h = (h * 0xc2b2ae35n) & M32;
  h ^= h >> 16n;
  return Number(h);
}
const modelHash = (bytes: number[]) => fmix(fnv(bytes));

const t: HashInput = { src: mustIpv4('10.244.1.39'), srcPort: 49155, dst: mustIpv4('10.96.0.50'), dstPort: 80, protocol: 'tcp' };
// Network byte order, written out by hand.
const SRC = [10, 244, 1, 39];
const SRC_PORT = [0xc0, 0x03]; // 49155 = 0xC003
const DST = [10, 96, 0, 50];
const DST_PORT = [0x00, 0x50]; // 80

describe('hashFields: the documented field order per distribution', () => {
  it('none: source IP, source port, destination IP, destination port, protocol', () => {
    expect(hashFields('none', t)).toEqual({ bytes: [...SRC, ...SRC_PORT, ...DST, ...DST_PORT, 6], text: '10.244.1.39|49155|10.96.0.50|80|tcp' });
  });

  it('sourceIpProtocol: source IP, protocol', () => {
    expect(hashFields('sourceIpProtocol', t)).toEqual({ bytes: [...SRC, 6], text: '10.244.1.39|tcp' });
    expect(hashFields('sourceIpProtocol', { ...t, protocol: 'udp' }).bytes).toEqual([...SRC, 17]);
  });

  it('sourceIp: source IP only', () => {
    expect(hashFields('sourceIp', t)).toEqual({ bytes: SRC, text: '10.244.1.39' });
  });
});

describe('fmix32 (MurmurHash3 finalizer)', () => {
  it('matches the published values and the BigInt reference', () => {
    expect(fmix32(0)).toBe(0);
    expect(fmix32(1)).toBe(0x514e28b7);
    fc.assert(
      fc.property(fc.nat(0xffffffff), (x) => fmix32(x) === fmix(x)),
      { numRuns: RUNS },
    );
  });
});

describe('chooseBackend', () => {
  it('index = fmix32(FNV-1a(fields)) mod the number of backends; the hash is printed as hex', () => {
    for (const d of ['none', 'sourceIpProtocol', 'sourceIp'] as const) {
      const bytes = hashFields(d, t).bytes;
      const h = modelHash(bytes);
      for (const n of [1, 2, 3, 7]) {
        const c = chooseBackend(d, t, n);
        expect(c.index).toBe(h % n);
        expect(c.hash).toBe(`0x${h.toString(16).padStart(8, '0')}`);
        expect(c.hashInput).toBe(hashFields(d, t).text);
      }
    }
  });

  it('the 5-tuple hash of the talk example is computed over hand-written bytes', () => {
    const h = modelHash([10, 244, 1, 39, 0xc0, 0x03, 10, 96, 0, 50, 0x00, 0x50, 6]);
    expect(chooseBackend('none', t, 2).index).toBe(h % 2);
  });

  it('no backend: index -1', () => {
    expect(chooseBackend('none', t, 0).index).toBe(-1);
  });

  const input = fc.record({
    src: fc.nat(0xffffffff),
    srcPort: fc.nat(65535),
    dst: fc.nat(0xffffffff),
    dstPort: fc.nat(65535),
    protocol: fc.constantFrom<Protocol>('tcp', 'udp', 'sctp'),
  });

  it('the index is always one of the backends', () => {
    fc.assert(
      fc.property(input, fc.constantFrom('none', 'sourceIpProtocol', 'sourceIp' as const), fc.integer({ min: 1, max: 50 }), (i, d, n) => {
        const { index } = chooseBackend(d, i, n);
        return Number.isInteger(index) && index >= 0 && index < n;
      }),
      { numRuns: RUNS },
    );
  });

  it('backendIndex (the histogram\'s allocation-free path) chooses as chooseBackend does', () => {
    fc.assert(
      fc.property(input, fc.constantFrom('none', 'sourceIpProtocol', 'sourceIp' as const), fc.integer({ min: 0, max: 50 }), (i, d, n) => {
        expect(backendIndex(d, i, n)).toBe(chooseBackend(d, i, n).index);
      }),
      { numRuns: RUNS },
    );
  });

  it('SourceIP affinity: the same client IP gets the same backend whatever the ports, destination and protocol', () => {
    fc.assert(
      fc.property(input, input, fc.integer({ min: 1, max: 16 }), (a, b, n) => {
        expect(chooseBackend('sourceIp', a, n).index).toBe(chooseBackend('sourceIp', { ...b, src: a.src }, n).index);
      }),
      { numRuns: RUNS },
    );
  });

  it('sourceIpProtocol: the same client IP and protocol get the same backend whatever the ports', () => {
    fc.assert(
      fc.property(input, fc.nat(65535), fc.nat(65535), fc.integer({ min: 1, max: 16 }), (a, sp, dp, n) => {
        expect(chooseBackend('sourceIpProtocol', a, n).index).toBe(chooseBackend('sourceIpProtocol', { ...a, srcPort: sp, dstPort: dp }, n).index);
      }),
      { numRuns: RUNS },
    );
  });

  it('none (5-tuple): different source ports of one client spread over all the backends', () => {
    const seen = new Set<number>();
    for (let port = 40000; port < 40064; port++) seen.add(chooseBackend('none', { ...t, srcPort: port }, 4).index);
    expect(seen.size).toBe(4);
  });

  it('two backends: the choice is not the parity of the input bytes (the finalizer mixes every bit)', () => {
    // With FNV-1a alone, h mod 2 is the parity of the XOR of the bytes' low bits. Count inputs that
    // differ only in one bit above bit 0 of the source port: they must not all keep the same choice.
    const a = chooseBackend('none', t, 2).index;
    const flips = [1, 2, 3, 4, 5, 6, 7].map((bit) => chooseBackend('none', { ...t, srcPort: t.srcPort ^ (1 << bit) }, 2).index);
    expect(flips.some((x) => x !== a)).toBe(true);
  });
});
