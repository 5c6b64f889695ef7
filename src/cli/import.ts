// `npm run import -- PATH... [--json]`: what each file is and what was read from it (design.md §4).
import { hasErrors, importFiles, toSummary, type ImportedFiles } from '../io/import';
import { buildReplay, missingMessage, replayDeadEnd, unwalkableNeeds } from '../io/replay';
import { readNodeOverrides } from '../cluster/scenario/node-overrides';
import { findings } from '../hns/findings';

/** The node checks over what was imported, and the replay's missing/assumed list. */
function printFindings(imported: ImportedFiles): void {
  if (!imported.dumps.length) return;
  const replay = buildReplay(imported);
  const deadEnd = replayDeadEnd(replay);
  if ('error' in replay) {
    console.log(`\nNo replay: ${deadEnd}`);
    return;
  }
  const { overrides } = readNodeOverrides(replay.scenario.nodes);
  for (const [node, o] of overrides) {
    if (!o.hns) continue;
    const f = findings(o.hns, o.vfp, { portRanges: imported.dumps.flatMap((d) => d.model.portRanges ?? []) });
    console.log(`\nFindings on ${node}: ${f.length || 'none'}`);
    for (const x of f) console.log(`  ${x.severity === 'error' ? '✗' : x.severity === 'warning' ? '!' : 'i'} ${x.check}: ${x.message}\n      evidence: ${x.evidence}${x.fix ? `\n      fix: ${x.fix}` : ''}`);
  }
  if (replay.report.missing.length) console.log(`\nMissing from the files:\n${replay.report.missing.map((m) => `  - ${m}`).join('\n')}`);
  if (replay.report.assumed.length) console.log(`\nAssumed:\n${replay.report.assumed.map((m) => `  - ${m}`).join('\n')}`);
  if (deadEnd) console.log(`\nNo replay between endpoints: ${deadEnd}`);
  const needs = unwalkableNeeds(replay.report);
  if (needs.length) console.log(`\nNo replay to ${[...new Set(needs.map((n) => n.about))].join(', ')}: ${missingMessage(needs)}`);
}
import type { Args } from './args';
import { readInputs } from './files';

export function importCommand(args: Args): number {
  if (args.positional.length === 0) {
    console.error('usage: npm run import -- PATH... [--json]   (files, folders or zips of what a Windows node printed)');
    return 2;
  }
  const { inputs, problems } = readInputs(args.positional);
  for (const p of problems) console.error(p);
  const imported = importFiles(inputs);
  const summary = toSummary(imported);
  if (args.flags.has('json')) console.log(JSON.stringify(summary));
  else {
    for (const f of summary.files) {
      const counts = Object.entries(f.objects)
        .filter(([, n]) => n)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ');
      // An unknown format is not a success: `?` says the file was skipped, not read.
      console.log(`${f.errors.length ? '✗' : f.format ? '✓' : '?'} ${f.file}: ${f.format ?? 'unknown format'}${counts ? ` (${counts})` : ''}`);
      for (const e of f.errors) console.log(`    error${e.line ? ` line ${e.line}` : ''}${e.field ? ` ${e.field}` : ''}: ${e.message}`);
      for (const w of f.warnings) console.log(`    warning${w.line ? ` line ${w.line}` : ''}${w.field ? ` ${w.field}` : ''}: ${w.message}`);
    }
    printFindings(imported);
  }
  return problems.length || hasErrors(summary) ? 2 : 0;
}
