// Issue 27 item 6: a namespace's labels decide a namespaceSelector. network-policy's metrics pod admits
// pods of namespaces labelled purpose=monitoring: default's batch pod is dropped until the Builder's
// cluster settings give default that label, then the same probe is delivered.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import { shot } from './pages/shot';

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`a namespace's label, set in the Builder, lets its pod through the policy (${size.width}×${size.height})`, async ({ page }, info) => {
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    await player.open('#/scenario/network-policy?probe=batch-to-metrics-denied&step=end');
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'dropped');
    await expect(player.verdict('request')).toContainText('ACL_DENY');

    await page.getByTestId('mode-build').click();
    await page.getByTestId('open-cluster-settings').click();
    const namespaces = page.getByTestId('cluster-namespaces');
    await expect(namespaces).toContainText('kubernetes.io/metadata.name');
    await expect(page.getByTestId('namespace-labels-monitoring')).toHaveValue('purpose=monitoring');
    const defaultNs = page.getByTestId('namespace-labels-default');
    await expect(defaultNs).toHaveValue('');
    await defaultNs.fill('purpose=monitoring');
    await defaultNs.press('Enter');
    await expect(page.getByTestId('undo')).toHaveAttribute('title', /set namespace default's labels/);
    await shot(page, namespaces, info.outputPath(`cluster-namespaces-${size.width}.png`));

    await page.getByTestId('outline-play-batch-to-metrics-denied').click();
    await page.getByTestId('mode-trace').click();
    await player.goToStep((await player.position()).total);
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
    await page.screenshot({ path: info.outputPath(`delivered-${size.width}.png`) });
    expect(player.errors).toEqual([]);
  });
}
