// Timing helpers. Cases that are compared with each other are measured together (interleave): every
// case is warmed up first, then the cases take turns in a shuffled order, a block of samples each,
// with a garbage collection before every block (the young generation; a full one at the start of a
// round when the heap grew since the last), so
// that neither JIT warm-up, nor the garbage of another case, nor the order of the cases lands in one
// case's figures.
import { performance } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface BenchResult {
  name: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  runs: number;
}

type Gc = (options?: { type: 'major' | 'minor' }) => void;

/** A collection outside the timed window: a full one, or (`minor`) only the young generation, which
 * is where a case's garbage is and costs milliseconds, not a walk of a 600k-rule world's heap. Node
 * exposes gc() only with --expose-gc; the flag can be set at run time and the function fetched from
 * a fresh context (then it works under plain tsx). */
const gc: Gc = (() => {
  const g = (globalThis as { gc?: Gc }).gc;
  if (g) return g;
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as Gc;
  } catch {
    return () => {};
  }
})();

export const collectGarbage = (minor = false): void => gc(minor ? { type: 'minor' } : undefined);

const heapUsed = () => getHeapStatistics().used_heap_size;
/** Bytes the heap may grow by (after the young generation is collected) before a full collection. */
const FULL_GC_AFTER = 32 * 1024 * 1024;

export interface Case {
  name: string;
  fn: () => void;
  /** Calls per sample, for operations of a few microseconds (below the timer's grain). */
  batch?: number;
  /** Runs before each sample, outside its timed window (e.g. clearing a flow table). */
  before?: () => void;
}

/** A small deterministic generator (mulberry32): the order is shuffled, yet runs can be compared. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** Measures the cases against each other: `rounds` rounds, each case `block` samples a round. */
export function interleave(cases: readonly Case[], opts: { warmup?: number; rounds?: number; block?: number; seed?: number } = {}): BenchResult[] {
  const { warmup = 200, rounds = 40, block = 25, seed = 16 } = opts;
  const once = (c: Case) => {
    c.before?.();
    const t0 = performance.now();
    for (let i = 0, n = c.batch ?? 1; i < n; i++) c.fn();
    return (performance.now() - t0) / (c.batch ?? 1);
  };
  // Warm-up, interleaved too: every case reaches optimised code before any sample is kept.
  for (let i = 0; i < warmup; i++) for (const c of cases) once(c);
  const samples = new Map(cases.map((c) => [c.name, [] as number[]]));
  const rand = rng(seed);
  let settled = -Infinity;
  for (let r = 0; r < rounds; r++) {
    // A full collection only when the cases' garbage reached the old generation: with a 10k-Service
    // world in the heap (GBs) each one took seconds, and one every round made most of the bench's time.
    if (heapUsed() - settled > FULL_GC_AFTER) {
      collectGarbage();
      settled = heapUsed();
    }
    for (const c of shuffle([...cases], rand)) {
      collectGarbage(true);
      const into = samples.get(c.name)!;
      for (let k = 0; k < block; k++) into.push(once(c));
    }
  }
  return cases.map((c) => ({ ...summary(c.name, 'ms', samples.get(c.name)!), runs: samples.get(c.name)!.length * (c.batch ?? 1) }));
}

/** One case alone (interleave of one). */
export function measure(name: string, fn: () => void, opts: { warmup?: number; rounds?: number; block?: number; batch?: number } = {}): BenchResult {
  return interleave([{ name, fn, batch: opts.batch }], opts)[0]!;
}

export const round = (x: number) => Math.round(x * 1_000_000) / 1_000_000;

/** Median, min and max of samples, as results.json holds them. */
export function summary(name: string, unit: string, samples: readonly number[]): BenchResult {
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return { name, unit, median: round(mid), min: round(s[0]!), max: round(s.at(-1)!), runs: s.length };
}

/** The ratio of two medians measured in the same run. */
export function ratio(name: string, a: BenchResult, b: BenchResult): BenchResult {
  const r = round(a.median / b.median);
  return { name, unit: 'ratio', median: r, min: r, max: r, runs: 1 };
}
