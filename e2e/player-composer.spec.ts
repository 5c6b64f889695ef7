// The probe composer sends an ad-hoc probe (`adhoc`) built from the scenario's pick lists; a wrong
// field says what is wrong next to it; a saved probe can be copied in and varied.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

test('the composer sends an ad-hoc probe to an outside host', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge');
  await expect(page.getByTestId('inspector-empty')).toBeVisible();
  await expect(page.getByTestId('events-empty')).toBeVisible();
  await page.getByTestId('composer-from').selectOption('pod/default/web-2');
  await page.getByTestId('composer-to-kind').selectOption('external');
  await expect(page.getByTestId('composer-to')).toHaveValue('external/example-site');
  await page.getByTestId('composer-port').fill('443');
  await page.getByTestId('composer-src-port').fill('50123');
  await page.getByTestId('composer').screenshot({ path: info.outputPath('composer.png') });
  await page.getByTestId('composer-send').click();
  await player.waitForEnd();
  await expect(page.getByTestId('composer-result')).toContainText('delivered to external/example-site');
  await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
  await expect(player.eventsWith(/dynnat|SNAT/).first()).toBeVisible();
  await expect(player.event(1)).toContainText('10.244.2.10:50123');
  // An ad-hoc probe is not addressable by name: the hash names the scenario only.
  await expect.poll(() => player.hash()).toBe('#/scenario/talk-l2bridge');
  expect(player.errors).toEqual([]);
});

test('a wrong field says what is wrong, next to it', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge');
  await page.getByTestId('composer-to-kind').selectOption('ip');
  await page.getByTestId('composer-to').fill('10.0.0.300');
  await page.getByTestId('composer-size').fill('20');
  await page.getByTestId('composer-send').click();
  await expect(page.getByTestId('composer-to')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('composer')).toContainText('"10.0.0.300" is not an IPv4 address');
  await expect(page.getByTestId('composer')).toContainText('size is the IP packet in bytes, 28 to 65535');
  await expect(page.getByTestId('step-counter')).toHaveText('step 0 / 0');
  expect(player.errors).toEqual([]);
});

test('a saved probe copied into the composer and sent with ICMP', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge');
  await page.getByRole('button', { name: 'Copy pod-to-pod-other-node into the composer' }).click();
  await expect(page.getByTestId('composer-to')).toHaveValue('pod/default/web-2');
  await page.getByTestId('composer-protocol').selectOption('icmp');
  await page.getByTestId('composer-port').fill('');
  await page.getByTestId('composer-send').click();
  await player.waitForEnd();
  await expect(player.event(1)).toContainText('icmp');
  await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
  expect(player.errors).toEqual([]);
});

test('Save as probe keeps the composed packet among the scenario\'s probes; undo takes it out', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge');
  await page.getByTestId('composer-from').selectOption('pod/default/web-2');
  await page.getByTestId('composer-to-kind').selectOption('external');
  await page.getByTestId('composer-port').fill('443');
  await page.getByTestId('composer-save').click();
  await expect(page.getByTestId('composer-saved')).toHaveText('saved as web-2-to-example-site-443');
  await expect(player.probe('web-2-to-example-site-443')).toBeVisible();
  await player.probe('web-2-to-example-site-443').click();
  await player.waitForEnd();
  await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
  await expect(page.getByTestId('undo')).toHaveAttribute('title', 'Undo: save a probe (Ctrl+Z)');
  await page.getByTestId('undo').click();
  await expect(player.probe('web-2-to-example-site-443')).toHaveCount(0);
  expect(player.errors).toEqual([]);
});

test('the source can be picked by its address; an address nothing holds is said, in both languages', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge');
  const address = page.getByTestId('composer-from-address');
  // web-2 of the talk holds 10.244.2.10: typing it picks web-2 in the list.
  await address.fill('10.244.2.10');
  await expect(page.getByTestId('composer-from')).toHaveValue('pod/default/web-2');
  await expect(address).toHaveAttribute('aria-invalid', 'false');
  await address.fill('10.244.9.99');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('composer')).toContainText('no pod, node or outside host has the address 10.244.9.99');
  await expect(page.getByTestId('composer-from')).toHaveValue('pod/default/web-2');
  // Half an address is not an error while typing; leaving the field says what is wrong.
  await address.fill('10.24');
  await expect(address).toHaveAttribute('aria-invalid', 'false');
  await address.blur();
  await expect(page.getByTestId('composer')).toContainText('"10.24" is not an IPv4 address');
  await page.getByTestId('composer').screenshot({ path: info.outputPath('composer-address.png') });
  await page.getByTestId('lang-vi').click();
  await address.fill('10.244.9.98');
  await expect(page.getByTestId('composer')).toContainText('không pod, node hay host bên ngoài nào có địa chỉ 10.244.9.98');
  expect(player.errors).toEqual([]);
});
