// Two sets of dumps of one node compared rule by rule in Import mode (issue 26 item 2): a real
// Windows Server 2022 host whose HNS ACLs first blocked tcp/80 to nginx, then allowed it
// (fixtures/real/SOURCES.md). The first set is replayed, the second given as "after": the probe
// that was denied is delivered, the rules changed (action) and removed (the block's duplicate) are
// listed per port, layer and group, and the probe links to the changed rule; the link puts the
// "after" node on the canvas and opens the port, where the rule is marked "~ changed: action" and the
// removed one struck (the replay it replaces is kept: Recent, Undo). Screenshots at 1280×720 and 1024×768 are kept (looked at).
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import { settled, settledForShot } from './pages/shot';

const BLOCK = 'fixtures/real/get-hnsendpoint-list-nat-acl-block-ws2022.txt';
const ALLOW = 'fixtures/real/get-hnsendpoint-list-nat-acl-allow-ws2022.txt';

test('the "after" dumps of a node: rule changes listed, the changed verdict explained, the changed rule marked on the close-up', async ({ page }, info) => {
  test.setTimeout(120_000);
  const player = new PlayerPage(page);
  await player.open('#/');
  await page.getByTestId('mode-import').click();
  await page.getByTestId('import-file-input').setInputFiles([BLOCK]);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible();
  const section = page.getByTestId('import-after');
  await expect(section.getByTestId('after-role')).toHaveValue('after');
  await section.getByTestId('after-files').setInputFiles([ALLOW]);
  const result = section.getByTestId('after-result');
  await expect(result).toContainText(/[1-9]\d* of \d+ probes change verdict \(1 files after\)/);
  await expect(result.locator('[data-changed=true]').first()).toContainText(/dropped ACL_DENY → delivered/);
  const rules = result.getByTestId('rule-changes');
  await expect(rules).toContainText('0 added · 2 removed · 2 changed');
  await expect(rules.locator('[data-testid="rule-change"][data-kind="changed"]').first()).toContainText(/acl-in-100 · ACL_ENDPOINT_LAYER · ACL_ENDPOINT_GROUP_IPV4_IN · .*changed: action/);
  await expect(rules.locator('[data-testid="rule-change"][data-kind="removed"]')).toHaveCount(2);
  await expect(result.getByTestId('after-unlike')).toHaveCount(0);
  // The whole node's matrix in both states: the cells whose outcome changed (issue 26 item 2).
  const matrix = result.getByTestId('after-matrix');
  await expect(matrix).toContainText(/[1-9]\d* of \d+ cells change outcome/);
  // The client's cell into nginx among them (the order is the replay's pods').
  await expect(matrix.locator('li').filter({ hasText: /^pod\/default\/ep-172-19-3-166 → pod\/default\/ep-172-19-6-74:80\/tcp: dropped ACL_DENY → delivered$/ })).toHaveCount(1);
  const link = rules.locator('[data-testid^="rule-explains-"]').getByRole('button').first();
  await expect(link).toContainText(/explained by rule acl-in-100 \(changed: action\) in ACL_ENDPOINT_LAYER/);
  await rules.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await settledForShot(page);
  await page.screenshot({ path: info.outputPath('import-before-after-list-1280x720.png') });

  await link.click();
  await expect(page.getByTestId('breadcrumb-port')).toBeVisible();
  const canvas = page.getByTestId('canvas');
  await expect(canvas.getByTestId('closeup-rule-changed').first()).toContainText('~ changed: action');
  await expect(canvas.getByTestId('closeup-rule-removed').first()).toContainText('acl-in-100');
  // The "after" node is the document now: the replay is kept (Recent, Undo), the comparison stays.
  await expect(section.getByTestId('after-show')).toHaveCount(0);
  // The user chose the swap: no "replaced your work" offer covers the close-up (the replay is in Recent).
  await expect(page.getByTestId('restore-offer')).toHaveCount(0);
  await settledForShot(page);
  await page.screenshot({ path: info.outputPath('import-before-after-closeup-1280x720.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await settled(page);
  // The mark sits before the rule's name: on a narrow canvas it is the row's end that is cut, not the mark.
  const box = await canvas.boundingBox();
  const mark = await canvas.getByTestId('closeup-rule-changed').first().boundingBox();
  expect(box && mark && mark.x >= box.x && mark.x + mark.width <= box.x + box.width).toBe(true);
  await page.screenshot({ path: info.outputPath('import-before-after-closeup-1024x768.png') });
  // And back: the replay is the document again, its close-up unmarked, still no offer.
  await section.getByTestId('after-show-replay').click();
  await expect(section.getByTestId('after-show')).toBeVisible();
  await expect(canvas.getByTestId('closeup-rule-changed')).toHaveCount(0);
  await expect(page.getByTestId('restore-offer')).toHaveCount(0);
  expect(player.errors).toEqual([]);
});

test('dumps of another machine given as "before": said, and only what matches is diffed', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/');
  await page.getByTestId('mode-import').click();
  await page.getByTestId('import-file-input').setInputFiles([ALLOW]);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible();
  const section = page.getByTestId('import-after');
  await section.getByTestId('after-role').selectOption('before');
  await section.getByTestId('after-files').setInputFiles(['fixtures/real/get-hnsendpoint-list-nat-namespace-ctr-win11.txt']);
  const result = section.getByTestId('after-result');
  await expect(result.getByTestId('after-unlike')).toContainText(/two different machines \(imported-node\)/);
  await expect(result.locator('[data-testid="rule-change"]').filter({ hasText: /acl-/ })).toHaveCount(0);
  await expect(section.getByTestId('after-show')).toHaveCount(0);
  expect(player.errors).toEqual([]);
});
