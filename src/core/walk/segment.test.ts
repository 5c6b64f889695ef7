// Replayed segments (segment.ts): a repeated packet's steps are replayed only while what they
// read of the runtime holds, and a replay writes what the steps would have written.
import { describe, expect, it } from 'vitest';
import { aclLayer, allow, buildWorld, dynnat, natLayer, natPool, podRef, rule, tcp, walkFrom } from '../testing/builders';
import { CLIENT, N1, SITE, twoNodes, WEB, WEB2, withPodLayers } from '../testing/fixtures';
import { createRuntime, type FlowEntry, type Runtime } from '../world/runtime';
import { Walk } from './context';
import { recordComposed, startTape } from './segment';
import { repeatRuntime } from './fast-path';
import type { Trace } from '../trace/trace';

let spec = withPodLayers(twoNodes(), CLIENT.name, aclLayer({ out: [allow('client-out-80', { proto: 'tcp', dstPorts: 80 })] }, { default: { out: 'block' }, stateful: true }));
spec = withPodLayers(spec, WEB.name, aclLayer({ in: [allow('web-in-80', { proto: 'tcp', dstPorts: 80 })] }, { default: { in: 'block' }, stateful: true }));
const world = buildWorld(spec);
const syn = tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`);

const json = (t: Trace) => JSON.stringify(t);
const layers = (t: Trace) => t.events.filter((e) => e.kind === 'layer').length;
const passes = (rt: Runtime) => [...rt.portCounters.values()].reduce((n, c) => n + c.packetsIn + c.packetsOut, 0);
const walkOn = (runtime: Runtime, now: number, replay = true) => walkFrom(world, podRef(CLIENT.name), syn, { runtime, now, replay }).trace;

describe('a repeated packet on one runtime', () => {
  it('replays to the same trace as the first repeat, and counts one pass per port crossed', () => {
    const rt = repeatRuntime();
    walkOn(rt, 0);
    const second = walkOn(rt, 1);
    const before = passes(rt);
    const third = walkOn(rt, 2);
    expect(json(third)).toBe(json(second));
    expect(passes(rt) - before).toBe(third.events.filter((e) => e.at.place === 'port' && (e.kind === 'flow-hit' || e.kind === 'port')).length);
    expect(layers(third)).toBe(0);
  });

  it('keeps every flow it hit alive (lastUsed moves on), as the steps would', () => {
    const rt = repeatRuntime();
    walkOn(rt, 0);
    walkOn(rt, 1);
    walkOn(rt, 50);
    const used = [...rt.flows.values()].flatMap((t) => [...t.values()]).filter((f) => !f.reverse).map((f) => f.lastUsed);
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((t) => t === 50)).toBe(true);
  });

  it('notices a flow that expired between walks: the layers run again, as without replay', () => {
    const rt = repeatRuntime();
    const ref = createRuntime();
    for (const now of [0, 1, 2, 100_000]) {
      const a = walkOn(rt, now);
      const b = walkOn(ref, now, false);
      expect(json(a)).toBe(json(b));
      if (now === 100_000) expect(layers(a)).toBeGreaterThan(0);
    }
  });

  it('notices flows removed from the tables: nothing replays from entries that are gone', () => {
    const rt = repeatRuntime();
    walkOn(rt, 0);
    walkOn(rt, 1);
    rt.flows.clear();
    expect(layers(walkOn(rt, 2))).toBeGreaterThan(0);
  });
});

describe('a repeat built anew (the CLI builds the packet again for each repeat)', () => {
  it('replays as the very same packet object would: the same events, the same packets', () => {
    const rt = repeatRuntime();
    walkFrom(world, podRef(CLIENT.name), { ...syn }, { runtime: rt, now: 0 });
    const second = walkFrom(world, podRef(CLIENT.name), { ...syn }, { runtime: rt, now: 1 }).trace;
    const third = walkFrom(world, podRef(CLIENT.name), { ...syn }, { runtime: rt, now: 2 }).trace;
    expect(json(third)).toBe(json(second));
    // Replayed: the port passes' events are the ones recorded, not made again.
    const hits = (t: Trace) => t.events.filter((e) => e.kind === 'flow-hit');
    expect(hits(third).length).toBeGreaterThan(0);
    expect(hits(third).every((e, i) => e === hits(second)[i])).toBe(true);
  });

  it('keeps packets that differ in any field apart', () => {
    const rt = repeatRuntime();
    walkFrom(world, podRef(CLIENT.name), syn, { runtime: rt, now: 0 });
    const bigger = walkFrom(world, podRef(CLIENT.name), { ...syn, size: syn.size + 100 }, { runtime: rt, now: 1 }).trace;
    const ref = createRuntime();
    walkFrom(world, podRef(CLIENT.name), syn, { runtime: ref, now: 0, replay: false });
    expect(json(bigger)).toBe(json(walkFrom(world, podRef(CLIENT.name), { ...syn, size: syn.size + 100 }, { runtime: ref, now: 1, replay: false }).trace));
    expect(bigger.packet.size).toBe(syn.size + 100);
  });

  it('is not fooled by a packet object its caller changed after sending it', () => {
    const rt = repeatRuntime();
    const ref = createRuntime();
    const p = { ...syn };
    const walkBoth = (now: number) => {
      const a = walkFrom(world, podRef(CLIENT.name), p, { runtime: rt, now }).trace;
      const b = walkFrom(world, podRef(CLIENT.name), { ...p }, { runtime: ref, now, replay: false }).trace;
      expect(json(a)).toBe(json(b));
      return a;
    };
    walkBoth(0);
    walkBoth(1);
    p.dstPort = 81;
    // Port 81 is not allowed by the ACL: dropped, as a fresh packet of that value is.
    expect(walkBoth(2).request.verdict.outcome).toBe('dropped');
    p.dstPort = 80;
    expect(walkBoth(3).request.verdict.outcome).toBe('delivered');
  });
});

describe('a segment spans the whole leg', () => {
  // To the pod on the other node, and to a server on the underlay (outbound NAT: a reverse entry).
  const toWeb2 = tcp(`${CLIENT.ip}:40000`, `${WEB2.ip}:80`);
  const toSite = tcp(`${CLIENT.ip}:40000`, `${SITE.ip}:443`);
  // The client's outbound NAT (as on a node): the node visit that translated leaves a reverse entry.
  const pool = natPool('SLB_NATPOOL_IPV4_TCP_client', N1.ip, 40000);
  const outboundNat = natLayer({ out: [allow('OUTBOUNDNAT_EXCEPTION_10.1.0.0/16', { dst: '10.1.0.0/16' }, { priority: 100 }), rule('SNAT_TCP_OUTBOUNDNAT', dynnat(pool), { proto: ['tcp'] }, { priority: 1000 })] });
  const plain = buildWorld(withPodLayers(twoNodes(), CLIENT.name, outboundNat));
  const send = (p: Trace['packet'], runtime: Runtime, now: number, replay = true) => walkFrom(plain, podRef(CLIENT.name), p, { runtime, now, replay }).trace;

  it('replays a delivered request and its reply from the first route to the delivery: the same events, verdicts and answer', () => {
    const rt = repeatRuntime();
    send(toWeb2, rt, 0);
    const second = send(toWeb2, rt, 1);
    const third = send(toWeb2, rt, 2);
    expect(third.request.verdict.outcome).toBe('delivered');
    // Only the two lines walk() writes itself (send, answer) are made anew; every step's event is the recorded one.
    const made = third.events.filter((e, i) => e !== second.events[i]).map((e) => e.kind);
    expect(made).toEqual(['send', 'answer']);
    expect(third.events.some((e) => e.kind === 'wire')).toBe(true);
    expect(third.request).toBe(second.request);
    expect(third.reply?.verdict).toBe(second.reply?.verdict);
  });

  it('renews the reverse entry a node visit leaves on its way to the wire, with the clock of the replaying walk', () => {
    const rt = repeatRuntime();
    const ref = createRuntime();
    for (const now of [0, 1, 30, 31]) {
      expect(send(toSite, rt, now).request.verdict.outcome).toBe('delivered');
      send(toSite, ref, now, false);
    }
    const reverse = (r: Runtime) => [...r.flows.values()].flatMap((t) => [...t.values()]).filter((f) => f.reverse).map((f) => [f.node, f.portId, f.key, f.createdAt, f.lastUsed]);
    expect(reverse(rt).length).toBeGreaterThan(0);
    expect(reverse(rt)).toEqual(reverse(ref));
    expect(reverse(rt).some(([, , , created]) => created === 31)).toBe(true);
  });
});

describe('recordComposed', () => {
  const entry = (key: string): FlowEntry => ({ node: 'n', portId: 'p', direction: 'in', key, edits: [], verdict: 'allow', decisions: [], reverse: true, createdAt: 0, lastUsed: 0, ttl: 240 });
  const recording = () => {
    const w = new Walk(world, repeatRuntime(), { host: 'n', compartment: 'c', request: syn });
    startTape(w, { at: 'port', host: 'n', port: 'p', dir: 'in' });
    return w;
  };

  it('keeps the entry a reply composed, to mark it again on a replay', () => {
    const w = recording();
    const f = entry('a');
    recordComposed(w, f);
    expect(w.tape?.composed).toEqual([f]);
  });

  it('drops the recording when the segment renewed that entry before (a replay would make the two writes in the other order)', () => {
    const w = recording();
    w.tape!.renewed.push(entry('a'));
    recordComposed(w, entry('b'));
    expect(w.tape).toBeDefined();
    recordComposed(w, entry('a'));
    expect(w.tape).toBeUndefined();
  });
});
