import { describe, expect, it } from 'vitest';
import { ASSUMPTION_IDS, isAssumptionId } from './assumption-ids';
import { ASSUMPTIONS } from './assumptions';

describe('the assumption ids', () => {
  it('are exactly the assumptions that have a text', () => {
    expect([...ASSUMPTION_IDS].sort()).toEqual(Object.keys(ASSUMPTIONS).sort());
  });

  it('tell a known id from any other string', () => {
    expect(isAssumptionId('lb-hash')).toBe(true);
    expect(isAssumptionId('no-such-assumption')).toBe(false);
    expect(isAssumptionId('toString')).toBe(false);
  });
});
