// Build the node's VFP by hand: a block rule added to a pod's port drops a probe played from Build
// mode, the verdict names the rule as made by hand, a bad prefix is refused on its field, and Undo
// brings the delivery back. Blocking the port drops with PORT_BLOCKED.
import { expect, test } from './pages/test';
import { BuilderPage } from './pages/builder';
import { expectNoA11yViolations } from './a11y';

test('a block rule added by hand drops a probe, the verdict says so, Undo brings the delivery back', async ({ page }, testInfo) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/talk-l2bridge');
  await page.getByTestId('mode-build').click();
  await b.openNode('win-node-1');
  await page.getByRole('button', { name: /VFP port .*pod\/default\/client/ }).click();
  const editor = page.getByTestId('port-vfp-editor');
  await expect(editor).toContainText('pod/default/client');
  const group = editor.locator('[data-group="ACL_ENDPOINT_GROUP_IPV4_OUT"]');
  await group.getByTestId('add-rule').click();

  // A bad prefix is said under its field and nothing is applied.
  const form = group.getByTestId('rule-form');
  await form.getByTestId('rule-dstIp').fill('10.244.1.300/24');
  await form.getByTestId('rule-dstPorts').fill('80');
  await form.getByTestId('rule-save').click();
  await expect(form.getByTestId('rule-dstIp-error')).toContainText('Expected an IPv4 address or prefix');
  await expect(form.getByTestId('rule-dstIp')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByTestId('by-hand')).toHaveCount(0);
  await expect(page.getByTestId('undo')).not.toHaveAttribute('aria-label', /rule/);

  await form.getByTestId('rule-dstIp').fill('10.244.1.0/24');
  await form.getByTestId('rule-save').click();
  const rule = group.locator('[data-rule="rule-1"]');
  await expect(rule).toContainText('✎ added by hand');
  await expect(rule).toContainText('block');
  await page.screenshot({ path: testInfo.outputPath('vfp-editor.png') });
  await expectNoA11yViolations(page, 'Build mode, VFP editor');

  // Played from Build mode: dropped by the hand-made rule.
  await page.getByTestId('outline-play-pod-to-pod-same-node').click();
  await expect(page.getByTestId('mode-build')).toHaveAttribute('aria-pressed', 'true');
  const verdict = page.getByTestId('verdict-request');
  await expect(verdict).toHaveAttribute('data-outcome', 'dropped');
  await expect(verdict.getByTestId('reason-code')).toHaveText('ACL_DENY');
  await expect(verdict.getByTestId('deciding-rule')).toHaveText('rule-1');
  await expect(verdict.getByTestId('provenance-hand')).toContainText('rule added by hand');
  await page.screenshot({ path: testInfo.outputPath('vfp-verdict.png') });

  // Undo: the rule is gone and the trace replays at once: delivered.
  await page.getByTestId('undo').click();
  await expect(editor.getByTestId('by-hand')).toHaveCount(0);
  await page.getByTestId('outline-play-pod-to-pod-same-node').click();
  await expect(page.getByTestId('verdict-request')).toHaveAttribute('data-outcome', 'delivered');

  // Blocking the port drops with PORT_BLOCKED.
  await editor.getByTestId('port-block').click();
  await expect(editor.getByTestId('port-blocked')).toBeVisible();
  await page.getByTestId('outline-play-pod-to-pod-same-node').click();
  await expect(page.getByTestId('verdict-request').getByTestId('reason-code')).toHaveText('PORT_BLOCKED');
  expect(b.errors).toEqual([]);
});

test('on the port close-up in Build mode: the editor sits beside the bands, a rule added by hand shows in its band', async ({ page }, testInfo) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/talk-l2bridge');
  await page.getByTestId('mode-build').click();
  await b.openNode('win-node-1');
  await page.getByRole('button', { name: /VFP port .*pod\/default\/client/ }).dblclick();
  await expect(page.getByTestId('breadcrumb-port')).toContainText('client');
  const editor = page.getByTestId('closeup-editor');
  // At 1280 px it starts folded, leaving the canvas to the bands; one click opens it.
  await expect(editor.getByTestId('port-vfp-editor')).toHaveCount(0);
  await page.getByTestId('closeup-editor-toggle').click();
  const group = editor.locator('[data-group="ACL_ENDPOINT_GROUP_IPV4_OUT"]');
  await group.getByTestId('add-rule').click();
  const form = group.getByTestId('rule-form');
  await form.getByTestId('rule-dstIp').fill('10.244.1.0/24');
  await form.getByTestId('rule-dstPorts').fill('80');
  await form.getByTestId('rule-save').click();
  const band = page.getByTestId('band-ACL_ENDPOINT_LAYER');
  await expect(band.getByTestId('closeup-by-hand')).toContainText('added by hand');
  await page.screenshot({ path: testInfo.outputPath('closeup-editor.png') });
  await expectNoA11yViolations(page, 'Build mode, port close-up with its editor');
  // Folded again, the band shows the rule's mark.
  await page.getByTestId('closeup-editor-toggle').click();
  await expect(page.getByTestId('port-vfp-editor')).toHaveCount(0);
  await expect(band.getByTestId('closeup-by-hand')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('closeup-by-hand.png') });

  await page.getByTestId('outline-play-pod-to-pod-same-node').click();
  await expect(page.getByTestId('verdict-request').getByTestId('provenance-hand')).toContainText('rule added by hand');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('closeup-by-hand')).toHaveCount(0);
  expect(b.errors).toEqual([]);
});
