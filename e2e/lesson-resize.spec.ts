// A window resized across the phone width (640 px) swaps the layouts, which remounts the lesson
// driver: the level the student chose after the step applied its own must stay as it is.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

/** Two frames: the effects of what was just mounted have run. */
const settled = (p: PlayerPage) => p.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test('the level chosen after a lesson step applied survives a resize to phone width and back', async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/bare-metal-to-container');
  // The step opens the node view of win-node-1.
  await expect(page.getByTestId('lesson-step-count')).toHaveText(/^Step 1 of/);
  await expect(page.getByTestId('breadcrumb-node')).toContainText('win-node-1');
  // The student goes back to the cluster.
  await page.getByTestId('breadcrumb-cluster').click();
  await expect(page.getByTestId('breadcrumb-node')).toHaveCount(0);

  await page.setViewportSize({ width: 480, height: 800 });
  await expect(page.getByTestId('phone-layout')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByTestId('lesson-step-count')).toHaveText(/^Step 1 of/);
  await expect(page.getByTestId('breadcrumb-cluster')).toBeVisible();
  await settled(p);
  await expect(page.getByTestId('breadcrumb-node')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('lesson-after-resize.png') });

  // Going to the step again is a new visit: it applies its level again.
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-step-count')).toHaveText(/^Step 2 of/);
  await page.keyboard.press('PageUp');
  await expect(page.getByTestId('lesson-step-count')).toHaveText(/^Step 1 of/);
  await expect(page.getByTestId('breadcrumb-node')).toContainText('win-node-1');
  expect(p.errors).toEqual([]);
});
