// On random worlds (src/core/testing/arbitraries.ts: random rules, routes, NAT, load balancers,
// listeners), every line the simulator writes renders in Vietnamese without a stray hole or an
// `undefined`, keeps its addresses, and most lines have a template (a verdict's message and hint and
// the drop's line from their values, messages/verdict-say.ts). FUZZ_RUNS sets the runs.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sendArb, worldSpecArb } from '../../../core/testing/arbitraries';
import { buildWorld, walkFrom } from '../../../core/testing/builders';
import * as VI from './narration-vi';
import { renderVi } from './narration-vi';
import { renderVerdictVi } from '../messages/verdict-say';
import type { Msg } from '../../../core/message';

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
        const said: [string, Msg | undefined][] = [
          ...trace.events.map((e): [string, Msg | undefined] => [e.text, e.msg]),
          ...[trace.request, trace.reply].flatMap((l): [string, Msg | undefined][] => (l ? [[l.verdict.message, l.verdict.msg], [l.verdict.hint ?? '', l.verdict.hintMsg]] : [])),
        ];
        for (const [t, m] of said.filter(([t]) => t)) {
          const r = m ? renderVerdictVi(VI, m) : renderVi(t);
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
