// The playback benchmark (npm run bench): frames per second while the demo (talk-l2bridge,
// pod-to-service) plays at 1× with animation on, in real Chromium. Measured, never asserted: the
// animation moves the packet every frame while the panels re-render only when the step changes.
//   npx tsx bench/playback-fps.ts [BUILD_DIR]
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { browserOptions, build, COUNT_FRAMES, serve, STOP_COUNTING, type FpsOptions } from './browser';
import { round, type BenchResult } from './stats';

export async function playbackFps(opts: FpsOptions = {}): Promise<BenchResult> {
  const log = opts.log ?? ((s: string) => console.log(s));
  const dist = opts.dist ?? build(log);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built app (index.html)`);
  const { base, server } = await serve(dist);
  const browser = await chromium.launch({ ...(await browserOptions()), headless: true });
  try {
    const samples: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) {
      // A fresh page each run: the demo starts playing on load.
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await page.goto(`${base}/demo/#/scenario/talk-l2bridge?probe=pod-to-service`);
      await page.waitForSelector('[data-testid="packet"]', { timeout: 30_000 });
      await page.evaluate(COUNT_FRAMES);
      const t0 = Date.now();
      await page.waitForTimeout((opts.seconds ?? 5) * 1000);
      const frames = await page.evaluate<number>(STOP_COUNTING);
      samples.push(frames / ((Date.now() - t0) / 1000));
      await page.close();
    }
    samples.sort((a, b) => a - b);
    log(`playback: the demo at 1×: ${samples.map((x) => x.toFixed(1)).join(', ')} fps`);
    return { name: 'playback.demo.fps', unit: 'fps', median: round(samples[Math.floor(samples.length / 2)]!), min: round(samples[0]!), max: round(samples.at(-1)!), runs: samples.length };
  } finally {
    await browser.close();
    server.kill();
    if (!opts.dist) rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await playbackFps({ dist: process.argv[2] })));
}
