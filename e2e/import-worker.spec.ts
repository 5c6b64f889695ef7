// The import runs in a Web Worker: the page reads a dropped file through it (under the CSP), says
// which file it reads, and gives back the row as before; the replay (rebuilding the node and its
// checks) is a job of the same worker, so the page never builds a node on its own thread. The
// parsed rules stay in the worker: the page is sent each file's summary, and a replay names the
// files by key; the replayed node comes back in parts, its rules first. Cancel ends the worker (and what it held: the next replay sends the files again);
// a job the worker fails reaches the user as a sentence.
import { expect, test } from './pages/test';
import { COUNTERS, ENDPOINT, ImportPage, RULES } from './pages/import';

interface Watched {
  /** What the page asked its workers, by kind (a replay: with how many files' content it sent again). */
  jobs: string[];
  /** The worker's answers to jobs, by the job's kind and the answer's: whether they carried the rule
   * the files name, and how many VFP rules (a part's are JSON text). */
  answers: { kind: string; reply: string; hasRule: boolean; rules: number }[];
  /** While set, read jobs wait here (a slow read, to cancel). */
  hold: boolean;
  held: number;
  /** While set, a read job reaches the worker broken (the worker fails it). */
  breakReads: boolean;
  /** While set, a replay's last answer (the node without its rules) never reaches the page. */
  holdReplayDone: boolean;
}

/** Notes what goes to and from the import worker; can hold or break the read jobs. */
function watchWorker() {
  const w: Watched = { jobs: [], answers: [], hold: false, held: 0, breakReads: false, holdReplayDone: false };
  (window as unknown as { watched: Watched }).watched = w;
  const kinds = new Map<number, string>();
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: { id?: number; kind?: string; files?: { input?: unknown }[] }, options?: StructuredSerializeOptions) {
    const kind = String(message.kind);
    if (message.id !== undefined) kinds.set(message.id, kind);
    w.jobs.push(kind === 'replay' ? `replay(${message.files?.filter((f) => f.input).length ?? 0} sent again)` : kind);
    if (kind === 'read' && w.hold) return void w.held++;
    if (kind === 'read' && w.breakReads) return post.call(this, { ...message, inputs: null }, options);
    return post.call(this, message, options);
  } as Worker['postMessage'];
  const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!;
  Object.defineProperty(Worker.prototype, 'onmessage', {
    ...onmessage,
    set(this: Worker, handler: (e: MessageEvent) => void) {
      onmessage.set!.call(this, (e: MessageEvent<{ id: number; kind: string }>) => {
        const text = JSON.stringify(e.data);
        const part = (e.data as { part?: string }).part;
        const rules = part ? (JSON.parse(part) as { rules: unknown[] }[]).reduce((n, p) => n + p.rules.length, 0) : (text.match(/"rules":\[\{/g) ?? []).length;
        if (e.data.kind !== 'progress') w.answers.push({ kind: kinds.get(e.data.id) ?? '?', reply: e.data.kind, hasRule: text.includes('allow-host-to-endpoint'), rules });
        if (w.holdReplayDone && kinds.get(e.data.id) === 'replay' && e.data.kind === 'done') return;
        handler(e);
      });
    },
  });
}

const watched = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

test('a file is read and the node replayed off the main thread, in a worker the CSP allows; the page gets the summary, not the rules', async ({ page }, info) => {
  await page.addInitScript(watchWorker);
  const imp = new ImportPage(page);
  await imp.open();
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await imp.add([ENDPOINT, RULES]);
  await expect(imp.row('vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt')).toContainText('2 rules');
  await expect(imp.row('get-hnsendpoint-list-calico-vxlan-rke2.txt')).toContainText('1 endpoint');
  expect(workers.some((u) => /\/assets\/import-[\w-]+\.js$/.test(u))).toBe(true);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-done')).toBeVisible();
  const w = await watched(page);
  expect(w.jobs).toEqual(['read', 'replay(0 sent again)']);
  // The read's answer is the summary; the replay sends the rebuilt node's rules (which the canvas
  // draws) in parts, then the node without them: a 100k-rule node never lands in one task.
  expect(w.answers).toEqual([
    { kind: 'read', reply: 'done', hasRule: false, rules: 0 },
    { kind: 'replay', reply: 'rules', hasRule: true, rules: 2 },
    // The node itself names the rule only in its HNS objects (the ACL policy's id).
    { kind: 'replay', reply: 'done', hasRule: true, rules: 0 },
  ]);
  await page.screenshot({ path: info.outputPath('import-worker.png') });
  expect(imp.errors).toEqual([]);
});

test('cancel stops a read and says what was left out; the replay then sends the files to the new worker', async ({ page }, info) => {
  await page.addInitScript(watchWorker);
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([ENDPOINT, RULES]);
  await expect(imp.row('vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt')).toContainText('2 rules');
  await page.evaluate(() => ((window as unknown as { watched: Watched }).watched.hold = true));
  await imp.add(COUNTERS);
  const progress = page.getByTestId('import-progress');
  await expect(progress).toContainText('vfpctrl-rule-counters-calico-rke2.json');
  await expect(progress).toContainText('0%');
  await page.screenshot({ path: info.outputPath('import-reading.png') });
  await page.getByTestId('import-cancel').click();
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('import-read-notice')).toHaveText('Reading was cancelled: vfpctrl-rule-counters-calico-rke2.json left out.');
  await expect(imp.rows).toHaveCount(2);
  await page.evaluate(() => ((window as unknown as { watched: Watched }).watched.hold = false));
  await imp.replay();
  expect((await watched(page)).jobs).toEqual(['read', 'read', 'replay(2 sent again)']);
  expect(imp.errors).toEqual([]);
});

test('a read the worker fails reaches the user as a sentence, and the files read before stay', async ({ page }) => {
  await page.addInitScript(watchWorker);
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add(ENDPOINT);
  await expect(imp.row('get-hnsendpoint-list-calico-vxlan-rke2.txt')).toContainText('1 endpoint');
  await page.evaluate(() => ((window as unknown as { watched: Watched }).watched.breakReads = true));
  await imp.add(RULES);
  await expect(page.getByTestId('import-read-notice')).toHaveText('the files cannot be read: VFP Lab met something it did not expect (please report it, with the file); left out.');
  await expect(imp.rows).toHaveCount(1);
  await imp.replay();
  expect(imp.errors).toEqual([]);
});

test("a replay shows how much of the node has come, and cancel stops it; the next replay works", async ({ page }, info) => {
  await page.addInitScript(watchWorker);
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add([ENDPOINT, RULES]);
  await expect(imp.row('vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt')).toContainText('2 rules');
  await page.evaluate(() => ((window as unknown as { watched: Watched }).watched.holdReplayDone = true));
  await page.getByTestId('replay').click();
  // The rules came (one part), the node itself is held: the replay waits, and says how far it is.
  await expect(page.getByTestId('replay-progress')).toContainText('100% of its rules received');
  await expect(page.getByTestId('replay')).toBeDisabled();
  await page.screenshot({ path: info.outputPath('replay-progress.png') });
  await page.getByTestId('replay-cancel').click();
  await expect(page.getByTestId('replay-progress')).toBeHidden();
  await expect(page.getByTestId('import-read-notice')).toHaveText('The replay was cancelled.');
  await expect(page.getByTestId('replay-done')).toBeHidden();
  await page.evaluate(() => ((window as unknown as { watched: Watched }).watched.holdReplayDone = false));
  await imp.replay();
  // Cancel ended the worker: the next replay sent the files again.
  expect((await watched(page)).jobs).toEqual(['read', 'replay(0 sent again)', 'replay(2 sent again)']);
  expect(imp.errors).toEqual([]);
});
