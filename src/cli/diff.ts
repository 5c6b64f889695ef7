// `npm run diff -- A B [--probe P | --from REF --to REF] [--json]`: the same probes walked in two
// scenarios or two sets of dumps. Exit 0 when no probe changed verdict, 1 when one did, 2 on bad input.
import { compareProbes, comparisonJson } from '../cluster/compare/compare';
import { simulate } from '../cluster/simulation';
import type { Args } from './args';
import { COMMANDS } from './usage';
import { selectProbes } from './selectors';
import { loadInput } from './trace';

const show = (o: { outcome: string; reason: string | null; endpoint: string | null }) => `${o.outcome}${o.reason ? ` ${o.reason}` : ''}${o.endpoint ? ` at ${o.endpoint}` : ''}`;

export function diffCommand(args: Args): number {
  const [a, b, ...more] = args.positional;
  if (!a || !b || more.length) {
    console.error(COMMANDS.diff!.usage);
    return 2;
  }
  const before = loadInput([a]);
  if (!before) return 2;
  const after = loadInput([b]);
  if (!after) return 2;
  const probes = selectProbes(args, before, a);
  if ('error' in probes) {
    console.error(probes.error);
    return 2;
  }
  const r = compareProbes(simulate(before), simulate(after), probes);
  if (!r.ok) {
    console.error(r.message);
    return 2;
  }
  if (args.flags.has('json')) console.log(JSON.stringify(comparisonJson(r.probes)));
  else {
    for (const p of r.probes)
      console.log(`${p.changed ? '≠' : '='} ${p.name}: ${show(p.before)}${p.changed ? ` → ${show(p.after)}` : ''}${p.divergesAt ? `\n    parts at step ${p.divergesAt.step}: ${p.divergesAt.text}` : ''}`);
    const n = r.probes.filter((p) => p.changed).length;
    console.log(`${n} of ${r.probes.length} probes changed verdict`);
  }
  return r.probes.some((p) => p.changed) ? 1 : 0;
}
