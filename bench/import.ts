// The big-dump benchmarks of issue 16, on the reader code (Node): a generated `vfpctrl /list-rule`
// dump of 100 ports × 1,000 rules (~27 MB, as collect scripts write a whole node), read by the
// import pipeline as the import worker runs it (bytes → text → detect → parse → count).
// - import.vfpctrl.100kRules.ms: the time, median of 3 runs, each in a fresh Node process;
// - import.vfpctrl.100kRules.peakMB: the peak of process RSS above the level before the run,
//   sampled every 5 ms by a worker thread (a synchronous parse blocks timers on the main thread).
// It also prints where the time goes: decoding, detection, the parse itself.
//   npx tsx bench/import.ts
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decodeBytes, detectFormat, importFiles } from '../src/io/import';
import * as vfpctrlRules from '../src/io/dumps/vfpctrl-rules';
import { collectGarbage, summary, type BenchResult } from './stats';

const hex = (n: number, w: number) => n.toString(16).toUpperCase().padStart(w, '0');
const guid = (a: number, b: number) => `${hex(a, 8)}-${hex(b, 4)}-4A1B-8C2D-${hex(a * 7919 + b, 12)}`;
const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A node's rule dump: `ports` ports, each with an ACL layer of `rules` rules in two groups. */
export function bigRuleDump(ports = 100, rules = 1000): string {
  const out: string[] = [];
  for (let p = 0; p < ports; p++) {
    out.push(`Policy for port : ${guid(p, 0)}`, '', ' ITEM LIST', '===========', '', 'LAYER : ACL_ENDPOINT_LAYER', '    Friendly name : ACL_ENDPOINT_LAYER', '    Priority : 10', '    Flags : 1 stateful', '');
    for (const dir of ['IN', 'OUT']) {
      out.push(`  GROUP : ACL_ENDPOINT_GROUP_IPV4_${dir}`, `      Friendly name : ACL_ENDPOINT_GROUP_IPV4_${dir}`, '      Priority : 1', `      Direction : ${dir}`, '      Type : IPv4', '        Conditions:', '            <none>', '      Match type : Priority-based match', '');
      for (let r = 0; r < rules / 2; r++) {
        const n = p * rules + r;
        out.push(
          `    RULE : ${guid(p + 1, n & 0xffff)}`,
          `        Priority : ${1000 + r}`,
          '        Flags : 8195 terminating stateful ',
          `        Type : ${r % 7 === 6 ? 'block' : 'allow'}`,
          '        Conditions:',
          `            Protocols : 6`,
          `            ${dir === 'IN' ? 'Source' : 'Destination'} IP : ${ip(n)}`,
          `            Destination ports : ${80 + (r % 50)}`,
          '        Flow TTL: 240',
          '',
        );
      }
    }
  }
  return out.join('\r\n');
}

/** A thread that keeps the highest RSS it sees, in KB, in shared memory. */
function rssSampler(): { peakKB: () => number; reset: () => void; stop: () => Promise<number> } {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const s = new Int32Array(workerData);
     setInterval(() => { if (Atomics.load(s, 1)) process.exit(0); const kb = Math.round(process.memoryUsage.rss() / 1024); if (kb > Atomics.load(s, 0)) Atomics.store(s, 0, kb); }, 5);`,
    { eval: true, workerData: shared.buffer },
  );
  return {
    peakKB: () => Atomics.load(shared, 0),
    reset: () => Atomics.store(shared, 0, 0),
    stop: () => (Atomics.store(shared, 1, 1), new Promise((r) => worker.once('exit', r))),
  };
}

/** One run in this process: the time and the RSS peak above the level before it. */
async function runOnce(log: (s: string) => void): Promise<{ ms: number; peakMB: number }> {
  const text = bigRuleDump();
  const bytes = new TextEncoder().encode(text);
  log(`import: a vfpctrl /list-rule dump of ${(bytes.length / 1e6).toFixed(1)} MB, 100 ports × 1,000 rules`);
  const sampler = rssSampler();
  try {
    collectGarbage();
    await new Promise((r) => setTimeout(r, 50));
    const base = Math.round(process.memoryUsage.rss() / 1024);
    sampler.reset();
    const t0 = performance.now();
    const r = importFiles([{ name: 'node-rules.txt', bytes }]);
    const ms = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 20));
    const f = r.files[0]!;
    if (f.format !== 'vfpctrl-rules' || f.objects.rules !== 100_000) throw new Error(`the dump was read as ${f.format} with ${JSON.stringify(f.objects)}`);
    const peakMB = Math.max(0, sampler.peakKB() - base) / 1024;
    // Where the time goes, once each (after the timed run).
    const lap = <T>(fn: () => T): [T, number] => {
      const t = performance.now();
      const v = fn();
      return [v, performance.now() - t];
    };
    const [decoded, decodeMs] = lap(() => decodeBytes(bytes));
    const [, detectMs] = lap(() => detectFormat(decoded.text));
    const [, parseMs] = lap(() => vfpctrlRules.parse(decoded.text, 'node-rules.txt'));
    log(`import: ${Math.round(ms)} ms, peak ${Math.round(peakMB)} MB; again by part: decode ${Math.round(decodeMs)} ms, detect ${Math.round(detectMs)} ms, parse ${Math.round(parseMs)} ms`);
    return { ms, peakMB };
  } finally {
    await sampler.stop();
  }
}

/** Each run in a fresh Node process: a heap that an earlier run grew would hide the peak. */
export async function importBenchmarks(log: (s: string) => void, runs = 3): Promise<BenchResult[]> {
  const out: { ms: number; peakMB: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--one'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (r.status !== 0) throw new Error('the import benchmark failed');
    const lines = r.stdout.trim().split('\n');
    for (const l of lines.slice(0, -1)) log(l);
    out.push(JSON.parse(lines.at(-1)!) as { ms: number; peakMB: number });
  }
  return [summary('import.vfpctrl.100kRules.ms', 'ms', out.map((x) => x.ms)), summary('import.vfpctrl.100kRules.peakMB', 'MB', out.map((x) => x.peakMB))];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--one')) console.log(JSON.stringify(await runOnce((s) => console.log(s))));
  else console.log(JSON.stringify(await importBenchmarks((s) => console.log(s))));
}
