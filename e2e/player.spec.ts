// The packet journey (issue 6): every probe of the talk's scenario plays to its verdict; the
// service path shows its encap, decap, DNAT and backend; stepping back restores the earlier step;
// the inspector's panels explain each step. Screenshots of each panel are kept as artifacts.
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { loadScenarioText } from '../src/io/scenario/load';
import { PlayerPage } from './pages/player';
import { expectNoA11yViolations } from './a11y';

const TALK = loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!;

// One page plays every probe in turn (a click on the next one starts it from its first step): a
// boot per probe cost about 2 CPU-seconds and checked nothing more.
test('the talk scenario, probe by probe: each plays to its verdict', async ({ page }, info) => {
  test.setTimeout(45_000 + 15_000 * TALK.probes.length);
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge');
  for (const probe of TALK.probes) {
    await test.step(`${probe.name} plays to its verdict`, async () => {
      await player.probe(probe.name).click();
      // The click shows the new probe at step 0 in the same render: its end, not the last probe's, is waited for.
      await expect(player.probe(probe.name)).toHaveAttribute('aria-pressed', 'true');
      await player.waitForEnd();
      const verdict = player.verdict('request');
      await expect(verdict).toHaveAttribute('data-outcome', probe.expect!.outcome!);
      if (probe.expect?.reason) await expect(verdict.getByTestId('reason-code')).toHaveText(probe.expect.reason);
      await expect(player.probe(probe.name)).toHaveAttribute('aria-pressed', 'true');
      await expect(player.probe(probe.name)).toContainText('as expected');
      await page.screenshot({ path: info.outputPath(`${probe.name}-end.png`) });
      expect(player.errors).toEqual([]);
    });
  }
});

// The Service walk's journeys that start at its first step share one page: each later one follows the
// walk's link in the tab (the app follows links, links-win.spec), as a reader going back to the start
// would. A fresh page per journey cost a boot and the slow first steps of a new page, and checked
// nothing more. The event filters come last: they stay set.
const SERVICE_WALK = '#/scenario/talk-l2bridge?probe=pod-to-service&step=1';

test('the Service walk on one page: encap, decap and DNAT; step back; the pipeline panel; On a real node; the event filters', async ({ page, context }, info) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const player = new PlayerPage(page);
  const fromTheStart = async (first: boolean) => {
    if (first) await player.open(SERVICE_WALK);
    else {
      // Another probe's link first: when the app has not written the step into the address yet, the
      // walk's own link is the address already, and setting it again changes nothing (no hashchange).
      await page.evaluate(() => void (window.location.hash = '#/scenario/talk-l2bridge?probe=pod-to-pod-same-node&step=1'));
      await expect(player.probe('pod-to-pod-same-node')).toHaveAttribute('aria-pressed', 'true');
      await page.evaluate((h) => void (window.location.hash = h), SERVICE_WALK);
    }
    await expect(player.probe('pod-to-service')).toHaveAttribute('aria-pressed', 'true');
    await expect(player.stepCounter).toHaveText(/^step 1 \//);
  };

  await test.step('pod-to-service: encap to the management port, decap, DNAT to the chosen backend', async () => {
    await fromTheStart(true);
    const encap = await player.stepOf(/encap to the management port/);
    const decap = await player.stepOf(/decap: pop/);
    const lb = await player.stepOf(/lbnat/);
    expect(encap).toBeLessThan(decap);
    expect(decap).toBeLessThan(lb);

    await player.goToStep(encap);
    await expect(player.packet).toHaveAttribute('data-outer', 'host-encap');
    await expect(player.packet.getByTestId('packet-outer')).toContainText('to management port');
    await expect(page.getByTestId('outer-headers')).toContainText('host-internal encapsulation');
    await player.section('pipeline').screenshot({ path: info.outputPath('pipeline-encap.png') });

    await player.goToStep(decap);
    await expect(player.packet).not.toHaveAttribute('data-outer');
    await expect(page.getByTestId('outer-removed')).toBeVisible();
    await expect(player.packet.getByTestId('packet-chip-decap')).toBeVisible();

    await player.goToStep(lb);
    await expect(player.packet.getByTestId('packet-chip-dnat')).toHaveText('DNAT');
    // The rewritten destination is marked on the card and in the headers.
    await expect(player.packet.locator('[data-field="dst"][data-flash]')).toHaveText('10.244.1.36');
    // Without DSR the load balancer rewrites the source to the node IP too (kubernetes/kubernetes#83072).
    await expect(player.section('headers').locator('tr[data-changed]')).toHaveCount(5);
    await expect(player.section('headers')).toContainText('was 10.96.0.50');
    await expect(player.section('headers')).toContainText('was 10.244.1.39');
    const lbPanel = page.getByTestId('lb-panel');
    await expect(lbPanel.locator('[data-chosen]')).toContainText('web-1');
    await expect(lbPanel.getByTestId('lb-hash-input')).toHaveText('10.244.1.39|49155|10.96.0.50|80|tcp');
    await expect(player.packet.getByTestId('packet-lb')).toContainText('web-1');
    await player.section('headers').screenshot({ path: info.outputPath('headers-dnat.png') });
    await player.section('lb').screenshot({ path: info.outputPath('lb.png') });
    await player.section('pipeline').screenshot({ path: info.outputPath('pipeline-lb.png') });
    await expectNoA11yViolations(page, 'Trace mode, the VIP walk at the load-balancing step');

    await player.press('End');
    await expect(player.verdict('request')).toContainText('pod/default/web-1');
    await expect(player.verdict('reply')).toHaveAttribute('data-outcome', 'delivered');
    await player.section('verdict').screenshot({ path: info.outputPath('verdict-delivered.png') });
    expect(player.errors).toEqual([]);
  });

  await test.step('step back restores the earlier step, on the canvas and in every panel', async () => {
    await fromTheStart(false);
    const lb = await player.stepOf(/lbnat/);
    await player.goToStep(lb);
    const before = {
      narration: await player.narration.textContent(),
      headers: await player.section('headers').textContent(),
      pipeline: await player.section('pipeline').textContent(),
      packet: await player.packet.textContent(),
    };
    await player.press('ArrowRight');
    await player.press('ArrowRight');
    await expect(player.stepCounter).toHaveText(new RegExp(`step ${lb + 2} /`));
    await expect(player.narration).not.toHaveText(before.narration!);
    await page.getByTestId('step-back').click();
    await player.press('ArrowLeft');
    await expect(player.stepCounter).toHaveText(new RegExp(`step ${lb} /`));
    await expect(player.narration).toHaveText(before.narration!);
    await expect(player.section('headers')).toHaveText(before.headers!);
    await expect(player.section('pipeline')).toHaveText(before.pipeline!);
    await expect(player.packet).toHaveText(before.packet!);
    await expect(player.event(lb)).toHaveAttribute('aria-current', 'step');
    expect(player.errors).toEqual([]);
  });

  await test.step('the pipeline panel shows skipped groups, the winning rule and a flow-cache hit', async () => {
    await fromTheStart(false);
    await player.goToStep(await player.stepOf(/SLB_NAT_LAYER · group/));
    const pipeline = player.section('pipeline');
    await expect(pipeline.getByTestId('strip-SLB_NAT_LAYER')).toHaveAttribute('aria-pressed', 'true');
    await expect(pipeline.getByTestId('strip-VNET_ENCAP_LAYER')).toHaveAttribute('data-state', 'upcoming');
    await expect(pipeline.locator('[data-skipped="direction"]')).toContainText('skipped: wrong direction');
    await expect(pipeline.getByTestId('winning-rule')).toContainText('OUTBOUNDNAT_EXCEPTION_10.96.0.0/12');
    await expect(pipeline.getByTestId('winning-rule').locator('[data-pass="true"]')).toContainText('10.96.0.50');

    // Picking an earlier layer of the pass explains it; a later one only says when it comes.
    await pipeline.getByTestId('strip-ACL_ENDPOINT_LAYER').click();
    await expect(pipeline.getByTestId('layer-detail')).toContainText('ACL_ENDPOINT_LAYER');
    await pipeline.getByTestId('strip-VNET_ENCAP_LAYER').focus();
    await page.keyboard.press('Enter');
    await expect(pipeline).toContainText('The packet reaches VNET_ENCAP_LAYER at step');

    await player.goToStep(await player.stepOf(/flow cache hit/));
    await expect(pipeline.getByTestId('flow-hit')).toContainText('One lookup');
    await expect(pipeline.getByTestId('strip-ACL_ENDPOINT_LAYER')).toHaveAttribute('data-state', 'cached');
    await pipeline.screenshot({ path: info.outputPath('pipeline-flow-hit.png') });
    expect(player.errors).toEqual([]);
  });

  await test.step('"On a real node" gives the vfpctrl and hnsdiag commands that show the step, with the real port GUID; copy puts one on the clipboard', async () => {
    await fromTheStart(false);
    await player.goToStep(await player.stepOf(/lbnat/));
    const real = player.section('real-node');
    await real.scrollIntoViewIfNeeded();
    const commands = real.getByTestId('real-node-command').locator('code');
    await expect(commands.first()).toHaveText(/^vfpctrl \/port [0-9a-f-]{36} \/layer SLB_LB_LAYER \/group \S+ \/list-rule$/i);
    await expect(commands.filter({ hasText: 'hnsdiag list loadbalancers -d' })).toHaveCount(1);
    await expect(real).toContainText('in PowerShell as Administrator');
    await real.getByRole('button', { name: /^Copy vfpctrl/ }).first().click();
    await expect(real.getByRole('button', { name: /^Copy vfpctrl/ }).first()).toHaveText('copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await commands.first().textContent());
    await real.screenshot({ path: info.outputPath('real-node-lb.png') });
    // The send step runs in the pod.
    await player.goToStep(1);
    await expect(commands.first()).toHaveText('kubectl exec -n default client -- ipconfig /all');
    expect(player.errors).toEqual([]);
  });

  await test.step('the event list filters by kind and layer without renumbering, and jumps on click', async () => {
    await fromTheStart(false);
    await page.getByTestId('filters-button').click();
    await page.getByTestId('filter-tone-encap').click();
    const rows = page.getByTestId('event-list').getByRole('button');
    // The request's encap and decap, and the reply's (it is addressed to the node IP: NeedEncap again).
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toHaveAttribute('data-tone', 'encap');
    await expect(page.getByTestId('filter-count')).toContainText('showing 4 of');
    await page.getByTestId('event-filters').screenshot({ path: info.outputPath('event-filters.png') });
    await expectNoA11yViolations(page, 'Trace mode, the event filters open');
    const step = Number((await rows.nth(1).getAttribute('data-testid'))!.replace('event-', ''));
    await rows.nth(1).click();
    await expect(player.stepCounter).toHaveText(new RegExp(`step ${step} /`));
    await page.getByRole('button', { name: 'clear filters' }).click();
    await page.getByTestId('filter-layer').selectOption('SLB_LB_LAYER');
    await expect(rows).toHaveCount(await page.getByTestId('event-list').getByRole('button').filter({ hasText: 'SLB_LB_LAYER' }).count());
    expect(player.errors).toEqual([]);
  });
});

test("a port's rules say what this trace counted on them, as vfpctrl's counters would", async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=end');
  await player.lookAround();
  await player.openNode('win-node-1');
  await page.getByRole('button', { name: /VFP port/ }).filter({ hasText: 'mgmt vNIC' }).click();
  const rules = page.getByTestId('port-rules');
  await expect(rules.getByTestId('port-walked')).toContainText(/this trace: \d+ out, \d+ in/);
  await rules.getByTestId('port-rules-filter').fill('LB_10.96.0.50');
  await expect(rules.getByTestId('rule-walked').first()).toHaveText('this trace: 1 matched');
  expect(player.errors).toEqual([]);
});

test('keyboard: Space plays and pauses, Home and End, ? lists the shortcuts', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-internet&step=3');
  await player.press('End');
  const { total } = await player.position();
  await expect(player.stepCounter).toHaveText(`step ${total} / ${total}`);
  await player.press('Home');
  await expect(player.stepCounter).toHaveText(`step 1 / ${total}`);
  await player.press(' ');
  await player.waitForEnd();
  await player.press('?');
  await expect(page.getByTestId('shortcuts')).toContainText('play / pause');
  await player.press('Escape');
  await expect(page.getByTestId('shortcuts')).toBeHidden();
  expect(player.errors).toEqual([]);
});

test('the load balancer: another source port or affinity moves the choice; the spread over 100 000 flows', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=end');
  const lb = page.getByTestId('lb-panel');
  const result = lb.getByTestId('lb-what-if-result');
  await expect(result).toContainText('same as traced');
  // With the 5-tuple hash some nearby source port lands on the other backend.
  let moved = false;
  for (let i = 0; i < 12 && !moved; i++) {
    await lb.getByRole('button', { name: 'Source port plus one' }).click();
    moved = ((await result.textContent()) ?? '').includes('moved from #1');
  }
  expect(moved).toBe(true);
  await expect(result).toContainText('web-2');
  // Source-IP affinity ignores the port: the choice no longer moves with it.
  await lb.getByTestId('lb-distribution').selectOption('sourceIp');
  await expect(lb.getByTestId('lb-what-if')).toContainText('It hashes source IP only');
  await expect(result).toContainText('hash(10.244.1.39) =');
  const affine = (await result.textContent())!;
  await lb.getByRole('button', { name: 'Source port plus one' }).click();
  await lb.getByRole('button', { name: 'Source port plus one' }).click();
  await expect(result).toHaveText(affine);
  // 10 000 flows of one client (source ports differ), counted in the worker: all on one backend.
  await lb.getByTestId('lb-flows').selectOption('10000');
  const bars = lb.getByTestId('lb-histogram');
  await expect(bars).toHaveAttribute('aria-label', /web-\d: 10000 flows/);
  await expect(lb.getByTestId('lb-spread-note')).toContainText('Web Worker');
  // 100 000 clients spread over both backends.
  await lb.getByTestId('lb-flows').selectOption('100000');
  await lb.getByTestId('lb-vary').selectOption('srcIp');
  await expect(bars).toHaveAttribute('aria-label', /^web-1: [1-9]\d+ flows; web-2: [1-9]\d+ flows$/);
  await lb.screenshot({ path: info.outputPath('lb-what-if.png') });
  expect(player.errors).toEqual([]);
});

test('panels fold, the canvas takes the room, and presenter mode closes both panels and enlarges the narration', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=6');
  const canvas = page.getByTestId('canvas');
  const wide = (await canvas.boundingBox())!.width;
  await page.getByTestId('toggle-left').click();
  await page.getByTestId('toggle-right').click();
  await expect(page.getByRole('complementary', { name: 'Inspector' })).toBeHidden();
  expect((await canvas.boundingBox())!.width).toBeGreaterThan(wide + 600);
  await page.getByTestId('toggle-right').click();
  await expect(page.getByTestId('inspector')).toBeVisible();
  const small = await player.narration.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  await page.getByTestId('toggle-presenter').click();
  await expect(page.getByTestId('toggle-presenter')).toHaveAttribute('aria-pressed', 'true');
  expect(await player.narration.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThan(small);
  // On a projector the canvas takes the whole width; leaving presenter mode gives the panels back.
  await expect(page.getByTestId('inspector')).toBeHidden();
  await expect(page.getByTestId('toggle-left')).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: info.outputPath('presenter.png') });
  await expectNoA11yViolations(page, 'Presenter mode');
  await page.getByTestId('toggle-presenter').click();
  await expect(page.getByTestId('inspector')).toBeVisible();
  await expect(page.getByTestId('toggle-left')).toHaveAttribute('aria-expanded', 'false');
  expect(player.errors).toEqual([]);
});

test('no layout shift: folding inspector sections or toggling a panel moves neither the bars nor the canvas content', async ({ page }) => {
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=3');
  await player.lookAround();
  const node = page.getByTestId('cluster-node-win-node-1');
  const bar = page.getByTestId('playback');
  const where = async () => ({ node: (await node.boundingBox())!, bar: (await bar.boundingBox())!.y, top: (await page.getByTestId('scenario-picker').boundingBox())!.y });
  const before = await where();
  // Sections of the inspector fold and unfold: the canvas keeps its size, nothing else moves.
  for (const id of ['verdict', 'pipeline', 'headers'] as const) {
    await player.section(id).getByRole('button').first().click();
    await player.section(id).getByRole('button').first().click();
  }
  expect(await where()).toEqual(before);
  // The right panel closes and opens again: the content comes back exactly where it was.
  await page.getByTestId('toggle-right').click();
  await expect(page.getByTestId('inspector')).toBeHidden();
  expect((await where()).bar).toBe(before.bar);
  await page.getByTestId('toggle-right').click();
  await expect(page.getByTestId('inspector')).toBeVisible();
  await expect.poll(async () => (await where()).node.x).toBeCloseTo(before.node.x, 0);
  expect(await where()).toEqual(before);
  expect(player.errors).toEqual([]);
});

test('dark theme and reduced motion (the OS setting is honoured)', async ({ page }, info) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = new PlayerPage(page);
  await player.open('#/scenario/talk-l2bridge?probe=pod-to-stopped-server&step=end', { instant: false });
  await expect(page.getByTestId('toggle-motion')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toggle-motion')).toBeDisabled();
  await page.getByTestId('theme').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(player.packet).toHaveAttribute('data-dropped', 'true');
  await expect(player.packet.getByTestId('packet-drop-reason')).toContainText('NO_LISTENER');
  await page.screenshot({ path: info.outputPath('dark-drop.png') });
  await expectNoA11yViolations(page, 'Trace mode, dark theme, at a drop');
  expect(player.errors).toEqual([]);
});
