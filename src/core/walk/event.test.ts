// Narration composed on first read: the same words as if composed at once, whenever they are read.
import { describe, expect, it } from 'vitest';
import { buildWorld, dynnat, lbLayer, lbnat, natLayer, natPool, podMacOf, podRef, rule, tcp, walkFrom } from '../testing/builders';
import { CLIENT, N1, SITE, twoNodes, VIP, WEB, WEB2, withPodLayers } from '../testing/fixtures';
import type { Place, Trace } from '../trace/trace';
import { WalkEvent } from './event';

const at: Place = { node: 'n1', place: 'switch' };
const p = tcp('10.244.1.5:40000', '10.244.2.7:80');

describe('WalkEvent', () => {
  it('composes its line only when read, and only once', () => {
    let calls = 0;
    const e = new WalkEvent('request', 'switch', 'forward', at, p, () => `line ${++calls}`);
    expect(calls).toBe(0);
    expect(e.text).toBe('line 1');
    expect(e.text).toBe('line 1');
    expect(calls).toBe(1);
  });

  it('serialises as the plain event, text in its place and absent fields left out', () => {
    const e = new WalkEvent('reply', 'flow-hit', 'flow', at, p, () => 'hit');
    e.flow = { hit: true };
    expect(JSON.stringify(e)).toBe(JSON.stringify({ leg: 'reply', kind: 'flow-hit', tone: 'flow', at, packet: p, text: 'hit', flow: { hit: true } }));
  });

  it('is a value: a translation is a new event (a spread), the event itself keeps its line', () => {
    const e = new WalkEvent('request', 'switch', 'forward', at, p, 'vSwitch');
    expect({ ...e, text: `${e.text}!` }.text).toBe('vSwitch!');
    // A repeating runtime's traces share events: writing one would rewrite the others.
    expect(() => {
      (e as { text: string }).text = 'translated';
    }).toThrow(TypeError);
    expect(e.text).toBe('vSwitch');
  });
});

/** Every line of a trace, read now. */
const lines = (t: Trace) => t.events.map((e) => e.text);

describe('a walk read later reads the same as one read at once', () => {
  // Each world translates (outbound NAT, load balancing), so the later walks on the same runtime
  // change the flow entries, the NAT pool and the counters that a late composer could read.
  const worlds = {
    'outbound NAT': [buildWorld(withPodLayers(twoNodes(), CLIENT.name, natLayer({ out: [rule('snat', dynnat(natPool('pool', N1.ip, 40000)), { proto: 'tcp' })] }))), `${SITE.ip}:443`],
    'load balancing': [
      buildWorld(withPodLayers(twoNodes(), CLIENT.name, lbLayer([rule('lb', lbnat([{ ip: WEB.ip, port: 80, endpoint: podRef(WEB.name), mac: podMacOf(WEB.ip) }, { ip: WEB2.ip, port: 80, endpoint: podRef(WEB2.name) }]), { dst: VIP, proto: 'tcp', dstPorts: 80 })]))),
      `${VIP}:80`,
    ],
  } as const;

  it.each(Object.entries(worlds))('%s: first walk, repeats, a new connection', (_, [world, to]) => {
    const p1 = tcp(`${CLIENT.ip}:49152`, to);
    const p2 = tcp(`${CLIENT.ip}:49153`, to);
    // Read at once, each walk on its own copy of the history.
    const eager = [walkFrom(world, podRef(CLIENT.name), p1)];
    eager.push(walkFrom(world, podRef(CLIENT.name), p1, { runtime: walkFrom(world, podRef(CLIENT.name), p1).runtime }));
    const expected = eager.map((r) => lines(r.trace));
    // Read after every walk is done, on one runtime.
    const first = walkFrom(world, podRef(CLIENT.name), p1);
    const second = walkFrom(world, podRef(CLIENT.name), p1, { runtime: first.runtime });
    walkFrom(world, podRef(CLIENT.name), p2, { runtime: first.runtime });
    walkFrom(world, podRef(CLIENT.name), p1, { runtime: first.runtime });
    expect([lines(first.trace), lines(second.trace)]).toEqual(expected);
    expect(second.trace.events.some((e) => e.kind === 'flow-hit')).toBe(true);
  });
});
