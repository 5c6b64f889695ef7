// `npm run import -- PATH... [--json]`: what each file is and what was read from it (design.md §4).
import { hasErrors, importFiles, toSummary } from '../io/import';
import type { Args } from './args';
import { readInputs } from './files';

export function importCommand(args: Args): number {
  if (args.positional.length === 0) {
    console.error('usage: npm run import -- PATH... [--json]   (files, folders or zips of what a Windows node printed)');
    return 2;
  }
  const { inputs, problems } = readInputs(args.positional);
  for (const p of problems) console.error(p);
  const summary = toSummary(importFiles(inputs));
  if (args.flags.has('json')) console.log(JSON.stringify(summary));
  else {
    for (const f of summary.files) {
      const counts = Object.entries(f.objects)
        .filter(([, n]) => n)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ');
      console.log(`${f.errors.length ? '✗' : '✓'} ${f.file}: ${f.format ?? 'unknown format'}${counts ? ` (${counts})` : ''}`);
      for (const e of f.errors) console.log(`    error${e.line ? ` line ${e.line}` : ''}${e.field ? ` ${e.field}` : ''}: ${e.message}`);
      for (const w of f.warnings) console.log(`    warning${w.line ? ` line ${w.line}` : ''}${w.field ? ` ${w.field}` : ''}: ${w.message}`);
    }
  }
  return problems.length || hasErrors(summary) ? 2 : 0;
}
