import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenarioText } from '../../io/scenario/load';
import { simulate } from '../simulation';
import { fixesForCell, fixProbeOf } from './cell-fixes';
import { reachabilityMatrix } from './matrix';

const base = loadScenarioText(readFileSync('src/lessons/scenarios/network-policy.yaml', 'utf8')).value!;

describe('a cell’s fixes', () => {
  it('a dropped cell aims at delivery: every fix walks to delivered; a delivered cell needs none', () => {
    const m = reachabilityMatrix(simulate(base));
    // batch → api:9090: denied by the policies, and no probe says it should be.
    const dropped = m.cells.find((c) => c.from === 'pod/default/batch' && c.to === 'pod/default/api:9090')!;
    expect(dropped.expect).toBeUndefined();
    const r = fixesForCell(base, dropped)!;
    expect(r.fixes.length).toBeGreaterThan(0);
    expect(r.fixes.every((f) => f.trace.request.verdict.outcome === 'delivered')).toBe(true);
    const delivered = m.cells.find((c) => c.outcome === 'delivered' && !c.reply && !c.expect)!;
    expect(fixesForCell(base, delivered)).toBeUndefined();
    // Dropped as its probe expects (a policy meant to deny it): nothing to fix.
    const meant = m.cells.find((c) => c.outcome === 'dropped' && c.expect?.holds)!;
    expect(fixesForCell(base, meant)).toBeUndefined();
    expect(fixesForCell(base, { ...dropped, outcome: 'unknown', reason: null, why: 'missing: the HNS endpoint' })).toBeUndefined();
  });

  it('a cell whose probe expects the drop it does not get aims at that expect, walking the probe as written', () => {
    // The probe says frontend → api:8080 must be dropped; it is delivered: the fix is to drop it.
    const s = { ...base, probes: base.probes.map((p) => (p.name === 'frontend-to-api' ? { ...p, expect: { outcome: 'dropped' as const } } : p)) };
    const m = reachabilityMatrix(simulate(s));
    const cell = m.cells.find((c) => c.expect?.probe === 'frontend-to-api')!;
    expect(cell.expect!.holds).toBe(false);
    expect(fixProbeOf(s, cell).name).toBe('frontend-to-api');
    const r = fixesForCell(s, cell)!;
    expect(r.goal).toBe('behave as its expect says');
    // Two probes on one pair, the second expecting the drop: the fix aims at the one that fails.
    const two = { ...base, probes: [...base.probes, { ...base.probes.find((p) => p.name === 'frontend-to-api')!, name: 'frontend-to-api-denied', srcPort: 50200, expect: { outcome: 'dropped' as const, reason: 'ACL_DENY' } }] };
    const both = reachabilityMatrix(simulate(two)).cells.find((c) => c.expect?.probe.includes('frontend-to-api-denied'))!;
    expect(both.expect!.probe).toContain(', ');
    expect(fixProbeOf(two, both).name).toBe('frontend-to-api-denied');
    expect(fixesForCell(two, both)!.goal).toBe('behave as its expect says');
    expect(r.needed).toBe(true);
    expect(r.fixes.length).toBeGreaterThan(0);
    expect(r.fixes.every((f) => f.trace.request.verdict.outcome === 'dropped')).toBe(true);
  });
});
