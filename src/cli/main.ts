// The VFP Lab command line: the same simulator and parsers as the app, for terminals, scripts and CI.
import { parseArgs, type Args } from './args';
import { alignCommand } from './align';
import { diffCommand } from './diff';
import { exportCommand } from './export';
import { matrixCommand } from './matrix';
import { importCommand } from './import';
import { reportCommand } from './report';
import { traceCommand } from './trace';
import { unknownFlags, COMMANDS } from './usage';
import { validateCommand } from './validate';
import { guardTerminal } from './terminal';

// Piped into `head` (or anything that stops reading): end quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

// Names from scenarios and dumps are data: no escape sequence of theirs reaches the terminal (terminal.ts).
guardTerminal(process.stdout);
guardTerminal(process.stderr);

const commands: Record<string, (a: Args) => number> = {
  trace: traceCommand,
  validate: validateCommand,
  import: importCommand,
  export: exportCommand,
  diff: diffCommand,
  report: reportCommand,
  align: alignCommand,
  matrix: matrixCommand,
};

const [command, ...rest] = process.argv.slice(2);
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: vfp-lab <${Object.keys(commands).join('|')}> ...`);
  process.exit(2);
}
const args = parseArgs(rest);
const unknown = unknownFlags(command!, args.flags.keys());
if (unknown.length) {
  console.error(`${command}: unknown ${unknown.length === 1 ? 'flag' : 'flags'} ${unknown.map((f) => `--${f}`).join(', ')}`);
  console.error(COMMANDS[command!]!.usage);
  process.exit(2);
}
process.exitCode = run(args);
