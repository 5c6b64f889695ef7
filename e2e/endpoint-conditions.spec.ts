// Issue 27 item 8: a terminating pod is no backend. nodeport's shop-old is terminating: the LB step
// names it beside the backend the load balancer used, and the Builder's pod form shows it ticked.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';
import { shot } from './pages/shot';

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`the LB step names the terminating endpoint, and the pod form shows it (${size.width}×${size.height})`, async ({ page }, info) => {
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    await player.open('#/scenario/nodeport?probe=pod-to-service-skips-terminating&step=1');
    await player.goToStep(await player.stepOf(/lbnat/));
    const lb = page.getByTestId('lb-panel');
    await expect(lb.getByTestId('lb-backends')).toContainText('shop');
    await expect(lb.getByTestId('lb-left-out')).toContainText('Not a backend: shop-old is terminating (EndpointSlice)');
    await expect(lb.getByTestId('lb-left-out')).toContainText('ready=false serving=true terminating=true');
    await shot(page, lb, info.outputPath(`lb-left-out-${size.width}.png`));

    await page.getByTestId('mode-build').click();
    // The Builder's list of what the scenario holds: the pod under its node.
    await page.getByTestId('outline').getByText('shop-old', { exact: true }).click();
    const form = page.getByTestId('pod-form');
    await expect(form.getByTestId('pod-terminating')).toBeChecked();
    await expect(form.getByTestId('pod-ready')).toBeChecked();
    await shot(page, form.getByTestId('pod-terminating'), info.outputPath(`pod-form-${size.width}.png`));
    expect(player.errors).toEqual([]);
  });
}
