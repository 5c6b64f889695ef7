// Issue 32 item 7: a stray % in a link and damaged lesson progress are notices, never a blank page.
import { expect, test } from './pages/test';

test('a stray % in #/scenario/ or #/lesson/ says the id is unknown; the page stays up', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/demo/?instant#/scenario/talk%zz');
  await expect(page.getByText('There is no built-in scenario "talk%zz".')).toBeVisible();
  await expect(page.getByTestId('mode-build')).toBeVisible();
  await page.screenshot({ path: info.outputPath('stray-percent-scenario.png') });

  await page.goto('/demo/?instant#/lesson/pod%E0%A4%A');
  await page.reload();
  await expect(page.getByText('There is no lesson or exercise "pod%E0%A4%A".')).toBeVisible();
  expect(errors).toEqual([]);
});

test('damaged progress (answers: null) resets that lesson with a notice, not a white page', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('vfp-lab:lessons:v1', JSON.stringify({ 'pod-to-pod-one-node': { step: 2, done: false, answers: null, hints: 0 } }));
  });
  await page.goto('/demo/?instant#/lesson/pod-to-pod-one-node');
  await expect(page.getByTestId('lesson-card')).toBeVisible();
  await expect(page.getByTestId('lesson-step-count')).toContainText('Step 1 of');
  const notice = page.getByTestId('progress-reset');
  await expect(notice).toContainText('could not be read');
  await page.screenshot({ path: info.outputPath('progress-reset.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: info.outputPath('progress-reset-1024.png') });
  await notice.getByTestId('progress-reset-ok').click();
  await expect(notice).toHaveCount(0);
  // The reset is what is kept now: a reload has nothing to say.
  await page.reload();
  await expect(page.getByTestId('lesson-card')).toBeVisible();
  await expect(page.getByTestId('progress-reset')).toHaveCount(0);
  expect(errors).toEqual([]);
});
