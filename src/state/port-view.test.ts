import { describe, expect, it } from 'vitest';
import { findPort } from './pipeline';
import { closeUp, passesOf, spotOf } from './port-view';
import { simulationOf } from './simulation';
import { probeOf, resultOf, talk } from './test-helpers';

const s = talk();
const world = (simulationOf(s) as Exclude<ReturnType<typeof simulationOf>, Error>).world;
const events = resultOf(s, probeOf(s, 'pod-to-service')).trace.events;
const stepOf = (f: (e: (typeof events)[number]) => boolean) => events.findIndex(f) + 1;

describe('the port close-up of the Service VIP walk', () => {
  const lbStep = stepOf((e) => !!e.lb);
  const at = events[lbStep - 1]!.at;
  const mgmt = findPort(world, at.node, at.port!)!;

  it('finds both passes through the management port: IN (decap) then OUT (LB) after the hairpin; the reply\'s IN pass holds its un-NAT', () => {
    const passes = passesOf(events, at.node, mgmt.id);
    expect(passes.map((p) => `${p.leg} ${p.direction}`)).toEqual(['request in', 'request out', 'reply in']);
    const reply = passes[2]!;
    const inner = events.slice(reply.first, reply.last + 1).find((e) => e.kind === 'flow-hit');
    // The frame is turned round with the addresses: the reply goes to the client's MAC.
    expect(inner?.flow?.inner && inner.transpositions?.map((t) => t.kind)).toEqual(['un-dnat', 'un-snat', 'mac-rewrite']);
  });

  it('draws the layers in OUT order; the LB band acted, with the winner lit and its conditions passed', () => {
    const v = closeUp(events, lbStep, mgmt, at.node);
    expect(v.direction).toBe('out');
    expect(v.at).toEqual({ kind: 'layer', layer: 'SLB_LB_LAYER' });
    expect(v.bands.map((b) => b.layer.name)).toEqual(['SLB_LB_LAYER', 'SLB_HAIRPIN_LAYER', 'SLB_DECAP_LAYER_STATEFUL']);
    const lb = v.bands[0]!;
    expect(lb).toMatchObject({ state: 'acted', current: true });
    expect(lb.lb?.chosen.endpoint).toBe('pod/default/web-1');
    const group = lb.groups.find((g) => !g.skipped)!;
    const winner = group.slots.find((x) => x.kind === 'rule' && x.line.winner);
    expect(winner?.kind === 'rule' && winner.line.checks.every((c) => c.pass)).toBe(true);
    expect(lb.groups.find((g) => g.skipped)?.skipped).toBe('direction');
    expect(v.bands.slice(1).map((b) => b.state)).toEqual(['upcoming', 'upcoming']);
  });

  it('at the decap step the pass is inbound and the decap band is current; the packet came from the switch end', () => {
    const decap = stepOf((e) => !!e.transpositions?.some((t) => t.kind === 'decap'));
    const v = closeUp(events, decap, mgmt, at.node);
    expect(v.direction).toBe('in');
    expect(v.bands.find((b) => b.current)?.layer.name).toBe('SLB_DECAP_LAYER_STATEFUL');
    expect(spotOf(events[decap - 2], mgmt, at.node)).toEqual({ kind: 'switch' });
  });

  it("marks a flow-cache hit: the pass is one lookup, every band cached, the packet at the far end", () => {
    const hit = stepOf((e) => e.kind === 'flow-hit' && e.at.direction === 'in' && !e.flow?.inner);
    const port = findPort(world, events[hit - 1]!.at.node, events[hit - 1]!.at.port!)!;
    const v = closeUp(events, hit, port, events[hit - 1]!.at.node);
    expect(v.flowHit?.current).toBe(true);
    expect(v.at).toEqual({ kind: 'vnic' });
    expect(v.bands.every((b) => b.state === 'cached')).toBe(true);
  });
});
