// Counts of the main thread's work while the demo plays, from a DevTools trace: the thread's CPU
// time (not wall time, so other work on the machine weighs less) in tasks, script, layout, style
// and paint per second of playback, layouts and style recalculations forced from script, and the
// tasks of 50 ms or more. A tool for comparing two builds on a busy machine (issue 16), run
// alternately; not a benchmark.
//   npx tsx bench/trace-playback.ts BUILD_DIR [SECONDS] [CPU_RATE]
import { openPlayingDemo, withApp } from './browser';
import { traced, type TraceEvent } from './devtools-trace';

const dist = process.argv[2];
const seconds = Number(process.argv[3] ?? 8);
const rate = Number(process.argv[4] ?? 1);
if (!dist) throw new Error('usage: npx tsx bench/trace-playback.ts BUILD_DIR [SECONDS] [CPU_RATE]');

const SCRIPT = ['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction'];

await withApp({ dist }, async ({ browser, base, log }) => {
  const { context, page, cdp } = await openPlayingDemo(browser, base, rate);
  const events = await traced(cdp, ['devtools.timeline', 'disabled-by-default-devtools.timeline'], () => page.waitForTimeout(seconds * 1000));
  await context.close();

  // The renderer's main thread: the one that lays out.
  const layouts = new Map<string, number>();
  for (const e of events) if (e.name === 'Layout') layouts.set(`${e.pid}:${e.tid}`, (layouts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...layouts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts > 0 && e.dur !== undefined);
  if (!mine.length) throw new Error('the trace holds no main-thread events');
  const t0 = Math.min(...mine.map((e) => e.ts));
  const secs = (Math.max(...mine.map((e) => e.ts + e.dur!)) - t0) / 1e6;
  // CPU ms per second in the outermost events of these names (nested ones are inside their parent).
  const cpu = (names: string[]) => {
    let end = -1;
    let sum = 0;
    for (const e of mine.filter((x) => names.includes(x.name)).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < end) continue;
      sum += (e.tdur ?? 0) / 1000;
      end = e.ts + e.dur!;
    }
    return (sum / secs).toFixed(1);
  };
  const perSec = (name: string) => (mine.filter((e) => e.name === name).length / secs).toFixed(1);
  const scripts = mine.filter((e) => SCRIPT.includes(e.name));
  const inScript = (e: TraceEvent) => scripts.some((s) => s.ts <= e.ts && e.ts < s.ts + s.dur!);
  const forced = (name: string) => (mine.filter((e) => e.name === name && inScript(e)).length / secs).toFixed(1);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  log(`over ${secs.toFixed(1)} s of playback, CPU ${rate}×, thread CPU ms per second:`);
  log(`  tasks ${cpu(['RunTask'])}, script ${cpu(SCRIPT)}, layout ${cpu(['Layout'])}, style ${cpu(['UpdateLayoutTree'])}, paint ${cpu(['Paint'])}, pre-paint and layerize ${cpu(['PrePaint', 'Layerize'])}`);
  log(`  per second: ${perSec('Layout')} layouts (${forced('Layout')} forced from script), ${perSec('UpdateLayoutTree')} style recalculations (${forced('UpdateLayoutTree')} forced), ${perSec('Paint')} paints`);
  log(`  tasks of 50 ms or more (wall time): ${tasks.filter((t) => t.dur! >= 50_000).length}, the longest ${(Math.max(...tasks.map((t) => t.dur!)) / 1000).toFixed(0)} ms`);
});
