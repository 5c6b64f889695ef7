// Issue 27 items 7 and 9: nodeport's hostPort and its targetPort by name. Outside → win-node-2:8088 is
// NATed at the host vNIC port to shop's 8080 (the port close-up names the HNS PortMapping behind the
// rule); shop-named's "http" is 8080 on shop and 9090 on shop-canary, but the HNS load balancer takes
// one port, so the backend that maps it otherwise drops the packet. In the Builder, giving shop-canary
// the same number (container port and listener) makes that probe delivered.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import { shot } from './pages/shot';

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`a hostPort is reached at the node's IP, and the host vNIC's rule names the PortMapping (${size.width}×${size.height})`, async ({ page }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    await player.open('#/scenario/nodeport?probe=outside-to-hostport&step=1');
    await player.goToStep(await player.stepOf(/NAT_10\.127\.130\.12_8088_8080_6/));
    await expect(player.narration).toContainText('NAT_10.127.130.12_8088_8080_6');
    await page.screenshot({ path: info.outputPath(`hostport-step-${size.width}.png`) });
    await player.goToStep((await player.position()).total);
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
    await expect(player.verdict('reply')).toHaveAttribute('data-outcome', 'delivered');

    // Drawn: the host vNIC port's rules hold the hostPort's NAT rule and name the PortMapping behind it.
    await player.lookAround();
    await player.openNode('win-node-2');
    await page.getByRole('button', { name: /VFP port/ }).filter({ hasText: 'mgmt vNIC' }).click();
    const rules = page.getByTestId('port-rules');
    await page.getByRole('radio', { name: 'IN (towards the vNIC)' }).click();
    await rules.getByTestId('port-rules-filter').fill('8088');
    const rule = rules.getByTestId('port-rule').filter({ hasText: 'NAT_10.127.130.12_8088_8080_6' });
    await expect(rule).toContainText('HNS PortMapping');
    await expect(rule).toContainText('runtimeConfig.portMappings (hostPort)');
    await expect(rule.getByTestId('rule-walked')).toContainText('matched');
    await shot(page, rules, info.outputPath(`hostport-rule-${size.width}.png`));
    expect(player.errors).toEqual([]);
  });

  test(`a targetPort by name takes the first endpoint's number on Windows; the Builder makes the numbers agree (${size.width}×${size.height})`, async ({ page }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    // The named targetPort: the load balancer gives shop-canary 8080, where nothing listens.
    await player.open('#/scenario/nodeport?probe=named-targetport-other-number&step=1');
    await player.goToStep(await player.stepOf(/lbnat/));
    const lb = page.getByTestId('lb-panel');
    await expect(lb.getByTestId('lb-backends')).toContainText('10.244.2.11:8080');
    await expect(lb.getByTestId('lb-named-port')).toContainText('shop=8080, shop-canary=9090');
    await expect(lb.getByTestId('lb-named-port')).toContainText('kube-proxy (winkernel) gave every backend 8080');
    await shot(page, lb, info.outputPath(`lb-named-port-${size.width}.png`));
    await player.goToStep((await player.position()).total);
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'dropped');
    await expect(player.verdict('request')).toContainText('NO_LISTENER');

    // The Builder: shop-canary's container port "http" and its listener moved to 8080.
    await page.getByTestId('mode-build').click();
    await page.getByTestId('outline').getByText('shop-canary', { exact: true }).click();
    const form = page.getByTestId('pod-form');
    const port = form.getByTestId('pod-port-0');
    await expect(port.getByTestId('pod-port-name')).toHaveValue('http');
    await expect(port.getByTestId('pod-port-number')).toHaveValue('9090');
    await port.getByTestId('pod-port-number').fill('8080');
    await port.getByTestId('pod-port-number').press('Enter');
    await expect(page.getByTestId('undo')).toHaveAttribute('title', /set the number of container port http of shop-canary/);
    await form.getByTestId('pod-listen').fill('tcp/8080');
    await form.getByTestId('pod-listen').press('Enter');
    await shot(page, form.getByTestId('pod-ports'), info.outputPath(`pod-ports-${size.width}.png`));

    await page.getByTestId('outline-play-named-targetport-other-number').click();
    await page.getByTestId('mode-trace').click();
    await player.goToStep((await player.position()).total);
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
    expect(player.errors).toEqual([]);
  });
}
