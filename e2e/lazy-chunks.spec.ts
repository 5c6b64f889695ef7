// Issue 16: the first load carries only what the demo's first step needs; each mode loads its own
// chunk when it opens, and works once it has.
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import type { Scenario } from '../src/cluster/scenario/schema';
import { encodeShare } from '../src/io/share/link';
import { NOT_YET } from '../src/ui/i18n/t';
import { traceEn } from '../src/ui/i18n/areas/trace.en';
import { buildEn } from '../src/ui/i18n/areas/build.en';
import { importEn } from '../src/ui/i18n/areas/import.en';
import { lessonsEn } from '../src/ui/i18n/areas/lessons.en';

/** The JS files the page fetched so far, by name without the hash (`BuildPanel`, `validate`...). */
function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const m = /\/assets\/([A-Za-z0-9_-]+?)-[A-Za-z0-9_-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m) seen.add(m[1]!);
  });
  return seen;
}

test('Build, Import, Concepts and the load balancer charts load their chunks when they open', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const scripts = scriptsOf(page);
  await page.goto('/demo/?instant#/scenario/talk-l2bridge?probe=pod-to-service&step=1');
  await expect(page.getByTestId('step-panel')).toBeVisible();
  // Each mode's English words (src/ui/i18n/words) come with it, not before. (Build's come with the
  // top bar's New/Open/Save, right after the first step: in no mode are they in the first load.)
  // (The inspector's sections, LbPanel among them, are warmed at the first idle moment after the
  // first step, so that playback never waits on one: the last test holds them out of the first load.)
  // zod and the checked node objects (schema, node-overrides) come with Build or an import, not before:
  // the replay checks of the player and the inspector once pulled node-overrides into the first load.
  for (const chunk of ['BuildPanel', 'ImportPanel', 'ConceptsPanel', 'schema', 'node-overrides', 'import-en'])
    expect(scripts, `${chunk} before its mode opened`).not.toContain(chunk);

  await page.getByTestId('mode-build').click();
  await expect(page.getByTestId('build-panel')).toBeVisible();
  expect(scripts).toContain('BuildPanel');
  expect(scripts).toContain('build-en');
  await expect(page.getByTestId('build-panel').getByText(NOT_YET, { exact: true })).toHaveCount(0);
  // The builder edits the document: the validation chunk came with it, and an edit goes through.
  await page.getByTestId('open-cluster-settings').click();
  await page.screenshot({ path: info.outputPath('build-mode.png') });

  await page.getByTestId('mode-import').click();
  await expect(page.getByTestId('import-panel')).toBeVisible();
  expect(scripts).toContain('ImportPanel');
  expect(scripts).toContain('import-en');
  await expect(page.getByTestId('import-panel').getByText(NOT_YET, { exact: true })).toHaveCount(0);

  await page.getByTestId('concepts-open').click();
  await expect(page.getByTestId('concepts')).toBeVisible();
  expect(scripts).toContain('ConceptsPanel');

  await page.getByTestId('concepts-close').click();
  await page.getByTestId('mode-trace').click();
  await page.getByRole('button', { name: 'Go to the end (End)' }).click();
  await expect(page.getByTestId('lb-panel')).toBeVisible();
  await expect(page.getByTestId('section-verdict')).toContainText('Request');
  expect(scripts).toContain('LbPanel');
  expect(scripts).toContain('VerdictPanel');
  expect(errors).toEqual([]);
});

test('a link to a scenario with Linux nodes fetches their model (not in the first load) and walks through them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const scripts = scriptsOf(page);
  await page.goto('/demo/?instant#/scenario/gke-hybrid?probe=linux-pod-to-windows-service&step=end');
  await expect(page.getByTestId('section-verdict')).toContainText('Request: delivered');
  await expect(page.getByTestId('event-list')).toContainText('netns');
  expect(scripts).toContain('late-parts');
  await expect(page.getByText('not loaded yet')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a share link waits for the validation chunk, then opens', async ({ page }) => {
  const scripts = scriptsOf(page);
  const shared = { apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'shared-one' }, nodes: [{ name: 'lonely-node', os: 'windows' }] };
  await page.goto(`/demo/?instant#/share/${encodeShare(shared as unknown as Scenario)}`);
  await expect(page.getByTestId('cluster-node-lonely-node')).toBeVisible();
  expect(scripts).toContain('validate');
});

test('the port close-up, the Vietnamese words, the other built-ins and the lessons load when first used', async ({ page }, info) => {
  const scripts = scriptsOf(page);
  // No probe: nothing plays, so nothing is prefetched after a first step.
  await page.goto('/demo/?instant#/scenario/talk-l2bridge');
  await expect(page.getByTestId('cluster-node-win-node-1')).toBeVisible();
  for (const chunk of ['closeup-chunk', 'vi', 'LessonsRoute']) expect(scripts, `${chunk} before its first use`).not.toContain(chunk);

  await page.getByTestId('cluster-node-win-node-1').getByRole('button', { name: /Open/ }).click();
  await page.getByRole('button', { name: /VFP port .*pod\/default\/client/ }).dblclick();
  await expect(page.getByTestId('band-group-SLB_GROUP_NAT_IPv4_OUT')).toBeVisible();
  expect(scripts).toContain('closeup-chunk');

  await page.getByTestId('lang-vi').click();
  await expect(page.getByTestId('mode-build')).toHaveText('Xây dựng');
  expect(scripts).toContain('vi');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('mode-build')).toHaveText('Build');

  await page.getByTestId('scenario-picker').selectOption('dsr');
  await expect(page.getByTestId('scenario-picker')).toHaveValue('dsr');
  await expect(page).toHaveURL(/#\/scenario\/dsr/);
  expect(scripts).toContain('builtin-scenarios');

  await page.getByTestId('lessons-open').click();
  await expect(page.getByTestId('lesson-list')).toBeVisible();
  expect(scripts).toContain('LessonsRoute');
  expect(scripts).toContain('lessons-en');
  await expect(page.getByTestId('lesson-list').getByText(NOT_YET, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('lessons-loaded.png') });
});

test('the Inspector and the Trace panel come once the demo has shown its first step, with their words', async ({ page }) => {
  const scripts = scriptsOf(page);
  // The scripts fetched by the time the packet shows its first step (as bench/load.ts counts them).
  await page.addInitScript(() => {
    const w = window as unknown as { scriptsAtFirstStep?: string[] };
    new MutationObserver((_, o) => {
      const p = document.querySelector('[data-testid="packet"][data-step]');
      if (!p || Number(p.getAttribute('data-step')) < 1) return;
      w.scriptsAtFirstStep = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'));
      o.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-step'] });
  });
  await page.goto('/demo/?instant');
  const atFirstStep = () => page.evaluate(() => (window as unknown as { scriptsAtFirstStep?: string[] }).scriptsAtFirstStep);
  await expect.poll(atFirstStep).toBeDefined();
  // No area's English is in the first load (a file of the first frame that imported an area's words
  // would put them there): a long sentence of each area is in none of the scripts fetched so far.
  const firstUrls = (await atFirstStep())!;
  // The sections warmed after the first step are not in the first load.
  for (const chunk of ['LbPanel', 'VerdictPanel', 'HandOver', 'CaptureSection', 'late-parts']) expect(firstUrls.some((u) => new RegExp(`/${chunk}-[A-Za-z0-9_-]{8}\\.js$`).test(u)), `${chunk} in the first load`).toBe(false);
  const first = await Promise.all(firstUrls.map(async (url) => (await page.request.get(url)).text()));
  for (const words of [traceEn, buildEn, importEn, lessonsEn]) {
    const sentence = Object.values(words).find((w) => w.length > 60 && !/[{'"\\]/.test(w))!;
    expect(first.filter((js) => js.includes(sentence)).length, sentence).toBe(0);
  }
  await expect(page.getByTestId('step-panel')).toBeVisible();
  await expect(page.getByTestId('packet')).not.toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('event-list')).toBeVisible();
  expect(scripts).toContain('trace-en');
  await expect(page.getByText(NOT_YET, { exact: true })).toHaveCount(0);
});
