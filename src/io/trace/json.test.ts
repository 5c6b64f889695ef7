// The trace JSON is a contract (design.md §4): field names and formats are checked here.
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { traceJson } from './trace-json';
import { verdictText } from '../../core/trace/verdict-messages';
import { narrationText } from '../../core/walk/event';

const talk = structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario);
const sim = simulate(talk);
const trace = (name: string) => {
  const r = runProbe(sim, talk.probes.find((p) => p.name === name)!);
  if (!r.ok) throw new Error(r.message);
  return JSON.parse(JSON.stringify(traceJson(name, r.value.trace)));
};
const QUAD = /^\d{1,3}(\.\d{1,3}){3}$/;
const MAC = /^([0-9A-F]{2}-){5}[0-9A-F]{2}$/;

describe('trace JSON', () => {
  const t = trace('pod-to-service');

  it('has the contract fields', () => {
    expect(Object.keys(t)).toEqual(expect.arrayContaining(['probe', 'verdict', 'delivered', 'hops', 'transpositions', 'loadBalancer', 'reply', 'events']));
    expect(t.probe).toBe('pod-to-service');
    expect(t.verdict).toMatchObject({ outcome: 'delivered', reason: null });
    expect(t.verdict.at).toMatchObject({ node: 'win-node-1', place: 'compartment' });
    expect(t.delivered.endpoint).toMatch(/^pod\/default\/web-[12]$/);
  });

  it('writes packets with dotted quads, Windows MACs, lowercase protocols and numeric ports', () => {
    for (const e of t.events) {
      const p = e.packet;
      expect(p.src).toMatch(QUAD);
      expect(p.dst).toMatch(QUAD);
      expect(p.protocol).toBe('tcp');
      expect(typeof p.srcPort).toBe('number');
      expect(typeof p.df).toBe('boolean');
      if (e.step > 1) expect(p.srcMac).toMatch(MAC);
      if (p.outer) expect(p.outer).toMatchObject({ protocol: 'udp', src: expect.stringMatching(QUAD), dst: expect.stringMatching(QUAD) });
    }
  });

  it('numbers events from 1, the reply included, and lists encap, decap and DNAT transpositions', () => {
    expect(t.events.map((e: { step: number }) => e.step)).toEqual(t.events.map((_: unknown, i: number) => i + 1));
    expect(t.events.some((e: { leg: string }) => e.leg === 'reply')).toBe(true);
    expect(t.transpositions.map((x: { kind: string }) => x.kind)).toEqual(expect.arrayContaining(['encap', 'decap', 'dnat']));
    const dnat = t.transpositions.find((x: { kind: string }) => x.kind === 'dnat');
    expect(dnat.before.dst).toBe('10.96.0.50');
    expect(dnat.at).toMatchObject({ place: 'port', layer: 'SLB_LB_LAYER' });
  });

  it('describes the load balancer choice with a hex hash', () => {
    expect(t.loadBalancer).toMatchObject({ vip: '10.96.0.50:80', distribution: 'none', hashInput: '10.244.1.39|49155|10.96.0.50|80|tcp' });
    expect(t.loadBalancer.hash).toMatch(/^0x[0-9a-f]{8}$/);
    expect(t.loadBalancer.backends).toEqual([
      { ip: '10.244.1.36', port: 80, endpoint: 'pod/default/web-1' },
      { ip: '10.244.2.10', port: 80, endpoint: 'pod/default/web-2' },
    ]);
    expect(t.loadBalancer.chosen.endpoint).toBe(t.delivered.endpoint);
  });

  it('gives the reply its own verdict', () => {
    expect(t.reply.verdict).toMatchObject({ outcome: 'delivered', reason: null });
    expect(t.reply.delivered.endpoint).toBe('pod/default/client');
  });

  it('a drop names where it happened and why', () => {
    const d = trace('pod-to-stopped-server');
    expect(d.verdict).toMatchObject({ outcome: 'dropped', reason: 'NO_LISTENER', at: { node: 'win-node-2', place: 'compartment', compartment: 'pod/default/iis' } });
    expect(d.delivered).toBeUndefined();
    expect(d.reply).toBeUndefined();
  });

  it('gives the verdict, its hint and the drop event their message values beside the English (issue 30)', () => {
    const d = trace('pod-to-stopped-server');
    const closed = { id: 'verdict.closedSilent', args: { stack: { id: 'stack.compartment', args: { owner: 'pod/default/iis', n: 4 } }, svc: 'tcp/80' } };
    expect(d.verdict).toMatchObject({ msg: closed, hintMsg: { id: 'hint.closedPort', args: {} } });
    expect(Object.keys(d.verdict)).toEqual(['outcome', 'reason', 'message', 'msg', 'at', 'hint', 'hintMsg']);
    expect(verdictText(d.verdict.msg)).toBe(d.verdict.message);
    expect(verdictText(d.verdict.hintMsg)).toBe(d.verdict.hint);
    const drop = d.events.at(-1);
    expect(drop).toMatchObject({ kind: 'drop', msg: { id: 'event.dropped', args: { reason: 'NO_LISTENER', message: closed } } });
    expect(verdictText(drop.msg)).toBe(drop.text);
    // Every other event's line is a value too (core/walk/narration-messages.ts), its English the text.
    for (const e of d.events) expect(narrationText(e.msg)).toBe(e.text);
    const keys = Object.keys(d.events[0]);
    expect(keys[keys.indexOf('text') + 1]).toBe('msg');
    expect(t.verdict.msg).toEqual({ id: 'verdict.deliveredListening', args: { to: t.delivered.endpoint, svc: 'tcp/80' } });
  });
});
