// A screenshot of the page with one part scrolled to the top of its scrolling panel: the specs that
// keep screenshots of long panels (the Vietnamese ones) take them this way.
import type { Locator, Page } from '@playwright/test';
import { KEEP_SHOTS } from './test';

export async function shot(page: Page, what: Locator, path: string) {
  await what.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path });
}

/** Waits until the view has settled: no animation with an end is running (the camera's moves play
 * as Web Animations, src/ui/canvas/camera-move.ts) and the canvas's viewport has kept its transform
 * for three frames (a refit without the compositor is React Flow's own transition). At most `max` ms:
 * a view still moving then is what the screenshot or the check after it shows. */
export async function settled(page: Page, max = 3_000): Promise<void> {
  await page.evaluate(async (max) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const moving = () =>
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const transform = () => [...document.querySelectorAll('.react-flow__viewport')].map((v) => getComputedStyle(v).transform).join();
    const t0 = performance.now();
    let last = transform();
    for (let same = 0; same < 3 && performance.now() - t0 < max; ) {
      await frame();
      const now = transform();
      same = now === last && !moving() ? same + 1 : 0;
      last = now;
    }
  }, max);
}

/** Before a screenshot kept for a look and nothing else: the view settled, when screenshots are taken
 * (in CI they are not: pages/test.ts). A check that reads the layout waits with settled() itself. */
export async function settledForShot(page: Page): Promise<void> {
  if (KEEP_SHOTS) await settled(page);
}
