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

/** What is wrong with the card's place at this step, or nothing. */
function misplaced(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
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
  });
}

/** Plays `probe` step by step from the first, and lists what is wrong with the card's place. */
async function walk(page: Page, probe: string, lang: 'en' | 'vi'): Promise<string[]> {
  const player = new PlayerPage(page);
  const problems: string[] = [];
  await player.open(`#/scenario/talk-l2bridge?probe=${probe}&step=1&lang=${lang}`);
  const total = Number(/\/ (\d+)/.exec((await player.stepCounter.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  for (let step = 1; step <= total; step++) {
    if (step > 1) await player.press('ArrowRight');
    await expect(player.stepCounter).toContainText(new RegExp(`^(step|bước) ${step} /`));
    // Follow pans after the view has settled: give it that time, then judge.
    let last: string[] = [];
    for (let i = 0; i < 15; i++) {
      last = await misplaced(page);
      if (last.length === 0) break;
      await page.waitForTimeout(100);
    }
    problems.push(...last.map((p) => `step ${step}: ${p}`));
  }
  expect(player.errors).toEqual([]);
  return problems;
}

for (const probe of TALK.probes) {
  test(`the packet card of ${probe.name} sits beside its element, inside the canvas, at every step`, async ({ page }) => {
    expect(await walk(page, probe.name, 'en')).toEqual([]);
  });
}

// Vietnamese words make the breadcrumb wrap to two rows in a node view: the card stays below them.
test('in Vietnamese too: the Service walk, through nodes and port close-ups', async ({ page }) => {
  expect(await walk(page, 'pod-to-service', 'vi')).toEqual([]);
});
