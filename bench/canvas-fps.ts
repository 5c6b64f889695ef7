// The canvas benchmark (npm run bench): frames per second while the cluster view of a 20-node ×
// 30-pod scenario is panned with the mouse in real Chromium. It builds the app (or uses the build
// folder given), serves it as the e2e tests do, opens the scenario through a share link, drags the
// pane for ~5 s per run and counts requestAnimationFrame callbacks.
//   npx tsx bench/canvas-fps.ts [BUILD_DIR]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { encodeShare } from '../src/io/share/link';
import { bigScenario } from './big-scenario';
import { round, type BenchResult } from './stats';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface CanvasFpsOptions {
  /** A built app (vite build output); built into a temporary folder when absent. */
  dist?: string;
  runs?: number;
  seconds?: number;
  log?: (s: string) => void;
}

function build(log: (s: string) => void): string {
  const out = mkdtempSync(join(tmpdir(), 'vfp-canvas-bench-'));
  log(`building the app into ${out}`);
  const r = spawnSync('npx', ['vite', 'build', '--outDir', out, '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
  return out;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function serve(dist: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(ROOT, 'e2e/static-server.mjs'), dist, String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/demo/`)).ok) return { base, server };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('the static server did not start');
}

/** The browser the e2e tests use (scripts/chromium.mjs): Debian's chromium, never a download. */
async function browserOptions() {
  const mod = (await import(pathToFileURL(join(ROOT, 'scripts/chromium.mjs')).href)) as { findChromium(): { path: string } | undefined; CHROMIUM_ARGS: string[] };
  const found = mod.findChromium();
  if (!found) throw new Error('no Chromium found (run `npm run chromium`)');
  return { executablePath: found.path, args: mod.CHROMIUM_ARGS };
}

// In-page code is passed as text: tsx compiles functions with a naming helper the page lacks.

/** A point of the empty pane (not a card or an edge), where a drag pans the view. */
const PANE_POINT = `(() => {
  const r = document.querySelector('.react-flow__pane').getBoundingClientRect();
  for (let y = r.top + 60; y < r.bottom - 20; y += 12)
    for (let x = r.left + 20; x < r.right - 20; x += 12)
      if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y };
  return null;
})()`;

// Frames are counted by their distinct timestamps: headless Chromium, which has no display to wait
// for, sometimes runs two requestAnimationFrame callbacks for one frame.
const COUNT_FRAMES = `(() => {
  window.benchFrames = new Set();
  window.benchRun = true;
  const tick = (t) => { if (!window.benchRun) return; window.benchFrames.add(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

const STOP_COUNTING = '(() => { window.benchRun = false; return window.benchFrames.size; })()';

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

export async function canvasFps(opts: CanvasFpsOptions = {}): Promise<BenchResult> {
  const log = opts.log ?? ((s: string) => console.log(s));
  const dist = opts.dist ?? build(log);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built app (index.html)`);
  const { base, server } = await serve(dist);
  const browser = await chromium.launch({ ...(await browserOptions()), headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const scenario = bigScenario();
    await page.goto(`${base}/demo/?instant#/share/${encodeShare(scenario)}`);
    // The first card drawn (a big cluster draws only the cards in view), then a calm second.
    await page.waitForSelector('[data-testid^="cluster-node-"]', { timeout: 30_000 });
    await page.evaluate(SETTLED);
    await pan(page, 1000); // warm-up: JIT, layout caches
    const samples: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) samples.push(await pan(page, (opts.seconds ?? 5) * 1000));
    samples.sort((a, b) => a - b);
    const result = { name: 'canvas.pan.20x30', unit: 'fps', median: round(samples[Math.floor(samples.length / 2)]!), min: round(samples[0]!), max: round(samples.at(-1)!), runs: samples.length };
    log(`canvas: panning ${scenario.nodes.length} nodes × ${scenario.pods.length / scenario.nodes.length} pods: ${samples.map((x) => x.toFixed(1)).join(', ')} fps`);
    return result;
  } finally {
    await browser.close();
    server.kill();
    if (!opts.dist) rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await canvasFps({ dist: process.argv[2] })));
}
