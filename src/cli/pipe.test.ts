// The CLI as a pipeline stage: a reader that stops early (`head -1`) and files it cannot read.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliShell } from './testing/bundle';

const root = new URL('../../', import.meta.url).pathname;
const sh = (cmd: string) => spawnSync('sh', ['-c', cmd], { cwd: root, encoding: 'utf8' });

describe('npm run import in a pipeline', () => {
  it('`| head -1` ends quietly: no EPIPE stack trace, exit 0', { timeout: 60_000 }, () => {
    // Enough output to fill the pipe after head has gone: 400 files, one line each.
    const dir = mkdtempSync(join(tmpdir(), 'vfp-pipe-'));
    for (let i = 0; i < 400; i++) copyFileSync(join(root, 'fixtures/real/hnsdiag-list-all-flannel-vxlan.txt'), join(dir, `f${i}.txt`));
    for (const json of ['', ' --json']) {
      const r = sh(`${cliShell()} import ${dir}${json} | head -1`);
      expect(r.stdout.split('\n')[0]).toMatch(json ? /^\{"files"/ : /^✓ .*f0\.txt: hnsdiag/);
      expect(r.stderr).not.toMatch(/EPIPE|at .*\.ts:\d+/);
    }
  });

  it('a file of no known format is marked `?`, never ✓', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'vfp-unknown-'));
    writeFileSync(join(dir, 'notes.txt'), 'just some notes\n');
    const r = sh(`${cliShell()} import ${join(dir, 'notes.txt')}`);
    expect(r.stdout).toMatch(/^\? .*notes\.txt: unknown format/m);
    expect(r.stdout).not.toContain('✓');
  });
});
