// Per cell, on demand: what would make a failing cell pass, each change walked again (as `trace
// --fix` does for a probe). A cell whose probe's `expect` fails aims at that expect (the probe is
// walked as written); any other cell aims at delivery with its reply. A cell that could not be walked
// ("unknown": evidence missing on a replayed node) has nothing to fix: its files are to be collected.
import { findFixes, type FixSearch } from '../fixes/search';
import type { ProbeSpec, Scenario } from '../scenario/schema';
import type { MatrixCell } from './matrix';

/** The probe a cell stands for: what `trace --from FROM --to TO` walks. */
export const cellProbe = (c: Pick<MatrixCell, 'from' | 'to' | 'protocol'>): ProbeSpec => ({ name: 'adhoc', from: c.from, to: c.to, protocol: c.protocol, size: 64, df: false }) as ProbeSpec;

/** Whether a cell asks for a fix: not delivered, its reply lost, or its probe's expect not met. */
export const cellFails = (c: MatrixCell): boolean => c.outcome !== 'delivered' || !!c.reply || (!!c.expect && !c.expect.holds);

/** The probe whose goal a cell's fix aims at: the first of the cell's probes whose expect fails (a
 * pair may have several: `expect.probe` joins their names, each mismatch starts with its probe's). */
export function fixProbeOf(scenario: Scenario, c: MatrixCell): ProbeSpec {
  const failing = c.expect && !c.expect.holds ? (c.expect.mismatch ?? []) : [];
  const named = scenario.probes.find((p) => p.expect && failing.some((m) => m.startsWith(`${p.name}: `)));
  return named ?? cellProbe(c);
}

/** The verified fixes of a failing cell, smallest first; undefined when it needs none, was not walked,
 * or behaves as its probes expect (a drop a policy is meant to make is no fault to fix). */
export function fixesForCell(scenario: Scenario, c: MatrixCell, limit?: number): FixSearch | undefined {
  if (c.outcome === 'unknown' || !cellFails(c) || c.expect?.holds) return undefined;
  return findFixes(scenario, fixProbeOf(scenario, c), undefined, limit);
}
