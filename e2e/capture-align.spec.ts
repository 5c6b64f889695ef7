// Your node's capture beside the walk (issue 25): the talk's pod-to-service walk with a pktmon
// capture the node agrees with on every step, then one where the node drops the SYN entering
// web-1's port (step 18): the verdict's line, the marks in the event list and the close-up's chip.
// And the PowerShell that collects such a capture. Screenshots were opened and looked at.
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

const files = (dir: string) => [`fixtures/captures/${dir}/pktmon-capture.txt`, `fixtures/captures/${dir}/pktmon-list.txt`];

test('a pktmon capture lined up with the walk: agree on the whole trip, then part at step 18 (pktmon: Filtered)', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service');
  const section = page.getByTestId('section-capture');
  // The inspector's sections are lazy chunks: on a cold, busy machine they take a while.
  await expect(section.getByTestId('capture-empty')).toBeVisible({ timeout: 30_000 });

  await section.getByTestId('capture-input').setInputFiles(files('talk-vip'));
  await expect(section.getByTestId('capture-file')).toHaveCount(2);
  await expect(section.getByTestId('capture-row').first()).toContainText('pktmon etl2txt');
  await expect(section.getByTestId('capture-counts').first()).toContainText(/event/);
  const line = section.getByTestId('model-vs-node');
  await expect(line).toContainText('model and node agree on the whole trip');
  await expect(line).toHaveAttribute('data-agree', 'true');
  await expect(page.getByTestId('section-verdict').getByTestId('model-vs-node')).toContainText('agree on the whole trip');
  await expect(page.getByTestId('event-3')).toHaveAttribute('data-node-mark', 'agree');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('capture-agree.png') });

  // The acl-drop pair has the same names: it replaces the first.
  await section.getByTestId('capture-input').setInputFiles(files('talk-vip-acl-drop'));
  await expect(section.getByTestId('capture-file')).toHaveCount(2);
  await expect(line).toContainText('they part at');
  await expect(line).toContainText('pktmon: Filtered');
  await expect(line).toHaveAttribute('data-agree', 'false');
  await expect(section.getByTestId('capture-pair-18')).toHaveAttribute('data-mark', 'part');
  await expect(page.getByTestId('event-18')).toHaveAttribute('data-node-mark', 'part');
  await expect(page.getByTestId('event-18').getByTestId('node-mark')).toContainText('model and node part here');

  await player.goToStep(18);
  const chip = page.getByTestId('canvas').getByTestId('closeup-node-drop');
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('pktmon: Filtered');
  await page.screenshot({ path: info.outputPath('capture-part-canvas.png') });

  // Vietnamese: the aligner's sentences in the user's language, and a capture reader's warning (a
  // message value) too: a `pktmon list` with a line that is no component row.
  await page.getByTestId('lang-vi').click();
  await expect(line).toContainText('tách nhau tại');
  const list = readFileSync('fixtures/captures/talk-vip/pktmon-list.txt', 'utf8').replace(/(\r?\n)( +9 )/, '$1    this row is no component$1$2');
  await section.getByTestId('capture-input').setInputFiles({ name: 'pktmon-list-pasted.txt', mimeType: 'text/plain', buffer: Buffer.from(list) });
  await expect(section.getByTestId('capture-warning').first()).toContainText(/dòng \d+ không phải dòng component của pktmon list: bỏ qua/);
  await section.getByTestId('capture-remove').last().click();
  await expect(section.getByTestId('capture-file')).toHaveCount(2);
  await page.getByTestId('lang-en').click();

  await section.getByTestId('capture-remove').first().click();
  await section.getByTestId('capture-remove').first().click();
  // The inspector's sections are lazy chunks: on a cold, busy machine they take a while.
  await expect(section.getByTestId('capture-empty')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('model-vs-node')).toHaveCount(0);
  expect(player.errors).toEqual([]);
});

test('collect from the node: the PowerShell for the probe, to copy or download', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service');
  const section = page.getByTestId('section-capture');
  await section.getByTestId('collect-open').click();
  const panel = section.getByTestId('collect-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('collect-script')).toHaveValue(/pktmon filter add/);
  await expect(panel).toContainText('win-node-1');
  const download = page.waitForEvent('download');
  await panel.getByTestId('collect-download').click();
  expect((await download).suggestedFilename()).toBe('vfplab-collect-pod-to-service.ps1');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('collect-dialog.png') });
  expect(player.errors).toEqual([]);
});
