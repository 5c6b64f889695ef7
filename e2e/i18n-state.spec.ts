// Issue 13, text composed outside src/ui, in Vietnamese (?lang=vi): Build mode's refusals and a VFP
// edit that no longer applies, Import mode's checks and probe hints, the scenario picker's titles
// and the scenario's description. Screenshots are kept to look at.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './pages/test';
import { shot } from './pages/shot';
import { ENDPOINT, ImportPage, PORT_RANGES, RULES } from './pages/import';
import { PlayerPage } from './pages/player';
import { loadScenarioText } from '../src/io/scenario/load';

/** The talk's scenario with a VFP edit by hand on a group the client pod's port does not have. */
function staleEditScenario(): string {
  const s = loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!;
  const edit = { op: 'remove-group', port: 'pod/default/client', layer: 'ACL_ENDPOINT_LAYER', group: 'GONE_GROUP' };
  const doc = { ...s, metadata: { ...s.metadata, name: 'stale-edit', title: 'A stale edit' }, nodes: s.nodes.map((n) => (n.name === 'win-node-1' ? { ...n, vfpEdits: [edit] } : n)) };
  const file = join(mkdtempSync(join(tmpdir(), 'vfp-stale-edit-')), 'stale-edit.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

test('Build mode says why an edit is refused, and which VFP edit no longer applies, in Vietnamese', async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/talk-l2bridge?lang=vi');
  await page.getByTestId('mode-build').click();
  const panel = page.getByTestId('build-panel');
  await page.getByTestId('outline-pod-web-1').click();
  const pod = page.getByTestId('pod-form');
  // An address outside the node's pod CIDR: the Kubernetes check, where and why.
  await page.getByTestId('pod-ip').fill('10.99.0.5');
  await page.getByTestId('pod-ip').press('Enter');
  await expect(pod.getByRole('alert')).toContainText('10.99.0.5 nằm ngoài pod CIDR');
  await expect(pod.getByRole('alert')).not.toContainText('is outside');
  await shot(page, pod, info.outputPath('build-refusal-ip-vi.png'));
  await page.getByTestId('pod-ip').press('Escape');
  // A listener that is no protocol/port: the schema's own words.
  await page.getByTestId('pod-listen').fill('tcp/abc');
  await page.getByTestId('pod-listen').press('Enter');
  await expect(pod.getByRole('alert')).toContainText('Cần dạng protocol/port');
  await shot(page, pod, info.outputPath('build-refusal-listen-vi.png'));
  await page.getByTestId('pod-listen').press('Escape');

  // A file the checks refuse (a pod on a node it does not have): where, and why in Vietnamese.
  const wrong = `apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: { name: wrong }\nnodes: [{ name: a }]\npods:\n  - { name: p, node: b }\n`;
  await page.getByTestId('file-input').setInputFiles({ name: 'wrong.yaml', mimeType: 'text/yaml', buffer: Buffer.from(wrong) });
  await expect(page.getByTestId('open-error')).toContainText('wrong.yaml:6 · pods[0].node: Không có node nào tên b (các node: a)');

  await page.getByTestId('file-input').setInputFiles(staleEditScenario());
  await expect(page.getByTestId('open-error')).toHaveCount(0);
  // The file is open (Open… waits for the validation chunk): a node opened before would be the old
  // document's, and the new one's cluster view would then replace it.
  await expect(page.getByTestId('scenario-picker').locator('option:checked')).toHaveText('A stale edit');
  await page.getByTestId('cluster-node-win-node-1').dblclick();
  await page.locator('[data-testid^="port-"]').filter({ hasText: 'pod/default/client' }).click();
  const stale = page.getByTestId('unapplied-edits');
  await expect(stale).toContainText('layer ACL_ENDPOINT_LAYER của port pod/default/client không có group GONE_GROUP');
  await shot(page, stale, info.outputPath('build-unapplied-vi.png'));
  await expect(panel).toBeVisible();
  expect(p.errors).toEqual([]);
});

test("Import mode's checks and probe hints in Vietnamese", async ({ page }, info) => {
  test.slow();
  const imp = new ImportPage(page);
  await page.goto('/demo/?instant&lang=vi#/');
  await page.getByTestId('mode-import').click();
  await imp.add([ENDPOINT, RULES, PORT_RANGES]);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible();
  const findings = imp.section('findings');
  await expect(findings).toContainText('Port tạm (ephemeral)');
  await expect(findings).toContainText('dải port động chỉ còn');
  await expect(findings).toContainText('nới rộng dải port động (netsh int ipv4 set dynamicport tcp');
  await expect(findings).not.toContainText('free 64-port');
  // The evidence's words around the dump's fields (a sub-message: the range Windows assumes).
  await expect(findings).toContainText('dải port động TCP 49152-65535 (mặc định của Windows: các file không có dải port động)');
  await expect(findings).not.toContainText("Windows' default");
  await shot(page, findings, info.outputPath('import-findings-state-vi.png'));
  const hints = imp.section('probes');
  await expect(hints).toContainText('health check của kubelet');
  await shot(page, hints, info.outputPath('import-hints-vi.png'));
  expect(imp.errors).toEqual([]);
});

test('the scenario picker, the title and the description in Vietnamese; an edited title stays as written', async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/talk-l2bridge?lang=vi');
  const picker = page.getByTestId('scenario-picker');
  await expect(picker.locator('option[value="talk-l2bridge"]')).toHaveText('Bài talk KubeCon: hai node Windows dùng win-bridge');
  await expect(picker.locator('option[value="nat-exceptions"]')).toHaveText('Exception của outbound NAT: thiếu và quá rộng');
  const about = page.getByTestId('scenario-description');
  await expect(about).toContainText('Pod tới pod trên cùng một node và giữa hai node');
  await about.locator('summary').click();
  await page.screenshot({ path: info.outputPath('picker-description-vi.png') });
  // The option list, written out where a screenshot cannot open a native select.
  const options = await picker.locator('option').allTextContents();
  await info.attach('picker-options', { body: options.join('\n') });
  // Nine built-ins, all in Vietnamese ("Direct Server Return" is the same words in both).
  expect(options.filter((o) => /[ạảãáàâăêếệểôơưđ]/i.test(o)).length).toBe(8);
  expect(options).toContain('Direct Server Return');

  // The document's own title, where Import mode names what the canvas still shows; once edited, the user's.
  await page.getByTestId('mode-import').click();
  await expect(page.getByTestId('import-canvas-note')).toContainText('Hai node Windows dùng win-bridge (L2Bridge)');
  await page.getByTestId('mode-build').click();
  await page.getByTestId('open-cluster-settings').click();
  await page.getByTestId('scenario-title').fill('Của tôi');
  await page.getByTestId('scenario-title').press('Enter');
  await page.getByTestId('mode-import').click();
  await expect(page.getByTestId('import-canvas-note')).toContainText('Của tôi');
  expect(p.errors).toEqual([]);
});

test("the node view's routing table says each route's interface and why in Vietnamese (issue 30)", async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/talk-l2bridge?lang=vi');
  await p.lookAround();
  await page.getByTestId('cluster-node-win-node-1').getByRole('button', { name: /Mở/ }).click();
  await page.getByRole('button', { name: /xem route/ }).first().click();
  const table = page.getByRole('region', { name: 'Route' });
  // The host compartment's default route leaves by the management vNIC; the pod CIDR's note is Vietnamese.
  await expect(table).toContainText('0.0.0.0/0 → ');
  await expect(table).toContainText(/qua vEthernet \(Ethernet\) · default gateway/);
  await expect(table).toContainText('pod CIDR của node này');
  await expect(table).not.toContainText(/\bon vEthernet|this node's/);
  await shot(page, table, info.outputPath('node-routes-vi.png'));
});
