// Where the main thread's time goes while the demo plays: the DevTools protocol's Performance
// metrics (script, layout, style recalculation, all tasks) over a few seconds of playback, per
// second of wall time, and the longest JS functions by self time (a CPU profile). A tool for
// finding per-frame costs (issue 16), not a benchmark: its figures depend on the machine.
//   npx tsx bench/profile-playback.ts BUILD_DIR [SECONDS]
import { openPlayingDemo, withApp } from './browser';

type Metrics = Record<string, number>;
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };

const dist = process.argv[2];
const seconds = Number(process.argv[3] ?? 5);
if (!dist) throw new Error('usage: npx tsx bench/profile-playback.ts BUILD_DIR [SECONDS]');

await withApp({ dist }, async ({ browser, base, log }) => {
  const { context, page, cdp } = await openPlayingDemo(browser, base);
  await cdp.send('Performance.enable');
  const read = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map((m) => [m.name, m.value])) as Metrics;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const a = await read();
  await page.waitForTimeout(seconds * 1000);
  const b = await read();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[] } };
  const per = (k: string) => (((b[k] ?? 0) - (a[k] ?? 0)) / seconds) * 1000;
  log(`per second of playback: tasks ${per('TaskDuration').toFixed(0)} ms, script ${per('ScriptDuration').toFixed(0)} ms, layout ${per('LayoutDuration').toFixed(0)} ms (${((b.LayoutCount! - a.LayoutCount!) / seconds).toFixed(1)} layouts), style ${per('RecalcStyleDuration').toFixed(0)} ms (${((b.RecalcStyleCount! - a.RecalcStyleCount!) / seconds).toFixed(1)} recalcs)`);
  const self = new Map<string, number>();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0));
  }
  const total = profile.samples.length;
  for (const [k, v] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 15)) log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  await context.close();
});
