// Issue 32 item 7: a stray % in a link and damaged lesson progress are notices, never a blank page.
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { loadScenarioText } from '../src/io/scenario/load';
import { base64url, encodeShare, SHARE_PREFIX } from '../src/io/share/link';
import { zeroBomb } from '../src/io/testing/bombs';

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

  // In Vietnamese: the notice is a message value said in the chosen language.
  await page.goto('/demo/?instant&lang=vi#/scenario/talk%zz');
  await expect(page.getByTestId('notice')).toContainText('Không có kịch bản có sẵn nào tên "talk%zz".');
  expect(errors).toEqual([]);
});

test('damaged progress (answers: null) resets that lesson with a notice, not a white page', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const DAMAGED = JSON.stringify({ 'pod-to-pod-one-node': { step: 2, done: false, answers: null, hints: 0 } });
  await page.addInitScript((raw) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('vfp-lab:lessons:v1', raw);
  }, DAMAGED);
  await page.goto('/demo/?instant#/lesson/pod-to-pod-one-node');
  await expect(page.getByTestId('lesson-card')).toBeVisible();
  await expect(page.getByTestId('lesson-step-count')).toContainText('Step 1 of');
  const notice = page.getByTestId('progress-reset');
  await expect(notice).toContainText('could not be read');
  await page.screenshot({ path: info.outputPath('progress-reset.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: info.outputPath('progress-reset-1024.png') });
  // What could not be read is kept aside and offered as a file, as it was stored.
  const download = page.waitForEvent('download');
  await notice.getByTestId('progress-reset-save').click();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await (await download).path())!, 'utf8')).toBe(DAMAGED);
  await notice.getByTestId('progress-reset-ok').click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('vfp-lab:lessons-unreadable:v1'))).toBe(JSON.stringify([DAMAGED]));
  // The reset is what is kept now: a reload has nothing to say.
  await page.reload();
  await expect(page.getByTestId('lesson-card')).toBeVisible();
  await expect(page.getByTestId('progress-reset')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Issue 32: a deflate-bomb link is refused and said at once (the notice does not
// wait for the demo's first step), and leaves the address bar as the page starts: while it is there,
// every storage write of the start is a synchronous call that carries it. A long link that is a
// scenario opens, and its hash is written back once followed.
test('a deflate-bomb share link is refused with its reason and leaves the address bar; a long real link still opens', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // 128 MiB of zeros in 170 KB of link: past the start's 32 KB and the decoder's 256 KB, inflated
  // until the cap (the 1 GiB, 1.4 MB bomb is bench/share-ui.ts's; Chromium alone takes seconds over its URL).
  const bomb = `#/share/${SHARE_PREFIX}${base64url(zeroBomb(128 * 1024 ** 2))}`;
  expect(bomb.length).toBeGreaterThan(100_000);
  await page.goto(`/demo/?instant${bomb}`);
  await expect(page.getByTestId('notice')).toContainText('The shared link could not be opened: the shared scenario is larger than 256 KB decoded; links that big are refused');
  expect(await page.evaluate(() => window.location.hash.length)).toBeLessThan(1000);
  await expect(page.getByTestId('step-counter')).toBeVisible();

  // A 700 KB link (512 MiB of zeros): longer than any scenario of 256 KB needs, refused by its
  // length before it is decoded (src/io/share/hostile.test.ts holds where the inflate stops).
  const long700 = `#/share/${SHARE_PREFIX}${base64url(zeroBomb(512 * 1024 ** 2))}`;
  expect(long700.length).toBeGreaterThan(600_000);
  await page.goto(`/demo/?instant${long700}`);
  await expect(page.getByTestId('notice')).toContainText(
    `The shared link could not be opened: the share link is ${long700.length - '#/share/'.length - SHARE_PREFIX.length} characters long, more than a scenario of 256 KB ever needs; links that big are refused`,
  );
  expect(await page.evaluate(() => window.location.hash.length)).toBeLessThan(1000);
  await expect(page.getByTestId('step-counter')).toBeVisible();

  // 60,000 characters that hardly compress: a link over the length at which the start moves it aside.
  const talk = loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!;
  let seed = 7;
  const noise = Array.from({ length: 60_000 }, () => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .'[((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 10) % 64]).join('');
  const long = `#/share/${encodeShare({ ...talk, metadata: { ...talk.metadata, title: 'A long link', description: noise } })}`;
  expect(long.length).toBeGreaterThan(32 * 1024);
  await page.goto(`/demo/?instant${long}`);
  await expect(page.getByTestId('scenario-picker')).toContainText('A long link');
  // Written back once followed, so a reload opens it again.
  await expect.poll(() => page.evaluate(() => window.location.hash.length)).toBe(long.length);
  await page.reload();
  await expect(page.getByTestId('scenario-picker')).toContainText('A long link');
  expect(errors).toEqual([]);
});
