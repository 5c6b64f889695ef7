import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { breakable } from './Rich';

describe('breakable', () => {
  it('keeps the text as it is and offers a line break only after , \\ / and |', () => {
    const parts = breakable('kubectl get pods,svc -A | sls C:\\k\\x');
    expect(parts.filter((p) => typeof p === 'string').join('')).toBe('kubectl get pods,svc -A | sls C:\\k\\x');
    expect(parts.filter((p) => isValidElement(p) && p.type === 'wbr')).toHaveLength(4);
    expect(parts[0]).toBe('kubectl get pods,');
  });
});
