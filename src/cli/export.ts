// `npm run export -- FILE --node NAME --out DIR`: what one Windows node of a scenario would print
// (Get-Hns* | ConvertTo-Json, vfpctrl /list-vmswitch-port, vfpctrl /list-rule per port), written as
// the files of a collectlogs-style folder that `npm run import` and Import mode read back.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simulate } from '../cluster/simulation';
import { nodeDumps } from '../io/export/node-dumps';
import { loadScenarioText, looksLikeScenario } from '../io/scenario/load';
import { flagText, type Args } from './args';
import { readTextFile } from './files';
import { printProblems } from './problems';
import { userMessage } from '../io/errors';

const USAGE = 'usage: npm run export -- FILE --node NAME --out DIR   (FILE: a scenario; NAME: one of its Windows nodes)';

export function exportCommand(args: Args): number {
  const file = args.positional[0];
  const node = flagText(args, 'node');
  const out = flagText(args, 'out');
  if (!file || args.positional.length > 1) {
    console.error(args.positional.length > 1 ? `one scenario file at a time (got ${args.positional.join(', ')})\n${USAGE}` : USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readTextFile(file);
  } catch (e) {
    console.error(userMessage(e, file));
    return 2;
  }
  if (!looksLikeScenario(text)) {
    console.error(`${file}: not a VFP Lab scenario (apiVersion: vfp-lab/v1, kind: Scenario); export writes what a scenario's node would print`);
    return 2;
  }
  const r = loadScenarioText(text);
  printProblems(file, r.errors, 'error');
  printProblems(file, r.warnings, 'warning');
  if (!r.value) return 2;
  const sim = simulate(r.value);
  const windows = [...sim.windows.keys()];
  if (!node) {
    console.error(`--node: which Windows node? (${windows.join(', ') || 'the scenario has none'})\n${USAGE}`);
    return 2;
  }
  if (!out) {
    console.error(`--out: the folder to write the files to\n${USAGE}`);
    return 2;
  }
  const dumps = nodeDumps(sim, node);
  if (!dumps.ok) {
    console.error(`--node ${node}: ${dumps.message}`);
    return 2;
  }
  if (statSync(out, { throwIfNoEntry: false })?.isFile()) {
    console.error(`--out ${out}: is a file, not a folder`);
    return 2;
  }
  try {
    mkdirSync(out, { recursive: true });
    for (const f of dumps.value.files) writeFileSync(join(out, f.name), f.text);
  } catch (e) {
    console.error(`--out ${out}: cannot write (${(e as Error).message})`);
    return 2;
  }
  console.log(`${node}: ${dumps.value.files.length} files in ${out}`);
  for (const f of dumps.value.files) console.log(`  ${f.name.padEnd(60)} ${f.command}`);
  if (dumps.value.gaps.length) console.log(`\nNot in the files (no field for it in what Windows prints):\n${dumps.value.gaps.map((g) => `  - ${g}`).join('\n')}`);
  return 0;
}
