// Phone width (390 × 844): a read-only layout — the canvas, the play controls and the narration
// stacked, every part on screen width, no horizontal scroll — that plays a probe to its verdict.
import { expect, test } from './pages/test';
import { expectNoA11yViolations } from './a11y';
import { settled } from './pages/shot';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the phone layout stacks canvas, play controls and narration, with no horizontal scroll', async ({ page }, info) => {
  await page.goto('/demo/?instant#/scenario/talk-l2bridge?probe=pod-to-service&step=1');
  const layout = page.getByTestId('phone-layout');
  await expect(layout).toBeVisible();
  const canvas = page.getByTestId('canvas');
  const controls = page.getByTestId('phone-playback').getByTestId('play');
  const narration = page.getByTestId('narration');
  for (const part of [canvas, controls, narration]) await expect(part).toBeInViewport();
  // Stacked, in that order, each within the screen's width.
  const [c, p, n] = await Promise.all([canvas, controls, narration].map(async (l) => (await l.boundingBox())!));
  expect(c.y + c.height).toBeLessThanOrEqual(p!.y);
  expect(p!.y).toBeLessThan(n!.y);
  for (const b of [c, p!, n!]) expect(b.x + b.width).toBeLessThanOrEqual(390);
  await expect(narration).toContainText('client');

  // Plays to the end from the phone's own controls.
  await page.getByTestId('step-counter').waitFor();
  await controls.click();
  await expect(page.getByTestId('step-counter')).toHaveText(/^step (\d+) \/ \1$/);
  const scroll = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, inner: window.innerWidth }));
  expect(scroll.doc).toBeLessThanOrEqual(scroll.inner);
  expect(scroll.body).toBeLessThanOrEqual(scroll.inner);
  // Another probe from the picker; the desktop's panels and mode tabs are not there.
  await page.getByTestId('phone-probe').selectOption('pod-to-stopped-server');
  await expect(page.getByTestId('step-counter')).toHaveText(/^step (\d+) \/ \1$/);
  await expect(narration).toContainText('NO_LISTENER');
  await expect(page.getByTestId('mode-build')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('phone.png'), fullPage: true });
  await expectNoA11yViolations(page, 'the phone layout');
});

test('the port close-up keeps its left edge (the layers’ names) on a phone, the packet card panned to', async ({ page }, info) => {
  await page.goto('/demo/?instant#/scenario/gke-hybrid?probe=windows-pod-to-windows-pod&step=3');
  await expect(page.getByTestId('breadcrumb-port')).toBeVisible();
  // Follow keeps the packet in view: it must not do so by cutting the bands' left ends.
  const leftEdges = () =>
    page.evaluate(() => {
      const canvas = document.querySelector('[data-testid="canvas"] .react-flow')!.getBoundingClientRect();
      const drawing = Math.min(...[...document.querySelectorAll('[data-testid="canvas"] .react-flow__node')].map((n) => n.getBoundingClientRect().left));
      return drawing >= canvas.left;
    });
  await expect(page.getByTestId('canvas').getByTestId('band-ACL_ENDPOINT_LAYER')).toBeVisible();
  await settled(page);
  await expect.poll(leftEdges).toBe(true);
  await expect(page.getByTestId('canvas').getByText('ACL_ENDPOINT_LAYER', { exact: true })).toBeInViewport();
  await page.screenshot({ path: info.outputPath('phone-closeup.png') });
});
