// The Matrix mode (issue 26): the network-policy built-in's every source against every destination,
// a failing cell (frontend → api:9090, ACL_DENY) with its deciding place in the detail, "failing
// cells only", grouping by namespace, and a click that opens the trace at its deciding step: the
// drop at api's ACL_ENDPOINT_LAYER; then the cell's fixes, one tried. Screenshots at 1280×720 and 1024×768 are kept (looked at).
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import { settledForShot } from './pages/shot';

test('network-policy: a failing cell of the matrix opens its trace at the deciding step', async ({ page }, info) => {
  test.setTimeout(120_000);
  const player = new PlayerPage(page);
  await player.open('#/scenario/network-policy');
  await page.getByTestId('mode-matrix').click();
  await expect(page.getByTestId('mode-matrix')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('matrix-counts')).toBeVisible({ timeout: 30_000 });
  const cell = page.locator('[data-testid="matrix-cell"][data-from="pod/default/frontend"][data-to="pod/default/api:9090"]');
  await expect(cell).toHaveAttribute('data-outcome', 'dropped');
  await expect(cell).toContainText('ACL_DENY');
  await expect(cell).toHaveAttribute('title', /ACL_ENDPOINT_LAYER/);
  // Delivered cells are there too, with their glyph and word.
  await expect(page.locator('[data-testid="matrix-cell"][data-outcome="delivered"]').first()).toBeVisible();
  await cell.hover();
  const detail = page.getByTestId('matrix-detail');
  await expect(detail).toContainText('ACL_DENY');
  await expect(detail).toContainText('win-node-2');
  await expect(detail).toContainText('ACL_ENDPOINT_LAYER');
  await expect(detail.getByTestId('matrix-detail-expect')).toContainText('frontend-to-metrics-port-denied');
  await page.screenshot({ path: info.outputPath('matrix-1280x720.png') });

  // Failing cells only: no delivered cell is left, the failing one stays.
  await page.getByTestId('matrix-failing-only').click();
  await expect(page.getByTestId('matrix-failing-only')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid="matrix-cell"][data-outcome="delivered"]')).toHaveCount(0);
  await expect(cell).toBeVisible();
  // Grouped by namespace: a heading for default, one for what has none (nodes, the outside host).
  await page.getByTestId('matrix-group').selectOption('namespace');
  await expect(page.getByTestId('matrix-row-group').first()).toContainText('default');
  await page.setViewportSize({ width: 1024, height: 768 });
  await settledForShot(page);
  await page.screenshot({ path: info.outputPath('matrix-failing-grouped-1024x768.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(cell).toBeVisible();

  await cell.click();
  await expect(page.getByTestId('mode-trace')).toHaveAttribute('aria-pressed', 'true');
  // The deciding step: the drop at api's port, inbound, in ACL_ENDPOINT_LAYER.
  const { step, total } = await player.position();
  expect(step).toBeGreaterThan(1);
  expect(step).toBeLessThanOrEqual(total);
  await expect(player.event(step)).toHaveAttribute('aria-current', 'step');
  await expect(player.event(step)).toContainText(/drop/i);
  await expect(player.event(step)).toContainText('ACL_ENDPOINT_LAYER');
  await expect(player.verdict('request')).toContainText('ACL_DENY');
  await settledForShot(page);
  await page.screenshot({ path: info.outputPath('matrix-opened-trace-1280x720.png') });

  // Per cell, on demand: what would make it pass, each change walked again; Try it opens the walk.
  // frontend → api:9090 is dropped as a probe says it must be: nothing to fix there. batch → api:9090
  // is dropped and no probe says so.
  await page.getByTestId('mode-matrix').click();
  await cell.hover();
  await expect(detail.getByTestId('matrix-detail-expect')).toBeVisible();
  await expect(detail.getByTestId('matrix-find-fixes')).toHaveCount(0);
  await page.locator('[data-testid="matrix-cell"][data-from="pod/default/batch"][data-to="pod/default/api:9090"]').hover();
  await detail.getByTestId('matrix-find-fixes').click();
  const fixes = detail.getByTestId('matrix-fixes').getByTestId('fix');
  await expect(fixes.first()).toContainText('api-allow-frontend');
  await expect(fixes.first()).toContainText('app=batch');
  await expect(fixes.first()).toContainText('delivered');
  await page.screenshot({ path: info.outputPath('matrix-cell-fixes-1280x720.png') });
  await fixes.first().getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByTestId('mode-trace')).toHaveAttribute('aria-pressed', 'true');
  // At the cell's deciding step now: its delivery to api, which the new policy's rule allowed on the way.
  const at = await player.position();
  await expect(player.event(at.step)).toContainText('Delivered to pod/default/api');
  await expect(player.event(at.step - 2)).toContainText(/api-allow-frontend-ingress-\d+ \(priority \d+\) matched → allow/);
  await player.press('End');
  await expect(player.verdict('request')).toContainText(/delivered/i);
  await expect(page.getByTestId('trying-fix')).toContainText('api-allow-frontend');
  expect(player.errors).toEqual([]);
});

test('the matrix in Vietnamese: the mode, the controls and the cells’ words', async ({ page }) => {
  const player = new PlayerPage(page);
  await page.goto('/demo/?instant&lang=vi#/scenario/network-policy');
  await page.getByTestId('mode-matrix').click();
  await expect(page.getByTestId('mode-matrix')).toHaveText('Ma trận');
  await expect(page.getByTestId('matrix-panel')).toContainText('Ma trận kết nối');
  await expect(page.getByTestId('matrix-counts')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('matrix-failing-only')).toHaveText('Chỉ các ô thất bại');
  expect(player.errors).toEqual([]);
});
