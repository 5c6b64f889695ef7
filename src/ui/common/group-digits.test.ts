import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupDigits, groupDigitsIn } from './group-digits';

describe('groupDigits', () => {
  it('writes what toLocaleString("en") writes, for any whole number', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => groupDigits(n) === n.toLocaleString('en')));
  });

  it('groups by threes from the right', () => {
    expect([0, 100, 1000, 10_000, 1_000_000].map(groupDigits)).toEqual(['0', '100', '1,000', '10,000', '1,000,000']);
  });
});

describe('groupDigitsIn', () => {
  it('writes what toLocaleString writes in English and Vietnamese, for any whole number', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), fc.constantFrom('en' as const, 'vi' as const), (n, lang) => groupDigitsIn(n, lang) === n.toLocaleString(lang)));
  });
});
