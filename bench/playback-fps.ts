// The playback benchmarks (npm run bench): frames per second while the demo (talk-l2bridge,
// pod-to-service) plays at 1× with animation on, in real Chromium: as it is (playback.demo.fps)
// and with the CPU throttled 4× through the DevTools protocol (playback.demo.cpu4x.fps), as on a
// modest laptop. Measured, never asserted.
//   npx tsx bench/playback-fps.ts [BUILD_DIR]
import { pathToFileURL } from 'node:url';
import { COUNT_FRAMES, openPlayingDemo, STOP_COUNTING, withApp, type FpsOptions } from './browser';
import { summary, type BenchResult } from './stats';

export async function playbackFps(opts: FpsOptions & { cpuRate?: number } = {}): Promise<BenchResult> {
  const rate = opts.cpuRate ?? 1;
  return withApp(opts, async ({ browser, base, log }) => {
    const samples: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) {
      // A fresh page each run: the demo starts playing on load; frames count from its first step.
      const { context, page } = await openPlayingDemo(browser, base, rate, 0);
      await page.evaluate(COUNT_FRAMES);
      const t0 = Date.now();
      await page.waitForTimeout((opts.seconds ?? 5) * 1000);
      const frames = await page.evaluate<number>(STOP_COUNTING);
      samples.push(frames / ((Date.now() - t0) / 1000));
      await context.close();
    }
    const name = rate === 1 ? 'playback.demo.fps' : `playback.demo.cpu${rate}x.fps`;
    log(`playback: the demo at 1×${rate === 1 ? '' : `, CPU ${rate}× slower`}: ${samples.map((x) => x.toFixed(1)).join(', ')} fps`);
    return summary(name, 'fps', samples);
  });
}

/** playback.portView.fps (issue 17): the demo playing through the port close-ups, with Follow on
 * (it zooms into each port the packet crosses and back out to the node). */
export async function portViewFps(opts: FpsOptions = {}): Promise<BenchResult> {
  return withApp(opts, async ({ browser, base, log }) => {
    const samples: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
      await page.addInitScript(() => localStorage.setItem('vfp-lab:prefs:v1', JSON.stringify({ follow: true })));
      // Step 2: the packet is about to enter the client's port; play from there.
      await page.goto(`${base}/demo/#/scenario/talk-l2bridge?probe=pod-to-service&step=2`);
      await page.waitForSelector('[data-testid="packet"]', { timeout: 30_000 });
      await page.click('[data-testid="play"]');
      await page.waitForSelector('[data-testid="band-ACL_ENDPOINT_LAYER"]', { timeout: 10_000 });
      await page.evaluate(COUNT_FRAMES);
      const t0 = Date.now();
      await page.waitForTimeout((opts.seconds ?? 5) * 1000);
      const frames = await page.evaluate<number>(STOP_COUNTING);
      samples.push(frames / ((Date.now() - t0) / 1000));
      await page.close();
    }
    log(`playback: the demo through the port close-up, Follow on: ${samples.map((x) => x.toFixed(1)).join(', ')} fps`);
    return summary('playback.portView.fps', 'fps', samples);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rate = Number(process.argv[3] ?? 1);
  console.log(JSON.stringify(process.argv.includes('--port-view') ? await portViewFps({ dist: process.argv[2] }) : await playbackFps({ dist: process.argv[2], cpuRate: rate })));
}
