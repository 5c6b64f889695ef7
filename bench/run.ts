// npm run bench: the benchmarks issues name, printed as a table and written to bench/results.json
// as { benchmarks: [{ name, unit, median, min, max, runs }] } (design.md §5).
import { existsSync, writeFileSync } from 'node:fs';
import { walkBenchmarks } from './walk';
import type { BenchResult } from './stats';

const results: BenchResult[] = [];
const log = (s: string) => console.log(s);
results.push(...walkBenchmarks(log));

// The canvas measure needs a browser and a build; it is skipped, with a word, when either is missing.
const canvas = new URL('./canvas-fps.ts', import.meta.url);
if (existsSync(canvas) && !process.argv.includes('--no-browser')) {
  try {
    const mod = (await import(canvas.href)) as { canvasFps?: () => Promise<BenchResult> };
    if (mod.canvasFps) results.push(await mod.canvasFps());
  } catch (e) {
    log(`canvas benchmark skipped: ${(e as Error).message}`);
  }
}

console.table(results.map((r) => ({ name: r.name, unit: r.unit, median: r.median, min: r.min, max: r.max, runs: r.runs })));
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify({ benchmarks: results }, null, 2)}\n`);
log('written to bench/results.json');
