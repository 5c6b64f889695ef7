// A big document's world and walks computed ahead, a task at a time (warm-up.ts): the values the
// render would compute (the same walks as from a fresh copy), nothing done for a small document,
// and nothing more once another document is wanted.
import './testing/validation-loaded';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../cluster/scenario/schema';
import { LATER_ITEMS } from './autosave-later';
import { talk } from './test-helpers';
import { withImportedRules } from './testing/big-document';
import { cachedTrace } from './trace-cache';
import { traceProbe } from './simulation';
import { warmUp } from './warm-up';

const simulated = vi.hoisted(() => [] as unknown[]);
vi.mock('./simulation', async (actual) => {
  const m = await actual<typeof import('./simulation')>();
  return { ...m, simulationOf: (s: Scenario) => (simulated.push(s), m.simulationOf(s)) };
});

beforeEach(() => void (simulated.length = 0));

describe('warmUp', () => {
  it("computes a big document's world, then each probe's walk, in tasks of their own", async () => {
    const big = withImportedRules(talk(), LATER_ITEMS);
    let tasks = 0;
    const counting = setInterval(() => tasks++, 0);
    await warmUp(big, () => true);
    clearInterval(counting);
    expect(simulated).toEqual([big]);
    expect(tasks).toBeGreaterThanOrEqual(big.probes.length);
    expect(big.probes.length).toBeGreaterThan(0);
    for (const p of big.probes) {
      const fresh = traceProbe(structuredClone(big), p);
      const warmed = cachedTrace(big, p);
      expect(warmed.ok).toBe(fresh.ok);
      if (warmed.ok && fresh.ok) expect(warmed.value.trace).toEqual(fresh.value.trace);
    }
  });

  it('leaves a small document to the render', async () => {
    await warmUp(talk(), () => true);
    expect(simulated).toEqual([]);
  });

  it('stops once another document is wanted', async () => {
    const big = withImportedRules(talk(), LATER_ITEMS);
    await warmUp(big, () => false);
    expect(simulated).toEqual([]);
    let asked = 0;
    await warmUp(big, () => ++asked === 1);
    expect(simulated).toEqual([big]);
    expect(asked).toBe(2);
  });
});
