// ui.share.deflateBomb.overNormalMs (issue 32: "the deflate-bomb link is refused within 2 s of a normal
// page load"): in the built app, a share link of the talk's scenario is opened until its canvas shows,
// then a share link that inflates to 1 GiB of zeros (bench/hostile.ts's bomb) until the page says it
// refused it; each in a fresh context, alternately. Reported: both times from `goto`, and per pair how
// much later the refusal came than the normal load (median of 5 pairs).
//   npx tsx bench/share-ui.ts BUILD_DIR
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { runAsScript, withApp, type FpsOptions } from './browser';
import { loadScenarioText } from '../src/io/scenario/load';
import { base64url, encodeShare, SHARE_PREFIX } from '../src/io/share/link';
import { zeroBomb } from '../src/io/testing/bombs';
import { summary, type BenchResult } from './stats';

async function timeTo(browser: Browser, url: string, shown: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const t0 = performance.now();
  await page.goto(url);
  await page.locator(shown).first().waitFor({ timeout: 60_000 });
  const ms = performance.now() - t0;
  await context.close();
  return ms;
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
    await timeTo(browser, normal, '[data-testid="canvas"] .react-flow__node'); // warm-up: the server's first answers
    for (let i = 0; i < (opts.runs ?? 5); i++) {
      const n = await timeTo(browser, normal, '[data-testid="canvas"] .react-flow__node');
      const b = await timeTo(browser, bomb, '[data-testid="notice"]');
      normalMs.push(n);
      bombMs.push(b);
      over.push(b - n);
      log(`share UI: normal link loaded in ${Math.round(n)} ms, the bomb refused in ${Math.round(b)} ms`);
    }
    return [summary('ui.share.normal.loadedMs', 'ms', normalMs), summary('ui.share.deflateBomb.refusedMs', 'ms', bombMs), summary('ui.share.deflateBomb.overNormalMs', 'ms', over)];
  });
}

await runAsScript(import.meta.url, shareUiBenchmarks);
