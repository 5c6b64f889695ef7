// On random worlds (src/core/testing/arbitraries.ts: random rules, routes, NAT, load balancers,
// listeners), every line the simulator writes renders in Vietnamese without a stray hole or an
// `undefined`, keeps its addresses, and most lines have a template. FUZZ_RUNS sets the runs.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sendArb, worldSpecArb } from '../../../core/testing/arbitraries';
import { buildWorld, walkFrom } from '../../../core/testing/builders';
import { renderVi } from './narration-vi';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const seen = new Map<string, boolean>();

describe('say() on random worlds', () => {
  afterAll(() => {
    const all = [...seen.values()];
    const covered = all.filter(Boolean).length;
    console.info(`narration in Vietnamese on random worlds: ${covered} of ${all.length} distinct lines have a template for every part (${((100 * covered) / Math.max(1, all.length)).toFixed(1)}%)`);
    if (process.env.SAY_MISSES) console.info([...seen].filter(([, ok]) => !ok).map(([t]) => t).join('\n'));
  });

  it('renders every line with no raw hole, no `undefined`, and every address carried over', () => {
    fc.assert(
      fc.property(worldSpecArb, sendArb, (spec, send) => {
        const { trace } = walkFrom(buildWorld(spec), send.from, send.packet);
        const texts = [...trace.events.map((e) => e.text), ...[trace.request, trace.reply].flatMap((l) => (l ? [l.verdict.message, l.verdict.hint ?? ''] : []))];
        for (const t of texts.filter(Boolean)) {
          const r = renderVi(t);
          seen.set(t, r.complete);
          expect(r.text).not.toMatch(/\{\w+(\*|@\w+)?\}|undefined|NaN|\[object Object\]/);
          for (const ip of t.match(/\d+\.\d+\.\d+\.\d+(?::\d+)?/g) ?? []) expect(r.text).toContain(ip);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('has a template for nearly every line', () => {
    const all = [...seen.values()];
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter(Boolean).length / all.length).toBeGreaterThan(0.9);
  });
});
