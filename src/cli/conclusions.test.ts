// trace --fix, diff, report and --pcapng as a user runs them: output, files and exit codes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseArgs, type Args } from './args';
import { traceCommand } from './trace';

const root = new URL('../../', import.meta.url).pathname;
export const tmp = mkdtempSync(join(tmpdir(), 'vfp-conclusions-'));

export function run(cmd: (a: Args) => number, ...args: string[]): { status: number; stdout: string; stderr: string } {
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

const np = 'src/lessons/scenarios/network-policy.yaml';

describe('trace --fix', () => {
  it('adds fixes[] to the trace JSON, best first, each with its change, a unified diff and the walk again', () => {
    const r = run(traceCommand, np, '--probe', 'batch-to-api-denied', '--fix', '--json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as { verdict: { outcome: string }; fixes: { summary: string; level: string; change: { format: string; before: string; after: string; diff: string }; after: { outcome: string; reason: string | null; endpoint: string | null } }[] };
    expect(j.verdict.outcome).toBe('dropped');
    expect(j.fixes.map((f) => f.level)).toEqual(['kubernetes', 'kubernetes', 'hns', 'vfp']);
    expect(j.fixes.map((f) => f.change.format)).toEqual(['yaml', 'yaml', 'json', 'vfpctrl']);
    const first = j.fixes[0]!;
    expect(first.after).toEqual({ outcome: 'delivered', reason: null, endpoint: 'pod/default/api' });
    expect(first.change.before).toMatch(/^apiVersion: networking.k8s.io\/v1\nkind: NetworkPolicy\n/);
    expect(first.change.diff).toMatch(/^--- before\n\+\+\+ after\n@@ -\d+,\d+ \+\d+,\d+ @@\n/);
    expect(first.change.diff).toContain('+              app: batch');
  });

  it('a delivered probe gets an empty list; the text output says so', () => {
    const r = run(traceCommand, np, '--probe', 'frontend-to-api', '--fix', '--json');
    expect(JSON.parse(r.stdout).fixes).toEqual([]);
    expect(run(traceCommand, np, '--probe', 'frontend-to-api', '--fix').stdout).toContain('What would make it pass: nothing found');
  });
});
