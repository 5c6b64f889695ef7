// The first-load benchmarks of issue 16, in headless Chromium with the CPU throttled 4× through
// the DevTools protocol (a modest laptop):
// - load.initialJs.gzipKB: the gzip size of every JS file the page fetched before the demo's first
//   packet step was shown (the files gzipped here, as a static host would serve them);
// - load.demoFirstStep.ms: from navigation to the first packet step shown, median of 5, each in a
//   fresh browser context (empty cache).
//   npx tsx bench/load.ts [BUILD_DIR]
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { withApp, type FpsOptions } from './browser';
import { summary, type BenchResult } from './stats';

// Installed before the app's scripts run: notes the time the packet first shows a step (the demo
// plays from the start), and which scripts were fetched by then.
const WATCH_FIRST_STEP = `(() => {
  const seen = () => {
    const p = document.querySelector('[data-testid="packet"][data-step]');
    if (!p || Number(p.getAttribute('data-step')) < 1) return false;
    window.benchFirstStep = performance.now();
    window.benchScripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => e.name);
    return true;
  };
  new MutationObserver((_, o) => seen() && o.disconnect()).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-step'] });
})()`;

export async function loadBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withApp(opts, async ({ browser, base, log }) => {
    const times: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < (opts.runs ?? 5); i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(WATCH_FIRST_STEP);
      await page.goto(`${base}/demo/`);
      await page.waitForFunction('window.benchFirstStep !== undefined', undefined, { timeout: 60_000, polling: 100 });
      const { at, scripts } = await page.evaluate<{ at: number; scripts: string[] }>('({ at: window.benchFirstStep, scripts: window.benchScripts })');
      times.push(at);
      // The build's chunks are in assets/; public/'s files (opening-hash.js, the first script) at the root.
      const file = (url: string) => [join(opts.dist, 'assets', basename(new URL(url).pathname)), join(opts.dist, basename(new URL(url).pathname))].find((f) => existsSync(f))!;
      const gz = scripts.reduce((sum, url) => sum + gzipSync(readFileSync(file(url))).length, 0);
      sizes.push(gz / 1024);
      if (i === 0) log(`load: ${scripts.length} scripts before the first step: ${scripts.map((u) => basename(u)).join(', ')}`);
      await context.close();
    }
    log(`load: first step at ${times.map((t) => Math.round(t)).join(', ')} ms (CPU 4× slower); ${sizes[0]!.toFixed(1)} KB of gzipped JS`);
    return [summary('load.initialJs.gzipKB', 'KB', sizes), summary('load.demoFirstStep.ms', 'ms', times)];
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: npx tsx bench/load.ts BUILD_DIR');
  console.log(JSON.stringify(await loadBenchmarks({ dist })));
}
