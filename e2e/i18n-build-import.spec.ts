// Build and Import in Vietnamese (?lang=vi): the forms, the VFP editor, the file list, the replay,
// the findings and redaction speak Vietnamese, nothing overflows its panel, and screenshots are kept
// to look at. And an exercise's goals keep their expectation out of Build mode's probe form.
import { expect, test } from './pages/test';
import { shot } from './pages/shot';
import { COUNTERS, ENDPOINT, ImportPage, RULES } from './pages/import';
import { PlayerPage } from './pages/player';
import { layoutProblems, overflowing } from './pages/layout';

test('Build mode speaks Vietnamese: palette, forms, the VFP editor, with nothing overflowing', async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/talk-l2bridge?lang=vi');
  await page.getByTestId('mode-build').click();
  const panel = page.getByTestId('build-panel');
  await expect(panel.getByRole('heading', { name: 'Thêm' })).toBeVisible();
  await expect(page.getByTestId('add-windows-node')).toHaveText('+ Node Windows');
  await expect(page.getByTestId('open-cluster-settings')).toContainText('Cấu hình');
  await expect(page.getByTestId('file-save')).toHaveText('Lưu');
  await expect(page.getByTestId('outline')).toContainText('Máy ngoài cluster');
  await page.getByTestId('open-cluster-settings').click();
  await expect(page.getByTestId('cluster-form')).toContainText('Cấu hình cluster');
  await expect(page.getByTestId('cluster-form')).toContainText('Danh sách exception của Outbound NAT');
  expect(await overflowing(panel, 'span')).toEqual([]);
  expect(await layoutProblems(page, 'Build, cluster settings')).toEqual([]);
  await shot(page, panel, info.outputPath('build-cluster-vi.png'));
  // The undo history names the edit in Vietnamese too.
  await page.getByTestId('scenario-title').fill('Hai node Windows');
  await page.getByTestId('scenario-title').press('Enter');
  await expect(page.getByTestId('undo')).toHaveAttribute('title', /Hoàn tác: đổi tiêu đề kịch bản/);

  await page.getByTestId('outline-pod-web-1').click();
  const pod = page.getByTestId('pod-form');
  await expect(pod).toContainText('IP của pod');
  // A refused edit says why in Vietnamese.
  await page.getByTestId('pod-listen').fill('tcp/abc');
  await page.getByTestId('pod-listen').press('Enter');
  await expect(pod.getByRole('alert')).toContainText('Chưa áp dụng');
  await page.getByTestId('pod-listen').press('Escape');
  expect(await overflowing(panel, 'span')).toEqual([]);
  await shot(page, pod, info.outputPath('build-pod-vi.png'));

  await page.getByTestId('outline-service-web').click();
  await expect(page.getByTestId('service-form')).toContainText('Session affinity');
  await expect(page.getByTestId('service-form')).toContainText('Xóa Service');
  expect(await overflowing(panel, 'span')).toEqual([]);
  await shot(page, page.getByTestId('service-form'), info.outputPath('build-service-vi.png'));

  await page.getByTestId('outline-probe-pod-to-service').click();
  await expect(page.getByTestId('probe-form')).toContainText('Kỳ vọng');
  await expect(page.getByTestId('probe-form')).toContainText('Xóa probe');
  await shot(page, page.getByTestId('probe-form'), info.outputPath('build-probe-vi.png'));

  // The VFP editor of the client pod's port, with a rule's form open.
  await page.getByTestId('cluster-node-win-node-1').dblclick();
  await page.locator('[data-testid^="port-"]').filter({ hasText: 'pod/default/client' }).click();
  const editor = page.getByTestId('port-vfp-editor');
  await expect(editor).toContainText('Sửa VFP bằng tay');
  await expect(editor.getByTestId('port-block')).toHaveText('Chặn port');
  await editor.locator('[data-group="ACL_ENDPOINT_GROUP_IPV4_OUT"]').getByTestId('add-rule').click();
  await expect(editor.getByTestId('rule-form')).toContainText('Địa chỉ đích');
  expect(await overflowing(panel, 'span')).toEqual([]);
  expect(await layoutProblems(page, 'the VFP editor')).toEqual([]);
  await shot(page, page.getByTestId('port-note'), info.outputPath('build-vfp-vi.png'));
  expect(p.errors).toEqual([]);
});

test('a NetworkPolicy in Vietnamese', async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/network-policy?lang=vi');
  await page.getByTestId('mode-build').click();
  const panel = page.getByTestId('build-panel');
  await panel.getByTestId(/^outline-policy-/).first().click();
  const policy = page.getByTestId('policy-form');
  await expect(policy).toContainText('Áp dụng cho pod có label');
  await expect(policy).toContainText('Policy type');
  expect(await overflowing(panel, 'span')).toEqual([]);
  await shot(page, policy, info.outputPath('build-policy-vi.png'));
  expect(p.errors).toEqual([]);
});

test('Import mode speaks Vietnamese: files, replay, findings, evidence, redaction', async ({ page }, info) => {
  test.slow();
  const imp = new ImportPage(page);
  await page.goto('/demo/?instant&lang=vi#/');
  await page.getByTestId('mode-import').click();
  await expect(imp.panel).toBeVisible();
  await expect(page.getByTestId('import-drop')).toContainText('không có gì bị tải lên');
  await expect(page.getByTestId('import-choose-files')).toContainText('Chọn file…');
  await expect(page.getByTestId('import-debug-order')).toContainText('Xem ở đâu, theo thứ tự');
  await expect(page.getByTestId('import-debug-order')).toContainText('Kubernetes: cấu hình đã tới node chưa?');
  expect(await layoutProblems(page, 'Import, empty')).toEqual([]);
  await shot(page, imp.panel, info.outputPath('import-empty-vi.png'));

  await imp.add([ENDPOINT, RULES, COUNTERS]);
  await expect(imp.row('get-hnsendpoint-list-calico-vxlan-rke2.txt')).toContainText('Get-Hns* (dạng list của PowerShell) · 1 endpoint, 4 policy');
  await expect(imp.row('get-hnsendpoint-list-calico-vxlan-rke2.txt')).toContainText('đã đọc, có ghi chú');
  await expect(page.getByTestId('replay')).toHaveText('Replay node này');
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toContainText('đã lên canvas với 1 pod, dựng lại từ 3 file');
  await expect(page.getByTestId('report-missing')).toContainText('Không có trong file');
  await expect(page.getByTestId('import-findings')).toContainText('Phát hiện');
  await expect(page.getByTestId('import-probes')).toContainText('Probe nên gửi');
  expect(await overflowing(imp.panel, 'span')).toEqual([]);
  expect(await layoutProblems(page, 'Import, replayed')).toEqual([]);
  await shot(page, page.getByTestId('import-replay'), info.outputPath('import-replayed-vi.png'));
  await shot(page, page.getByTestId('import-findings'), info.outputPath('import-findings-vi.png'));

  await page.getByTestId('redact').click();
  await expect(page.getByTestId('redaction')).toContainText('giống nhau ở mọi chỗ');
  await expect(page.getByTestId('download-redacted')).toContainText('Tải các file đã che');
  await page.getByTestId('import-redact').scrollIntoViewIfNeeded();
  expect(await overflowing(imp.panel, 'span')).toEqual([]);
  await page.screenshot({ path: info.outputPath('import-redacted-vi.png') });
  expect(imp.errors).toEqual([]);
});

test('a student does not see a goal’s expectation in Build mode; the instructor view shows it', async ({ page }, info) => {
  const p = new PlayerPage(page);
  await p.open('#/lesson/stopped-listener');
  await page.getByTestId('exercise-build').click();
  await page.getByTestId('outline-probe-client-to-iis').click();
  const form = page.getByTestId('probe-form');
  await expect(form.getByTestId('probe-expect-hidden')).toBeVisible();
  // The outcome list (with its "delivered") is not in the DOM at all.
  await expect(form.getByLabel('Expect', { exact: true })).toHaveCount(0);
  await expect(form).not.toContainText('delivered');
  await shot(page, form, info.outputPath('exercise-build-hidden.png'));
  await form.getByTestId('probe-show-expect').click();
  await expect(form.getByLabel('Expect', { exact: true })).toHaveValue('delivered');
  expect(p.errors).toEqual([]);
});

test('the author of an exercise keeps seeing and editing the goals’ expectations', async ({ page }) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/talk-l2bridge');
  await page.getByTestId('mode-build').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('save-as-exercise').click();
  await download;
  await page.getByTestId('outline-probe-pod-to-service').click();
  await expect(page.getByTestId('probe-form').getByLabel('Expect', { exact: true })).toHaveValue('delivered');
  await expect(page.getByTestId('probe-expect-hidden')).toHaveCount(0);
  expect(p.errors).toEqual([]);
});
