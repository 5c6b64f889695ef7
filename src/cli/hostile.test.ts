// The command line against hostile input: devices and pipes refused (never read forever), --repeat
// bounded, unknown flags refused with the usage, and a reader that stops early (head) ends quietly.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliProcess, runCommand } from './testing/run';
import { traceCommand } from './trace';
import { describe, expect, it } from 'vitest';
import { cliShell } from './testing/bundle';

const root = new URL('../../', import.meta.url).pathname;
const talk = 'src/lessons/scenarios/talk-l2bridge.yaml';
/** Runs the CLI as a user does, in a process of its own (killed after a minute); the cases of a test
 * run side by side, since most of each run is starting Node and tsx. */
const run = runCliProcess;

describe('the CLI refuses hostile input with exit 2', { timeout: 120_000 }, () => {
  it('refuses /dev/zero and a FIFO instead of reading them forever', async () => {
    const fifo = join(mkdtempSync(join(tmpdir(), 'vfp-fifo-')), 'pipe');
    execFileSync('mkfifo', [fifo]);
    const cases = [
      ['import', '/dev/zero'],
      ['import', fifo],
      ['validate', '/dev/zero'],
      ['trace', fifo],
    ] as const;
    const runs = await Promise.all(cases.map(([cmd, path]) => run([cmd, path])));
    cases.forEach(([cmd, path], i) => {
      expect([cmd, path, runs[i]!.status]).toEqual([cmd, path, 2]);
      expect(runs[i]!.stderr).toMatch(/not a regular file/);
    });
  });

  // In-process: a bad --repeat is refused before anything is read or walked (no process of its own
  // needed; each costs about 1.5 s of CPU to start Node and tsx).
  it('takes --repeat from 1 to 100,000 only', () => {
    const bad = ['0', '-1', '1e9', '100001', 'x', '2.5'];
    const [good, ...runs] = ['2', ...bad].map((n) => runCommand(traceCommand, talk, '--probe', 'pod-to-service', '--repeat', n));
    bad.forEach((n, i) => expect([n, runs[i]!.status, runs[i]!.stderr.trim()]).toEqual([n, 2, `--repeat ${n}: must be a whole number from 1 to 100,000`]));
    expect(good!.status).toBe(0);
  });

  it('refuses an unknown flag with the usage', async () => {
    const r = await run(['validate', talk, '--frobnicate']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^validate: unknown flag --frobnicate\nusage: npm run validate -- FILE\.\.\./);
  });

  it('ends quietly when the reader stops early (piped into head)', () => {
    const r = spawnSync('bash', ['-c', `set -o pipefail; ${cliShell()} trace ${talk} --json --repeat 50 | head -c 100 >/dev/null; echo "status $?"`], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout.trim()).toBe('status 0');
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
  });
});
