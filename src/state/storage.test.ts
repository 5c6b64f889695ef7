import { afterEach, describe, expect, it } from 'vitest';
import { browserStorage, memoryStorage, storageBlocked } from './storage';

const g = globalThis as { localStorage?: unknown };

describe('browserStorage', () => {
  afterEach(() => delete g.localStorage);

  it('probes a browser storage with a write once per page, not at every call (each write carries the URL)', () => {
    const inner = memoryStorage();
    let writes = 0;
    g.localStorage = { ...inner, setItem: (k: string, v: string) => (writes++, inner.setItem(k, v)), removeItem: (k: string) => (writes++, inner.removeItem(k)) };
    const first = browserStorage();
    expect(browserStorage()).toBe(first);
    browserStorage();
    expect(writes).toBe(2); // one setItem and one removeItem
    expect(storageBlocked(first)).toBe(false);
  });

  it('falls back to memory, marked blocked, when the probe write throws', () => {
    g.localStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(storageBlocked(browserStorage())).toBe(true);
  });
});
