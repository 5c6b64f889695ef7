// What people really paste (issue 12): the RKE2 endpoint as it lands in a chat — hard-wrapped at 80
// columns and pasted twice — beside its ACL rules. The row says what was repaired and merged, the
// replay reaches a verdict, and the assumptions are listed.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ENDPOINT, ImportPage, NODE, POD, RULES } from './pages/import';

const fold = (text: string, width: number) =>
  text
    .split('\n')
    .flatMap((l) => (l.length <= width ? [l] : Array.from({ length: Math.ceil(l.length / width) }, (_, i) => l.slice(i * width, (i + 1) * width))))
    .join('\n');

test('a damaged paste replays a probe to a verdict, with its repairs and assumptions said', async ({ page }, info) => {
  const paste = info.outputPath('pasted-endpoint.txt');
  const endpoint = fold(readFileSync(ENDPOINT, 'utf8'), 80);
  writeFileSync(paste, `${endpoint}\n${endpoint}`);
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([paste, RULES]);

  const row = imp.row('pasted-endpoint.txt');
  await expect(row).toContainText('Get-Hns* (PowerShell list) · 1 endpoint, 4 policies');
  await expect(row.getByTestId('file-damage')).toHaveText('merged 1 repeated record · repaired: re-wrapped lines joined');
  await page.screenshot({ path: info.outputPath('import-paste-rows.png') });

  await imp.replay();
  await expect(page.getByTestId('replay-done')).toContainText(`Node ${NODE} is on the canvas with 1 pod`);
  await expect(page.getByTestId('report-assumed')).toContainText("pods are named after their endpoints' IPs");
  await imp.send(`${NODE} → ${POD} tcp/80`);
  await expect(page.getByTestId('verdict-request')).toHaveAttribute('data-outcome', 'delivered');
  await page.screenshot({ path: info.outputPath('import-paste-verdict.png') });
  expect(imp.errors).toEqual([]);
});
