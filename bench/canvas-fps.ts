// The canvas benchmark (npm run bench): frames per second while the cluster view of a 20-node ×
// 30-pod scenario is panned with the mouse in real Chromium. It builds the app (or uses the build
// folder given), serves it as the e2e tests do, opens the scenario through a share link, drags the
// pane for ~5 s per run and counts requestAnimationFrame callbacks.
//   npx tsx bench/canvas-fps.ts [BUILD_DIR]
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { COUNT_FRAMES, STOP_COUNTING, withApp, type FpsOptions } from './browser';
import { encodeShare } from '../src/io/share/link';
import { bigScenario } from './big-scenario';
import { summary, type BenchResult } from './stats';

// In-page code is passed as text: tsx compiles functions with a naming helper the page lacks.

/** A point of the empty pane (not a card or an edge), where a drag pans the view. */
const PANE_POINT = `(() => {
  const r = document.querySelector('.react-flow__pane').getBoundingClientRect();
  for (let y = r.top + 60; y < r.bottom - 20; y += 12)
    for (let x = r.left + 20; x < r.right - 20; x += 12)
      if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y };
  return null;
})()`;

/** Resolves once the page has drawn one second without a frame longer than 50 ms (it has settled
 * after loading: probes traced, layout measured), or after 15 s on a machine too busy for that. */
const SETTLED = `new Promise((resolve) => {
  setTimeout(() => resolve(false), 15000);
  let last = performance.now(), calm = last;
  const tick = (t) => {
    if (t - last > 50) calm = t;
    last = t;
    if (t - calm > 1000) resolve(true); else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** Drags the pane back and forth for `ms`; returns the frames per second the page drew meanwhile. */
async function pan(page: Page, ms: number): Promise<number> {
  await page.evaluate(COUNT_FRAMES);
  const t0 = performance.now();
  let dir = 1;
  while (performance.now() - t0 < ms) {
    const p = await page.evaluate<{ x: number; y: number } | null>(PANE_POINT);
    if (!p) throw new Error('no empty spot of the pane to drag');
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    for (let k = 1; k <= 40; k++) await page.mouse.move(p.x + dir * 8 * k, p.y + dir * 3 * k);
    await page.mouse.up();
    dir = -dir;
  }
  const frames = await page.evaluate<number>(STOP_COUNTING);
  return frames / ((performance.now() - t0) / 1000);
}

export async function canvasFps(opts: FpsOptions = {}): Promise<BenchResult> {
  return withApp(opts, async ({ browser, base, log }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
    const scenario = bigScenario();
    await page.goto(`${base}/demo/?instant#/share/${encodeShare(scenario)}`);
    // The first card drawn (a big cluster draws only the cards in view), then a calm second.
    await page.waitForSelector('[data-testid^="cluster-node-"]', { timeout: 30_000 });
    await page.evaluate(SETTLED);
    await pan(page, 1000); // warm-up: JIT, layout caches
    const samples: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) samples.push(await pan(page, (opts.seconds ?? 5) * 1000));
    log(`canvas: panning ${scenario.nodes.length} nodes × ${scenario.pods.length / scenario.nodes.length} pods: ${samples.map((x) => x.toFixed(1)).join(', ')} fps`);
    return summary('canvas.pan.20x30', 'fps', samples);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await canvasFps({ dist: process.argv[2] })));
}
