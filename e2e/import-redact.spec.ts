// Redaction before sharing (issue 7): the raw files download as a zip with the node's addresses,
// GUIDs, MACs and names replaced; the mapping says what became what; the redacted share link opens
// the replayed node in a fresh page, and holds none of the originals.
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { strFromU8, unzipSync } from 'fflate';
import { COUNTERS, ENDPOINT, ImportPage, RULES } from './pages/import';

const ORIGINALS = ['10.42.213.221', '10.156.233.218', 'c9385412-bdef-49f5-88b0-c9d484ef6716', '0E-2A-0a-2a-d5-dd'];

test('redacts the files and the share link with one mapping', async ({ page, context }, info) => {
  // It opens the app twice (the link in a second page): give it the time of a slow machine.
  test.slow();
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([ENDPOINT, RULES, COUNTERS]);
  await imp.replay();
  await page.getByTestId('redact').click();

  const mapping = page.getByTestId('redaction-mapping');
  await expect(mapping).toContainText('IPv4 addresses');
  const fakePodIp = (await mapping.locator('li', { hasText: /^10\.42\.213\.221/ }).innerText()).split('→')[1]!.trim();
  expect(fakePodIp).toMatch(/^10\.\d+\.213\.221$/);
  await expect(mapping).toContainText('node-10-156-233-218→ node-1');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-redacted').click()]);
  expect(download.suggestedFilename()).toBe('redacted-dumps.zip');
  const members = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(members).sort()).toEqual(['get-hnsendpoint-list-calico-vxlan-rke2.txt', 'vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt', 'vfpctrl-rule-counters-calico-rke2.json']);
  const endpoint = strFromU8(members['get-hnsendpoint-list-calico-vxlan-rke2.txt']!);
  expect(endpoint).toContain(`IPAddress          : ${fakePodIp}`);
  for (const text of Object.values(members).map((b) => strFromU8(b))) for (const o of ORIGINALS) expect(text.toLowerCase()).not.toContain(o.toLowerCase());

  const link = await page.getByTestId('redacted-link').inputValue();
  expect(link).toMatch(/#\/share\/v1\./);
  await imp.scrollTo(imp.section('redact'));
  await page.screenshot({ path: info.outputPath('import-light-redact.png') });

  const shared = await context.newPage();
  await shared.goto(link.replace(/^https?:\/\/[^/]+/, '').replace('/demo/#', '/demo/?instant#'));
  await expect(shared.getByTestId('scenario-picker')).toContainText('Imported from a node');
  await shared.getByRole('button', { name: /node-1/ }).first().dblclick();
  await expect(shared.getByTestId('breadcrumb-node')).toContainText('node-1');
  const html = await shared.content();
  for (const o of ORIGINALS) expect(html.toLowerCase()).not.toContain(o.toLowerCase());
  expect(imp.errors).toEqual([]);
});

test('Share on a replayed node asks first: redact, or copy the link with the real addresses', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([ENDPOINT, RULES, COUNTERS]);
  await imp.replay();
  await page.getByTestId('mode-trace').click();

  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-status')).toContainText('Real node addresses inside');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-status')).toHaveCount(0);
  await page.getByTestId('share').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toMatch(/#\/share\//);

  await page.getByTestId('share-redact-first').click();
  await expect(imp.panel).toBeVisible();
  await expect(imp.section('redact')).toBeInViewport();
  await expect(page.getByTestId('share-status')).toHaveCount(0);

  await page.getByTestId('share').click();
  await page.getByTestId('share-anyway').click();
  await expect(page.getByTestId('share-status')).toHaveText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#\/share\/v1\./);
  expect(imp.errors).toEqual([]);
});
