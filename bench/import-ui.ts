// ui.import.100kRules.longestTaskMs (issue 16, item 5): a 100k-rule `vfpctrl /list-rule` dump
// (~27 MB, bench/import.ts's generator) is picked in Import mode of the built app; the reader runs
// in the Web Worker, and a PerformanceObserver on `longtask` notes the main thread's tasks from the
// moment the file is handed over until the file list shows its counts (and a second after, for the
// rendering that follows). It reports the longest; a long task is one of 50 ms or more, so 0 means
// the observer saw none. Median of 3, each in a fresh browser context.
//   npx tsx bench/import-ui.ts BUILD_DIR
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAsScript, withApp, withTempDir, type FpsOptions } from './browser';
import { bigRuleDump } from './import';
import { summary, type BenchResult } from './stats';

const WATCH_LONG_TASKS = `(() => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.benchLongTasks.push({ at: e.startTime, ms: e.duration }); }).observe({ type: 'longtask', buffered: true });
})()`;

export function importUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withTempDir('vfp-bench-dump-', async (dir) => {
    const file = join(dir, 'vfpctrl-list-rule.txt');
    writeFileSync(file, bigRuleDump(100, 1000));
    return await withApp(opts, async ({ browser, base, log }) => {
      const longest: number[] = [];
      for (let i = 0; i < (opts.runs ?? 3); i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
        const page = await context.newPage();
        await page.addInitScript(WATCH_LONG_TASKS);
        // A scenario without a probe: nothing plays behind the import.
        await page.goto(`${base}/demo/?instant#/scenario/talk-l2bridge`);
        await page.getByTestId('mode-import').click();
        await page.getByTestId('import-file-input').waitFor({ state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(500);
        const from = await page.evaluate<number>('performance.now()');
        await page.getByTestId('import-file-input').setInputFiles(file);
        await page.getByTestId('file-counts').first().waitFor({ timeout: 300_000 });
        await page.waitForTimeout(1000);
        const tasks = await page.evaluate<{ at: number; ms: number }[]>('window.benchLongTasks');
        const during = tasks.filter((t) => t.at + t.ms >= from).map((t) => t.ms);
        longest.push(Math.max(0, ...during));
        log(`import UI: ${during.length} long tasks while a 100k-rule dump loaded, the longest ${Math.round(longest.at(-1)!)} ms`);
        await context.close();
      }
      return [summary('ui.import.100kRules.longestTaskMs', 'ms', longest)];
    });
  });
}

await runAsScript(import.meta.url, importUiBenchmarks);
