// A small argument parser: the CLI's flags are few and documented in the README.
export interface Args {
  positional: string[];
  flags: Map<string, string | true>;
}

const VALUED = new Set(['probe', 'from', 'to', 'protocol', 'src-port', 'size', 'repeat', 'now', 'node', 'out', 'pcapng', 'max-chars']);

export function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const key = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) flags.set(key, a.slice(eq + 1));
      else if (VALUED.has(key) && i + 1 < argv.length) flags.set(key, argv[++i]!);
      else flags.set(key, true);
    } else positional.push(a);
  }
  return { positional, flags };
}

export const flagText = (a: Args, k: string): string | undefined => {
  const v = a.flags.get(k);
  return typeof v === 'string' ? v : undefined;
};
