// ui.share.deflateBomb.overNormalMs (issue 32: "the deflate-bomb link is refused within 2 s of a normal
// page load"): in the built app, a share link of the talk's scenario is opened until its canvas shows,
// then a share link that inflates to 1 GiB of zeros (bench/hostile.ts's bomb) until the page says it
// refused it; each in a fresh context, alternately. Reported: both times from the page's navigation
// start, per pair how much later the refusal came than the normal load (median of 5 pairs), the
// bomb's time from `goto`, and both from the page's first script (public/opening-hash.js marks it):
// before it runs, the browser itself spends seconds on a 1.4 MB URL (the full browser more than
// the headless shell), which no code of the page can shorten.
//   npx tsx bench/share-ui.ts BUILD_DIR
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { runAsScript, withApp, type FpsOptions } from './browser';
import { loadScenarioText } from '../src/io/scenario/load';
import { base64url, encodeShare, SHARE_PREFIX } from '../src/io/share/link';
import { zeroBomb } from '../src/io/testing/bombs';
import { summary, type BenchResult } from './stats';

/** When `shown` first appears, in ms from the page's navigation start (its own clock: a MutationObserver
 * set before the page's scripts run), and from `goto` (which adds what the browser and Playwright take
 * to carry a 1.4 MB URL to the new document: several seconds, before any of the page's code runs). */
async function timeTo(browser: Browser, url: string, shown: string): Promise<{ page: number; goto: number; ownCode: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript((sel) => {
    const w = window as unknown as { shownAt?: number };
    new MutationObserver((_, o) => {
      if (w.shownAt === undefined && document.querySelector(sel)) {
        w.shownAt = performance.now();
        o.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  }, shown);
  const page = await context.newPage();
  const t0 = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(shown).first().waitFor({ timeout: 60_000 });
  const goto = performance.now() - t0;
  const [at, first] = await page.evaluate(() => [(window as unknown as { shownAt?: number }).shownAt ?? performance.now(), performance.getEntriesByName('vfp-lab:first-script')[0]?.startTime ?? 0]);
  await context.close();
  return { page: at!, goto, ownCode: at! - first! };
}

export function shareUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withApp(opts, async ({ browser, base, log }) => {
    const talk = loadScenarioText(readFileSync(new URL('../src/lessons/scenarios/talk-l2bridge.yaml', import.meta.url), 'utf8')).value!;
    const normal = `${base}/demo/?instant#/share/${encodeShare(talk)}`;
    const bomb = `${base}/demo/?instant#/share/${SHARE_PREFIX}${base64url(zeroBomb(1024 ** 3))}`;
    log(`share UI: a normal link of ${normal.length} characters, a bomb of ${bomb.length}`);
    const normalMs: number[] = [];
    const bombMs: number[] = [];
    const over: number[] = [];
    const bombGoto: number[] = [];
    const own: [number[], number[]] = [[], []];
    await timeTo(browser, normal, '[data-testid="canvas"] .react-flow__node'); // warm-up: the server's first answers
    for (let i = 0; i < (opts.runs ?? 5); i++) {
      const n = await timeTo(browser, normal, '[data-testid="canvas"] .react-flow__node');
      const b = await timeTo(browser, bomb, '[data-testid="notice"]');
      normalMs.push(n.page);
      bombMs.push(b.page);
      over.push(b.page - n.page);
      bombGoto.push(b.goto);
      own[0].push(n.ownCode);
      own[1].push(b.ownCode);
      log(
        `share UI: from navigation start, normal link loaded in ${Math.round(n.page)} ms, the bomb refused in ${Math.round(b.page)} ms (from goto: ${Math.round(n.goto)}, ${Math.round(b.goto)}; from the page's first script: ${Math.round(n.ownCode)}, ${Math.round(b.ownCode)})`,
      );
    }
    return [
      summary('ui.share.normal.loadedMs', 'ms', normalMs),
      summary('ui.share.deflateBomb.refusedMs', 'ms', bombMs),
      summary('ui.share.deflateBomb.overNormalMs', 'ms', over),
      summary('ui.share.deflateBomb.fromGotoMs', 'ms', bombGoto),
      summary('ui.share.normal.ownCodeMs', 'ms', own[0]),
      summary('ui.share.deflateBomb.ownCodeMs', 'ms', own[1]),
    ];
  });
}

await runAsScript(import.meta.url, shareUiBenchmarks);
