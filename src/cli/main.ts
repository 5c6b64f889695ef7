// The VFP Lab command line: the same simulator and parsers as the app, for terminals, scripts and CI.
import { parseArgs, type Args } from './args';
import { exportCommand } from './export';
import { importCommand } from './import';
import { traceCommand } from './trace';
import { validateCommand } from './validate';

const commands: Record<string, (a: Args) => number> = {
  trace: traceCommand,
  validate: validateCommand,
  import: importCommand,
  export: exportCommand,
};

// `… | head -1` closes the pipe early: that is the reader's choice, not an error worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const [command, ...rest] = process.argv.slice(2);
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: vfp-lab <${Object.keys(commands).join('|')}> ...`);
  process.exit(2);
}
process.exitCode = run(parseArgs(rest));
