// Lessons: the list, a lesson run to the end with a predict-the-verdict question, Vietnamese.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

test('a lesson runs to the end: predict the verdict, then the packet plays', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/lessons');
  await expect(page.getByTestId('lesson-list')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lessons-list.png') });
  await page.getByTestId('lesson-link-pod-to-pod-one-node').click();
  await expect(page).toHaveURL(/#\/lesson\/pod-to-pod-one-node$/);
  await expect(page.getByTestId('lesson-step-count')).toHaveText('Step 1 of 3');
  // Nothing plays before the prediction.
  await expect(p.stepCounter).toContainText(/^0\b|—|0 \//);
  await page.getByTestId('predict-delivered').click();
  await page.getByTestId('where-1-0').check();
  await page.screenshot({ path: testInfo.outputPath('lesson-predict.png') });
  await page.getByTestId('predict-play').click();
  await expect(page.getByTestId('q-result')).toContainText('Right.');
  await expect(page.getByTestId('q-result')).toContainText('The packet was delivered.');
  await expect(p.verdict('request')).toContainText(/delivered/i);
  await page.screenshot({ path: testInfo.outputPath('lesson-answered.png') });
  // Keyboard: next step; the URL names it.
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('lesson-step-count')).toHaveText('Step 2 of 3');
  await expect(page).toHaveURL(/#\/lesson\/pod-to-pod-one-node\?step=2$/);
  await expect(p.stepCounter).toContainText('5');
  await page.getByTestId('q-2-0').check();
  await page.getByTestId('q-answer').click();
  await expect(page.getByTestId('q-result')).toContainText('Right.');
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-step-count')).toHaveText('Step 3 of 3');
  await page.getByTestId('lesson-instructor').click();
  await page.screenshot({ path: testInfo.outputPath('lesson-last.png') });
  await page.getByTestId('lesson-finish').click();
  await expect(page.getByTestId('lesson-link-pod-to-pod-one-node')).toContainText('done');
  // Progress survives a reload.
  await page.reload();
  await expect(page.getByTestId('lesson-link-pod-to-pod-one-node')).toContainText('done');
  expect(p.errors).toEqual([]);
});

test('?step= opens a lesson at a step, and ?lang=vi speaks Vietnamese with <html lang="vi">', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/pod-to-pod-one-node?step=3&lang=vi');
  await expect(page.getByTestId('lesson-step-count')).toHaveText('Bước 3/3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('mode-build')).toHaveText('Xây dựng');
  await page.screenshot({ path: testInfo.outputPath('lesson-vi.png') });
  await page.getByTestId('lesson-all').click();
  await expect(page.getByTestId('lesson-list')).toContainText('Bài học và bài tập');
  await page.screenshot({ path: testInfo.outputPath('lessons-list-vi.png') });
  // Remembered: back to English only by the switch.
  await page.goto('/demo/?instant#/lessons');
  await expect(page.getByTestId('lesson-list')).toContainText('Bài học và bài tập');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('lesson-list')).toContainText('Lessons and exercises');
  expect(p.errors).toEqual([]);
});

test('a lesson prints as a handout: title, node picture, step table, verdict, no chrome', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/debug-like-the-talk?step=1');
  await expect(p.verdict('request')).toContainText(/delivered/i);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-handout-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('print-title')).toHaveText('Debug like the talk: the stopped IIS site');
  await expect(sheet).toContainText('The order: control plane first');
  await expect(sheet).toContainText('Verdict: delivered to pod/default/web-2');
  await expect(page.getByTestId('scenario-picker')).toBeHidden();
  await expect(page.getByTestId('step-counter')).toBeHidden();
  // Every probe the lesson uses is printed, each with its steps and verdict (issue 33).
  await expect(sheet.getByTestId('print-probe')).toHaveCount(2);
  await expect(sheet.locator('[data-probe="pod-to-pod-other-node"]')).toContainText('Verdict: delivered to pod/default/web-2');
  await expect(sheet.locator('[data-probe="pod-to-stopped-server"]')).toContainText('Verdict:');
  // No screen-only text, and nothing over the drawing: the packet card and the routes button are not printed.
  await expect(page.getByRole('button', { name: /show routes/ })).toHaveCount(0);
  await expect(page.getByText(/show routes/)).toBeHidden();
  const printedSwitch = await page.getByTestId('vswitch').first().evaluate((e) => (e as HTMLElement).innerText);
  expect(printedSwitch).toContain('On Linux: a bridge plus iptables.');
  expect(printedSwitch).not.toContain('select one');
  await expect(page.getByTestId('packet')).toBeHidden();
  const boxes = await Promise.all([page.getByTestId('print-title'), page.getByTestId('canvas'), sheet].map((l) => l.boundingBox()));
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y, 'printed blocks follow each other').toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 0.5);
  // The whole drawing in its box on paper (17 × 11 cm, whatever the screen's width was).
  const canvas = boxes[1]!;
  expect(Math.round(canvas.width), 'the drawing box is 17 cm wide').toBe(643);
  const outside = await page.locator('[data-testid="canvas"] .react-flow__node').evaluateAll(
    (els, c) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && (r.left < c.x - 1 || r.right > c.x + c.width + 1 || r.top < c.y - 1 || r.bottom > c.y + c.height + 1)).length,
    canvas,
  );
  expect(outside, 'boxes drawn outside the printed canvas').toBe(0);
  await page.screenshot({ path: testInfo.outputPath('handout-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await testInfo.attach('handout.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length, 'pages').toBeGreaterThanOrEqual(2);
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
  // Export trace: Markdown and CSV of the same trace.
  const md = page.waitForEvent('download');
  await page.getByTestId('lesson-card').getByTestId('export-md').click();
  expect((await md).suggestedFilename()).toBe('pod-to-pod-other-node.md');
  const csv = page.waitForEvent('download');
  await page.getByTestId('lesson-card').getByTestId('export-csv').click();
  expect((await csv).suggestedFilename()).toBe('pod-to-pod-other-node.csv');
  expect(p.errors).toEqual([]);
});

test('a first visit gets one dismissible line with three ways in, and the demo keeps playing', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await page.goto('/demo/?lang=vi');
  const line = page.getByTestId('first-visit');
  await expect(line).toContainText('Bắt đầu bài 1');
  await expect(p.stepCounter).not.toContainText(/^step 0 /);
  await page.screenshot({ path: testInfo.outputPath('first-visit-vi.png') });
  await page.getByTestId('first-dismiss').click();
  await expect(line).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
  await expect(line).toHaveCount(0);
  expect(p.errors).toEqual([]);
});

test('first visit: "Start lesson 1" opens the first lesson', async ({ page }) => {
  await page.goto('/demo/?instant');
  await page.getByTestId('first-lesson').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Windows is not Linux with other names');
});

test('how a pod gets its network plays as a sequence, and the node grows with it', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/how-a-pod-gets-its-network');
  const seq = page.getByTestId('pod-sequence');
  await expect(seq.getByTestId('seq-shown')).toHaveCount(3);
  await expect(page.getByTestId('seq-current')).toContainText('pause');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/step=3$/);
  await expect(seq.getByTestId('seq-shown')).toHaveCount(7);
  await expect(page.getByTestId('seq-current')).toContainText('IPAM');
  await page.screenshot({ path: testInfo.outputPath('pod-sequence.png') });
  await page.goto('/demo/?instant#/lesson/how-a-pod-gets-its-network?step=5&lang=vi');
  await expect(seq.getByTestId('seq-shown')).toHaveCount(10);
  await page.screenshot({ path: testInfo.outputPath('pod-sequence-vi.png') });
  // The last step leaves the diagram for the real port.
  await page.keyboard.press('PageDown');
  await expect(seq).toHaveCount(0);
  expect(p.errors).toEqual([]);
});

test('the lessons list pauses the demo it covers, and the demo plays on when the list closes', async ({ page }) => {
  const p = new PlayerPage(page);
  await page.goto('/demo/');
  const play = page.getByTestId('play');
  await expect(play).toHaveAttribute('aria-label', 'Pause');
  await page.getByTestId('lessons-open').click();
  await expect(page.getByTestId('lesson-list').getByRole('link').first()).toBeVisible();
  await expect(play).toHaveAttribute('aria-label', 'Play');
  const at = await p.stepCounter.textContent();
  await page.getByTestId('lesson-list').getByRole('link', { name: 'Back to the app' }).click();
  await expect(page.getByTestId('lesson-list')).toHaveCount(0);
  await expect(play).toHaveAttribute('aria-label', 'Pause');
  await expect(p.stepCounter).not.toHaveText(at!);
  expect(p.errors).toEqual([]);
});
