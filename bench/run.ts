// npm run bench: the benchmarks issues name, printed as a table and written to bench/results.json
// as { benchmarks: [{ name, unit, median, min, max, runs }] } (design.md §5).
import { rmSync, writeFileSync } from 'node:fs';
import { walkBenchmarks } from './walk';
import type { BenchResult } from './stats';

const results: BenchResult[] = [];
const log = (s: string) => console.log(s);
results.push(...walkBenchmarks(log));

// The browser measures need Chromium and a build; they are skipped, with a word, when either fails.
if (!process.argv.includes('--no-browser')) {
  try {
    const { build } = await import('./browser');
    const { canvasFps } = await import('./canvas-fps');
    const { playbackFps, portViewFps } = await import('./playback-fps');
    const dist = build(log);
    try {
      results.push(await canvasFps({ dist, log }));
      results.push(await playbackFps({ dist, log }));
      results.push(await portViewFps({ dist, log }));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  } catch (e) {
    log(`browser benchmarks skipped: ${(e as Error).message}`);
  }
}

console.table(results.map((r) => ({ name: r.name, unit: r.unit, median: r.median, min: r.min, max: r.max, runs: r.runs })));
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify({ benchmarks: results }, null, 2)}\n`);
log('written to bench/results.json');
