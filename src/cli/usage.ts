// What each command takes: its usage line and its flags. A flag not listed here is refused (exit 2,
// with the usage) before the command runs; a new flag is added here as well as where it is read.
export const COMMANDS: Record<string, { usage: string; flags: string[] }> = {
  trace: {
    usage: 'usage: npm run trace -- FILE|DUMP... [--probe NAME | --from REF --to REF [--protocol tcp|udp|icmp|sctp] [--src-port N] [--size BYTES] [--df]] [--repeat N] [--json] [--check]',
    flags: ['probe', 'from', 'to', 'protocol', 'src-port', 'size', 'df', 'repeat', 'json', 'check'],
  },
  validate: { usage: 'usage: npm run validate -- FILE...', flags: [] },
  import: { usage: 'usage: npm run import -- PATH... [--json]   (files, folders or zips of what a Windows node printed)', flags: ['json'] },
  export: { usage: 'usage: npm run export -- FILE --node NAME --out DIR   (FILE: a scenario; NAME: one of its Windows nodes)', flags: ['node', 'out'] },
};

/** The flags given that the command does not take. */
export const unknownFlags = (command: string, given: Iterable<string>): string[] => [...given].filter((f) => !COMMANDS[command]?.flags.includes(f));
