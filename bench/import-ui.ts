// ui.import.100kRules.longestTaskMs (issue 16, item 5): a 100k-rule `vfpctrl /list-rule` dump
// (~27 MB, bench/import.ts's generator) is picked in Import mode of the built app; the reader runs
// in the Web Worker, and a PerformanceObserver on `longtask` notes the main thread's tasks from the
// moment the file is handed over until the file list shows its counts (and a second after, for the
// rendering that follows). It reports the longest; a long task is one of 50 ms or more, so 0 means
// the observer saw none. Median of 3, each in a fresh browser context.
//   npx tsx bench/import-ui.ts BUILD_DIR
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAsScript, withApp, withTempDir, type FpsOptions } from './browser';
import { bigRuleDump } from './import';
import { summary, type BenchResult } from './stats';

const WATCH_LONG_TASKS = `(() => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.benchLongTasks.push({ at: e.startTime, ms: e.duration }); }).observe({ type: 'longtask', buffered: true });
})()`;

/** A fresh page in Import mode, its long tasks watched, on a scenario without a probe (nothing plays behind the import). */
export async function openImportMode(browser: Browser, base: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(WATCH_LONG_TASKS);
  await page.goto(`${base}/demo/?instant#/scenario/talk-l2bridge`);
  await page.getByTestId('mode-import').click();
  await page.getByTestId('import-file-input').waitFor({ state: 'attached', timeout: 60_000 });
  return { context, page };
}

/** The 100k-rule dump written to a temporary file, and the built app served, for `fn`. */
export function withBigDump<T>(opts: FpsOptions & { dist: string }, fn: (app: { browser: Browser; base: string; log: (s: string) => void; file: string }) => Promise<T>): Promise<T> {
  return withTempDir('vfp-bench-dump-', async (dir) => {
    const file = join(dir, 'vfpctrl-list-rule.txt');
    writeFileSync(file, bigRuleDump(100, 1000));
    return await withApp(opts, (app) => fn({ ...app, file }));
  });
}

/** A fresh page in Import mode with the dump read (its counts shown). */
export async function openWithDump(browser: Browser, base: string, file: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openImportMode(browser, base);
  await opened.page.getByTestId('import-file-input').setInputFiles(file);
  await opened.page.getByTestId('file-counts').first().waitFor({ timeout: 300_000 });
  return opened;
}

/** The durations of the long tasks that ended after `from` (page time). */
export async function longTasksSince(page: Page, from: number): Promise<number[]> {
  const tasks = await page.evaluate<{ at: number; ms: number }[]>('window.benchLongTasks');
  return tasks.filter((t) => t.at + t.ms >= from).map((t) => t.ms);
}

export function importUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withBigDump(opts, async ({ browser, base, log, file }) => {
    const longest: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) {
      const { context, page } = await openImportMode(browser, base);
      await page.waitForTimeout(500);
      const from = await page.evaluate<number>('performance.now()');
      await page.getByTestId('import-file-input').setInputFiles(file);
      await page.getByTestId('file-counts').first().waitFor({ timeout: 300_000 });
      await page.waitForTimeout(1000);
      const during = await longTasksSince(page, from);
      longest.push(Math.max(0, ...during));
      log(`import UI: ${during.length} long tasks while a 100k-rule dump loaded, the longest ${Math.round(longest.at(-1)!)} ms`);
      await context.close();
    }
    return [summary('ui.import.100kRules.longestTaskMs', 'ms', longest)];
  });
}

// ui.replay.100kRules.* (issue 16, item 5): the same dump, read, then "Replay this node" clicked.
// The worker rebuilds the node; the page gets what it shows and puts it on the canvas. Long tasks
// are noted from the click until the replay's verdict (done or not rebuilt) shows, and a second
// after; the time to the verdict is taken in the page, by a MutationObserver, from the click.
const WATCH_VERDICT = `(() => new Promise((resolve) => {
  const seen = () => document.querySelector('[data-testid="replay-done"],[data-testid="replay-error"]');
  const from = performance.now();
  const o = new MutationObserver(() => { if (seen()) { o.disconnect(); resolve({ from, at: performance.now() }); } });
  o.observe(document.body, { childList: true, subtree: true });
  document.querySelector('[data-testid="replay"]').click();
}))()`;

export function replayUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withBigDump(opts, async ({ browser, base, log, file }) => {
    const longest: number[] = [];
    const counts: number[] = [];
    const toVerdict: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) {
      const { context, page } = await openWithDump(browser, base, file);
      await page.waitForTimeout(1000);
      const { from, at } = await page.evaluate<{ from: number; at: number }>(WATCH_VERDICT);
      await page.waitForTimeout(1000);
      const during = await longTasksSince(page, from);
      longest.push(Math.max(0, ...during));
      counts.push(during.length);
      toVerdict.push(at - from);
      log(`replay UI: ${during.length} long tasks (${during.map(Math.round).join(', ')} ms) while a 100k-rule node replayed; the verdict after ${Math.round(at - from)} ms`);
      await context.close();
    }
    return [summary('ui.replay.100kRules.longestTaskMs', 'ms', longest), summary('ui.replay.100kRules.longTasks', 'count', counts), summary('ui.replay.100kRules.toVerdictMs', 'ms', toVerdict)];
  });
}

await runAsScript(import.meta.url, importUiBenchmarks);
