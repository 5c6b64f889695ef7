// `trace --fix`: what would make each probe pass, every suggestion walked again (design.md §4 Conclusions).
import { findFixes } from '../cluster/fixes';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import type { Trace } from '../core/trace/trace';
import { fixJson, type FixJson } from '../io/fixes/render';

export function fixesOf(scenario: Scenario, probe: ProbeSpec, trace: Trace): FixJson[] {
  return findFixes(scenario, probe, trace).fixes.map(fixJson);
}

export function fixesText(fixes: FixJson[]): string {
  if (!fixes.length) return 'What would make it pass: nothing found that the walk confirms (or nothing to fix).\n';
  const out = ['What would make it pass (each one walked again):'];
  fixes.forEach((f, i) => {
    out.push(`${i + 1}. [${f.level}] ${f.summary} → ${f.after.outcome}${f.after.endpoint ? ` at ${f.after.endpoint}` : f.after.reason ? ` (${f.after.reason})` : ''}`);
    out.push(...f.change.diff.trimEnd().split('\n').map((l) => `     ${l}`));
  });
  return out.join('\n') + '\n';
}
