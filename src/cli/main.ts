// The VFP Lab command line: the same simulator as the app, for terminals, scripts and CI.
import { parseArgs } from './args';
import { traceCommand } from './trace';

const [command, ...rest] = process.argv.slice(2);
const args = parseArgs(rest);
const commands: Record<string, (a: typeof args) => number> = {
  trace: traceCommand,
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: vfp-lab <${Object.keys(commands).join('|')}> ...`);
  process.exit(2);
}
process.exitCode = run(args);
