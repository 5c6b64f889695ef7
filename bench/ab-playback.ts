// Compares builds at 4×-throttled playback (playback.demo.cpu4x.fps), one run of each in turn, the
// order reversed every round, so that what else the machine does weighs on each alike: a single
// run of this case swings by ±4 fps on a 2-core machine, more than most changes move it (issue 16).
// A tool, not a benchmark.
//   ROUNDS=8 npx tsx bench/ab-playback.ts BUILD_DIR_A BUILD_DIR_B [...]
import { playbackFps } from './playback-fps';
import { summary } from './stats';

const dists = process.argv.slice(2);
if (dists.length < 2) throw new Error('usage: npx tsx bench/ab-playback.ts BUILD_DIR_A BUILD_DIR_B [...]');
const rounds = Number(process.env.ROUNDS ?? 6);
const got = new Map<string, number[]>(dists.map((d) => [d, []]));
for (let i = 0; i < rounds; i++)
  for (const d of i % 2 ? [...dists].reverse() : dists) {
    const r = await playbackFps({ dist: d, cpuRate: 4, runs: 1, log: () => {} });
    got.get(d)!.push(r.median);
  }
for (const [d, xs] of got) console.log(`${d}: median ${summary(d, 'fps', xs).median.toFixed(1)} fps (${xs.map((x) => x.toFixed(1)).join(', ')})`);
