// Challenge mode (issue 33 item 7): at a rewrite of the walk the packet waits; the student writes
// the header after the rule, checks it field by field, sees each right value, tries again, and the
// packet plays on from the rewrite. The right values are read from the page's own marks, never
// written here; the inspector's headers at the rewrite step must show the same values.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import type { Locator, Page } from '@playwright/test';

// Each test plays a walk twice (after the wrong answer and after the right one) with four engineers'
// builds on two cores: the default 45 s was not enough under that load.
test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
] as const;

/** A control at least 24×24 CSS px (WCAG 2.2 target size). */
async function bigEnough(l: Locator) {
  const b = (await l.boundingBox())!;
  expect(b.width, 'target width').toBeGreaterThanOrEqual(24);
  expect(b.height, 'target height').toBeGreaterThanOrEqual(24);
}

/** The step counter's current step (the number before the slash). */
async function stepNow(p: PlayerPage): Promise<number> {
  return Number(/\d+/.exec((await p.stepCounter.textContent()) ?? '')?.[0]);
}

/** Types `values` into the challenge's inputs with the keyboard (Tab between fields) and submits with Enter. */
async function typeAll(page: Page, inputs: Locator[], values: string[]) {
  await inputs[0]!.click();
  for (const [i, v] of values.entries()) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(v);
    if (i < values.length - 1) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

/** Wrong first (each field marked wrong with its right value), then Try again with the values it showed. */
async function wrongThenRight(page: Page, p: PlayerPage, slugs: string[], words: { wrong: RegExp; allRight: RegExp; someRight: RegExp }, shots: { wrong: string; right: string }) {
  const q = page.getByTestId('lesson-question');
  const inputs = slugs.map((s) => q.getByTestId(`ch-input-${s}`));
  for (const i of inputs) await bigEnough(i);
  await bigEnough(q.getByTestId('ch-check'));
  // The packet waits just before the rule.
  const waiting = await stepNow(p);
  expect(waiting).toBeGreaterThan(0);
  await page.waitForTimeout(400);
  expect(await stepNow(p), 'the packet waits for the answer').toBe(waiting);
  // Wrong values in every field (addresses and numbers that no rewrite here writes).
  await typeAll(page, inputs, slugs.map((s) => (/port|vni/i.test(s) ? '1' : '192.0.2.99')));
  const result = page.getByTestId('q-result');
  await expect(result).toContainText(words.someRight);
  await expect(result.locator('p').first()).toBeFocused();
  const right: string[] = [];
  for (const s of slugs) {
    const mark = q.getByTestId(`ch-mark-${s}`);
    await expect(mark).toContainText(words.wrong);
    await expect(q.getByTestId(`ch-input-${s}`)).toHaveAttribute('aria-invalid', 'true');
    right.push(/(\d+(?:\.\d+){3}|\d+)\s*$/.exec((await mark.textContent()) ?? '')![1]!);
  }
  // Once checked, the packet shows the rewrite and plays on: the counter passes the waiting step.
  await expect.poll(() => stepNow(p), { timeout: 30_000 }).toBeGreaterThan(waiting);
  await page.screenshot({ path: shots.wrong });
  // Try again: the answer is forgotten, the packet waits at the same step, the typed values stay.
  await bigEnough(q.getByTestId('ch-retry'));
  await q.getByTestId('ch-retry').click();
  await expect(inputs[0]!).toBeFocused();
  await expect.poll(() => stepNow(p)).toBe(waiting);
  await typeAll(page, inputs, right);
  await expect(result).toContainText(words.allRight);
  for (const s of slugs) await expect(q.getByTestId(`ch-mark-${s}`)).toContainText('✓');
  await expect(p.verdict('request')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: shots.right });
  return { right, waiting };
}

const EN = { wrong: /✗ wrong: it is /, allRight: /Every field right/, someRight: /0 of \d fields right/ };

for (const size of SIZES) {
  test(`the VIP walk's LB NAT, wrong then right, in English at ${size.width}×${size.height}`, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    const p = new PlayerPage(page);
    await p.open('#/lesson/pod-to-a-service?step=4');
    await expect(page.locator('#lesson-step-title')).toHaveText('The header after LB NAT');
    const q = page.getByTestId('lesson-question');
    await expect(q.getByLabel('Destination IP')).toBeVisible();
    await expect(q.getByLabel('Destination port')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`challenge-dnat-waiting-${size.width}.png`) });
    const { right, waiting } = await wrongThenRight(page, p, ['dst', 'dstPort'], EN, {
      wrong: testInfo.outputPath(`challenge-dnat-wrong-${size.width}.png`),
      right: testInfo.outputPath(`challenge-dnat-right-${size.width}.png`),
    });
    // The same values as the walk's rewrite step (one after the waiting step): its narration names
    // SLB_LB_LAYER, and the inspector's headers there show the new destination.
    // (Try again puts the packet back before the rule; one step forward is the rewrite.)
    await page.getByTestId('ch-retry').click();
    await expect.poll(() => stepNow(p)).toBe(waiting);
    await page.getByTestId('step-forward').click();
    // The counter renders after the click's update: poll, never read it once.
    await expect.poll(() => stepNow(p)).toBe(waiting + 1);
    await expect(p.narration).toContainText('SLB_LB_LAYER');
    await expect(page.getByTestId('headers-panel')).toContainText(right[0]!);
    await expect(page.getByTestId('headers-panel')).toContainText(right[1]!);
    expect(p.errors).toEqual([]);
  });
}

test('the encap to the management port: outer source and destination, at 1024×768', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const p = new PlayerPage(page);
  await p.open('#/lesson/pod-to-a-service?step=2');
  const q = page.getByTestId('lesson-question');
  await expect(q.getByLabel('Outer source IP')).toBeVisible();
  // Before the encap there is no outer header: the form says so under each field.
  await expect(q).toContainText('before the rule: no outer header');
  await wrongThenRight(page, p, ['outer-src', 'outer-dst'], EN, {
    wrong: testInfo.outputPath('challenge-encap-wrong-1024.png'),
    right: testInfo.outputPath('challenge-encap-right-1024.png'),
  });
  expect(p.errors).toEqual([]);
});

test('the VXLAN encap in Vietnamese: outer source, destination and VNI, wrong then right', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/overlay-vxlan-and-mtu?step=1&lang=vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const q = page.getByTestId('lesson-question');
  await expect(q.getByLabel('IP nguồn của header ngoài')).toBeVisible();
  await expect(q.getByLabel('IP đích của header ngoài')).toBeVisible();
  await expect(q.getByLabel('VNI')).toBeVisible();
  await expect(q.getByTestId('ch-check')).toHaveText(/Kiểm tra và chạy tiếp/);
  await page.screenshot({ path: testInfo.outputPath('challenge-vxlan-vi-waiting.png') });
  const { right } = await wrongThenRight(page, p, ['outer-src', 'outer-dst', 'outer-vni'], { wrong: /✗ sai: giá trị đúng là /, allRight: /Đúng hết mọi trường/, someRight: /Đúng 0\/3 trường/ }, {
    wrong: testInfo.outputPath('challenge-vxlan-vi-wrong.png'),
    right: testInfo.outputPath('challenge-vxlan-vi-right.png'),
  });
  // The VNI is a number, the outer addresses are addresses.
  expect(right[2]).toMatch(/^\d+$/);
  await expect(q).not.toContainText(/undefined|NaN|q\.ch\./);
  expect(p.errors).toEqual([]);
});
