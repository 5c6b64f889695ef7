// ui.rules.10k.scrollLongestTaskMs (issue 16, item 5): a port with 10,000 hand-made rules (the
// talk's scenario with one more group on the client pod's port), its rule list opened in the
// Inspector with "show all", then flung from top to bottom: 2,000 px a frame (a whole new window
// of rules drawn at every frame). A PerformanceObserver on `longtask` notes the main thread's tasks while
// it scrolls; the longest is reported (0 when none reached 50 ms). Median of 3 fresh contexts.
//   npx tsx bench/rules-scroll.ts BUILD_DIR
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadScenarioText } from '../src/io/scenario/load';
import { ROOT, runAsScript, withApp, withTempDir, type FpsOptions } from './browser';
import { summary, type BenchResult } from './stats';

const RULES = 10_000;

function bigPortScenario(dir: string): string {
  const s = loadScenarioText(readFileSync(join(ROOT, 'src/lessons/scenarios/talk-l2bridge.yaml'), 'utf8')).value!;
  const at = { port: 'pod/default/client', layer: 'ACL_ENDPOINT_LAYER', group: 'BIG_GROUP_OUT' };
  const edits = [
    { op: 'add-group', port: at.port, layer: at.layer, group: { name: at.group, priority: 5, direction: 'out' } },
    ...Array.from({ length: RULES }, (_, i) => ({ op: 'add-rule', ...at, rule: { id: `big-${i}`, priority: 100 + i, action: i % 7 ? 'allow' : 'block', protocols: ['tcp'], dstIp: [`10.${(i >> 8) & 255}.${i & 255}.1`], dstPorts: [80 + (i % 100)] } })),
  ];
  const doc = { ...s, metadata: { ...s.metadata, name: 'big-port', title: 'A port with 10,000 rules' }, nodes: s.nodes.map((n) => (n.name === 'win-node-1' ? { ...n, vfpEdits: edits } : n)) };
  const file = join(dir, 'big-port.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

const SCROLL = `(async () => {
  const box = document.querySelector('[data-testid="port-rules-all"]');
  window.benchLongTasks = [];
  const obs = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.benchLongTasks.push(e.duration); });
  obs.observe({ type: 'longtask' });
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  for (let last = -1; box.scrollTop !== last; ) { last = box.scrollTop; box.scrollTop += 2000; await frame(); }
  await new Promise((r) => setTimeout(r, 500));
  obs.disconnect();
  return { longest: Math.max(0, ...window.benchLongTasks), tasks: window.benchLongTasks.length, last: box.querySelector('[data-testid="port-rule"]:last-of-type code')?.textContent };
})()`;

export function rulesScrollBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withTempDir('vfp-bench-port-', async (dir) => {
    const file = bigPortScenario(dir);
    return await withApp(opts, async ({ browser, base, log }) => {
      const longest: number[] = [];
      for (let i = 0; i < (opts.runs ?? 3); i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${base}/demo/?instant#/scenario/talk-l2bridge`);
        await page.getByTestId('file-input').setInputFiles(file);
        await page.getByTestId('scenario-picker').filter({ hasText: 'A port with 10,000 rules' }).waitFor({ timeout: 120_000 });
        await page.getByTestId('cluster-node-win-node-1').getByRole('button', { name: /Open/ }).click();
        await page.getByRole('button', { name: /VFP port .*pod\/default\/client/ }).click();
        await page.getByRole('button', { name: `show all ${RULES} rules` }).click();
        await page.getByTestId('port-rules-all').scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        const r = await page.evaluate<{ longest: number; tasks: number; last?: string }>(SCROLL);
        if (r.last !== `big-${RULES - 1}`) throw new Error(`the scroll ended at ${r.last}, not at the last rule`);
        longest.push(r.longest);
        log(`rules: ${r.tasks} long tasks while 10,000 rules scrolled to ${r.last}, the longest ${Math.round(r.longest)} ms`);
        await context.close();
      }
      return [summary('ui.rules.10k.scrollLongestTaskMs', 'ms', longest)];
    });
  });
}

await runAsScript(import.meta.url, rulesScrollBenchmarks);
