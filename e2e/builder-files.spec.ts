// Opening files: a broken one changes nothing and says what is wrong (file, line, field) where the
// action was taken; a valid one dropped anywhere opens; Save downloads the scenario as YAML.
import { expect, test } from './pages/test';
import { BuilderPage } from './pages/builder';

const VALID = `apiVersion: vfp-lab/v1
kind: Scenario
metadata:
  name: dropped-lab
  title: Dropped lab
nodes:
  - name: win-a
    os: windows
  - name: lin-b
    os: linux
pods:
  - name: api
    node: lin-b
    labels: { app: api }
    listen: [tcp/8080]
`;

const MISSING_NAME = `apiVersion: vfp-lab/v1
kind: Scenario
metadata:
  title: No name
nodes: []
`;

const BAD_SYNTAX = `apiVersion: vfp-lab/v1
kind: Scenario
metadata:
  name: broken
nodes: [
  - name: a
`;

test.beforeEach(async ({ page }) => {
  const b = new BuilderPage(page);
  await b.open('#/scenario/talk-l2bridge');
  await expect(b.clusterNode('win-node-1')).toBeVisible();
});

test('a file missing a required field is refused with its line and field; the canvas stays', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.openFile('no-name.yaml', MISSING_NAME);
  await expect(b.openError).toContainText('no-name.yaml was not opened: your scenario is unchanged.');
  await expect(b.openError).toContainText('no-name.yaml:4 · metadata.name: is required');
  await expect(b.clusterNode('win-node-1')).toBeVisible();
  await expect(b.service('web')).toContainText('2 backends');
  await expect(b.undoButton()).toBeDisabled();
  await b.openError.getByRole('button', { name: 'close' }).click();
  await expect(b.openError).toHaveCount(0);
});

test('a file with a YAML syntax error is refused with the parser’s words; the canvas stays', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.openFile('broken.yaml', BAD_SYNTAX);
  await expect(b.openError).toContainText('broken.yaml was not opened');
  await expect(b.openError).toContainText(/broken\.yaml.*: .*(flow|indent)/i);
  await expect(b.clusterNode('win-node-1')).toBeVisible();
  await expect(b.picker).toHaveValue('talk-l2bridge');
});

test('a valid file dropped on the page opens, and undo brings the previous scenario back', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.dropFile('lab.yaml', VALID);
  await expect(b.clusterNode('win-a')).toContainText('Windows');
  await expect(b.clusterNode('lin-b')).toContainText('netns + veth + bridge · iptables');
  await expect(b.clusterNode('lin-b').getByTestId('pod-chip-api')).toBeVisible();
  await expect(b.picker).toContainText('Dropped lab');
  await expect(b.page.getByTestId('drop-hint')).toHaveCount(0);
  await expect(b.undoButton()).toHaveAttribute('title', 'Undo: open lab.yaml (Ctrl+Z)');
  await b.undoButton().click();
  await expect(b.clusterNode('win-node-1')).toBeVisible();
  expect(b.errors).toEqual([]);
});

test('Save downloads the scenario as YAML that opens again', async ({ page }) => {
  const b = new BuilderPage(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('file-save').click()]);
  expect(download.suggestedFilename()).toBe('talk-l2bridge.yaml');
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text).toContain('apiVersion: vfp-lab/v1');
  expect(text).toContain('name: web-2');
  await b.newScenario();
  await b.openFile('talk-l2bridge.yaml', text);
  await expect(b.service('web')).toContainText('2 backends');
});

test('the document left for another stays under Recent in the picker, across a reload, and opens again', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.dropFile('lab.yaml', VALID);
  await expect(b.clusterNode('win-a')).toBeVisible();
  await page.getByTestId('mode-build').click();
  await b.addPod({ node: 'win-a', name: 'extra' });
  await expect(b.clusterNode('win-a').getByTestId('pod-chip-extra')).toBeVisible();
  // Another built-in replaces it: the edited lab joins the recent list.
  await b.picker.selectOption('gke-hybrid');
  await expect(b.clusterNode('win-a')).toHaveCount(0);
  const recent = b.picker.locator('optgroup[label^="Recent"] option');
  await expect(recent).toHaveText(['Dropped lab · lab.yaml · edited']);
  await page.reload();
  await expect(b.picker.locator('optgroup[label^="Recent"] option')).toHaveText(['Dropped lab · lab.yaml · edited']);
  await b.picker.selectOption({ label: 'Dropped lab · lab.yaml · edited' });
  await expect(b.clusterNode('win-a').getByTestId('pod-chip-extra')).toBeVisible();
  await expect(b.picker.locator('option:checked')).toHaveText('Dropped lab');
  // The document on screen is not offered again; the built-in left unedited is not kept.
  await expect(b.picker.locator('optgroup[label^="Recent"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('picker-recent.png') });
  expect(b.errors).toEqual([]);
});
