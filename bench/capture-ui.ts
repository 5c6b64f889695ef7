// ui.capture.200MB.longestTaskMs (issue 25): a pktmon etl2txt of about 200 MB (the flow of the talk's
// Service VIP walk among other flows' packets) is picked in Trace mode's "Your node's capture" of the
// built app, on the talk scenario with pod-to-service shown. The capture worker streams it; a
// PerformanceObserver on `longtask` notes the main thread's tasks from the moment the file is handed
// over until the model-vs-node line shows (and a second after). It reports the longest (0: none of
// 50 ms or more) and the time to that line. Median of 3, each in a fresh browser context.
//   npx tsx bench/capture-ui.ts BUILD_DIR
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runProbe, simulate } from '../src/cluster/simulation';
import { pktmonTextOf } from '../src/io/export/pktmon';
import { loadScenarioText } from '../src/io/scenario/load';
import { ROOT, runAsScript, withApp, withTempDir, type FpsOptions } from './browser';
import { noiseEvents } from './capture';
import { summary, type BenchResult } from './stats';

const WATCH_LONG_TASKS = `(() => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.benchLongTasks.push({ at: e.startTime, ms: e.duration }); }).observe({ type: 'longtask', buffered: true });
})()`;

/** The capture file: other flows' events, then the walk's own with the component lines. */
async function writeBigCapture(file: string, targetBytes: number): Promise<number> {
  const talk = loadScenarioText(readFileSync(join(ROOT, 'src/lessons/scenarios/talk-l2bridge.yaml'), 'utf8')).value!;
  const sim = simulate(talk);
  const r = runProbe(sim, talk.probes.find((p) => p.name === 'pod-to-service')!);
  if (!r.ok) throw new Error(r.message);
  const own = pktmonTextOf(sim.world, r.value.trace, 'win-node-1').etl2txt;
  const out = createWriteStream(file);
  let bytes = 0;
  for (const chunk of noiseEvents(Number.MAX_SAFE_INTEGER)) {
    if (!out.write(chunk)) await new Promise<void>((ok) => out.once('drain', () => ok()));
    bytes += chunk.length;
    if (bytes >= targetBytes) break;
  }
  out.write(own);
  await new Promise<void>((ok) => out.end(ok));
  return bytes + own.length;
}

export function captureUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withTempDir('vfp-bench-capture-', async (dir) => {
    const file = join(dir, 'pktmon-capture.txt');
    const size = await writeBigCapture(file, 200 * 1024 * 1024);
    return await withApp(opts, async ({ browser, base, log }) => {
      const longest: number[] = [];
      const toLine: number[] = [];
      for (let i = 0; i < (opts.runs ?? 3); i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
        const page = await context.newPage();
        await page.addInitScript(WATCH_LONG_TASKS);
        await page.goto(`${base}/demo/?instant#/scenario/talk-l2bridge?probe=pod-to-service&step=end`);
        await page.getByTestId('capture-input').waitFor({ state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(1000);
        const from = await page.evaluate<number>('performance.now()');
        await page.getByTestId('capture-input').setInputFiles(file);
        await page.getByTestId('model-vs-node').first().waitFor({ timeout: 600_000 });
        const at = await page.evaluate<number>('performance.now()');
        await page.waitForTimeout(1000);
        const tasks = await page.evaluate<{ at: number; ms: number }[]>('window.benchLongTasks');
        const during = tasks.filter((t) => t.at + t.ms >= from).map((t) => t.ms);
        longest.push(Math.max(0, ...during));
        toLine.push(at - from);
        log(`capture UI: ${(size / 1e6).toFixed(0)} MB etl2txt, ${during.length} long tasks, the longest ${Math.round(longest.at(-1)!)} ms, the line after ${Math.round(at - from)} ms`);
        await context.close();
      }
      return [summary('ui.capture.200MB.longestTaskMs', 'ms', longest), summary('ui.capture.200MB.toAlignment.ms', 'ms', toLine)];
    });
  });
}

runAsScript(import.meta.url, captureUiBenchmarks);
