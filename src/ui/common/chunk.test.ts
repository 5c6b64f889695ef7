import { describe, expect, it } from 'vitest';
import { chunk } from './chunk';

describe('chunk', () => {
  it('fetches once and says synchronously that it is here', async () => {
    let fetches = 0;
    const c = chunk(async () => {
      fetches++;
      return { Panel: 'panel' };
    });
    expect(c.loaded).toBeUndefined();
    const [a, b] = await Promise.all([c.load(), c.load()]);
    expect(a).toBe(b);
    expect(c.loaded).toEqual({ Panel: 'panel' });
    expect(fetches).toBe(1);
  });

  it('tries a failed fetch again, and is not "here" after a failure', async () => {
    let fetches = 0;
    const c = chunk(async () => {
      if (++fetches === 1) throw new Error('offline');
      return { ok: true };
    });
    await expect(c.load()).rejects.toThrow('offline');
    expect(c.loaded).toBeUndefined();
    await expect(c.load()).resolves.toEqual({ ok: true });
    expect(fetches).toBe(2);
  });
});
