import { describe, expect, it } from 'vitest';
import { filterOptions, isFiltering, NO_FILTER, visibleSteps } from './event-filter';
import { probeOf, talk, resultOf } from './test-helpers';

const s = talk();
const events = resultOf(s, probeOf(s, 'pod-to-service')).trace.events;

describe('event list filters', () => {
  it('shows every step without a filter', () => {
    expect(visibleSteps(events, NO_FILTER)).toHaveLength(events.length);
    expect(isFiltering(NO_FILTER)).toBe(false);
  });

  it('offers only values present in the trace', () => {
    const o = filterOptions(events);
    expect(o.tones).toEqual(expect.arrayContaining(['forward', 'encap', 'lb', 'flow', 'allow']));
    expect(o.tones).not.toContain('block');
    expect(o.layers).toContain('SLB_LB_LAYER');
    expect(o.actions).toEqual(expect.arrayContaining(['default', 'allow', 'route-encap', 'decap', 'lbnat']));
    expect(o.hosts).toEqual(['win-node-1']);
    expect(o.legs).toEqual(['request', 'reply']);
  });

  it('keeps step numbers when filtering by kind', () => {
    const steps = visibleSteps(events, { tones: ['encap', 'lb'] });
    // The reply to the node IP (non-DSR source NAT) is encapsulated to the host port too.
    expect(steps.map((n) => events[n - 1]!.tone)).toEqual(['encap', 'encap', 'lb', 'encap', 'encap']);
    expect(steps[0]).toBe(events.findIndex((e) => e.tone === 'encap') + 1);
  });

  it('combines layer, action and leg', () => {
    expect(visibleSteps(events, { tones: [], layer: 'SLB_NAT_LAYER', action: 'default' }).map((n) => events[n - 1]!.leg)).toEqual(['request']);
    expect(visibleSteps(events, { tones: [], leg: 'reply' }).every((n) => events[n - 1]!.leg === 'reply')).toBe(true);
    expect(visibleSteps(events, { tones: [], host: 'win-node-2' })).toEqual([]);
  });
});
