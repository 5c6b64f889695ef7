// An exercise: goals hidden, Check fails, the node is fixed in Build mode, Check passes; hints one
// at a time; a share link keeps the goals hidden.
import { expect, test } from './pages/test';
import { readFileSync } from 'node:fs';
import { encodeShare } from '../src/io/share/link';
import { loadScenarioText } from '../src/io/scenario/load';
import { PlayerPage } from './pages/player';

test('an exercise fails Check, is fixed in Build mode, then passes', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/stopped-listener');
  const card = page.getByTestId('exercise-card');
  await expect(card).toContainText('curl to the IIS pod hangs');
  // The goal's expectation is not on its probe card.
  await expect(p.probe('client-to-iis')).toBeVisible();
  await expect(p.probe('client-to-iis')).not.toContainText('expects');
  await page.getByTestId('exercise-check').click();
  await expect(page.getByTestId('goal-client-to-iis')).toContainText('fails');
  await expect(page.getByTestId('goal-client-to-web')).toContainText('passes');
  await expect(page.getByTestId('exercise-result')).toContainText('1 of 2 goals still fail');
  await page.getByTestId('exercise-hint').click();
  await expect(page.getByTestId('hint-1')).toBeVisible();
  await expect(page.getByTestId('hint-2')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('exercise-failed.png') });

  await page.getByTestId('exercise-build').click();
  await page.getByTestId('outline-pod-iis').click();
  const listen = page.getByTestId('build-panel').getByTestId('pod-listen');
  await listen.fill('tcp/80');
  await listen.press('Enter');
  await expect(listen).toHaveAttribute('aria-invalid', 'false');
  await page.getByTestId('exercise-check').click();
  await expect(page.getByTestId('exercise-result')).toContainText('Every goal passes');
  await page.screenshot({ path: testInfo.outputPath('exercise-passed.png') });

  await page.goto('/demo/?instant#/lessons');
  await expect(page.getByTestId('lesson-link-stopped-listener')).toContainText('solved');
  expect(p.errors).toEqual([]);
});

test('Save as exercise turns probes into goals and they stay hidden', async ({ page }) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/talk-l2bridge');
  await page.getByTestId('mode-build').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('save-as-exercise').click();
  expect((await download).suggestedFilename()).toBe('talk-l2bridge.yaml');
  await expect(page.getByTestId('exercise-card')).toBeVisible();
  await page.getByTestId('mode-trace').click();
  await expect(p.probe('pod-to-service')).not.toContainText('expects');
  await page.getByTestId('exercise-check').click();
  await expect(page.getByTestId('exercise-result')).toContainText('Every goal passes');
  expect(p.errors).toEqual([]);
});

test('a share link to an exercise keeps its goals hidden and checks them', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  const broken = loadScenarioText(readFileSync('src/lessons/exercises/service-target-port.yaml', 'utf8')).value!;
  await p.open(`#/share/${encodeShare(broken)}?probe=client-to-service`);
  await expect(page.getByTestId('exercise-card')).toContainText('The Service that answers nobody');
  await expect(p.probe('client-to-service')).not.toContainText('expects');
  await expect(page.getByTestId('not-as-expected')).toHaveCount(0);
  await page.getByTestId('exercise-check').click();
  await expect(page.getByTestId('goal-client-to-service')).toContainText('fails');
  await page.screenshot({ path: testInfo.outputPath('exercise-shared.png') });
  expect(p.errors).toEqual([]);
});

test('Vietnamese: the exercise card, Build mode and Import speak Vietnamese where translated', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/policy-default-deny?lang=vi');
  await expect(page.getByTestId('exercise-card')).toContainText('NetworkPolicy khóa luôn database');
  await page.getByTestId('exercise-hint').click();
  await expect(page.getByTestId('hint-1')).toContainText('Gợi ý 1');
  await page.screenshot({ path: testInfo.outputPath('exercise-vi.png') });
  await page.getByTestId('exercise-build').click();
  await expect(page.getByTestId('save-as-exercise')).toHaveText('Lưu thành bài tập');
  await page.screenshot({ path: testInfo.outputPath('build-vi.png') });
  await page.getByTestId('mode-import').click();
  await expect(page.getByTestId('lessons-open')).toHaveText('Bài học');
  await page.screenshot({ path: testInfo.outputPath('import-vi.png') });
  expect(p.errors).toEqual([]);
});
