// The two views of one state: the cluster view and a node's view (Windows and Linux side by
// side), in both themes, readable at 1280×720; ports open their VFP rules; dragged cards stay
// where they were put, across a reload; NetworkPolicies have a form and a YAML editor.
import type { Locator } from '@playwright/test';
import { expect, test } from './pages/test';
import { BuilderPage } from './pages/builder';

const WITH_LINUX = `apiVersion: vfp-lab/v1
kind: Scenario
metadata: { name: mixed-lab, title: Windows and Linux side by side }
nodes:
  - { name: win-a, os: windows }
  - { name: lin-b, os: linux }
pods:
  - { name: web, node: win-a, labels: { app: web }, listen: [tcp/80] }
  - { name: api, node: lin-b, labels: { app: api }, listen: [tcp/8080] }
`;

/** Rendered font size of a text, in screen pixels (zoom included). */
async function screenPx(l: Locator): Promise<number> {
  return l.evaluate((el) => {
    const size = parseFloat(getComputedStyle(el).fontSize);
    const vp = el.closest('.react-flow__viewport') as HTMLElement | null;
    const zoom = vp ? new DOMMatrixReadOnly(getComputedStyle(vp).transform).a : 1;
    return size * zoom;
  });
}

test('the cluster view and a Windows node view, light and dark, with readable text', async ({ page }, testInfo) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/talk-l2bridge');
  await b.setTheme('light');
  await expect(b.clusterNode('win-node-1')).toContainText('10.127.130.11');
  await expect(b.clusterNode('win-node-1')).toContainText('10.244.1.0/24');
  await expect(b.service('web')).toContainText('10.96.0.50');
  await expect(b.page.getByTestId('external-example-site')).toContainText('93.184.216.34');
  await expect(b.page.getByTestId('internet')).toBeVisible();
  await expect(b.page.getByTestId('underlay')).toContainText('Node network 10.127.130.0/24 (L2)');
  expect(await screenPx(b.podChip('client').locator('span').first())).toBeGreaterThanOrEqual(14);
  expect(await screenPx(b.podChip('client').locator('span').last())).toBeGreaterThanOrEqual(12);
  await page.screenshot({ path: testInfo.outputPath('cluster-light.png') });
  await b.setTheme('dark');
  await page.screenshot({ path: testInfo.outputPath('cluster-dark.png') });

  await b.clusterNode('win-node-1').dblclick({ position: { x: 120, y: 60 } });
  await expect(b.page.getByTestId('breadcrumb-node')).toContainText('win-node-1 (Windows)');
  await expect(b.page.getByTestId('vswitch')).toContainText('HNS network “l2bridge” (L2Bridge)');
  await expect(b.page.getByTestId('compartment-Host compartment 1')).toContainText('vEthernet (cbr0)');
  await expect(b.page.getByTestId('compartment-client')).toContainText('10.244.1.39/24');
  await expect(b.page.getByTestId('nic')).toContainText('Physical NIC');
  expect(await screenPx(b.page.getByTestId('compartment-client').getByText('nothing listens'))).toBeGreaterThanOrEqual(14);
  await page.screenshot({ path: testInfo.outputPath('node-dark.png') });
  await b.setTheme('light');
  await page.screenshot({ path: testInfo.outputPath('node-light.png') });

  // A port shows its VFP layers, groups and rules in the inspector.
  await b.page.getByRole('button', { name: /VFP port .*pod\/default\/client/ }).click();
  const rules = b.page.getByTestId('port-rules');
  await expect(rules).toContainText('ACL_ENDPOINT_LAYER');
  // The filter narrows the port's rules to those that mention every word typed.
  await rules.getByTestId('port-rules-filter').fill('exception 10.96');
  await expect(rules.getByTestId('port-rule')).toHaveCount(1);
  await expect(rules.getByTestId('port-rule')).toContainText('OUTBOUNDNAT_EXCEPTION_10.96.0.0/12');
  await expect(rules).not.toContainText('ACL_ENDPOINT_LAYER');
  await rules.getByTestId('port-rules-filter').fill('');
  await page.screenshot({ path: testInfo.outputPath('node-port-selected.png') });

  await b.backToCluster();
  await expect(b.clusterNode('win-node-2')).toBeVisible();
  expect(b.errors).toEqual([]);
});

test('a Linux node is drawn with its own parts: netns, veth, bridge, eth0', async ({ page }, testInfo) => {
  const b = new BuilderPage(page);
  await b.open();
  await b.openFile('mixed.yaml', WITH_LINUX);
  await b.openNode('lin-b');
  await expect(b.page.getByTestId('breadcrumb-node')).toContainText('(Linux)');
  await expect(b.page.getByTestId('compartment-Root network namespace')).toContainText('cbr0');
  await expect(b.page.getByTestId('compartment-api')).toContainText('network namespace');
  await expect(b.page.getByTestId('vswitch')).toContainText('Linux bridge cbr0 · kube-proxy iptables');
  await expect(b.page.getByRole('button', { name: 'veth api' })).toBeVisible();
  await expect(b.page.getByTestId('nic')).toContainText('eth0');
  await page.screenshot({ path: testInfo.outputPath('node-linux.png') });
});

test('a dragged card keeps its place across a reload, until the layout is reset', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/talk-l2bridge');
  const card = b.clusterNode('win-node-2');
  const before = (await card.boundingBox())!;
  await page.mouse.move(before.x + 150, before.y + 60);
  await page.mouse.down();
  await page.mouse.move(before.x + 100, before.y + 140, { steps: 8 });
  await page.mouse.up();
  const moved = (await card.boundingBox())!;
  expect(moved.y - before.y).toBeGreaterThan(50);

  await page.reload();
  await expect(card).toBeVisible();
  const after = (await card.boundingBox())!;
  expect(Math.round(after.y)).toBe(Math.round(moved.y));
  expect(Math.round(after.x)).toBe(Math.round(moved.x));

  await page.getByTestId('reset-layout').click();
  await expect.poll(async () => Math.round((await card.boundingBox())!.y)).toBe(Math.round(before.y));
});

test('a NetworkPolicy is edited with the form and as YAML; YAML problems name their line', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/talk-l2bridge');
  await b.page.getByTestId('mode-build').click();
  await b.add('policy');
  await expect(b.form('policy')).toContainText('default/policy-1');
  await b.set('policy-pod-selector', 'app=web');
  await b.page.getByTestId('add-ingress-rule').click();
  await b.set('peer-pod-labels', 'app=client');

  await b.page.getByTestId('policy-tab-yaml').click();
  const yaml = b.page.getByTestId('policy-yaml');
  await expect(yaml).toHaveValue(/matchLabels:\n\s+app: web/);
  await expect(yaml).toHaveValue(/podSelector:\n\s+matchLabels:\n\s+app: client/);

  await yaml.fill((await yaml.inputValue()).replace('app: client', 'app: client\n          bad: [unclosed'));
  await b.page.getByTestId('policy-yaml-apply').click();
  await expect(b.form('policy').getByRole('alert')).toContainText(/line \d+/);
  await yaml.fill((await yaml.inputValue()).replace(/\n\s+bad: \[unclosed/, '').replace(/(\n\s*)- Ingress/, '$1- Ingress$1- Egress'));
  await b.page.getByTestId('policy-yaml-apply').click();
  await expect(b.form('policy').getByRole('alert')).toHaveCount(0);
  await b.page.getByTestId('policy-tab-form').click();
  await expect(b.page.getByTestId('policy-type-egress')).toBeChecked();
});

test('the palette and forms work from the keyboard', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.open();
  await b.newScenario();
  await b.page.getByTestId('add-windows-node').focus();
  await b.page.keyboard.press('Enter');
  await expect(b.form('node')).toBeVisible();
  const name = b.page.getByTestId('node-name');
  await name.focus();
  await b.page.keyboard.press('Control+a');
  await b.page.keyboard.type('win-x');
  await b.page.keyboard.press('Tab');
  await expect(b.clusterNode('win-x')).toBeVisible();
  await expect(b.page.getByTestId('node-os')).toBeFocused();
});
