// Runs a CLI command in-process as a user runs it from the project's root: its exit code and what
// it printed, stdout and stderr apart. Shared by the CLI's tests.
import { spawn } from 'node:child_process';
import { vi } from 'vitest';
import { parseArgs, type Args } from '../args';
import { cliArgv } from './bundle';

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

/** Runs the CLI as a user does, in a process of its own (killed after a minute): exit code and output. */
export const runCliProcess = (args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [...cliArgv(), ...args], { cwd: root, timeout: 60_000, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
