// From verdict to fix and hand-over: "What would make it pass" lists changes that were walked
// again; "Try it" makes one and the verdict turns delivered; Undo goes back. Then the Markdown
// report and the pcapng download, read back here.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './pages/test';
import type { Scenario } from '../src/cluster/scenario/schema';
import { simulate } from '../src/cluster/simulation';
import { nodeDumps } from '../src/io/export/node-dumps';
import { loadScenarioText } from '../src/io/scenario/load';
import { readPcapng } from '../src/io/pcapng/reader';
import { PlayerPage } from './pages/player';

const bytesOf = async (d: import('@playwright/test').Download) => Buffer.concat(await (await d.createReadStream()).toArray());

test('What would make it pass → Try it → delivered → Undo; then the report and the pcapng', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/network-policy?probe=batch-to-api-denied&step=end');
  const request = page.getByTestId('verdict-request');
  await expect(request).toHaveAttribute('data-outcome', 'dropped');
  await page.getByRole('button', { name: 'What would make it pass' }).click();
  const fixes = page.getByTestId('fix');
  await expect(fixes.first()).toHaveAttribute('data-level', 'kubernetes');
  await expect(fixes.first()).toContainText('NetworkPolicy default/api-allow-frontend: add an ingress rule from pods labelled app=batch');
  await expect(fixes.first()).toContainText('walked again: delivered at pod/default/api');
  await expect(page.locator('[data-testid=fix][data-level=vfp]')).toHaveCount(1);
  await fixes.first().getByRole('button', { name: /show the YAML diff/ }).click();
  await expect(fixes.first().getByTestId('fix-diff')).toContainText('+              app: batch');
  await page.screenshot({ path: 'test-results/conclusions-fixes.png' });

  await fixes.first().getByRole('button', { name: 'Try it' }).click();
  await expect(request).toHaveAttribute('data-outcome', 'delivered');
  await expect(page.getByTestId('trying-fix')).toContainText('add an ingress rule from pods labelled app=batch');
  await page.screenshot({ path: 'test-results/conclusions-tried.png' });
  await page.getByTestId('trying-fix').getByRole('button', { name: 'Undo' }).click();
  await expect(request).toHaveAttribute('data-outcome', 'dropped');
  await expect(page.getByTestId('trying-fix')).toHaveCount(0);

  const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report' }).click()]);
  expect(report.suggestedFilename()).toBe('network-policy-batch-to-api-denied.md');
  const md = (await bytesOf(report)).toString('utf8');
  expect(md).toMatch(/^# batch-to-api-denied: dropped \(ACL_DENY\)/);
  expect(md).toContain('## What would make it pass');

  const [capture] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download pcapng' }).click()]);
  expect(capture.suggestedFilename()).toBe('network-policy-batch-to-api-denied.pcapng');
  const cap = readPcapng(new Uint8Array(await bytesOf(capture)));
  expect(cap.interfaces.length).toBeGreaterThan(3);
  expect(cap.packets.every((p) => p.frame.checksumsOk)).toBe(true);
  expect(cap.packets.at(-1)!.comment).toMatch(/ACL_ENDPOINT_LAYER .*Dropped: ACL_DENY/);
  expect(player.errors).toEqual([]);
});

test('Build mode compares the document with the built-in it started from: a tried fix changes exactly its probe', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/network-policy?probe=batch-to-api-denied&step=end');
  await page.getByRole('button', { name: 'What would make it pass' }).click();
  await page.getByTestId('fix').first().getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByTestId('verdict-request')).toHaveAttribute('data-outcome', 'delivered');
  await page.getByTestId('mode-build').click();
  const compare = page.getByTestId('compare');
  await compare.getByRole('button', { name: 'Compare' }).click();
  await expect(compare.getByTestId('compare-result')).toContainText('1 of 10 probes change verdict against the built-in network-policy');
  const changed = compare.getByTestId('compare-batch-to-api-denied');
  await expect(changed).toHaveAttribute('data-changed', 'true');
  await expect(changed).toContainText('dropped ACL_DENY → delivered');
  await expect(changed).toContainText(/parts at step \d+/);
  await compare.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/conclusions-compare.png' });
  expect(player.errors).toEqual([]);
});

test('Import mode: a second set of dumps as "after" shows which probes change verdict', async ({ page }) => {
  // Before: win-node-2 of network-policy as its dumps; after: the same node with its NetworkPolicies gone.
  const dir = mkdtempSync(join(tmpdir(), 'vfp-after-'));
  const write = (s: Scenario, sub: string) => {
    const d = nodeDumps(simulate(s), 'win-node-2');
    if (!d.ok) throw new Error(d.message);
    mkdirSync(join(dir, sub));
    return d.value.files.map((f) => {
      writeFileSync(join(dir, sub, f.name), f.text);
      return join(dir, sub, f.name);
    });
  };
  const np = loadScenarioText(readFileSync('src/lessons/scenarios/network-policy.yaml', 'utf8')).value!;
  const before = write(np, 'before');
  const after = write({ ...np, networkPolicies: [] }, 'after');
  const player = new PlayerPage(page);
  await player.open('#/');
  await page.getByTestId('mode-import').click();
  await page.getByTestId('import-file-input').setInputFiles(before);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible();
  await page.getByTestId('after-files').setInputFiles(after);
  const result = page.getByTestId('after-result');
  await expect(result).toContainText(/[1-9]\d* of \d+ probes change verdict/);
  await expect(result.locator('[data-changed=true]').first()).toContainText(/dropped ACL_DENY → delivered/);
  await result.scrollIntoViewIfNeeded();
  await page.getByTestId('import-after').screenshot({ path: 'test-results/conclusions-import-after.png' });
  expect(player.errors).toEqual([]);
});
