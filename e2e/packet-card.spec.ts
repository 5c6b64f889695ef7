// The packet card never covers what it points at (issue 17): in Trace mode at 1280×720, with the
// default panels and Follow, for every probe of the talk (and one in Vietnamese), at every step, the
// card lies inside the canvas, clear of the breadcrumb and the zoom buttons, and does not overlap the
// element the packet is at; in the port close-up, that band's layer name is whole and on screen.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loadScenarioText } from '../src/io/scenario/load';
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

const TALK = loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!;

/** Once the step counter shows `step`, what is wrong with the card's place, or nothing. Judged in
 * the page, in one round trip: Follow pans after the view has settled, so a wrong place is looked
 * at again each frame for up to 1.5 s before it counts. Throws when the counter never gets there. */
function misplacedAt(page: Page, step: number): Promise<string[]> {
  return page.evaluate(async (step) => {
    const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
    const misplaced = (): string[] => {
      const canvas = box('[data-testid="canvas"]')!;
      const crumb = box('[data-testid="canvas"] nav[aria-label]');
      const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="packet"]')].filter((e) => e.getClientRects().length > 0);
      if (cards.length !== 1) return [`${cards.length} visible packets`];
      const c = cards[0]!.getBoundingClientRect();
      const out: string[] = [];
      if (c.left < canvas.left - 0.5 || c.top < canvas.top - 0.5 || c.right > canvas.right + 0.5 || c.bottom > canvas.bottom + 0.5) out.push('the card is outside the canvas');
      const meets = (r: DOMRect) => c.left < r.right - 0.5 && r.left < c.right - 0.5 && c.top < r.bottom - 0.5 && r.top < c.bottom - 0.5;
      if (crumb && meets(crumb)) out.push('the card is under the breadcrumb');
      const zoom = box('[data-testid="canvas"] .react-flow__controls');
      if (zoom && meets(zoom)) out.push('the card is under the zoom buttons');
      const current = document.querySelector('[data-testid="canvas"] [data-current="true"]');
      if (current && meets(current.getBoundingClientRect())) out.push(`the card covers ${current.getAttribute('data-testid') ?? current.className}`);
      // In the close-up, the band the packet is in shows its layer's name whole, inside the canvas.
      const title = current?.querySelector<HTMLElement>('[data-testid="band-title"]');
      if (title) {
        const t = title.getBoundingClientRect();
        if (t.left < canvas.left - 0.5 || t.right > canvas.right + 0.5 || t.top < canvas.top - 0.5 || t.bottom > canvas.bottom + 0.5) out.push(`the layer name ${title.textContent} is outside the canvas`);
        if (title.scrollWidth > title.clientWidth + 1) out.push(`the layer name ${title.textContent} is cut`);
      }
      return out;
    };
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const counter = new RegExp(`^(step|bước) ${step} /`);
    const text = () => document.querySelector('[data-testid="step-counter"]')?.textContent ?? '';
    for (const t0 = performance.now(); !counter.test(text()); await frame())
      if (performance.now() - t0 > 10_000) throw new Error(`the step counter shows “${text()}”, not step ${step}`);
    let last = misplaced();
    for (const t0 = performance.now(); last.length > 0 && performance.now() - t0 < 1500; last = misplaced()) await frame();
    return last;
  }, step);
}

/** Plays `probe` step by step from the first, and lists what is wrong with the card's place. The
 * first probe of a page opens the app at its link; a later one follows its link in the same tab. */
async function walk(player: PlayerPage, probe: string, lang: 'en' | 'vi', first = true): Promise<string[]> {
  const page = player.page;
  const problems: string[] = [];
  const link = `#/scenario/talk-l2bridge?probe=${probe}&step=1&lang=${lang}`;
  if (first) await player.open(link);
  else await page.evaluate((h) => void (window.location.hash = h), link);
  // A later probe: the last one ended past step 1, so step 1 is the new one's.
  await expect(player.stepCounter).toHaveText(/^(step|bước) 1 \//);
  const total = Number(/\/ (\d+)/.exec((await player.stepCounter.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  for (let step = 1; step <= total; step++) {
    if (step > 1) await player.press('ArrowRight');
    problems.push(...(await misplacedAt(page, step)).map((p) => `step ${step}: ${p}`));
  }
  expect(player.errors).toEqual([]);
  return problems;
}

// One page walks every probe in turn: a boot per probe cost about 2 CPU-seconds and checked nothing more.
test('the packet card of every probe sits beside its element, inside the canvas, at every step', async ({ page }) => {
  test.setTimeout(45_000 + 30_000 * TALK.probes.length);
  const player = new PlayerPage(page);
  for (const [i, probe] of TALK.probes.entries()) {
    await test.step(probe.name, async () => {
      expect(await walk(player, probe.name, 'en', i === 0), probe.name).toEqual([]);
    });
  }
});

// Vietnamese words make the breadcrumb wrap to two rows in a node view: the card stays below them.
test('in Vietnamese too: the Service walk, through nodes and port close-ups', async ({ page }) => {
  expect(await walk(new PlayerPage(page), 'pod-to-service', 'vi')).toEqual([]);
});
