// Issue 16, item 5: replaying a big node. A generated vfpctrl dump of 21 ports × 1,000 rules (the
// bench's generator; the bench itself replays 100k) is read and replayed: the worker sends the node
// in parts, the page puts it on the canvas with its rules, the verdict shows, and the document,
// too large for the browser's storage, is said not to be autosaved (in amber, not as a failure).
// Replaying again replaces it without writing it anywhere.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bigRuleDump } from '../bench/import';
import { expect, test } from './pages/test';
import { ImportPage } from './pages/import';

const PORTS = 21;

test('a 21,000-rule node replays: the verdict shows, its ports carry their rules, and it is not autosaved', async ({ page }, info) => {
  // Reading and replaying 21,000 rules takes a while on a shared 2-core machine.
  test.setTimeout(120_000);
  const file = join(mkdtempSync(join(tmpdir(), 'vfp-big-node-')), 'vfpctrl-list-rule.txt');
  writeFileSync(file, bigRuleDump(PORTS, 1000));
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add(file);
  await expect(imp.row('vfpctrl-list-rule.txt')).toContainText('21,000 rules', { timeout: 60_000 });
  await page.getByTestId('replay').click();
  const done = page.getByTestId('replay-done');
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toContainText('rebuilt from 1 file');
  // Every port came with its thousand rules (the node view draws each VFP port with its count).
  await expect(page.getByRole('button', { name: /VFP port/ }).filter({ hasText: '1000 rules' }).first()).toBeVisible();
  const notice = page.getByTestId('save-failed');
  await expect(notice).toContainText('too large for the browser to keep');
  await expect(notice).toHaveClass(/amber/);
  await page.screenshot({ path: info.outputPath('replay-big.png') });

  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay')).toHaveText('Replay again', { timeout: 60_000 });
  await expect(done).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!.length] as const));
  // Nothing the size of the node was written (21,000 rules are ~6 MB of JSON).
  for (const [key, length] of stored) expect(length, key).toBeLessThan(1_000_000);
  expect(imp.errors).toEqual([]);
});
