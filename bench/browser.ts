// What the browser benchmarks share: a build of the app, a static server for it (the one the e2e
// tests use, under /demo/), and Debian's Chromium with the e2e flags. Pages bypass the built app's CSP:
// Playwright's string predicates (waitForFunction) evaluate as script, which script-src 'self' forbids.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface FpsOptions {
  /** A built app (vite build output); built into a temporary folder when absent. */
  dist?: string;
  runs?: number;
  seconds?: number;
  log?: (s: string) => void;
}

export function build(log: (s: string) => void): string {
  const out = mkdtempSync(join(tmpdir(), 'vfp-bench-'));
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

export async function serve(dist: string): Promise<{ base: string; server: ChildProcess }> {
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

/** Runs `fn` against the built app (built now unless `opts.dist` names one) in headless Chromium,
 * then closes the browser, stops the server and removes a build it made. */
export async function withApp<T>(opts: FpsOptions, fn: (app: { browser: Browser; base: string; log: (s: string) => void }) => Promise<T>): Promise<T> {
  const log = opts.log ?? ((s: string) => console.log(s));
  const dist = opts.dist ?? build(log);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built app (index.html)`);
  const { base, server } = await serve(dist);
  const browser = await chromium.launch({ ...(await browserOptions()), headless: true });
  try {
    return await fn({ browser, base, log });
  } finally {
    await browser.close();
    server.kill();
    if (!opts.dist) rmSync(dist, { recursive: true, force: true });
  }
}

/** The demo playing at 1280×720 (the CPU throttled `rate`×), `settleMs` after its first step (a
 * second by default, where the profiling tools start; 0 for what counts frames from the first step). */
export async function openPlayingDemo(browser: Browser, base: string, rate = 1, settleMs = 1000): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/demo/#/scenario/talk-l2bridge?probe=pod-to-service`);
  await page.waitForSelector('[data-testid="packet"]', { timeout: 60_000 });
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  return { context, page, cdp };
}

/** Runs `fn` with a fresh temporary folder (for the files a bench generates), removed afterwards. */
export async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A browser bench's own entry: when its module (`moduleUrl`) is the script run
 * (`npx tsx bench/x.ts BUILD_DIR`), runs it against that build and prints its results as JSON.
 */
export async function runAsScript(moduleUrl: string, bench: (opts: { dist: string }) => Promise<unknown>): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const dist = process.argv[2];
  if (!dist) throw new Error(`usage: npx tsx ${relative(ROOT, fileURLToPath(moduleUrl))} BUILD_DIR`);
  console.log(JSON.stringify(await bench({ dist })));
}

/** The browser the e2e tests use (scripts/chromium.mjs): Debian's chromium, never a download. */
export async function browserOptions() {
  const mod = (await import(pathToFileURL(join(ROOT, 'scripts/chromium.mjs')).href)) as { findChromium(): { path: string } | undefined; CHROMIUM_ARGS: string[] };
  const found = mod.findChromium();
  if (!found) throw new Error('no Chromium found (run `npm run chromium`)');
  return { executablePath: found.path, args: mod.CHROMIUM_ARGS };
}


// Frames are counted by their distinct timestamps: headless Chromium, which has no display to wait
// for, sometimes runs two requestAnimationFrame callbacks for one frame.
export const COUNT_FRAMES = `(() => {
  window.benchFrames = new Set();
  window.benchRun = true;
  const tick = (t) => { if (!window.benchRun) return; window.benchFrames.add(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

export const STOP_COUNTING = '(() => { window.benchRun = false; return window.benchFrames.size; })()';
