// What each command takes: its usage line and its flags. A flag not listed here is refused (exit 2,
// with the usage) before the command runs; a new flag is added here as well as where it is read.
// How a probe is chosen or composed: the same for trace, diff and report.
const SELECT = ['probe', 'from', 'to', 'protocol', 'src-port', 'size', 'df'];

export const COMMANDS: Record<string, { usage: string; flags: string[] }> = {
  trace: {
    usage: 'usage: npm run trace -- FILE|DUMP... [--probe NAME | --from REF --to REF] [--protocol tcp|udp|icmp|sctp] [--src-port N] [--size BYTES] [--df] [--repeat N] [--json] [--check] [--fix] [--pcapng OUT] [--collect]',
    flags: [...SELECT, 'repeat', 'json', 'check', 'fix', 'pcapng', 'collect'],
  },
  validate: { usage: 'usage: npm run validate -- FILE...', flags: [] },
  import: { usage: 'usage: npm run import -- PATH... [--json]   (files, folders or zips of what a Windows node printed)', flags: ['json'] },
  export: { usage: 'usage: npm run export -- FILE --node NAME --out DIR   (FILE: a scenario; NAME: one of its Windows nodes)', flags: ['node', 'out'] },
  diff: {
    usage: 'usage: npm run diff -- A B [--probe NAME | --from REF --to REF] [--protocol tcp|udp|icmp|sctp] [--src-port N] [--size BYTES] [--df] [--json]   (A and B: a scenario file, or a dump file, folder or zip)\n       npm run diff -- A B --matrix | --rules [--json | --md]   (the reachability cells that changed; the VFP rules added, removed and changed)',
    flags: [...SELECT, 'json', 'matrix', 'rules', 'md'],
  },
  align: {
    usage: 'usage: npm run align -- PATH... [--probe NAME | --from REF --to REF] [--protocol tcp|udp|icmp|sctp] [--src-port N] [--json]   (PATH: dumps or a scenario, and a pktmon capture: etl2txt text, pktmon list, counters, pcapng)',
    flags: [...SELECT, 'json'],
  },
  matrix: {
    usage: 'usage: npm run matrix -- FILE|DUMP... [--protocol tcp|udp|sctp] [--fix] [--json | --md | --csv]   (--fix: what would make each failing cell pass, each change walked again)',
    flags: ['protocol', 'fix', 'json', 'md', 'csv'],
  },
  report: {
    usage: 'usage: npm run report -- FILE|DUMP... [--probe NAME | --from REF --to REF] [--protocol tcp|udp|icmp|sctp] [--src-port N] [--size BYTES] [--df] [--redact] [--out FILE.md] [--max-chars N]',
    flags: [...SELECT, 'redact', 'out', 'max-chars'],
  },
};

/** The flags given that the command does not take. */
export const unknownFlags = (command: string, given: Iterable<string>): string[] => [...given].filter((f) => !COMMANDS[command]?.flags.includes(f));
