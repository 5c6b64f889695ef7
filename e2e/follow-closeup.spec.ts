// Follow at normal speed, with motion (issue 16): while the talk's Service walk plays at 1× through
// the port close-ups, the packet card is on the canvas at every step. Before, each step refitted the
// close-up to where it was first drawn, which undid Follow's pan to the card: it was off screen at
// most of the close-up's steps. The other card specs step with `?instant`, which never saw that.
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

/** Plays until the step counter shows `last`, looking at every frame: per step in a close-up, was
 * the card wholly on the canvas in the step's last frame (where Follow has brought the view), and
 * was it the first step of that close-up visit. */
function watchCloseUps(page: Page, last: number): Promise<{ step: number; first: boolean; seen: boolean }[]> {
  return page.evaluate(async (last) => {
    const steps = new Map<number, { step: number; first: boolean; seen: boolean }>();
    let before: number | undefined;
    const stepNow = () => Number(/(\d+) \//.exec(document.querySelector('[data-testid="step-counter"]')?.textContent ?? '')?.[1] ?? 0);
    for (const t0 = performance.now(); stepNow() < last; await new Promise((r) => requestAnimationFrame(r))) {
      if (performance.now() - t0 > 30_000) throw new Error(`the walk stopped at step ${stepNow()}`);
      const step = stepNow();
      const closeUp = !!document.querySelector('[data-testid="breadcrumb-port"]');
      if (!closeUp) {
        before = undefined;
        continue;
      }
      const card = document.querySelector('[data-testid="packet"]')?.getBoundingClientRect();
      const canvas = document.querySelector('[data-testid="canvas"] .react-flow')!.getBoundingClientRect();
      const on = !!card && card.width > 0 && card.left >= canvas.left - 0.5 && card.right <= canvas.right + 0.5 && card.top >= canvas.top - 0.5 && card.bottom <= canvas.bottom + 0.5;
      const at = steps.get(step) ?? { step, first: before === undefined, seen: false };
      at.seen = on;
      steps.set(step, at);
      before = step;
    }
    return [...steps.values()];
  }, last);
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1400, height: 900 },
]) {
  test(`at 1× with Follow, the card is on the canvas at every close-up step (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=4', { instant: false });
    await expect(player.stepCounter).toHaveText(/^step 4 \//);
    await page.getByTestId('play').click();
    const steps = await watchCloseUps(page, 22);
    // The walk crosses the client's port, the host vNIC's and web-1's.
    expect(steps.filter((s) => s.first).length).toBeGreaterThanOrEqual(3);
    // The first step of a visit is the zoom into the close-up, which Follow's move takes over.
    expect(steps.filter((s) => !s.first && !s.seen).map((s) => `step ${s.step}: the card was off the canvas as the step ended`)).toEqual([]);
    expect(steps.filter((s) => !s.first).length).toBeGreaterThanOrEqual(10);
    expect(player.errors).toEqual([]);
  });
}
