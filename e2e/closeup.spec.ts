// The port close-up (issue 17): the talk's Service VIP walk seen inside the management port:
// decap, load balancing with its hash and chosen backend, and the encap that took it there.
// Screenshots are kept as artifacts: they were opened and looked at.
import { expect, test } from '@playwright/test';
import { PlayerPage } from './pages/player';

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
