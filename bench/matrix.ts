// matrix.20kCells.ms and ui.matrix.20kCells.longestTaskMs (issue 26, item 3): one Windows node with
// 100 pods (10 of them backends listening on tcp/8080) and 190 Services of one port each over the
// backends: 101 sources (the pods and the node) × 200 destinations (the 10 backends' port and the
// 190 Service ports) = 20,200 cells.
//   matrix.20kCells.ms                   the whole matrix walked in Node, as the matrix worker does
//                                        (src/state/matrix-work.ts), median of 3
//   ui.matrix.20kCells.longestTaskMs     the app's Matrix mode opened on that document: the longest
//                                        main-thread task (PerformanceObserver longtask) from the click
//                                        until every cell has arrived; 0 when none reached 50 ms
//   ui.matrix.20kCells.longestTaskCpuMs  the same tasks by the main thread's CPU time (a Chromium trace,
//                                        `toplevel`): on a shared machine a task's wall time is mostly
//                                        the page waiting for a core, which this leaves out
//   ui.matrix.20kCells.workerCpuMs       the matrix worker's CPU time over the same window
//   npx tsx bench/matrix.ts [BUILD_DIR]  (without BUILD_DIR, the Node figure only)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { scenarioSchema, type Scenario, type ScenarioInput } from '../src/cluster/scenario/schema';
import { resolveScenario } from '../src/cluster/scenario/resolve';
import type { MatrixCell } from '../src/cluster/matrix/matrix';
import { matrixWork } from '../src/state/matrix-work';
import { withApp, withTempDir, type FpsOptions } from './browser';
import { summary, type BenchResult } from './stats';

export function matrixScenario(pods = 100, backends = 10, services = 190): Scenario {
  const input: ScenarioInput = {
    apiVersion: 'vfp-lab/v1',
    kind: 'Scenario',
    metadata: { name: `matrix-${pods}x${services}`, title: `A node with ${pods} pods and ${services} Service ports` },
    nodes: [{ name: 'node-1', os: 'windows' }],
    pods: Array.from({ length: pods }, (_, i) => ({ name: `pod-${i + 1}`, node: 'node-1', labels: { app: i < backends ? `backend-${i % backends}` : 'client' }, listen: i < backends ? ['tcp/8080'] : [] })),
    services: Array.from({ length: services }, (_, k) => ({ name: `svc-${k + 1}`, selector: { app: `backend-${k % backends}` }, ports: [{ name: 'http', port: 80, targetPort: 8080 }] })),
    probes: [],
  };
  const s = scenarioSchema.parse(input);
  const errors = resolveScenario(s).issues.filter((i) => i.severity === 'error');
  if (errors.length) throw new Error(`the generated scenario is invalid: ${errors.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
  return s;
}

export async function matrixNodeBenchmark(log: (s: string) => void, runs = 3): Promise<BenchResult> {
  const s = matrixScenario();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    let n = 0;
    const outcomes = new Map<string, number>();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await matrixWork({ scenario: s }, { axes: () => undefined, cells: (_start, cells: MatrixCell[]) => { n += cells.length; for (const c of cells) outcomes.set(c.outcome, (outcomes.get(c.outcome) ?? 0) + 1); } });
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    log(`matrix: ${n} cells in ${Math.round(times.at(-1)!)} ms, ${Math.round((c.user + c.system) / 1000)} ms of CPU (${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')})`);
  }
  return summary('matrix.20kCells.ms', 'ms', times);
}

const WATCH = `(() => {
  window.benchLongTasks = [];
  window.benchObs = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.benchLongTasks.push(e.duration); });
  window.benchObs.observe({ type: 'longtask' });
})()`;
const STOP = `(() => { window.benchObs.disconnect(); return { longest: Math.max(0, ...window.benchLongTasks), tasks: window.benchLongTasks.length }; })()`;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** From a Chromium trace (category `toplevel`): the renderer main thread's longest task by CPU time
 * (thread time), and the CPU time of the dedicated worker's tasks, in ms. */
export function cpuOfTrace(trace: Buffer): { longestTaskCpu: number; workerCpu: number } {
  const raw = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const threads = (name: string) => new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === name).map((e) => `${e.pid}:${e.tid}`));
  const main = threads('CrRendererMain');
  const worker = threads('DedicatedWorker thread');
  const tasks = (of: Set<string>) => {
    // Top-level tasks only: a task run inside another is counted with it.
    const ts = events.filter((e) => (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') && e.dur !== undefined && of.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
    const top: TraceEvent[] = [];
    const end = new Map<string, number>();
    for (const t of ts) {
      const k = `${t.pid}:${t.tid}`;
      if (t.ts < (end.get(k) ?? 0)) continue;
      top.push(t);
      end.set(k, t.ts + t.dur!);
    }
    return top;
  };
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  return {
    longestTaskCpu: Math.max(0, ...tasks(main).map((t) => ms(t.tdur))),
    workerCpu: tasks(worker).reduce((sum, t) => sum + ms(t.tdur), 0),
  };
}

export function matrixUiBenchmarks(opts: FpsOptions & { dist: string }): Promise<BenchResult[]> {
  return withTempDir('vfp-bench-matrix-', async (dir) => {
    const file = join(dir, 'matrix.json');
    writeFileSync(file, JSON.stringify(matrixScenario()));
    return await withApp(opts, async ({ browser, base, log }) => {
      const longest: number[] = [];
      const longestCpu: number[] = [];
      const workerCpu: number[] = [];
      for (let i = 0; i < (opts.runs ?? 3); i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${base}/demo/?instant#/scenario/talk-l2bridge`);
        await page.getByTestId('file-input').setInputFiles(file);
        await page.getByTestId('scenario-picker').filter({ hasText: 'A node with 100 pods' }).waitFor({ timeout: 120_000 });
        await page.waitForTimeout(500);
        await browser.startTracing(page, { categories: ['toplevel'] });
        await page.evaluate(WATCH);
        const t0 = Date.now();
        await page.getByTestId('mode-matrix').click();
        await page.getByTestId('matrix-counts').waitFor({ timeout: 120_000 });
        const ms = Date.now() - t0;
        await page.waitForTimeout(300);
        const r = await page.evaluate<{ longest: number; tasks: number }>(STOP);
        const cpu = cpuOfTrace(await browser.stopTracing());
        longestCpu.push(cpu.longestTaskCpu);
        workerCpu.push(cpu.workerCpu);
        const counts = await page.getByTestId('matrix-counts').textContent();
        longest.push(r.longest);
        log(`matrix ui: ${counts} in ${ms} ms; ${r.tasks} long tasks, the longest ${Math.round(r.longest)} ms; by CPU the longest task ${Math.round(cpu.longestTaskCpu)} ms, the worker ${Math.round(cpu.workerCpu)} ms`);
        await context.close();
      }
      return [summary('ui.matrix.20kCells.longestTaskMs', 'ms', longest), summary('ui.matrix.20kCells.longestTaskCpuMs', 'ms', longestCpu), summary('ui.matrix.20kCells.workerCpuMs', 'ms', workerCpu)];
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (s: string) => console.log(s);
  const results = [await matrixNodeBenchmark(log)];
  const dist = process.argv[2];
  if (dist) results.push(...(await matrixUiBenchmarks({ dist, log })));
  console.table(results);
}
