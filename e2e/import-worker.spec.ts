// The import runs in a Web Worker: the page reads a dropped file through it (under the CSP), says
// which file it reads, and gives back the row as before; the replay (rebuilding the node and its
// checks) is a job of the same worker, so the page never builds a node on its own thread.
import { expect, test } from './pages/test';
import { ImportPage } from './pages/import';

test('a file is read and the node replayed off the main thread, in a worker the CSP allows', async ({ page }, info) => {
  // What the page asks its workers to do, by the kind of each message.
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { workerJobs: string[] }).workerJobs = asked;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions) {
      if (typeof message === 'object' && message !== null && 'kind' in message) asked.push(String((message as { kind: unknown }).kind));
      return post.call(this, message, options);
    } as Worker['postMessage'];
  });
  const imp = new ImportPage(page);
  await imp.open();
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await imp.add('e2e/fixtures/get-hnsendpoint-list-calico-vxlan-rke2.txt');
  await expect(imp.row('get-hnsendpoint-list-calico-vxlan-rke2.txt')).toContainText('1 endpoint');
  expect(workers.some((u) => /\/assets\/import-[\w-]+\.js$/.test(u))).toBe(true);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { workerJobs: string[] }).workerJobs)).toEqual(['read', 'replay']);
  await page.screenshot({ path: info.outputPath('import-worker.png') });
  expect(imp.errors).toEqual([]);
});
