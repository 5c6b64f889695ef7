// A big document's simulation and its probes' walks, each computed in a task of its own before the
// page shows it (issue 32: "no page task over 50 ms" at 10,000 hand edits). Shown at once, the
// render that first needed them made every hand rule, built the world, indexed the edited groups on
// the first walk and walked each probe, all in one task (150–450 ms). They land in the caches the
// render reads (handRule, simulationOf, cachedTrace): the same values, computed a few tasks sooner.
import type { Scenario } from '../cluster/scenario/schema';
import { writtenLater } from './autosave-later';
import { simulationOf } from './simulation';
import { cachedTrace } from './trace-cache';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hand rules made per task (~5 ms). */
const RULES_PER_TASK = 2_000;

/** Fills the caches for `s` a task at a time when it is big (else nothing to do); stops once
 * `wanted` says no (another document was asked for meanwhile). */
export async function warmUp(s: Scenario, wanted: () => boolean): Promise<void> {
  if (!writtenLater(s)) return;
  // In the late parts' chunk, loaded with the validation a document is opened with.
  const { handRule } = await import('../cluster/world/vfp-edits');
  let made = 0;
  for (const n of s.nodes)
    for (const e of n.vfpEdits ?? []) {
      if (e.op !== 'add-rule') continue;
      if (made++ % RULES_PER_TASK === 0) {
        await nextTask();
        if (!wanted()) return;
      }
      handRule(e.rule);
    }
  await nextTask();
  if (!wanted()) return;
  if (simulationOf(s) instanceof Error) return;
  for (const p of s.probes) {
    await nextTask();
    if (!wanted()) return;
    cachedTrace(s, p);
  }
  await nextTask();
}
