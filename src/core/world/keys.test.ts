import { describe, expect, it } from 'vitest';
import { flowKeyOf, KEY_LIMIT, natKeyOf, tupleKeyOf } from './keys';
import { createRuntime } from './runtime';
import type { Tuple } from '../packet/packet';
import { aclLayer, allow, buildWorld, podRef, tcp, walkFrom } from '../testing/builders';
import { CLIENT, twoNodes, WEB, withPodLayers } from '../testing/fixtures';

const tuple = (i: number): Tuple => ({ protocol: 'tcp', src: 0x0af40100 + (i >>> 16), dst: 0x0af40200, srcPort: i & 0xffff, dstPort: 80 });

describe('interned keys', () => {
  it('give the same string for the same fields, and different ones for different fields', () => {
    const rt = createRuntime();
    expect(tupleKeyOf(rt, tuple(1))).toBe(tupleKeyOf(rt, tuple(1)));
    expect(tupleKeyOf(rt, tuple(1))).not.toBe(tupleKeyOf(rt, tuple(2)));
    expect(natKeyOf(rt, 'n1', 1, 'tcp', 80)).not.toBe(natKeyOf(rt, 'n2', 1, 'tcp', 80));
    expect(flowKeyOf(rt, { ...tuple(1), ttl: 64, size: 64 } as never)).toBe(tupleKeyOf(rt, tuple(1)));
  });

  it('stay bounded on a long-lived runtime, and a key made after the index starts afresh still finds what a table holds', () => {
    const rt = createRuntime();
    const table = new Map<string, number>();
    const first = tupleKeyOf(rt, tuple(0));
    table.set(first, 0);
    for (let i = 1; i <= 2 * KEY_LIMIT + 5; i++) tupleKeyOf(rt, tuple(i));
    expect(rt.keys!.size).toBeLessThanOrEqual(KEY_LIMIT);
    let entries = 0;
    for (const bucket of rt.keys!.byHash.values()) entries += bucket.length;
    expect(entries).toBe(rt.keys!.size);
    // Interned again after the reset: the same value, so the table's entry is found.
    const again = tupleKeyOf(rt, tuple(0));
    expect(again).toBe(first);
    expect(table.get(again)).toBe(0);
  });

  it('a walk repeated across a reset of the index hits the flows it made before, exactly as without one', () => {
    const world = buildWorld(withPodLayers(twoNodes(), CLIENT.name, aclLayer({ out: [allow('client-out-80', { proto: 'tcp', dstPorts: 80 })] }, { default: { out: 'block' } })));
    const syn = tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`);
    const repeat = (reset: boolean) => {
      const first = walkFrom(world, podRef(CLIENT.name), syn);
      const rt = first.runtime;
      // Other keys until the index is full, and one more: it starts afresh, without the walk's keys.
      const index = rt.keys!;
      for (let i = 0; reset && rt.keys === index && i <= KEY_LIMIT; i++) tupleKeyOf(rt, tuple(i));
      const before = rt.keys!.size;
      const again = walkFrom(world, podRef(CLIENT.name), syn, { runtime: rt });
      return { trace: JSON.stringify(again.trace), reset: rt.keys !== index, made: rt.keys!.size - before };
    };
    const plain = repeat(false);
    const across = repeat(true);
    expect([plain.reset, across.reset]).toEqual([false, true]);
    // The walk made its keys again (new strings of the same value) and found the flows with them.
    expect(plain.made).toBe(0);
    expect(across.made).toBeGreaterThan(0);
    expect(across.trace).toBe(plain.trace);
    expect(across.trace).toContain('flow-hit');
  });
});
