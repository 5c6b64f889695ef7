import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnv1a, fnv1aString, guidFrom, hex32 } from './hash';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** FNV-1a 32 written independently (BigInt arithmetic) from the published definition. */
function referenceFnv1a(bytes: number[]): number {
  let h = 0x811c9dc5n;
  for (const b of bytes) {
    h ^= BigInt(b & 0xff);
    h = (h * 0x01000193n) & 0xffffffffn;
  }
  return Number(h);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('fnv1a (32 bit, over bytes)', () => {
  it('matches the published test vectors', () => {
    expect(fnv1a([])).toBe(0x811c9dc5); // the offset basis
    expect(fnv1a(ascii('a'))).toBe(0xe40c292c);
    expect(fnv1a(ascii('foobar'))).toBe(0xbf9cf968);
  });

  it('equals an independent BigInt implementation on any bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), (bytes) => fnv1a(bytes) === referenceFnv1a(bytes)),
      { numRuns: RUNS },
    );
  });

  it('is an unsigned 32-bit integer', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 })), (bytes) => {
        const h = fnv1a(bytes);
        return Number.isInteger(h) && h >= 0 && h <= 0xffffffff;
      }),
      { numRuns: RUNS },
    );
  });

  it('only looks at the low 8 bits of each element', () => {
    expect(fnv1a([0x161, 0x262])).toBe(fnv1a([0x61, 0x62]));
  });

  it('accepts a typed array', () => {
    expect(fnv1a(new Uint8Array(ascii('foobar')))).toBe(0xbf9cf968);
  });
});

describe('fnv1aString', () => {
  it('hashes the UTF-16 code units little-endian (two bytes per char), not UTF-8', () => {
    expect(fnv1aString('')).toBe(0x811c9dc5);
    expect(fnv1aString('a')).toBe(referenceFnv1a([0x61, 0x00]));
    expect(fnv1aString('€')).toBe(referenceFnv1a([0xac, 0x20]));
    expect(fnv1aString('a')).not.toBe(0xe40c292c);
  });
});

describe('hex32', () => {
  it('prints 8 lower-case hex digits with 0x', () => {
    expect(hex32(0)).toBe('0x00000000');
    expect(hex32(0xe40c292c)).toBe('0xe40c292c');
    expect(hex32(255)).toBe('0x000000ff');
  });

  it('prints negative int32 values as their unsigned form', () => {
    expect(hex32(-1)).toBe('0xffffffff');
    expect(hex32(0x80000000 | 0)).toBe('0x80000000');
  });
});

describe('guidFrom', () => {
  const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is stable: the same seed gives the same GUID', () => {
    expect(guidFrom('port:web-1')).toBe(guidFrom('port:web-1'));
  });

  it('is GUID-shaped with version 4 and variant a nibbles', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => GUID.test(guidFrom(seed))),
      { numRuns: RUNS },
    );
  });

  it('different seeds give different GUIDs', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        return guidFrom(a) !== guidFrom(b);
      }),
      { numRuns: RUNS },
    );
  });

  it('starts with the hash of "0:" + seed', () => {
    expect(guidFrom('x').slice(0, 8)).toBe(fnv1aString('0:x').toString(16).padStart(8, '0'));
  });
});
