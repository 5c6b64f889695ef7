// Timing helpers: warm up, then run many times and keep the median (the figure we report).
import { performance } from 'node:perf_hooks';

export interface BenchResult {
  name: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Each sample times `batch` calls (for operations of a few microseconds, below the timer's grain). */
export function measure(name: string, fn: () => void, opts: { warmup?: number; runs?: number; minMs?: number; batch?: number } = {}): BenchResult {
  const warmup = opts.warmup ?? 50;
  const batch = opts.batch ?? 1;
  for (let i = 0; i < warmup * batch; i++) fn();
  const samples: number[] = [];
  const runs = opts.runs ?? 500;
  const deadline = performance.now() + (opts.minMs ?? 0);
  while (samples.length < runs || performance.now() < deadline) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    samples.push((performance.now() - t0) / batch);
    if (samples.length > 100_000) break;
  }
  return { ...summary(name, 'ms', samples), runs: samples.length * batch };
}

export const round = (x: number) => Math.round(x * 1_000_000) / 1_000_000;

/** Median, min and max of samples, as results.json holds them. */
export function summary(name: string, unit: string, samples: readonly number[]): BenchResult {
  const s = [...samples].sort((a, b) => a - b);
  return { name, unit, median: round(s[Math.floor(s.length / 2)]!), min: round(s[0]!), max: round(s.at(-1)!), runs: s.length };
}

export function ratio(name: string, a: BenchResult, b: BenchResult): BenchResult {
  const r = round(a.median / b.median);
  return { name, unit: 'ratio', median: r, min: r, max: r, runs: 1 };
}
