// Issue 32: an autosave this build cannot read (a newer build's field, here) is said at once with
// what is wrong, can be saved as a file as it was stored, opened repaired (what this build refuses
// left out, and named), outlives the next edit and a reload, and goes only when the user discards it.
import { expect, test } from './pages/test';
import { BuilderPage } from './pages/builder';

const NEWER = JSON.stringify({
  scenario: { apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'my-cluster', title: 'Mine, from a newer build', colour: 'teal' } },
  source: { kind: 'new' },
  edited: true,
  savedAt: 7,
});

test('an autosave this build cannot read: named at once, saved as a file, opened repaired, still kept after an edit and a reload, discarded on request', async ({ page }, info) => {
  // Seeded once per tab (not again on the reload below), before the app's scripts run.
  await page.addInitScript((raw) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('vfp-lab:autosave:v1', raw);
  }, NEWER);
  const b = new BuilderPage(page);
  await b.open();
  const notice = page.getByTestId('unreadable');
  await expect(notice).toContainText('cannot read');
  await expect(notice).toContainText('the autosave');
  await expect(notice).toContainText('metadata: unknown field colour');
  await page.screenshot({ path: info.outputPath('unreadable.png') });

  // "Save the unreadable copy": the stored text, to the byte.
  const download = page.waitForEvent('download');
  await notice.getByTestId('unreadable-save').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vfp-lab-unreadable-autosave.json');
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await file.path())!, 'utf8')).toBe(NEWER);

  // "Open it, repaired": what this build refuses is left out and named; the rest opens; the copy stays.
  await notice.getByTestId('unreadable-repair').click();
  await expect(notice.getByTestId('unreadable-repaired')).toHaveText('Opened without what this version refuses: metadata.colour. The copy stays aside as it was until you discard it.');
  await expect(page.getByTestId('scenario-picker')).toContainText('Mine, from a newer build');
  await expect(notice.getByTestId('unreadable-save')).toBeVisible();
  await page.screenshot({ path: info.outputPath('unreadable-repaired.png') });

  // An edit writes the autosave key; the raw copy stays aside.
  await b.newScenario();
  // The repaired document is the user's work: New offers it back (kept under Recent).
  await page.getByTestId('restore-dismiss').click();
  await page.getByTestId('empty-add-node').click();
  await b.add('windows-node');
  await expect(b.clusterNode('win-node-1')).toBeVisible();
  const stored = () => page.evaluate(() => [localStorage.getItem('vfp-lab:autosave:v1'), localStorage.getItem('vfp-lab:unreadable:v1')] as const);
  await expect.poll(async () => (await stored())[0]).toContain('win-node-1');
  expect(JSON.parse((await stored())[1] ?? '[]')).toEqual([{ from: 'autosave', text: NEWER, problem: expect.stringContaining('unknown field colour') }]);

  // Loaded again: the edit comes back and the copy is still offered.
  await page.reload();
  await expect(b.clusterNode('win-node-1')).toBeVisible();
  await expect(notice).toContainText('unknown field colour');

  // Discarded on the user's word: gone from the page and from storage.
  await notice.getByTestId('unreadable-discard').click();
  await expect(notice).toBeHidden();
  expect((await stored())[1]).toBeNull();
  expect(b.errors).toEqual([]);
});

test('in Vietnamese, the notice and its buttons are Vietnamese; the schema’s words stay as written', async ({ page }) => {
  await page.addInitScript((raw) => localStorage.setItem('vfp-lab:autosave:v1', raw), NEWER);
  await page.goto('/demo/?instant&lang=vi#/');
  const notice = page.getByTestId('unreadable');
  // The notices' chunk comes after the demo's first step, and the Vietnamese words with it.
  await expect(notice).toContainText('không đọc được', { timeout: 30_000 });
  await expect(notice).toContainText('metadata: unknown field colour');
  await expect(notice.getByTestId('unreadable-save')).toHaveText('Lưu bản không đọc được');
  await expect(notice.getByTestId('unreadable-repair')).toHaveText('Mở sau khi sửa');
  await expect(notice.getByTestId('unreadable-discard')).toHaveText('Bỏ nó đi');
});
