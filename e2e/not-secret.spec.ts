// Issue 32 item 10: the instructor view says plainly what the screens hide and what they do not.
import { expect, test } from './pages/test';

test('the instructor view says the answers are hidden, not secret; the student view does not show it', async ({ page }, info) => {
  await page.goto('/demo/?instant#/lesson/pod-to-pod-one-node');
  await expect(page.getByTestId('lesson-card')).toBeVisible();
  await expect(page.getByTestId('not-secret')).toHaveCount(0);
  await page.getByTestId('lesson-instructor').click();
  const note = page.getByTestId('not-secret');
  await expect(note).toContainText('Hidden, not secret');
  await expect(note).toContainText('share link');
  await expect(note).toContainText('not for a graded test');
  await page.screenshot({ path: info.outputPath('not-secret.png') });
  // The exercise's card says it too while the instructor view is on.
  await page.goto('/demo/?instant#/lesson/dsr-loopback');
  await expect(page.getByTestId('exercise-card')).toBeVisible();
  await expect(page.getByTestId('exercise-card').getByTestId('not-secret')).toContainText('Hidden, not secret');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: info.outputPath('not-secret-exercise-1024.png') });
  await page.getByTestId('lang-vi').click();
  await expect(page.getByTestId('not-secret')).toContainText('không phải bí mật');
});
