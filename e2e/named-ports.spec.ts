// Issue 27 items 7 and 9: nodeport's hostPort, dsr's targetPort by name. Outside → win-node-2:8088 is
// NATed at the host vNIC port to shop's 8080 (the port close-up names the HNS PortMapping behind the
// rule); web-named's "http" is 80 on web-1 and web-2 and 8080 on web-next, but the HNS load balancer
// takes one port, so web-next drops the packet. In the Builder, giving web-next the same number
// (container port and listener) makes that probe delivered.
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
    // The named targetPort: the load balancer (LB_DSR, on the client's port) gives web-next 80, where nothing listens.
    await player.open('#/scenario/dsr?probe=named-targetport-other-number&step=1');
    await player.goToStep(await player.stepOf(/lbnat/));
    const lb = page.getByTestId('lb-panel');
    await expect(lb.getByTestId('lb-backends')).toContainText('10.244.2.11:80');
    await expect(lb.getByTestId('lb-named-port')).toContainText('web-1=80, web-2=80, web-next=8080');
    await expect(lb.getByTestId('lb-named-port')).toContainText('kube-proxy (winkernel) gave every backend 80,');
    await shot(page, lb, info.outputPath(`lb-named-port-${size.width}.png`));
    await player.goToStep((await player.position()).total);
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'dropped');
    await expect(player.verdict('request')).toContainText('NO_LISTENER');

    // The Builder: web-next's container port "http" and its listener moved to 80.
    await page.getByTestId('mode-build').click();
    await page.getByTestId('outline').getByText('web-next', { exact: true }).click();
    const form = page.getByTestId('pod-form');
    const port = form.getByTestId('pod-port-0');
    await expect(port.getByTestId('pod-port-name')).toHaveValue('http');
    await expect(port.getByTestId('pod-port-number')).toHaveValue('8080');
    await port.getByTestId('pod-port-number').fill('80');
    await port.getByTestId('pod-port-number').press('Enter');
    await expect(page.getByTestId('undo')).toHaveAttribute('title', /set the number of container port http of web-next/);
    await form.getByTestId('pod-listen').fill('tcp/80');
    await form.getByTestId('pod-listen').press('Enter');
    await shot(page, form.getByTestId('pod-ports'), info.outputPath(`pod-ports-${size.width}.png`));

    await page.getByTestId('outline-play-named-targetport-other-number').click();
    await page.getByTestId('mode-trace').click();
    await player.goToStep((await player.position()).total);
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
    expect(player.errors).toEqual([]);
  });
}
