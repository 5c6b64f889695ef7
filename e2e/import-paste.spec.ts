// What people really paste (issue 12): the RKE2 endpoint as it lands in a chat — hard-wrapped at 80
// columns and pasted twice — beside its ACL rules. The row says what was repaired and merged, the
// replay reaches a verdict, and the assumptions are listed. A paste that cannot be walked (hnsdiag's
// tables, wrapped too, name no address) says in one message what is missing and what to run.
import { readFileSync, writeFileSync } from 'node:fs';
import { ENDPOINT, ImportPage, NODE, OTHER_NODE, POD, RULES } from './pages/import';
import { expect, test } from './pages/test';

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

test('a paste that cannot be walked says what is missing and which command prints it', async ({ page }, info) => {
  const paste = info.outputPath('pasted-hnsdiag.txt');
  writeFileSync(paste, fold(readFileSync(OTHER_NODE, 'utf8'), 80));
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([paste]);
  await expect(imp.row('pasted-hnsdiag.txt').getByTestId('file-damage')).toHaveText('repaired: re-wrapped lines joined');

  await imp.replay();
  const needs = imp.section('replay').getByTestId('replay-needs');
  await expect(needs).toHaveText(
    "missing: the endpoints' IP addresses (endpoints 11796e63…, 07f382ab…, 99f4e4e7…, and 3 more) — run Get-HnsEndpoint | ConvertTo-Json -Depth 10 (or hnsdiag list all -d)",
  );
  await expect(needs.locator('code').first()).toHaveText('Get-HnsEndpoint | ConvertTo-Json -Depth 10');
  await imp.scrollTo(imp.section('replay'));
  await page.screenshot({ path: info.outputPath('import-paste-missing.png') });

  // With the endpoint added, pods can be walked; the VIPs whose ports hnsdiag does not print are named.
  await imp.add([ENDPOINT]);
  await imp.replay();
  await expect(imp.section('replay').getByTestId('replay-needs')).toHaveCount(0);
  const unwalkable = imp.section('probes').getByTestId('probe-unwalkable');
  await expect(unwalkable).toContainText('Not offered: 10.96.0.1, 10.96.0.10');
  await expect(unwalkable).toContainText('run Get-HnsPolicyList | ConvertTo-Json -Depth 10');
  await imp.scrollTo(unwalkable);
  await page.screenshot({ path: info.outputPath('import-paste-unwalkable.png') });
  expect(imp.errors).toEqual([]);
});
