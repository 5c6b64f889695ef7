// The concepts panel (Linux → Windows, HNS and VFP, debugging in order) and the debugging order
// in Import mode, which ticks the steps the given files cover.
import { expect, test } from './pages/test';
import { ENDPOINT, ImportPage, RULES } from './pages/import';

// The panel's two journeys share one page: the way out to a lesson and Esc first, then the panel
// opened again for the bare metal diagram (a boot each checked nothing more).
test('the concepts panel opens over the canvas, leads to a lesson, and Esc closes it; bare metal to a pod, stage by stage', async ({ page }, info) => {
  await test.step('the concepts panel opens over the canvas, leads to a lesson, and Esc closes it', async () => {
    await page.goto('/demo/?instant#/scenario/talk-l2bridge');
    await page.getByTestId('concepts-open').click();
    const panel = page.getByTestId('concepts');
    await expect(panel.getByTestId('concepts-linux')).toContainText('network compartment');
    await expect(panel.getByTestId('concepts-debug')).toContainText('vfpctrl /list-vmswitch-port');
    await page.screenshot({ path: info.outputPath('concepts.png') });

    await panel.getByRole('button', { name: /^Open “Overlay/ }).click();
    await expect(page.getByTestId('scenario-picker')).toHaveValue('overlay-vxlan');
    // A picked scenario opens with its first probe selected (issue 17).
    await expect(page).toHaveURL(/#\/scenario\/overlay-vxlan\?probe=[^&]+&step=1$/);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  await test.step('bare metal to a pod, stage by stage: the vSwitch takes the NIC, the address moves to the host vNIC, VFP sits on three ports', async () => {
    // Reduced motion (the OS setting, followed live): each stage is drawn at once, so the screenshots show it whole.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByTestId('toggle-motion')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('concepts-open').click();
    const d = page.getByTestId('bare-metal');
    await d.scrollIntoViewIfNeeded();
    await expect(d).toHaveAttribute('data-stage', '1');
    await expect(page.getByTestId('bare-metal-back')).toBeDisabled();
    await expect(page.getByTestId('bare-metal-text')).toContainText('one physical NIC');
    const ip = page.getByTestId('bare-metal-ip');
    const onNic = await ip.boundingBox();
    await d.screenshot({ path: info.outputPath('bare-metal-1.png') });
    await page.getByTestId('bare-metal-next').click();
    await expect(d).toHaveAttribute('data-stage', '2');
    await expect(page.getByTestId('bare-metal-text')).toContainText('IP and MAC move to it');
    // The node's address leaves the NIC (bottom) for the host vNIC (top).
    await expect.poll(async () => (await ip.boundingBox())!.y).toBeLessThan(onNic!.y - 50);
    await d.screenshot({ path: info.outputPath('bare-metal-2.png') });
    await page.getByTestId('bare-metal-next').click();
    await expect(page.getByTestId('bare-metal-text')).toContainText('new compartment');
    await page.getByRole('button', { name: 'Stage 4' }).click();
    await expect(d).toHaveAttribute('data-stage', '4');
    await expect(page.getByTestId('bare-metal-next')).toBeDisabled();
    await expect(d.locator('svg')).toHaveAttribute('aria-label', /Stage 4 of 4: NAT, load balancing/);
    await d.screenshot({ path: info.outputPath('bare-metal-4.png') });
  });
});

test('Import mode lists where to look, in order, ticking what the files cover', async ({ page }) => {
  const imp = new ImportPage(page);
  await imp.open();
  const steps = page.getByTestId('debug-step');
  await expect(steps).toHaveCount(5);
  await expect(page.locator('[data-testid="debug-step"][data-covered]')).toHaveCount(0);
  await imp.add([ENDPOINT, RULES]);
  // An HNS endpoint list and a vfpctrl rule list: steps 3 (HNS) and 4 (VFP).
  await expect(steps.nth(2)).toHaveAttribute('data-covered', 'true');
  await expect(steps.nth(3)).toHaveAttribute('data-covered', 'true');
  await expect(steps.nth(1)).not.toHaveAttribute('data-covered');
  await expect(steps.nth(1)).toContainText('C:\\etc\\cni\\net.d');
  expect(imp.errors).toEqual([]);
});
