// The band over the canvas: the breadcrumb never runs under the zoom buttons, in English and in
// Vietnamese (longer words), at 1280×720 with both panels open and at phone width, in the cluster
// view, a node view (with its dumps button and Follow's pin) and the port close-up; on gke-hybrid,
// the built-in with the longest node names.
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

/** The breadcrumb's box against each button of the right-hand group (zoom, fit, reset layout). */
function crumbOverControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const crumb = document.querySelector('[data-testid="canvas"] nav[aria-label]')!.getBoundingClientRect();
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-testid="canvas"] .react-flow__controls button, [data-testid="reset-layout"]')];
    if (buttons.length < 4) return [`only ${buttons.length} zoom buttons`];
    return buttons
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return Math.min(r.right, crumb.right) - Math.max(r.left, crumb.left) > 0.5 && Math.min(r.bottom, crumb.bottom) - Math.max(r.top, crumb.top) > 0.5;
      })
      .map((b) => `the breadcrumb covers ${b.getAttribute('aria-label') ?? b.textContent}`);
  });
}

/** Cluster, node (the packet in a pod, Follow on) and port close-up of the same probe. */
async function eachLevel(page: Page, lang: 'en' | 'vi', shots?: (name: string) => string): Promise<string[]> {
  const p = new PlayerPage(page);
  const problems: string[] = [];
  const at = async (where: string, step: number) => {
    await p.open(`#/scenario/gke-hybrid?probe=windows-pod-to-windows-pod&step=${step}&lang=${lang}`);
    await expect(page.getByTestId(where === 'port' ? 'breadcrumb-port' : 'breadcrumb-node')).toBeVisible();
    if (where === 'node') await expect(page.getByTestId('node-dumps-open')).toBeVisible();
    problems.push(...(await crumbOverControls(page)).map((x) => `${lang} ${where}: ${x}`));
    if (shots) await page.screenshot({ path: shots(`band-${lang}-${where}.png`) });
  };
  await at('node', 2);
  await at('port', 3);
  await page.getByTestId('breadcrumb-cluster').click();
  await expect(page.getByTestId('cluster-node-gke-win-pool-1')).toBeVisible();
  problems.push(...(await crumbOverControls(page)).map((x) => `${lang} cluster: ${x}`));
  expect(p.errors).toEqual([]);
  return problems;
}

test('the breadcrumb and the zoom buttons never overlap, in English and Vietnamese, at 1280×720', async ({ page }, info) => {
  expect([...(await eachLevel(page, 'en')), ...(await eachLevel(page, 'vi'))]).toEqual([]);
  // In Build mode a dragged card brings "Reset layout" into the band too.
  await page.getByTestId('mode-build').click();
  await page.getByTestId('breadcrumb-cluster').click();
  const card = page.getByTestId('cluster-node-gke-win-pool-1');
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + 150, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + 140, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('reset-layout')).toBeVisible();
  expect(await crumbOverControls(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('band-vi-node.png') });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the breadcrumb and the zoom buttons never overlap at phone width, in Vietnamese', async ({ page }, info) => {
    const shots = (name: string) => info.outputPath(`phone-${name}`);
    // Vietnamese has the longer words.
    expect(await eachLevel(page, 'vi', shots)).toEqual([]);
    await page.screenshot({ path: shots('band-vi-cluster.png') });
  });
});
