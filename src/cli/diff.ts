// `npm run diff -- A B [--probe P | --from REF --to REF] [--json]`: the same probes walked in two
// scenarios or two sets of dumps. Exit 0 when no probe changed verdict, 1 when one did, 2 on bad input.
// `--matrix`: every cell of the reachability matrix in both, the changed ones first; `--rules`: the
// VFP rules added, removed and changed per node, port, layer and group (`--md` for Markdown). Exit 1
// when a cell or a rule changed.
import { compareProbes, comparisonJson } from '../cluster/compare/compare';
import { simulate } from '../cluster/simulation';
import type { Args } from './args';
import { COMMANDS } from './usage';
import { selectProbes } from './selectors';
import { loadInput } from './trace';
import { checkReplayProbe, replayText, type ReplayReport } from '../io/replay';
import { reachabilityMatrix } from '../cluster/matrix/matrix';
import type { Simulation } from '../cluster/simulation';
import { mdText } from '../io/report/md-escape';
import { anyRuleChange, diffMatrices, diffRulesOf, rulesDiffJson, rulesDiffText } from '../io/compare/states';

const show = (o: { outcome: string; reason: string | null; endpoint: string | null }) => `${o.outcome}${o.reason ? ` ${o.reason}` : ''}${o.endpoint ? ` at ${o.endpoint}` : ''}`;

export function diffCommand(args: Args): number {
  const [a, b, ...more] = args.positional;
  if (!a || !b || more.length) {
    console.error(COMMANDS.diff!.usage);
    return 2;
  }
  const replayedA: { report?: ReplayReport } = {};
  const replayedB: { report?: ReplayReport } = {};
  const before = loadInput([a], replayedA);
  if (!before) return 2;
  const after = loadInput([b], replayedB);
  if (!after) return 2;
  if (args.flags.has('matrix') || args.flags.has('rules')) return statesDiff(args, simulate(before), simulate(after));
  const chosen = selectProbes(args, before, a, (line) => console.error(line));
  if ('error' in chosen) {
    console.error(chosen.error);
    return 2;
  }
  // A side replayed from dumps checks the probes as trace does: what its files lack is said once.
  let probes = chosen;
  for (const [file, scenario, report] of [[a, before, replayedA.report], [b, after, replayedB.report]] as const) {
    if (!report) continue;
    const checked = probes.map((p) => checkReplayProbe(scenario, report, p));
    const stop = checked.find((c) => 'deadEnd' in c);
    if (stop && 'deadEnd' in stop) {
      console.error(`${file}: ${replayText(stop.deadEnd)}`);
      return 2;
    }
    probes = checked.flatMap((c) => ('probe' in c ? [c.probe] : []));
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

function statesDiff(args: Args, a: Simulation, b: Simulation): number {
  const json = args.flags.has('json');
  const md = args.flags.has('md');
  const out: Record<string, unknown> = {};
  let changed = false;
  if (args.flags.has('matrix')) {
    const m = diffMatrices(reachabilityMatrix(a), reachabilityMatrix(b));
    changed ||= m.changed.length > 0;
    if (json) out.matrix = m;
    else {
      const line = (c: (typeof m.changed)[number]) => `${c.from} → ${c.to}/${c.protocol}: ${c.before.outcome}${c.before.reason ? ` ${c.before.reason}` : ''} → ${c.after.outcome}${c.after.reason ? ` ${c.after.reason}` : ''}`;
      if (md) console.log(['| from | to | before | after |', '|---|---|---|---|', ...m.changed.map((c) => `| ${mdText(c.from)} | ${mdText(c.to)}/${c.protocol} | ${c.before.outcome} ${mdText(c.before.reason ?? '')} | ${c.after.outcome} ${mdText(c.after.reason ?? '')} |`)].join('\n'));
      else for (const c of m.changed) console.log(`≠ ${line(c)}`);
      console.log(`${m.changed.length} cells changed, ${m.same} the same${m.onlyBefore ? `, ${m.onlyBefore} only before` : ''}${m.onlyAfter ? `, ${m.onlyAfter} only after` : ''}`);
    }
  }
  if (args.flags.has('rules')) {
    const r = diffRulesOf(a, b);
    changed ||= anyRuleChange(r);
    if (json) out.rules = rulesDiffJson(r);
    else process.stdout.write(rulesDiffText(r, md));
  }
  if (json) console.log(JSON.stringify(out));
  return changed ? 1 : 0;
}
