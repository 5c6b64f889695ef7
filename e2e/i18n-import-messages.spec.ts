// The importer's own words in Vietnamese (?lang=vi): a damaged paste's notes, a broken file's error,
// the replay's "what is missing" line and its lists, and a scenario file that cannot be opened.
// Names, commands, addresses and line numbers stay as the files wrote them. Screenshots are kept.
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { expect, test } from './pages/test';
import { shot } from './pages/shot';
import { BROKEN, ImportPage, OTHER_NODE } from './pages/import';

/** hnsdiag printed twice and pasted as a Markdown quote: the reader repairs it and says so. */
function pastedTwice(): Buffer {
  const t = readFileSync(OTHER_NODE, 'utf8');
  return Buffer.from(
    [t, t]
      .join('\n')
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n'),
  );
}

test('Import mode says the readers’ notes and errors and the replay’s missing line in Vietnamese', async ({ page }, info) => {
  const imp = new ImportPage(page);
  await page.goto('/demo/?instant&lang=vi#/');
  await page.getByTestId('mode-import').click();
  await expect(imp.panel).toBeVisible();
  await page.getByTestId('import-file-input').setInputFiles([
    { name: 'hnsdiag-pasted.txt', mimeType: 'text/plain', buffer: pastedTwice() },
    { name: 'hns-endpoint-missing-comma.json', mimeType: 'application/json', buffer: readFileSync(BROKEN) },
    // A zip cut short when it was copied.
    { name: 'logs.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'hns.txt': strToU8('Networks:\n') }).slice(0, 30)) },
  ]);

  const pasted = imp.row('hnsdiag-pasted.txt');
  await expect(pasted).toContainText('đã đọc, có ghi chú');
  await pasted.getByTestId('file-notes-toggle').click();
  const notes = pasted.getByTestId('file-note');
  await expect(notes).toHaveCount(5);
  await expect(notes.first()).toContainText('mọi dòng (50) đều bắt đầu bằng dấu trích dẫn `>` của Markdown');
  await expect(notes.nth(1)).toContainText('section networks xuất hiện 2 lần (dòng 1, 26; chạy hnsdiag nhiều lần?)');
  await expect(pasted).not.toContainText('several runs');

  const broken = imp.row('hns-endpoint-missing-comma.json');
  await expect(broken.getByTestId('file-error')).toContainText("cần ',' hoặc '}' sau giá trị thuộc tính ở dòng 6 cột 5 (JSON)");
  await expect(imp.row('logs.zip').getByTestId('file-error')).toContainText('không phải file zip đọc được: thiếu end record (file bị cắt ngắn?)');
  await shot(page, imp.section('files'), info.outputPath('import-notes-vi.png'));
  await shot(page, broken, info.outputPath('import-errors-vi.png'));

  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible();
  const needs = imp.section('replay').getByTestId('replay-needs');
  await expect(needs).toContainText('còn thiếu: địa chỉ IP của các endpoint (endpoint 11796e63…, 07f382ab…, 99f4e4e7… và 3 endpoint khác): chạy');
  await expect(needs.locator('code').first()).toHaveText('Get-HnsEndpoint | ConvertTo-Json -Depth 10');
  await expect(page.getByTestId('report-missing')).toContainText('không có config CNI');
  await expect(page.getByTestId('report-missing')).toContainText('không có địa chỉ IPv4 trong dump (hnsdiag chỉ liệt kê id)');
  await expect(page.getByTestId('report-assumed')).toContainText('network nat: hnsdiag không in type; coi là L2Bridge');
  await expect(imp.section('replay')).not.toContainText('missing:');
  await shot(page, imp.section('replay'), info.outputPath('import-replay-missing-vi.png'));
  // "Not offered": the VIPs whose load balancers show no ports, and the command that prints them.
  const unwalkable = page.getByTestId('probe-unwalkable');
  await expect(unwalkable).toContainText('Không đề xuất:');
  await expect(unwalkable.getByTestId('replay-needs')).toContainText('còn thiếu: port của các load balancer (VIP');
  await expect(unwalkable).not.toContainText('missing:');
  await shot(page, unwalkable, info.outputPath('import-not-offered-vi.png'));
  expect(imp.errors).toEqual([]);
});

test('a scenario file that cannot be opened says why in Vietnamese', async ({ page }, info) => {
  await page.goto('/demo/?instant&lang=vi#/scenario/talk-l2bridge');
  await page.getByTestId('mode-build').click();
  await page.getByTestId('file-input').setInputFiles({ name: 'list.yaml', mimeType: 'text/yaml', buffer: Buffer.from('- just\n- a list\n') });
  const error = page.getByTestId('open-error');
  await expect(error).toContainText('kịch bản là một object YAML hoặc JSON có apiVersion, kind và metadata');
  await page.screenshot({ path: info.outputPath('open-error-vi.png') });
});
