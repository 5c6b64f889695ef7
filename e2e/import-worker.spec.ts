// The import runs in a Web Worker: the page reads a dropped file through it (under the CSP), says
// which file it reads, and gives back the row as before.
import { expect, test } from './pages/test';
import { ImportPage } from './pages/import';

test('a file is read off the main thread, in a worker the CSP allows', async ({ page }, info) => {
  const imp = new ImportPage(page);
  await imp.open();
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await imp.add('e2e/fixtures/hnsdiag-list-all-flannel-vxlan.txt');
  await expect(imp.row('hnsdiag-list-all-flannel-vxlan.txt')).toContainText('hnsdiag');
  expect(workers.some((u) => /\/assets\/import-[\w-]+\.js$/.test(u))).toBe(true);
  await page.screenshot({ path: info.outputPath('import-worker.png') });
  expect(imp.errors).toEqual([]);
});
