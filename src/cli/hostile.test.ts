// The command line against hostile input: devices and pipes refused (never read forever), --repeat
// bounded, unknown flags refused with the usage, and a reader that stops early (head) ends quietly.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const talk = 'src/lessons/scenarios/talk-l2bridge.yaml';
const run = (args: string[], opts: { input?: string } = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000, ...opts });

describe('the CLI refuses hostile input with exit 2', { timeout: 120_000 }, () => {
  it('refuses /dev/zero and a FIFO instead of reading them forever', () => {
    const fifo = join(mkdtempSync(join(tmpdir(), 'vfp-fifo-')), 'pipe');
    execFileSync('mkfifo', [fifo]);
    for (const [cmd, path] of [
      ['import', '/dev/zero'],
      ['import', fifo],
      ['validate', '/dev/zero'],
      ['trace', fifo],
    ] as const) {
      const r = run([cmd, path]);
      expect([cmd, path, r.status]).toEqual([cmd, path, 2]);
      expect(r.stderr).toMatch(/not a regular file/);
    }
  });

  it('takes --repeat from 1 to 100,000 only', () => {
    for (const bad of ['0', '-1', '1e9', '100001', 'x', '2.5']) {
      const r = run(['trace', talk, '--probe', 'pod-to-service', '--repeat', bad]);
      expect([bad, r.status, r.stderr.trim()]).toEqual([bad, 2, `--repeat ${bad}: must be a whole number from 1 to 100,000`]);
    }
    expect(run(['trace', talk, '--probe', 'pod-to-service', '--repeat', '2']).status).toBe(0);
  });

  it('refuses an unknown flag with the usage', () => {
    const r = run(['validate', talk, '--frobnicate']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^validate: unknown flag --frobnicate\nusage: npm run validate -- FILE\.\.\./);
  });

  it('ends quietly when the reader stops early (piped into head)', () => {
    const r = spawnSync('bash', ['-c', `set -o pipefail; node --import tsx src/cli/main.ts trace ${talk} --json --repeat 50 | head -c 100 >/dev/null; echo "status $?"`], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout.trim()).toBe('status 0');
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
  });
});
