// Nothing the user made is lost: a share link followed in the same tab replaces the document, but
// the edit is offered back in place and after a reload. The built page carries its CSP.
import { readFileSync } from 'node:fs';
import { expect, test } from './pages/test';
import { loadScenarioText } from '../src/io/scenario/load';
import { encodeShare } from '../src/io/share/link';
import { BuilderPage } from './pages/builder';

const linked = () => {
  const s = loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!;
  return { ...s, metadata: { name: 'from-a-link', title: 'From a link' } };
};

test('an edit, then a share link in the same tab, then a reload: "restore my work" gives the edit back', async ({ page }, info) => {
  const b = new BuilderPage(page);
  await b.open();
  await b.newScenario();
  await b.page.getByTestId('empty-add-node').click();
  await b.add('windows-node');
  await expect(b.clusterNode('win-node-2')).toBeVisible();

  // Pasted into the address bar of the same tab: a hash change, no reload.
  await page.evaluate((h) => (window.location.hash = h), `#/share/${encodeShare(linked())}`);
  await expect(b.picker).toContainText('From a link');
  const offer = page.getByTestId('restore-offer');
  await expect(offer).toContainText('My cluster');
  await page.screenshot({ path: info.outputPath('restore-offer.png') });

  await page.reload();
  await expect(b.picker).toContainText('From a link');
  await expect(offer).toContainText('My cluster');
  await offer.getByTestId('restore-work').click();
  await expect(offer).toBeHidden();
  await expect(b.picker).toContainText('My cluster');
  await expect(b.clusterNode('win-node-1')).toBeVisible();
  await expect(b.clusterNode('win-node-2')).toBeVisible();
  // The link's document is kept too.
  await expect(page.getByTestId('recent-group')).toContainText('From a link');
  expect(b.errors).toEqual([]);
});

test('the built page carries a strict Content-Security-Policy, and the shared fixture sees a violation', async ({ page, cspViolations }) => {
  const b = new BuilderPage(page);
  await b.open();
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  // An inline script is refused (and reported): the policy is in force.
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((r) => document.addEventListener('securitypolicyviolation', (e) => r(e.effectiveDirective), { once: true }));
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.head.append(s);
    return [await blocked, (window as { __inline?: number }).__inline ?? 0] as const;
  });
  expect(ran).toEqual(['script-src-elem', 0]);
  // The fixture every spec uses saw it (it would fail this test): taken back, as it was provoked.
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  cspViolations.splice(0);
});

test('a full storage is said at once, with "Save to file"', async ({ page }, info) => {
  // Storage works (the app keeps using it) but refuses the autosave, as a full quota does.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (k === 'vfp-lab:autosave:v1') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, k, v);
    };
  });
  const b = new BuilderPage(page);
  await b.open();
  await b.newScenario();
  const failed = page.getByTestId('save-failed');
  await expect(failed).toContainText('storage is full');
  await page.screenshot({ path: info.outputPath('save-failed.png') });
  const download = page.waitForEvent('download');
  await failed.getByTestId('save-failed-download').click();
  expect((await download).suggestedFilename()).toBe('my-cluster.yaml');
});

test('two tabs on one document: the save of the other tab is said, and "take theirs" opens it', async ({ page, context }, info) => {
  const a = new BuilderPage(page);
  await a.open();
  await a.newScenario();
  await a.page.getByTestId('empty-add-node').click();
  await expect(a.clusterNode('win-node-1')).toBeVisible();

  const b = new BuilderPage(await context.newPage());
  await b.open('#/');
  await expect(b.clusterNode('win-node-1')).toBeVisible();
  await a.add('windows-node');
  await expect(a.clusterNode('win-node-2')).toBeVisible();

  const banner = b.page.getByTestId('other-tab');
  await expect(banner).toContainText('Another tab saved');
  await expect(b.clusterNode('win-node-2')).toHaveCount(0);
  await b.page.screenshot({ path: info.outputPath('other-tab.png') });
  await banner.getByTestId('take-theirs').click();
  await expect(b.clusterNode('win-node-2')).toBeVisible();
  await expect(banner).toBeHidden();
  expect([...a.errors, ...b.errors]).toEqual([]);
});

test('an edit of a built-in, then a reload at once: the edit comes back, not the built-in the address bar named', async ({ page }) => {
  const b = new BuilderPage(page);
  await b.open();
  await expect(page).toHaveURL(/#\/scenario\/talk-l2bridge/);
  await page.getByTestId('mode-build').click();
  await page.getByTestId('outline-pod-web-1').click();
  await page.getByTestId('pod-ip').fill('10.244.1.77');
  await page.getByTestId('pod-ip').press('Enter');
  // No pause: the hash is written when the document is first edited, not a moment later.
  await page.reload();
  await page.getByTestId('mode-build').click();
  await page.getByTestId('outline-pod-web-1').click();
  await expect(page.getByTestId('pod-ip')).toHaveValue('10.244.1.77');
  await expect(page.getByTestId('restore-offer')).toHaveCount(0);
});
