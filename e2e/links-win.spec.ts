// Issue 33 item 3: a link wins. A `#/scenario/<id>?probe=&step=` link followed in a tab opens what
// it names whether the demo is playing, paused or finished; a reload keeps the step; the demo never
// takes over a tab that was given a link. Played at the real speed (no `?instant`): the demo's
// autoplay, the chunk of the other built-ins and the hash writes race as they do for a user.
import { expect, test } from './pages/test';
import type { Page } from '@playwright/test';
import { PlayerPage } from './pages/player';

test.describe.configure({ timeout: 90_000 });

const LINK = '#/scenario/dsr?probe=pod-to-service-remote-backend&step=5';
const DEMO_LINK = '#/scenario/talk-l2bridge?probe=pod-to-pod-same-node&step=3';

async function follow(page: Page, hash: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

/** The tab shows what the link names, and keeps showing it (nothing plays on, nothing snaps back). */
async function showsLink(player: PlayerPage, hash: string, step: number) {
  await expect(player.stepCounter).toHaveText(new RegExp(`^step ${step} /`));
  await expect.poll(() => player.hash()).toBe(hash);
  await player.page.waitForTimeout(2500);
  await expect(player.stepCounter).toHaveText(new RegExp(`^step ${step} /`));
  expect(await player.hash()).toBe(hash);
  await expect(player.page.getByTestId('play')).not.toHaveAttribute('aria-label', 'Pause');
}

for (const when of ['playing', 'paused', 'finished'] as const) {
  for (const link of [LINK, DEMO_LINK]) {
    test(`a link followed while the demo is ${when} opens what it names (${link.split('?')[0]})`, async ({ page }) => {
      const player = new PlayerPage(page);
      await player.open('', { instant: when === 'finished' });
      if (when === 'finished') await player.waitForEnd();
      else await expect(player.stepCounter).toHaveText(/^step [2-9] \//, { timeout: 15_000 });
      if (when === 'paused') {
        await page.getByTestId('play').click();
        await expect(page.getByTestId('play')).not.toHaveAttribute('aria-label', 'Pause');
      }
      await follow(page, link);
      await showsLink(player, link, link === LINK ? 5 : 3);
      expect(player.errors).toEqual([]);
    });
  }
}

test('a link followed as soon as the page shows, before it first wrote its hash, opens what it names', async ({ page }) => {
  const player = new PlayerPage(page);
  // The first write of the stores' hash waits for a pause of 150 ms; the link (another built-in,
  // whose chunk is fetched first) is followed before it, as a link clicked at once would be.
  await page.goto('/demo/?instant');
  await player.stepCounter.waitFor();
  await follow(page, LINK);
  await showsLink(player, LINK, 5);
  expect(player.errors).toEqual([]);
});

test('a step link reloaded keeps its step, also in a tab where the demo played first', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('', { instant: false });
  await expect(player.stepCounter).toHaveText(/^step [2-9] \//, { timeout: 15_000 });
  await follow(page, LINK);
  await showsLink(player, LINK, 5);
  await page.reload();
  await showsLink(player, LINK, 5);
  // A step chosen by hand is what a reload opens.
  await player.press('ArrowRight');
  await expect.poll(() => player.hash()).toBe(LINK.replace('step=5', 'step=6'));
  await page.reload();
  await showsLink(player, LINK.replace('step=5', 'step=6'), 6);
  expect(player.errors).toEqual([]);
});

test('a first visit given a link opens the link, not the demo', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open(LINK, { instant: false });
  await showsLink(player, LINK, 5);
  await expect(page.getByTestId('first-visit')).toHaveCount(0);
  expect(player.errors).toEqual([]);
});
