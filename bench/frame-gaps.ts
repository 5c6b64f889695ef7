// Where the demo drops frames at 4×-throttled playback: for the first 5 s after its first step (the
// window playback.demo.cpu4x.fps counts), frames per half second, and every gap between frames of
// more than 40 ms with the step and the view it fell in (P: a port close-up). A tool, not a
// benchmark (issue 16: the gaps sat at the changes of view, and the steady close-up ran at ~56 fps).
//   npx tsx bench/frame-gaps.ts BUILD_DIR [RUNS]
import { openPlayingDemo, withApp } from './browser';

const dist = process.argv[2];
if (!dist) throw new Error('usage: npx tsx bench/frame-gaps.ts BUILD_DIR [RUNS]');
const runs = Number(process.argv[3] ?? 3);

interface Frame {
  t: number;
  step: string;
  view: string;
}

// A string, not a function: tsx's helpers are not defined in the page.
const WATCH = `new Promise((resolve) => {
  const out = [];
  const t0 = performance.now();
  const view = () => document.querySelector('[data-testid="breadcrumb-port"]') ? 'P' : (document.querySelector('[data-testid="canvas"] nav [aria-current]')?.textContent?.slice(0, 8) ?? 'cluster');
  const frame = (t) => {
    out.push({ t: t - t0, step: document.querySelector('[data-testid="step-counter"]')?.textContent?.split(' ')[1] ?? '', view: view() });
    if (t - t0 < 5000) requestAnimationFrame(frame);
    else resolve(out);
  };
  requestAnimationFrame(frame);
})`;

await withApp({ dist }, async ({ browser, base, log }) => {
  for (let r = 0; r < runs; r++) {
    const { context, page } = await openPlayingDemo(browser, base, 4, 0);
    const frames = (await page.evaluate(WATCH)) as Frame[];
    const halves = Array.from({ length: 10 }, (_, b) => frames.filter((f) => f.t >= b * 500 && f.t < (b + 1) * 500).length * 2);
    const gaps = frames.slice(1).flatMap((f, i) => (f.t - frames[i]!.t > 40 ? [`${frames[i]!.t.toFixed(0)}+${(f.t - frames[i]!.t).toFixed(0)} (step ${f.step} ${f.view})`] : []));
    log(`run ${r + 1}: ${(frames.length / 5).toFixed(1)} fps; per half second: ${halves.join(' ')}`);
    log(`  gaps over 40 ms: ${gaps.join(', ')}`);
    await context.close();
  }
});
