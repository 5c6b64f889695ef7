// The port close-up (issue 17): the talk's Service VIP walk seen inside the management port:
// decap, load balancing with its hash and chosen backend, and the encap that took it there.
// Screenshots are kept as artifacts: they were opened and looked at.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import { settledForShot } from './pages/shot';

test('pod-to-service through the port close-up: encap, decap, LB', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=1');
  const encap = await player.stepOf(/encap to the management port/);
  const decap = await player.stepOf(/decap: pop/);
  const lb = await player.stepOf(/lbnat/);
  const canvas = page.getByTestId('canvas');

  await player.goToStep(encap);
  await expect(page.getByTestId('breadcrumb-port')).toContainText('client port');
  await expect(canvas.getByTestId('band-VNET_ENCAP_LAYER')).toHaveAttribute('data-current', 'true');
  await expect(canvas.getByTestId('band-VNET_ENCAP_LAYER').locator('[data-winner]')).toContainText('ROUTE_NEEDENCAP');
  await expect(player.packet).toHaveAttribute('data-outer', 'host-encap');
  await expect(page.getByTestId('packet')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('closeup-encap.png') });

  await player.goToStep(decap);
  await expect(page.getByTestId('breadcrumb-port')).toContainText('management');
  await expect(canvas.getByTestId('port-direction')).toContainText('IN');
  await expect(canvas.getByTestId('band-SLB_DECAP_LAYER_STATEFUL')).toHaveAttribute('data-current', 'true');
  await expect(player.packet).not.toHaveAttribute('data-outer');
  await page.screenshot({ path: info.outputPath('closeup-decap.png') });

  await player.goToStep(lb);
  const band = canvas.getByTestId('band-SLB_LB_LAYER');
  await expect(band).toHaveAttribute('data-current', 'true');
  await expect(band.getByTestId('band-lb')).toContainText('10.244.1.39|49155|10.96.0.50|80|tcp');
  await expect(band.locator('[data-chosen]')).toContainText('web-1');
  await expect(band.locator('[data-winner] [data-pass="true"]').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('closeup-lb.png') });
  expect(player.errors).toEqual([]);
});

test('the close-up in Presenter at 1280×720: what a room sees at the encap, decap and LB steps', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=1');
  const steps = { encap: await player.stepOf(/encap to the management port/), decap: await player.stepOf(/decap: pop/), lb: await player.stepOf(/lbnat/) };
  for (const [name, step] of Object.entries(steps)) {
    await player.open(`#/scenario/talk-l2bridge?probe=pod-to-service&step=${step}&presenter=1`);
    await expect(page.getByTestId('canvas').locator('[data-current="true"]')).toBeVisible();
    await settledForShot(page);
    await page.screenshot({ path: info.outputPath(`presenter-closeup-${name}.png`) });
  }
  expect(player.errors).toEqual([]);
});

test('key steps: the counter, the permalink, and a step that is not key opening at the one before', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=13&view=key');
  // Step 13 enters the management port (not key): it opens at the hairpin before it.
  await expect(player.stepCounter).toContainText(/key step \d+ of \d+/);
  await expect(player.stepCounter).toContainText(/\(step 12 of \d+\)/);
  await expect(page.getByTestId('toggle-key-steps')).toHaveAttribute('aria-pressed', 'true');
  await player.press('ArrowRight');
  // The next key step is the LB decision: the layers passed unchanged and the port entry are skipped.
  await expect(player.stepCounter).toContainText(/\(step 14 of \d+\)/);
  await expect(page.getByTestId('canvas').getByTestId('band-SLB_LB_LAYER')).toHaveAttribute('data-current', 'true');
  await expect.poll(() => player.hash()).toContain('view=key');
  await page.getByTestId('toggle-key-steps').click();
  await expect(player.stepCounter).toHaveText(/^step 14 \/ \d+$/);
  await expect.poll(() => player.hash()).not.toContain('view=key');
  expect(player.errors).toEqual([]);
});
