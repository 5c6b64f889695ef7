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
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  return { name, unit: 'ms', median: round(median), min: round(samples[0]!), max: round(samples[samples.length - 1]!), runs: samples.length * batch };
}

export const round = (x: number) => Math.round(x * 1_000_000) / 1_000_000;

export function ratio(name: string, a: BenchResult, b: BenchResult): BenchResult {
  const r = round(a.median / b.median);
  return { name, unit: 'ratio', median: r, min: r, max: r, runs: 1 };
}
