// Redaction properties: total, deterministic, injective, and no original address survives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIpv4 } from '../../core/net/ip';
import { isKeptIpv4 } from './ipv4';
import { redactText } from './index';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const ipv4 = fc.integer({ min: 0, max: 0xffffffff }).filter((ip) => !isKeptIpv4(ip)).map(formatIpv4);
const filler = fc.constantFrom(' ', '\n', ', ', ' via ', ': ', '/24 ', ' -> ');
const dump = fc.array(fc.tuple(ipv4, filler), { minLength: 1, maxLength: 30 });

describe('redactText', () => {
  it('never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => void redactText(text)), { numRuns: RUNS });
  });

  it('leaves no original address, is deterministic and maps distinct addresses apart', () => {
    fc.assert(
      fc.property(dump, (parts) => {
        const text = parts.map(([a, f]) => a + f).join('');
        const { value, mapping } = redactText(text);
        const found = new Set(value.match(/(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?!\d)/g) ?? []);
        for (const [addr] of parts) expect(found.has(addr)).toBe(false);
        expect(redactText(text).value).toBe(value);
        const v4 = mapping.entries.filter((e) => e.kind === 'ipv4');
        expect(new Set(v4.map((e) => e.replacement)).size).toBe(v4.length);
      }),
      { numRuns: RUNS },
    );
  });
});
