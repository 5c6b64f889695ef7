// `npm run report -- FILE|DUMP... --probe P [--redact] [--out F]`: the evidence report in Markdown.
import { writeFileSync } from 'node:fs';
import { simulate } from '../cluster/simulation';
import { evidenceReport, redactReport } from '../io/report/evidence';
import { reportCommands } from '../lessons/step-commands';
import { flagText, type Args } from './args';
import { COMMANDS } from './usage';
import { selectProbes } from './selectors';
import { loadInput } from './trace';

export function reportCommand(args: Args): number {
  const file = args.positional[0];
  if (!file) {
    console.error(COMMANDS.report!.usage);
    return 2;
  }
  const scenario = loadInput(args.positional);
  if (!scenario) return 2;
  const probes = selectProbes(args, scenario, file, (line) => console.error(line));
  if ('error' in probes) {
    console.error(probes.error);
    return 2;
  }
  const sim = simulate(scenario);
  const parts: string[] = [];
  for (const probe of probes) {
    const r = evidenceReport(scenario, sim, probe, reportCommands);
    if (!r.ok) {
      console.error(`${file}: ${r.message}`);
      return 2;
    }
    parts.push(r.markdown);
  }
  const joined = parts.join('\n---\n\n');
  const text = args.flags.has('redact') ? redactReport(joined, scenario) : joined;
  const out = flagText(args, 'out');
  if (!out) {
    process.stdout.write(text);
    return 0;
  }
  try {
    writeFileSync(out, text);
  } catch (e) {
    console.error(`${out}: cannot write (${(e as Error).message})`);
    return 2;
  }
  console.error(`wrote ${out}`);
  return 0;
}
