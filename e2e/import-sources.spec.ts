// The ways files come in (issue 7): a zip of the dumps, a collectlogs-like folder through the
// folder picker, and files dropped on the page. Each is read in the browser and replays the node.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, test } from './pages/test';
import { zipSync } from 'fflate';
import { COUNTERS, ENDPOINT, ImportPage, NODE, POD_PORT, RULES } from './pages/import';

const DUMPS = [ENDPOINT, RULES, COUNTERS];

test('a zip of the dumps imports member by member and replays the node', async ({ page }, info) => {
  const zip = info.outputPath('node-dumps.zip');
  writeFileSync(zip, zipSync(Object.fromEntries(DUMPS.map((f) => [`node/${basename(f)}`, readFileSync(f)]))));
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add(zip);

  const group = imp.group('node-dumps.zip');
  await expect(group).toContainText('zip');
  await expect(group.getByTestId('file-row')).toHaveCount(3);
  await expect(imp.row('node-dumps.zip!node/vfpctrl-rule-counters-calico-rke2.json')).toContainText('vfpctrl /format 1 (JSON) · 1 port, 1 layer, 1 group, 2 rules');
  await expect(imp.row('node-dumps.zip!node/get-hnsendpoint-list-calico-vxlan-rke2.txt')).toContainText('node/get-hnsendpoint-list-calico-vxlan-rke2.txt');

  await imp.replay();
  await expect(imp.port(POD_PORT)).toContainText('2 rules');
  await imp.send(/tcp\/80/);
  await expect(imp.evidence).toContainText('1,842 packets matched');

  // Removing the zip removes all its members.
  await group.getByRole('button', { name: 'Remove node-dumps.zip' }).click();
  await expect(imp.rows).toHaveCount(0);
  expect(imp.errors).toEqual([]);
});

test('a folder keeps its files together and folds the ones that are no dump', async ({ page }, info) => {
  const folder = info.outputPath('collectlogs-7f3a');
  mkdirSync(folder, { recursive: true });
  for (const f of DUMPS) copyFileSync(f, `${folder}/${basename(f)}`);
  writeFileSync(`${folder}/ipconfig.txt`, 'Windows IP Configuration\n\n   Host Name . . . . . . . . . . . . : WIN-NODE-1\n');
  writeFileSync(`${folder}/hnsdiag.evtx`, Buffer.from([0x45, 0x6c, 0x66, 0x46, 0, 0, 0, 0, 1, 0, 0xff, 0]));
  const imp = new ImportPage(page);
  await imp.open();
  await imp.add(folder, { folder: true });

  const group = imp.group('collectlogs-7f3a');
  await expect(group).toContainText('folder');
  await expect(group.getByTestId('file-row')).toHaveCount(3);
  const others = group.getByRole('button', { name: '2 files that are no dump VFP Lab reads' });
  await others.click();
  await expect(group).toContainText('ipconfig.txt');
  await expect(group).toContainText('hnsdiag.evtx');

  await imp.replay();
  await expect(page.getByTestId('replay-done')).toContainText(`Node ${NODE}`);
  await page.screenshot({ path: info.outputPath('import-folder.png') });
  expect(imp.errors).toEqual([]);
});

test('files dropped anywhere on the page are imported; undo puts the replay aside', async ({ page }) => {
  const imp = new ImportPage(page);
  await imp.open();
  const files = DUMPS.map((f) => ({ name: basename(f), text: readFileSync(f, 'utf8') }));
  // A drop as the browser delivers it: a DataTransfer with files, over the canvas.
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name));
    const canvas = document.querySelector('main')!;
    canvas.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true }));
    canvas.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);
  await expect(imp.rows).toHaveCount(3);
  await expect(page.getByTestId('import-drop')).not.toHaveAttribute('data-dragging');
  await imp.replay();
  await expect(page.getByTestId('breadcrumb-node')).toContainText(NODE);

  // Undo brings the demo back: the panel no longer offers probes against a node that is not shown.
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('replay-elsewhere')).toBeVisible();
  await expect(imp.section('probes')).toHaveCount(0);
  await imp.replay();
  await expect(imp.hint(/tcp\/80/)).toBeVisible();
  expect(imp.errors).toEqual([]);
});
