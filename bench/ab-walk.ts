// Compares the walk of two source trees in one process (walk.slowPath / walk.fastPath of the
// 1k-Service world, interleaved as the benchmarks are): two runs of `npm run bench` on a 2-core
// machine differ by more than most changes move these cases (40–90 µs for the same tree), while
// trees measured side by side in one run agree within a few percent. A tool, not a benchmark.
//   git archive <commit> | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/
//   npx tsx bench/ab-walk.ts /tmp/base .   [ROUNDS=60]
import { resolve } from 'node:path';
import { interleave, ratio, type Case } from './stats';

async function casesOf(root: string, tag: string): Promise<Case[]> {
  const at = (p: string) => import(resolve(root, p));
  const { simulate, runProbe } = await at('src/cluster/simulation.ts');
  const { walk } = await at('src/core/walk/walk.ts');
  const { repeatRuntime } = await at('src/core/walk/fast-path.ts');
  const { probePacket } = await at('src/cluster/probe.ts');
  const { benchScenario } = await at('bench/world.ts');
  const sim = simulate(benchScenario(50, 1000));
  const probe = sim.resolved.scenario.probes[0];
  const check = runProbe(sim, probe);
  if (!check.ok || check.value.trace.request.verdict.outcome !== 'delivered') throw new Error(`${root}: the bench probe is not delivered`);
  const { start, packet } = probePacket(sim.resolved, probe, 0).value;
  const rt = repeatRuntime();
  walk(sim.world, start, packet, { runtime: rt });
  return [
    { name: `slow.${tag}`, fn: () => walk(sim.world, start, packet) },
    { name: `fast.${tag}`, fn: () => walk(sim.world, start, packet, { runtime: rt }), batch: 20 },
  ];
}

async function main() {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: npx tsx bench/ab-walk.ts TREE_A TREE_B');
  const out = interleave([...(await casesOf(a, 'A')), ...(await casesOf(b, 'B'))], { rounds: Number(process.env.ROUNDS ?? 60) });
  const get = (n: string) => out.find((r) => r.name === n)!;
  for (const r of out) console.log(`${r.name}: median ${(r.median * 1000).toFixed(2)} µs, min ${(r.min * 1000).toFixed(2)} µs`);
  console.log(`B/A slow ${(get('slow.B').median / get('slow.A').median).toFixed(3)}, fast ${(get('fast.B').median / get('fast.A').median).toFixed(3)}`);
  console.log(`slow/fast A ${ratio('A', get('slow.A'), get('fast.A')).median.toFixed(1)}, B ${ratio('B', get('slow.B'), get('fast.B')).median.toFixed(1)}`);
}
void main();
