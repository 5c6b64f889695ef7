// Permalinks (design.md §4): a link opens at its step; the hash follows the user; an edited hash
// (or the back button) opens what it names; a share link carries a user's scenario (here one whose
// NetworkPolicy denies, to see the ACL drop name its rule); the URL wins over the autosave, which
// is offered back.
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { loadScenarioText } from '../src/io/scenario/load';
import { encodeShare } from '../src/io/share/link';
import type { Scenario } from '../src/cluster/scenario/schema';
import { PlayerPage } from './pages/player';

const talk = () => loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!;

/** The talk's cluster with a policy that lets web pods take traffic only from outside node 1's pod range. */
function denying(): Scenario {
  const s = talk();
  return {
    ...s,
    metadata: { ...s.metadata, name: 'talk-deny', title: 'The talk, with a deny policy' },
    networkPolicies: [
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'deny-node-1', namespace: 'default' },
        // No ingress rule: the policy agent programs an explicit deny (an ipBlock.except no longer
        // becomes a block ACL: it only narrows its own peer, issue 11).
        spec: { podSelector: { matchLabels: { app: 'web' } }, policyTypes: ['Ingress'] },
      },
    ],
  };
}

// The link journeys share one page: each follows its link in the tab (the app follows links,
// links-win.spec), as a reader given one link after another would; a boot each checked nothing more.
// The one that stops following and opens a node view comes last (that view stays), at its own size.
test('links on one page: a permalink at its step, step=end, an edited hash and back, a share link, a late step', async ({ page }, info) => {
  test.setTimeout(90_000);
  const player = new PlayerPage(page);

  await test.step('a permalink opens at its step, and the hash follows the user', async () => {
    await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=9');
    await expect(player.stepCounter).toHaveText(/^step 9 \//);
    await expect(player.event(9)).toHaveAttribute('aria-current', 'step');
    await expect(player.narration).toContainText('decap');
    await player.press('ArrowRight');
    await expect.poll(() => player.hash()).toBe('#/scenario/talk-l2bridge?probe=pod-to-service&step=10');
    await player.probe('pod-to-internet').click();
    await player.waitForEnd();
    const { total } = await player.position();
    await expect.poll(() => player.hash()).toBe(`#/scenario/talk-l2bridge?probe=pod-to-internet&step=${total}`);
    expect(player.errors).toEqual([]);
  });

  await test.step('step=end opens the verdict; an edited hash opens another probe; back goes back', async () => {
    await player.open('#/scenario/talk-l2bridge?probe=pod-to-stopped-server&step=end');
    await expect(player.probe('pod-to-stopped-server')).toHaveAttribute('aria-pressed', 'true');
    await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'dropped');
    await page.evaluate(() => (window.location.hash = '#/scenario/talk-l2bridge?probe=pod-to-pod-same-node&step=2'));
    await expect(player.stepCounter).toHaveText(/^step 2 \//);
    await expect(player.probe('pod-to-pod-same-node')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(player.probe('pod-to-stopped-server')).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => (window.location.hash = '#/scenario/talk-l2bridge?probe=no-such-probe'));
    await expect(page.getByTestId('notice')).toContainText('no probe "no-such-probe"');
    expect(player.errors).toEqual([]);
  });

  await test.step('an ACL drop names its rule, its HNS ACL and its NetworkPolicy (share link)', async () => {
    await player.open(`#/share/${encodeShare(denying())}?probe=pod-to-pod-other-node&step=end`);
    await expect(page.getByTestId('scenario-picker')).toContainText('The talk, with a deny policy');
    const verdict = player.verdict('request');
    await expect(verdict).toHaveAttribute('data-outcome', 'dropped');
    await expect(verdict.getByTestId('reason-code')).toHaveText('ACL_DENY');
    await expect(verdict.getByTestId('deciding-rule')).toHaveText('deny-all-in');
    await expect(verdict.getByTestId('provenance')).toContainText('HNS ACL');
    await expect(verdict.getByTestId('provenance-k8s')).toHaveText('← Kubernetes NetworkPolicy default/deny-node-1');
    await expect(verdict.getByTestId('nearest-allow')).toContainText('allow-host-to-endpoint');
    await expect(player.packet.getByTestId('packet-drop-reason')).toContainText('ACL_DENY');
    await verdict.screenshot({ path: info.outputPath('verdict-acl-drop.png') });
    // The blocking layer and its winning block rule, in the pipeline.
    await player.goToStep((await player.position()).total - 1);
    const pipeline = player.section('pipeline');
    await expect(pipeline.getByTestId('strip-ACL_ENDPOINT_LAYER')).toHaveAttribute('data-state', 'blocked');
    await expect(pipeline.getByTestId('winning-rule')).toContainText('deny-all-in');
    await pipeline.screenshot({ path: info.outputPath('pipeline-acl-block.png') });
    await page.screenshot({ path: info.outputPath('acl-drop.png') });
    expect(player.errors).toEqual([]);
  });

  await test.step('a link to a late step shows its row in the event list; a node view the packet is not on says where it is', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await player.open('#/scenario/talk-l2bridge?probe=pod-to-pod-other-node&step=end');
    await expect(player.probe('pod-to-pod-other-node')).toHaveAttribute('aria-pressed', 'true');
    await expect(player.stepCounter).toHaveText(/^step (\d+) \/ \1$/);
    const { total } = await player.position();
    await expect(player.event(total)).toBeInViewport();
    // The reply is delivered to the client on win-node-1; win-node-2's view does not draw the packet.
    await player.lookAround();
    await player.openNode('win-node-2');
    await expect(page.getByTestId('breadcrumb-node')).toContainText('win-node-2');
    await expect(page.getByTestId('packet-card')).toHaveCount(0);
    await expect(page.getByTestId('packet-elsewhere')).toHaveText('the packet is on win-node-1 ›');
    await page.getByTestId('packet-elsewhere').click();
    await expect(page.getByTestId('breadcrumb-node')).toContainText('win-node-1');
    await expect(page.getByTestId('packet-card')).toBeVisible();
    await expect(page.getByTestId('packet-elsewhere')).toHaveCount(0);
    expect(player.errors).toEqual([]);
  });
});

test('the URL wins over the autosave, which is offered back as "restore my work"', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge');
  const mine = { ...talk(), metadata: { name: 'mine', title: 'My own cluster' } };
  await page.evaluate((s) => localStorage.setItem('vfp-lab:autosave:v1', JSON.stringify({ scenario: s, source: { kind: 'autosave' } })), mine);
  // A fresh page load (a new hash alone would not reload the app).
  await page.goto('about:blank');
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=4');
  await expect(player.stepCounter).toHaveText(/^step 4 \//);
  const offer = page.getByTestId('restore-offer');
  await expect(offer).toContainText('My own cluster');
  await offer.getByTestId('restore-work').click();
  await expect(offer).toBeHidden();
  await expect(page.getByTestId('scenario-picker')).toContainText('My own cluster');
  await expect(page.getByTestId('inspector-empty')).toBeVisible();
  await expect.poll(() => player.hash()).toBe('#/');
  expect(player.errors).toEqual([]);
});

test('the demo: a first visit with nothing saved opens the talk and plays pod-to-service', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('');
  await expect(player.probe('pod-to-service')).toHaveAttribute('aria-pressed', 'true');
  await player.waitForEnd();
  await expect(player.verdict('request')).toHaveAttribute('data-outcome', 'delivered');
  expect(player.errors).toEqual([]);
});
