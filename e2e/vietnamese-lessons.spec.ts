// The workshop pages in Vietnamese (?lang=vi): the first-visit line, the lessons list, a lesson with
// a "predict the verdict" question, an exercise with Check and a hint, and a printed handout speak
// Vietnamese, keep their words in their boxes and draw no control over another (pages/layout.ts).
// Screenshots are looked at by hand.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { layoutProblems } from './pages/layout';
import { PlayerPage } from './pages/player';

/** English words of these pages that must not show in Vietnamese. */
const ENGLISH = /\b(Lessons and exercises|All lessons|Step \d|Next|Back|Finish|Instructor view|Print handout|Predict the verdict|Lock in and play|Right\.|Not quite\.|Where does it end|What is wrong|Goals|Check|passes|fails|Hint \d|Show a hint|Open Build mode|Start again|Watch the talk|Start lesson 1|Import your node|Verdict)\b/;

/** How long the lessons list may take to come (see its wait below). */
const LIST_LOADS = 40_000;

async function speaksVietnamese(part: Locator) {
  await expect(part).toBeVisible();
  await expect(part).not.toContainText(ENGLISH);
}

test('the first visit, the lessons list and a lesson with a question, in Vietnamese', async ({ page }, info) => {
  test.setTimeout(90_000);
  const p = new PlayerPage(page);
  await page.goto('/demo/?instant&lang=vi');
  await speaksVietnamese(page.getByTestId('first-visit'));
  expect(await layoutProblems(page, 'first visit')).toEqual([]);
  await page.screenshot({ path: info.outputPath('first-visit-vi.png') });

  await page.getByTestId('lessons-open').click();
  // The list is a lazy chunk and the catalog away. Before the list paused the demo it covers, the
  // demo's renders at full speed (?instant) starved the list's Suspense retry: 15–20 s with the CPU
  // throttled 8×. That is no longer so, but the budget was not measured again and stays. The wait is
  // for the list with its lessons, not for its empty frame, which passed the Vietnamese check with
  // nothing in it.
  const list = page.getByTestId('lesson-list');
  await expect(list.getByTestId('lesson-link-pod-to-pod-one-node')).toBeVisible({ timeout: LIST_LOADS });
  await speaksVietnamese(list);
  expect(await layoutProblems(page, 'lessons list')).toEqual([]);
  await page.screenshot({ path: info.outputPath('lessons-vi.png') });

  await page.getByTestId('lesson-link-pod-to-pod-one-node').click();
  const card = page.getByTestId('lesson-card');
  await expect(page.getByTestId('lesson-step-count')).toHaveText('Bước 1/3');
  await page.getByTestId('predict-delivered').click();
  await page.getByTestId('where-1-0').check();
  await page.getByTestId('predict-play').click();
  await expect(page.getByTestId('q-result')).toBeVisible();
  await speaksVietnamese(card);
  expect(await layoutProblems(page, 'lesson')).toEqual([]);
  await page.screenshot({ path: info.outputPath('lesson-vi.png') });
  await page.getByTestId('lesson-instructor').click();
  expect(await layoutProblems(page, 'instructor view')).toEqual([]);
  expect(p.errors).toEqual([]);
});

test('an exercise with Check and a hint, and a printed handout, in Vietnamese', async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/stopped-listener?lang=vi');
  const card = page.getByTestId('exercise-card');
  await page.getByTestId('exercise-check').click();
  await expect(page.getByTestId('exercise-result')).toBeVisible();
  await page.getByTestId('exercise-hint').click();
  await expect(page.getByTestId('hint-1')).toBeVisible();
  await speaksVietnamese(card);
  expect(await layoutProblems(page, 'exercise')).toEqual([]);
  await page.screenshot({ path: info.outputPath('exercise-vi.png') });
  // Build mode, with the card folded beside the node being repaired.
  await page.getByTestId('exercise-build').click();
  await page.getByTestId('exercise-fold').click();
  expect(await layoutProblems(page, 'exercise in Build mode')).toEqual([]);
  await page.screenshot({ path: info.outputPath('exercise-build-vi.png') });

  await p.open('#/lesson/debug-like-the-talk?step=1&lang=vi');
  await expect(p.verdict('request')).toBeVisible();
  // The user pans and zooms the view; printing fits the whole picture, and the moved view comes
  // back after. (The full-page screenshot sizes the window to 1×1 for a moment: a print must not
  // swap in the phone layout, whose new canvas and lesson forgot the view.)
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  await page.mouse.down();
  await page.mouse.move(pane.x + pane.width / 2 + 60, pane.y + pane.height / 2 + 40, { steps: 4 });
  await page.mouse.up();
  await page.mouse.wheel(0, 120);
  const viewport = () => page.locator('.react-flow__viewport').evaluate((e) => (e as HTMLElement).style.transform);
  await expect.poll(viewport).not.toMatch(/scale\(1\)$/);
  const moved = await viewport();
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-handout-sheet');
  await speaksVietnamese(sheet);
  await expect(page.getByTestId('canvas-top')).toBeHidden();
  // The node picture is fitted whole into the handout's box, not cut at the screen's zoom.
  await expect.poll(() => picturePartsOutside(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('handout-vi.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect.poll(viewport).toBe(moved);
  // The exported Markdown speaks Vietnamese too: headings, legs, verdict.
  const md = page.waitForEvent('download');
  await page.getByTestId('lesson-card').getByTestId('export-md').click();
  const text = readFileSync(await (await md).path(), 'utf8');
  expect(text).toContain('| bước | chiều | ở đâu | diễn giải |');
  expect(text).not.toMatch(/\*\*Verdict|\| request \||delivered to/);
  expect(p.errors).toEqual([]);
});

/** The canvas cards that are not wholly inside the canvas's box. */
function picturePartsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.react-flow__node')]
      .filter((n) => {
        const r = n.getBoundingClientRect();
        return r.width > 0 && (r.left < pane.left - 1 || r.right > pane.right + 1 || r.top < pane.top - 1 || r.bottom > pane.bottom + 1);
      })
      .map((n) => n.dataset.id ?? '?');
  });
}
