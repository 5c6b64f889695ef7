// Issue 32 item 9: the CLI caps what it reads. A file over 2 GiB printed Node's stack trace; now any
// input over MAX_INPUT_BYTES (a sparse file here: no disk is used) is refused with exit 2 and a
// sentence, before it is read, by every command that reads files.
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliProcess } from './testing/run';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES } from './files';

const run = runCliProcess;

describe('the CLI input cap', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'vfp-big-'));
  const huge = join(dir, 'huge.txt');
  writeFileSync(huge, '');
  truncateSync(huge, 3 * 1024 ** 3); // 3 GiB, sparse
  const over = join(dir, 'over.txt');
  writeFileSync(over, '');
  truncateSync(over, MAX_INPUT_BYTES + 1);

  it('refuses a file over it in every command, with exit 2, a sentence and no stack trace', async () => {
    const cases = [['validate', huge], ['trace', huge], ['import', huge], ['export', over], ['align', 'src/lessons/scenarios/talk-l2bridge.yaml', over]] as const;
    const runs = await Promise.all(cases.map((c) => run([...c])));
    cases.forEach((c, i) => {
      const r = runs[i]!;
      expect([c[0], r.status]).toEqual([c[0], 2]);
      expect(r.stderr, c[0]).toMatch(/512 MiB/);
      expect(r.stderr, c[0]).not.toMatch(/\n\s+at |RangeError|ERR_FS_FILE_TOO_LARGE|EFBIG/);
    });
  });
});
