// Rule by rule between two states (issue 26 item 2): a fix tried on network-policy (an ingress rule
// for batch), Build mode's Before / after against the built-in lists the rules added, removed and
// changed, and the probe whose verdict changed links to the rule that explains it; the link opens
// the port close-up, where that rule is marked "+ added" in its group. Screenshots at 1280×720 and
// 1024×768 are kept (looked at).
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import { settledForShot } from './pages/shot';

test('a tried fix: the rule it added is listed, explains the new verdict and is marked on the close-up', async ({ page }, info) => {
  test.setTimeout(120_000);
  const player = new PlayerPage(page);
  await player.open('#/scenario/network-policy?probe=batch-to-api-denied&step=end');
  await page.getByRole('button', { name: 'What would make it pass' }).click();
  await page.getByTestId('fix').first().getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByTestId('verdict-request')).toHaveAttribute('data-outcome', 'delivered');
  await page.getByTestId('mode-build').click();
  const compare = page.getByTestId('compare');
  await compare.getByRole('button', { name: 'Compare' }).click();
  const rules = compare.getByTestId('rule-changes');
  await expect(rules).toContainText(/\d+ added · \d+ removed · \d+ changed/);
  await expect(rules.locator('[data-testid="rule-change"][data-kind="added"]').first()).toBeVisible();
  const link = rules.getByTestId('rule-explains-batch-to-api-denied').getByRole('button');
  await expect(link).toContainText(/batch-to-api-denied: explained by rule .* \(added\) in ACL_ENDPOINT_LAYER/);
  await rules.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('rule-changes-list-1280x720.png') });

  await link.click();
  await expect(page.getByTestId('breadcrumb-port')).toBeVisible();
  const added = page.getByTestId('canvas').getByTestId('closeup-rule-added');
  await expect(added.first()).toBeVisible();
  await expect(added.first()).toContainText('+ added');
  await settledForShot(page);
  await page.screenshot({ path: info.outputPath('rule-changes-closeup-1280x720.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await settledForShot(page);
  await page.screenshot({ path: info.outputPath('rule-changes-closeup-1024x768.png') });
  expect(player.errors).toEqual([]);
});
