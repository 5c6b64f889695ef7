// On random worlds (src/core/testing/arbitraries.ts: random rules, routes, NAT, load balancers,
// listeners), every line the simulator writes renders in Vietnamese without a stray hole or an
// `undefined`, keeps its addresses, and every line is a message value with Vietnamese for each of its
// parts (messages/verdict-say.ts). FUZZ_RUNS sets the runs.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sendArb, worldSpecArb } from '../../../core/testing/arbitraries';
import { buildWorld, walkFrom } from '../../../core/testing/builders';
import * as VI from './narration-vi';
import { renderVerdictVi } from '../messages/verdict-say';
import type { Msg } from '../../../core/message';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const seen = new Map<string, boolean>();

describe('the walk’s lines in Vietnamese on random worlds', () => {
  afterAll(() => console.info(`narration in Vietnamese on random worlds: ${seen.size} distinct lines`));

  it('renders every line with no raw hole, no `undefined`, and every address carried over', () => {
    fc.assert(
      fc.property(worldSpecArb, sendArb, (spec, send) => {
        const { trace } = walkFrom(buildWorld(spec), send.from, send.packet);
        const said: [string, Msg | undefined][] = [
          ...trace.events.map((e): [string, Msg | undefined] => [e.text, e.msg]),
          ...[trace.request, trace.reply].flatMap((l): [string, Msg | undefined][] => (l ? [[l.verdict.message, l.verdict.msg], [l.verdict.hint ?? '', l.verdict.hintMsg]] : [])),
        ];
        for (const [t, m] of said.filter(([t]) => t)) {
          expect(m, t).toBeDefined();
          const r = renderVerdictVi(VI, m!);
          seen.set(t, r.complete);
          expect(r.complete, t).toBe(true);
          expect(r.text).not.toMatch(/\{\w+(\*|@\w+)?\}|undefined|NaN|\[object Object\]/);
          for (const ip of t.match(/\d+\.\d+\.\d+\.\d+(?::\d+)?/g) ?? []) expect(r.text).toContain(ip);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('met lines to say', () => expect(seen.size).toBeGreaterThan(0));
});
