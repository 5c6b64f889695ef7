import { describe, expect, it } from 'vitest';
import { mustPrefix } from '../core/net/ip';
import type { Rule } from '../core/vfp/model';
import { FLAGS_TERMINATING } from '../core/vfp/model';
import { simulationOf } from './simulation';
import { findPort, layerDetail, layerRows, portPassAt, ruleSlots, type RuleLine } from './pipeline';
import { probeOf, talk, resultOf } from './test-helpers';

const s = talk();
const world = (simulationOf(s) as Exclude<ReturnType<typeof simulationOf>, Error>).world;
const eventsOf = (name: string) => resultOf(s, probeOf(s, name)).trace.events;

describe('portPassAt', () => {
  const events = eventsOf('pod-to-service');
  const nat = events.findIndex((e) => e.at.layer === 'SLB_NAT_LAYER');

  it("finds the client port's outbound pass from any of its layer events", () => {
    const pass = portPassAt(events, nat)!;
    expect(pass).toMatchObject({ direction: 'out', leg: 'request', current: true, flowHit: undefined });
    expect(events[pass.first]!.kind).toBe('port');
    expect(events.slice(pass.first, pass.last + 1).map((e) => e.at.layer)).toEqual([undefined, 'ACL_ENDPOINT_LAYER', 'SLB_NAT_LAYER', 'VNET_ENCAP_LAYER']);
  });

  it('falls back to the last port crossed when the step is elsewhere', () => {
    const sw = events.findIndex((e, i) => i > nat && e.kind === 'switch');
    expect(portPassAt(events, sw)).toMatchObject({ current: false, portId: events[nat]!.at.port });
    expect(portPassAt(events, 0)).toBeUndefined();
  });

  it("recognises the reply's flow-cache hit as a pass of its own", () => {
    const hit = events.findIndex((e) => e.kind === 'flow-hit');
    const pass = portPassAt(events, hit)!;
    expect(pass.flowHit).toBe(events[hit]);
    expect(pass.first).toBe(hit);
    const port = findPort(world, pass.node, pass.portId)!;
    expect(layerRows(events, pass, port, hit).every((r) => r.state === 'cached')).toBe(true);
  });
});

describe('layerRows', () => {
  const events = eventsOf('pod-to-service');
  const acl = events.findIndex((e) => e.at.layer === 'ACL_ENDPOINT_LAYER');
  const pass = portPassAt(events, acl)!;
  const port = findPort(world, pass.node, pass.portId)!;

  it('marks layers after the current step as upcoming, so stepping back hides what comes next', () => {
    expect(layerRows(events, pass, port, acl).map((r) => [r.layer.name, r.state])).toEqual([
      ['ACL_ENDPOINT_LAYER', 'passed'],
      ['SLB_NAT_LAYER', 'upcoming'],
      ['VNET_ENCAP_LAYER', 'upcoming'],
    ]);
  });

  it('marks the encap layer as having acted once reached', () => {
    expect(layerRows(events, pass, port, pass.last).find((r) => r.layer.name === 'VNET_ENCAP_LAYER')?.state).toBe('acted');
  });
});

describe('layerDetail', () => {
  const events = eventsOf('pod-to-service');
  const nat = events.findIndex((e) => e.at.layer === 'SLB_NAT_LAYER');
  const pass = portPassAt(events, nat)!;
  const port = findPort(world, pass.node, pass.portId)!;
  const d = layerDetail(events, nat, port)!;

  it('greys the inbound group out for an outbound packet', () => {
    expect(d.groups.find((g) => g.group.direction === 'in')?.skipped).toBe('direction');
  });

  it('shows the winning exception rule with its conditions checked against the packet before the layer', () => {
    const out = d.groups.find((g) => !g.skipped)!;
    const win = out.slots.flatMap((x) => (x.kind === 'rule' ? [x.line] : [])).find((l) => l.winner)!;
    expect(win.rule.friendlyName ?? win.rule.id).toMatch(/10\.96\.0\.0\/12/);
    expect(win.pass).toBe(true);
    expect(win.checks.find((c) => c.label === 'Destination IP')).toMatchObject({ actual: '10.96.0.50', pass: true });
    // The exception for the pod range does not hold the Service VIP.
    const other = out.slots.flatMap((x) => (x.kind === 'rule' ? [x.line] : [])).find((l) => l.rule.conditions.dstIp?.[0] && !l.pass);
    expect(other?.checks.some((c) => !c.pass)).toBe(true);
  });

  it('explains the packet as it entered: the LB layer sees the VIP, not the backend', () => {
    const lb = events.findIndex((e) => e.lb);
    const lbPort = findPort(world, events[lb]!.at.node, events[lb]!.at.port!)!;
    const det = layerDetail(events, lb, lbPort)!;
    expect(det.packet.dst).toBe(events[lb - 1]!.packet.dst);
    // Without DSR the load balancer rewrites the source to the node IP too (kubernetes/kubernetes#83072).
    expect(det.transpositions.map((t) => t.kind)).toEqual(['dnat', 'mac-rewrite', 'snat']);
  });

  it('is undefined for a step that is not a layer', () => {
    expect(layerDetail(events, 0, port)).toBeUndefined();
  });
});

describe('ruleSlots: thousands of rules stay readable', () => {
  const rule = (i: number): Rule => ({ id: `r${i}`, priority: i, flags: FLAGS_TERMINATING, conditions: { dstIp: [mustPrefix(`10.0.${i >> 8}.${i & 255}/32`)] }, action: { type: 'allow' }, flowTtl: 240 });
  const lines = (n: number, winner: number): RuleLine[] => Array.from({ length: n }, (_, i) => ({ rule: rule(i), checks: [], pass: i === winner, winner: i === winner, rank: i + 1 }));

  it('shows the winner and its neighbours, and counts the rest', () => {
    const slots = ruleSlots(lines(5000, 2500), 2);
    expect(slots.map((x) => (x.kind === 'rule' ? x.line.rank : `…${x.count}`))).toEqual(['…2498', 2499, 2500, 2501, 2502, 2503, '…2497']);
  });

  it('shows the first rules when none won', () => {
    const slots = ruleSlots(lines(100, -1), 2);
    expect(slots.map((x) => (x.kind === 'rule' ? x.line.rank : `…${x.count}`))).toEqual([1, 2, 3, 4, 5, '…95']);
  });

  it('never hides a single rule behind "1 more"', () => {
    const slots = ruleSlots(lines(6, 3), 1);
    expect(slots.map((x) => (x.kind === 'rule' ? x.line.rank : `…${x.count}`))).toEqual(['…2', 3, 4, 5, 6]);
    expect(ruleSlots(lines(5, 1), 2).every((x) => x.kind === 'rule')).toBe(true);
  });
});
