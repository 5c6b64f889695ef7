import { describe, expect, it } from 'vitest';
import { breakParts } from './break-parts';

describe('breakParts', () => {
  it('keeps the text as it is and cuts only after , \\ / and |', () => {
    const parts = breakParts('kubectl get pods,svc -A | sls C:\\k\\x');
    expect(parts.join('')).toBe('kubectl get pods,svc -A | sls C:\\k\\x');
    expect(parts).toEqual(['kubectl get pods,', 'svc -A |', ' sls C:\\', 'k\\', 'x']);
  });
});
