import { expect, test } from './pages/test';

test('the static build loads under a sub-path with a React Flow canvas and no console errors', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} @ ${m.location().url}`);
  });
  await page.goto('/demo/');
  await expect(page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
  await expect(page.locator('.react-flow')).toBeVisible();
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('first-page.png') });
  expect(errors).toEqual([]);
});
