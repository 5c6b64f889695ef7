// Replaying a real node (issue 7): an on-call engineer drops what the RKE2 node printed (its pod's
// HNS endpoint, the pod port's ACL rules, and the rules' counters as /format 1 JSON), sees the node
// with its ports and rules on the canvas, sends the probe the kubelet would, and reads the ACL
// rule's verdict beside the node's own counter. A malformed file shows its error with the line and
// changes nothing else; a rule the node never counted is flagged. Screenshots of the Import panel (light and dark) are kept as artifacts.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { expectNoA11yViolations } from './a11y';
import { BROKEN, COUNTERS, ENDPOINT, ImportPage, NODE, OTHER_NODE, POD, POD_PORT, PORT_RANGES, RULES } from './pages/import';

test('replays the RKE2 node: ports and rules on the canvas, the ACL rule with its counter', async ({ page }, info) => {
  // The whole journey, with four screenshots and a theme switch: longer than one step of it.
  test.slow();
  const imp = new ImportPage(page);
  await imp.open();
  await expect(page.getByTestId('import-drop')).toContainText('nothing is uploaded');
  // Until the replay, the canvas says it still shows the scenario from before.
  await expect(page.getByTestId('import-canvas-note')).toContainText('your node appears here once you Replay its files');
  await imp.add([ENDPOINT, RULES, COUNTERS]);

  await expect(imp.rows).toHaveCount(3);
  await expect(imp.row('get-hnsendpoint-list-calico-vxlan-rke2.txt')).toContainText('Get-Hns* (PowerShell list) · 1 endpoint, 4 policies');
  await expect(imp.row('vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt')).toContainText('vfpctrl /list-rule (text) · 1 port, 1 layer, 1 group, 2 rules');
  await expect(imp.row('vfpctrl-rule-counters-calico-rke2.json')).toContainText('vfpctrl /format 1 (JSON) · 1 port, 1 layer, 1 group, 2 rules');
  // The Format-List truncations are said, with their line and field, once the notes are opened.
  const endpoint = imp.row('get-hnsendpoint-list-calico-vxlan-rke2.txt');
  await endpoint.getByTestId('file-notes-toggle').click();
  await expect(endpoint.getByTestId('file-note').first()).toContainText('line 5 · Resources.Allocators: `Resources.Allocators` was printed as System.Object[]');

  // Keyboard: the replay button is reachable and pressed with Enter.
  await page.getByTestId('replay').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('replay-done')).toContainText(`Node ${NODE} is on the canvas with 1 pod, rebuilt from 3 files`);
  await expect(page.getByTestId('import-canvas-note')).toHaveCount(0);
  await expect(page.getByTestId('report-missing')).toContainText('no HNS network in the dumps (Get-HnsNetwork)');
  await expect(page.getByTestId('report-assumed')).toContainText("pods are named after their endpoints' IPs");
  // Microsoft's checks pass on this node, and HNS's ACL has its VFP rule.
  await expect(page.getByTestId('no-findings')).toContainText('HNS against the VFP rules');
  // A probe worth sending, and why (a message value said in English).
  await expect(page.getByTestId('import-probes')).toContainText('the node into its pod, as kubelet health checks go');

  // The canvas opened the node: its pod port carries the two imported rules.
  await expect(page.getByTestId('breadcrumb-node')).toContainText(NODE);
  const port = imp.port(POD_PORT);
  await expect(port).toContainText('2 rules');
  await port.click();
  const rules = page.getByTestId('port-rules');
  await rules.getByRole('radio', { name: /^IN/ }).click();
  await expect(rules).toContainText('allow-host-to-endpoint');
  await expect(rules).toContainText('by vfpctrl dump');
  // None of the files prints this port's name (issue 28): the GUID beside it is said to be the model's.
  await expect(page.getByTestId('port-id-made-up')).toContainText('none of your files print it');

  // The kubelet's path: the node into its pod on port 80.
  await imp.send(`${NODE} → ${POD} tcp/80`);
  await expect(page.getByTestId('verdict-request')).toHaveAttribute('data-outcome', 'delivered');
  const row = imp.evidence.filter({ hasText: 'allow-host-to-endpoint' });
  await expect(imp.evidence).toHaveCount(1);
  await expect(row).toContainText('ACL_ENDPOINT_LAYER');
  await expect(row).toContainText('on the node: 1,842 packets matched · 0 dropped');
  await expect(row).not.toHaveAttribute('data-contradicts');
  // Its step: the walk's verdict at the ACL layer, in the narration.
  await row.getByRole('button', { name: /^step \d+$/ }).click();
  await expect(imp.stepCounter).toHaveText(/^step 8 \/ 17$/);
  await expect(page.getByTestId('narration')).toContainText('ACL_ENDPOINT_LAYER · group ACL_ENDPOINT_GROUP_IPV4_IN · rule allow-host-to-endpoint (priority 900) matched → allow');

  await imp.scrollTo(imp.section('replay'));
  await page.screenshot({ path: info.outputPath('import-light-replay.png') });
  await imp.scrollTo(imp.section('probes'));
  await page.screenshot({ path: info.outputPath('import-light-evidence.png') });
  await expectNoA11yViolations(page, 'Import mode after a replay (light)');
  await imp.theme('dark');
  await page.screenshot({ path: info.outputPath('import-dark-evidence.png') });
  await imp.scrollTo(imp.section('files'));
  await page.screenshot({ path: info.outputPath('import-dark-files.png') });
  await expectNoA11yViolations(page, 'Import mode, the files (dark)');

  // Issue 28: the files hold no load balancer for the pods' DNS server. "Missing from the files" says
  // so, and a probe to it says what to collect instead of walking to a routing verdict.
  await imp.theme('light');
  await expect(page.getByTestId('report-missing')).toContainText("no load balancer for 10.43.0.10 (the pods' DNS server)");
  await imp.send(/→ DNS 10\.43\.0\.10 udp\/53/);
  await expect(page.getByTestId('narration')).toContainText('to 10.43.0.10:53: not walked: missing: the load balancer (VIP 10.43.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10`');
  // What listens in the rebuilt pod is unknown: its card does not say "nothing listens".
  await page.getByTestId('breadcrumb-node').click();
  await expect(page.getByText('what listens is unknown', { exact: true })).toBeVisible();
  await expect(page.getByText('nothing listens', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('import-dns-dead-end-1280.png') });
  // The composer takes the pod by its address; an address no file holds names the endpoint to collect.
  await page.getByTestId('mode-trace').click();
  await page.getByTestId('composer-from-address').fill('10.42.213.221');
  await expect(page.getByTestId('composer-from')).toHaveValue(`pod/default/${POD}`);
  await page.getByTestId('composer-to-kind').selectOption('ip');
  await page.getByTestId('composer-to').fill('10.43.0.10');
  await page.getByTestId('composer-protocol').selectOption('udp');
  await page.getByTestId('composer-port').fill('53');
  await page.getByTestId('composer-send').click();
  await expect(page.getByTestId('composer-dead-end')).toContainText('to 10.43.0.10:53: not walked: missing: the load balancer (VIP 10.43.0.10)');
  await page.getByTestId('composer-from-address').fill('10.42.9.9');
  await expect(page.getByTestId('composer')).toContainText('from: 10.42.9.9 is the address of no pod or node in the files: missing: the HNS endpoint that holds 10.42.9.9 — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10`');
  await page.getByTestId('composer').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('import-composer-dead-end-1280.png') });
  await page.getByTestId('lang-vi').click();
  await expect(page.getByTestId('composer-dead-end')).toContainText('to 10.43.0.10:53: không chạy probe: còn thiếu: load balancer (VIP 10.43.0.10): chạy `Get-HnsPolicyList');
  await expect(page.getByTestId('composer')).toContainText('còn thiếu: HNS endpoint giữ 10.42.9.9: chạy `Get-HnsEndpoint');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('composer').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('import-composer-dead-end-vi-1024.png') });
  expect(imp.errors).toEqual([]);
});

test('a malformed JSON shows its error with the line, and nothing else changes', async ({ page }, info) => {
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([ENDPOINT, RULES, COUNTERS]);
  await imp.replay();
  await imp.send(`${NODE} → ${POD} tcp/80`);
  const before = await imp.rows.allInnerTexts();
  const step = await imp.stepCounter.textContent();

  await imp.add(BROKEN);
  const broken = imp.row('hns-endpoint-missing-comma.json');
  await expect(broken).toHaveAttribute('data-status', 'failed');
  await expect(broken).toContainText('not read');
  await expect(broken.getByTestId('file-error')).toHaveText("✕ error · line 6: expected ',' or '}' after property value at line 6 column 5 (JSON)");

  await expect(imp.rows).toHaveCount(4);
  expect(await imp.rows.filter({ hasNot: page.getByTestId('file-error') }).allInnerTexts()).toEqual(before);
  await expect(page.getByTestId('replay-stale')).toHaveCount(0);
  await expect(page.getByTestId('replay-done')).toBeVisible();
  await expect(page.getByTestId('breadcrumb-node')).toContainText(NODE);
  await expect(imp.port(POD_PORT)).toContainText('2 rules');
  await expect(imp.stepCounter).toHaveText(step!);
  await expect(imp.evidence).toContainText('1,842 packets matched');

  await imp.scrollTo(imp.section('files'));
  await imp.scrollTo(broken);
  await page.screenshot({ path: info.outputPath('import-light-broken.png') });
  expect(imp.errors).toEqual([]);
});

test('files that make no node: the replay says why and the canvas keeps what it showed', async ({ page }, info) => {
  // The endpoint claims its node's own address: no node can hold both.
  const clash = info.outputPath('endpoint-on-the-node-ip.txt');
  writeFileSync(clash, readFileSync(ENDPOINT, 'utf8').replace(/^IPAddress .*$/m, 'IPAddress          : 10.156.233.218'));
  const imp = new ImportPage(page);
  await imp.open();
  const picker = page.getByTestId('scenario-picker');
  const demo = await picker.inputValue();
  expect(demo).not.toBe('');
  await imp.add([clash, OTHER_NODE]);
  await page.getByTestId('replay').click();
  const error = page.getByTestId('replay-error');
  await expect(error).toContainText('The node could not be rebuilt; the canvas is unchanged.');
  await expect(error).toContainText('10.156.233.218 is already used by node node-10-156-233-218');
  // The one message: the rebuild's error, then what is missing and the command that prints it.
  await expect(error.getByTestId('replay-needs')).toContainText("also missing: the endpoints' IP addresses");
  await page.screenshot({ path: info.outputPath('import-no-node.png') });
  await expect(picker).toHaveValue(demo);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('report-missing')).toContainText('has no IPv4 address in the dump (hnsdiag lists ids only)');
  expect(imp.errors).toEqual([]);
});

test('flags the rule the walk matched while the node never counted a packet on it', async ({ page }, info) => {
  // The same counters, but the node says allow-host-to-endpoint never matched.
  const never = info.outputPath('vfpctrl-rule-counters-never-matched.json');
  writeFileSync(never, readFileSync(COUNTERS, 'utf8').replace('"MatchedPackets": 1842', '"MatchedPackets": 0'));
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([ENDPOINT, RULES, never]);
  await imp.replay();
  await imp.send(`${NODE} → ${POD} tcp/80`);
  const row = imp.evidence.filter({ hasText: 'allow-host-to-endpoint' });
  await expect(row).toHaveAttribute('data-contradicts', 'true');
  await expect(row).toContainText('on the node: 0 packets matched');
  await expect(row.getByTestId('evidence-contradiction')).toContainText('Model and node disagree: the walk matched this rule, but the node never counted a packet on it');
  await imp.scrollTo(imp.section('evidence'));
  await page.screenshot({ path: info.outputPath('import-light-contradiction.png') });
  expect(imp.errors).toEqual([]);
});

test("netsh's port ranges beside the node's dumps: the ephemeral-port check names the blocks left", async ({ page }) => {
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([ENDPOINT, RULES, PORT_RANGES]);
  await expect(imp.row('excludedportrange-exhausted.txt')).toContainText('netsh port ranges · 3 port ranges');
  await page.getByTestId('replay').click();
  const findings = page.getByTestId('import-findings');
  await expect(findings).toContainText('Ephemeral ports');
  await expect(findings).toContainText('only 8 free 64-port TCP blocks');
  await expect(findings).toContainText("TCP dynamic range 49152-65535 (Windows' default: the dynamic range was not in the files)");
  expect(imp.errors).toEqual([]);
});
