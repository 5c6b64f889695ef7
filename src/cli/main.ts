// The VFP Lab command line: the same simulator and parsers as the app, for terminals, scripts and CI.
import { parseArgs, type Args } from './args';
import { diffCommand } from './diff';
import { exportCommand } from './export';
import { importCommand } from './import';
import { reportCommand } from './report';
import { traceCommand } from './trace';
import { validateCommand } from './validate';

const commands: Record<string, (a: Args) => number> = {
  trace: traceCommand,
  validate: validateCommand,
  import: importCommand,
  export: exportCommand,
  diff: diffCommand,
  report: reportCommand,
};

const [command, ...rest] = process.argv.slice(2);
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: vfp-lab <${Object.keys(commands).join('|')}> ...`);
  process.exit(2);
}
process.exitCode = run(parseArgs(rest));
