// A canvas you can read (issue 17): every built-in fits a 1280×720 screen in Trace mode with the
// default panels, in the cluster view and in the view of each of its nodes: no name or label is cut
// (an element that clips its text shows all of it) and every one lies inside the canvas.
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

const BUILTINS = readdirSync('src/lessons/scenarios')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.replace(/\.yaml$/, ''));

/** What a person would call unreadable: text cut by its box, or text outside the canvas. Element
 * ids abbreviated on purpose (GUIDs, with the whole id in a title) are not names. */
export async function unreadable(page: Page, within = '.react-flow__node'): Promise<string[]> {
  return page.evaluate((within) => {
    const canvas = document.querySelector('[data-testid="canvas"]')!.getBoundingClientRect();
    const out: string[] = [];
    for (const root of document.querySelectorAll(`[data-testid="canvas"] ${within}`))
      for (const el of [root, ...root.querySelectorAll('*')] as HTMLElement[]) {
        if (el.closest('.sr-only, [data-abbrev], .react-flow__handle')) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        const s = getComputedStyle(el);
        const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
        if (!own && !clips) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || s.visibility === 'hidden') continue;
        const text = (el.textContent ?? '').trim().slice(0, 60);
        if (!text) continue;
        if (clips && el.scrollWidth > el.clientWidth + 1) out.push(`cut: “${text}” (${el.scrollWidth} > ${el.clientWidth} px)`);
        if (own && (r.left < canvas.left - 0.5 || r.top < canvas.top - 0.5 || r.right > canvas.right + 0.5 || r.bottom > canvas.bottom + 0.5)) out.push(`outside the canvas: “${text}”`);
      }
    return out;
  }, within);
}

/** The view is fitted a frame after it opens: what is still unreadable once it has settled. */
async function settled(page: Page, where: string): Promise<string[]> {
  let last: string[] = [];
  for (let i = 0; i < 20; i++) {
    last = await unreadable(page);
    if (last.length === 0) return [];
    await page.waitForTimeout(100);
  }
  return last.map((p) => `${where}: ${p}`);
}

/** Each built-in's cluster view, then the view of each of its nodes: what is unreadable in them. */
async function everyView(page: Page, player: PlayerPage, query = ''): Promise<string[]> {
  const problems: string[] = [];
  for (const id of BUILTINS) {
    await player.open(`#/scenario/${id}${query}`);
    await expect(page.getByTestId('mode-trace')).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByTestId('canvas').locator('[data-testid^="cluster-node-"]');
    await expect(cards.first()).toBeVisible();
    problems.push(...(await settled(page, `${id}: cluster view`)));
    const nodes = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('cluster-node-'.length)));
    for (const node of nodes) {
      await player.openNode(node);
      await expect(page.getByTestId('breadcrumb-node')).toContainText(node);
      problems.push(...(await settled(page, `${id}: node ${node}`)));
      await page.getByTestId('breadcrumb-cluster').click();
    }
  }
  return problems;
}

test('every built-in fits 1280×720 in Trace mode: cluster view and each node view, no name cut', async ({ page }) => {
  test.setTimeout(120_000);
  const player = new PlayerPage(page);
  expect(await everyView(page, player)).toEqual([]);
  expect(player.errors).toEqual([]);
});

test('and in Presenter mode', async ({ page }) => {
  test.setTimeout(120_000);
  const player = new PlayerPage(page);
  expect(await everyView(page, player, '?presenter=1')).toEqual([]);
  await expect(page.getByTestId('toggle-presenter')).toHaveAttribute('aria-pressed', 'true');
  expect(player.errors).toEqual([]);
});
