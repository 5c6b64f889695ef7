// A replay's progress, heard and seen: the bar follows every part of the node the worker sends, but
// the live region a screen reader follows speaks at the start, halfway and when all the rules came,
// not at every part.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bigRuleDump } from '../bench/import';
import { expect, test } from './pages/test';
import { ImportPage } from './pages/import';

interface Heard {
  /** Each text a live region in the replay section had, in order (repeats left out). */
  said: string[];
  /** Each value the progress bar showed. */
  shown: number[];
}

/** Notes, at every change of the page, what the replay section's live regions say and what its bar shows. */
function listen() {
  const heard: Heard = { said: [], shown: [] };
  (window as unknown as { heard: Heard }).heard = heard;
  new MutationObserver(() => {
    const section = document.querySelector('[data-testid="import-replay"]');
    if (!section) return;
    for (const region of section.querySelectorAll('[role="status"], [aria-live]')) {
      const text = region.textContent ?? '';
      if (text && heard.said.at(-1) !== text) heard.said.push(text);
    }
    const bar = section.querySelector('progress');
    if (bar && heard.shown.at(-1) !== bar.value) heard.shown.push(bar.value);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

test('the replay bar follows every part, and the live region speaks at the start, halfway and the end only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(listen);
  const file = join(mkdtempSync(join(tmpdir(), 'vfp-progress-')), 'vfpctrl-list-rule.txt');
  writeFileSync(file, bigRuleDump(8, 1000));
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add(file);
  await expect(imp.row('vfpctrl-list-rule.txt')).toContainText('8,000 rules', { timeout: 60_000 });
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible({ timeout: 60_000 });
  const heard = await page.evaluate(() => (window as unknown as { heard: Heard }).heard);
  const progress = heard.said.filter((s) => s.includes('of its rules received'));
  // The eye saw the node come in parts; the ear heard the start, halfway and the end at most.
  expect(heard.shown.length, JSON.stringify(heard.shown)).toBeGreaterThan(2);
  expect(progress.every((s) => /: (0|50|100)% of its rules/.test(s)), JSON.stringify(progress)).toBe(true);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.length).toBeLessThanOrEqual(3);
  expect(imp.errors).toEqual([]);
});
