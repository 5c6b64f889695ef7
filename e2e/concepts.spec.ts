// The concepts panel (Linux → Windows, HNS and VFP, debugging in order) and the debugging order
// in Import mode, which ticks the steps the given files cover.
import { expect, test } from '@playwright/test';
import { ENDPOINT, ImportPage, RULES } from './pages/import';

test('the concepts panel opens over the canvas, leads to a lesson, and Esc closes it', async ({ page }, info) => {
  await page.goto('/demo/?instant#/scenario/talk-l2bridge');
  await page.getByTestId('concepts-open').click();
  const panel = page.getByTestId('concepts');
  await expect(panel.getByTestId('concepts-linux')).toContainText('network compartment');
  await expect(panel.getByTestId('concepts-debug')).toContainText('vfpctrl /list-vmswitch-port');
  await page.screenshot({ path: info.outputPath('concepts.png') });

  await panel.getByRole('button', { name: /^Open “Overlay/ }).click();
  await expect(page.getByTestId('scenario-picker')).toHaveValue('overlay-vxlan');
  await expect(page).toHaveURL(/#\/scenario\/overlay-vxlan$/);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

test('Import mode lists where to look, in order, ticking what the files cover', async ({ page }) => {
  const imp = new ImportPage(page);
  await imp.open();
  const steps = page.getByTestId('debug-step');
  await expect(steps).toHaveCount(5);
  await expect(page.locator('[data-testid="debug-step"][data-covered]')).toHaveCount(0);
  await imp.add([ENDPOINT, RULES]);
  // An HNS endpoint list and a vfpctrl rule list: steps 3 (HNS) and 4 (VFP).
  await expect(steps.nth(2)).toHaveAttribute('data-covered', 'true');
  await expect(steps.nth(3)).toHaveAttribute('data-covered', 'true');
  await expect(steps.nth(1)).not.toHaveAttribute('data-covered');
  await expect(steps.nth(1)).toContainText('C:\\etc\\cni\\net.d');
  expect(imp.errors).toEqual([]);
});
