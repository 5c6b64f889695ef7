// "What would make it pass": candidate changes at every level that could own the fix, each one
// checked by building the changed world and walking the probe again. Only changes that give the
// wanted outcome are kept, smallest first, Kubernetes before raw VFP.
import type { Trace } from '../../core/trace/trace';
import { checkExpect, runProbe, simulate } from '../simulation';
import type { ProbeSpec, Scenario } from '../scenario/schema';
import { fixContext } from './context';
import { cniFixes, kubeProxyFixes } from './settings';
import { hnsFixes, vfpFixes } from './dataplane';
import { kubernetesFixes } from './kubernetes';
import { FIX_LEVELS, type FixCandidate } from './types';
import { fixMsg, summaryOf, type FixMsg } from './messages';

export interface Fix extends FixCandidate {
  /** The probe walked again in the changed world. */
  trace: Trace;
}

export interface FixSearch {
  /** What the fixes aim at, in words (English); `goalMsg` is the same as a value. */
  goal: string;
  goalMsg: FixMsg;
  /** False when the probe already behaves as wanted. */
  needed: boolean;
  fixes: Fix[];
  /** How many candidates were walked. */
  tried: number;
}

/** The probe misses its `expect`: the expect is the goal. Otherwise: delivered, its reply too. */
function goalOf(probe: ProbeSpec, trace: Trace): { m: FixMsg; met: (t: Trace) => boolean } {
  if (checkExpect(probe, trace).length) return { m: fixMsg('fix.goal.expect', {}), met: (t) => checkExpect(probe, t).length === 0 };
  return {
    m: fixMsg('fix.goal.delivered', {}),
    met: (t) => t.request.verdict.outcome === 'delivered' && (!t.reply || t.reply.verdict.outcome === 'delivered'),
  };
}

const goalText = (m: FixMsg) => {
  const { summary, msg } = summaryOf(m);
  return { goal: summary, goalMsg: msg };
};

const rank = (c: FixCandidate) => c.objects * FIX_LEVELS.length + FIX_LEVELS.indexOf(c.level);

export function findFixes(scenario: Scenario, probe: ProbeSpec, trace?: Trace, limit = 8): FixSearch {
  const sim = simulate(scenario);
  const first = trace ?? walkProbe(scenario, probe);
  if (!first) return { ...goalText(fixMsg('fix.goal.unsent', {})), needed: false, fixes: [], tried: 0 };
  const goal = goalOf(probe, first);
  if (goal.met(first)) return { ...goalText(goal.m), needed: false, fixes: [], tried: 0 };
  const ctx = fixContext(scenario, sim, probe, first);
  const candidates = [...kubernetesFixes(ctx), ...cniFixes(ctx), ...kubeProxyFixes(ctx), ...hnsFixes(ctx), ...vfpFixes(ctx)];
  const fixes: Fix[] = [];
  for (const c of candidates) {
    const t = walkProbe(c.scenario, probe);
    if (t && goal.met(t)) fixes.push({ ...c, trace: t });
  }
  // A stable sort keeps the order candidates were made in among equals.
  fixes.sort((a, b) => rank(a) - rank(b));
  return { ...goalText(goal.m), needed: true, fixes: fixes.slice(0, limit), tried: candidates.length };
}

/** Walks the probe in a (changed) scenario; undefined when the scenario or the probe no longer resolves. */
export function walkProbe(scenario: Scenario, probe: ProbeSpec): Trace | undefined {
  try {
    const r = runProbe(simulate(scenario), probe);
    return r.ok ? r.value.trace : undefined;
  } catch {
    return undefined;
  }
}
