// Frame rate while the demo plays at 1× with animation on: requestAnimationFrame callbacks counted
// over 5 s, and the longest main-thread task. The figure is attached to the report; the floor is
// far below 60 so that a busy CI machine does not fail it, while a render-every-frame regression
// (the panels re-rendering on each animation frame) would.
import { expect, test } from '@playwright/test';
import { PlayerPage } from './pages/player';

const SECONDS = 5;

// Trace recording captures a screencast all along: it would measure itself, not the app.
test.use({ trace: 'off' });

test('the demo plays at the display frame rate', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service', { instant: false });
  await expect(page.getByTestId('play')).toHaveAttribute('aria-label', 'Pause');
  const start = (await player.position()).step;
  const m = await page.evaluate(
    (seconds) =>
      new Promise<{ frames: number; ms: number; longest: number }>((resolve) => {
        let longest = 0;
        const po = new PerformanceObserver((list) => list.getEntries().forEach((e) => (longest = Math.max(longest, e.duration))));
        po.observe({ type: 'longtask' });
        let frames = 0;
        const t0 = performance.now();
        const tick = (t: number) => {
          frames++;
          if (t - t0 < seconds * 1000) requestAnimationFrame(tick);
          else {
            po.disconnect();
            resolve({ frames, ms: t - t0, longest });
          }
        };
        requestAnimationFrame(tick);
      }),
    SECONDS,
  );
  const fps = Math.round((m.frames / m.ms) * 10000) / 10;
  const steps = (await player.position()).step - start;
  info.annotations.push({ type: 'fps', description: `${fps} fps over ${Math.round(m.ms)} ms, ${steps} steps played, longest task ${Math.round(m.longest)} ms` });
  console.log(`[fps] ${fps} fps over ${Math.round(m.ms)} ms while playing ${steps} steps at 1×; longest main-thread task ${Math.round(m.longest)} ms`);
  // At 1× a hop takes half a second: about ten steps in five seconds.
  expect(steps).toBeGreaterThanOrEqual(6);
  expect(fps).toBeGreaterThan(30);
  expect(player.errors).toEqual([]);
});
