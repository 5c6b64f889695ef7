// Issue 28's readers in Vietnamese (?lang=vi): ipconfig printed in Chinese, ELB policies pasted
// without their policy list, and a Format-Table whose runs of spaces a paste collapsed. Each file is
// read (not "not a known format"), and its one note says the damage in Vietnamese, names and
// commands kept. Screenshots at 1280×720 and 1024×768.
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { shot } from './pages/shot';
import { ImportPage } from './pages/import';

const CHINESE = readFileSync('fixtures/real/ipconfig-hyperv-host-vethernet-chinese-file-share.txt');
const ELB = Buffer.from('[{"Type":"ELB","Protocol":17,"InternalPort":53,"ExternalPort":53,"VIPs":["10.96.0.10"]}]');
const COLLAPSED = Buffer.from(
  readFileSync('fixtures/real/get-hnsendpoint-table-stale-remote-eks.txt', 'utf8')
    .split('\n')
    .map((l) => l.replace(/ +/g, ' '))
    .join('\n'),
);

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`pastes issue 28 turned away are read, their damage said in Vietnamese (${size.width}×${size.height})`, async ({ page }, info) => {
    await page.setViewportSize(size);
    const imp = new ImportPage(page);
    await page.goto('/demo/?instant&lang=vi#/');
    await page.getByTestId('mode-import').click();
    await expect(imp.panel).toBeVisible();
    await page.getByTestId('import-file-input').setInputFiles([
      { name: 'ipconfig-zh.txt', mimeType: 'text/plain', buffer: CHINESE },
      { name: 'elb-policies.json', mimeType: 'application/json', buffer: ELB },
      { name: 'table-collapsed.txt', mimeType: 'text/plain', buffer: COLLAPSED },
    ]);

    const zh = imp.row('ipconfig-zh.txt');
    await expect(zh).toContainText('đã đọc, có ghi chú');
    await zh.getByTestId('file-notes-toggle').click();
    await expect(zh.getByTestId('file-note').first()).toContainText('ipconfig in ra bằng tiếng Trung (`Windows IP 配置`)');

    const elb = imp.row('elb-policies.json');
    await elb.getByTestId('file-notes-toggle').click();
    await expect(elb.getByTestId('file-note').first()).toContainText('1 load-balancer (ELB) policy (10.96.0.10 UDP 53→53) được in ra mà không kèm policy list của nó');
    await expect(elb).toContainText('Get-HnsPolicyList | ConvertTo-Json -Depth 10');

    const table = imp.row('table-collapsed.txt');
    await table.getByTestId('file-notes-toggle').click();
    await expect(table.getByTestId('file-note').first()).toContainText('8 hàng (dòng 5, 6, 7, 8, 9, …) không thẳng cột với các gạch ngang');

    for (const row of [zh, elb, table]) await expect(row).not.toContainText(/undefined|NaN|\[object Object\]/);
    await shot(page, imp.section('files'), info.outputPath(`import-readers-vi-${size.width}.png`));
    expect(imp.errors).toEqual([]);
  });
}
