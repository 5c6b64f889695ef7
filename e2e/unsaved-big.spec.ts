// Work nothing else keeps is never lost without a question: a document of more than 20,000
// imported rules is not autosaved, so while it is not saved to a file since its last change the page
// asks before it is left (beforeunload), and only then; once saved, the notice says so until the
// next change; loaded again in the tab, the page says the document is gone. In English and in
// Vietnamese (the notices' screenshots).
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import type { Page } from '@playwright/test';
import { loadScenarioText } from '../src/io/scenario/load';
import { STORE_RULES_LIMIT } from '../src/state/autosave';
import { withImportedRules } from '../src/state/testing/big-document';
import { BuilderPage } from './pages/builder';
import { expectNoA11yViolations } from './a11y';

const BIG = JSON.stringify(withImportedRules(loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!, STORE_RULES_LIMIT + 1));

/** Whether leaving now would ask: a cancelable beforeunload the page's handler refuses. */
const wouldAsk = (page: Page) => page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })));

async function openBig(b: BuilderPage, hash = '#/') {
  await b.open(hash);
  await expect(b.page.getByTestId('file-open')).toBeVisible();
  expect(await wouldAsk(b.page)).toBe(false);
  await b.openFile('replayed.json', BIG);
  // Opening and checking 20,001 rules takes a moment on a shared machine.
  await expect(b.page.getByTestId('save-failed')).toBeVisible({ timeout: 30_000 });
}

test('a too-large document asks before the page is left until it is saved to a file, and again after a change', async ({ page }, info) => {
  test.setTimeout(90_000);
  const b = new BuilderPage(page);
  await openBig(b);
  const failed = page.getByTestId('save-failed');
  await expect(failed).toContainText('too large for the browser to keep');
  await expect.poll(() => wouldAsk(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('too-large.png') });
  // Still so in the phone layout, which has no storage notices (a window made narrow).
  await page.setViewportSize({ width: 480, height: 800 });
  await expect(page.getByTestId('phone-layout')).toBeVisible();
  await expect.poll(() => wouldAsk(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(failed).toBeVisible();
  // The notices mounted again do not take this page's own note for what a reload lost.
  await expect(page.getByTestId('unkept')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await failed.getByTestId('save-failed-download').click();
  expect((await download).suggestedFilename()).toBe('replayed.yaml');
  const saved = page.getByTestId('saved-to-file');
  await expect(saved).toContainText('Saved to file');
  await expect(failed).toBeHidden();
  await expect.poll(() => wouldAsk(page)).toBe(false);
  await page.screenshot({ path: info.outputPath('too-large-saved.png') });

  // A change after the save: not in the file, so said and asked again.
  await page.getByTestId('mode-build').click();
  await b.add('windows-node');
  await expect(failed).toContainText('Save to file');
  await expect(saved).toBeHidden();
  await expect.poll(() => wouldAsk(page)).toBe(true);

  // The browser itself asks (Chromium's own dialog, on a page the user has clicked in).
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  expect(b.errors).toEqual([]);
});

test('loaded again in the tab, the page says the too-large document is gone instead of passing the older autosave for the latest', async ({ page }, info) => {
  test.setTimeout(90_000);
  const b = new BuilderPage(page);
  await b.open();
  await b.newScenario();
  await expect(b.picker).toContainText('My cluster');
  await b.openFile('replayed.json', BIG);
  await expect(page.getByTestId('save-failed')).toBeVisible({ timeout: 30_000 });
  const asked: string[] = [];
  page.on('dialog', (d) => void (asked.push(d.type()), d.accept()));
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  // The autosave is the document from before: it opens, and the page says what is missing.
  await expect(b.picker).toContainText('My cluster');
  const unkept = page.getByTestId('unkept');
  await expect(unkept).toContainText('“Replayed node”, which this tab held before the page was loaded again');
  await expect(unkept).toContainText('not saved to a file');
  await page.screenshot({ path: info.outputPath('unkept.png') });
  // Said once: the note is gone, as this page holds no such document.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('vfp-lab:unkept:v1'))).toBeNull();
  await unkept.getByTestId('unkept-dismiss').click();
  await expect(unkept).toBeHidden();
  expect(b.errors).toEqual([]);
});

test('in Vietnamese: the too-large notice, and the one after Save to file', async ({ page }, info) => {
  test.setTimeout(90_000);
  const b = new BuilderPage(page);
  await openBig(b, '#/?lang=vi');
  const failed = page.getByTestId('save-failed');
  await expect(failed).toContainText('quá lớn để trình duyệt giữ lại');
  await page.screenshot({ path: info.outputPath('too-large-vi.png') });
  const download = page.waitForEvent('download');
  await failed.getByTestId('save-failed-download').click();
  await download;
  await expect(page.getByTestId('saved-to-file')).toContainText('Đã lưu ra file');
  await page.screenshot({ path: info.outputPath('too-large-saved-vi.png') });
  await expectNoA11yViolations(page, 'the notice of a too-large document saved to file');
  // Saved, it is left without a question; loaded again, the page says where it is.
  const asked: string[] = [];
  page.on('dialog', (d) => void (asked.push(d.type()), d.accept()));
  await page.reload();
  await expect(page.getByTestId('unkept')).toContainText('Hãy mở file mà bạn đã lưu nó');
  expect(asked).toEqual([]);
  await page.screenshot({ path: info.outputPath('unkept-saved-vi.png') });
  expect(b.errors).toEqual([]);
});
