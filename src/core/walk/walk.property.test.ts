// Engine invariants on random small worlds and random packets (src/core/testing/arbitraries.ts):
// random rules (allow, block, nat, lbnat, dynnat; random conditions, flags, defaults), random host
// routes (loops included), L2 or VPC underlay, random listeners and closed-port behaviour.
// FUZZ_RUNS sets the number of runs (default 200).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from '../assumptions';
import { reverseTuple, tupleOf } from '../packet/packet';
import { sendArb, worldSpecArb } from '../testing/arbitraries';
import { buildWorld, startOf, walkFrom } from '../testing/builders';
import { REASON_CODES } from '../trace/reasons';
import type { LegResult, Trace } from '../trace/trace';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const input = fc.tuple(worldSpecArb, sendArb);

function checkVerdict(leg: LegResult): void {
  const v = leg.verdict;
  expect(['delivered', 'dropped', 'rejected']).toContain(v.outcome);
  if (v.outcome === 'delivered') {
    expect(v.reason).toBeNull();
    expect(leg.delivered).toBeDefined();
  } else {
    expect(REASON_CODES).toContain(v.reason);
    expect(leg.delivered).toBeUndefined();
  }
  expect(v.message.length).toBeGreaterThan(0);
}

const legEvents = (t: Trace, leg: 'request' | 'reply') => t.events.filter((e) => e.leg === leg);

describe('walk() on random worlds', () => {
  it('every walk ends in a verdict with a known reason code (or delivered with reason null), request and reply', () => {
    fc.assert(
      fc.property(input, ([spec, send]) => {
        const { trace } = walkFrom(buildWorld(spec), send.from, send.packet);
        checkVerdict(trace.request);
        if (trace.reply) checkVerdict(trace.reply);
      }),
      { numRuns: RUNS },
    );
  });

  it('events are non-empty, start with send, and each leg ends with deliver or drop matching its verdict', () => {
    fc.assert(
      fc.property(input, ([spec, send]) => {
        const { trace } = walkFrom(buildWorld(spec), send.from, send.packet);
        expect(trace.events.length).toBeGreaterThan(0);
        expect(trace.events[0]!.kind).toBe('send');
        const last = legEvents(trace, 'request').at(-1)!;
        expect(last.kind).toBe(trace.request.verdict.outcome === 'delivered' ? 'deliver' : 'drop');
        if (trace.reply) {
          const reply = legEvents(trace, 'reply');
          expect(reply[0]!.kind).toBe('answer');
          expect(reply.at(-1)!.kind).toBe(trace.reply.verdict.outcome === 'delivered' ? 'deliver' : 'drop');
        } else {
          expect(legEvents(trace, 'reply')).toEqual([]);
        }
        // Request events come before reply events.
        const firstReply = trace.events.findIndex((e) => e.leg === 'reply');
        if (firstReply >= 0) expect(trace.events.slice(firstReply).every((e) => e.leg === 'reply')).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('the same input gives the same trace (deep equal), on one world or two built from the same spec', () => {
    fc.assert(
      fc.property(input, ([spec, send]) => {
        const world = buildWorld(spec);
        const a = walkFrom(world, send.from, send.packet).trace;
        const b = walkFrom(world, send.from, send.packet).trace;
        const c = walkFrom(buildWorld(spec), send.from, send.packet).trace;
        expect(b).toEqual(a);
        expect(c).toEqual(a);
      }),
      { numRuns: RUNS },
    );
  });

  it('a translated request whose reply is delivered: the reply reaches the original sender with the original tuple reversed', () => {
    fc.assert(
      fc.property(input, ([spec, send]) => {
        const world = buildWorld(spec);
        const { trace } = walkFrom(world, send.from, send.packet);
        const translated = legEvents(trace, 'request').some((e) => e.transpositions?.some((x) => x.kind === 'snat' || x.kind === 'dnat'));
        if (!translated || trace.reply?.verdict.outcome !== 'delivered') return;
        const start = startOf(world, send.from);
        const got = trace.reply.delivered!;
        expect(got.node).toBe(start.host);
        expect(got.endpoint).toBe(send.from);
        if (got.packet.icmp === 'port-unreachable') expect(got.packet.dst).toBe(send.packet.src);
        else expect(tupleOf(got.packet)).toEqual(reverseTuple(tupleOf(send.packet)));
      }),
      { numRuns: RUNS },
    );
  });

  it('repeating a packet on the same runtime gives the same request verdict and delivered packet as the first (slow path) walk', () => {
    fc.assert(
      fc.property(input, ([spec, send]) => {
        const world = buildWorld(spec);
        const first = walkFrom(world, send.from, send.packet);
        const second = walkFrom(world, send.from, send.packet, { runtime: first.runtime });
        expect(second.trace.request.verdict.outcome).toBe(first.trace.request.verdict.outcome);
        expect(second.trace.request.verdict.reason).toBe(first.trace.request.verdict.reason);
        expect(second.trace.request.delivered).toEqual(first.trace.request.delivered);
      }),
      { numRuns: RUNS },
    );
  });

  it('a trace lists only known assumptions, sorted, without duplicates', () => {
    fc.assert(
      fc.property(input, ([spec, send]) => {
        const { trace } = walkFrom(buildWorld(spec), send.from, send.packet);
        for (const a of trace.assumptions) expect(Object.keys(ASSUMPTIONS)).toContain(a);
        expect(trace.assumptions).toEqual([...new Set(trace.assumptions)].sort());
      }),
      { numRuns: RUNS },
    );
  });

  it('walking never mutates the world', () => {
    fc.assert(
      fc.property(input, ([spec, send]) => {
        const world = buildWorld(spec);
        const before = structuredClone(world);
        walkFrom(world, send.from, send.packet);
        expect(world).toEqual(before);
      }),
      { numRuns: Math.max(1, Math.floor(RUNS / 4)) },
    );
  });
});
