import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('writes what toLocaleString("en") writes, for any whole number', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => groupDigits(n) === n.toLocaleString('en')));
  });

  it('groups by threes from the right', () => {
    expect([0, 100, 1000, 10_000, 1_000_000].map(groupDigits)).toEqual(['0', '100', '1,000', '10,000', '1,000,000']);
  });
});
