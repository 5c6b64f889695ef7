// Runs a CLI command in-process as a user runs it from the project's root: its exit code and what
// it printed, stdout and stderr apart. Shared by the CLI's tests.
import { vi } from 'vitest';
import { parseArgs, type Args } from '../args';

export const root = new URL('../../../', import.meta.url).pathname;

export interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

export function runCommand(cmd: (a: Args) => number, ...args: string[]): Ran {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s).replace(/\n$/, '')), true));
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const status = cmd(parseArgs(args));
    return { status, stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    process.chdir(cwd);
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
  }
}
