// "What would this node print?": a teacher opens a Windows node of a built-in scenario, downloads
// the node's dumps (Get-Hns* | ConvertTo-Json, vfpctrl text) as a zip, and a student gives that zip
// to Import mode: the replay has the same pods (named after their IPs) and a probe through the
// Service VIP is delivered. The panel is kept as a 1280×720 screenshot.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { strFromU8, unzipSync } from 'fflate';
import { ImportPage } from './pages/import';

const NODE = 'node-10-127-130-11';
const FOLDER = 'talk-l2bridge-win-node-1-dumps';
const FILES = ['hns-networks.json', 'hns-endpoints.json', 'hns-policylists.json', 'hns-namespaces.json', 'vfp-ports.txt'];

test("downloads win-node-1's dumps and replays them in Import mode", async ({ page }, info) => {
  test.slow();
  const imp = new ImportPage(page);
  await page.goto('/demo/?instant#/scenario/talk-l2bridge');
  await expect(page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
  await page.getByTestId('cluster-node-win-node-1').dblclick({ position: { x: 120, y: 60 } });
  await expect(page.getByTestId('breadcrumb-node')).toContainText('win-node-1 (Windows)');

  // The panel: the files, and the endpoint of the pod selected on the canvas (else the first pod's).
  const open = page.getByTestId('node-dumps-open');
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const panel = page.getByTestId('node-dumps');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('node-dumps-download')).toContainText('Download 10 files (.zip)');
  await expect(panel).toContainText('Get-HnsEndpoint of pod client (select a pod to see its own)');
  await expect(panel.getByTestId('node-dumps-preview')).toContainText('"IPAddress":  "10.244.1.39"');
  // Escape closes the panel and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
  await page.getByTestId('compartment-web-1').click();
  await open.click();
  await expect(panel.getByTestId('node-dumps-preview')).toContainText('"IPAddress":  "10.244.1.36"');
  await expect(panel).toContainText('Get-HnsEndpoint of pod web-1');
  const previewPx = await panel.getByTestId('node-dumps-preview').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(previewPx).toBeGreaterThanOrEqual(12);
  await panel.getByTestId('node-dumps-gaps').locator('summary').click();
  await expect(panel.getByTestId('node-dumps-gaps')).toContainText('NAT pools');
  await page.screenshot({ path: info.outputPath('node-dumps-panel.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('node-dumps-download').click()]);
  expect(download.suggestedFilename()).toBe(`${FOLDER}.zip`);
  const zip = readFileSync(await download.path());
  const members = unzipSync(zip);
  const names = Object.keys(members);
  expect(names).toHaveLength(10);
  expect(names.slice(0, 5)).toEqual(FILES.map((f) => `${FOLDER}/${f}`));
  expect(strFromU8(members[`${FOLDER}/hns-networks.json`]!)).toContain('"ManagementIP":  "10.127.130.11"');
  expect(strFromU8(members[`${FOLDER}/vfp-rules-ExternalPort.txt`]!)).toContain('LAYER : VNET_MAC_REWRITE_LAYER');

  await panel.getByTestId('node-dumps-close').click();
  await expect(panel).toHaveCount(0);

  // The student's side: the zip in Import mode.
  const saved = info.outputPath(`${FOLDER}.zip`);
  writeFileSync(saved, zip);
  await page.getByTestId('mode-import').click();
  await imp.add(saved);
  await expect(imp.rows).toHaveCount(10);
  await expect(imp.row(`${FOLDER}.zip!${FOLDER}/hns-endpoints.json`)).toContainText('4 endpoints');
  await expect(page.locator('[data-testid="file-row"][data-status="failed"], [data-testid="file-row"][data-status="partial"], [data-testid="file-row"][data-status="unknown"]')).toHaveCount(0);
  await imp.replay();
  await expect(page.getByTestId('replay-done')).toContainText(`Node ${NODE} is on the canvas with 2 pods, rebuilt from 10 files`);

  // The same pods, named after their IPs, on the replayed node.
  await expect(page.getByTestId('breadcrumb-node')).toContainText(NODE);
  await expect(page.getByTestId('compartment-ep-10-244-1-39')).toContainText('10.244.1.39/24');
  await expect(page.getByTestId('compartment-ep-10-244-1-36')).toContainText('10.244.1.36/24');

  // The client pod to the Service VIP: balanced, and delivered on this node.
  await imp.send('ep-10-244-1-39 → 10.96.0.50 tcp/80');
  await expect(page.getByTestId('verdict-request')).toHaveAttribute('data-outcome', 'delivered');
  // The replayed node is a Windows node too: its own dumps can be taken again.
  await expect(page.getByTestId('node-dumps-open')).toBeVisible();
  expect(imp.errors).toEqual([]);
});

test('"Practise in Import mode" hands the dumps to Import mode without a download', async ({ page }) => {
  const imp = new ImportPage(page);
  await page.goto('/demo/?instant#/scenario/talk-l2bridge');
  await page.getByTestId('cluster-node-win-node-1').dblclick({ position: { x: 120, y: 60 } });
  await page.getByTestId('node-dumps-open').click();
  await page.getByTestId('node-dumps-practise').click();
  await expect(imp.panel).toBeVisible();
  await expect(imp.group(`${FOLDER}.zip`).getByTestId('file-row')).toHaveCount(10);
  await imp.replay();
  await imp.send(`${NODE} → ep-10-244-1-36 tcp/80`);
  await expect(page.getByTestId('verdict-request')).toHaveAttribute('data-outcome', 'delivered');
  expect(imp.errors).toEqual([]);
});
