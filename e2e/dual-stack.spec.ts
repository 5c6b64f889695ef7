// Issue 31: IPv4/IPv6 dual-stack. The built-in dual-stack scenario's IPv6 probe through the web Service
// is balanced by the rule of SLB_GROUP_LB_IPv6_OUT (kube-proxy's IPv6 load balancer), and the port
// close-up of the host vNIC shows that IPv6 group; the IPv6 probe the ipBlock policy drops ends in
// ACL_DENY on web-1's port; the composer sends an IPv6 packet, chosen with the family select or typed.
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { BuilderPage } from './pages/builder';
import { PlayerPage } from './pages/player';
import { shot } from './pages/shot';

/** The composer sends client → web-2 over IPv6 (the family select), and it is delivered. */
async function sendV6ToWeb2(page: Page) {
  await page.getByTestId('composer-from').selectOption('pod/default/client');
  await page.getByTestId('composer-to-kind').selectOption('pod');
  await page.getByTestId('composer-to').selectOption('pod/default/web-2');
  await page.getByTestId('composer-family').selectOption('IPv6');
  await page.getByTestId('composer-send').click();
  await expect(page.getByTestId('composer-result')).toContainText(/delivered/i);
}

test('an IPv6 packet through a dual-stack Service, the IPv6 groups in the close-up, an IPv6 ipBlock drop and an IPv6 packet composed', async ({ page }, info) => {
  test.setTimeout(150_000);
  const player = new PlayerPage(page);
  await player.open('#/scenario/dual-stack?probe=v6-to-service&step=1');
  await expect(player.narration).toContainText('fd00:10:244:1::a');
  await player.goToStep(await player.stepOf(/SLB_GROUP_LB_IPv6_OUT/));
  await expect(player.narration).toContainText('LB_fd00:10:96::32_80_80_6');
  await expect(page.getByTestId('lb-panel').getByTestId('lb-backends')).toContainText('fd00:10:244:');
  await page.screenshot({ path: info.outputPath('v6-lb-step.png') });
  await player.goToStep((await player.position()).total);
  await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
  await expect(player.verdict('reply')).toHaveAttribute('data-outcome', 'delivered');

  // The host vNIC's rules, OUT: the IPv6 load balancer rule is in its own group, and the walk matched it.
  await player.lookAround();
  await player.openNode('win-node-1');
  await page.getByRole('button', { name: /VFP port/ }).filter({ hasText: 'mgmt vNIC' }).click();
  const rules = page.getByTestId('port-rules');
  await page.getByRole('radio', { name: 'OUT (leaving the vNIC)' }).click();
  await rules.getByTestId('port-rules-filter').fill('fd00:10:96::32');
  const rule = rules.getByTestId('port-rule').filter({ hasText: 'LB_fd00:10:96::32_80_80_6' });
  await expect(rule).toBeVisible();
  await expect(rules).toContainText('SLB_GROUP_LB_IPv6_OUT');
  await expect(rule.getByTestId('rule-walked')).toContainText('matched');
  await shot(page, rules, info.outputPath('v6-group-closeup.png'));
  // Done looking around: the port's rules closed and Follow on again, so that the next walk opens
  // as a reader following its link would see it (a click on its last row, with the panel and its
  // filter left over from this walk, once waited for the row to be stable until the test's timeout).
  await page.getByRole('region', { name: 'Port rules' }).getByRole('button', { name: 'close', exact: true }).click();
  await expect(rules).toHaveCount(0);
  await page.getByTestId('toggle-follow').click();
  await expect(page.getByTestId('toggle-follow')).toHaveAttribute('aria-pressed', 'true');

  // The same pod, over IPv6, is kept out by the ipBlock's except: ACL_DENY on web-1's port.
  await player.open('#/scenario/dual-stack?probe=v6-probe-blocked&step=1');
  await expect(player.probe('v6-probe-blocked')).toHaveAttribute('aria-pressed', 'true');
  await expect(player.stepCounter).toHaveText(/^step 1 \//);
  // Its end by the keyboard (End), as the verdict is read there.
  await player.press('End');
  await expect(player.stepCounter).toHaveText(/^step (\d+) \/ \1$/);
  await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'dropped');
  await expect(player.verdict('request')).toContainText('ACL_DENY');

  // Composed: client → web-2 over IPv6 by the family select; then an IPv6 address typed.
  await player.open('#/scenario/dual-stack');
  await sendV6ToWeb2(page);
  await expect(player.narration).toContainText('fd00:10:244:2::14');
  await page.getByTestId('composer-to-kind').selectOption('ip');
  await page.getByTestId('composer-to').fill('FD00:10:244:1:0:0:0:14');
  await page.getByTestId('composer-port').fill('8080');
  await page.getByTestId('composer-send').click();
  await expect(page.getByTestId('composer-result')).toContainText(/delivered/i);
  await page.screenshot({ path: info.outputPath('v6-composed.png') });
  expect(player.errors).toEqual([]);
});

test("Build sets a pod's IPv6 address in a dual-stack cluster, and an IPv6 packet is delivered to it", async ({ page }) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/dual-stack');
  await page.getByTestId('mode-build').click();
  await b.podChip('web-2').click();
  await expect(b.form('pod')).toBeVisible();
  // Empty: the IPv4 address's twin, shown as the placeholder.
  await expect(page.getByTestId('pod-ipv6')).toHaveAttribute('placeholder', 'fd00:10:244:2::14');
  await b.set('pod-ipv6', 'fd00:10:244:2::99');
  await page.getByTestId('mode-trace').click();
  await sendV6ToWeb2(page);
  await expect(new PlayerPage(page).narration).toContainText('fd00:10:244:2::99');
  expect(b.errors).toEqual([]);
});
