// Where the long tasks of ui.vfpEdits.10k go (issue 32): the bench's journey (Open… a document of
// 10,000 hand edits, then Block port in its port editor) under Chromium's tracing. For each
// main-thread task of 50 ms or more (--min: another bound): the trace's events in it (layout, GC, …) and the V8 sampler's
// time by function, self and inclusive. With --times, no sampler: per phase, the longest task's
// thread (CPU) time and its wall time; on a loaded machine the wall time swings 2-6x, the CPU time
// much less, so before/after comparisons use it. A tool, not a benchmark; names are readable on an
// unminified build (npx vite build --minify false --outDir DIR).
//   npx tsx bench/profile-edits-ui.ts BUILD_DIR [--times] [--runs N] [--min MS (50)]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { withApp, withTempDir } from './browser';
import { handEditsScenario } from './edits';
import { editsJourney } from './edits-ui';
import { traced, type ProfileNode, type TraceEvent } from './devtools-trace';

const dist = process.argv[2];
if (!dist) throw new Error('usage: npx tsx bench/profile-edits-ui.ts BUILD_DIR [--times] [--runs N] [--min MS]');
const times = process.argv.includes('--times');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 1;
const minAt = process.argv.indexOf('--min');
/** The shortest task profiled (ms): under 50, the tasks an edit's work was split into show too. */
const minMs = minAt > 0 ? Number(process.argv[minAt + 1]) : 50;

/** The trace of what `fn` makes the page do (with V8's sampler unless --times). */
const trace = (cdp: CDPSession, fn: () => Promise<void>) =>
  traced(cdp, ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', ...(times ? [] : ['disabled-by-default-v8.cpu_profiler'])], fn);

const ms = (us: number) => us / 1000;
const frameName = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, t]) => `\n     ${t.toFixed(1).padStart(6)} ${name}`).join('');

function report(phase: string, events: TraceEvent[]): void {
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // The task that starts tracing's sampler is tracing's own (hundreds of ms, no page work): left out.
  const started = events.filter((e) => e.name === 'CpuProfiler::StartProfiling' || e.name === 'TracingStartedInBrowser').map((e) => e.ts);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && !started.some((t) => t >= e.ts && t <= e.ts + e.dur!));
  if (times) {
    // By CPU time: the task that starts tracing is long in wall time but does next to nothing.
    const longest = tasks.reduce<TraceEvent | undefined>((a, e) => ((e.tdur ?? 0) > (a?.tdur ?? -1) ? e : a), undefined);
    console.log(`${phase}: longest task ${ms(longest?.tdur ?? 0).toFixed(0)} ms CPU (${ms(longest?.dur ?? 0).toFixed(0)} ms wall)`);
    return;
  }
  // The sampler's profiles: each a Profile (its start) and ProfileChunks (nodes, samples, time deltas).
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const clock = new Map<string, number>();
  const thread = new Map<string, string>();
  const samples: { t: number; profile: string; node: number }[] = [];
  for (const e of events) {
    const key = `${e.pid}:${e.id}`;
    if (e.name === 'Profile') {
      clock.set(key, e.args?.data?.startTime ?? 0);
      thread.set(key, `${e.pid}:${e.tid}`);
    }
    if (e.name !== 'ProfileChunk' || !main.has(thread.get(key) ?? '')) continue;
    const d = e.args?.data;
    let m = nodes.get(key);
    if (!m) nodes.set(key, (m = new Map()));
    for (const n of d?.cpuProfile?.nodes ?? []) m.set(n.id, n);
    let t = clock.get(key) ?? 0;
    (d?.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += d?.timeDeltas?.[i] ?? 0;
      samples.push({ t, profile: key, node });
    });
    clock.set(key, t);
  }
  const long = tasks.filter((e) => (e.dur ?? 0) >= minMs * 1000);
  console.log(`\n== ${phase}: ${long.length} task(s) of ${minMs} ms or more`);
  for (const task of long) {
    const end = task.ts + task.dur!;
    const inside = samples.filter((s) => s.t >= task.ts && s.t <= end);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    inside.forEach((s, i) => {
      const weight = ms((inside[i + 1]?.t ?? s.t) - s.t);
      const m = nodes.get(s.profile)!;
      const leaf = m.get(s.node);
      if (!leaf) return;
      self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + weight);
      const stack = new Set<string>();
      for (let n: ProfileNode | undefined = leaf; n; n = n.parent === undefined ? undefined : m.get(n.parent)) stack.add(frameName(n));
      for (const f of stack) inclusive.set(f, (inclusive.get(f) ?? 0) + weight);
    });
    const kinds = new Map<string, number>();
    for (const e of events)
      if (e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && e.ts > task.ts && e.ts < end && /^(Layout|UpdateLayoutTree|Paint|PrePaint|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|MinorGC|MajorGC)$/.test(e.name))
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + ms(e.dur!));
    console.log(`-- ${ms(task.dur!).toFixed(0)} ms (${ms(task.tdur ?? 0).toFixed(0)} ms CPU); events (nested, may overlap):${top(kinds, 8)}`);
    console.log(`   self:${top(self, 12)}`);
    console.log(`   inclusive:${top(inclusive, 40)}`);
  }
}

await withTempDir('vfp-profile-edits-', async (dir) => {
  const file = join(dir, 'big-port.json');
  writeFileSync(file, JSON.stringify(handEditsScenario(10_000)));
  await withApp({ dist }, async ({ browser, base }) => {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const { opening, editing } = await editsJourney(page, base, file, (phase) => trace(cdp, phase));
      report('open', opening);
      report('edit', editing);
      await context.close();
    }
  });
});
