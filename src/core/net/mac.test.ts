import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from './ip';
import { BROADCAST_MAC, macFromIpv4, mustMac, parseMac } from './mac';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const WINDOWS_FORM = /^[0-9A-F]{2}(-[0-9A-F]{2}){5}$/;

describe('parseMac', () => {
  it.each([
    ['00-15-5D-0A-0B-0C', '00-15-5D-0A-0B-0C'],
    ['00-15-5d-0a-0b-0c', '00-15-5D-0A-0B-0C'],
    ['00:15:5d:0a:0b:0c', '00-15-5D-0A-0B-0C'],
    ['00155D0A0B0C', '00-15-5D-0A-0B-0C'],
    ['  00155d0a0b0c  ', '00-15-5D-0A-0B-0C'],
    ['ff:ff:ff:ff:ff:ff', BROADCAST_MAC],
  ])('reads %j as the Windows form', (text, want) => {
    expect(parseMac(text)).toBe(want);
  });

  it.each(['', 'hello', '00-15-5D-0A-0B', '00-15-5D-0A-0B-0C-0D', 'GG-15-5D-0A-0B-0C', '00155D0A0B0', '00155D0A0B0C0', '00 15 5D 0A 0B 0C'])('rejects %j', (text) => {
    expect(parseMac(text)).toBeUndefined();
  });

  it('mustMac throws on a bad MAC, naming it', () => {
    expect(() => mustMac('00-15')).toThrow(/00-15/);
  });

  it('prints six upper-case pairs joined by dashes, and is idempotent', () => {
    const hex12 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(hex12, fc.constantFrom(':', '-', ''), fc.boolean(), (bytes, sep, lower) => {
        let text = bytes.map((b) => b.toString(16).padStart(2, '0')).join(sep);
        text = lower ? text.toLowerCase() : text.toUpperCase();
        const m = parseMac(text)!;
        expect(m).toMatch(WINDOWS_FORM);
        expect(m.split('-').map((h) => parseInt(h, 16))).toEqual(bytes);
        expect(parseMac(m)).toBe(m);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('macFromIpv4', () => {
  it('appends the four octets of the address to the two-byte prefix (win-overlay 0E-2A)', () => {
    expect(macFromIpv4('0E-2A', mustIpv4('10.244.2.141'))).toBe('0E-2A-0A-F4-02-8D');
  });

  it("uses kube-proxy's 02-11 prefix the same way", () => {
    expect(macFromIpv4('02-11', mustIpv4('10.0.0.1'))).toBe('02-11-0A-00-00-01');
  });

  it('accepts a lower-case or colon-separated prefix and prints the Windows form', () => {
    expect(macFromIpv4('0e:2a', mustIpv4('255.0.16.1'))).toBe('0E-2A-FF-00-10-01');
  });

  it('always gives a MAC parseMac accepts unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (ip) => {
        const m = macFromIpv4('0E-2A', ip);
        expect(parseMac(m)).toBe(m);
        expect(m.startsWith('0E-2A-')).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
