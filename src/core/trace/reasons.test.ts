import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from '../assumptions';
import { REASONS, REASON_CODES } from './reasons';

describe('reason codes', () => {
  it('include every code the design names (design.md §4)', () => {
    for (const code of ['ACL_DENY', 'NO_ROUTE', 'NO_LISTENER', 'NO_BACKEND', 'TTL_EXCEEDED', 'MTU_EXCEEDED', 'UNKNOWN_MAC', 'ICMP_NOT_TRANSLATED', 'PORT_BLOCKED', 'NAT_NO_RETURN_PATH', 'UNSUPPORTED']) {
      expect(REASON_CODES).toContain(code);
    }
  });

  it('REASON_CODES lists exactly the keys of REASONS, each with a description', () => {
    expect(REASON_CODES).toEqual(Object.keys(REASONS));
    for (const code of REASON_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z_]*$/);
      expect(REASONS[code].length).toBeGreaterThan(10);
    }
  });

  it('descriptions are distinct (no code reused for another meaning)', () => {
    const texts = Object.values(REASONS);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('assumptions', () => {
  it('each has a title and a text', () => {
    for (const [id, a] of Object.entries(ASSUMPTIONS)) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.text.length).toBeGreaterThan(20);
    }
  });
});
