// npm run bench: the benchmarks issues name, printed as a table and written to bench/results.json
// as { benchmarks: [{ name, unit, median, min, max, runs }] } (design.md §5).
//   --quick         skips the 10k-Service world and shortens the runs
//   --no-browser    skips the benchmarks that need Chromium and a build
//   --only A,B      runs only the cases whose name starts with A or B (e.g. --only walk.slowPath,load.)
//   --out FILE      writes there instead of bench/results.json (a partial run keeps the full file)
//   --dist DIR      runs the browser cases against that build (kept) instead of building one
import { rmSync, writeFileSync } from 'node:fs';
import { walkBenchmarks } from './walk';
import { hostileBenchmarks } from './hostile';
import type { BenchResult } from './stats';

const arg = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const prefixes = arg('--only')?.split(',').filter(Boolean);
const only = prefixes ? (name: string) => prefixes.some((p) => name.startsWith(p) || p.startsWith(name)) : undefined;
const wanted = (name: string) => !only || only(name);

const results: BenchResult[] = [];
const log = (s: string) => console.log(s);
if (wanted('walk.') || wanted('port.') || wanted('ratio.')) results.push(...walkBenchmarks(log, only));
if (wanted('lb.')) results.push(...(await import('./lb')).lbBenchmarks());
if (wanted('import.')) results.push(...(await (await import('./import')).importBenchmarks(log)));
if (wanted('import.pktmon') || wanted('align.') || wanted('diff.rules')) results.push(...(await import('./capture')).captureBenchmarks(log));
if (wanted('import.hostileLine') || wanted('zip.') || wanted('share.')) results.push(...hostileBenchmarks(log));
if (wanted('vfpEdits.') || wanted('lesson.')) results.push(...(await import('./edits')).editsBenchmarks(log));
if (wanted('matrix.')) results.push(await (await import('./matrix')).matrixNodeBenchmark(log, process.argv.includes('--quick') ? 1 : 3));

// The browser measures need Chromium and a build; they are skipped, with a word, when either fails.
const browserCases: { name: string; load: () => Promise<(o: { dist: string; log: typeof log }) => Promise<BenchResult | BenchResult[]>> }[] = [
  { name: 'load.', load: async () => (await import('./load')).loadBenchmarks },
  { name: 'canvas.pan.20x30', load: async () => (await import('./canvas-fps')).canvasFps },
  { name: 'playback.demo.fps', load: async () => (await import('./playback-fps')).playbackFps },
  { name: 'playback.portView.fps', load: async () => (await import('./playback-fps')).portViewFps },
  { name: 'ui.import.100kRules.longestTaskMs', load: async () => (await import('./import-ui')).importUiBenchmarks },
  { name: 'ui.replay.100kRules.', load: async () => (await import('./import-ui')).replayUiBenchmarks },
  { name: 'ui.save.100kRules.', load: async () => (await import('./save-ui')).saveUiBenchmarks },
  { name: 'ui.share.', load: async () => (await import('./share-ui')).shareUiBenchmarks },
  { name: 'ui.vfpEdits.10k.', load: async () => (await import('./edits-ui')).editsUiBenchmarks },
  { name: 'ui.capture.200MB.', load: async () => (await import('./capture-ui')).captureUiBenchmarks },
  { name: 'ui.rules.10k.scrollLongestTaskMs', load: async () => (await import('./rules-scroll')).rulesScrollBenchmarks },
  { name: 'ui.matrix.20kCells.longestTaskMs', load: async () => (await import('./matrix')).matrixUiBenchmarks },
  { name: 'playback.demo.cpu4x.fps', load: async () => { const { playbackFps } = await import('./playback-fps'); return (o) => playbackFps({ ...o, cpuRate: 4 }); } },
];
const browserWanted = browserCases.filter((c) => wanted(c.name));
if (!process.argv.includes('--no-browser') && browserWanted.length) {
  try {
    const { build } = await import('./browser');
    const given = arg('--dist');
    const dist = given ?? build(log);
    try {
      for (const c of browserWanted) results.push(...[await (await c.load())({ dist, log })].flat());
    } finally {
      if (!given) rmSync(dist, { recursive: true, force: true });
    }
  } catch (e) {
    log(`browser benchmarks skipped: ${(e as Error).message}`);
  }
}

console.table(results.map((r) => ({ name: r.name, unit: r.unit, median: r.median, min: r.min, max: r.max, runs: r.runs })));
const out = arg('--out') ?? (only ? undefined : new URL('./results.json', import.meta.url));
if (out) {
  writeFileSync(out, `${JSON.stringify({ benchmarks: results }, null, 2)}\n`);
  log(`written to ${String(out)}`);
} else log('a partial run (--only) is not written to bench/results.json; pass --out FILE to keep it');
