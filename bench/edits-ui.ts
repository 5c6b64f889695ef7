// ui.vfpEdits.10k.* (issue 32 item 4: "no page task over 50 ms" with 10k hand edits): the talk's
// scenario with 10,000 hand-made rules on the client pod's port (bench/edits.ts's document, ~2.4 MB
// of JSON), opened with Open… in the built app, then that port's editor in Build mode and one click
// on "Block port". A PerformanceObserver on `longtask` notes the main thread's tasks; the longest is
// reported (0: none of 50 ms or more):
// - openLongestTaskMs: from the file handed over until the picker names it, and a second after;
// - editLongestTaskMs: from the click until the port says it is blocked, and a second after.
// Median of 3, each in a fresh browser context.
//   npx tsx bench/edits-ui.ts BUILD_DIR
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { runAsScript, withApp, withTempDir, type FpsOptions } from './browser';
import { handEditsScenario } from './edits';
import { longTasksSince } from './import-ui';
import { summary, type BenchResult } from './stats';

const RULES = 10_000;

const WATCH_LONG_TASKS = `(() => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.benchLongTasks.push({ at: e.startTime, ms: e.duration }); }).observe({ type: 'longtask', buffered: true });
})()`;

/**
 * The journey measured (here and by profile-edits-ui.ts): Open… the document, then that port's
 * editor in Build mode and "Block port"; `around` wraps each of the two phases (with the second
 * after it, while the page settles) and gives what it measured.
 */
export async function editsJourney<T>(page: Page, base: string, file: string, around: (phase: () => Promise<void>) => Promise<T>): Promise<{ opening: T; editing: T }> {
  await page.goto(`${base}/demo/?instant#/scenario/talk-l2bridge`);
  await page.getByTestId('file-input').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(1500);
  const opening = await around(async () => {
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('scenario-picker').filter({ hasText: 'A port with 10,000 rules' }).waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
  });
  await page.getByTestId('mode-build').click();
  await page.getByRole('button', { name: 'Open node win-node-1' }).click();
  await page.getByRole('button', { name: /VFP port .*pod\/default\/client/ }).click();
  const editor = page.getByTestId('port-vfp-editor');
  await editor.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const editing = await around(async () => {
    await editor.getByTestId('port-block').click();
    await editor.getByTestId('port-blocked').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
  });
  return { opening, editing };
}

export function editsUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withTempDir('vfp-bench-edits-', (dir) => {
    const file = join(dir, 'big-port.json');
    writeFileSync(file, JSON.stringify(handEditsScenario(RULES)));
    return withApp(opts, async ({ browser, base, log }) => {
      const open: number[] = [];
      const edit: number[] = [];
      for (let i = 0; i < (opts.runs ?? 3); i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
        const page = await context.newPage();
        await page.addInitScript(WATCH_LONG_TASKS);
        const { opening, editing } = await editsJourney(page, base, file, async (phase) => {
          const from = await page.evaluate<number>('performance.now()');
          await phase();
          return longTasksSince(page, from);
        });
        open.push(Math.max(0, ...opening));
        edit.push(Math.max(0, ...editing));
        log(`vfpEdits UI: open ${opening.map(Math.round).join(', ') || 'no long task'} ms; Block port ${editing.map(Math.round).join(', ') || 'no long task'} ms`);
        await context.close();
      }
      return [summary('ui.vfpEdits.10k.openLongestTaskMs', 'ms', open), summary('ui.vfpEdits.10k.editLongestTaskMs', 'ms', edit)];
    });
  });
}

await runAsScript(import.meta.url, editsUiBenchmarks);
