// Trace mode in Vietnamese (`?lang=vi`): the playback bar, the inspector's panels, the node view and
// the port close-up, a port's rules, Concepts, the shortcuts list, Presenter and the phone layout
// speak Vietnamese, keep Windows and Kubernetes names as they are, stay inside their boxes, and no
// control is drawn over another (the breadcrumb over the zoom buttons, say: pages/layout.ts).
// Screenshots are looked at by hand.
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { expectNoA11yViolations } from './a11y';
import { PlayerPage } from './pages/player';
import { layoutProblems, overflowing } from './pages/layout';

/** English UI words that must not show in Vietnamese (names such as layer or rule ids are allowed). */
const ENGLISH = /\b(Step|step \d|Speed|Follow|Key steps|Presenter|Verdict|Headers|Load balancer|On a real node|Send a packet|Probes|Events|Request|Reply|Press play|close|Keyboard shortcuts|Who programs what|Pitfalls)\b/;

async function openVi(page: Page, hash: string) {
  await page.goto(`/demo/?instant&lang=vi${hash}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
}

test('Trace mode speaks Vietnamese: playback, inspector, port rules, Concepts, shortcuts, Presenter', async ({ page }, info) => {
  test.setTimeout(150_000); // a long journey, and axe over the whole page on a busy machine
  const p = new PlayerPage(page);
  await openVi(page, '#/scenario/talk-l2bridge?probe=pod-to-service&step=1');
  const bar = page.getByTestId('playback');
  await expect(p.stepCounter).toHaveText(/^bước 1 \/ \d+$/);
  await expect(bar.getByTestId('play')).toHaveAccessibleName(/^(Chạy|Tạm dừng)$/);
  await expect(bar.getByTestId('toggle-presenter')).toHaveText('Trình chiếu');
  await page.getByTestId('step-forward').click();
  await expect(p.stepCounter).toHaveText(/^bước 2 \//);
  await expect(page.getByTestId('step-panel')).toContainText('Bước 2/');
  await expect(page.getByTestId('section-pipeline')).toContainText('Pipeline VFP');
  await expect(page.getByTestId('composer')).toContainText('Gửi một packet');
  await expect(page.getByTestId('probes')).toContainText('mong đợi');
  await expect(page.getByTestId('real-node')).toContainText('compartment của pod: vNIC, địa chỉ và gateway của nó');
  await expect(p.narration).toContainText('trên Linux: `ip route`'.replaceAll('`', ''));
  for (const part of [bar, page.getByTestId('inspector'), page.getByTestId('composer'), page.getByTestId('probes')]) {
    await expect(part).not.toContainText(ENGLISH);
    expect(await overflowing(part)).toEqual([]);
  }
  // The node view, Follow on: the breadcrumb (with the node's dumps and the pin) beside the zoom buttons.
  await expect(page.getByTestId('node-dumps-open')).toBeVisible();
  // The cards' own words come with the Vietnamese chunk (canvas/layout-words.vi.ts), not the first load.
  const canvas = page.locator('.react-flow');
  await expect(canvas).toContainText('NIC vật lý');
  await expect(canvas).not.toContainText('Physical NIC');
  expect(await layoutProblems(page, 'node view')).toEqual([]);
  await page.screenshot({ path: info.outputPath('trace-vi-step.png') });

  // The port close-up at the load-balancing step.
  const lb = await p.stepOf(/lbnat/);
  await p.event(lb).click();
  await expect(p.stepCounter).toHaveText(new RegExp(`^bước ${lb} /`));
  await expect(page.getByTestId('breadcrumb-port')).toBeVisible();
  expect(await layoutProblems(page, 'port close-up')).toEqual([]);
  await page.screenshot({ path: info.outputPath('closeup-vi.png') });

  // The end of the journey: the verdict and what made the rule.
  await page.keyboard.press('End');
  await expect(p.verdict('request')).toContainText('Chiều đi: tới nơi');
  await expect(page.getByTestId('section-verdict')).not.toContainText(ENGLISH);
  await page.getByTestId('inspector').screenshot({ path: info.outputPath('inspector-vi.png') });
  await expectNoA11yViolations(page, 'Trace mode in Vietnamese');

  // A drop, and what would make it pass.
  await p.probe('pod-to-stopped-server').click();
  await page.keyboard.press('End');
  await expect(p.verdict('request')).toContainText('Chiều đi: bị drop');
  await page.getByRole('button', { name: 'Sửa gì để packet qua được' }).click();
  await expect(page.getByTestId('fix').first()).toContainText('chạy lại:');
  await expect(page.getByTestId('section-verdict')).not.toContainText(ENGLISH);
  await page.getByTestId('inspector').screenshot({ path: info.outputPath('fix-vi.png') });

  // A port's rules, from the node view.
  await p.lookAround();
  await page.getByTestId('cluster-node-win-node-1').getByRole('button', { name: 'Mở node win-node-1' }).click();
  await page.locator('[data-testid^="port-"]').filter({ hasText: /rule/ }).first().click();
  await expect(page.getByTestId('port-rules')).toContainText('priority');
  await expect(page.getByTestId('port-rules').getByRole('radiogroup')).toHaveAccessibleName('Chiều');
  expect(await layoutProblems(page, 'cluster → node, port rules')).toEqual([]);
  await page.screenshot({ path: info.outputPath('port-rules-vi.png') });

  // Concepts, in Vietnamese content and all.
  await page.getByTestId('concepts-open').click();
  const concepts = page.getByTestId('concepts');
  await expect(concepts).toContainText('Ai cấu hình cái gì');
  await expect(concepts).toContainText('Debug một node, theo thứ tự');
  await expect(concepts).toContainText('vfpctrl /port <port> /list-rule');
  await expect(concepts).not.toContainText(ENGLISH);
  expect(await overflowing(concepts)).toEqual([]);
  expect(await layoutProblems(page, 'Concepts')).toEqual([]);
  await page.screenshot({ path: info.outputPath('concepts-vi.png') });
  await page.getByTestId('concepts-close').click();

  // The ? list.
  await page.keyboard.press('?');
  const keys = page.getByTestId('shortcuts');
  await expect(keys).toContainText('Phím tắt');
  await expect(keys).toContainText('chạy / tạm dừng');
  await expect(keys).not.toContainText(ENGLISH);
  expect(await layoutProblems(page, 'shortcuts')).toEqual([]);
  await keys.screenshot({ path: info.outputPath('shortcuts-vi.png') });
  await page.keyboard.press('Escape');

  // Presenter: larger words, same language, nothing spilling out of the bar.
  await page.getByTestId('toggle-presenter').click();
  await expect(bar).not.toContainText(ENGLISH);
  expect(await overflowing(bar)).toEqual([]);
  expect(await layoutProblems(page, 'Presenter')).toEqual([]);
  await page.screenshot({ path: info.outputPath('presenter-vi.png') });
  expect(p.errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the phone layout speaks Vietnamese', async ({ page }, info) => {
    await openVi(page, '#/scenario/talk-l2bridge?probe=pod-to-service&step=1');
    const layout = page.getByTestId('phone-layout');
    await expect(layout).toContainText('chỉ xem trên điện thoại');
    await expect(page.getByTestId('phone-probe')).toHaveAccessibleName('Probe để chạy');
    await expect(page.getByTestId('step-counter')).toHaveText(/^bước 1 \//);
    await expect(page.getByTestId('phone-playback')).not.toContainText(ENGLISH);
    expect(await layoutProblems(page, 'phone')).toEqual([]);
    await page.screenshot({ path: info.outputPath('phone-vi.png'), fullPage: true });
  });
});
