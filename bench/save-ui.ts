// ui.save.100kRules.longestTaskMs (issue 32, item 3): a node of 100,000 rules is replayed in Import
// mode of the built app (bench/import.ts's 100k-rule vfpctrl dump; too large for the browser's
// storage, which the page says with "Save to file"), then that "Save to file" is clicked. A
// PerformanceObserver on `longtask` notes the main thread's tasks from the click until the download
// has started and a second after; the longest is reported (0: none of 50 ms or more), and the time
// to the download. Median of 3, each in a fresh browser context.
//   npx tsx bench/save-ui.ts BUILD_DIR
import { runAsScript, type FpsOptions } from './browser';
import { longTasksSince, openWithDump, withBigDump } from './import-ui';
import { summary, type BenchResult } from './stats';

export function saveUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withBigDump(opts, async ({ browser, base, log, file }) => {
    const longest: number[] = [];
    const toDownload: number[] = [];
    for (let i = 0; i < (opts.runs ?? 3); i++) {
      const { context, page } = await openWithDump(browser, base, file);
      await page.getByTestId('replay').click();
      const failed = page.getByTestId('save-failed');
      await failed.waitFor({ timeout: 300_000 });
      await page.waitForTimeout(1000);
      const from = await page.evaluate<number>('performance.now()');
      const download = page.waitForEvent('download', { timeout: 300_000 });
      await failed.getByTestId('save-failed-download').click();
      await download;
      const at = await page.evaluate<number>('performance.now()');
      await page.waitForTimeout(1000);
      const during = await longTasksSince(page, from);
      longest.push(Math.max(0, ...during));
      toDownload.push(at - from);
      log(`save UI: a replayed node of 100k rules, ${during.length} long tasks (${during.map(Math.round).join(', ')} ms), the download after ${Math.round(at - from)} ms`);
      await context.close();
    }
    return [summary('ui.save.100kRules.longestTaskMs', 'ms', longest), summary('ui.save.100kRules.toDownloadMs', 'ms', toDownload)];
  });
}

await runAsScript(import.meta.url, saveUiBenchmarks);
