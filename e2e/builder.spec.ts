// The builder's main journey: from an empty scenario to the talk's cluster with only the UI, undo
// back to empty and redo to full, then a reload that finds the work intact.
import { expect, test } from './pages/test';
import { BuilderPage } from './pages/builder';
import { expectNoA11yViolations } from './a11y';

test('builds a two-node win-bridge cluster from empty, undoes and redoes it, and keeps it across a reload', async ({ page }) => {
  // Some twenty edits through the UI and as many undos and redos: more than the default budget.
  test.slow();
  const b = new BuilderPage(page);
  await b.open();
  await b.newScenario();

  await b.page.getByTestId('empty-add-node').click();
  await expect(b.clusterNode('win-node-1')).toContainText('HNS L2Bridge (win-bridge)');
  await b.add('windows-node');
  await expect(b.clusterNode('win-node-2')).toBeVisible();

  await b.addPod({ name: 'client', node: 'win-node-1', labels: 'app=client' });
  await b.addPod({ name: 'web-1', node: 'win-node-1', labels: 'app=web', listen: 'tcp/80' });
  await b.addPod({ name: 'web-2', node: 'win-node-2', labels: 'app=web', listen: 'tcp/80' });
  await b.addService('web', 'app=web');

  const full = async () => {
    await expect(b.clusterNode('win-node-1').getByTestId('pod-chip-client')).toBeVisible();
    await expect(b.clusterNode('win-node-1').getByTestId('pod-chip-web-1')).toBeVisible();
    await expect(b.clusterNode('win-node-2').getByTestId('pod-chip-web-2')).toBeVisible();
    await expect(b.service('web')).toContainText('2 backends');
    await expect(b.service('web')).toContainText('80/TCP');
  };
  await full();
  await expect(b.form('service')).toContainText('Selects web-1, web-2.');
  await expectNoA11yViolations(page, 'Build mode, the Service form');
  await expect(b.undoButton()).toHaveAttribute('title', /Undo: set web's selector/);

  // Every edit is one undo step, back to the empty scenario New made...
  const steps = await b.undoUntil(b.emptyState);
  expect(steps).toBeGreaterThanOrEqual(13);
  await expect(b.clusterNode('win-node-1')).toHaveCount(0);
  // ...and forward again, all but the last step; the keyboard does that one, both ways.
  await b.redoTimes(steps - 1);
  await expect(b.service('web')).toContainText('no backends');
  await b.page.keyboard.press('Control+Shift+z');
  await full();
  await expect(b.redoButton()).toBeDisabled();
  await b.page.keyboard.press('Control+z');
  await expect(b.service('web')).toContainText('no backends');
  await b.page.keyboard.press('Control+Shift+z');
  await full();

  await b.page.reload();
  await full();
  await expect(b.picker).toContainText('My cluster');
  expect(b.errors).toEqual([]);
});

test('an edit the scenario refuses changes nothing and says why under the field', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/talk-l2bridge');
  await b.page.getByTestId('mode-build').click();
  await b.clusterNode('win-node-1').getByRole('button', { name: 'win-node-1', exact: true }).click();
  await expect(b.form('node')).toBeVisible();

  const ip = b.page.getByTestId('node-ip');
  await ip.fill('192.168.1.5');
  await ip.press('Enter');
  await expect(ip).toHaveAttribute('aria-invalid', 'true');
  await expect(b.form('node').getByRole('alert')).toContainText('Not applied: 192.168.1.5 is outside the node subnet 10.127.130.0/24');
  await expect(b.clusterNode('win-node-1')).toContainText('10.127.130.11');
  await expect(b.undoButton()).toBeDisabled();

  // A change that breaks something elsewhere names it.
  const cidr = b.page.getByTestId('node-pod-cidr');
  await cidr.fill('10.244.9.0/24');
  await cidr.press('Enter');
  await expect(b.form('node').getByRole('alert').last()).toContainText("Pod client · IP: 10.244.1.39 is outside win-node-1's pod CIDR 10.244.9.0/24");

  // Esc puts the saved value back.
  await cidr.press('Escape');
  await expect(cidr).toHaveValue('10.244.1.0/24');
  await expect(cidr).toHaveAttribute('aria-invalid', 'false');
  expect(b.errors).toEqual([]);
});
